import {MigrationInterface, QueryRunner} from "typeorm";

export class CodeBatchExpiry1795665490697 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "redemption_code" ADD "expiresAt" TIMESTAMP`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "redemption_code" DROP COLUMN "expiresAt"`, undefined);
   }

}
