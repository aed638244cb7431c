import {MigrationInterface, QueryRunner} from "typeorm";

export class PushDevices1795661976632 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "push_device" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "token" character varying(1024) NOT NULL, "platform" character varying(16), "languageCode" character varying(8), "lastSeenAt" TIMESTAMP NOT NULL, "id" SERIAL NOT NULL, "customerId" integer NOT NULL, CONSTRAINT "PK_acee13f84095c042166971daf94" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_e698041a6bdbd7f3fa6a143c4a" ON "push_device" ("customerId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_fae99532d30fbf1774f4df0dd2" ON "push_device" ("token") `, undefined);
        await queryRunner.query(`ALTER TABLE "push_device" ADD CONSTRAINT "FK_e698041a6bdbd7f3fa6a143c4a9" FOREIGN KEY ("customerId") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "push_device" DROP CONSTRAINT "FK_e698041a6bdbd7f3fa6a143c4a9"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_fae99532d30fbf1774f4df0dd2"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_e698041a6bdbd7f3fa6a143c4a"`, undefined);
        await queryRunner.query(`DROP TABLE "push_device"`, undefined);
   }

}
