import { Injectable } from '@nestjs/common';
import { Customer, Order, OrderLine, Promotion, RequestContext, ShippingLine, Surcharge, TransactionalConnection } from '@vendure/core';

import { CsvCell } from '../../../common/csv';
import { moneySummaryOf } from '../../../common/money-summary';
import { malaysianDateTime } from '../../../common/shop-time';
import { isPostgres } from '../../../common/sql';
import { CampaignService } from '../../campaign';
import { EInvoiceService } from '../../einvoice';
import { EXPORT_BATCH, ExportKind } from '../constants';
import { ReportRange } from './report-range';

/** A money amount in ringgit with two decimals (an accountant's spreadsheet), from minor units. */
export function ringgit(minor: number): string {
    return (minor / 100).toFixed(2);
}

/** A row as the database driver answers it. */
type Raw = Record<string, unknown>;

/** An order as the export reads it: Vendure's entity with only the exported fields, and when it was paid. */
type ExportedOrder = Order & { paidAt: Date | null };

const when = (at: Date | string | null | undefined) => (at == null ? '' : malaysianDateTime(new Date(at)));

/** Each export's header row (docs/reports.md#exports says what each column holds). */
export const EXPORT_HEADERS: Record<ExportKind, string[]> = {
    orders: [
        'code',
        'placedAt',
        'paidAt',
        'customerId',
        'customerName',
        'customerEmail',
        'state',
        'itemsTotal',
        'discounts',
        'subTotal',
        'delivery',
        'deliveryDiscounts',
        'total',
        'tax',
        'currency',
        'campaignItems',
    ],
    payments: ['id', 'createdAt', 'orderCode', 'method', 'state', 'amount', 'currency', 'transactionId', 'errorMessage'],
    refunds: [
        'id',
        'createdAt',
        'orderCode',
        'paymentId',
        'method',
        'state',
        'items',
        'shipping',
        'adjustment',
        'total',
        'currency',
        'reason',
        'transactionId',
    ],
    einvoices: [
        'number',
        'createdAt',
        'type',
        'kind',
        'orderCode',
        'month',
        'referenceNumber',
        'status',
        'uuid',
        'validationUrl',
        'submittedAt',
        'validatedAt',
        'total',
    ],
};

/**
 * The operators' CSV exports (docs/reports.md#exports): the rows of a date range read in batches
 * of EXPORT_BATCH, keyset-paged by id (`id > last` in id order), so an export of any size holds one
 * batch in memory at a time. Orders go by when they were placed, payments and refunds by when they
 * were created, each on the shop's (Malaysian) calendar; only the request's channel.
 */
@Injectable()
export class OrderExportService {
    constructor(
        private connection: TransactionalConnection,
        private campaigns: CampaignService,
        private einvoices: EInvoiceService,
    ) {}

    rows(ctx: RequestContext, kind: ExportKind, range: ReportRange): AsyncGenerator<CsvCell[][]> {
        switch (kind) {
            case 'orders':
                return this.orderRows(ctx, range);
            case 'payments':
                return this.paymentRows(ctx, range);
            case 'refunds':
                return this.refundRows(ctx, range);
            case 'einvoices':
                return this.einvoiceRows(ctx, range);
        }
    }

    /** The ids of the next batch: rows of `table` whose `column` lies in the range, after `after`, in the channel. */
    private async nextIds(ctx: RequestContext, table: 'order' | 'payment' | 'refund', range: ReportRange, after: number): Promise<number[]> {
        const orderId = table === 'order' ? 't.id' : table === 'payment' ? 't."orderId"' : 'p."orderId"';
        const qb = this.connection.rawConnection
            .createQueryBuilder()
            .select('t.id', 'id')
            .from(table, 't')
            .where(
                `t.${table === 'order' ? '"orderPlacedAt"' : '"createdAt"'} >= :start AND t.${table === 'order' ? '"orderPlacedAt"' : '"createdAt"'} < :end`,
                {
                    start: range.start,
                    end: range.end,
                },
            )
            .andWhere('t.id > :after', { after })
            .andWhere(`EXISTS (SELECT 1 FROM order_channels_channel occ WHERE occ."orderId" = ${orderId} AND occ."channelId" = :channelId)`, {
                channelId: ctx.channelId,
            })
            .orderBy('t.id', 'ASC')
            .limit(EXPORT_BATCH);
        if (table === 'refund') qb.innerJoin('payment', 'p', 'p.id = t."paymentId"');
        const rows = await qb.getRawMany<{ id: number | string }>();
        return rows.map(r => Number(r.id));
    }

