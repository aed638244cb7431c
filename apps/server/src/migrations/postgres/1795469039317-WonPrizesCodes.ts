import {MigrationInterface, QueryRunner} from "typeorm";

export class WonPrizesCodes1795469039317 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "redemption_code" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "code" character varying(32) NOT NULL, "batch" character varying(80) NOT NULL, "kind" character varying(8) NOT NULL, "grantType" character varying(8) NOT NULL, "quantity" integer NOT NULL DEFAULT '1', "redeemedAt" TIMESTAMP, "granted" text, "id" SERIAL NOT NULL, "campaignId" integer NOT NULL, "prizeId" integer, "redeemedById" integer, CONSTRAINT "PK_443cfed664376c917994098fc06" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_e4d455dc81b76a4cd4e274bcaa" ON "redemption_code" ("code") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_e1088f874da6b6f44599d31ee9" ON "redemption_code" ("redeemedById") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_40833d64b3ff6c724ba7f61492" ON "redemption_code" ("batch") `, undefined);
        await queryRunner.query(`ALTER TABLE "won_prize" ADD "pType" character varying(10) NOT NULL DEFAULT 'PHYSICAL'`, undefined);
        await queryRunner.query(`ALTER TABLE "won_prize" ADD "blindBoxId" integer`, undefined);
        await queryRunner.query(`ALTER TABLE "won_prize" ADD "atcOrderId" integer`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_6a772b9c6102ed98f93d4aea1f" ON "won_prize" ("blindBoxId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_7094436f4eca39e74ec32537cc" ON "won_prize" ("atcOrderId") `, undefined);
        await queryRunner.query(`ALTER TABLE "redemption_code" ADD CONSTRAINT "FK_e45f59f961dc434bc411ed0fabb" FOREIGN KEY ("campaignId") REFERENCES "campaign"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "redemption_code" ADD CONSTRAINT "FK_bf0267efa01d157639a0cd5d943" FOREIGN KEY ("prizeId") REFERENCES "product"("id") ON DELETE SET NULL ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "redemption_code" ADD CONSTRAINT "FK_e1088f874da6b6f44599d31ee9d" FOREIGN KEY ("redeemedById") REFERENCES "customer"("id") ON DELETE SET NULL ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "won_prize" ADD CONSTRAINT "FK_6a772b9c6102ed98f93d4aea1f5" FOREIGN KEY ("blindBoxId") REFERENCES "blind_box"("id") ON DELETE SET NULL ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "won_prize" DROP CONSTRAINT "FK_6a772b9c6102ed98f93d4aea1f5"`, undefined);
        await queryRunner.query(`ALTER TABLE "redemption_code" DROP CONSTRAINT "FK_e1088f874da6b6f44599d31ee9d"`, undefined);
        await queryRunner.query(`ALTER TABLE "redemption_code" DROP CONSTRAINT "FK_bf0267efa01d157639a0cd5d943"`, undefined);
        await queryRunner.query(`ALTER TABLE "redemption_code" DROP CONSTRAINT "FK_e45f59f961dc434bc411ed0fabb"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_7094436f4eca39e74ec32537cc"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_6a772b9c6102ed98f93d4aea1f"`, undefined);
        await queryRunner.query(`ALTER TABLE "won_prize" DROP COLUMN "atcOrderId"`, undefined);
        await queryRunner.query(`ALTER TABLE "won_prize" DROP COLUMN "blindBoxId"`, undefined);
        await queryRunner.query(`ALTER TABLE "won_prize" DROP COLUMN "pType"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_40833d64b3ff6c724ba7f61492"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_e1088f874da6b6f44599d31ee9"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_e4d455dc81b76a4cd4e274bcaa"`, undefined);
        await queryRunner.query(`DROP TABLE "redemption_code"`, undefined);
   }

}
