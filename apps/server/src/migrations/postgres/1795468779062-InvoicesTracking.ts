import {MigrationInterface, QueryRunner} from "typeorm";

export class InvoicesTracking1795468779062 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "invoice" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "orderId" integer NOT NULL, "customerId" integer, "invoiceNumber" character varying(32) NOT NULL, "year" integer NOT NULL, "sequence" integer NOT NULL, "contents" text NOT NULL, "id" SERIAL NOT NULL, CONSTRAINT "PK_15d25c200d9bcd8a33f698daf18" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_f494ce6746b91e9ec9562af485" ON "invoice" ("orderId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_925aa26ea12c28a6adb614445e" ON "invoice" ("customerId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_d7bed97fb47876e03fd7d7c285" ON "invoice" ("invoiceNumber") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_226ec4fb35f345174de23b79b5" ON "invoice" ("year", "sequence") `, undefined);
        await queryRunner.query(`CREATE TABLE "invoice_sequence" ("year" integer NOT NULL, "last" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_226ec4fb35f345174de23b79b5d" PRIMARY KEY ("year"))`, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsEpstatus" character varying(255)`, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsEpevents" text`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsEpevents"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsEpstatus"`, undefined);
        await queryRunner.query(`DROP TABLE "invoice_sequence"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_226ec4fb35f345174de23b79b5"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_d7bed97fb47876e03fd7d7c285"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_925aa26ea12c28a6adb614445e"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_f494ce6746b91e9ec9562af485"`, undefined);
        await queryRunner.query(`DROP TABLE "invoice"`, undefined);
   }

}
