import gql from 'graphql-tag';

import { errorResultType } from '../../../common/error-results';

/** Both APIs: a shopper's rules of play as the shopper and support see them (docs/responsible-play.md). */
const commonTypes = `
    "Rolling periods: the last 24 hours, 7 days, 30 days."
    enum SpendingPeriod {
        DAILY
        WEEKLY
        MONTHLY
    }
    enum ExclusionPeriod {
        HOURS_24
        DAYS_7
        DAYS_30
        MONTHS_6
    }
    type SpendingLimit {
        period: SpendingPeriod!
        "The limit in force (sen); null: none."
        amount: Money
        "Spent on tickets and boxes in the period, checkouts in progress included."
        spent: Money!
        "What the period still allows; null without a limit."
        remaining: Money
        "A raise waiting for its 24 hours (null with pendingRemoval, or nothing waiting)."
        pendingAmount: Money
        "The limit is to be removed at pendingFrom."
        pendingRemoval: Boolean!
        pendingFrom: DateTime
    }
    type ResponsiblePlay {
        "YYYY-MM-DD; null until given."
        dateOfBirth: String
        "18 or over (false without a date of birth)."
        adult: Boolean!
        limits: [SpendingLimit!]!
        "Buying is paused until then; null when it is not."
        excludedUntil: DateTime
        "SHOPPER or OPERATOR (placed by support at the shopper's request)."
        excludedBy: String
    }
`;

export const shopApiExtensions = gql`
    ${commonTypes}
    "One month (Malaysian calendar, YYYY-MM) of a shopper's play."
    type SpendingMonth {
        month: String!
        "Paid for tickets and boxes (refunded orders left out)."
        spent: Money!
        "Paid orders with tickets or boxes."
        orders: Int!
        prizesWon: Int!
    }
    type SpendingHistory {
        items: [SpendingMonth!]!
        totalItems: Int!
    }
    input SpendingHistoryOptions {
        skip: Int
        "At most 24 months a page (12 unless given)."
        take: Int
    }
    "Each in sen, RM 1 to RM 1,000,000. Left out: unchanged; null: no limit (after 24 hours)."
    input SpendingLimitsInput {
        daily: Money
        weekly: Money
        monthly: Money
    }
    ${errorResultType(
        'AgeRestrictedError',
        'Tickets and boxes are for adults: reason DATE_OF_BIRTH_REQUIRED (none on the account yet) or UNDER_AGE.',
        'reason: String!',
        ['UpdateOrderItemsResult', 'UpdateOrderItemErrorResult'],
    )}
    ${errorResultType('SelfExcludedError', 'The shopper paused buying until excludedUntil.', 'excludedUntil: DateTime!', [
        'UpdateOrderItemsResult',
        'UpdateOrderItemErrorResult',
    ])}
    ${errorResultType(
        'SpendingLimitError',
        'The cart would pass the shopper’s limit of this period; remaining is what it still allows.',
        'period: SpendingPeriod!\n    limit: Money!\n    remaining: Money!',
        ['UpdateOrderItemsResult', 'UpdateOrderItemErrorResult'],
    )}
    ${errorResultType('InvalidDateOfBirthError', 'reason INVALID (not a real past date), NRIC_MISMATCH or ALREADY_SET (written once).')}
    ${errorResultType('InvalidSpendingLimitError', 'An amount outside RM 1 to RM 1,000,000; reason is its period.')}
    union SetDateOfBirthResult = ResponsiblePlay | InvalidDateOfBirthError
    union SetSpendingLimitsResult = ResponsiblePlay | InvalidSpendingLimitError
    extend type Query {
        "The signed-in shopper's age check, limits and exclusion."
        responsiblePlay: ResponsiblePlay!
        "What the shopper spent on tickets and boxes and won, per month, newest first."
        spendingHistory(options: SpendingHistoryOptions): SpendingHistory!
    }
    extend type Mutation {
        "Records the date of birth (YYYY-MM-DD) once; a MyKad number on the account must encode it."
        setDateOfBirth(dateOfBirth: String!): SetDateOfBirthResult!
        "Lower limits apply at once; higher ones and removals after 24 hours."
        setSpendingLimits(input: SpendingLimitsInput!): SetSpendingLimitsResult!
        "Pauses buying tickets and boxes for the period; it cannot be lifted early."
        selfExclude(period: ExclusionPeriod!): ResponsiblePlay!
    }
`;

export const adminApiExtensions = gql`
    ${commonTypes}
    "A campaign's refused purchases: distinct shoppers a spending limit refused and a self-exclusion refused (counts only)."
    type PlayRefusalCount {
        campaignId: ID!
        limitsReached: Int!
        selfExcluded: Int!
    }
    "Shop-wide, counts only: shoppers excluded right now and shoppers with at least one spending limit in force."
    type ResponsiblePlayTotals {
        selfExcluded: Int!
        withLimits: Int!
    }
    extend type ResponsiblePlay {
        "Support's note on an exclusion it placed (who asked, how); the audit trail names the operator."
        exclusionNote: String
    }
    extend type Query {
        customerResponsiblePlay(customerId: ID!): ResponsiblePlay!
        "Refusals by a limit or an exclusion when adding each campaign's items or checking out (at most 100 ids; an unknown id counts 0)."
        playRefusalCounts(campaignIds: [ID!]!): [PlayRefusalCount!]!
        responsiblePlayTotals: ResponsiblePlayTotals!
    }
    extend type Mutation {
        "A support-requested exclusion: like the shopper's own, it cannot be lifted early."
        excludeCustomer(customerId: ID!, period: ExclusionPeriod!, note: String): ResponsiblePlay!
    }
`;
