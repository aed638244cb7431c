import {MigrationInterface, QueryRunner} from "typeorm";

export class EInvoices1795909022294 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "einvoice_document" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "number" character varying(50) NOT NULL, "kind" character varying(16) NOT NULL, "typeCode" character varying(2) NOT NULL, "orderId" integer, "refundId" integer, "month" character varying(7) NOT NULL, "referenceNumber" character varying(50), "status" character varying(16) NOT NULL DEFAULT 'PENDING', "total" integer NOT NULL, "document" text, "model" text NOT NULL, "submissionUid" character varying(64), "uuid" character varying(64), "longId" character varying(128), "errors" text, "attempts" integer NOT NULL DEFAULT '0', "nextAttemptAt" bigint, "claimedUntil" bigint, "submittedAt" TIMESTAMP, "validatedAt" TIMESTAMP, "cancelledAt" TIMESTAMP, "id" SERIAL NOT NULL, CONSTRAINT "PK_47e7c870d78ee7153d7b1a680b7" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_483b56f5199b444ee213236bf3" ON "einvoice_document" ("number") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_583e58e97128865b70410ccbeb" ON "einvoice_document" ("typeCode") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_24317993da4871cb6d48082917" ON "einvoice_document" ("orderId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_5c73488fa093d68ed3f492a88a" ON "einvoice_document" ("refundId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_2525a98ac36211748400c1c754" ON "einvoice_document" ("month") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_9e6ddd50b4d41297519c90ab7f" ON "einvoice_document" ("status") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_cd473b018976c6820eeb14251c" ON "einvoice_document" ("uuid") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_59d224aa71be6f47a2bcf21abc" ON "einvoice_document" ("status", "nextAttemptAt") `, undefined);
        await queryRunner.query(`CREATE TABLE "einvoice_buyer" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "customerId" integer NOT NULL, "tin" character varying(20) NOT NULL, "idType" character varying(10) NOT NULL, "idNumber" character varying(30) NOT NULL, "name" character varying(200) NOT NULL, "id" SERIAL NOT NULL, CONSTRAINT "PK_c70b4caa1108219ca16aaf6eb16" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_35e6c852df31115365d9f747e0" ON "einvoice_buyer" ("customerId") `, undefined);
        await queryRunner.query(`CREATE TABLE "einvoice_order_request" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "orderId" integer NOT NULL, "customerId" integer NOT NULL, "tin" character varying(20) NOT NULL, "idType" character varying(10) NOT NULL, "idNumber" character varying(30) NOT NULL, "name" character varying(200) NOT NULL, "id" SERIAL NOT NULL, CONSTRAINT "PK_68d84b0b060b16aa8181f025f04" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_d78daef6bc47e73e681120d894" ON "einvoice_order_request" ("orderId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_b865fc0afd60830ae501dabd82" ON "einvoice_order_request" ("customerId") `, undefined);
        await queryRunner.query(`CREATE TABLE "myinvois_sim_document" ("uuid" character varying(64) NOT NULL, "submissionUid" character varying(64) NOT NULL, "codeNumber" character varying(50) NOT NULL, "typeCode" character varying(2) NOT NULL, "receiverTin" character varying(20) NOT NULL, "status" character varying(16) NOT NULL, "longId" character varying(128), "errors" text, "totalPayable" character varying(20) NOT NULL, "submissions" integer NOT NULL DEFAULT '1', "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "validatedAt" TIMESTAMP, "cancelledAt" TIMESTAMP, CONSTRAINT "PK_46121b947f1aa84c0001c51ce6f" PRIMARY KEY ("uuid"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_8693b42026ed48b36c0d26fc46" ON "myinvois_sim_document" ("submissionUid") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_ac0a0e093017b6b0d3f74f2e7f" ON "myinvois_sim_document" ("codeNumber") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "public"."IDX_ac0a0e093017b6b0d3f74f2e7f"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_8693b42026ed48b36c0d26fc46"`, undefined);
        await queryRunner.query(`DROP TABLE "myinvois_sim_document"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_b865fc0afd60830ae501dabd82"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_d78daef6bc47e73e681120d894"`, undefined);
        await queryRunner.query(`DROP TABLE "einvoice_order_request"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_35e6c852df31115365d9f747e0"`, undefined);
        await queryRunner.query(`DROP TABLE "einvoice_buyer"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_59d224aa71be6f47a2bcf21abc"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_cd473b018976c6820eeb14251c"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_9e6ddd50b4d41297519c90ab7f"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_2525a98ac36211748400c1c754"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_5c73488fa093d68ed3f492a88a"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_24317993da4871cb6d48082917"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_583e58e97128865b70410ccbeb"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_483b56f5199b444ee213236bf3"`, undefined);
        await queryRunner.query(`DROP TABLE "einvoice_document"`, undefined);
   }

}
