import { ID, RequestContext, VendureEvent } from '@vendure/core';

import { Campaign } from '../entities/campaign.entity';

/** Why a campaign was cancelled: it ended below minTicket, or an operator cancelled it (cancelCampaign). */
export type CancelReason = 'MINIMUM' | 'OPERATOR';

/**
 * A campaign stopped selling and its ticket set is final. For a LUCKYDRAW campaign (stage
 * DRAW_INIT) the draw plugin consumes this to commit the ticket set and request randomness; a
 * BLINDBOX campaign closes straight to stage ENDED and has no draw (check `campaign.typStr`).
 */
export class CampaignClosedEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        public campaign: Campaign,
        public reason: 'SOLD_OUT' | 'END_DATE',
    ) {
        super();
    }
}

/** The campaign was cancelled (ended below its minimum, or by an operator): paid lines were refunded and tickets voided. */
export class CampaignCancelledEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        public campaign: Campaign,
        /** The customers who held tickets, to be notified. */
        public holderIds: ID[],
        public refundedOrderIds: ID[],
        public reason: CancelReason = 'MINIMUM',
    ) {
        super();
    }
}

/** Tickets were issued for a settled order. */
export class TicketsIssuedEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        public campaignId: ID,
        public orderId: ID,
        public customerId: ID,
        public ticketIds: string[],
        /** The beacon round their rarities wait for (docs/fairness.md#ticket-rarity). */
        public rarityRound: number | null = null,
    ) {
        super();
    }
}

/**
 * Tickets of a refunded (cancelled) order line were voided: out of the draw, the campaign's
 * `issuedTicket` and the holder's participation lowered, so they can be sold again.
 */
export class TicketsVoidedEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        public campaignId: ID,
        public orderId: ID,
        public customerId: ID,
        public ticketIds: string[],
    ) {
        super();
    }
}
