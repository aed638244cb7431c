import {MigrationInterface, QueryRunner} from "typeorm";

/**
 * Refunds void what they refund (docs/campaigns.md#refunds): `blind_box.isVoid` marks a box
 * refunded before it was opened, and `campaign.lastSeq` numbers tickets now that a refund can
 * lower `issuedTicket` (numbers are never reused). Hand-edited: lastSeq starts at the highest
 * number given so far.
 */
export class RefundVoids1795732788595 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "campaign" ADD "lastSeq" integer NOT NULL DEFAULT '0'`, undefined);
        await queryRunner.query(`ALTER TABLE "blind_box" ADD "isVoid" boolean NOT NULL DEFAULT false`, undefined);
        await queryRunner.query(`UPDATE "campaign" SET "lastSeq" = GREATEST("issuedTicket", COALESCE((SELECT MAX("seq") FROM "ticket" WHERE "ticket"."campaignId" = "campaign"."id"), 0))`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "blind_box" DROP COLUMN "isVoid"`, undefined);
        await queryRunner.query(`ALTER TABLE "campaign" DROP COLUMN "lastSeq"`, undefined);
   }

}
