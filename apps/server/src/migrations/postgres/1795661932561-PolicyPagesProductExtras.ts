import {MigrationInterface, QueryRunner} from "typeorm";

export class PolicyPagesProductExtras1795661932561 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "policy_page" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "slug" character varying(64) NOT NULL, "title" text NOT NULL, "body" text NOT NULL, "id" SERIAL NOT NULL, CONSTRAINT "PK_aa5825e51a91990c33db086cfa8" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_3a58f8e3fcf5b4dfd4ac839416" ON "policy_page" ("slug") `, undefined);
        await queryRunner.query(`ALTER TABLE "collection" ADD "customFieldsShortid" character varying(32)`, undefined);
        await queryRunner.query(`ALTER TABLE "collection" ADD CONSTRAINT "UQ_6e7d4d3d81b5cb6067f498d09d6" UNIQUE ("customFieldsShortid")`, undefined);
        await queryRunner.query(`ALTER TABLE "product" ADD "customFieldsSizeimgid" integer`, undefined);
        await queryRunner.query(`ALTER TABLE "product" ADD "customFieldsVideourl" character varying(500)`, undefined);
        await queryRunner.query(`ALTER TABLE "product" ADD CONSTRAINT "FK_61f8a4ae7aedb9d4c686fa89580" FOREIGN KEY ("customFieldsSizeimgid") REFERENCES "asset"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "product" DROP CONSTRAINT "FK_61f8a4ae7aedb9d4c686fa89580"`, undefined);
        await queryRunner.query(`ALTER TABLE "product" DROP COLUMN "customFieldsVideourl"`, undefined);
        await queryRunner.query(`ALTER TABLE "product" DROP COLUMN "customFieldsSizeimgid"`, undefined);
        await queryRunner.query(`ALTER TABLE "collection" DROP CONSTRAINT "UQ_6e7d4d3d81b5cb6067f498d09d6"`, undefined);
        await queryRunner.query(`ALTER TABLE "collection" DROP COLUMN "customFieldsShortid"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_3a58f8e3fcf5b4dfd4ac839416"`, undefined);
        await queryRunner.query(`DROP TABLE "policy_page"`, undefined);
   }

}
