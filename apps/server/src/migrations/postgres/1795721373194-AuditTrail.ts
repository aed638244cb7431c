import {MigrationInterface, QueryRunner} from "typeorm";

export class AuditTrail1795721373194 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "audit_entry" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "administratorId" integer, "identifier" character varying(255) NOT NULL, "operation" character varying(100) NOT NULL, "area" character varying(32) NOT NULL, "entityType" character varying(64), "entityId" character varying(64), "summary" text NOT NULL, "id" SERIAL NOT NULL, CONSTRAINT "PK_58a130a4b9da189f46ba2a01801" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_a9ea2b425538bac6204ed93582" ON "audit_entry" ("administratorId", "createdAt") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_897720ef3abc5d44f05d4a0297" ON "audit_entry" ("area", "createdAt") `, undefined);
        // Append-only (docs/audit.md): the database itself refuses to change or remove an entry.
        await queryRunner.query(`CREATE FUNCTION "audit_entry_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit_entry is append-only'; END $$`, undefined);
        await queryRunner.query(`CREATE TRIGGER "audit_entry_append_only" BEFORE UPDATE OR DELETE ON "audit_entry" FOR EACH ROW EXECUTE FUNCTION "audit_entry_append_only"()`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP TRIGGER "audit_entry_append_only" ON "audit_entry"`, undefined);
        await queryRunner.query(`DROP FUNCTION "audit_entry_append_only"()`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_897720ef3abc5d44f05d4a0297"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_a9ea2b425538bac6204ed93582"`, undefined);
        await queryRunner.query(`DROP TABLE "audit_entry"`, undefined);
   }

}
