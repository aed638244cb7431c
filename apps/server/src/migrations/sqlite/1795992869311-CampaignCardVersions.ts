import {MigrationInterface, QueryRunner} from "typeorm";

/**
 * "campaign"."cardVersion", raised by triggers whenever something a plain card shows changes
 * (plain-cards.ts keeps the cards it built by that version; docs/performance.md#campaign-lists):
 * the campaign's `sId` or pictures, any of its translations, a column of one of its pictures.
 * SQLite: the column added with ADD COLUMN rather than TypeORM's rebuild of the table (as in
 * CampaignSheetScores). A trigger's own UPDATE sets only "cardVersion", which none of them watches.
 */
export class CampaignCardVersions1795992869311 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "campaign" ADD COLUMN "cardVersion" integer NOT NULL DEFAULT (0)`, undefined);
        const raise = (where: string) => `UPDATE "campaign" SET "cardVersion" = "cardVersion" + 1 WHERE ${where};`;
        await queryRunner.query(
            `CREATE TRIGGER "campaign_card_changed" AFTER UPDATE OF "sId", "featuredImgId", "coverId" ON "campaign" FOR EACH ROW
             WHEN OLD."sId" IS NOT NEW."sId" OR OLD."featuredImgId" IS NOT NEW."featuredImgId" OR OLD."coverId" IS NOT NEW."coverId"
             BEGIN ${raise(`"id" = NEW."id"`)} END`,
            undefined,
        );
        await queryRunner.query(`CREATE TRIGGER "campaign_translation_inserted" AFTER INSERT ON "campaign_translation" FOR EACH ROW BEGIN ${raise(`"id" = NEW."baseId"`)} END`, undefined);
        await queryRunner.query(`CREATE TRIGGER "campaign_translation_updated" AFTER UPDATE ON "campaign_translation" FOR EACH ROW BEGIN ${raise(`"id" IN (OLD."baseId", NEW."baseId")`)} END`, undefined);
        await queryRunner.query(`CREATE TRIGGER "campaign_translation_deleted" AFTER DELETE ON "campaign_translation" FOR EACH ROW BEGIN ${raise(`"id" = OLD."baseId"`)} END`, undefined);
        await queryRunner.query(
            `CREATE TRIGGER "campaign_picture_changed" AFTER UPDATE OF "type", "mimeType", "width", "height", "fileSize", "source", "preview" ON "asset" FOR EACH ROW
             BEGIN ${raise(`"featuredImgId" = NEW."id" OR "coverId" = NEW."id"`)} END`,
            undefined,
        );
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        for (const trigger of ['campaign_picture_changed', 'campaign_translation_deleted', 'campaign_translation_updated', 'campaign_translation_inserted', 'campaign_card_changed']) {
            await queryRunner.query(`DROP TRIGGER "${trigger}"`, undefined);
        }
        await queryRunner.query(`ALTER TABLE "campaign" DROP COLUMN "cardVersion"`, undefined);
   }

}
