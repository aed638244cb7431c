import { CustomOrderFields } from '@vendure/core/dist/entity/custom-entity-fields';

export interface BlindBoxPluginOptions {
    /**
     * The server's VRF secret key (32 bytes). A function, read on first use: scripts that only
     * build the configuration (migrations, schema) must not create key files.
     */
    vrfSecretKey: () => Uint8Array;
    /** How long a concurrent openBox waits for the award in progress to finish. Default 10 s. */
    openWaitMs: number;
    /**
     * How long after its scheduled time an opening waits for its beacon round before answering
     * BoxOpeningPendingError (the claim stays; a later call finishes it). Default 10 s.
     */
    beaconGraceMs: number;
    /**
     * Tests only (TEST_BOX_CRASH_AT): the box job kills its process with its boxes inserted but
     * not committed (`INSERTED`), or committed but the job not yet reported done (`COMMITTED`).
     */
    crashAt?: BoxCrashPoint;
}

export const BOX_CRASH_POINTS = ['INSERTED', 'COMMITTED'] as const;
export type BoxCrashPoint = (typeof BOX_CRASH_POINTS)[number];

declare module '@vendure/core/dist/entity/custom-entity-fields' {
    interface CustomOrderFields {
        /** Spec `isLBb`: every blind box of the order exists (true for orders without any). */
        isLBb?: boolean;
    }
}

export type { CustomOrderFields };
