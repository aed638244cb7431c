import { ID, RequestContext, VendureEvent } from '@vendure/core';

import type { DrawSequenceStage } from '../../campaign';

/** A campaign's draw entered its next stage (once per stage: only the run that moved it publishes). */
export class DrawStageChangedEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        public campaignId: ID,
        public stage: DrawSequenceStage,
    ) {
        super();
    }
}
