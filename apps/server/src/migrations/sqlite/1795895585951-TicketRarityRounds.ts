import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ticket rarities that take a beacon round (docs/fairness.md#ticket-rarity): `rarityScheme`
 * (existing tickets keep `hmac-v1`, the column's default; the server writes `beacon-v1` for new
 * ones), `rarityRound`, `rarityRevealedAt`, and `rarity` / `weight` nullable until the round is out.
 *
 * SQLite rebuilds "ticket", which drops the ticket-set guard's triggers (TicketSetCommittedGuard):
 * they are created again, the update guard now letting a rarity be revealed (NULL → a tier, the
 * ticket's identity unchanged) after the campaign closed. DRAW_INIT reveals every rarity before
 * it commits the list, so a committed ticket never has a NULL rarity to fill.
 */
export class TicketRarityRounds1795895585951 implements MigrationInterface {
    public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_296364aca94e8bdcf147de155c"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_60984f254416ce509b9be1b49d"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_8f4c2f0a2877e526e8881b5146"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_d7f0cf291bf98aaea42f73ad92"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_ticket" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "ticketId" varchar(32) NOT NULL, "seq" integer NOT NULL, "rarity" varchar(12), "weight" integer, "isWin" boolean NOT NULL DEFAULT (0), "isVoid" boolean NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "campaignId" integer NOT NULL, "customerId" integer NOT NULL, "orderLineId" integer, "orderId" integer, "rarityScheme" varchar(16) NOT NULL DEFAULT ('hmac-v1'), "rarityRound" integer, "rarityRevealedAt" datetime, CONSTRAINT "FK_0715a05f4084ec24abdf421bd44" FOREIGN KEY ("orderLineId") REFERENCES "order_line" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_8932781487db15d1393b206482e" FOREIGN KEY ("customerId") REFERENCES "customer" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_bc0bbd708066c3581647c1fad79" FOREIGN KEY ("campaignId") REFERENCES "campaign" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_ticket"("createdAt", "updatedAt", "ticketId", "seq", "rarity", "weight", "isWin", "isVoid", "id", "campaignId", "customerId", "orderLineId", "orderId") SELECT "createdAt", "updatedAt", "ticketId", "seq", "rarity", "weight", "isWin", "isVoid", "id", "campaignId", "customerId", "orderLineId", "orderId" FROM "ticket"`, undefined);
        await queryRunner.query(`DROP TABLE "ticket"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_ticket" RENAME TO "ticket"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_296364aca94e8bdcf147de155c" ON "ticket" ("campaignId", "seq") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_60984f254416ce509b9be1b49d" ON "ticket" ("campaignId", "customerId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_8f4c2f0a2877e526e8881b5146" ON "ticket" ("orderId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_d7f0cf291bf98aaea42f73ad92" ON "ticket" ("ticketId") `, undefined);
        await queryRunner.query(
            `CREATE TRIGGER "ticket_set_committed_insert" BEFORE INSERT ON "ticket"
             WHEN EXISTS (SELECT 1 FROM "campaign" WHERE "id" = NEW."campaignId" AND "stage" <> 'OPEN')
             BEGIN SELECT RAISE(ABORT, 'TICKET_SET_COMMITTED: the campaign''s ticket set is committed to its draw; no ticket may enter it'); END`,
            undefined,
        );
        await queryRunner.query(
            `CREATE TRIGGER "ticket_set_committed_update" BEFORE UPDATE OF "campaignId", "ticketId", "seq", "weight", "rarity", "customerId" ON "ticket"
             WHEN EXISTS (SELECT 1 FROM "campaign" WHERE "id" IN (NEW."campaignId", OLD."campaignId") AND "stage" <> 'OPEN')
              AND NOT (OLD."rarity" IS NULL AND OLD."weight" IS NULL AND NEW."campaignId" = OLD."campaignId" AND NEW."ticketId" = OLD."ticketId"
                       AND NEW."seq" = OLD."seq" AND NEW."customerId" = OLD."customerId")
             BEGIN SELECT RAISE(ABORT, 'TICKET_SET_COMMITTED: the campaign''s ticket set is committed to its draw; its tickets cannot change'); END`,
            undefined,
        );
    }

    public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP TRIGGER IF EXISTS "ticket_set_committed_update"`, undefined);
        await queryRunner.query(`DROP TRIGGER IF EXISTS "ticket_set_committed_insert"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_296364aca94e8bdcf147de155c"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_60984f254416ce509b9be1b49d"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_8f4c2f0a2877e526e8881b5146"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_d7f0cf291bf98aaea42f73ad92"`, undefined);
        await queryRunner.query(`ALTER TABLE "ticket" RENAME TO "temporary_ticket"`, undefined);
        await queryRunner.query(`CREATE TABLE "ticket" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "ticketId" varchar(32) NOT NULL, "seq" integer NOT NULL, "rarity" varchar(12) NOT NULL, "weight" integer NOT NULL, "isWin" boolean NOT NULL DEFAULT (0), "isVoid" boolean NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "campaignId" integer NOT NULL, "customerId" integer NOT NULL, "orderLineId" integer, "orderId" integer, CONSTRAINT "FK_0715a05f4084ec24abdf421bd44" FOREIGN KEY ("orderLineId") REFERENCES "order_line" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_8932781487db15d1393b206482e" FOREIGN KEY ("customerId") REFERENCES "customer" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_bc0bbd708066c3581647c1fad79" FOREIGN KEY ("campaignId") REFERENCES "campaign" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "ticket"("createdAt", "updatedAt", "ticketId", "seq", "rarity", "weight", "isWin", "isVoid", "id", "campaignId", "customerId", "orderLineId", "orderId") SELECT "createdAt", "updatedAt", "ticketId", "seq", "rarity", "weight", "isWin", "isVoid", "id", "campaignId", "customerId", "orderLineId", "orderId" FROM "temporary_ticket"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_ticket"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_296364aca94e8bdcf147de155c" ON "ticket" ("campaignId", "seq") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_60984f254416ce509b9be1b49d" ON "ticket" ("campaignId", "customerId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_8f4c2f0a2877e526e8881b5146" ON "ticket" ("orderId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_d7f0cf291bf98aaea42f73ad92" ON "ticket" ("ticketId") `, undefined);
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
}
