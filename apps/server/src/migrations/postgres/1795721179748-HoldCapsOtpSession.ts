import {MigrationInterface, QueryRunner} from "typeorm";

export class HoldCapsOtpSession1795721179748 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "ticket_reservation" ADD "customerId" integer`, undefined);
        await queryRunner.query(`ALTER TABLE "ticket_reservation" ADD "clientAddress" character varying(64)`, undefined);
        await queryRunner.query(`ALTER TABLE "otp_code" ADD "verifiedSessionId" integer`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_4add13cc1ada39847b4d1f415f" ON "ticket_reservation" ("customerId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_778c9d142841d982f4246db93d" ON "ticket_reservation" ("clientAddress") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "public"."IDX_778c9d142841d982f4246db93d"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_4add13cc1ada39847b4d1f415f"`, undefined);
        await queryRunner.query(`ALTER TABLE "otp_code" DROP COLUMN "verifiedSessionId"`, undefined);
        await queryRunner.query(`ALTER TABLE "ticket_reservation" DROP COLUMN "clientAddress"`, undefined);
        await queryRunner.query(`ALTER TABLE "ticket_reservation" DROP COLUMN "customerId"`, undefined);
   }

}
