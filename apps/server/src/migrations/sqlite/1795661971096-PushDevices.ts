import {MigrationInterface, QueryRunner} from "typeorm";

export class PushDevices1795661971096 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "push_device" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "token" varchar(1024) NOT NULL, "platform" varchar(16), "languageCode" varchar(8), "lastSeenAt" datetime NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer NOT NULL)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_e698041a6bdbd7f3fa6a143c4a" ON "push_device" ("customerId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_fae99532d30fbf1774f4df0dd2" ON "push_device" ("token") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_e698041a6bdbd7f3fa6a143c4a"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_fae99532d30fbf1774f4df0dd2"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_push_device" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "token" varchar(1024) NOT NULL, "platform" varchar(16), "languageCode" varchar(8), "lastSeenAt" datetime NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer NOT NULL, CONSTRAINT "FK_e698041a6bdbd7f3fa6a143c4a9" FOREIGN KEY ("customerId") REFERENCES "customer" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_push_device"("createdAt", "updatedAt", "token", "platform", "languageCode", "lastSeenAt", "id", "customerId") SELECT "createdAt", "updatedAt", "token", "platform", "languageCode", "lastSeenAt", "id", "customerId" FROM "push_device"`, undefined);
        await queryRunner.query(`DROP TABLE "push_device"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_push_device" RENAME TO "push_device"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_e698041a6bdbd7f3fa6a143c4a" ON "push_device" ("customerId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_fae99532d30fbf1774f4df0dd2" ON "push_device" ("token") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_fae99532d30fbf1774f4df0dd2"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_e698041a6bdbd7f3fa6a143c4a"`, undefined);
        await queryRunner.query(`ALTER TABLE "push_device" RENAME TO "temporary_push_device"`, undefined);
        await queryRunner.query(`CREATE TABLE "push_device" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "token" varchar(1024) NOT NULL, "platform" varchar(16), "languageCode" varchar(8), "lastSeenAt" datetime NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer NOT NULL)`, undefined);
        await queryRunner.query(`INSERT INTO "push_device"("createdAt", "updatedAt", "token", "platform", "languageCode", "lastSeenAt", "id", "customerId") SELECT "createdAt", "updatedAt", "token", "platform", "languageCode", "lastSeenAt", "id", "customerId" FROM "temporary_push_device"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_push_device"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_fae99532d30fbf1774f4df0dd2" ON "push_device" ("token") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_e698041a6bdbd7f3fa6a143c4a" ON "push_device" ("customerId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_fae99532d30fbf1774f4df0dd2"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_e698041a6bdbd7f3fa6a143c4a"`, undefined);
        await queryRunner.query(`DROP TABLE "push_device"`, undefined);
   }

}
