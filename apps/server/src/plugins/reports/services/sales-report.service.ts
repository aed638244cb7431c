import { Injectable } from '@nestjs/common';
import { RequestContext, TransactionalConnection } from '@vendure/core';

import { malaysianDateSql } from '../../../common/shop-time';
import { isPostgres, runStatement } from '../../../common/sql';
import { REPORT_MAX_DAYS } from '../constants';
import { datesOf, reportRange } from './report-range';

/** One row of the report: a day, a campaign, or the range's totals. Money in minor units (sen), tax included. */
export interface SalesFigures {
    orders: number;
    /** Σ line prices before discounts (and surcharges), as the orders stand now. */
    sales: number;
    /** Σ discounts on items and on delivery (negative). */
    discounts: number;
    /** Σ delivery prices before delivery discounts. */
    delivery: number;
    /** Tax included in revenue. */
    tax: number;
    /** sales + discounts + delivery: what the orders cost their buyers. */
    revenue: number;
    ticketsSold: number;
    boxesSold: number;
    prizesAwarded: number;
    prizeCost: number;
    /** Money returned by settled refunds. */
    refunds: number;
}

export interface SalesReportDay extends SalesFigures {
    date: string;
}

/** A campaign's figures: its own lines' sales (discounts, delivery and tax are the order's, not attributed to campaigns). */
export interface SalesReportCampaign extends SalesFigures {
    campaignId: string;
    sId: string;
    name: string;
    typStr: string;
    /** Units of the campaign's lines sold. */
    itemsSold: number;
}

export interface SalesReport {
    from: string;
    to: string;
    currencyCode: string;
    days: SalesReportDay[];
    campaigns: SalesReportCampaign[];
    totals: SalesFigures;
}

const empty = (): SalesFigures => ({
    orders: 0,
    sales: 0,
    discounts: 0,
    delivery: 0,
    tax: 0,
    revenue: 0,
    ticketsSold: 0,
    boxesSold: 0,
    prizesAwarded: 0,
    prizeCost: 0,
    refunds: 0,
});

type Row = Record<string, string | number | null>;

/**
 * The sales report (docs/reports.md#the-sales-report): per Malaysian day and per campaign, from
 * aggregate SQL (one statement per measure, grouped in the database; SQLite and PostgreSQL).
 * Orders count on the day they were placed, as they stand now (a cancelled line counts no more);
 * tickets, boxes and prizes on the day they were issued or won; refunds on the day they were made.
 */
@Injectable()
export class SalesReportService {
    constructor(private connection: TransactionalConnection) {}

