import type { CampaignQuery } from '../../../gql/graphql';

type Campaign = NonNullable<CampaignQuery['campaign']>;

/** Never offer more than this many units in one go, whatever the campaign allows. */
export const MAX_UNITS_PER_ADD = 99;

/** Tickets one unit of a variant earns: the special variant earns `ticketPerItemForSp`. */
export function ticketsPerUnit(campaign: Pick<Campaign, 'ticketPerItem' | 'ticketPerItemForSp' | 'specialVariant'>, variantId: string) {
    return campaign.specialVariant?.id === variantId ? campaign.ticketPerItemForSp : campaign.ticketPerItem;
}

/** How many units of a variant may go in the cart now: `maxQty` and the tickets left both bound it. */
export function maxUnits(
    campaign: Pick<Campaign, 'ticketPerItem' | 'ticketPerItemForSp' | 'specialVariant' | 'maxQty' | 'totalTicket' | 'issuedTicket'>,
    variantId: string,
) {
    const perUnit = Math.max(1, ticketsPerUnit(campaign, variantId));
    const byTickets = Math.floor(Math.max(0, campaign.totalTicket - campaign.issuedTicket) / perUnit);
    return Math.max(0, Math.min(campaign.maxQty ?? Infinity, byTickets, MAX_UNITS_PER_ADD));
}
