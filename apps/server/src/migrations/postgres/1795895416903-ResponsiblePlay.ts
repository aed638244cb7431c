import {MigrationInterface, QueryRunner} from "typeorm";

export class ResponsiblePlay1795895416903 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "play_settings" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "dailyLimit" integer, "weeklyLimit" integer, "monthlyLimit" integer, "pendingLimits" text, "pendingFrom" TIMESTAMP, "excludedUntil" TIMESTAMP, "excludedBy" character varying(8), "exclusionNote" character varying(200), "checkouts" integer NOT NULL DEFAULT '0', "id" SERIAL NOT NULL, "customerId" integer NOT NULL, CONSTRAINT "PK_b03d003f5ad7c81946f32c82f40" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_354f3d01641eb82a2146ed9579" ON "play_settings" ("customerId") `, undefined);
        await queryRunner.query(`CREATE TABLE "play_spend" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "orderId" integer NOT NULL, "customerId" integer NOT NULL, "amount" integer NOT NULL, "status" character varying(8) NOT NULL, "at" TIMESTAMP NOT NULL, "id" SERIAL NOT NULL, CONSTRAINT "PK_172b762cc4c46764f35524f2ef2" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_32198b8544a942b6ceab8f0556" ON "play_spend" ("orderId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_79a1f030c874ca79800f109410" ON "play_spend" ("customerId", "at") `, undefined);
        await queryRunner.query(`ALTER TABLE "customer" ADD "customFieldsDateofbirth" character varying(10)`, undefined);
        await queryRunner.query(`ALTER TABLE "play_settings" ADD CONSTRAINT "FK_354f3d01641eb82a2146ed95797" FOREIGN KEY ("customerId") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "play_settings" DROP CONSTRAINT "FK_354f3d01641eb82a2146ed95797"`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" DROP COLUMN "customFieldsDateofbirth"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_79a1f030c874ca79800f109410"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_32198b8544a942b6ceab8f0556"`, undefined);
        await queryRunner.query(`DROP TABLE "play_spend"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_354f3d01641eb82a2146ed9579"`, undefined);
        await queryRunner.query(`DROP TABLE "play_settings"`, undefined);
   }

}
