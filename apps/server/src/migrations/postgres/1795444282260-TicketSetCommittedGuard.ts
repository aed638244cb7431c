import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Hand-written (TypeORM does not model triggers): the database refuses any ticket entering a
 * campaign whose ticket set is committed to its draw (stage DRAW_INIT or later, or ENDED), and any
 * change to a committed ticket's identity (campaign, number, id, tier, weight, holder). See
 * docs/draws.md "The committed ticket set".
 *
 * The campaign rows are read FOR SHARE: a close (an UPDATE of the stage) waits for a transaction
 * still writing tickets to commit, and a ticket write waits for a close in progress and then sees
 * its stage, so under READ COMMITTED no ticket can slip in between a close and the commitment.
 * Inserts are checked once per statement (one lookup for a batch of 500 tickets).
 */
export class TicketSetCommittedGuard1795444282260 implements MigrationInterface {
    public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(
            `CREATE FUNCTION "ticket_set_committed_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
            DECLARE c record;
            BEGIN
                FOR c IN SELECT "sId", "stage" FROM "campaign"
                         WHERE "id" IN (SELECT DISTINCT "campaignId" FROM inserted) ORDER BY "id" FOR SHARE LOOP
                    IF c."stage" <> 'OPEN' THEN
                        RAISE EXCEPTION 'TICKET_SET_COMMITTED: the ticket set of campaign % is committed to its draw; no ticket may enter it', c."sId"
                            USING ERRCODE = 'integrity_constraint_violation';
                    END IF;
                END LOOP;
                RETURN NULL;
            END $$`,
            undefined,
        );
        await queryRunner.query(
            `CREATE TRIGGER "ticket_set_committed_insert" AFTER INSERT ON "ticket"
             REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "ticket_set_committed_insert"()`,
            undefined,
        );
        await queryRunner.query(
            `CREATE FUNCTION "ticket_set_committed_update"() RETURNS trigger LANGUAGE plpgsql AS $$
            DECLARE c record;
            BEGIN
                FOR c IN SELECT "sId", "stage" FROM "campaign"
                         WHERE "id" IN (NEW."campaignId", OLD."campaignId") ORDER BY "id" FOR SHARE LOOP
                    IF c."stage" <> 'OPEN' THEN
                        RAISE EXCEPTION 'TICKET_SET_COMMITTED: the ticket set of campaign % is committed to its draw; its tickets cannot change', c."sId"
                            USING ERRCODE = 'integrity_constraint_violation';
                    END IF;
                END LOOP;
                RETURN NEW;
            END $$`,
            undefined,
        );
        await queryRunner.query(
            `CREATE TRIGGER "ticket_set_committed_update" BEFORE UPDATE OF "campaignId", "ticketId", "seq", "weight", "rarity", "customerId" ON "ticket"
             FOR EACH ROW EXECUTE FUNCTION "ticket_set_committed_update"()`,
            undefined,
        );
    }

    public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP TRIGGER IF EXISTS "ticket_set_committed_update" ON "ticket"`, undefined);
        await queryRunner.query(`DROP FUNCTION IF EXISTS "ticket_set_committed_update"()`, undefined);
        await queryRunner.query(`DROP TRIGGER IF EXISTS "ticket_set_committed_insert" ON "ticket"`, undefined);
        await queryRunner.query(`DROP FUNCTION IF EXISTS "ticket_set_committed_insert"()`, undefined);
    }
}
