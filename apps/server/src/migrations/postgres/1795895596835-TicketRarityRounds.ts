import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ticket rarities that take a beacon round (docs/fairness.md#ticket-rarity): `rarityScheme`
 * (existing tickets keep `hmac-v1`, the column's default; the server writes `beacon-v1` for new
 * ones), `rarityRound`, `rarityRevealedAt`, and `rarity` / `weight` nullable until the round is out.
 * The ticket-set guard (TicketSetCommittedGuard) lets a rarity be revealed after the campaign
 * closed; DRAW_INIT reveals every rarity before it commits the list.
 */
export class TicketRarityRounds1795895596835 implements MigrationInterface {
    public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "ticket" ADD "rarityScheme" character varying(16) NOT NULL DEFAULT 'hmac-v1'`, undefined);
        await queryRunner.query(`ALTER TABLE "ticket" ADD "rarityRound" integer`, undefined);
        await queryRunner.query(`ALTER TABLE "ticket" ADD "rarityRevealedAt" TIMESTAMP`, undefined);
        await queryRunner.query(`ALTER TABLE "ticket" ALTER COLUMN "rarity" DROP NOT NULL`, undefined);
        await queryRunner.query(`ALTER TABLE "ticket" ALTER COLUMN "weight" DROP NOT NULL`, undefined);
        await queryRunner.query(
            `CREATE OR REPLACE FUNCTION "ticket_set_committed_update"() RETURNS trigger LANGUAGE plpgsql AS $$
            DECLARE c record;
            BEGIN
                -- A rarity revealed after the campaign closed (NULL → a tier, identity unchanged) is not a change
                -- to the committed set: DRAW_INIT reveals every rarity before it commits the list.
                IF OLD."rarity" IS NULL AND OLD."weight" IS NULL AND NEW."campaignId" = OLD."campaignId" AND NEW."ticketId" = OLD."ticketId"
                   AND NEW."seq" = OLD."seq" AND NEW."customerId" = OLD."customerId" THEN
                    RETURN NEW;
                END IF;
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
    }

    public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(
            `CREATE OR REPLACE FUNCTION "ticket_set_committed_update"() RETURNS trigger LANGUAGE plpgsql AS $$
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
        await queryRunner.query(`ALTER TABLE "ticket" ALTER COLUMN "weight" SET NOT NULL`, undefined);
        await queryRunner.query(`ALTER TABLE "ticket" ALTER COLUMN "rarity" SET NOT NULL`, undefined);
        await queryRunner.query(`ALTER TABLE "ticket" DROP COLUMN "rarityRevealedAt"`, undefined);
        await queryRunner.query(`ALTER TABLE "ticket" DROP COLUMN "rarityRound"`, undefined);
        await queryRunner.query(`ALTER TABLE "ticket" DROP COLUMN "rarityScheme"`, undefined);
    }
}
