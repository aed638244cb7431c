import {MigrationInterface, QueryRunner} from "typeorm";

export class MarketingItems1795661870861 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "marketing_item" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "kind" varchar(8) NOT NULL, "actionTyp" varchar(3) NOT NULL DEFAULT ('NON'), "actionVal" varchar(1024), "startsAt" datetime, "endsAt" datetime, "position" integer NOT NULL DEFAULT (0), "enabled" boolean NOT NULL DEFAULT (1), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "assetId" integer NOT NULL)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_1614625d205a800a54b8bac2f5" ON "marketing_item" ("kind", "enabled", "position") `, undefined);
        await queryRunner.query(`CREATE TABLE "marketing_item_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar NOT NULL, "title" varchar(200) NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_d81a9585e839a3502fa022e7d8" ON "marketing_item_translation" ("baseId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_1614625d205a800a54b8bac2f5"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_marketing_item" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "kind" varchar(8) NOT NULL, "actionTyp" varchar(3) NOT NULL DEFAULT ('NON'), "actionVal" varchar(1024), "startsAt" datetime, "endsAt" datetime, "position" integer NOT NULL DEFAULT (0), "enabled" boolean NOT NULL DEFAULT (1), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "assetId" integer NOT NULL, CONSTRAINT "FK_bdfdad4eb2621e37050b095daca" FOREIGN KEY ("assetId") REFERENCES "asset" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_marketing_item"("createdAt", "updatedAt", "kind", "actionTyp", "actionVal", "startsAt", "endsAt", "position", "enabled", "id", "assetId") SELECT "createdAt", "updatedAt", "kind", "actionTyp", "actionVal", "startsAt", "endsAt", "position", "enabled", "id", "assetId" FROM "marketing_item"`, undefined);
        await queryRunner.query(`DROP TABLE "marketing_item"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_marketing_item" RENAME TO "marketing_item"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_1614625d205a800a54b8bac2f5" ON "marketing_item" ("kind", "enabled", "position") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_d81a9585e839a3502fa022e7d8"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_marketing_item_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar NOT NULL, "title" varchar(200) NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer, CONSTRAINT "FK_d81a9585e839a3502fa022e7d8e" FOREIGN KEY ("baseId") REFERENCES "marketing_item" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_marketing_item_translation"("createdAt", "updatedAt", "languageCode", "title", "id", "baseId") SELECT "createdAt", "updatedAt", "languageCode", "title", "id", "baseId" FROM "marketing_item_translation"`, undefined);
        await queryRunner.query(`DROP TABLE "marketing_item_translation"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_marketing_item_translation" RENAME TO "marketing_item_translation"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_d81a9585e839a3502fa022e7d8" ON "marketing_item_translation" ("baseId") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_d81a9585e839a3502fa022e7d8"`, undefined);
        await queryRunner.query(`ALTER TABLE "marketing_item_translation" RENAME TO "temporary_marketing_item_translation"`, undefined);
        await queryRunner.query(`CREATE TABLE "marketing_item_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar NOT NULL, "title" varchar(200) NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer)`, undefined);
        await queryRunner.query(`INSERT INTO "marketing_item_translation"("createdAt", "updatedAt", "languageCode", "title", "id", "baseId") SELECT "createdAt", "updatedAt", "languageCode", "title", "id", "baseId" FROM "temporary_marketing_item_translation"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_marketing_item_translation"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_d81a9585e839a3502fa022e7d8" ON "marketing_item_translation" ("baseId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_1614625d205a800a54b8bac2f5"`, undefined);
        await queryRunner.query(`ALTER TABLE "marketing_item" RENAME TO "temporary_marketing_item"`, undefined);
        await queryRunner.query(`CREATE TABLE "marketing_item" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "kind" varchar(8) NOT NULL, "actionTyp" varchar(3) NOT NULL DEFAULT ('NON'), "actionVal" varchar(1024), "startsAt" datetime, "endsAt" datetime, "position" integer NOT NULL DEFAULT (0), "enabled" boolean NOT NULL DEFAULT (1), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "assetId" integer NOT NULL)`, undefined);
        await queryRunner.query(`INSERT INTO "marketing_item"("createdAt", "updatedAt", "kind", "actionTyp", "actionVal", "startsAt", "endsAt", "position", "enabled", "id", "assetId") SELECT "createdAt", "updatedAt", "kind", "actionTyp", "actionVal", "startsAt", "endsAt", "position", "enabled", "id", "assetId" FROM "temporary_marketing_item"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_marketing_item"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_1614625d205a800a54b8bac2f5" ON "marketing_item" ("kind", "enabled", "position") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_d81a9585e839a3502fa022e7d8"`, undefined);
        await queryRunner.query(`DROP TABLE "marketing_item_translation"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_1614625d205a800a54b8bac2f5"`, undefined);
        await queryRunner.query(`DROP TABLE "marketing_item"`, undefined);
   }

}
