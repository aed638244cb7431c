import {MigrationInterface, QueryRunner} from "typeorm";

/**
 * Drops the triggers on "ticket" and returns their SQL to create them again as they are now (the
 * latest guard's definitions, e.g. TicketRarityRounds' reveal exception), not as an older
 * migration first wrote them.
 */
async function dropTicketTriggers(queryRunner: QueryRunner): Promise<string[]> {
    const triggers: Array<{ name: string; sql: string }> = await queryRunner.query(
        `SELECT "name", "sql" FROM "sqlite_master" WHERE "type" = 'trigger' AND "tbl_name" = 'ticket' ORDER BY "name"`,
    );
    for (const trigger of triggers) await queryRunner.query(`DROP TRIGGER "${trigger.name}"`);
    return triggers.map(trigger => trigger.sql);
}

async function createTriggers(queryRunner: QueryRunner, sql: string[]): Promise<void> {
    for (const statement of sql) await queryRunner.query(statement);
}

/**
 * Campaign rules and free entries (docs/responsible-play.md): `campaign.rules` and the
 * `free_entry` table, one row per campaign and customer. SQLite: the ticket-set guard's triggers
 * name "campaign", which the rebuild below drops and renames, so they are dropped first and
 * created again after, exactly as they were.
 */
export class CampaignRulesFreeEntry1795895691949 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        const triggers = await dropTicketTriggers(queryRunner);
        await queryRunner.query(`CREATE TABLE "free_entry" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "campaignId" integer NOT NULL, "customerId" integer NOT NULL, "codeId" integer NOT NULL)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_f09dd00bc3eb4ce9a29788edc6" ON "free_entry" ("codeId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_278398bdea04f9d3ae75fffed4" ON "free_entry" ("campaignId", "customerId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_745d4f8e6a3e28edcf64770efe"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_0e7ada4bbdda60a45a40b450fc"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_a103498328a90babd98007c9a1"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_96f49fdbe74ba9d53e353d20a2"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_campaign" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "sId" varchar(16) NOT NULL, "typStr" varchar(16) NOT NULL DEFAULT ('LUCKYDRAW'), "state" varchar(16) NOT NULL DEFAULT ('ACTIVE'), "stage" varchar(20) NOT NULL DEFAULT ('OPEN'), "isCancelled" boolean NOT NULL DEFAULT (0), "startDate" datetime NOT NULL, "endDate" datetime NOT NULL, "isHot" boolean NOT NULL DEFAULT (0), "isNew" boolean NOT NULL DEFAULT (0), "ticketPerItem" integer NOT NULL DEFAULT (1), "ticketPerItemForSp" integer NOT NULL DEFAULT (1), "totalTicket" integer NOT NULL, "issuedTicket" integer NOT NULL DEFAULT (0), "reservedTicket" integer NOT NULL DEFAULT (0), "maxQty" integer, "minTicket" integer, "tierOdds" text, "tierSeed" varchar(64) NOT NULL, "ts_DRAW_INIT" datetime, "ts_CALL_CONTRACT" datetime, "ts_CALL_CHAINLINK" datetime, "ts_WAIT_VRF_RESULT" datetime, "ts_GET_WINNER" datetime, "ts_ENDED" datetime, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "productId" integer NOT NULL, "prizeId" integer, "specialVariantId" integer, "coverId" integer, "featuredImgId" integer, "lastSeq" integer NOT NULL DEFAULT (0), "rules" text, CONSTRAINT "FK_b7dc708b4b316423aa449ae41e6" FOREIGN KEY ("productId") REFERENCES "product" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_51f94ef97fd872dabc19a2b7fb8" FOREIGN KEY ("prizeId") REFERENCES "product" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_e15863f5193f8d57015dc157cb6" FOREIGN KEY ("specialVariantId") REFERENCES "product_variant" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_b661952ac37253f68b5c6278f80" FOREIGN KEY ("coverId") REFERENCES "asset" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_a338da8f0c67c02612d4b3b9413" FOREIGN KEY ("featuredImgId") REFERENCES "asset" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_campaign"("createdAt", "updatedAt", "sId", "typStr", "state", "stage", "isCancelled", "startDate", "endDate", "isHot", "isNew", "ticketPerItem", "ticketPerItemForSp", "totalTicket", "issuedTicket", "reservedTicket", "maxQty", "minTicket", "tierOdds", "tierSeed", "ts_DRAW_INIT", "ts_CALL_CONTRACT", "ts_CALL_CHAINLINK", "ts_WAIT_VRF_RESULT", "ts_GET_WINNER", "ts_ENDED", "id", "productId", "prizeId", "specialVariantId", "coverId", "featuredImgId", "lastSeq") SELECT "createdAt", "updatedAt", "sId", "typStr", "state", "stage", "isCancelled", "startDate", "endDate", "isHot", "isNew", "ticketPerItem", "ticketPerItemForSp", "totalTicket", "issuedTicket", "reservedTicket", "maxQty", "minTicket", "tierOdds", "tierSeed", "ts_DRAW_INIT", "ts_CALL_CONTRACT", "ts_CALL_CHAINLINK", "ts_WAIT_VRF_RESULT", "ts_GET_WINNER", "ts_ENDED", "id", "productId", "prizeId", "specialVariantId", "coverId", "featuredImgId", "lastSeq" FROM "campaign"`, undefined);
        await queryRunner.query(`DROP TABLE "campaign"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_campaign" RENAME TO "campaign"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_745d4f8e6a3e28edcf64770efe" ON "campaign" ("sId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_0e7ada4bbdda60a45a40b450fc" ON "campaign" ("state") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_a103498328a90babd98007c9a1" ON "campaign" ("endDate") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_96f49fdbe74ba9d53e353d20a2" ON "campaign" ("startDate", "id") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_f09dd00bc3eb4ce9a29788edc6"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_278398bdea04f9d3ae75fffed4"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_free_entry" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "campaignId" integer NOT NULL, "customerId" integer NOT NULL, "codeId" integer NOT NULL, CONSTRAINT "FK_cab9cd9f960662d482ebd253ffb" FOREIGN KEY ("campaignId") REFERENCES "campaign" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_8f7eae89a2d54377c41dfef0d05" FOREIGN KEY ("customerId") REFERENCES "customer" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_f09dd00bc3eb4ce9a29788edc67" FOREIGN KEY ("codeId") REFERENCES "redemption_code" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_free_entry"("createdAt", "updatedAt", "id", "campaignId", "customerId", "codeId") SELECT "createdAt", "updatedAt", "id", "campaignId", "customerId", "codeId" FROM "free_entry"`, undefined);
        await queryRunner.query(`DROP TABLE "free_entry"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_free_entry" RENAME TO "free_entry"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_f09dd00bc3eb4ce9a29788edc6" ON "free_entry" ("codeId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_278398bdea04f9d3ae75fffed4" ON "free_entry" ("campaignId", "customerId") `, undefined);
        await createTriggers(queryRunner, triggers);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        const triggers = await dropTicketTriggers(queryRunner);
        await queryRunner.query(`DROP INDEX "IDX_278398bdea04f9d3ae75fffed4"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_f09dd00bc3eb4ce9a29788edc6"`, undefined);
        await queryRunner.query(`ALTER TABLE "free_entry" RENAME TO "temporary_free_entry"`, undefined);
        await queryRunner.query(`CREATE TABLE "free_entry" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "campaignId" integer NOT NULL, "customerId" integer NOT NULL, "codeId" integer NOT NULL)`, undefined);
        await queryRunner.query(`INSERT INTO "free_entry"("createdAt", "updatedAt", "id", "campaignId", "customerId", "codeId") SELECT "createdAt", "updatedAt", "id", "campaignId", "customerId", "codeId" FROM "temporary_free_entry"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_free_entry"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_278398bdea04f9d3ae75fffed4" ON "free_entry" ("campaignId", "customerId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_f09dd00bc3eb4ce9a29788edc6" ON "free_entry" ("codeId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_96f49fdbe74ba9d53e353d20a2"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_a103498328a90babd98007c9a1"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_0e7ada4bbdda60a45a40b450fc"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_745d4f8e6a3e28edcf64770efe"`, undefined);
        await queryRunner.query(`ALTER TABLE "campaign" RENAME TO "temporary_campaign"`, undefined);
        await queryRunner.query(`CREATE TABLE "campaign" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "sId" varchar(16) NOT NULL, "typStr" varchar(16) NOT NULL DEFAULT ('LUCKYDRAW'), "state" varchar(16) NOT NULL DEFAULT ('ACTIVE'), "stage" varchar(20) NOT NULL DEFAULT ('OPEN'), "isCancelled" boolean NOT NULL DEFAULT (0), "startDate" datetime NOT NULL, "endDate" datetime NOT NULL, "isHot" boolean NOT NULL DEFAULT (0), "isNew" boolean NOT NULL DEFAULT (0), "ticketPerItem" integer NOT NULL DEFAULT (1), "ticketPerItemForSp" integer NOT NULL DEFAULT (1), "totalTicket" integer NOT NULL, "issuedTicket" integer NOT NULL DEFAULT (0), "reservedTicket" integer NOT NULL DEFAULT (0), "maxQty" integer, "minTicket" integer, "tierOdds" text, "tierSeed" varchar(64) NOT NULL, "ts_DRAW_INIT" datetime, "ts_CALL_CONTRACT" datetime, "ts_CALL_CHAINLINK" datetime, "ts_WAIT_VRF_RESULT" datetime, "ts_GET_WINNER" datetime, "ts_ENDED" datetime, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "productId" integer NOT NULL, "prizeId" integer, "specialVariantId" integer, "coverId" integer, "featuredImgId" integer, "lastSeq" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_b7dc708b4b316423aa449ae41e6" FOREIGN KEY ("productId") REFERENCES "product" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_51f94ef97fd872dabc19a2b7fb8" FOREIGN KEY ("prizeId") REFERENCES "product" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_e15863f5193f8d57015dc157cb6" FOREIGN KEY ("specialVariantId") REFERENCES "product_variant" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_b661952ac37253f68b5c6278f80" FOREIGN KEY ("coverId") REFERENCES "asset" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_a338da8f0c67c02612d4b3b9413" FOREIGN KEY ("featuredImgId") REFERENCES "asset" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "campaign"("createdAt", "updatedAt", "sId", "typStr", "state", "stage", "isCancelled", "startDate", "endDate", "isHot", "isNew", "ticketPerItem", "ticketPerItemForSp", "totalTicket", "issuedTicket", "reservedTicket", "maxQty", "minTicket", "tierOdds", "tierSeed", "ts_DRAW_INIT", "ts_CALL_CONTRACT", "ts_CALL_CHAINLINK", "ts_WAIT_VRF_RESULT", "ts_GET_WINNER", "ts_ENDED", "id", "productId", "prizeId", "specialVariantId", "coverId", "featuredImgId", "lastSeq") SELECT "createdAt", "updatedAt", "sId", "typStr", "state", "stage", "isCancelled", "startDate", "endDate", "isHot", "isNew", "ticketPerItem", "ticketPerItemForSp", "totalTicket", "issuedTicket", "reservedTicket", "maxQty", "minTicket", "tierOdds", "tierSeed", "ts_DRAW_INIT", "ts_CALL_CONTRACT", "ts_CALL_CHAINLINK", "ts_WAIT_VRF_RESULT", "ts_GET_WINNER", "ts_ENDED", "id", "productId", "prizeId", "specialVariantId", "coverId", "featuredImgId", "lastSeq" FROM "temporary_campaign"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_campaign"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_96f49fdbe74ba9d53e353d20a2" ON "campaign" ("startDate", "id") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_a103498328a90babd98007c9a1" ON "campaign" ("endDate") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_0e7ada4bbdda60a45a40b450fc" ON "campaign" ("state") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_745d4f8e6a3e28edcf64770efe" ON "campaign" ("sId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_278398bdea04f9d3ae75fffed4"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_f09dd00bc3eb4ce9a29788edc6"`, undefined);
        await queryRunner.query(`DROP TABLE "free_entry"`, undefined);
        await createTriggers(queryRunner, triggers);
   }

}
