import {MigrationInterface, QueryRunner} from "typeorm";

export class SupportDesk1795733309601 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "notification_send" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "tag" character varying(64) NOT NULL, "title" text NOT NULL, "audience" character varying(20) NOT NULL, "recipients" integer NOT NULL, "id" SERIAL NOT NULL, "campaignId" integer, CONSTRAINT "PK_2d3ea4b2df23bf8a6fc53d0887f" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_a639eab5f7d8e72d26921434b0" ON "notification_send" ("tag") `, undefined);
        await queryRunner.query(`ALTER TABLE "won_prize" ADD "remindedAt" TIMESTAMP`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "won_prize" DROP COLUMN "remindedAt"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_a639eab5f7d8e72d26921434b0"`, undefined);
        await queryRunner.query(`DROP TABLE "notification_send"`, undefined);
   }

}
