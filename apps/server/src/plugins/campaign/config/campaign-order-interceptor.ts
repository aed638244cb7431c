import { Injector, Order, OrderInterceptor, RequestContext, RequestContextCacheService, WillAddItemToOrderInput, WillAdjustOrderLineInput } from '@vendure/core';

import { CampaignTicketService } from '../services/campaign-ticket.service';
import { CartRefusals } from '../../../common/cart-refusals';

/**
 * The campaign rules for every way into a cart: Vendure calls it from addItemToOrder,
 * addItemsToOrder, adjustOrderLine(s) and any other OrderService caller, after its own checks
 * (order state, quantity, stock), so an order already in checkout answers ORDER_MODIFICATION_ERROR
 * as Vendure does. The rules themselves are CampaignTicketService.checkCartChange.
 */
export class CampaignOrderInterceptor implements OrderInterceptor {
    private tickets: CampaignTicketService;

    private refusals: CartRefusals;

    init(injector: Injector) {
        this.tickets = injector.get(CampaignTicketService);
        this.refusals = new CartRefusals(injector.get(RequestContextCacheService));
    }

    async willAddItemToOrder(ctx: RequestContext, order: Order, input: WillAddItemToOrderInput) {
        const campaignId = input.customFields?.campaignId;
        if (campaignId == null) return;
        const refusal = await this.tickets.checkCartChange(ctx, order, campaignId, input.productVariant.id, input.quantity);
        if (refusal) return this.refusals.refuse(ctx, refusal);
    }

    async willAdjustOrderLine(ctx: RequestContext, order: Order, input: WillAdjustOrderLineInput) {
        const { orderLine, quantity } = input;
        // What the line will carry: Vendure merges the given fields (undefined keeps, null clears).
        const given = input.customFields?.campaignId;
        const campaignId = given === undefined ? orderLine.customFields?.campaignId : given;
        if (campaignId == null) return;
        // Fewer units of the same campaign never gain anything: always allowed (a line whose
        // campaign has ended can still be reduced; checkout refuses it anyway).
        const sameCampaign = String(campaignId) === String(orderLine.customFields?.campaignId ?? '');
        if (sameCampaign && quantity < orderLine.quantity) return;
        const refusal = await this.tickets.checkCartChange(ctx, order, campaignId, orderLine.productVariantId, quantity, orderLine.id);
        if (refusal) return this.refusals.refuse(ctx, refusal);
    }
}

export const campaignOrderInterceptor = new CampaignOrderInterceptor();
