import {MigrationInterface, QueryRunner} from "typeorm";

export class FairnessLog1795882995929 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "fairness_log_entry" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "position" integer NOT NULL, "kind" character varying(32) NOT NULL, "subject" character varying(80) NOT NULL, "body" text NOT NULL, "leafHash" character varying(64) NOT NULL, "id" SERIAL NOT NULL, CONSTRAINT "PK_617190a5340319d3de228321ff6" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_da9a76d3bbaeef58092876ee48" ON "fairness_log_entry" ("subject", "kind") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_c1bdd277ef624e25a54802532e" ON "fairness_log_entry" ("position") `, undefined);
        // Append-only (docs/fairness.md#the-fairness-log): the database itself refuses to change or remove an entry.
        await queryRunner.query(`CREATE FUNCTION "fairness_log_entry_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'fairness_log_entry is append-only'; END $$`, undefined);
        await queryRunner.query(`CREATE TRIGGER "fairness_log_entry_append_only" BEFORE UPDATE OR DELETE ON "fairness_log_entry" FOR EACH ROW EXECUTE FUNCTION "fairness_log_entry_append_only"()`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP TRIGGER "fairness_log_entry_append_only" ON "fairness_log_entry"`, undefined);
        await queryRunner.query(`DROP FUNCTION "fairness_log_entry_append_only"()`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_c1bdd277ef624e25a54802532e"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_da9a76d3bbaeef58092876ee48"`, undefined);
        await queryRunner.query(`DROP TABLE "fairness_log_entry"`, undefined);
   }

}
