import {MigrationInterface, QueryRunner} from "typeorm";

export class BeaconRounds1795894955525 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "beacon_round" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "chainHash" character varying(64) NOT NULL, "round" integer NOT NULL, "signature" character varying(96) NOT NULL, "id" SERIAL NOT NULL, CONSTRAINT "PK_1e713b4dabfdcb38a081c1607cc" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_22e1040a416d5eb0a1e1a800a3" ON "beacon_round" ("chainHash", "round") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "public"."IDX_22e1040a416d5eb0a1e1a800a3"`, undefined);
        await queryRunner.query(`DROP TABLE "beacon_round"`, undefined);
   }

}
