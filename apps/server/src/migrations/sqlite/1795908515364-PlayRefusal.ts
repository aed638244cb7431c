import {MigrationInterface, QueryRunner} from "typeorm";

export class PlayRefusal1795908515364 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "play_refusal" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "campaignId" integer NOT NULL, "customerId" integer NOT NULL, "reason" varchar(8) NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_34ecd0e735208654faf97e3a5c" ON "play_refusal" ("campaignId", "customerId", "reason") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_34ecd0e735208654faf97e3a5c"`, undefined);
        await queryRunner.query(`DROP TABLE "play_refusal"`, undefined);
   }

}
