import {MigrationInterface, QueryRunner} from "typeorm";

export class MarketingItems1795661873778 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "marketing_item" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "kind" character varying(8) NOT NULL, "actionTyp" character varying(3) NOT NULL DEFAULT 'NON', "actionVal" character varying(1024), "startsAt" TIMESTAMP, "endsAt" TIMESTAMP, "position" integer NOT NULL DEFAULT '0', "enabled" boolean NOT NULL DEFAULT true, "id" SERIAL NOT NULL, "assetId" integer NOT NULL, CONSTRAINT "PK_02a6fc9fcc00ea162a7ad23c278" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_1614625d205a800a54b8bac2f5" ON "marketing_item" ("kind", "enabled", "position") `, undefined);
        await queryRunner.query(`CREATE TABLE "marketing_item_translation" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "languageCode" character varying NOT NULL, "title" character varying(200) NOT NULL, "id" SERIAL NOT NULL, "baseId" integer, CONSTRAINT "PK_896cba8fe039f4de13305a4c4ca" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_d81a9585e839a3502fa022e7d8" ON "marketing_item_translation" ("baseId") `, undefined);
        await queryRunner.query(`ALTER TABLE "marketing_item" ADD CONSTRAINT "FK_bdfdad4eb2621e37050b095daca" FOREIGN KEY ("assetId") REFERENCES "asset"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "marketing_item_translation" ADD CONSTRAINT "FK_d81a9585e839a3502fa022e7d8e" FOREIGN KEY ("baseId") REFERENCES "marketing_item"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "marketing_item_translation" DROP CONSTRAINT "FK_d81a9585e839a3502fa022e7d8e"`, undefined);
        await queryRunner.query(`ALTER TABLE "marketing_item" DROP CONSTRAINT "FK_bdfdad4eb2621e37050b095daca"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_d81a9585e839a3502fa022e7d8"`, undefined);
        await queryRunner.query(`DROP TABLE "marketing_item_translation"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_1614625d205a800a54b8bac2f5"`, undefined);
        await queryRunner.query(`DROP TABLE "marketing_item"`, undefined);
   }

}
