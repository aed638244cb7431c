import {MigrationInterface, QueryRunner} from "typeorm";

export class DrawRecord1795421986605 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "draw_record" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "provider" varchar(16) NOT NULL, "holderSalt" varchar(64) NOT NULL, "commitment" varchar(64) NOT NULL, "ticketCount" integer NOT NULL, "totalWeight" varchar(40) NOT NULL, "randomWord" varchar(64), "vrfPublicKey" varchar(64), "vrfProof" varchar(160), "chainId" integer, "contractAddress" varchar(42), "requestId" varchar(80), "commitTxHash" varchar(66), "requestTxHash" varchar(66), "fulfilTxHash" varchar(66), "vrfWord" varchar(80), "winnerTicketId" varchar(32), "winnerIndex" integer, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "campaignId" integer NOT NULL, "winnerCustomerId" integer)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_b0d3ed5ff4b271559e5667cce2" ON "draw_record" ("campaignId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_b0d3ed5ff4b271559e5667cce2"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_draw_record" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "provider" varchar(16) NOT NULL, "holderSalt" varchar(64) NOT NULL, "commitment" varchar(64) NOT NULL, "ticketCount" integer NOT NULL, "totalWeight" varchar(40) NOT NULL, "randomWord" varchar(64), "vrfPublicKey" varchar(64), "vrfProof" varchar(160), "chainId" integer, "contractAddress" varchar(42), "requestId" varchar(80), "commitTxHash" varchar(66), "requestTxHash" varchar(66), "fulfilTxHash" varchar(66), "vrfWord" varchar(80), "winnerTicketId" varchar(32), "winnerIndex" integer, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "campaignId" integer NOT NULL, "winnerCustomerId" integer, CONSTRAINT "FK_b0d3ed5ff4b271559e5667cce2e" FOREIGN KEY ("campaignId") REFERENCES "campaign" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_draw_record"("createdAt", "updatedAt", "provider", "holderSalt", "commitment", "ticketCount", "totalWeight", "randomWord", "vrfPublicKey", "vrfProof", "chainId", "contractAddress", "requestId", "commitTxHash", "requestTxHash", "fulfilTxHash", "vrfWord", "winnerTicketId", "winnerIndex", "id", "campaignId", "winnerCustomerId") SELECT "createdAt", "updatedAt", "provider", "holderSalt", "commitment", "ticketCount", "totalWeight", "randomWord", "vrfPublicKey", "vrfProof", "chainId", "contractAddress", "requestId", "commitTxHash", "requestTxHash", "fulfilTxHash", "vrfWord", "winnerTicketId", "winnerIndex", "id", "campaignId", "winnerCustomerId" FROM "draw_record"`, undefined);
        await queryRunner.query(`DROP TABLE "draw_record"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_draw_record" RENAME TO "draw_record"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_b0d3ed5ff4b271559e5667cce2" ON "draw_record" ("campaignId") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_b0d3ed5ff4b271559e5667cce2"`, undefined);
        await queryRunner.query(`ALTER TABLE "draw_record" RENAME TO "temporary_draw_record"`, undefined);
        await queryRunner.query(`CREATE TABLE "draw_record" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "provider" varchar(16) NOT NULL, "holderSalt" varchar(64) NOT NULL, "commitment" varchar(64) NOT NULL, "ticketCount" integer NOT NULL, "totalWeight" varchar(40) NOT NULL, "randomWord" varchar(64), "vrfPublicKey" varchar(64), "vrfProof" varchar(160), "chainId" integer, "contractAddress" varchar(42), "requestId" varchar(80), "commitTxHash" varchar(66), "requestTxHash" varchar(66), "fulfilTxHash" varchar(66), "vrfWord" varchar(80), "winnerTicketId" varchar(32), "winnerIndex" integer, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "campaignId" integer NOT NULL, "winnerCustomerId" integer)`, undefined);
        await queryRunner.query(`INSERT INTO "draw_record"("createdAt", "updatedAt", "provider", "holderSalt", "commitment", "ticketCount", "totalWeight", "randomWord", "vrfPublicKey", "vrfProof", "chainId", "contractAddress", "requestId", "commitTxHash", "requestTxHash", "fulfilTxHash", "vrfWord", "winnerTicketId", "winnerIndex", "id", "campaignId", "winnerCustomerId") SELECT "createdAt", "updatedAt", "provider", "holderSalt", "commitment", "ticketCount", "totalWeight", "randomWord", "vrfPublicKey", "vrfProof", "chainId", "contractAddress", "requestId", "commitTxHash", "requestTxHash", "fulfilTxHash", "vrfWord", "winnerTicketId", "winnerIndex", "id", "campaignId", "winnerCustomerId" FROM "temporary_draw_record"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_draw_record"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_b0d3ed5ff4b271559e5667cce2" ON "draw_record" ("campaignId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_b0d3ed5ff4b271559e5667cce2"`, undefined);
        await queryRunner.query(`DROP TABLE "draw_record"`, undefined);
   }

}
