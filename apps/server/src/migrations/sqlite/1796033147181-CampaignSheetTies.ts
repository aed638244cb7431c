import {MigrationInterface, QueryRunner} from "typeorm";

/**
 * The Hottest and Trending sheets' indexes end with the id, descending (docs/performance.md#campaign-lists):
 * their order is score and tickets issued highest first, then id oldest first, so read backwards an
 * index of (score, tickets issued, id DESC) is that whole order. Without the id the database read
 * each run of equal scores and sorted it for every page (a bench's 5,000 campaigns share their
 * scores by about 40). TypeORM cannot declare a descending column, and its schema check compares
 * columns only; the entity lists the same columns. The state-and-end index is made again last, as
 * in CampaignOpenListIndexes: SQLite, without statistics, takes the index made last among equals for
 * Ending soon's page, and only that one reads it in order.
 */
export class CampaignSheetTies1796033147181 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_18b720558e44a3406c4948d686"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_4e8bb7bfe65d0c9d9a4c12884a"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_2bb1b9c42bc7ae423505b5c134"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_2ec915d68e236c4d7c4d5221c3"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_5d435082aa8973c9c4e01c868a"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_6b3637b666c69fb28271bc161e" ON "campaign" ("ticketsLast24h", "issuedTicket", "id" DESC)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_b8833103cf931eb26dce765923" ON "campaign" ("buyersLast24h", "issuedTicket", "id" DESC)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_198597e1eb4a2981328e736656" ON "campaign" ("state", "ticketsLast24h", "issuedTicket", "id" DESC)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_d6e4070fc0469b6b58f468be9b" ON "campaign" ("state", "buyersLast24h", "issuedTicket", "id" DESC)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_5d435082aa8973c9c4e01c868a" ON "campaign" ("state", "endDate", "reservedTicket")`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_6b3637b666c69fb28271bc161e"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_b8833103cf931eb26dce765923"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_198597e1eb4a2981328e736656"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_d6e4070fc0469b6b58f468be9b"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_5d435082aa8973c9c4e01c868a"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_18b720558e44a3406c4948d686" ON "campaign" ("ticketsLast24h", "issuedTicket")`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_4e8bb7bfe65d0c9d9a4c12884a" ON "campaign" ("buyersLast24h", "issuedTicket")`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_2bb1b9c42bc7ae423505b5c134" ON "campaign" ("state", "ticketsLast24h", "issuedTicket")`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_2ec915d68e236c4d7c4d5221c3" ON "campaign" ("state", "buyersLast24h", "issuedTicket")`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_5d435082aa8973c9c4e01c868a" ON "campaign" ("state", "endDate", "reservedTicket")`, undefined);
   }

}
