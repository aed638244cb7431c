import {MigrationInterface, QueryRunner} from "typeorm";

export class AuditTrail1795721363546 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "audit_entry" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "administratorId" integer, "identifier" varchar(255) NOT NULL, "operation" varchar(100) NOT NULL, "area" varchar(32) NOT NULL, "entityType" varchar(64), "entityId" varchar(64), "summary" text NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_a9ea2b425538bac6204ed93582" ON "audit_entry" ("administratorId", "createdAt") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_897720ef3abc5d44f05d4a0297" ON "audit_entry" ("area", "createdAt") `, undefined);
        // Append-only (docs/audit.md): the database itself refuses to change or remove an entry.
        await queryRunner.query(`CREATE TRIGGER "audit_entry_no_update" BEFORE UPDATE ON "audit_entry" BEGIN SELECT RAISE(ABORT, 'audit_entry is append-only'); END`, undefined);
        await queryRunner.query(`CREATE TRIGGER "audit_entry_no_delete" BEFORE DELETE ON "audit_entry" BEGIN SELECT RAISE(ABORT, 'audit_entry is append-only'); END`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP TRIGGER "audit_entry_no_delete"`, undefined);
        await queryRunner.query(`DROP TRIGGER "audit_entry_no_update"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_897720ef3abc5d44f05d4a0297"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_a9ea2b425538bac6204ed93582"`, undefined);
        await queryRunner.query(`DROP TABLE "audit_entry"`, undefined);
   }

}
