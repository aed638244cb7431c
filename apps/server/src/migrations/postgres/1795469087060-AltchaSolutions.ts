import {MigrationInterface, QueryRunner} from "typeorm";

export class AltchaSolutions1795469087060 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "altcha_solution" ("id" SERIAL NOT NULL, "challengeId" character varying(100) NOT NULL, "expiresAt" bigint NOT NULL, CONSTRAINT "PK_64a80cd8e154d26c845d7f0bc2e" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_7babd1a0158cd9e611ee3ba903" ON "altcha_solution" ("challengeId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_8523a74d0257a5e3b356ba9fe2" ON "altcha_solution" ("expiresAt") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "public"."IDX_8523a74d0257a5e3b356ba9fe2"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_7babd1a0158cd9e611ee3ba903"`, undefined);
        await queryRunner.query(`DROP TABLE "altcha_solution"`, undefined);
   }

}