    private async *orderRows(ctx: RequestContext, range: ReportRange): AsyncGenerator<CsvCell[][]> {
        const campaignNames = new Map<string, string>();
        for (let after = 0; ;) {
            const ids = await this.nextIds(ctx, 'order', range, after);
            if (!ids.length) return;
            after = ids[ids.length - 1];
            const orders = await this.orderBatch(ids);
            await this.nameCampaigns(ctx, orders, campaignNames);
            yield orders.map(order => {
                // The breakdown every screen and the invoice show (common/money-summary.ts); the method's name is not read.
                const m = moneySummaryOf(order, true, ctx.languageCode);
                const items = new Map<string, number>();
                for (const line of order.lines) {
                    const campaignId = line.customFields?.campaignId as string | null | undefined;
                    if (!campaignId || line.quantity <= 0) continue;
                    const name = campaignNames.get(campaignId) ?? campaignId;
                    items.set(name, (items.get(name) ?? 0) + line.quantity);
                }
                const sum = (list: Array<{ amountWithTax: number }>) => list.reduce((s, d) => s + d.amountWithTax, 0);
                return [
                    order.code,
                    when(order.orderPlacedAt),
                    when(order.paidAt),
                    order.customer?.id ?? '',
                    order.customer ? `${order.customer.firstName ?? ''} ${order.customer.lastName ?? ''}`.trim() : '',
                    order.customer?.emailAddress ?? '',
                    order.state,
                    ringgit(m.itemsTotal),
                    ringgit(sum(m.discounts)),
                    ringgit(m.subTotal),
                    ringgit(m.delivery.priceWithTax),
                    ringgit(sum(m.deliveryDiscounts)),
                    ringgit(m.total),
                    ringgit(m.taxTotal),
                    m.currencyCode,
                    [...items].map(([name, quantity]) => `${name} x ${quantity}`).join('; '),
                ];
            });
        }
    }