    async report(ctx: RequestContext, from: string, to: string): Promise<SalesReport> {
        const range = reportRange(from, to, REPORT_MAX_DAYS);
        const pg = isPostgres(this.connection);
        const day = (column: string) => malaysianDateSql(column, pg);
        const at = (d: Date) => (pg ? d : d.toISOString().replace('T', ' ').replace('Z', ''));
        const params = { start: at(range.start), end: at(range.end), channelId: Number(ctx.channelId) };
        const q = (sql: string) => runStatement<Row>(this.connection, sql, params);
        const inChannel = (orderId: string) =>
            `EXISTS (SELECT 1 FROM "order_channels_channel" occ WHERE occ."orderId" = ${orderId} AND occ."channelId" = :channelId)`;
        const placed = `o."orderPlacedAt" >= :start AND o."orderPlacedAt" < :end AND ${inChannel('o.id')}`;
        // Channel prices include tax (the seed's channel): a line's price with tax is its list price.
        const [orders, campaignLines, tickets, boxes, prizes, refunds, campaignRefunds] = await Promise.all([
            q(`SELECT x.day AS "day", COUNT(*) AS "orders", SUM(x.revenue) AS "revenue", SUM(x.tax) AS "tax", SUM(x.items) AS "sales", SUM(x.delivery) AS "delivery"
               FROM (SELECT ${day('o."orderPlacedAt"')} AS day,
                            o."subTotalWithTax" + o."shippingWithTax" AS revenue,
                            o."subTotalWithTax" - o."subTotal" + o."shippingWithTax" - o."shipping" AS tax,
                            (SELECT COALESCE(SUM(ol."listPrice" * ol."quantity"), 0) FROM "order_line" ol WHERE ol."orderId" = o.id)
                              + (SELECT COALESCE(SUM(s."listPrice"), 0) FROM "surcharge" s WHERE s."orderId" = o.id) AS items,
                            (SELECT COALESCE(SUM(sl."listPrice"), 0) FROM "shipping_line" sl WHERE sl."orderId" = o.id) AS delivery
                     FROM "order" o WHERE ${placed}) x
               GROUP BY x.day`),
            q(`SELECT ol."customFieldsCampaignid" AS "campaign", SUM(ol."listPrice" * ol."quantity") AS "sales", SUM(ol."quantity") AS "items",
                      COUNT(DISTINCT o.id) AS "orders"
               FROM "order_line" ol INNER JOIN "order" o ON o.id = ol."orderId"
               WHERE ${placed} AND ol."customFieldsCampaignid" IS NOT NULL
               GROUP BY ol."customFieldsCampaignid"`),
            q(`SELECT ${day('t."createdAt"')} AS "day", t."campaignId" AS "campaign", COUNT(*) AS "n"
               FROM "ticket" t WHERE t."createdAt" >= :start AND t."createdAt" < :end AND NOT t."isVoid"
               GROUP BY ${day('t."createdAt"')}, t."campaignId"`),
            q(`SELECT ${day('b."createdAt"')} AS "day", b."campaignId" AS "campaign", COUNT(*) AS "n"
               FROM "blind_box" b WHERE b."createdAt" >= :start AND b."createdAt" < :end AND NOT b."isVoid"
               GROUP BY ${day('b."createdAt"')}, b."campaignId"`),
            q(`SELECT x.day AS "day", x.campaign AS "campaign", COUNT(*) AS "n", SUM(x.cost) AS "cost"
               FROM (SELECT ${day('w."createdAt"')} AS day, w."campaignId" AS campaign,
                            COALESCE(
                              (SELECT MIN(pvp."price") FROM "blind_box" b
                                 INNER JOIN "prize_line" pl ON pl.id = b."prizeLineId"
                                 INNER JOIN "product_variant_price" pvp ON pvp."variantId" = pl."productVariantId"
                               WHERE b.id = w."blindBoxId" AND pvp."channelId" = :channelId),
                              (SELECT MIN(pvp."price") FROM "product_variant" pv
                                 INNER JOIN "product_variant_price" pvp ON pvp."variantId" = pv.id
                               WHERE pv."productId" = w."prizeId" AND pv."deletedAt" IS NULL AND pvp."channelId" = :channelId),
                              0) AS cost
                     FROM "won_prize" w WHERE w."createdAt" >= :start AND w."createdAt" < :end) x
               GROUP BY x.day, x.campaign`),
            q(`SELECT ${day('r."createdAt"')} AS "day", SUM(r."total") AS "total"
               FROM "refund" r INNER JOIN "payment" p ON p.id = r."paymentId"
               WHERE r."state" = 'Settled' AND r."createdAt" >= :start AND r."createdAt" < :end AND ${inChannel('p."orderId"')}
               GROUP BY ${day('r."createdAt"')}`),
            // A refund is shared among its order's lines by their prices when the order was placed.
            q(`SELECT x.campaign AS "campaign", SUM(x.share) AS "total"
               FROM (SELECT ol."customFieldsCampaignid" AS campaign,
                            1.0 * r."total" * ol."listPrice" * ol."orderPlacedQuantity"
                              / (SELECT NULLIF(SUM(a."listPrice" * a."orderPlacedQuantity"), 0) FROM "order_line" a WHERE a."orderId" = p."orderId") AS share
                     FROM "refund" r INNER JOIN "payment" p ON p.id = r."paymentId"
                       INNER JOIN "order_line" ol ON ol."orderId" = p."orderId"
                     WHERE r."state" = 'Settled' AND r."createdAt" >= :start AND r."createdAt" < :end AND ${inChannel('p."orderId"')}
                       AND ol."customFieldsCampaignid" IS NOT NULL) x
               GROUP BY x.campaign`),
        ]);

        const num = (v: unknown) => Number(v ?? 0);
        const days = new Map(datesOf(range).map(date => [date, { date, ...empty() } as SalesReportDay]));
        const campaigns = new Map<string, SalesReportCampaign>();
        const campaign = (id: unknown) => {
            const key = String(id);
            let found = campaigns.get(key);
            if (!found) campaigns.set(key, (found = { campaignId: key, sId: '', name: '', typStr: '', itemsSold: 0, ...empty() }));
            return found;
        };
        for (const r of orders) {
            const d = days.get(String(r.day));
            if (!d) continue;
            d.orders = num(r.orders);
            d.revenue = num(r.revenue);
            d.tax = num(r.tax);
            d.sales = num(r.sales);
            d.delivery = num(r.delivery);
            d.discounts = d.revenue - d.sales - d.delivery;
        }
        for (const r of campaignLines) {
            if (!/^\d+$/.test(String(r.campaign))) continue;
            const c = campaign(r.campaign);
            c.sales = num(r.sales);
            c.itemsSold = num(r.items);
            c.orders = num(r.orders);
        }
        const add = (rows: Row[], field: keyof SalesFigures, value: (r: Row) => number) => {
            for (const r of rows) {
                const d = days.get(String(r.day));
                if (d) d[field] += value(r);
                if (r.campaign != null) campaign(r.campaign)[field] += value(r);
            }
        };
        add(tickets, 'ticketsSold', r => num(r.n));
        add(boxes, 'boxesSold', r => num(r.n));
        add(prizes, 'prizesAwarded', r => num(r.n));
        add(prizes, 'prizeCost', r => num(r.cost));
        add(refunds, 'refunds', r => num(r.total));
        for (const r of campaignRefunds) if (/^\d+$/.test(String(r.campaign))) campaign(r.campaign).refunds = Math.round(num(r.total));

        await this.nameCampaigns(ctx, campaigns);
        const totals = empty();
        for (const d of days.values()) for (const key of Object.keys(totals) as Array<keyof SalesFigures>) totals[key] += d[key];
        return {
            from: range.from,
            to: range.to,
            currencyCode: ctx.channel.defaultCurrencyCode,
            days: [...days.values()],
            campaigns: [...campaigns.values()].filter(c => c.sId).sort((a, b) => b.sales - a.sales || a.sId.localeCompare(b.sId)),
            totals,
        };
    }

    /** Each campaign's sId, type and name (the request's language, else English, else any). */
    private async nameCampaigns(ctx: RequestContext, campaigns: Map<string, SalesReportCampaign>) {
        if (!campaigns.size) return;
        const rows = await this.connection.rawConnection
            .createQueryBuilder()
            .select(['c.id AS "id"', 'c."sId" AS "sId"', 'c."typStr" AS "typStr"', 't."languageCode" AS "lang"', 't.name AS "name"'])
            .from('campaign', 'c')
            .leftJoin('campaign_translation', 't', 't."baseId" = c.id')
            .where('c.id IN (:...ids)', { ids: [...campaigns.keys()].map(Number) })
            .getRawMany<{ id: number | string; sId: string; typStr: string; lang: string | null; name: string | null }>();
        for (const c of campaigns.values()) {
            const mine = rows.filter(r => String(r.id) === c.campaignId);
            if (!mine.length) continue;
            c.sId = mine[0].sId;
            c.typStr = mine[0].typStr;
            c.name = (mine.find(r => r.lang === ctx.languageCode) ?? mine.find(r => r.lang === 'en') ?? mine[0]).name ?? c.sId;
        }
    }
}
