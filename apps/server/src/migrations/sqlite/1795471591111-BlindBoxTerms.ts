import {MigrationInterface, QueryRunner} from "typeorm";

export class BlindBoxTerms1795471591111 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "blind_box_terms" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "videoUrl" varchar(500), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "campaignId" integer NOT NULL)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_67e60608ea4b72bdbc0bacb4f6" ON "blind_box_terms" ("campaignId") `, undefined);
        await queryRunner.query(`CREATE TABLE "blind_box_terms_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar NOT NULL, "tnc" text NOT NULL DEFAULT (''), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_1475b88744d34d6756e8a8b134" ON "blind_box_terms_translation" ("baseId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_67e60608ea4b72bdbc0bacb4f6"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_blind_box_terms" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "videoUrl" varchar(500), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "campaignId" integer NOT NULL, CONSTRAINT "FK_67e60608ea4b72bdbc0bacb4f68" FOREIGN KEY ("campaignId") REFERENCES "campaign" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_blind_box_terms"("createdAt", "updatedAt", "videoUrl", "id", "campaignId") SELECT "createdAt", "updatedAt", "videoUrl", "id", "campaignId" FROM "blind_box_terms"`, undefined);
        await queryRunner.query(`DROP TABLE "blind_box_terms"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_blind_box_terms" RENAME TO "blind_box_terms"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_67e60608ea4b72bdbc0bacb4f6" ON "blind_box_terms" ("campaignId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_1475b88744d34d6756e8a8b134"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_blind_box_terms_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar NOT NULL, "tnc" text NOT NULL DEFAULT (''), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer, CONSTRAINT "FK_1475b88744d34d6756e8a8b1345" FOREIGN KEY ("baseId") REFERENCES "blind_box_terms" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_blind_box_terms_translation"("createdAt", "updatedAt", "languageCode", "tnc", "id", "baseId") SELECT "createdAt", "updatedAt", "languageCode", "tnc", "id", "baseId" FROM "blind_box_terms_translation"`, undefined);
        await queryRunner.query(`DROP TABLE "blind_box_terms_translation"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_blind_box_terms_translation" RENAME TO "blind_box_terms_translation"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_1475b88744d34d6756e8a8b134" ON "blind_box_terms_translation" ("baseId") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_1475b88744d34d6756e8a8b134"`, undefined);
        await queryRunner.query(`ALTER TABLE "blind_box_terms_translation" RENAME TO "temporary_blind_box_terms_translation"`, undefined);
        await queryRunner.query(`CREATE TABLE "blind_box_terms_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar NOT NULL, "tnc" text NOT NULL DEFAULT (''), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer)`, undefined);
        await queryRunner.query(`INSERT INTO "blind_box_terms_translation"("createdAt", "updatedAt", "languageCode", "tnc", "id", "baseId") SELECT "createdAt", "updatedAt", "languageCode", "tnc", "id", "baseId" FROM "temporary_blind_box_terms_translation"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_blind_box_terms_translation"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_1475b88744d34d6756e8a8b134" ON "blind_box_terms_translation" ("baseId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_67e60608ea4b72bdbc0bacb4f6"`, undefined);
        await queryRunner.query(`ALTER TABLE "blind_box_terms" RENAME TO "temporary_blind_box_terms"`, undefined);
        await queryRunner.query(`CREATE TABLE "blind_box_terms" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "videoUrl" varchar(500), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "campaignId" integer NOT NULL)`, undefined);
        await queryRunner.query(`INSERT INTO "blind_box_terms"("createdAt", "updatedAt", "videoUrl", "id", "campaignId") SELECT "createdAt", "updatedAt", "videoUrl", "id", "campaignId" FROM "temporary_blind_box_terms"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_blind_box_terms"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_67e60608ea4b72bdbc0bacb4f6" ON "blind_box_terms" ("campaignId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_1475b88744d34d6756e8a8b134"`, undefined);
        await queryRunner.query(`DROP TABLE "blind_box_terms_translation"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_67e60608ea4b72bdbc0bacb4f6"`, undefined);
        await queryRunner.query(`DROP TABLE "blind_box_terms"`, undefined);
   }

}
