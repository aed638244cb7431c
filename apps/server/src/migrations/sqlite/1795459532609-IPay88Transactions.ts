import {MigrationInterface, QueryRunner} from "typeorm";

export class IPay88Transactions1795459532609 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "ipay88_transaction" ("transId" varchar(64) PRIMARY KEY NOT NULL, "orderCode" varchar(64) NOT NULL, "status" varchar(4) NOT NULL, "amount" integer NOT NULL, "handled" boolean NOT NULL DEFAULT (0), "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_960e0aa8ea9b3f857ce2864feb" ON "ipay88_transaction" ("orderCode") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_960e0aa8ea9b3f857ce2864feb"`, undefined);
        await queryRunner.query(`DROP TABLE "ipay88_transaction"`, undefined);
   }

}
