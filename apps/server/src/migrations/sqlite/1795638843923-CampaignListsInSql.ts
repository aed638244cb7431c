import {MigrationInterface, QueryRunner} from "typeorm";

export class CampaignListsInSql1795638843923 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "campaign_hourly_activity" ("campaignId" integer NOT NULL, "hour" integer NOT NULL, "tickets" integer NOT NULL, PRIMARY KEY ("campaignId", "hour"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_926898c7d0443159b6d36ca8e0" ON "campaign_hourly_activity" ("hour", "campaignId") `, undefined);
        await queryRunner.query(`CREATE TABLE "campaign_hourly_participant" ("campaignId" integer NOT NULL, "hour" integer NOT NULL, "customerId" integer NOT NULL, PRIMARY KEY ("campaignId", "hour", "customerId"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_a7930142e485f911d36acca179" ON "campaign_hourly_participant" ("hour", "campaignId") `, undefined);
        // The Hottest/Trending counters start from the tickets of the hours they keep (48).
        await queryRunner.query(`INSERT INTO "campaign_hourly_activity" ("campaignId", "hour", "tickets") SELECT "campaignId", CAST(strftime('%s', "createdAt") AS INTEGER) / 3600, COUNT(*) FROM "ticket" WHERE "isVoid" = 0 AND "createdAt" >= datetime('now', '-48 hours') GROUP BY 1, 2`, undefined);
        await queryRunner.query(`INSERT INTO "campaign_hourly_participant" ("campaignId", "hour", "customerId") SELECT DISTINCT "campaignId", CAST(strftime('%s', "createdAt") AS INTEGER) / 3600, "customerId" FROM "ticket" WHERE "isVoid" = 0 AND "createdAt" >= datetime('now', '-48 hours')`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_96f49fdbe74ba9d53e353d20a2" ON "campaign" ("startDate", "id") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_96f49fdbe74ba9d53e353d20a2"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_a7930142e485f911d36acca179"`, undefined);
        await queryRunner.query(`DROP TABLE "campaign_hourly_participant"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_926898c7d0443159b6d36ca8e0"`, undefined);
        await queryRunner.query(`DROP TABLE "campaign_hourly_activity"`, undefined);
   }

}
