import { graphql, type ResultOf } from '../gql/graphql';

/** Support's admin API (apps/server/src/plugins/support/api/support-api-extensions.ts, docs/dashboard.md#support). */

export const SUPPORT_SHOPPERS = graphql(`
    query TuahSupportShoppers($search: String!, $skip: Int, $take: Int) {
        supportShoppers(search: $search, skip: $skip, take: $take) {
            totalItems
            items {
                id
                firstName
                lastName
                emailAddress
                phone
                username
                createdAt
            }
        }
    }
`);

export const SUPPORT_SHOPPER = graphql(`
    query TuahSupportShopper($customerId: ID!) {
        supportShopper(customerId: $customerId) {
            shopper {
                id
                firstName
                lastName
                emailAddress
                phone
                username
                createdAt
            }
            ticketGroups {
                campaignId
                campaignName
                typStr
                state
                stage
                isCancelled
                proofUrl
                tickets {
                    ticketId
                    rarity
                    isVoid
                    isWin
                    createdAt
                }
            }
            boxes {
                id
                code
                campaignId
                campaignName
                orderId
                isOpen
                openedAt
                prizeName
                isLose
                proofUrl
            }
            wonPrizes {
                id
                campaignId
                campaignName
                prizeName
                pType
                fromBox
                isATC
                isRedeemed
                wonAt
                remindedAt
            }
            codes {
                code
                campaignName
                grantType
                quantity
                redeemedAt
            }
            notifications {
                id
                tag
                title
                createdAt
                isRead
            }
        }
    }
`);

export const UNCLAIMED_PRIZES = graphql(`
    query TuahUnclaimedPrizes($skip: Int, $take: Int) {
        unclaimedPrizes(skip: $skip, take: $take) {
            totalItems
            items {
                id
                campaignId
                campaignName
                prizeName
                pType
                fromBox
                wonAt
                remindedAt
                winner {
                    id
                    firstName
                    lastName
                    phone
                }
            }
        }
    }
`);

export const REMIND_UNCLAIMED_PRIZE = graphql(`
    mutation TuahRemindUnclaimedPrize($wonPrizeId: ID!) {
        remindUnclaimedPrize(wonPrizeId: $wonPrizeId) {
            __typename
            ... on SupportWonPrize {
                id
                remindedAt
            }
            ... on PrizeReminderRefusedError {
                errorCode
                message
                reason
                nextReminderAt
            }
        }
    }
`);

export const SENT_NOTIFICATIONS = graphql(`
    query TuahSentNotifications($skip: Int, $take: Int) {
        sentNotifications(skip: $skip, take: $take) {
            totalItems
            items {
                id
                createdAt
                tag
                titleEn
                titleMs
                audience
                campaignId
                campaignName
                recipients
            }
        }
    }
`);

export type Shopper = ResultOf<typeof SUPPORT_SHOPPERS>['supportShoppers']['items'][number];
export type ShopperDetail = NonNullable<ResultOf<typeof SUPPORT_SHOPPER>['supportShopper']>;
export type SentNotification = ResultOf<typeof SENT_NOTIFICATIONS>['sentNotifications']['items'][number];

export const shopperName = (s: Pick<Shopper, 'firstName' | 'lastName'>) => `${s.firstName} ${s.lastName}`.trim();

/** One shopper's rules of play for support, and the exclusion support places at their request (docs/responsible-play.md#operators). */
export const CUSTOMER_PLAY = graphql(`
    query TuahCustomerResponsiblePlay($customerId: ID!) {
        customerResponsiblePlay(customerId: $customerId) {
            dateOfBirth
            adult
            excludedUntil
            excludedBy
            exclusionNote
            limits {
                period
                amount
                spent
                remaining
                pendingAmount
                pendingRemoval
                pendingFrom
            }
        }
    }
`);

export const EXCLUDE_CUSTOMER = graphql(`
    mutation TuahExcludeCustomer($customerId: ID!, $period: ExclusionPeriod!, $note: String) {
        excludeCustomer(customerId: $customerId, period: $period, note: $note) {
            excludedUntil
            excludedBy
        }
    }
`);

export type ExclusionPeriod = 'HOURS_24' | 'DAYS_7' | 'DAYS_30' | 'MONTHS_6';
export const EXCLUSION_PERIODS: Array<{ value: ExclusionPeriod; label: string }> = [
    { value: 'HOURS_24', label: '24 hours' },
    { value: 'DAYS_7', label: '7 days' },
    { value: 'DAYS_30', label: '30 days' },
    { value: 'MONTHS_6', label: '6 months' },
];
