import {MigrationInterface, QueryRunner} from "typeorm";

export class DrawRecord1795421987696 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "draw_record" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "provider" character varying(16) NOT NULL, "holderSalt" character varying(64) NOT NULL, "commitment" character varying(64) NOT NULL, "ticketCount" integer NOT NULL, "totalWeight" character varying(40) NOT NULL, "randomWord" character varying(64), "vrfPublicKey" character varying(64), "vrfProof" character varying(160), "chainId" integer, "contractAddress" character varying(42), "requestId" character varying(80), "commitTxHash" character varying(66), "requestTxHash" character varying(66), "fulfilTxHash" character varying(66), "vrfWord" character varying(80), "winnerTicketId" character varying(32), "winnerIndex" integer, "id" SERIAL NOT NULL, "campaignId" integer NOT NULL, "winnerCustomerId" integer, CONSTRAINT "PK_f586726ffb244362f9d5a3fb186" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_b0d3ed5ff4b271559e5667cce2" ON "draw_record" ("campaignId") `, undefined);
        await queryRunner.query(`ALTER TABLE "draw_record" ADD CONSTRAINT "FK_b0d3ed5ff4b271559e5667cce2e" FOREIGN KEY ("campaignId") REFERENCES "campaign"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "draw_record" DROP CONSTRAINT "FK_b0d3ed5ff4b271559e5667cce2e"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_b0d3ed5ff4b271559e5667cce2"`, undefined);
        await queryRunner.query(`DROP TABLE "draw_record"`, undefined);
   }

}
