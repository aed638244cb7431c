import {MigrationInterface, QueryRunner} from "typeorm";

export class Engagement1795422566750 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "notification" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "tag" character varying(64) NOT NULL, "title" text NOT NULL, "msg" text NOT NULL, "imgUrl" character varying(1024), "actionTyp" character varying(3) NOT NULL DEFAULT 'NON', "actionVal" character varying(1024), "metaData" text, "isRead" boolean NOT NULL DEFAULT false, "id" SERIAL NOT NULL, "customerId" integer NOT NULL, CONSTRAINT "PK_705b6c7cdf9b2c2ff7ac7872cb7" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_6b017d78361d99f5505545f6de" ON "notification" ("customerId") `, undefined);
        await queryRunner.query(`CREATE TABLE "won_prize" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "isATC" boolean NOT NULL DEFAULT false, "isRedeemed" boolean NOT NULL DEFAULT false, "id" SERIAL NOT NULL, "customerId" integer NOT NULL, "campaignId" integer NOT NULL, "ticketId" integer, "prizeId" integer, CONSTRAINT "PK_eaefea3849a083d48e142bea07a" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_325ce1d14a2b0716334e8a55e3" ON "won_prize" ("customerId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_f451d75af5c63dc6153c86f9d6" ON "won_prize" ("campaignId", "ticketId") `, undefined);
        await queryRunner.query(`ALTER TABLE "notification" ADD CONSTRAINT "FK_6b017d78361d99f5505545f6de4" FOREIGN KEY ("customerId") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "won_prize" ADD CONSTRAINT "FK_325ce1d14a2b0716334e8a55e33" FOREIGN KEY ("customerId") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "won_prize" ADD CONSTRAINT "FK_ca8a5f4457b8a9b9004767656b8" FOREIGN KEY ("campaignId") REFERENCES "campaign"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "won_prize" ADD CONSTRAINT "FK_1f6cdd277c36dbd3ba280bf755f" FOREIGN KEY ("ticketId") REFERENCES "ticket"("id") ON DELETE SET NULL ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "won_prize" ADD CONSTRAINT "FK_0b875d260d52486af560032a6f3" FOREIGN KEY ("prizeId") REFERENCES "product"("id") ON DELETE SET NULL ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "won_prize" DROP CONSTRAINT "FK_0b875d260d52486af560032a6f3"`, undefined);
        await queryRunner.query(`ALTER TABLE "won_prize" DROP CONSTRAINT "FK_1f6cdd277c36dbd3ba280bf755f"`, undefined);
        await queryRunner.query(`ALTER TABLE "won_prize" DROP CONSTRAINT "FK_ca8a5f4457b8a9b9004767656b8"`, undefined);
        await queryRunner.query(`ALTER TABLE "won_prize" DROP CONSTRAINT "FK_325ce1d14a2b0716334e8a55e33"`, undefined);
        await queryRunner.query(`ALTER TABLE "notification" DROP CONSTRAINT "FK_6b017d78361d99f5505545f6de4"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_f451d75af5c63dc6153c86f9d6"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_325ce1d14a2b0716334e8a55e3"`, undefined);
        await queryRunner.query(`DROP TABLE "won_prize"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_6b017d78361d99f5505545f6de"`, undefined);
        await queryRunner.query(`DROP TABLE "notification"`, undefined);
   }

}
