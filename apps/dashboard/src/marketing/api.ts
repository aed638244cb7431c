import { api } from '@vendure/dashboard';

import { graphql, type ResultOf } from '../gql/graphql';

/**
 * The content plugin's marketing admin API (apps/server/src/plugins/content/api/marketing-api-extensions.ts,
 * docs/engagement.md#marketing) and `notifyCustomers` (docs/dashboard.md "Notifying a segment").
 */

export type MarketingKind = ReturnType<typeof graphql.scalar<'MarketingKind'>>;
export type ActionType = ReturnType<typeof graphql.scalar<'ActionType'>>;

const ITEM_FIELDS = graphql(`
    fragment TuahMarketingItem on MarketingItem {
        id
        kind
        asset {
            id
            preview
            name
        }
        actionTyp
        actionVal
        startsAt
        endsAt
        position
        enabled
        title
        translations {
            languageCode
            title
        }
    }
`);

export type MarketingItem = ResultOf<typeof ITEM_FIELDS>;
export type PictureAsset = MarketingItem['asset'];

// Every item fits one page: an operator keeps a handful per kind (the API allows take up to 100).
export const MARKETING_ITEMS = graphql(
    `
        query TuahMarketingItems {
            marketingItems(options: { take: 100 }) {
                totalItems
                items {
                    ...TuahMarketingItem
                }
            }
        }
    `,
    [ITEM_FIELDS],
);

export const MARKETING_ITEM = graphql(
    `
        query TuahMarketingItem($id: ID!) {
            marketingItem(id: $id) {
                ...TuahMarketingItem
            }
        }
    `,
    [ITEM_FIELDS],
);

export const CREATE_MARKETING_ITEM = graphql(
    `
        mutation TuahCreateMarketingItem($input: CreateMarketingItemInput!) {
            createMarketingItem(input: $input) {
                ...TuahMarketingItem
            }
        }
    `,
    [ITEM_FIELDS],
);

export const UPDATE_MARKETING_ITEM = graphql(
    `
        mutation TuahUpdateMarketingItem($input: UpdateMarketingItemInput!) {
            updateMarketingItem(input: $input) {
                ...TuahMarketingItem
            }
        }
    `,
    [ITEM_FIELDS],
);

export const DELETE_MARKETING_ITEM = graphql(`
    mutation TuahDeleteMarketingItem($id: ID!) {
        deleteMarketingItem(id: $id) {
            result
            message
        }
    }
`);

export const NOTIFY_CUSTOMERS = graphql(`
    mutation TuahNotifyCustomers($input: NotifyCustomersInput!) {
        notifyCustomers(input: $input) {
            sent
        }
    }
`);

/** Campaigns to pick for an action or a segment (ReadCampaign; a marketing-only role types the id instead). */
const CAMPAIGN_CHOICES = graphql(`
    query TuahCampaignChoices {
        campaigns {
            items {
                id
                sId
                name
                state
                endDate
            }
        }
    }
`);

export type CampaignChoice = ResultOf<typeof CAMPAIGN_CHOICES>['campaigns']['items'][number];

export const campaignChoicesQuery = {
    queryKey: ['tuah', 'marketing', 'campaign-choices'],
    queryFn: () => api.query(CAMPAIGN_CHOICES),
    retry: false,
};

export const KIND_LABEL: Record<MarketingKind, string> = {
    BANNER: 'Banner',
    POPUP: 'Popup',
    FAB: 'Floating button',
    BB: 'Blind-box promo',
};

export const KINDS = Object.keys(KIND_LABEL) as MarketingKind[];

/** What tapping an item or a notification does (the API's ActionType; the same checks for both). */
export const ACTION_LABEL: Record<ActionType, string> = {
    NON: 'Nothing',
    CAM: 'Open a campaign',
    PG: 'Open a policy page',
    URL: 'Open a link',
    CAT: 'Open a category',
    TIC: 'Open the shopper’s tickets',
};

/** The five policy pages a PG action may open (the server's POLICY_SLUGS). */
export const POLICY_PAGES: Array<{ slug: string; label: string }> = [
    { slug: 'privacy-policy', label: 'Privacy policy' },
    { slug: 'terms-of-use', label: 'Terms of use' },
    { slug: 'terms-of-use-android', label: 'Terms of use (Android)' },
    { slug: 'terms-of-sale', label: 'Terms of sale' },
    { slug: 'campaign-rules', label: 'Campaign rules' },
];

export type ScheduleState = 'live' | 'scheduled' | 'expired' | 'off' | 'campaign-ended';

/**
 * Where an item stands now: shown (live), not yet (scheduled), past its end (expired), switched
 * off, or opening a campaign that no longer sells (the shop does not show it; docs/engagement.md#marketing).
 */
export function scheduleState(
    item: Pick<MarketingItem, 'enabled' | 'startsAt' | 'endsAt' | 'actionTyp' | 'actionVal'>,
    campaigns: CampaignChoice[] | undefined,
    now = new Date(),
): ScheduleState {
    if (!item.enabled) return 'off';
    if (item.endsAt && new Date(item.endsAt) <= now) return 'expired';
    const campaign = item.actionTyp === 'CAM' ? campaigns?.find(c => c.id === item.actionVal) : undefined;
    if (campaign && (campaign.state !== 'ACTIVE' || new Date(campaign.endDate) <= now)) return 'campaign-ended';
    if (item.startsAt && new Date(item.startsAt) > now) return 'scheduled';
    return 'live';
}

export const STATE_LABEL: Record<ScheduleState, string> = {
    live: 'Live',
    scheduled: 'Scheduled',
    expired: 'Expired',
    off: 'Switched off',
    'campaign-ended': 'Campaign ended (not shown)',
};
