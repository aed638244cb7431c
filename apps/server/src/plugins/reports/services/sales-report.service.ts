import { Injectable } from '@nestjs/common';
import { RequestContext, TransactionalConnection } from '@vendure/core';

import { malaysianDateSql } from '../../../common/shop-time';
import { isPostgres, runStatement } from '../../../common/sql';
import { BlindBoxService } from '../../blind-box';
import { CampaignService, CampaignTicketService } from '../../campaign';
import { WonPrizeService } from '../../prizes';
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
 * aggregate SQL (one statement per measure, grouped in the database; SQLite and PostgreSQL): the
 * orders' money here, tickets, boxes and prizes from their owners' services.
 * Orders count on the day they were placed, as they stand now (a cancelled line counts no more);
 * tickets, boxes and prizes on the day they were issued or won; refunds on the day they were made.
 */
@Injectable()
export class SalesReportService {
    constructor(
        private connection: TransactionalConnection,
        private campaigns: CampaignService,
        private tickets: CampaignTicketService,
        private boxes: BlindBoxService,
        private prizes: WonPrizeService,
    ) {}

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
            this.tickets.issuedPerDay(ctx, range.start, range.end),
            this.boxes.soldPerDay(ctx, range.start, range.end),
            this.prizes.awardedPerDay(ctx, range.start, range.end),
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
        const add = <R extends { day: string; campaignId?: string }>(rows: R[], field: keyof SalesFigures, value: (r: R) => number) => {
            for (const r of rows) {
                const d = days.get(r.day);
                if (d) d[field] += value(r);
                if (r.campaignId != null) campaign(r.campaignId)[field] += value(r);
            }
        };
        add(tickets, 'ticketsSold', r => r.count);
        add(boxes, 'boxesSold', r => r.count);
        add(prizes, 'prizesAwarded', r => r.count);
        add(prizes, 'prizeCost', r => r.cost);
        add(
            refunds.map(r => ({ day: String(r.day), total: num(r.total) })),
            'refunds',
            r => r.total,
        );
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

    /** Each campaign's sId, type and name (the request's language, else English, else any); unknown ids stay unnamed and are left out. */
    private async nameCampaigns(ctx: RequestContext, campaigns: Map<string, SalesReportCampaign>) {
        if (!campaigns.size) return;
        for (const found of await this.campaigns.findNamedByIds(ctx, [...campaigns.keys()])) {
            const c = campaigns.get(String(found.id));
            if (!c) continue;
            const t =
                found.translations?.find(x => x.languageCode === ctx.languageCode) ??
                found.translations?.find(x => x.languageCode === 'en') ??
                found.translations?.[0];
            c.sId = found.sId;
            c.typStr = found.typStr;
            c.name = t?.name ?? found.sId;
        }
    }
}
