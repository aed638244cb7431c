import {MigrationInterface, QueryRunner} from "typeorm";

export class CodeBatchExpiry1795665487403 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_e4d455dc81b76a4cd4e274bcaa"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_e1088f874da6b6f44599d31ee9"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_40833d64b3ff6c724ba7f61492"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_redemption_code" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "code" varchar(32) NOT NULL, "batch" varchar(80) NOT NULL, "kind" varchar(8) NOT NULL, "grantType" varchar(8) NOT NULL, "quantity" integer NOT NULL DEFAULT (1), "redeemedAt" datetime, "granted" text, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "campaignId" integer NOT NULL, "prizeId" integer, "redeemedById" integer, "orderId" integer, "expiresAt" datetime, CONSTRAINT "FK_9337559a7ff44408a4bce124afb" FOREIGN KEY ("orderId") REFERENCES "order" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_e45f59f961dc434bc411ed0fabb" FOREIGN KEY ("campaignId") REFERENCES "campaign" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_bf0267efa01d157639a0cd5d943" FOREIGN KEY ("prizeId") REFERENCES "product" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_e1088f874da6b6f44599d31ee9d" FOREIGN KEY ("redeemedById") REFERENCES "customer" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_redemption_code"("createdAt", "updatedAt", "code", "batch", "kind", "grantType", "quantity", "redeemedAt", "granted", "id", "campaignId", "prizeId", "redeemedById", "orderId") SELECT "createdAt", "updatedAt", "code", "batch", "kind", "grantType", "quantity", "redeemedAt", "granted", "id", "campaignId", "prizeId", "redeemedById", "orderId" FROM "redemption_code"`, undefined);
        await queryRunner.query(`DROP TABLE "redemption_code"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_redemption_code" RENAME TO "redemption_code"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_e4d455dc81b76a4cd4e274bcaa" ON "redemption_code" ("code") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_e1088f874da6b6f44599d31ee9" ON "redemption_code" ("redeemedById") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_40833d64b3ff6c724ba7f61492" ON "redemption_code" ("batch") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_40833d64b3ff6c724ba7f61492"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_e1088f874da6b6f44599d31ee9"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_e4d455dc81b76a4cd4e274bcaa"`, undefined);
        await queryRunner.query(`ALTER TABLE "redemption_code" RENAME TO "temporary_redemption_code"`, undefined);
        await queryRunner.query(`CREATE TABLE "redemption_code" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "code" varchar(32) NOT NULL, "batch" varchar(80) NOT NULL, "kind" varchar(8) NOT NULL, "grantType" varchar(8) NOT NULL, "quantity" integer NOT NULL DEFAULT (1), "redeemedAt" datetime, "granted" text, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "campaignId" integer NOT NULL, "prizeId" integer, "redeemedById" integer, "orderId" integer, CONSTRAINT "FK_9337559a7ff44408a4bce124afb" FOREIGN KEY ("orderId") REFERENCES "order" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_e45f59f961dc434bc411ed0fabb" FOREIGN KEY ("campaignId") REFERENCES "campaign" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_bf0267efa01d157639a0cd5d943" FOREIGN KEY ("prizeId") REFERENCES "product" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_e1088f874da6b6f44599d31ee9d" FOREIGN KEY ("redeemedById") REFERENCES "customer" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "redemption_code"("createdAt", "updatedAt", "code", "batch", "kind", "grantType", "quantity", "redeemedAt", "granted", "id", "campaignId", "prizeId", "redeemedById", "orderId") SELECT "createdAt", "updatedAt", "code", "batch", "kind", "grantType", "quantity", "redeemedAt", "granted", "id", "campaignId", "prizeId", "redeemedById", "orderId" FROM "temporary_redemption_code"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_redemption_code"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_40833d64b3ff6c724ba7f61492" ON "redemption_code" ("batch") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_e1088f874da6b6f44599d31ee9" ON "redemption_code" ("redeemedById") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_e4d455dc81b76a4cd4e274bcaa" ON "redemption_code" ("code") `, undefined);
   }

}
