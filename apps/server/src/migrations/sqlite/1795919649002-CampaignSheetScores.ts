import {MigrationInterface, QueryRunner} from "typeorm";

/**
 * The Hottest and Trending scores as columns of "campaign" (docs/performance.md#campaign-lists),
 * filled from the hourly buckets of the last 24 hours. SQLite: added with ADD COLUMN rather than
 * TypeORM's rebuild of the table, which would drop and rename "campaign" under the ticket-set
 * guard's triggers; the columns are the same ones (test/migrations.test.ts compares).
 */
export class CampaignSheetScores1795919649002 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "campaign" ADD COLUMN "ticketsLast24h" integer NOT NULL DEFAULT (0)`, undefined);
        await queryRunner.query(`ALTER TABLE "campaign" ADD COLUMN "buyersLast24h" integer NOT NULL DEFAULT (0)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_4e8bb7bfe65d0c9d9a4c12884a" ON "campaign" ("buyersLast24h", "issuedTicket") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_18b720558e44a3406c4948d686" ON "campaign" ("ticketsLast24h", "issuedTicket") `, undefined);
        const since = `CAST(strftime('%s', 'now') AS INTEGER) / 3600 - 23`;
        await queryRunner.query(
            `UPDATE "campaign" SET
               "ticketsLast24h" = COALESCE((SELECT SUM("tickets") FROM "campaign_hourly_activity" a WHERE a."campaignId" = "campaign"."id" AND a."hour" >= ${since}), 0),
               "buyersLast24h" = (SELECT COUNT(DISTINCT "customerId") FROM "campaign_hourly_participant" p WHERE p."campaignId" = "campaign"."id" AND p."hour" >= ${since})`,
            undefined,
        );
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_18b720558e44a3406c4948d686"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_4e8bb7bfe65d0c9d9a4c12884a"`, undefined);
        await queryRunner.query(`ALTER TABLE "campaign" DROP COLUMN "buyersLast24h"`, undefined);
        await queryRunner.query(`ALTER TABLE "campaign" DROP COLUMN "ticketsLast24h"`, undefined);
   }

}
