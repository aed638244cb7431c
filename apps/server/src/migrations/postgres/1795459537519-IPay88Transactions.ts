import {MigrationInterface, QueryRunner} from "typeorm";

export class IPay88Transactions1795459537519 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "ipay88_transaction" ("transId" character varying(64) NOT NULL, "orderCode" character varying(64) NOT NULL, "status" character varying(4) NOT NULL, "amount" integer NOT NULL, "handled" boolean NOT NULL DEFAULT false, "createdAt" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_d1df744305d8d7fa0c0120ac6b8" PRIMARY KEY ("transId"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_960e0aa8ea9b3f857ce2864feb" ON "ipay88_transaction" ("orderCode") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "public"."IDX_960e0aa8ea9b3f857ce2864feb"`, undefined);
        await queryRunner.query(`DROP TABLE "ipay88_transaction"`, undefined);
   }

}
