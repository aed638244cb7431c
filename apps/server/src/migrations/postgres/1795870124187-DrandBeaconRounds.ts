import {MigrationInterface, QueryRunner} from "typeorm";

export class DrandBeaconRounds1795870124187 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "draw_record" ADD "beaconRound" integer`, undefined);
        await queryRunner.query(`ALTER TABLE "draw_record" ADD "beaconFixedAt" integer`, undefined);
        await queryRunner.query(`ALTER TABLE "draw_record" ADD "beaconDelaySeconds" integer`, undefined);
        await queryRunner.query(`ALTER TABLE "draw_record" ADD "beaconPublicKey" character varying(192)`, undefined);
        await queryRunner.query(`ALTER TABLE "draw_record" ADD "beaconChainHash" character varying(64)`, undefined);
        await queryRunner.query(`ALTER TABLE "draw_record" ADD "beaconGenesisTime" integer`, undefined);
        await queryRunner.query(`ALTER TABLE "draw_record" ADD "beaconPeriod" integer`, undefined);
        await queryRunner.query(`ALTER TABLE "draw_record" ADD "beaconSignature" character varying(96)`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "draw_record" DROP COLUMN "beaconSignature"`, undefined);
        await queryRunner.query(`ALTER TABLE "draw_record" DROP COLUMN "beaconPeriod"`, undefined);
        await queryRunner.query(`ALTER TABLE "draw_record" DROP COLUMN "beaconGenesisTime"`, undefined);
        await queryRunner.query(`ALTER TABLE "draw_record" DROP COLUMN "beaconChainHash"`, undefined);
        await queryRunner.query(`ALTER TABLE "draw_record" DROP COLUMN "beaconPublicKey"`, undefined);
        await queryRunner.query(`ALTER TABLE "draw_record" DROP COLUMN "beaconDelaySeconds"`, undefined);
        await queryRunner.query(`ALTER TABLE "draw_record" DROP COLUMN "beaconFixedAt"`, undefined);
        await queryRunner.query(`ALTER TABLE "draw_record" DROP COLUMN "beaconRound"`, undefined);
   }

}
