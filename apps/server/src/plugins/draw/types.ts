import type { DrawSequenceStage } from '../campaign';
import type { EmbeddedBeacon } from './beacon/embedded-beacon';
import type { RandomnessProvider } from './config/randomness-provider';

/** Where a draw's randomness comes from (docs/draws.md, docs/fairness.md). */
export type DrawProviderName = 'local' | 'chainlink' | 'drand';

export interface DrawPluginOptions {
    /** Built on first use, so scripts that only load the configuration create no key and open no connection. */
    provider: () => RandomnessProvider;
    /** How often stalled draws are looked for (crash recovery, Chainlink fulfilment), in seconds. */
    sweepSeconds: number;
    /** The beacon this server embeds (GET /beacon/<chain hash>/…), when draws use it; built on first use. */
    beacon?: () => EmbeddedBeacon;
    /** Tests only: SIGKILL the process right after a draw reaches this stage. */
    crashAt?: DrawSequenceStage;
}
