import type { DrawSequenceStage } from '../campaign';
import type { RandomnessProvider } from './config/randomness-provider';

/** Where a draw's randomness comes from (docs/draws.md, docs/fairness.md). */
export type DrawProviderName = 'local' | 'chainlink' | 'drand';

export interface DrawPluginOptions {
    /** Built on first use, so scripts that only load the configuration create no key and open no connection. */
    provider: () => RandomnessProvider;
    /** How often stalled draws are looked for (crash recovery, Chainlink fulfilment), in seconds. */
    sweepSeconds: number;
    /** Tests only: SIGKILL the process right after a draw reaches this stage. */
    crashAt?: DrawSequenceStage;
}
