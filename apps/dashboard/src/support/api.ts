import { graphql } from '../gql/graphql';

/** Support's admin API (apps/server/src/plugins/engagement/api/support-api-extensions.ts, docs/dashboard.md#support). */

export const SUPPORT_SHOPPERS = graphql(`
    query TuahSupportShoppers($search: String!, $skip: Int, $take: Int) {
        supportShoppers(search: $search, skip: $skip, take: $take) {
            totalItems
            items { id firstName lastName emailAddress phone username createdAt }
        }
    }
`);

export const SUPPORT_SHOPPER = graphql(`
    query TuahSupportShopper($customerId: ID!) {
        supportShopper(customerId: $customerId) {
            shopper { id firstName lastName emailAddress phone username createdAt }
            ticketGroups { campaignId campaignName typStr state stage isCancelled proofUrl tickets { ticketId rarity isVoid isWin createdAt } }
            boxes { id code campaignId campaignName orderId isOpen openedAt prizeName isLose proofUrl }
            wonPrizes { id campaignId campaignName prizeName pType fromBox isATC isRedeemed wonAt remindedAt }
            codes { code campaignName grantType quantity redeemedAt }
            notifications { id tag title createdAt isRead }
        }
    }
`);

export const UNCLAIMED_PRIZES = graphql(`
    query TuahUnclaimedPrizes($skip: Int, $take: Int) {
        unclaimedPrizes(skip: $skip, take: $take) {
            totalItems
            items { id campaignId campaignName prizeName pType fromBox wonAt remindedAt winner { id firstName lastName phone } }
        }
    }
`);

export const REMIND_UNCLAIMED_PRIZE = graphql(`
    mutation TuahRemindUnclaimedPrize($wonPrizeId: ID!) {
        remindUnclaimedPrize(wonPrizeId: $wonPrizeId) {
            __typename
            ... on SupportWonPrize { id remindedAt }
            ... on PrizeReminderRefusedError { errorCode message reason nextReminderAt }
        }
    }
`);

export const SENT_NOTIFICATIONS = graphql(`
    query TuahSentNotifications($skip: Int, $take: Int) {
        sentNotifications(skip: $skip, take: $take) {
            totalItems
            items { id createdAt tag titleEn titleMs audience campaignId campaignName recipients }
        }
    }
`);

export interface Shopper {
    id: string;
    firstName: string;
    lastName: string;
    emailAddress: string;
    phone: string | null;
    username: string | null;
    createdAt: string;
}
export interface TicketGroup {
    campaignId: string;
    campaignName: string;
    typStr: string;
    state: string;
    stage: string;
    isCancelled: boolean;
    proofUrl: string | null;
    tickets: Array<{ ticketId: string; rarity: string; isVoid: boolean; isWin: boolean; createdAt: string }>;
}
export interface SupportBox {
    id: string;
    code: string;
    campaignId: string;
    campaignName: string;
    orderId: string;
    isOpen: boolean;
    openedAt: string | null;
    prizeName: string | null;
    isLose: boolean | null;
    proofUrl: string | null;
}
export interface WonPrize {
    id: string;
    campaignId: string;
    campaignName: string;
    prizeName: string;
    pType: string;
    fromBox: boolean;
    isATC: boolean;
    isRedeemed: boolean;
    wonAt: string;
    remindedAt: string | null;
}
export interface ShopperDetail {
    shopper: Shopper;
    ticketGroups: TicketGroup[];
    boxes: SupportBox[];
    wonPrizes: WonPrize[];
    codes: Array<{ code: string; campaignName: string; grantType: string; quantity: number; redeemedAt: string | null }>;
    notifications: Array<{ id: string; tag: string; title: string; createdAt: string; isRead: boolean }>;
}
export interface UnclaimedPrize {
    id: string;
    campaignId: string;
    campaignName: string;
    prizeName: string;
    pType: string;
    fromBox: boolean;
    wonAt: string;
    remindedAt: string | null;
    winner: Pick<Shopper, 'id' | 'firstName' | 'lastName' | 'phone'>;
}
export interface SentNotification {
    id: string;
    createdAt: string;
    tag: string;
    titleEn: string;
    titleMs: string;
    audience: string;
    campaignId: string | null;
    campaignName: string | null;
    recipients: number;
}
export type RemindResult =
    | { __typename: 'SupportWonPrize'; id: string; remindedAt: string }
    | { __typename: 'PrizeReminderRefusedError'; errorCode: string; message: string; reason: string; nextReminderAt: string | null };

export const shopperName = (s: Pick<Shopper, 'firstName' | 'lastName'>) => `${s.firstName} ${s.lastName}`.trim();
