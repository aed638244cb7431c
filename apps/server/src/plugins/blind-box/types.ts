import { CustomOrderFields } from '@vendure/core/dist/entity/custom-entity-fields';

export interface BlindBoxPluginOptions {
    /**
     * The server's VRF secret key (32 bytes). A function, read on first use: scripts that only
     * build the configuration (migrations, schema) must not create key files.
     */
    vrfSecretKey: () => Uint8Array;
    /** How long a concurrent openBox waits for the opening in progress to finish. Default 10 s. */
    openWaitMs: number;
}

declare module '@vendure/core/dist/entity/custom-entity-fields' {
    interface CustomOrderFields {
        /** Spec `isLBb`: every blind box of the order exists (true for orders without any). */
        isLBb?: boolean;
    }
}

export type { CustomOrderFields };
