import {MigrationInterface, QueryRunner} from "typeorm";

export class SumTreeCommitments1795882894752 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "draw_record" ADD "commitmentScheme" character varying(16) NOT NULL DEFAULT 'merkle-v1'`, undefined);
        await queryRunner.query(`ALTER TABLE "draw_record" ADD "winnerProof" text`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "draw_record" DROP COLUMN "winnerProof"`, undefined);
        await queryRunner.query(`ALTER TABLE "draw_record" DROP COLUMN "commitmentScheme"`, undefined);
   }

}
