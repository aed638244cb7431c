import {MigrationInterface, QueryRunner} from "typeorm";

export class DrawsBlindBoxesNotifications1795424487574 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "prize_line_translation" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "languageCode" character varying NOT NULL, "prizeName" character varying NOT NULL, "tnc" text NOT NULL DEFAULT '', "id" SERIAL NOT NULL, "baseId" integer, CONSTRAINT "PK_ffc26f8de43f504612a9d0f7158" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_00bd096688f4bcf2a26eb0d837" ON "prize_line_translation" ("baseId") `, undefined);
        await queryRunner.query(`CREATE TABLE "prize_line" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "rarity" character varying(12) NOT NULL, "pType" character varying(10) NOT NULL DEFAULT 'PHYSICAL', "weight" integer NOT NULL, "brandStr" character varying NOT NULL DEFAULT '', "isLose" boolean NOT NULL DEFAULT false, "stock" integer, "awarded" integer NOT NULL DEFAULT '0', "position" integer NOT NULL DEFAULT '0', "id" SERIAL NOT NULL, "campaignId" integer NOT NULL, "prizeImgId" integer, "animationImgId" integer, "productVariantId" integer, CONSTRAINT "PK_9cab2172febfe9f1f91f914fd4e" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_b60490e8f993f6ae8ad183079c" ON "prize_line" ("campaignId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_e9d8285b00a152b324407d86ad" ON "prize_line" ("campaignId", "position") `, undefined);
        await queryRunner.query(`CREATE TABLE "blind_box" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "code" character varying(40) NOT NULL, "n" integer NOT NULL, "isOpen" boolean NOT NULL DEFAULT false, "openedAt" TIMESTAMP, "vrfProof" character varying(160), "vrfPublicKey" character varying(64), "randomWord" character varying(64), "eligibility" text, "id" SERIAL NOT NULL, "prizeLineId" integer, "campaignId" integer NOT NULL, "orderLineId" integer NOT NULL, "orderId" integer NOT NULL, "customerId" integer NOT NULL, CONSTRAINT "PK_89780bf7526039e302464ba18af" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_7d6daebb2501b6b92b2f201aa7" ON "blind_box" ("code") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_4c11553172cf0d9ec9a3dca57d" ON "blind_box" ("campaignId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_4fd6eb3864d3a29cf3e92107db" ON "blind_box" ("orderId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_9948b6b0e1e11af924aeeb095e" ON "blind_box" ("customerId", "isOpen") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_c80b82fc2df01cc880189af36c" ON "blind_box" ("orderLineId", "n") `, undefined);
        await queryRunner.query(`CREATE TABLE "digital_code" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "code" character varying(255) NOT NULL, "revealedAt" TIMESTAMP, "id" SERIAL NOT NULL, "prizeLineId" integer NOT NULL, "assignedBoxId" integer, CONSTRAINT "PK_935a491c54a5e783a8b8d653235" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_5ec4c92629b3a8202a76dd3942" ON "digital_code" ("assignedBoxId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_706c256bb74c6f5f3b14f87d01" ON "digital_code" ("prizeLineId", "assignedBoxId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_c6daa821738d0fcc4c3bce1b93" ON "digital_code" ("prizeLineId", "code") `, undefined);
        await queryRunner.query(`CREATE TABLE "notification" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "tag" character varying(64) NOT NULL, "title" text NOT NULL, "msg" text NOT NULL, "imgUrl" character varying(1024), "actionTyp" character varying(3) NOT NULL DEFAULT 'NON', "actionVal" character varying(1024), "metaData" text, "isRead" boolean NOT NULL DEFAULT false, "id" SERIAL NOT NULL, "customerId" integer NOT NULL, CONSTRAINT "PK_705b6c7cdf9b2c2ff7ac7872cb7" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_6b017d78361d99f5505545f6de" ON "notification" ("customerId") `, undefined);
        await queryRunner.query(`CREATE TABLE "won_prize" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "isATC" boolean NOT NULL DEFAULT false, "isRedeemed" boolean NOT NULL DEFAULT false, "id" SERIAL NOT NULL, "customerId" integer NOT NULL, "campaignId" integer NOT NULL, "ticketId" integer, "prizeId" integer, CONSTRAINT "PK_eaefea3849a083d48e142bea07a" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_325ce1d14a2b0716334e8a55e3" ON "won_prize" ("customerId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_f451d75af5c63dc6153c86f9d6" ON "won_prize" ("campaignId", "ticketId") `, undefined);
        await queryRunner.query(`CREATE TABLE "draw_record" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "provider" character varying(16) NOT NULL, "holderSalt" character varying(64) NOT NULL, "commitment" character varying(64) NOT NULL, "ticketCount" integer NOT NULL, "totalWeight" character varying(40) NOT NULL, "randomWord" character varying(64), "vrfPublicKey" character varying(64), "vrfProof" character varying(160), "chainId" integer, "contractAddress" character varying(42), "requestId" character varying(80), "commitTxHash" character varying(66), "requestTxHash" character varying(66), "fulfilTxHash" character varying(66), "vrfWord" character varying(80), "winnerTicketId" character varying(32), "winnerIndex" integer, "id" SERIAL NOT NULL, "campaignId" integer NOT NULL, "winnerCustomerId" integer, CONSTRAINT "PK_f586726ffb244362f9d5a3fb186" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_b0d3ed5ff4b271559e5667cce2" ON "draw_record" ("campaignId") `, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsIslbb" boolean NOT NULL DEFAULT true`, undefined);
        await queryRunner.query(`ALTER TABLE "prize_line_translation" ADD CONSTRAINT "FK_00bd096688f4bcf2a26eb0d8375" FOREIGN KEY ("baseId") REFERENCES "prize_line"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "prize_line" ADD CONSTRAINT "FK_b60490e8f993f6ae8ad183079c7" FOREIGN KEY ("campaignId") REFERENCES "campaign"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "prize_line" ADD CONSTRAINT "FK_262857bea0c12de5b7b41fd1f5d" FOREIGN KEY ("prizeImgId") REFERENCES "asset"("id") ON DELETE SET NULL ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "prize_line" ADD CONSTRAINT "FK_165512f1504571b0d211bec0481" FOREIGN KEY ("animationImgId") REFERENCES "asset"("id") ON DELETE SET NULL ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "prize_line" ADD CONSTRAINT "FK_bc8dc8c031ba6f517ff2a2c7f4a" FOREIGN KEY ("productVariantId") REFERENCES "product_variant"("id") ON DELETE SET NULL ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "blind_box" ADD CONSTRAINT "FK_1dbe9fef8dea6392c7355e84796" FOREIGN KEY ("prizeLineId") REFERENCES "prize_line"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "blind_box" ADD CONSTRAINT "FK_4c11553172cf0d9ec9a3dca57d0" FOREIGN KEY ("campaignId") REFERENCES "campaign"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "blind_box" ADD CONSTRAINT "FK_e439bdb49c776bdf421d9c32c6a" FOREIGN KEY ("orderLineId") REFERENCES "order_line"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "blind_box" ADD CONSTRAINT "FK_4fd6eb3864d3a29cf3e92107db4" FOREIGN KEY ("orderId") REFERENCES "order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "blind_box" ADD CONSTRAINT "FK_fc4657759424ee3d0a36dbd33e2" FOREIGN KEY ("customerId") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "digital_code" ADD CONSTRAINT "FK_55149951794572cee342ef270f2" FOREIGN KEY ("prizeLineId") REFERENCES "prize_line"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "digital_code" ADD CONSTRAINT "FK_5ec4c92629b3a8202a76dd3942d" FOREIGN KEY ("assignedBoxId") REFERENCES "blind_box"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "notification" ADD CONSTRAINT "FK_6b017d78361d99f5505545f6de4" FOREIGN KEY ("customerId") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "won_prize" ADD CONSTRAINT "FK_325ce1d14a2b0716334e8a55e33" FOREIGN KEY ("customerId") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "won_prize" ADD CONSTRAINT "FK_ca8a5f4457b8a9b9004767656b8" FOREIGN KEY ("campaignId") REFERENCES "campaign"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "won_prize" ADD CONSTRAINT "FK_1f6cdd277c36dbd3ba280bf755f" FOREIGN KEY ("ticketId") REFERENCES "ticket"("id") ON DELETE SET NULL ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "won_prize" ADD CONSTRAINT "FK_0b875d260d52486af560032a6f3" FOREIGN KEY ("prizeId") REFERENCES "product"("id") ON DELETE SET NULL ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "draw_record" ADD CONSTRAINT "FK_b0d3ed5ff4b271559e5667cce2e" FOREIGN KEY ("campaignId") REFERENCES "campaign"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "draw_record" DROP CONSTRAINT "FK_b0d3ed5ff4b271559e5667cce2e"`, undefined);
        await queryRunner.query(`ALTER TABLE "won_prize" DROP CONSTRAINT "FK_0b875d260d52486af560032a6f3"`, undefined);
        await queryRunner.query(`ALTER TABLE "won_prize" DROP CONSTRAINT "FK_1f6cdd277c36dbd3ba280bf755f"`, undefined);
        await queryRunner.query(`ALTER TABLE "won_prize" DROP CONSTRAINT "FK_ca8a5f4457b8a9b9004767656b8"`, undefined);
        await queryRunner.query(`ALTER TABLE "won_prize" DROP CONSTRAINT "FK_325ce1d14a2b0716334e8a55e33"`, undefined);
        await queryRunner.query(`ALTER TABLE "notification" DROP CONSTRAINT "FK_6b017d78361d99f5505545f6de4"`, undefined);
        await queryRunner.query(`ALTER TABLE "digital_code" DROP CONSTRAINT "FK_5ec4c92629b3a8202a76dd3942d"`, undefined);
        await queryRunner.query(`ALTER TABLE "digital_code" DROP CONSTRAINT "FK_55149951794572cee342ef270f2"`, undefined);
        await queryRunner.query(`ALTER TABLE "blind_box" DROP CONSTRAINT "FK_fc4657759424ee3d0a36dbd33e2"`, undefined);
        await queryRunner.query(`ALTER TABLE "blind_box" DROP CONSTRAINT "FK_4fd6eb3864d3a29cf3e92107db4"`, undefined);
        await queryRunner.query(`ALTER TABLE "blind_box" DROP CONSTRAINT "FK_e439bdb49c776bdf421d9c32c6a"`, undefined);
        await queryRunner.query(`ALTER TABLE "blind_box" DROP CONSTRAINT "FK_4c11553172cf0d9ec9a3dca57d0"`, undefined);
        await queryRunner.query(`ALTER TABLE "blind_box" DROP CONSTRAINT "FK_1dbe9fef8dea6392c7355e84796"`, undefined);
        await queryRunner.query(`ALTER TABLE "prize_line" DROP CONSTRAINT "FK_bc8dc8c031ba6f517ff2a2c7f4a"`, undefined);
        await queryRunner.query(`ALTER TABLE "prize_line" DROP CONSTRAINT "FK_165512f1504571b0d211bec0481"`, undefined);
        await queryRunner.query(`ALTER TABLE "prize_line" DROP CONSTRAINT "FK_262857bea0c12de5b7b41fd1f5d"`, undefined);
        await queryRunner.query(`ALTER TABLE "prize_line" DROP CONSTRAINT "FK_b60490e8f993f6ae8ad183079c7"`, undefined);
        await queryRunner.query(`ALTER TABLE "prize_line_translation" DROP CONSTRAINT "FK_00bd096688f4bcf2a26eb0d8375"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsIslbb"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_b0d3ed5ff4b271559e5667cce2"`, undefined);
        await queryRunner.query(`DROP TABLE "draw_record"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_f451d75af5c63dc6153c86f9d6"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_325ce1d14a2b0716334e8a55e3"`, undefined);
        await queryRunner.query(`DROP TABLE "won_prize"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_6b017d78361d99f5505545f6de"`, undefined);
        await queryRunner.query(`DROP TABLE "notification"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_c6daa821738d0fcc4c3bce1b93"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_706c256bb74c6f5f3b14f87d01"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_5ec4c92629b3a8202a76dd3942"`, undefined);
        await queryRunner.query(`DROP TABLE "digital_code"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_c80b82fc2df01cc880189af36c"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_9948b6b0e1e11af924aeeb095e"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_4fd6eb3864d3a29cf3e92107db"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_4c11553172cf0d9ec9a3dca57d"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_7d6daebb2501b6b92b2f201aa7"`, undefined);
        await queryRunner.query(`DROP TABLE "blind_box"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_e9d8285b00a152b324407d86ad"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_b60490e8f993f6ae8ad183079c"`, undefined);
        await queryRunner.query(`DROP TABLE "prize_line"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_00bd096688f4bcf2a26eb0d837"`, undefined);
        await queryRunner.query(`DROP TABLE "prize_line_translation"`, undefined);
   }

}
