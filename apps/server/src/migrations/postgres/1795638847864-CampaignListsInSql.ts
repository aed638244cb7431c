import {MigrationInterface, QueryRunner} from "typeorm";

export class CampaignListsInSql1795638847864 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "campaign_hourly_activity" ("campaignId" integer NOT NULL, "hour" integer NOT NULL, "tickets" integer NOT NULL, CONSTRAINT "PK_926898c7d0443159b6d36ca8e0d" PRIMARY KEY ("campaignId", "hour"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_926898c7d0443159b6d36ca8e0" ON "campaign_hourly_activity" ("hour", "campaignId") `, undefined);
        await queryRunner.query(`CREATE TABLE "campaign_hourly_participant" ("campaignId" integer NOT NULL, "hour" integer NOT NULL, "customerId" integer NOT NULL, CONSTRAINT "PK_0b143fb085f703b8c01aed76f92" PRIMARY KEY ("campaignId", "hour", "customerId"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_a7930142e485f911d36acca179" ON "campaign_hourly_participant" ("hour", "campaignId") `, undefined);
        // The Hottest/Trending counters start from the tickets of the hours they keep (48).
        await queryRunner.query(`INSERT INTO "campaign_hourly_activity" ("campaignId", "hour", "tickets") SELECT "campaignId", FLOOR(EXTRACT(EPOCH FROM "createdAt") / 3600)::integer, COUNT(*) FROM "ticket" WHERE "isVoid" = false AND "createdAt" >= LOCALTIMESTAMP - interval '48 hours' GROUP BY 1, 2`, undefined);
        await queryRunner.query(`INSERT INTO "campaign_hourly_participant" ("campaignId", "hour", "customerId") SELECT DISTINCT "campaignId", FLOOR(EXTRACT(EPOCH FROM "createdAt") / 3600)::integer, "customerId" FROM "ticket" WHERE "isVoid" = false AND "createdAt" >= LOCALTIMESTAMP - interval '48 hours'`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_96f49fdbe74ba9d53e353d20a2" ON "campaign" ("startDate", "id") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "public"."IDX_96f49fdbe74ba9d53e353d20a2"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_a7930142e485f911d36acca179"`, undefined);
        await queryRunner.query(`DROP TABLE "campaign_hourly_participant"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_926898c7d0443159b6d36ca8e0"`, undefined);
        await queryRunner.query(`DROP TABLE "campaign_hourly_activity"`, undefined);
   }

}
