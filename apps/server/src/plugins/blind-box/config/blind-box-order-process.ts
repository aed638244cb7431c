import { Injector, Order, OrderProcess, OrderState, RequestContext } from '@vendure/core';

import { refusalMessage } from '../../../common/error-results';
import { entersCheckout } from '../../../common/order-steps';
import { CampaignService } from '../../campaign';
import { PrizeLineService } from '../services/prize-line.service';

let campaigns: CampaignService;
let prizeLines: PrizeLineService;

async function blindBoxCampaignIds(ctx: RequestContext, order: Order): Promise<string[]> {
    const ids = [...new Set((order.lines ?? []).map(l => l.customFields?.campaignId).filter((id): id is string => !!id))];
    if (!ids.length) return [];
    return (await campaigns.blindBoxIds(ctx, ids)).map(String);
}

/**
 * Blind boxes in Vendure's order state machine (after the campaign plugin's ticket ledger):
 * checkout of boxes needs a signed-in shopper (boxes are opened from their account) and a
 * complete prize table (the odds they were shown are the odds used); once paid, the order
 * reads `isLBb = false` until the box job has created every box.
 */
export const blindBoxOrderProcess: OrderProcess<OrderState> = {
    init(injector: Injector) {
        campaigns = injector.get(CampaignService);
        prizeLines = injector.get(PrizeLineService);
    },
    async onTransitionStart(fromState, toState, { ctx, order }) {
        if (!entersCheckout(fromState, toState)) return;
        const campaignIds = await blindBoxCampaignIds(ctx, order);
        if (!campaignIds.length) return;
        if (ctx.apiType === 'shop' && !ctx.activeUserId) return refusalMessage(ctx, 'BLIND_BOX_SIGN_IN');
        for (const id of campaignIds) {
            const problem = await prizeLines.saleProblem(ctx, id);
            if (problem) return problem;
        }
    },
    async onTransitionEnd(fromState, toState, { ctx, order }) {
        if (toState !== 'PaymentSettled' && toState !== 'PaymentAuthorized') return;
        if (fromState === 'PaymentSettled' || fromState === 'PaymentAuthorized') return;
        // Set on the order Vendure saves after this hook, in the payment's transaction: a client
        // polling right after paying never sees a premature `true`.
        if ((await blindBoxCampaignIds(ctx, order)).length) order.customFields.isLBb = false;
    },
};
