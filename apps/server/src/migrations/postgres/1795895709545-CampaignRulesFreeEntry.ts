import {MigrationInterface, QueryRunner} from "typeorm";

export class CampaignRulesFreeEntry1795895709545 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "free_entry" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "campaignId" integer NOT NULL, "customerId" integer NOT NULL, "codeId" integer NOT NULL, CONSTRAINT "PK_e8c8f47d8b087b76af1139cc988" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_f09dd00bc3eb4ce9a29788edc6" ON "free_entry" ("codeId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_278398bdea04f9d3ae75fffed4" ON "free_entry" ("campaignId", "customerId") `, undefined);
        await queryRunner.query(`ALTER TABLE "campaign" ADD "rules" text`, undefined);
        await queryRunner.query(`ALTER TABLE "free_entry" ADD CONSTRAINT "FK_cab9cd9f960662d482ebd253ffb" FOREIGN KEY ("campaignId") REFERENCES "campaign"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "free_entry" ADD CONSTRAINT "FK_8f7eae89a2d54377c41dfef0d05" FOREIGN KEY ("customerId") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "free_entry" ADD CONSTRAINT "FK_f09dd00bc3eb4ce9a29788edc67" FOREIGN KEY ("codeId") REFERENCES "redemption_code"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "free_entry" DROP CONSTRAINT "FK_f09dd00bc3eb4ce9a29788edc67"`, undefined);
        await queryRunner.query(`ALTER TABLE "free_entry" DROP CONSTRAINT "FK_8f7eae89a2d54377c41dfef0d05"`, undefined);
        await queryRunner.query(`ALTER TABLE "free_entry" DROP CONSTRAINT "FK_cab9cd9f960662d482ebd253ffb"`, undefined);
        await queryRunner.query(`ALTER TABLE "campaign" DROP COLUMN "rules"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_278398bdea04f9d3ae75fffed4"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_f09dd00bc3eb4ce9a29788edc6"`, undefined);
        await queryRunner.query(`DROP TABLE "free_entry"`, undefined);
   }

}
