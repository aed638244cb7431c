import { graphql } from '../gql/graphql';

/** The orders plugin's `orderEngagement` (apps/server/src/plugins/orders/api, docs/dashboard.md#what-is-there-so-far, "Vendure's order page"). */

export const ORDER_ENGAGEMENT = graphql(`
    query TuahOrderEngagement($id: ID!) {
        orderEngagement(orderId: $id) {
            tickets { campaignId campaignName numbers voided }
            boxes { id n code campaignName isOpen openedAt prizeName isLose }
            wonPrizes { id campaignName prizeName pType wonWith inThisOrder isATC }
        }
    }
`);

export interface OrderEngagement {
    tickets: Array<{ campaignId: string; campaignName: string; numbers: string[]; voided: string[] }>;
    boxes: Array<{ id: string; n: number; code: string; campaignName: string; isOpen: boolean; openedAt: string | null; prizeName: string | null; isLose: boolean | null }>;
    wonPrizes: Array<{ id: string; campaignName: string; prizeName: string; pType: string; wonWith: string; inThisOrder: boolean; isATC: boolean }>;
}
