import {MigrationInterface, QueryRunner} from "typeorm";

export class Engagement1795422565476 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "notification" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "tag" varchar(64) NOT NULL, "title" text NOT NULL, "msg" text NOT NULL, "imgUrl" varchar(1024), "actionTyp" varchar(3) NOT NULL DEFAULT ('NON'), "actionVal" varchar(1024), "metaData" text, "isRead" boolean NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer NOT NULL)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_6b017d78361d99f5505545f6de" ON "notification" ("customerId") `, undefined);
        await queryRunner.query(`CREATE TABLE "won_prize" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "isATC" boolean NOT NULL DEFAULT (0), "isRedeemed" boolean NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer NOT NULL, "campaignId" integer NOT NULL, "ticketId" integer, "prizeId" integer)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_325ce1d14a2b0716334e8a55e3" ON "won_prize" ("customerId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_f451d75af5c63dc6153c86f9d6" ON "won_prize" ("campaignId", "ticketId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_6b017d78361d99f5505545f6de"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_notification" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "tag" varchar(64) NOT NULL, "title" text NOT NULL, "msg" text NOT NULL, "imgUrl" varchar(1024), "actionTyp" varchar(3) NOT NULL DEFAULT ('NON'), "actionVal" varchar(1024), "metaData" text, "isRead" boolean NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer NOT NULL, CONSTRAINT "FK_6b017d78361d99f5505545f6de4" FOREIGN KEY ("customerId") REFERENCES "customer" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_notification"("createdAt", "updatedAt", "tag", "title", "msg", "imgUrl", "actionTyp", "actionVal", "metaData", "isRead", "id", "customerId") SELECT "createdAt", "updatedAt", "tag", "title", "msg", "imgUrl", "actionTyp", "actionVal", "metaData", "isRead", "id", "customerId" FROM "notification"`, undefined);
        await queryRunner.query(`DROP TABLE "notification"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_notification" RENAME TO "notification"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_6b017d78361d99f5505545f6de" ON "notification" ("customerId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_325ce1d14a2b0716334e8a55e3"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_f451d75af5c63dc6153c86f9d6"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_won_prize" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "isATC" boolean NOT NULL DEFAULT (0), "isRedeemed" boolean NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer NOT NULL, "campaignId" integer NOT NULL, "ticketId" integer, "prizeId" integer, CONSTRAINT "FK_325ce1d14a2b0716334e8a55e33" FOREIGN KEY ("customerId") REFERENCES "customer" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_ca8a5f4457b8a9b9004767656b8" FOREIGN KEY ("campaignId") REFERENCES "campaign" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_1f6cdd277c36dbd3ba280bf755f" FOREIGN KEY ("ticketId") REFERENCES "ticket" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_0b875d260d52486af560032a6f3" FOREIGN KEY ("prizeId") REFERENCES "product" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_won_prize"("createdAt", "updatedAt", "isATC", "isRedeemed", "id", "customerId", "campaignId", "ticketId", "prizeId") SELECT "createdAt", "updatedAt", "isATC", "isRedeemed", "id", "customerId", "campaignId", "ticketId", "prizeId" FROM "won_prize"`, undefined);
        await queryRunner.query(`DROP TABLE "won_prize"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_won_prize" RENAME TO "won_prize"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_325ce1d14a2b0716334e8a55e3" ON "won_prize" ("customerId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_f451d75af5c63dc6153c86f9d6" ON "won_prize" ("campaignId", "ticketId") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_f451d75af5c63dc6153c86f9d6"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_325ce1d14a2b0716334e8a55e3"`, undefined);
        await queryRunner.query(`ALTER TABLE "won_prize" RENAME TO "temporary_won_prize"`, undefined);
        await queryRunner.query(`CREATE TABLE "won_prize" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "isATC" boolean NOT NULL DEFAULT (0), "isRedeemed" boolean NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer NOT NULL, "campaignId" integer NOT NULL, "ticketId" integer, "prizeId" integer)`, undefined);
        await queryRunner.query(`INSERT INTO "won_prize"("createdAt", "updatedAt", "isATC", "isRedeemed", "id", "customerId", "campaignId", "ticketId", "prizeId") SELECT "createdAt", "updatedAt", "isATC", "isRedeemed", "id", "customerId", "campaignId", "ticketId", "prizeId" FROM "temporary_won_prize"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_won_prize"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_f451d75af5c63dc6153c86f9d6" ON "won_prize" ("campaignId", "ticketId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_325ce1d14a2b0716334e8a55e3" ON "won_prize" ("customerId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_6b017d78361d99f5505545f6de"`, undefined);
        await queryRunner.query(`ALTER TABLE "notification" RENAME TO "temporary_notification"`, undefined);
        await queryRunner.query(`CREATE TABLE "notification" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "tag" varchar(64) NOT NULL, "title" text NOT NULL, "msg" text NOT NULL, "imgUrl" varchar(1024), "actionTyp" varchar(3) NOT NULL DEFAULT ('NON'), "actionVal" varchar(1024), "metaData" text, "isRead" boolean NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer NOT NULL)`, undefined);
        await queryRunner.query(`INSERT INTO "notification"("createdAt", "updatedAt", "tag", "title", "msg", "imgUrl", "actionTyp", "actionVal", "metaData", "isRead", "id", "customerId") SELECT "createdAt", "updatedAt", "tag", "title", "msg", "imgUrl", "actionTyp", "actionVal", "metaData", "isRead", "id", "customerId" FROM "temporary_notification"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_notification"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_6b017d78361d99f5505545f6de" ON "notification" ("customerId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_f451d75af5c63dc6153c86f9d6"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_325ce1d14a2b0716334e8a55e3"`, undefined);
        await queryRunner.query(`DROP TABLE "won_prize"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_6b017d78361d99f5505545f6de"`, undefined);
        await queryRunner.query(`DROP TABLE "notification"`, undefined);
   }

}
