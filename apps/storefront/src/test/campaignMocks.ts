import { graphql, HttpResponse } from 'msw';

import type { CampaignCardFragment, CampaignQuery, GetCampaignsQuery, GetCampaignsQueryVariables } from '../gql/graphql';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
const asset = (name: string) => ({ id: `asset-${name}`, preview: `/assets/preview/${name}.png` });

/** A lucky draw selling now, with whatever a test changes. */
export function campaignCard(overrides: Partial<CampaignCardFragment> = {}): CampaignCardFragment {
    return {
        id: '1',
        name: 'Smart Watch Draw',
        cardBuyTxt: 'Buy a cap, get 2 tickets',
        typStr: 'LUCKYDRAW',
        state: 'ACTIVE',
        stage: 'OPEN',
        startDate: at(-HOUR),
        endDate: at(14 * DAY),
        isHot: false,
        isNew: false,
        isCancelled: false,
        totalTicket: 500,
        issuedTicket: 0,
        cover: asset('watch'),
        featuredImg: null,
        prize: { id: '20', featuredAsset: asset('watch') },
        product: { id: '10', featuredAsset: asset('cap') },
        winner: null,
        ...overrides,
    };
}

/** The demo draws the lists show: hot, new, ending soon, a blind box, one still to start, one ended with a winner. */
export const demoCampaigns: CampaignCardFragment[] = [
    campaignCard({ id: '1', name: 'Smart Watch Draw', isNew: true }),
    campaignCard({ id: '2', name: 'Earbuds Giveaway', isHot: true, issuedTicket: 180, totalTicket: 300, startDate: at(-3 * DAY), endDate: at(5 * DAY) }),
    campaignCard({ id: '4', name: 'Final Hour Draw', issuedTicket: 40, totalTicket: 100, startDate: at(-2 * DAY), endDate: at(3 * HOUR) }),
    campaignCard({ id: '7', name: 'Mystery Box', typStr: 'BLINDBOX', startDate: at(-DAY) }),
    campaignCard({ id: '8', name: 'Festive Drop', startDate: at(2 * DAY), endDate: at(9 * DAY) }),
    campaignCard({
        id: '6',

        name: 'Merdeka Draw',
        state: 'ENDED',
        stage: 'ENDED',
        issuedTicket: 100,
        totalTicket: 100,
        startDate: at(-10 * DAY),
        endDate: at(-DAY),
        winner: { ticketId: 'DONE6X-0042', customer: { id: '3', displayName: 'Siti A.' } },
    }),
];

/** The order each sheet puts campaigns in, as the server does (docs/contract.md#list-sheets), roughly. */
function inSheet(campaigns: CampaignCardFragment[], sheet: GetCampaignsQueryVariables['sheet']) {
    const byStart = [...campaigns].sort((a, b) => b.startDate.localeCompare(a.startDate));
    switch (sheet) {
        case 'HOTTEST':
        case 'TRENDING':
            return [...campaigns].sort((a, b) => b.issuedTicket - a.issuedTicket);
        case 'ENDING_SOON':
            return [...campaigns].sort((a, b) => a.endDate.localeCompare(b.endDate));
        case 'JOINED':
            return [];
        default:
            return byStart;
    }
}

export function campaignList(variables: GetCampaignsQueryVariables, campaigns: CampaignCardFragment[] = demoCampaigns): GetCampaignsQuery {
    const ofState = campaigns.filter(c => !variables.state || c.state === variables.state);
    const ordered = inSheet(ofState, variables.sheet);
    const skip = variables.options?.skip ?? 0;
    const take = variables.options?.take ?? 20;
    return { campaigns: { totalItems: ordered.length, items: ordered.slice(skip, skip + take) } };
}

/** GetCampaigns answered from `campaigns` by state, sheet and page. */
export const campaignsHandler = (campaigns: CampaignCardFragment[] = demoCampaigns) =>
    graphql.query<GetCampaignsQuery, GetCampaignsQueryVariables>('GetCampaigns', ({ variables }) =>
        HttpResponse.json({ data: campaignList(variables, campaigns) }),
    );

type CampaignDetail = NonNullable<CampaignQuery['campaign']>;

/** The campaign page's data: a cap with two colours, the second one special (3 tickets). */
export function campaignDetail(overrides: Partial<CampaignDetail> = {}): CampaignDetail {
    const card = campaignCard({ id: '2', name: 'Earbuds Giveaway', isHot: true, issuedTicket: 180, totalTicket: 300, endDate: at(5 * DAY) });
    return {
        ...card,
        sId: 'HOTEB2',
        isDraw: false,
        ticketPerItem: 1,
        ticketPerItemForSp: 3,
        maxQty: null,
        specialVariant: { id: '102' },
        odds: {
            tiers: [
                { rarity: 'COMMON', percent: 70, weight: 1 },
                { rarity: 'RARE', percent: 18, weight: 1 },
                { rarity: 'EPIC', percent: 8, weight: 1 },
                { rarity: 'ULTRA', percent: 3, weight: 3 },
                { rarity: 'LEGENDARY', percent: 1, weight: 4 },
            ],
            ticketsSold: 180,
            ticketsLeft: 120,
            countedTickets: 180,
            totalWeight: 230,
            myTickets: 0,
            myWeight: 0,
            myChance: null,
            myPendingTickets: 0,
        },
        allPrizes: [],
        bbTnc: null,
        prize: {
            id: '20',
            name: 'Wireless Earbuds',
            description: '<p>True wireless earbuds.</p>',
            featuredAsset: asset('earbuds'),
            assets: [asset('earbuds')],
            customFields: { videoUrl: null },
        },
        product: {
            id: '10',
            name: 'Cap',
            description: 'A cotton cap.',
            featuredAsset: asset('cap'),
            customFields: { videoUrl: null, sizeImg: null },
            variants: [
                { id: '101', name: 'Cap Red', priceWithTax: 2590, currencyCode: 'MYR' },
                { id: '102', name: 'Cap Gold', priceWithTax: 3990, currencyCode: 'MYR' },
            ],
        },
        ...overrides,
    };
}
