import {MigrationInterface, QueryRunner} from "typeorm";

export class SupportDesk1795733305711 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "notification_send" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "tag" varchar(64) NOT NULL, "title" text NOT NULL, "audience" varchar(20) NOT NULL, "recipients" integer NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "campaignId" integer)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_a639eab5f7d8e72d26921434b0" ON "notification_send" ("tag") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_7094436f4eca39e74ec32537cc"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_6a772b9c6102ed98f93d4aea1f"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_325ce1d14a2b0716334e8a55e3"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_f451d75af5c63dc6153c86f9d6"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_won_prize" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "isATC" boolean NOT NULL DEFAULT (0), "isRedeemed" boolean NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer NOT NULL, "campaignId" integer NOT NULL, "ticketId" integer, "prizeId" integer, "pType" varchar(10) NOT NULL DEFAULT ('PHYSICAL'), "blindBoxId" integer, "atcOrderId" integer, "remindedAt" datetime, CONSTRAINT "FK_6a772b9c6102ed98f93d4aea1f5" FOREIGN KEY ("blindBoxId") REFERENCES "blind_box" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_325ce1d14a2b0716334e8a55e33" FOREIGN KEY ("customerId") REFERENCES "customer" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_ca8a5f4457b8a9b9004767656b8" FOREIGN KEY ("campaignId") REFERENCES "campaign" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_1f6cdd277c36dbd3ba280bf755f" FOREIGN KEY ("ticketId") REFERENCES "ticket" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_0b875d260d52486af560032a6f3" FOREIGN KEY ("prizeId") REFERENCES "product" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_won_prize"("createdAt", "updatedAt", "isATC", "isRedeemed", "id", "customerId", "campaignId", "ticketId", "prizeId", "pType", "blindBoxId", "atcOrderId") SELECT "createdAt", "updatedAt", "isATC", "isRedeemed", "id", "customerId", "campaignId", "ticketId", "prizeId", "pType", "blindBoxId", "atcOrderId" FROM "won_prize"`, undefined);
        await queryRunner.query(`DROP TABLE "won_prize"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_won_prize" RENAME TO "won_prize"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_7094436f4eca39e74ec32537cc" ON "won_prize" ("atcOrderId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_6a772b9c6102ed98f93d4aea1f" ON "won_prize" ("blindBoxId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_325ce1d14a2b0716334e8a55e3" ON "won_prize" ("customerId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_f451d75af5c63dc6153c86f9d6" ON "won_prize" ("campaignId", "ticketId") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_f451d75af5c63dc6153c86f9d6"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_325ce1d14a2b0716334e8a55e3"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_6a772b9c6102ed98f93d4aea1f"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_7094436f4eca39e74ec32537cc"`, undefined);
        await queryRunner.query(`ALTER TABLE "won_prize" RENAME TO "temporary_won_prize"`, undefined);
        await queryRunner.query(`CREATE TABLE "won_prize" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "isATC" boolean NOT NULL DEFAULT (0), "isRedeemed" boolean NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer NOT NULL, "campaignId" integer NOT NULL, "ticketId" integer, "prizeId" integer, "pType" varchar(10) NOT NULL DEFAULT ('PHYSICAL'), "blindBoxId" integer, "atcOrderId" integer, CONSTRAINT "FK_6a772b9c6102ed98f93d4aea1f5" FOREIGN KEY ("blindBoxId") REFERENCES "blind_box" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_325ce1d14a2b0716334e8a55e33" FOREIGN KEY ("customerId") REFERENCES "customer" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_ca8a5f4457b8a9b9004767656b8" FOREIGN KEY ("campaignId") REFERENCES "campaign" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_1f6cdd277c36dbd3ba280bf755f" FOREIGN KEY ("ticketId") REFERENCES "ticket" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_0b875d260d52486af560032a6f3" FOREIGN KEY ("prizeId") REFERENCES "product" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "won_prize"("createdAt", "updatedAt", "isATC", "isRedeemed", "id", "customerId", "campaignId", "ticketId", "prizeId", "pType", "blindBoxId", "atcOrderId") SELECT "createdAt", "updatedAt", "isATC", "isRedeemed", "id", "customerId", "campaignId", "ticketId", "prizeId", "pType", "blindBoxId", "atcOrderId" FROM "temporary_won_prize"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_won_prize"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_f451d75af5c63dc6153c86f9d6" ON "won_prize" ("campaignId", "ticketId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_325ce1d14a2b0716334e8a55e3" ON "won_prize" ("customerId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_6a772b9c6102ed98f93d4aea1f" ON "won_prize" ("blindBoxId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_7094436f4eca39e74ec32537cc" ON "won_prize" ("atcOrderId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_a639eab5f7d8e72d26921434b0"`, undefined);
        await queryRunner.query(`DROP TABLE "notification_send"`, undefined);
   }

}
