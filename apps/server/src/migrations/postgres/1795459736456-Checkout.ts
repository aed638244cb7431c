import {MigrationInterface, QueryRunner} from "typeorm";

export class Checkout1795459736456 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsPaidat" TIMESTAMP(6)`, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsCreatedt" TIMESTAMP(6)`, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsEptracking" character varying(255)`, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsEpname" character varying(255)`, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsEpprice" integer`, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsEpdesc" character varying(255)`, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsEpoptionid" character varying(255)`, undefined);
        await queryRunner.query(`ALTER TABLE "product_variant" ADD "customFieldsWeight" integer NOT NULL DEFAULT '500'`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "product_variant" DROP COLUMN "customFieldsWeight"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsEpoptionid"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsEpdesc"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsEpprice"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsEpname"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsEptracking"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsCreatedt"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsPaidat"`, undefined);
   }

}
