import {MigrationInterface, QueryRunner} from "typeorm";

export class HoldCapsOtpSession1795721171812 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_74bd2372af345b74690c7bdfc8"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_e2b614d59494922a1bd051414f"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_c7ff987f4f8c959793f76dd19c"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_ticket_reservation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "tickets" integer NOT NULL, "units" integer NOT NULL, "status" varchar(8) NOT NULL, "expiresAt" datetime NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "orderId" integer NOT NULL, "campaignId" integer NOT NULL, "customerId" integer, "clientAddress" varchar(64))`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_ticket_reservation"("createdAt", "updatedAt", "tickets", "units", "status", "expiresAt", "id", "orderId", "campaignId") SELECT "createdAt", "updatedAt", "tickets", "units", "status", "expiresAt", "id", "orderId", "campaignId" FROM "ticket_reservation"`, undefined);
        await queryRunner.query(`DROP TABLE "ticket_reservation"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_ticket_reservation" RENAME TO "ticket_reservation"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_74bd2372af345b74690c7bdfc8" ON "ticket_reservation" ("orderId", "campaignId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_e2b614d59494922a1bd051414f" ON "ticket_reservation" ("expiresAt") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_c7ff987f4f8c959793f76dd19c" ON "ticket_reservation" ("campaignId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_6112ceec9bb9e6a32aab5bf5fa"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_63536092c3c61d0f43b06bec10"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_otp_code" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "phone" varchar(20) NOT NULL, "purpose" varchar(20) NOT NULL, "codeHash" varchar(64) NOT NULL, "salt" varchar(32) NOT NULL, "attempts" integer NOT NULL, "sentAt" bigint NOT NULL, "expiresAt" bigint NOT NULL, "verifiedAt" bigint, "customerId" integer, "verifiedSessionId" integer)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_otp_code"("id", "phone", "purpose", "codeHash", "salt", "attempts", "sentAt", "expiresAt", "verifiedAt", "customerId") SELECT "id", "phone", "purpose", "codeHash", "salt", "attempts", "sentAt", "expiresAt", "verifiedAt", "customerId" FROM "otp_code"`, undefined);
        await queryRunner.query(`DROP TABLE "otp_code"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_otp_code" RENAME TO "otp_code"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_6112ceec9bb9e6a32aab5bf5fa" ON "otp_code" ("phone", "purpose") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_63536092c3c61d0f43b06bec10" ON "otp_code" ("expiresAt") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_4add13cc1ada39847b4d1f415f" ON "ticket_reservation" ("customerId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_778c9d142841d982f4246db93d" ON "ticket_reservation" ("clientAddress") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_778c9d142841d982f4246db93d"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_4add13cc1ada39847b4d1f415f"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_63536092c3c61d0f43b06bec10"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_6112ceec9bb9e6a32aab5bf5fa"`, undefined);
        await queryRunner.query(`ALTER TABLE "otp_code" RENAME TO "temporary_otp_code"`, undefined);
        await queryRunner.query(`CREATE TABLE "otp_code" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "phone" varchar(20) NOT NULL, "purpose" varchar(20) NOT NULL, "codeHash" varchar(64) NOT NULL, "salt" varchar(32) NOT NULL, "attempts" integer NOT NULL, "sentAt" bigint NOT NULL, "expiresAt" bigint NOT NULL, "verifiedAt" bigint, "customerId" integer)`, undefined);
        await queryRunner.query(`INSERT INTO "otp_code"("id", "phone", "purpose", "codeHash", "salt", "attempts", "sentAt", "expiresAt", "verifiedAt", "customerId") SELECT "id", "phone", "purpose", "codeHash", "salt", "attempts", "sentAt", "expiresAt", "verifiedAt", "customerId" FROM "temporary_otp_code"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_otp_code"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_63536092c3c61d0f43b06bec10" ON "otp_code" ("expiresAt") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_6112ceec9bb9e6a32aab5bf5fa" ON "otp_code" ("phone", "purpose") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_c7ff987f4f8c959793f76dd19c"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_e2b614d59494922a1bd051414f"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_74bd2372af345b74690c7bdfc8"`, undefined);
        await queryRunner.query(`ALTER TABLE "ticket_reservation" RENAME TO "temporary_ticket_reservation"`, undefined);
        await queryRunner.query(`CREATE TABLE "ticket_reservation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "tickets" integer NOT NULL, "units" integer NOT NULL, "status" varchar(8) NOT NULL, "expiresAt" datetime NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "orderId" integer NOT NULL, "campaignId" integer NOT NULL)`, undefined);
        await queryRunner.query(`INSERT INTO "ticket_reservation"("createdAt", "updatedAt", "tickets", "units", "status", "expiresAt", "id", "orderId", "campaignId") SELECT "createdAt", "updatedAt", "tickets", "units", "status", "expiresAt", "id", "orderId", "campaignId" FROM "temporary_ticket_reservation"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_ticket_reservation"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_c7ff987f4f8c959793f76dd19c" ON "ticket_reservation" ("campaignId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_e2b614d59494922a1bd051414f" ON "ticket_reservation" ("expiresAt") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_74bd2372af345b74690c7bdfc8" ON "ticket_reservation" ("orderId", "campaignId") `, undefined);
   }

}
