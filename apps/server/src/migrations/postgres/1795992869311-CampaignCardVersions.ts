import {MigrationInterface, QueryRunner} from "typeorm";

/**
 * "campaign"."cardVersion", raised by triggers whenever something a plain card shows changes
 * (plain-cards.ts keeps the cards it built by that version; docs/performance.md#campaign-lists):
 * the campaign's `sId` or pictures, any of its translations, a column of one of its pictures. The
 * campaign's own change raises it in the row being written; the others update the campaign's row,
 * setting only "cardVersion", which no trigger watches.
 */
export class CampaignCardVersions1795992869311 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "campaign" ADD "cardVersion" integer NOT NULL DEFAULT '0'`, undefined);
        await queryRunner.query(
            `CREATE FUNCTION "campaign_card_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
             BEGIN NEW."cardVersion" := OLD."cardVersion" + 1; RETURN NEW; END $$`,
            undefined,
        );
        await queryRunner.query(
            `CREATE TRIGGER "campaign_card_changed" BEFORE UPDATE OF "sId", "featuredImgId", "coverId" ON "campaign" FOR EACH ROW
             WHEN (OLD."sId" IS DISTINCT FROM NEW."sId" OR OLD."featuredImgId" IS DISTINCT FROM NEW."featuredImgId" OR OLD."coverId" IS DISTINCT FROM NEW."coverId")
             EXECUTE FUNCTION "campaign_card_changed"()`,
            undefined,
        );
        await queryRunner.query(
            `CREATE FUNCTION "campaign_translation_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
             BEGIN
               IF TG_OP <> 'INSERT' THEN UPDATE "campaign" SET "cardVersion" = "cardVersion" + 1 WHERE "id" = OLD."baseId"; END IF;
               IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."baseId" IS DISTINCT FROM OLD."baseId") THEN
                 UPDATE "campaign" SET "cardVersion" = "cardVersion" + 1 WHERE "id" = NEW."baseId";
               END IF;
               RETURN NULL;
             END $$`,
            undefined,
        );
        await queryRunner.query(
            `CREATE TRIGGER "campaign_translation_changed" AFTER INSERT OR UPDATE OR DELETE ON "campaign_translation" FOR EACH ROW EXECUTE FUNCTION "campaign_translation_changed"()`,
            undefined,
        );
        await queryRunner.query(
            `CREATE FUNCTION "campaign_picture_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
             BEGIN UPDATE "campaign" SET "cardVersion" = "cardVersion" + 1 WHERE "featuredImgId" = NEW."id" OR "coverId" = NEW."id"; RETURN NULL; END $$`,
            undefined,
        );
        await queryRunner.query(
            `CREATE TRIGGER "campaign_picture_changed" AFTER UPDATE OF "type", "mimeType", "width", "height", "fileSize", "source", "preview" ON "asset" FOR EACH ROW
             EXECUTE FUNCTION "campaign_picture_changed"()`,
            undefined,
        );
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP TRIGGER "campaign_picture_changed" ON "asset"`, undefined);
        await queryRunner.query(`DROP FUNCTION "campaign_picture_changed"()`, undefined);
        await queryRunner.query(`DROP TRIGGER "campaign_translation_changed" ON "campaign_translation"`, undefined);
        await queryRunner.query(`DROP FUNCTION "campaign_translation_changed"()`, undefined);
        await queryRunner.query(`DROP TRIGGER "campaign_card_changed" ON "campaign"`, undefined);
        await queryRunner.query(`DROP FUNCTION "campaign_card_changed"()`, undefined);
        await queryRunner.query(`ALTER TABLE "campaign" DROP COLUMN "cardVersion"`, undefined);
   }

}
