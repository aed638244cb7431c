import {MigrationInterface, QueryRunner} from "typeorm";

export class WonPrizesCodes1795469033137 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "redemption_code" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "code" varchar(32) NOT NULL, "batch" varchar(80) NOT NULL, "kind" varchar(8) NOT NULL, "grantType" varchar(8) NOT NULL, "quantity" integer NOT NULL DEFAULT (1), "redeemedAt" datetime, "granted" text, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "campaignId" integer NOT NULL, "prizeId" integer, "redeemedById" integer)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_e4d455dc81b76a4cd4e274bcaa" ON "redemption_code" ("code") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_e1088f874da6b6f44599d31ee9" ON "redemption_code" ("redeemedById") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_40833d64b3ff6c724ba7f61492" ON "redemption_code" ("batch") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_f451d75af5c63dc6153c86f9d6"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_325ce1d14a2b0716334e8a55e3"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_won_prize" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "isATC" boolean NOT NULL DEFAULT (0), "isRedeemed" boolean NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer NOT NULL, "campaignId" integer NOT NULL, "ticketId" integer, "prizeId" integer, "pType" varchar(10) NOT NULL DEFAULT ('PHYSICAL'), "blindBoxId" integer, "atcOrderId" integer, CONSTRAINT "FK_0b875d260d52486af560032a6f3" FOREIGN KEY ("prizeId") REFERENCES "product" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_1f6cdd277c36dbd3ba280bf755f" FOREIGN KEY ("ticketId") REFERENCES "ticket" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_ca8a5f4457b8a9b9004767656b8" FOREIGN KEY ("campaignId") REFERENCES "campaign" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_325ce1d14a2b0716334e8a55e33" FOREIGN KEY ("customerId") REFERENCES "customer" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_won_prize"("createdAt", "updatedAt", "isATC", "isRedeemed", "id", "customerId", "campaignId", "ticketId", "prizeId") SELECT "createdAt", "updatedAt", "isATC", "isRedeemed", "id", "customerId", "campaignId", "ticketId", "prizeId" FROM "won_prize"`, undefined);
        await queryRunner.query(`DROP TABLE "won_prize"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_won_prize" RENAME TO "won_prize"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_f451d75af5c63dc6153c86f9d6" ON "won_prize" ("campaignId", "ticketId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_325ce1d14a2b0716334e8a55e3" ON "won_prize" ("customerId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_6a772b9c6102ed98f93d4aea1f" ON "won_prize" ("blindBoxId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_7094436f4eca39e74ec32537cc" ON "won_prize" ("atcOrderId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_e4d455dc81b76a4cd4e274bcaa"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_e1088f874da6b6f44599d31ee9"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_40833d64b3ff6c724ba7f61492"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_redemption_code" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "code" varchar(32) NOT NULL, "batch" varchar(80) NOT NULL, "kind" varchar(8) NOT NULL, "grantType" varchar(8) NOT NULL, "quantity" integer NOT NULL DEFAULT (1), "redeemedAt" datetime, "granted" text, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "campaignId" integer NOT NULL, "prizeId" integer, "redeemedById" integer, CONSTRAINT "FK_e45f59f961dc434bc411ed0fabb" FOREIGN KEY ("campaignId") REFERENCES "campaign" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_bf0267efa01d157639a0cd5d943" FOREIGN KEY ("prizeId") REFERENCES "product" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_e1088f874da6b6f44599d31ee9d" FOREIGN KEY ("redeemedById") REFERENCES "customer" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_redemption_code"("createdAt", "updatedAt", "code", "batch", "kind", "grantType", "quantity", "redeemedAt", "granted", "id", "campaignId", "prizeId", "redeemedById") SELECT "createdAt", "updatedAt", "code", "batch", "kind", "grantType", "quantity", "redeemedAt", "granted", "id", "campaignId", "prizeId", "redeemedById" FROM "redemption_code"`, undefined);
        await queryRunner.query(`DROP TABLE "redemption_code"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_redemption_code" RENAME TO "redemption_code"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_e4d455dc81b76a4cd4e274bcaa" ON "redemption_code" ("code") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_e1088f874da6b6f44599d31ee9" ON "redemption_code" ("redeemedById") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_40833d64b3ff6c724ba7f61492" ON "redemption_code" ("batch") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_f451d75af5c63dc6153c86f9d6"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_325ce1d14a2b0716334e8a55e3"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_6a772b9c6102ed98f93d4aea1f"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_7094436f4eca39e74ec32537cc"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_won_prize" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "isATC" boolean NOT NULL DEFAULT (0), "isRedeemed" boolean NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer NOT NULL, "campaignId" integer NOT NULL, "ticketId" integer, "prizeId" integer, "pType" varchar(10) NOT NULL DEFAULT ('PHYSICAL'), "blindBoxId" integer, "atcOrderId" integer, CONSTRAINT "FK_0b875d260d52486af560032a6f3" FOREIGN KEY ("prizeId") REFERENCES "product" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_1f6cdd277c36dbd3ba280bf755f" FOREIGN KEY ("ticketId") REFERENCES "ticket" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_ca8a5f4457b8a9b9004767656b8" FOREIGN KEY ("campaignId") REFERENCES "campaign" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_325ce1d14a2b0716334e8a55e33" FOREIGN KEY ("customerId") REFERENCES "customer" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_6a772b9c6102ed98f93d4aea1f5" FOREIGN KEY ("blindBoxId") REFERENCES "blind_box" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_won_prize"("createdAt", "updatedAt", "isATC", "isRedeemed", "id", "customerId", "campaignId", "ticketId", "prizeId", "pType", "blindBoxId", "atcOrderId") SELECT "createdAt", "updatedAt", "isATC", "isRedeemed", "id", "customerId", "campaignId", "ticketId", "prizeId", "pType", "blindBoxId", "atcOrderId" FROM "won_prize"`, undefined);
        await queryRunner.query(`DROP TABLE "won_prize"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_won_prize" RENAME TO "won_prize"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_f451d75af5c63dc6153c86f9d6" ON "won_prize" ("campaignId", "ticketId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_325ce1d14a2b0716334e8a55e3" ON "won_prize" ("customerId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_6a772b9c6102ed98f93d4aea1f" ON "won_prize" ("blindBoxId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_7094436f4eca39e74ec32537cc" ON "won_prize" ("atcOrderId") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_7094436f4eca39e74ec32537cc"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_6a772b9c6102ed98f93d4aea1f"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_325ce1d14a2b0716334e8a55e3"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_f451d75af5c63dc6153c86f9d6"`, undefined);
        await queryRunner.query(`ALTER TABLE "won_prize" RENAME TO "temporary_won_prize"`, undefined);
        await queryRunner.query(`CREATE TABLE "won_prize" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "isATC" boolean NOT NULL DEFAULT (0), "isRedeemed" boolean NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer NOT NULL, "campaignId" integer NOT NULL, "ticketId" integer, "prizeId" integer, "pType" varchar(10) NOT NULL DEFAULT ('PHYSICAL'), "blindBoxId" integer, "atcOrderId" integer, CONSTRAINT "FK_0b875d260d52486af560032a6f3" FOREIGN KEY ("prizeId") REFERENCES "product" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_1f6cdd277c36dbd3ba280bf755f" FOREIGN KEY ("ticketId") REFERENCES "ticket" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_ca8a5f4457b8a9b9004767656b8" FOREIGN KEY ("campaignId") REFERENCES "campaign" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_325ce1d14a2b0716334e8a55e33" FOREIGN KEY ("customerId") REFERENCES "customer" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "won_prize"("createdAt", "updatedAt", "isATC", "isRedeemed", "id", "customerId", "campaignId", "ticketId", "prizeId", "pType", "blindBoxId", "atcOrderId") SELECT "createdAt", "updatedAt", "isATC", "isRedeemed", "id", "customerId", "campaignId", "ticketId", "prizeId", "pType", "blindBoxId", "atcOrderId" FROM "temporary_won_prize"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_won_prize"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_7094436f4eca39e74ec32537cc" ON "won_prize" ("atcOrderId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_6a772b9c6102ed98f93d4aea1f" ON "won_prize" ("blindBoxId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_325ce1d14a2b0716334e8a55e3" ON "won_prize" ("customerId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_f451d75af5c63dc6153c86f9d6" ON "won_prize" ("campaignId", "ticketId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_40833d64b3ff6c724ba7f61492"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_e1088f874da6b6f44599d31ee9"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_e4d455dc81b76a4cd4e274bcaa"`, undefined);
        await queryRunner.query(`ALTER TABLE "redemption_code" RENAME TO "temporary_redemption_code"`, undefined);
        await queryRunner.query(`CREATE TABLE "redemption_code" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "code" varchar(32) NOT NULL, "batch" varchar(80) NOT NULL, "kind" varchar(8) NOT NULL, "grantType" varchar(8) NOT NULL, "quantity" integer NOT NULL DEFAULT (1), "redeemedAt" datetime, "granted" text, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "campaignId" integer NOT NULL, "prizeId" integer, "redeemedById" integer)`, undefined);
        await queryRunner.query(`INSERT INTO "redemption_code"("createdAt", "updatedAt", "code", "batch", "kind", "grantType", "quantity", "redeemedAt", "granted", "id", "campaignId", "prizeId", "redeemedById") SELECT "createdAt", "updatedAt", "code", "batch", "kind", "grantType", "quantity", "redeemedAt", "granted", "id", "campaignId", "prizeId", "redeemedById" FROM "temporary_redemption_code"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_redemption_code"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_40833d64b3ff6c724ba7f61492" ON "redemption_code" ("batch") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_e1088f874da6b6f44599d31ee9" ON "redemption_code" ("redeemedById") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_e4d455dc81b76a4cd4e274bcaa" ON "redemption_code" ("code") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_7094436f4eca39e74ec32537cc"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_6a772b9c6102ed98f93d4aea1f"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_325ce1d14a2b0716334e8a55e3"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_f451d75af5c63dc6153c86f9d6"`, undefined);
        await queryRunner.query(`ALTER TABLE "won_prize" RENAME TO "temporary_won_prize"`, undefined);
        await queryRunner.query(`CREATE TABLE "won_prize" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "isATC" boolean NOT NULL DEFAULT (0), "isRedeemed" boolean NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer NOT NULL, "campaignId" integer NOT NULL, "ticketId" integer, "prizeId" integer, CONSTRAINT "FK_0b875d260d52486af560032a6f3" FOREIGN KEY ("prizeId") REFERENCES "product" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_1f6cdd277c36dbd3ba280bf755f" FOREIGN KEY ("ticketId") REFERENCES "ticket" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_ca8a5f4457b8a9b9004767656b8" FOREIGN KEY ("campaignId") REFERENCES "campaign" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_325ce1d14a2b0716334e8a55e33" FOREIGN KEY ("customerId") REFERENCES "customer" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "won_prize"("createdAt", "updatedAt", "isATC", "isRedeemed", "id", "customerId", "campaignId", "ticketId", "prizeId") SELECT "createdAt", "updatedAt", "isATC", "isRedeemed", "id", "customerId", "campaignId", "ticketId", "prizeId" FROM "temporary_won_prize"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_won_prize"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_325ce1d14a2b0716334e8a55e3" ON "won_prize" ("customerId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_f451d75af5c63dc6153c86f9d6" ON "won_prize" ("campaignId", "ticketId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_40833d64b3ff6c724ba7f61492"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_e1088f874da6b6f44599d31ee9"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_e4d455dc81b76a4cd4e274bcaa"`, undefined);
        await queryRunner.query(`DROP TABLE "redemption_code"`, undefined);
   }

}
