import {MigrationInterface, QueryRunner} from "typeorm";

export class ClientSeeds1795470233115 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "blind_box" ADD "clientSeed" character varying(255)`, undefined);
        await queryRunner.query(`ALTER TABLE "blind_box" ADD "clientSeedSource" character varying(16)`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "blind_box" DROP COLUMN "clientSeedSource"`, undefined);
        await queryRunner.query(`ALTER TABLE "blind_box" DROP COLUMN "clientSeed"`, undefined);
   }

}
