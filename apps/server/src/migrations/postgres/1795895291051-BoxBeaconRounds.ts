import {MigrationInterface, QueryRunner} from "typeorm";

/**
 * Box outcomes also take the beacon round fixed when the opening is claimed (docs/fairness.md#blind-boxes):
 * the scheme, claim time, round, chain and round signature of each opening. Hand-edited: boxes opened
 * before keep their rule, vrf-v1 (a word from the VRF output alone), and say so.
 */
export class BoxBeaconRounds1795895291051 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "blind_box" ADD "scheme" character varying(16)`, undefined);
        await queryRunner.query(`ALTER TABLE "blind_box" ADD "claimedAt" TIMESTAMP`, undefined);
        await queryRunner.query(`ALTER TABLE "blind_box" ADD "beaconRound" integer`, undefined);
        await queryRunner.query(`ALTER TABLE "blind_box" ADD "beaconChain" text`, undefined);
        await queryRunner.query(`ALTER TABLE "blind_box" ADD "beaconSignature" character varying(96)`, undefined);
        await queryRunner.query(`UPDATE "blind_box" SET "scheme" = 'vrf-v1' WHERE "prizeLineId" IS NOT NULL`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "blind_box" DROP COLUMN "beaconSignature"`, undefined);
        await queryRunner.query(`ALTER TABLE "blind_box" DROP COLUMN "beaconChain"`, undefined);
        await queryRunner.query(`ALTER TABLE "blind_box" DROP COLUMN "beaconRound"`, undefined);
        await queryRunner.query(`ALTER TABLE "blind_box" DROP COLUMN "claimedAt"`, undefined);
        await queryRunner.query(`ALTER TABLE "blind_box" DROP COLUMN "scheme"`, undefined);
   }

}
