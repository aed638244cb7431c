import {MigrationInterface, QueryRunner} from "typeorm";

/**
 * The sheets' orders within a state (docs/performance.md#campaign-lists): a page of open campaigns
 * was every open campaign, found by the "state" index, sorted. The state-and-end index replaces
 * the "state" one and covers the open count. It is made last on purpose: SQLite, without statistics,
 * weighs it and the start index alike for Ending soon's page and takes the one made last, and only
 * this one reads that page in order (a page of 5,000 open campaigns sorted whole otherwise).
 */
export class CampaignOpenListIndexes1796008328280 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_0e7ada4bbdda60a45a40b450fc"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_2ec915d68e236c4d7c4d5221c3" ON "campaign" ("state", "buyersLast24h", "issuedTicket") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_2bb1b9c42bc7ae423505b5c134" ON "campaign" ("state", "ticketsLast24h", "issuedTicket") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_1c6357d9fb8a932bbc61011d40" ON "campaign" ("state", "startDate", "id") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_5d435082aa8973c9c4e01c868a" ON "campaign" ("state", "endDate", "reservedTicket") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_1c6357d9fb8a932bbc61011d40"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_2bb1b9c42bc7ae423505b5c134"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_2ec915d68e236c4d7c4d5221c3"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_5d435082aa8973c9c4e01c868a"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_0e7ada4bbdda60a45a40b450fc" ON "campaign" ("state") `, undefined);
   }

}
