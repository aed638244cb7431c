import {MigrationInterface, QueryRunner} from "typeorm";

export class CodeOrders1795637496289 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "order_line" ADD "customFieldsCodeid" character varying(255)`, undefined);
        await queryRunner.query(`ALTER TABLE "redemption_code" ADD "orderId" integer`, undefined);
        await queryRunner.query(`ALTER TABLE "redemption_code" ADD CONSTRAINT "FK_9337559a7ff44408a4bce124afb" FOREIGN KEY ("orderId") REFERENCES "order"("id") ON DELETE SET NULL ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "redemption_code" DROP CONSTRAINT "FK_9337559a7ff44408a4bce124afb"`, undefined);
        await queryRunner.query(`ALTER TABLE "redemption_code" DROP COLUMN "orderId"`, undefined);
        await queryRunner.query(`ALTER TABLE "order_line" DROP COLUMN "customFieldsCodeid"`, undefined);
   }

}
