import {MigrationInterface, QueryRunner} from "typeorm";

export class SecurityLimits1795444723515 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "guest_order_session" ("orderId" varchar(64) PRIMARY KEY NOT NULL, "sessionId" varchar(64) NOT NULL)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_52fd55cba653d3f6f4463a7afe" ON "guest_order_session" ("sessionId") `, undefined);
        await queryRunner.query(`CREATE TABLE "rate_limit" ("policy" varchar(64) NOT NULL, "key" varchar(64) NOT NULL, "hits" integer NOT NULL, "windowEndsAt" bigint NOT NULL, "blockedUntil" bigint NOT NULL, "lastAllowed" integer NOT NULL, PRIMARY KEY ("policy", "key"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_6117d43fb15bbf73949d4c9dfb" ON "rate_limit" ("blockedUntil") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_6117d43fb15bbf73949d4c9dfb"`, undefined);
        await queryRunner.query(`DROP TABLE "rate_limit"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_52fd55cba653d3f6f4463a7afe"`, undefined);
        await queryRunner.query(`DROP TABLE "guest_order_session"`, undefined);
   }

}
