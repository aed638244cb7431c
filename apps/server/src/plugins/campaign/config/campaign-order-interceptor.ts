import { CartLineRuleInterceptor } from '../../../common/cart-line-rule';
import { CampaignTicketService } from '../services/campaign-ticket.service';

/**
 * The campaign rules (CampaignTicketService.checkCartChange) for every way into a cart. An order
 * already in checkout answers ORDER_MODIFICATION_ERROR first, as Vendure does. Fewer units of the
 * same campaign are always allowed: a line whose campaign has ended can still be reduced
 * (checkout refuses it anyway).
 */
export const campaignOrderInterceptor = new CartLineRuleInterceptor({
    field: 'campaignId',
    service: CampaignTicketService,
    check: (tickets, ...args) => tickets.checkCartChange(...args),
    fewerAlwaysAllowed: true,
});
