import gql from 'graphql-tag';

const figures = `
        "Units of the campaign's lines sold, tickets issued (not void), boxes sold (not void)."
        ticketsSold: Int!
        boxesSold: Int!
        "Prizes won (draws, boxes other than the consolation, codes) and their cost: the prize variant's price (docs/reports.md)."
        prizesAwarded: Int!
        prizeCost: Money!
        "Money returned by settled refunds made that day (for a campaign: its share of each refund)."
        refunds: Money!`;

export const adminApiExtensions = gql`
    "One day (Malaysian calendar) of the sales report, or the range's totals. Money in minor units, tax included."
    type SalesReportDay {
        "YYYY-MM-DD; empty for the totals."
        date: String!
        "Orders placed that day."
        orders: Int!
        "Line prices before discounts, of the orders as they stand now (a cancelled line no longer counts)."
        sales: Money!
        "Discounts on items and on delivery (negative)."
        discounts: Money!
        "Delivery before delivery discounts."
        delivery: Money!
        "Tax included in revenue."
        tax: Money!
        "sales + discounts + delivery: the orders' totals."
        revenue: Money!
        ${figures}
    }

    "A campaign's part of the range: its own order lines (discounts, delivery and tax belong to orders, not campaigns)."
    type SalesReportCampaign {
        campaignId: ID!
        sId: String!
        name: String!
        typStr: String!
        "Orders with a line of the campaign."
        orders: Int!
        itemsSold: Int!
        "The campaign's line prices before discounts."
        sales: Money!
        ${figures}
    }

    type SalesReport {
        "The first day, YYYY-MM-DD (Malaysian calendar)."
        from: String!
        "The last day included: the asked one, or the 366th day when the range was longer."
        to: String!
        currencyCode: CurrencyCode!
        days: [SalesReportDay!]!
        campaigns: [SalesReportCampaign!]!
        totals: SalesReportDay!
    }

    enum OddsCheckStatus {
        "The openings fit the promised odds (p-value at or above 0.001)."
        OK
        "p-value below 0.001, or a prize awarded that no opened box could hold."
        FLAGGED
        "Too few openings: fewer than two categories expected at least 5 times each."
        NOT_ENOUGH_OPENINGS
    }

    type OddsCheckLine {
        prizeLineId: ID!
        prizeName: String!
        rarity: String!
        isLose: Boolean!
        "The published odds in percent."
        rPercent: Float!
        awarded: Int!
        "How often the openings should have awarded it (each box's odds as it was opened, stock-outs included)."
        expected: Float!
    }

    "A blind-box campaign's prizes awarded against its promised odds (chi-square goodness of fit)."
    type OddsCheck {
        campaignId: ID!
        sId: String!
        name: String!
        openings: Int!
        lines: [OddsCheckLine!]!
        statistic: Float
        degreesOfFreedom: Int
        pValue: Float
        status: OddsCheckStatus!
    }

    type OddsCheckList {
        items: [OddsCheck!]!
        totalItems: Int!
    }

    extend type Query {
        "Sales per day and per campaign, from and to being Malaysian dates (YYYY-MM-DD, both included; at most 366 days). Permission ReadReports."
        salesReport(from: String!, to: String!): SalesReport!
        "The odds check of blind-box campaigns, newest first (take clamped to 1..50). Permission ReadReports."
        oddsChecks(campaignId: ID, skip: Int, take: Int): OddsCheckList!
    }
`;
