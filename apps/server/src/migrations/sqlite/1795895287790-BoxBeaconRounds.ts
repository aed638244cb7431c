import {MigrationInterface, QueryRunner} from "typeorm";

/**
 * Box outcomes also take the beacon round fixed when the opening is claimed (docs/fairness.md#blind-boxes):
 * the scheme, claim time, round, chain and round signature of each opening. Hand-edited: boxes opened
 * before keep their rule, vrf-v1 (a word from the VRF output alone), and say so.
 */
export class BoxBeaconRounds1795895287790 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_c80b82fc2df01cc880189af36c"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_9948b6b0e1e11af924aeeb095e"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_4fd6eb3864d3a29cf3e92107db"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_4c11553172cf0d9ec9a3dca57d"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_7d6daebb2501b6b92b2f201aa7"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_blind_box" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "code" varchar(40) NOT NULL, "n" integer NOT NULL, "isOpen" boolean NOT NULL DEFAULT (0), "openedAt" datetime, "vrfProof" varchar(160), "vrfPublicKey" varchar(64), "randomWord" varchar(64), "eligibility" text, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "prizeLineId" integer, "campaignId" integer NOT NULL, "orderLineId" integer NOT NULL, "orderId" integer NOT NULL, "customerId" integer NOT NULL, "clientSeed" varchar(255), "clientSeedSource" varchar(16), "isVoid" boolean NOT NULL DEFAULT (0), "scheme" varchar(16), "claimedAt" datetime, "beaconRound" integer, "beaconChain" text, "beaconSignature" varchar(96), CONSTRAINT "FK_fc4657759424ee3d0a36dbd33e2" FOREIGN KEY ("customerId") REFERENCES "customer" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_4fd6eb3864d3a29cf3e92107db4" FOREIGN KEY ("orderId") REFERENCES "order" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_e439bdb49c776bdf421d9c32c6a" FOREIGN KEY ("orderLineId") REFERENCES "order_line" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_4c11553172cf0d9ec9a3dca57d0" FOREIGN KEY ("campaignId") REFERENCES "campaign" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_1dbe9fef8dea6392c7355e84796" FOREIGN KEY ("prizeLineId") REFERENCES "prize_line" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_blind_box"("createdAt", "updatedAt", "code", "n", "isOpen", "openedAt", "vrfProof", "vrfPublicKey", "randomWord", "eligibility", "id", "prizeLineId", "campaignId", "orderLineId", "orderId", "customerId", "clientSeed", "clientSeedSource", "isVoid") SELECT "createdAt", "updatedAt", "code", "n", "isOpen", "openedAt", "vrfProof", "vrfPublicKey", "randomWord", "eligibility", "id", "prizeLineId", "campaignId", "orderLineId", "orderId", "customerId", "clientSeed", "clientSeedSource", "isVoid" FROM "blind_box"`, undefined);
        await queryRunner.query(`DROP TABLE "blind_box"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_blind_box" RENAME TO "blind_box"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_c80b82fc2df01cc880189af36c" ON "blind_box" ("orderLineId", "n") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_9948b6b0e1e11af924aeeb095e" ON "blind_box" ("customerId", "isOpen") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_4fd6eb3864d3a29cf3e92107db" ON "blind_box" ("orderId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_4c11553172cf0d9ec9a3dca57d" ON "blind_box" ("campaignId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_7d6daebb2501b6b92b2f201aa7" ON "blind_box" ("code") `, undefined);
        await queryRunner.query(`UPDATE "blind_box" SET "scheme" = 'vrf-v1' WHERE "prizeLineId" IS NOT NULL`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_7d6daebb2501b6b92b2f201aa7"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_4c11553172cf0d9ec9a3dca57d"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_4fd6eb3864d3a29cf3e92107db"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_9948b6b0e1e11af924aeeb095e"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_c80b82fc2df01cc880189af36c"`, undefined);
        await queryRunner.query(`ALTER TABLE "blind_box" RENAME TO "temporary_blind_box"`, undefined);
        await queryRunner.query(`CREATE TABLE "blind_box" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "code" varchar(40) NOT NULL, "n" integer NOT NULL, "isOpen" boolean NOT NULL DEFAULT (0), "openedAt" datetime, "vrfProof" varchar(160), "vrfPublicKey" varchar(64), "randomWord" varchar(64), "eligibility" text, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "prizeLineId" integer, "campaignId" integer NOT NULL, "orderLineId" integer NOT NULL, "orderId" integer NOT NULL, "customerId" integer NOT NULL, "clientSeed" varchar(255), "clientSeedSource" varchar(16), "isVoid" boolean NOT NULL DEFAULT (0), CONSTRAINT "FK_fc4657759424ee3d0a36dbd33e2" FOREIGN KEY ("customerId") REFERENCES "customer" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_4fd6eb3864d3a29cf3e92107db4" FOREIGN KEY ("orderId") REFERENCES "order" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_e439bdb49c776bdf421d9c32c6a" FOREIGN KEY ("orderLineId") REFERENCES "order_line" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_4c11553172cf0d9ec9a3dca57d0" FOREIGN KEY ("campaignId") REFERENCES "campaign" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_1dbe9fef8dea6392c7355e84796" FOREIGN KEY ("prizeLineId") REFERENCES "prize_line" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "blind_box"("createdAt", "updatedAt", "code", "n", "isOpen", "openedAt", "vrfProof", "vrfPublicKey", "randomWord", "eligibility", "id", "prizeLineId", "campaignId", "orderLineId", "orderId", "customerId", "clientSeed", "clientSeedSource", "isVoid") SELECT "createdAt", "updatedAt", "code", "n", "isOpen", "openedAt", "vrfProof", "vrfPublicKey", "randomWord", "eligibility", "id", "prizeLineId", "campaignId", "orderLineId", "orderId", "customerId", "clientSeed", "clientSeedSource", "isVoid" FROM "temporary_blind_box"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_blind_box"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_7d6daebb2501b6b92b2f201aa7" ON "blind_box" ("code") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_4c11553172cf0d9ec9a3dca57d" ON "blind_box" ("campaignId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_4fd6eb3864d3a29cf3e92107db" ON "blind_box" ("orderId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_9948b6b0e1e11af924aeeb095e" ON "blind_box" ("customerId", "isOpen") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_c80b82fc2df01cc880189af36c" ON "blind_box" ("orderLineId", "n") `, undefined);
   }

}
