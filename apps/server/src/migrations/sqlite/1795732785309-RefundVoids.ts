import {MigrationInterface, QueryRunner} from "typeorm";

import { TicketSetCommittedGuard1795444282260 } from "./1795444282260-TicketSetCommittedGuard";

/**
 * Refunds void what they refund (docs/campaigns.md#refunds): `blind_box.isVoid` marks a box
 * refunded before it was opened, and `campaign.lastSeq` numbers tickets now that a refund can
 * lower `issuedTicket` (numbers are never reused). Hand-edited: lastSeq starts at the highest
 * number given so far. SQLite: the ticket-set guard's triggers name "campaign", which the
 * rebuild below drops and renames, so they are dropped first and created again after.
 */
export class RefundVoids1795732785309 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        const guard = new TicketSetCommittedGuard1795444282260();
        await guard.down(queryRunner);
        await queryRunner.query(`DROP INDEX "IDX_96f49fdbe74ba9d53e353d20a2"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_a103498328a90babd98007c9a1"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_0e7ada4bbdda60a45a40b450fc"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_745d4f8e6a3e28edcf64770efe"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_campaign" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "sId" varchar(16) NOT NULL, "typStr" varchar(16) NOT NULL DEFAULT ('LUCKYDRAW'), "state" varchar(16) NOT NULL DEFAULT ('ACTIVE'), "stage" varchar(20) NOT NULL DEFAULT ('OPEN'), "isCancelled" boolean NOT NULL DEFAULT (0), "startDate" datetime NOT NULL, "endDate" datetime NOT NULL, "isHot" boolean NOT NULL DEFAULT (0), "isNew" boolean NOT NULL DEFAULT (0), "ticketPerItem" integer NOT NULL DEFAULT (1), "ticketPerItemForSp" integer NOT NULL DEFAULT (1), "totalTicket" integer NOT NULL, "issuedTicket" integer NOT NULL DEFAULT (0), "reservedTicket" integer NOT NULL DEFAULT (0), "maxQty" integer, "minTicket" integer, "tierOdds" text, "tierSeed" varchar(64) NOT NULL, "ts_DRAW_INIT" datetime, "ts_CALL_CONTRACT" datetime, "ts_CALL_CHAINLINK" datetime, "ts_WAIT_VRF_RESULT" datetime, "ts_GET_WINNER" datetime, "ts_ENDED" datetime, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "productId" integer NOT NULL, "prizeId" integer, "specialVariantId" integer, "coverId" integer, "featuredImgId" integer, "lastSeq" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_a338da8f0c67c02612d4b3b9413" FOREIGN KEY ("featuredImgId") REFERENCES "asset" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_b661952ac37253f68b5c6278f80" FOREIGN KEY ("coverId") REFERENCES "asset" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_e15863f5193f8d57015dc157cb6" FOREIGN KEY ("specialVariantId") REFERENCES "product_variant" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_51f94ef97fd872dabc19a2b7fb8" FOREIGN KEY ("prizeId") REFERENCES "product" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_b7dc708b4b316423aa449ae41e6" FOREIGN KEY ("productId") REFERENCES "product" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_campaign"("createdAt", "updatedAt", "sId", "typStr", "state", "stage", "isCancelled", "startDate", "endDate", "isHot", "isNew", "ticketPerItem", "ticketPerItemForSp", "totalTicket", "issuedTicket", "reservedTicket", "maxQty", "minTicket", "tierOdds", "tierSeed", "ts_DRAW_INIT", "ts_CALL_CONTRACT", "ts_CALL_CHAINLINK", "ts_WAIT_VRF_RESULT", "ts_GET_WINNER", "ts_ENDED", "id", "productId", "prizeId", "specialVariantId", "coverId", "featuredImgId") SELECT "createdAt", "updatedAt", "sId", "typStr", "state", "stage", "isCancelled", "startDate", "endDate", "isHot", "isNew", "ticketPerItem", "ticketPerItemForSp", "totalTicket", "issuedTicket", "reservedTicket", "maxQty", "minTicket", "tierOdds", "tierSeed", "ts_DRAW_INIT", "ts_CALL_CONTRACT", "ts_CALL_CHAINLINK", "ts_WAIT_VRF_RESULT", "ts_GET_WINNER", "ts_ENDED", "id", "productId", "prizeId", "specialVariantId", "coverId", "featuredImgId" FROM "campaign"`, undefined);
        await queryRunner.query(`DROP TABLE "campaign"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_campaign" RENAME TO "campaign"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_96f49fdbe74ba9d53e353d20a2" ON "campaign" ("startDate", "id") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_a103498328a90babd98007c9a1" ON "campaign" ("endDate") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_0e7ada4bbdda60a45a40b450fc" ON "campaign" ("state") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_745d4f8e6a3e28edcf64770efe" ON "campaign" ("sId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_7d6daebb2501b6b92b2f201aa7"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_4c11553172cf0d9ec9a3dca57d"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_4fd6eb3864d3a29cf3e92107db"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_9948b6b0e1e11af924aeeb095e"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_c80b82fc2df01cc880189af36c"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_blind_box" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "code" varchar(40) NOT NULL, "n" integer NOT NULL, "isOpen" boolean NOT NULL DEFAULT (0), "openedAt" datetime, "vrfProof" varchar(160), "vrfPublicKey" varchar(64), "randomWord" varchar(64), "eligibility" text, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "prizeLineId" integer, "campaignId" integer NOT NULL, "orderLineId" integer NOT NULL, "orderId" integer NOT NULL, "customerId" integer NOT NULL, "clientSeed" varchar(255), "clientSeedSource" varchar(16), "isVoid" boolean NOT NULL DEFAULT (0), CONSTRAINT "FK_1dbe9fef8dea6392c7355e84796" FOREIGN KEY ("prizeLineId") REFERENCES "prize_line" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_4c11553172cf0d9ec9a3dca57d0" FOREIGN KEY ("campaignId") REFERENCES "campaign" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_e439bdb49c776bdf421d9c32c6a" FOREIGN KEY ("orderLineId") REFERENCES "order_line" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_4fd6eb3864d3a29cf3e92107db4" FOREIGN KEY ("orderId") REFERENCES "order" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_fc4657759424ee3d0a36dbd33e2" FOREIGN KEY ("customerId") REFERENCES "customer" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_blind_box"("createdAt", "updatedAt", "code", "n", "isOpen", "openedAt", "vrfProof", "vrfPublicKey", "randomWord", "eligibility", "id", "prizeLineId", "campaignId", "orderLineId", "orderId", "customerId", "clientSeed", "clientSeedSource") SELECT "createdAt", "updatedAt", "code", "n", "isOpen", "openedAt", "vrfProof", "vrfPublicKey", "randomWord", "eligibility", "id", "prizeLineId", "campaignId", "orderLineId", "orderId", "customerId", "clientSeed", "clientSeedSource" FROM "blind_box"`, undefined);
        await queryRunner.query(`DROP TABLE "blind_box"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_blind_box" RENAME TO "blind_box"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_7d6daebb2501b6b92b2f201aa7" ON "blind_box" ("code") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_4c11553172cf0d9ec9a3dca57d" ON "blind_box" ("campaignId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_4fd6eb3864d3a29cf3e92107db" ON "blind_box" ("orderId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_9948b6b0e1e11af924aeeb095e" ON "blind_box" ("customerId", "isOpen") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_c80b82fc2df01cc880189af36c" ON "blind_box" ("orderLineId", "n") `, undefined);
        await queryRunner.query(`UPDATE "campaign" SET "lastSeq" = MAX("issuedTicket", COALESCE((SELECT MAX("seq") FROM "ticket" WHERE "ticket"."campaignId" = "campaign"."id"), 0))`, undefined);
        await guard.up(queryRunner);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        const guard = new TicketSetCommittedGuard1795444282260();
        await guard.down(queryRunner);
        await queryRunner.query(`DROP INDEX "IDX_c80b82fc2df01cc880189af36c"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_9948b6b0e1e11af924aeeb095e"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_4fd6eb3864d3a29cf3e92107db"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_4c11553172cf0d9ec9a3dca57d"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_7d6daebb2501b6b92b2f201aa7"`, undefined);
        await queryRunner.query(`ALTER TABLE "blind_box" RENAME TO "temporary_blind_box"`, undefined);
        await queryRunner.query(`CREATE TABLE "blind_box" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "code" varchar(40) NOT NULL, "n" integer NOT NULL, "isOpen" boolean NOT NULL DEFAULT (0), "openedAt" datetime, "vrfProof" varchar(160), "vrfPublicKey" varchar(64), "randomWord" varchar(64), "eligibility" text, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "prizeLineId" integer, "campaignId" integer NOT NULL, "orderLineId" integer NOT NULL, "orderId" integer NOT NULL, "customerId" integer NOT NULL, "clientSeed" varchar(255), "clientSeedSource" varchar(16), CONSTRAINT "FK_1dbe9fef8dea6392c7355e84796" FOREIGN KEY ("prizeLineId") REFERENCES "prize_line" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_4c11553172cf0d9ec9a3dca57d0" FOREIGN KEY ("campaignId") REFERENCES "campaign" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_e439bdb49c776bdf421d9c32c6a" FOREIGN KEY ("orderLineId") REFERENCES "order_line" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_4fd6eb3864d3a29cf3e92107db4" FOREIGN KEY ("orderId") REFERENCES "order" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_fc4657759424ee3d0a36dbd33e2" FOREIGN KEY ("customerId") REFERENCES "customer" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "blind_box"("createdAt", "updatedAt", "code", "n", "isOpen", "openedAt", "vrfProof", "vrfPublicKey", "randomWord", "eligibility", "id", "prizeLineId", "campaignId", "orderLineId", "orderId", "customerId", "clientSeed", "clientSeedSource") SELECT "createdAt", "updatedAt", "code", "n", "isOpen", "openedAt", "vrfProof", "vrfPublicKey", "randomWord", "eligibility", "id", "prizeLineId", "campaignId", "orderLineId", "orderId", "customerId", "clientSeed", "clientSeedSource" FROM "temporary_blind_box"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_blind_box"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_c80b82fc2df01cc880189af36c" ON "blind_box" ("orderLineId", "n") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_9948b6b0e1e11af924aeeb095e" ON "blind_box" ("customerId", "isOpen") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_4fd6eb3864d3a29cf3e92107db" ON "blind_box" ("orderId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_4c11553172cf0d9ec9a3dca57d" ON "blind_box" ("campaignId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_7d6daebb2501b6b92b2f201aa7" ON "blind_box" ("code") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_745d4f8e6a3e28edcf64770efe"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_0e7ada4bbdda60a45a40b450fc"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_a103498328a90babd98007c9a1"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_96f49fdbe74ba9d53e353d20a2"`, undefined);
        await queryRunner.query(`ALTER TABLE "campaign" RENAME TO "temporary_campaign"`, undefined);
        await queryRunner.query(`CREATE TABLE "campaign" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "sId" varchar(16) NOT NULL, "typStr" varchar(16) NOT NULL DEFAULT ('LUCKYDRAW'), "state" varchar(16) NOT NULL DEFAULT ('ACTIVE'), "stage" varchar(20) NOT NULL DEFAULT ('OPEN'), "isCancelled" boolean NOT NULL DEFAULT (0), "startDate" datetime NOT NULL, "endDate" datetime NOT NULL, "isHot" boolean NOT NULL DEFAULT (0), "isNew" boolean NOT NULL DEFAULT (0), "ticketPerItem" integer NOT NULL DEFAULT (1), "ticketPerItemForSp" integer NOT NULL DEFAULT (1), "totalTicket" integer NOT NULL, "issuedTicket" integer NOT NULL DEFAULT (0), "reservedTicket" integer NOT NULL DEFAULT (0), "maxQty" integer, "minTicket" integer, "tierOdds" text, "tierSeed" varchar(64) NOT NULL, "ts_DRAW_INIT" datetime, "ts_CALL_CONTRACT" datetime, "ts_CALL_CHAINLINK" datetime, "ts_WAIT_VRF_RESULT" datetime, "ts_GET_WINNER" datetime, "ts_ENDED" datetime, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "productId" integer NOT NULL, "prizeId" integer, "specialVariantId" integer, "coverId" integer, "featuredImgId" integer, CONSTRAINT "FK_a338da8f0c67c02612d4b3b9413" FOREIGN KEY ("featuredImgId") REFERENCES "asset" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_b661952ac37253f68b5c6278f80" FOREIGN KEY ("coverId") REFERENCES "asset" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_e15863f5193f8d57015dc157cb6" FOREIGN KEY ("specialVariantId") REFERENCES "product_variant" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_51f94ef97fd872dabc19a2b7fb8" FOREIGN KEY ("prizeId") REFERENCES "product" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_b7dc708b4b316423aa449ae41e6" FOREIGN KEY ("productId") REFERENCES "product" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "campaign"("createdAt", "updatedAt", "sId", "typStr", "state", "stage", "isCancelled", "startDate", "endDate", "isHot", "isNew", "ticketPerItem", "ticketPerItemForSp", "totalTicket", "issuedTicket", "reservedTicket", "maxQty", "minTicket", "tierOdds", "tierSeed", "ts_DRAW_INIT", "ts_CALL_CONTRACT", "ts_CALL_CHAINLINK", "ts_WAIT_VRF_RESULT", "ts_GET_WINNER", "ts_ENDED", "id", "productId", "prizeId", "specialVariantId", "coverId", "featuredImgId") SELECT "createdAt", "updatedAt", "sId", "typStr", "state", "stage", "isCancelled", "startDate", "endDate", "isHot", "isNew", "ticketPerItem", "ticketPerItemForSp", "totalTicket", "issuedTicket", "reservedTicket", "maxQty", "minTicket", "tierOdds", "tierSeed", "ts_DRAW_INIT", "ts_CALL_CONTRACT", "ts_CALL_CHAINLINK", "ts_WAIT_VRF_RESULT", "ts_GET_WINNER", "ts_ENDED", "id", "productId", "prizeId", "specialVariantId", "coverId", "featuredImgId" FROM "temporary_campaign"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_campaign"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_745d4f8e6a3e28edcf64770efe" ON "campaign" ("sId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_0e7ada4bbdda60a45a40b450fc" ON "campaign" ("state") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_a103498328a90babd98007c9a1" ON "campaign" ("endDate") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_96f49fdbe74ba9d53e353d20a2" ON "campaign" ("startDate", "id") `, undefined);
        await guard.up(queryRunner);
   }

}