    /**
     * A batch of orders with what their row needs, read as plain rows (only the columns used) and put
     * into Vendure's entity classes, whose getters (line prices with tax, discounts, tax) the money
     * summary reads. Not TypeORM's `find` with relations: its hydration of every column of six joined
     * relations made ~20 KB of garbage per order, which outlived young-generation collections and
     * pushed the heap's peak up the longer an export ran (docs/reports.md#exports).
     */
    private async orderBatch(ids: number[]): Promise<ExportedOrder[]> {
        const query = (table: string, alias: string, columns: string[]) =>
            this.connection.rawConnection
                .createQueryBuilder()
                .select(columns.map(c => (/^\w+$/.test(c) ? `${alias}."${c}" AS "${c}"` : c)))
                .from(table, alias)
                .where(`${alias}."${table === 'order' ? 'id' : 'orderId'}" IN (:...ids)`, { ids });
        const priced = ['orderId', 'listPrice', 'listPriceIncludesTax', 'taxLines'];
        // One query after another: an export holds one database connection, never a pool's worth.
        const rows = await query('order', 'o', [
            'id',
            'code',
            'orderPlacedAt',
            'state',
            'currencyCode',
            'subTotal',
            'subTotalWithTax',
            'shipping',
            'shippingWithTax',
        ])
            .addSelect(['c.id AS "customerId"', 'c."firstName" AS "firstName"', 'c."lastName" AS "lastName"', 'c."emailAddress" AS "emailAddress"'])
            .leftJoin('customer', 'c', 'c.id = o."customerId"')
            .orderBy('o.id', 'ASC')
            .getRawMany<Raw>();
        const lines = await query('order_line', 'l', ['id', 'quantity', 'orderPlacedQuantity', 'adjustments', 'customFieldsCampaignid', ...priced])
            .orderBy('l.id', 'ASC')
            .getRawMany<Raw>();
        const shippingLines = await query('shipping_line', 's', ['id', 'adjustments', ...priced])
            .orderBy('s.id', 'ASC')
            .getRawMany<Raw>();
        const surcharges = await query('surcharge', 'x', ['id', 'description', ...priced])
            .orderBy('x.id', 'ASC')
            .getRawMany<Raw>();
        const promotions = await query('order_promotions_promotion', 'op', ['orderId', 'p.id AS "id"', 'p."couponCode" AS "couponCode"'])
            .innerJoin('promotion', 'p', 'p.id = op."promotionId"')
            .getRawMany<Raw>();
        // When it was paid: its first settled payment.
        const payments = await query('payment', 'p', ['orderId', 'MIN(p."createdAt") AS "paidAt"'])
            .andWhere(`p.state = 'Settled'`)
            .groupBy('p."orderId"')
            .getRawMany<Raw>();
        const byOrder = <T>(list: Raw[], make: (row: Raw) => T) => {
            const grouped = new Map<number, T[]>();
            for (const row of list) {
                const id = Number(row.orderId);
                grouped.set(id, [...(grouped.get(id) ?? []), make(row)]);
            }
            return grouped;
        };
        const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : (value ?? []));
        const price = (row: Raw) => ({
            id: row.id as number,
            listPrice: Number(row.listPrice),
            listPriceIncludesTax: Boolean(Number(row.listPriceIncludesTax)),
            taxLines: json(row.taxLines),
        });
        const linesOf = byOrder(
            lines,
            row =>
                new OrderLine({
                    ...price(row),
                    quantity: Number(row.quantity),
                    // The getters prorate a discount over the quantity placed (an operator may cancel units since).
                    orderPlacedQuantity: Number(row.orderPlacedQuantity),
                    adjustments: json(row.adjustments),
                    customFields: { campaignId: row.customFieldsCampaignid as string | null },
                }),
        );
        const shippingOf = byOrder(shippingLines, row => new ShippingLine({ ...price(row), adjustments: json(row.adjustments) }));
        const surchargesOf = byOrder(surcharges, row => new Surcharge({ ...price(row), description: String(row.description) }));
        const promotionsOf = byOrder(promotions, row => new Promotion({ id: row.id as number, couponCode: row.couponCode as string }));
        const paidAt = new Map(payments.map(p => [Number(p.orderId), this.date(p.paidAt)]));
        return rows.map(row => {
            const id = Number(row.id);
            const order = new Order({
                id,
                code: String(row.code),
                orderPlacedAt: this.date(row.orderPlacedAt) ?? undefined,
                state: row.state as Order['state'],
                currencyCode: row.currencyCode as Order['currencyCode'],
                subTotal: Number(row.subTotal),
                subTotalWithTax: Number(row.subTotalWithTax),
                shipping: Number(row.shipping),
                shippingWithTax: Number(row.shippingWithTax),
                lines: linesOf.get(id) ?? [],
                shippingLines: shippingOf.get(id) ?? [],
                surcharges: surchargesOf.get(id) ?? [],
                promotions: promotionsOf.get(id) ?? [],
                customer:
                    row.customerId == null
                        ? undefined
                        : new Customer({
                              id: row.customerId as number,
                              firstName: row.firstName as string,
                              lastName: row.lastName as string,
                              emailAddress: row.emailAddress as string,
                          }),
            });
            return Object.assign(order, { paidAt: paidAt.get(id) ?? null });
        });
    }

    /** Campaign short ids (sId) for the lines' campaign ids, loaded once per export. */
    private async nameCampaigns(ctx: RequestContext, orders: Order[], names: Map<string, string>) {
        const missing = new Set<string>();
        for (const order of orders)
            for (const line of order.lines) {
                const id = line.customFields?.campaignId as string | null | undefined;
                if (id && !names.has(id) && /^\d+$/.test(id)) missing.add(id);
            }
        if (!missing.size) return;
        for (const c of await this.campaigns.findNamedByIds(ctx, [...missing])) names.set(String(c.id), c.sId);
    }

    private async *paymentRows(ctx: RequestContext, range: ReportRange): AsyncGenerator<CsvCell[][]> {
        for (let after = 0; ;) {
            const ids = await this.nextIds(ctx, 'payment', range, after);
            if (!ids.length) return;
            after = ids[ids.length - 1];
            const rows = await this.connection.rawConnection
                .createQueryBuilder()
                .select(['p.id AS "id"', 'p."createdAt" AS "createdAt"', 'o.code AS "orderCode"', 'p.method AS "method"', 'p.state AS "state"'])
                .addSelect([
                    'p.amount AS "amount"',
                    'o."currencyCode" AS "currency"',
                    'p."transactionId" AS "transactionId"',
                    'p."errorMessage" AS "errorMessage"',
                ])
                .from('payment', 'p')
                .innerJoin('order', 'o', 'o.id = p."orderId"')
                .where('p.id IN (:...ids)', { ids })
                .orderBy('p.id', 'ASC')
                .getRawMany<Record<string, string | number | Date | null>>();
            yield rows.map(r => [
                r.id,
                when(this.date(r.createdAt)),
                r.orderCode,
                r.method,
                r.state,
                ringgit(Number(r.amount)),
                r.currency,
                r.transactionId,
                r.errorMessage,
            ]);
        }
    }

    private async *refundRows(ctx: RequestContext, range: ReportRange): AsyncGenerator<CsvCell[][]> {
        for (let after = 0; ;) {
            const ids = await this.nextIds(ctx, 'refund', range, after);
            if (!ids.length) return;
            after = ids[ids.length - 1];
            const rows = await this.connection.rawConnection
                .createQueryBuilder()
                .select(['r.id AS "id"', 'r."createdAt" AS "createdAt"', 'o.code AS "orderCode"', 'r."paymentId" AS "paymentId"', 'r.method AS "method"'])
                .addSelect(['r.state AS "state"', 'r.items AS "items"', 'r.shipping AS "shipping"', 'r.adjustment AS "adjustment"', 'r.total AS "total"'])
                .addSelect(['o."currencyCode" AS "currency"', 'r.reason AS "reason"', 'r."transactionId" AS "transactionId"'])
                .from('refund', 'r')
                .innerJoin('payment', 'p', 'p.id = r."paymentId"')
                .innerJoin('order', 'o', 'o.id = p."orderId"')
                .where('r.id IN (:...ids)', { ids })
                .orderBy('r.id', 'ASC')
                .getRawMany<Record<string, string | number | Date | null>>();
            yield rows.map(r => [
                r.id,
                when(this.date(r.createdAt)),
                r.orderCode,
                r.paymentId,
                r.method,
                r.state,
                ringgit(Number(r.items)),
                ringgit(Number(r.shipping)),
                ringgit(Number(r.adjustment)),
                ringgit(Number(r.total)),
                r.currency,
                r.reason,
                r.transactionId,
            ]);
        }
    }

    /** E-invoice documents the shop created in the range, read through the e-invoicing plugin's service (it owns their table). */
    private async *einvoiceRows(ctx: RequestContext, range: ReportRange): AsyncGenerator<CsvCell[][]> {
        for (let after = 0; ;) {
            const batch = await this.einvoices.exportBatch(ctx, range, after, EXPORT_BATCH);
            if (!batch.length) return;
            after = Number(batch[batch.length - 1].doc.id);
            yield batch.map(({ doc, orderCode, validationUrl }) => [
                doc.number,
                when(doc.createdAt),
                doc.typeCode,
                doc.kind,
                orderCode,
                doc.month,
                doc.referenceNumber,
                doc.status,
                doc.uuid,
                validationUrl,
                when(doc.submittedAt),
                when(doc.validatedAt),
                ringgit(doc.total),
            ]);
        }
    }

    /** A raw timestamp: a Date from PostgreSQL, UTC text (`YYYY-MM-DD HH:MM:SS.sss`) from SQLite. */
    private date(value: unknown): Date | null {
        if (value == null) return null;
        if (value instanceof Date) return value;
        return isPostgres(this.connection) ? new Date(String(value)) : new Date(`${String(value).replace(' ', 'T')}Z`);
    }
}
