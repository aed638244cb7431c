import {MigrationInterface, QueryRunner} from "typeorm";

export class BeaconRounds1795894952035 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "beacon_round" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "chainHash" varchar(64) NOT NULL, "round" integer NOT NULL, "signature" varchar(96) NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_22e1040a416d5eb0a1e1a800a3" ON "beacon_round" ("chainHash", "round") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_22e1040a416d5eb0a1e1a800a3"`, undefined);
        await queryRunner.query(`DROP TABLE "beacon_round"`, undefined);
   }

}
