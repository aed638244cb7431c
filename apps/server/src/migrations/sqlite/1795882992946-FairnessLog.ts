import {MigrationInterface, QueryRunner} from "typeorm";

export class FairnessLog1795882992946 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "fairness_log_entry" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "position" integer NOT NULL, "kind" varchar(32) NOT NULL, "subject" varchar(80) NOT NULL, "body" text NOT NULL, "leafHash" varchar(64) NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_da9a76d3bbaeef58092876ee48" ON "fairness_log_entry" ("subject", "kind") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_c1bdd277ef624e25a54802532e" ON "fairness_log_entry" ("position") `, undefined);
        // Append-only (docs/fairness.md#the-fairness-log): the database itself refuses to change or remove an entry.
        await queryRunner.query(`CREATE TRIGGER "fairness_log_entry_no_update" BEFORE UPDATE ON "fairness_log_entry" BEGIN SELECT RAISE(ABORT, 'fairness_log_entry is append-only'); END`, undefined);
        await queryRunner.query(`CREATE TRIGGER "fairness_log_entry_no_delete" BEFORE DELETE ON "fairness_log_entry" BEGIN SELECT RAISE(ABORT, 'fairness_log_entry is append-only'); END`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP TRIGGER "fairness_log_entry_no_delete"`, undefined);
        await queryRunner.query(`DROP TRIGGER "fairness_log_entry_no_update"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_c1bdd277ef624e25a54802532e"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_da9a76d3bbaeef58092876ee48"`, undefined);
        await queryRunner.query(`DROP TABLE "fairness_log_entry"`, undefined);
   }

}
