import {MigrationInterface, QueryRunner} from "typeorm";

export class BlindBoxTerms1795471592939 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "blind_box_terms" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "videoUrl" character varying(500), "id" SERIAL NOT NULL, "campaignId" integer NOT NULL, CONSTRAINT "PK_2d25c243145f339d4ac01f3c1c0" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_67e60608ea4b72bdbc0bacb4f6" ON "blind_box_terms" ("campaignId") `, undefined);
        await queryRunner.query(`CREATE TABLE "blind_box_terms_translation" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "languageCode" character varying NOT NULL, "tnc" text NOT NULL DEFAULT '', "id" SERIAL NOT NULL, "baseId" integer, CONSTRAINT "PK_53c1203ce59f80b6f73e650d6ee" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_1475b88744d34d6756e8a8b134" ON "blind_box_terms_translation" ("baseId") `, undefined);
        await queryRunner.query(`ALTER TABLE "blind_box_terms" ADD CONSTRAINT "FK_67e60608ea4b72bdbc0bacb4f68" FOREIGN KEY ("campaignId") REFERENCES "campaign"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "blind_box_terms_translation" ADD CONSTRAINT "FK_1475b88744d34d6756e8a8b1345" FOREIGN KEY ("baseId") REFERENCES "blind_box_terms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "blind_box_terms_translation" DROP CONSTRAINT "FK_1475b88744d34d6756e8a8b1345"`, undefined);
        await queryRunner.query(`ALTER TABLE "blind_box_terms" DROP CONSTRAINT "FK_67e60608ea4b72bdbc0bacb4f68"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_1475b88744d34d6756e8a8b134"`, undefined);
        await queryRunner.query(`DROP TABLE "blind_box_terms_translation"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_67e60608ea4b72bdbc0bacb4f6"`, undefined);
        await queryRunner.query(`DROP TABLE "blind_box_terms"`, undefined);
   }

}
