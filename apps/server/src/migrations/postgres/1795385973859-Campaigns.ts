import {MigrationInterface, QueryRunner} from "typeorm";

export class Campaigns1795385973859 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "campaign_translation" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "languageCode" character varying NOT NULL, "name" character varying NOT NULL, "description" text NOT NULL DEFAULT '', "cardBuyTxt" character varying NOT NULL DEFAULT '', "id" SERIAL NOT NULL, "baseId" integer, CONSTRAINT "PK_267bf2142b0b540aa2e1726d3fd" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_aaa63bb081cd1da08bc7bdc19e" ON "campaign_translation" ("baseId") `, undefined);
        await queryRunner.query(`CREATE TABLE "campaign" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "sId" character varying(16) NOT NULL, "typStr" character varying(16) NOT NULL DEFAULT 'LUCKYDRAW', "state" character varying(16) NOT NULL DEFAULT 'ACTIVE', "stage" character varying(20) NOT NULL DEFAULT 'OPEN', "isCancelled" boolean NOT NULL DEFAULT false, "startDate" TIMESTAMP NOT NULL, "endDate" TIMESTAMP NOT NULL, "isHot" boolean NOT NULL DEFAULT false, "isNew" boolean NOT NULL DEFAULT false, "ticketPerItem" integer NOT NULL DEFAULT '1', "ticketPerItemForSp" integer NOT NULL DEFAULT '1', "totalTicket" integer NOT NULL, "issuedTicket" integer NOT NULL DEFAULT '0', "reservedTicket" integer NOT NULL DEFAULT '0', "maxQty" integer, "minTicket" integer, "tierOdds" text, "tierSeed" character varying(64) NOT NULL, "ts_DRAW_INIT" TIMESTAMP, "ts_CALL_CONTRACT" TIMESTAMP, "ts_CALL_CHAINLINK" TIMESTAMP, "ts_WAIT_VRF_RESULT" TIMESTAMP, "ts_GET_WINNER" TIMESTAMP, "ts_ENDED" TIMESTAMP, "id" SERIAL NOT NULL, "productId" integer NOT NULL, "prizeId" integer, "specialVariantId" integer, "coverId" integer, "featuredImgId" integer, CONSTRAINT "PK_0ce34d26e7f2eb316a3a592cdc4" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_745d4f8e6a3e28edcf64770efe" ON "campaign" ("sId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_0e7ada4bbdda60a45a40b450fc" ON "campaign" ("state") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_a103498328a90babd98007c9a1" ON "campaign" ("endDate") `, undefined);
        await queryRunner.query(`CREATE TABLE "participation" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "count" integer NOT NULL DEFAULT '0', "units" integer NOT NULL DEFAULT '0', "id" SERIAL NOT NULL, "campaignId" integer NOT NULL, "customerId" integer NOT NULL, CONSTRAINT "PK_ba5442bab90fc96ddde456c69e1" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_ed1316e068c9bc472839a456ea" ON "participation" ("campaignId", "customerId") `, undefined);
        await queryRunner.query(`CREATE TABLE "ticket" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "ticketId" character varying(32) NOT NULL, "seq" integer NOT NULL, "rarity" character varying(12) NOT NULL, "weight" integer NOT NULL, "isWin" boolean NOT NULL DEFAULT false, "isVoid" boolean NOT NULL DEFAULT false, "id" SERIAL NOT NULL, "campaignId" integer NOT NULL, "customerId" integer NOT NULL, "orderLineId" integer, "orderId" integer, CONSTRAINT "PK_d9a0835407701eb86f874474b7c" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_d7f0cf291bf98aaea42f73ad92" ON "ticket" ("ticketId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_8f4c2f0a2877e526e8881b5146" ON "ticket" ("orderId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_60984f254416ce509b9be1b49d" ON "ticket" ("campaignId", "customerId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_296364aca94e8bdcf147de155c" ON "ticket" ("campaignId", "seq") `, undefined);
        await queryRunner.query(`CREATE TABLE "ticket_reservation" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "tickets" integer NOT NULL, "units" integer NOT NULL, "status" character varying(8) NOT NULL, "expiresAt" TIMESTAMP NOT NULL, "id" SERIAL NOT NULL, "orderId" integer NOT NULL, "campaignId" integer NOT NULL, CONSTRAINT "PK_0c1583736a615f4347769c766f6" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_c7ff987f4f8c959793f76dd19c" ON "ticket_reservation" ("campaignId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_e2b614d59494922a1bd051414f" ON "ticket_reservation" ("expiresAt") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_74bd2372af345b74690c7bdfc8" ON "ticket_reservation" ("orderId", "campaignId") `, undefined);
        await queryRunner.query(`ALTER TABLE "order_line" ADD "customFieldsCampaignid" character varying(255)`, undefined);
        await queryRunner.query(`ALTER TABLE "order_line" ADD "customFieldsPrizeid" character varying(255)`, undefined);
        await queryRunner.query(`ALTER TABLE "campaign_translation" ADD CONSTRAINT "FK_aaa63bb081cd1da08bc7bdc19e0" FOREIGN KEY ("baseId") REFERENCES "campaign"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "campaign" ADD CONSTRAINT "FK_b7dc708b4b316423aa449ae41e6" FOREIGN KEY ("productId") REFERENCES "product"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "campaign" ADD CONSTRAINT "FK_51f94ef97fd872dabc19a2b7fb8" FOREIGN KEY ("prizeId") REFERENCES "product"("id") ON DELETE SET NULL ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "campaign" ADD CONSTRAINT "FK_e15863f5193f8d57015dc157cb6" FOREIGN KEY ("specialVariantId") REFERENCES "product_variant"("id") ON DELETE SET NULL ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "campaign" ADD CONSTRAINT "FK_b661952ac37253f68b5c6278f80" FOREIGN KEY ("coverId") REFERENCES "asset"("id") ON DELETE SET NULL ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "campaign" ADD CONSTRAINT "FK_a338da8f0c67c02612d4b3b9413" FOREIGN KEY ("featuredImgId") REFERENCES "asset"("id") ON DELETE SET NULL ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "participation" ADD CONSTRAINT "FK_443d51ff53e324898806e2975ab" FOREIGN KEY ("campaignId") REFERENCES "campaign"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "participation" ADD CONSTRAINT "FK_4eaf79f0c7e2a34559332836328" FOREIGN KEY ("customerId") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "ticket" ADD CONSTRAINT "FK_bc0bbd708066c3581647c1fad79" FOREIGN KEY ("campaignId") REFERENCES "campaign"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "ticket" ADD CONSTRAINT "FK_8932781487db15d1393b206482e" FOREIGN KEY ("customerId") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "ticket" ADD CONSTRAINT "FK_0715a05f4084ec24abdf421bd44" FOREIGN KEY ("orderLineId") REFERENCES "order_line"("id") ON DELETE SET NULL ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "ticket" DROP CONSTRAINT "FK_0715a05f4084ec24abdf421bd44"`, undefined);
        await queryRunner.query(`ALTER TABLE "ticket" DROP CONSTRAINT "FK_8932781487db15d1393b206482e"`, undefined);
        await queryRunner.query(`ALTER TABLE "ticket" DROP CONSTRAINT "FK_bc0bbd708066c3581647c1fad79"`, undefined);
        await queryRunner.query(`ALTER TABLE "participation" DROP CONSTRAINT "FK_4eaf79f0c7e2a34559332836328"`, undefined);
        await queryRunner.query(`ALTER TABLE "participation" DROP CONSTRAINT "FK_443d51ff53e324898806e2975ab"`, undefined);
        await queryRunner.query(`ALTER TABLE "campaign" DROP CONSTRAINT "FK_a338da8f0c67c02612d4b3b9413"`, undefined);
        await queryRunner.query(`ALTER TABLE "campaign" DROP CONSTRAINT "FK_b661952ac37253f68b5c6278f80"`, undefined);
        await queryRunner.query(`ALTER TABLE "campaign" DROP CONSTRAINT "FK_e15863f5193f8d57015dc157cb6"`, undefined);
        await queryRunner.query(`ALTER TABLE "campaign" DROP CONSTRAINT "FK_51f94ef97fd872dabc19a2b7fb8"`, undefined);
        await queryRunner.query(`ALTER TABLE "campaign" DROP CONSTRAINT "FK_b7dc708b4b316423aa449ae41e6"`, undefined);
        await queryRunner.query(`ALTER TABLE "campaign_translation" DROP CONSTRAINT "FK_aaa63bb081cd1da08bc7bdc19e0"`, undefined);
        await queryRunner.query(`ALTER TABLE "order_line" DROP COLUMN "customFieldsPrizeid"`, undefined);
        await queryRunner.query(`ALTER TABLE "order_line" DROP COLUMN "customFieldsCampaignid"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_74bd2372af345b74690c7bdfc8"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_e2b614d59494922a1bd051414f"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_c7ff987f4f8c959793f76dd19c"`, undefined);
        await queryRunner.query(`DROP TABLE "ticket_reservation"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_296364aca94e8bdcf147de155c"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_60984f254416ce509b9be1b49d"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_8f4c2f0a2877e526e8881b5146"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_d7f0cf291bf98aaea42f73ad92"`, undefined);
        await queryRunner.query(`DROP TABLE "ticket"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_ed1316e068c9bc472839a456ea"`, undefined);
        await queryRunner.query(`DROP TABLE "participation"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_a103498328a90babd98007c9a1"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_0e7ada4bbdda60a45a40b450fc"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_745d4f8e6a3e28edcf64770efe"`, undefined);
        await queryRunner.query(`DROP TABLE "campaign"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_aaa63bb081cd1da08bc7bdc19e"`, undefined);
        await queryRunner.query(`DROP TABLE "campaign_translation"`, undefined);
   }

}
