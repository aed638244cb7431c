import { CustomOrderLineFields } from '@vendure/core/dist/entity/custom-entity-fields';

export interface CampaignPluginOptions {
    /** How long tickets stay held for an order in ArrangingPayment. Default 15. */
    reservationMinutes: number;
    /** Orders that may hold tickets at once from one client address. Default 10. */
    holdsPerAddress: number;
    /** Orders of one customer that may hold tickets at once. Default 1. */
    holdsPerCustomer: number;
}

declare module '@vendure/core/dist/entity/custom-entity-fields' {
    interface CustomOrderLineFields {
        /** The campaign this line buys tickets in (spec: order line custom field campaignId). */
        campaignId?: string | null;
        /** The won prize this line delivers (spec: prizeId). */
        prizeId?: string | null;
        /** The redemption code whose zero-priced order this line is (internal: the server sets it). */
        codeId?: string | null;
    }
}

export type { CustomOrderLineFields };
