import {MigrationInterface, QueryRunner} from "typeorm";

export class AccountsOtp1795457321283 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "sms_outbox" ("id" SERIAL NOT NULL, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), "phone" character varying(20) NOT NULL, "text" character varying(500) NOT NULL, CONSTRAINT "PK_8b64347e4647de6ac287b2ed834" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_2b4d15a4a74bc2aad7f0afcef7" ON "sms_outbox" ("phone") `, undefined);
        await queryRunner.query(`CREATE TABLE "otp_code" ("id" SERIAL NOT NULL, "phone" character varying(20) NOT NULL, "purpose" character varying(20) NOT NULL, "codeHash" character varying(64) NOT NULL, "salt" character varying(32) NOT NULL, "attempts" integer NOT NULL, "sentAt" bigint NOT NULL, "expiresAt" bigint NOT NULL, "verifiedAt" bigint, "customerId" integer, CONSTRAINT "PK_c2c773c7da0f03da4a23c4066a7" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_63536092c3c61d0f43b06bec10" ON "otp_code" ("expiresAt") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_6112ceec9bb9e6a32aab5bf5fa" ON "otp_code" ("phone", "purpose") `, undefined);
        await queryRunner.query(`ALTER TABLE "customer" ADD "customFieldsAvatarid" integer`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" ADD "customFieldsDisplayname" character varying(40)`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" ADD "customFieldsLang" character varying(8)`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" ADD "customFieldsGovid" character varying(32)`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" ADD "customFieldsUsername" character varying(30)`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" ADD CONSTRAINT "UQ_fa75e4134767bc6455afd80195a" UNIQUE ("customFieldsUsername")`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" ADD "customFieldsVerifiedhp" character varying(20)`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" ADD CONSTRAINT "UQ_3c73b48d59c96628b52f63caff6" UNIQUE ("customFieldsVerifiedhp")`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" ADD CONSTRAINT "FK_f448a72a2326b03b66d9df059fe" FOREIGN KEY ("customFieldsAvatarid") REFERENCES "asset"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "customer" DROP CONSTRAINT "FK_f448a72a2326b03b66d9df059fe"`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" DROP CONSTRAINT "UQ_3c73b48d59c96628b52f63caff6"`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" DROP COLUMN "customFieldsVerifiedhp"`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" DROP CONSTRAINT "UQ_fa75e4134767bc6455afd80195a"`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" DROP COLUMN "customFieldsUsername"`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" DROP COLUMN "customFieldsGovid"`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" DROP COLUMN "customFieldsLang"`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" DROP COLUMN "customFieldsDisplayname"`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" DROP COLUMN "customFieldsAvatarid"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_6112ceec9bb9e6a32aab5bf5fa"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_63536092c3c61d0f43b06bec10"`, undefined);
        await queryRunner.query(`DROP TABLE "otp_code"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_2b4d15a4a74bc2aad7f0afcef7"`, undefined);
        await queryRunner.query(`DROP TABLE "sms_outbox"`, undefined);
   }

}
