import {MigrationInterface, QueryRunner} from "typeorm";

export class GatewayPaymentOutcomes1795721507703 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "ipay88_local_gateway_transaction" ("transId" varchar(64) PRIMARY KEY NOT NULL, "refNo" varchar(64) NOT NULL, "amount" varchar(32) NOT NULL, "currency" varchar(8) NOT NULL, "status" varchar(4) NOT NULL, "refundReference" varchar(64), "refundedAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_e280109cebd155ed87ebf5466e" ON "ipay88_local_gateway_transaction" ("refNo") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_887440824525fcf31f615ceaeb" ON "ipay88_local_gateway_transaction" ("createdAt") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_960e0aa8ea9b3f857ce2864feb"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_ipay88_transaction" ("transId" varchar(64) PRIMARY KEY NOT NULL, "orderCode" varchar(64) NOT NULL, "status" varchar(4) NOT NULL, "amount" integer NOT NULL, "handled" boolean NOT NULL DEFAULT (0), "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "outcome" varchar(16) NOT NULL DEFAULT ('SETTLED'), "reason" varchar(255), "refundReference" varchar(128), "refundedBy" varchar(128), "refundedAt" datetime, "updatedAt" datetime NOT NULL DEFAULT (datetime('now')))`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_ipay88_transaction"("transId", "orderCode", "status", "amount", "handled", "createdAt") SELECT "transId", "orderCode", "status", "amount", "handled", "createdAt" FROM "ipay88_transaction"`, undefined);
        await queryRunner.query(`DROP TABLE "ipay88_transaction"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_ipay88_transaction" RENAME TO "ipay88_transaction"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_960e0aa8ea9b3f857ce2864feb" ON "ipay88_transaction" ("orderCode") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_0de809b2a0d9b3a7cead8cd3d4" ON "ipay88_transaction" ("outcome") `, undefined);
        // Transactions stored before outcomes existed: a failed status was a declined payment.
        await queryRunner.query(`UPDATE "ipay88_transaction" SET "outcome" = 'DECLINED' WHERE "status" <> '1'`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_0de809b2a0d9b3a7cead8cd3d4"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_960e0aa8ea9b3f857ce2864feb"`, undefined);
        await queryRunner.query(`ALTER TABLE "ipay88_transaction" RENAME TO "temporary_ipay88_transaction"`, undefined);
        await queryRunner.query(`CREATE TABLE "ipay88_transaction" ("transId" varchar(64) PRIMARY KEY NOT NULL, "orderCode" varchar(64) NOT NULL, "status" varchar(4) NOT NULL, "amount" integer NOT NULL, "handled" boolean NOT NULL DEFAULT (0), "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`, undefined);
        await queryRunner.query(`INSERT INTO "ipay88_transaction"("transId", "orderCode", "status", "amount", "handled", "createdAt") SELECT "transId", "orderCode", "status", "amount", "handled", "createdAt" FROM "temporary_ipay88_transaction"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_ipay88_transaction"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_960e0aa8ea9b3f857ce2864feb" ON "ipay88_transaction" ("orderCode") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_887440824525fcf31f615ceaeb"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_e280109cebd155ed87ebf5466e"`, undefined);
        await queryRunner.query(`DROP TABLE "ipay88_local_gateway_transaction"`, undefined);
   }

}
