import {MigrationInterface, QueryRunner} from "typeorm";

export class PlayRefusal1795908522353 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "play_refusal" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "campaignId" integer NOT NULL, "customerId" integer NOT NULL, "reason" character varying(8) NOT NULL, "id" SERIAL NOT NULL, CONSTRAINT "PK_a585ea402ee2d3fd7d743b864ba" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_34ecd0e735208654faf97e3a5c" ON "play_refusal" ("campaignId", "customerId", "reason") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "public"."IDX_34ecd0e735208654faf97e3a5c"`, undefined);
        await queryRunner.query(`DROP TABLE "play_refusal"`, undefined);
   }

}
