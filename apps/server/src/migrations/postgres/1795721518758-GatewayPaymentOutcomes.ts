import {MigrationInterface, QueryRunner} from "typeorm";

export class GatewayPaymentOutcomes1795721518758 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "ipay88_local_gateway_transaction" ("transId" character varying(64) NOT NULL, "refNo" character varying(64) NOT NULL, "amount" character varying(32) NOT NULL, "currency" character varying(8) NOT NULL, "status" character varying(4) NOT NULL, "refundReference" character varying(64), "refundedAt" TIMESTAMP, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_4d4967e622a07eb94ebfab4b7e7" PRIMARY KEY ("transId"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_e280109cebd155ed87ebf5466e" ON "ipay88_local_gateway_transaction" ("refNo") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_887440824525fcf31f615ceaeb" ON "ipay88_local_gateway_transaction" ("createdAt") `, undefined);
        await queryRunner.query(`ALTER TABLE "ipay88_transaction" ADD "outcome" character varying(16) NOT NULL DEFAULT 'SETTLED'`, undefined);
        await queryRunner.query(`ALTER TABLE "ipay88_transaction" ADD "reason" character varying(255)`, undefined);
        await queryRunner.query(`ALTER TABLE "ipay88_transaction" ADD "refundReference" character varying(128)`, undefined);
        await queryRunner.query(`ALTER TABLE "ipay88_transaction" ADD "refundedBy" character varying(128)`, undefined);
        await queryRunner.query(`ALTER TABLE "ipay88_transaction" ADD "refundedAt" TIMESTAMP`, undefined);
        await queryRunner.query(`ALTER TABLE "ipay88_transaction" ADD "updatedAt" TIMESTAMP NOT NULL DEFAULT now()`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_0de809b2a0d9b3a7cead8cd3d4" ON "ipay88_transaction" ("outcome") `, undefined);
        // Transactions stored before outcomes existed: a failed status was a declined payment.
        await queryRunner.query(`UPDATE "ipay88_transaction" SET "outcome" = 'DECLINED' WHERE "status" <> '1'`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "public"."IDX_0de809b2a0d9b3a7cead8cd3d4"`, undefined);
        await queryRunner.query(`ALTER TABLE "ipay88_transaction" DROP COLUMN "updatedAt"`, undefined);
        await queryRunner.query(`ALTER TABLE "ipay88_transaction" DROP COLUMN "refundedAt"`, undefined);
        await queryRunner.query(`ALTER TABLE "ipay88_transaction" DROP COLUMN "refundedBy"`, undefined);
        await queryRunner.query(`ALTER TABLE "ipay88_transaction" DROP COLUMN "refundReference"`, undefined);
        await queryRunner.query(`ALTER TABLE "ipay88_transaction" DROP COLUMN "reason"`, undefined);
        await queryRunner.query(`ALTER TABLE "ipay88_transaction" DROP COLUMN "outcome"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_887440824525fcf31f615ceaeb"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_e280109cebd155ed87ebf5466e"`, undefined);
        await queryRunner.query(`DROP TABLE "ipay88_local_gateway_transaction"`, undefined);
   }

}
