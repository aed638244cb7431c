import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Hand-written (TypeORM does not model triggers): the database refuses any ticket entering a
 * campaign whose ticket set is committed to its draw (stage DRAW_INIT or later, or ENDED), and any
 * change to a committed ticket's identity (campaign, number, id, tier, weight, holder). See
 * docs/draws.md "The committed ticket set".
 *
 * SQLite drops a table's triggers when TypeORM rebuilds that table (`temporary_ticket`): a later
 * migration that alters "ticket" must create these again (test/ticket-set-guard.test.ts fails
 * otherwise).
 */
export class TicketSetCommittedGuard1795444282260 implements MigrationInterface {
    public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(
            `CREATE TRIGGER "ticket_set_committed_insert" BEFORE INSERT ON "ticket"
             WHEN EXISTS (SELECT 1 FROM "campaign" WHERE "id" = NEW."campaignId" AND "stage" <> 'OPEN')
             BEGIN SELECT RAISE(ABORT, 'TICKET_SET_COMMITTED: the campaign''s ticket set is committed to its draw; no ticket may enter it'); END`,
            undefined,
        );
        await queryRunner.query(
            `CREATE TRIGGER "ticket_set_committed_update" BEFORE UPDATE OF "campaignId", "ticketId", "seq", "weight", "rarity", "customerId" ON "ticket"
             WHEN EXISTS (SELECT 1 FROM "campaign" WHERE "id" IN (NEW."campaignId", OLD."campaignId") AND "stage" <> 'OPEN')
             BEGIN SELECT RAISE(ABORT, 'TICKET_SET_COMMITTED: the campaign''s ticket set is committed to its draw; its tickets cannot change'); END`,
            undefined,
        );
    }

    public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP TRIGGER IF EXISTS "ticket_set_committed_update"`, undefined);
        await queryRunner.query(`DROP TRIGGER IF EXISTS "ticket_set_committed_insert"`, undefined);
    }
}
