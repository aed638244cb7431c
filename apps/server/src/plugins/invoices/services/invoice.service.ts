import { Inject, Injectable } from '@nestjs/common';
import { ID, Logger, Order, OrderService, RequestContext, RequestContextCacheService, TransactionalConnection } from '@vendure/core';
import { In } from 'typeorm';

import { MONEY_SUMMARY_RELATIONS, moneySummaryOf } from '../../../common/money-summary';

import { loadBatched } from '../../../common/request-cache';
import { MALAYSIA_OFFSET_MS } from '../../../common/shop-time';
import { rawQuery } from '../../../common/sql';
import { INVOICE_PREFIX, INVOICES_PLUGIN_OPTIONS, loggerCtx } from '../constants';
import { Invoice } from '../entities/invoice.entity';
import { InvoiceContents, InvoicesPluginOptions } from '../types';
import { InvoiceLanguage, signedInvoiceUrl } from './invoice-links';

/** Malaysia keeps no daylight saving time: its books' year turns at 16:00 UTC on 31 December. */
export function invoiceYear(at: Date): number {
    return new Date(at.getTime() + MALAYSIA_OFFSET_MS).getUTCFullYear();
}

export function invoiceNumber(year: number, sequence: number): string {
    return `${INVOICE_PREFIX}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The invoice was issued by another transaction while this one waited for the year's number. */
class AlreadyIssued extends Error {}

/**
 * Issues one invoice per paid order, numbered per year without gaps or duplicates: the year's
 * InvoiceSequence row is incremented (and so locked until commit) in the transaction that
 * inserts the invoice, and unique indexes on the number and the order refuse anything else.
 */
@Injectable()
export class InvoiceService {
    /** Where the PDF's QR code points: the e-invoice plugin's validation link of the order's e-invoice, once valid. */
    private validationLinkSource: ((ctx: RequestContext, orderId: ID) => Promise<string | undefined>) | undefined;

    constructor(
        private connection: TransactionalConnection,
        private orderService: OrderService,
        private cache: RequestContextCacheService,
        @Inject(INVOICES_PLUGIN_OPTIONS) private options: InvoicesPluginOptions,
    ) {}

    /** The order's invoice, issuing it if the order is paid and has none yet; undefined for an unpaid order. */
    async issue(ctx: RequestContext, orderId: ID): Promise<Invoice | undefined> {
        const existing = await this.forOrder(ctx, orderId);
        if (existing) return existing;
        // The breakdown's relations, and the buyer's.
        const order = await this.orderService.findOne(ctx, orderId, [...MONEY_SUMMARY_RELATIONS, 'customer', 'channels']);
        if (!order?.customFields?.paidAt) return undefined;
        try {
            return await this.connection.withTransaction(ctx, async tx => {
                const issuedAt = new Date();
                const year = invoiceYear(issuedAt);
                await rawQuery(this.connection, tx, 'INSERT INTO "invoice_sequence" ("year", "last") VALUES (?, 0) ON CONFLICT ("year") DO NOTHING', [year]);
                // Locks the year's row until this transaction ends (PostgreSQL: the same row
                // lock as SELECT … FOR UPDATE; SQLite: the database's one writer).
                const [row] = await rawQuery<{ last: number }>(
                    this.connection,
                    tx,
                    'UPDATE "invoice_sequence" SET "last" = "last" + 1 WHERE "year" = ? RETURNING "last"',
                    [year],
                );
                // Checked again under the lock: a concurrent call for this order may have won.
                const raced = await this.forOrder(tx, orderId);
                if (raced) throw new AlreadyIssued();
                const sequence = Number(row.last);
                const number = invoiceNumber(year, sequence);
                const contents = this.contents(ctx, order, number, issuedAt);
                const invoices = this.connection.getRepository(tx, Invoice);
                return invoices.save(
                    invoices.create({
                        orderId: order.id,
                        customerId: order.customerId ?? null,
                        invoiceNumber: number,
                        year,
                        sequence,
                        contents: JSON.stringify(contents),
                    }),
                );
            });
        } catch (err) {
            // Rolled back, number and all: the winner's invoice is the order's.
            const winner = await this.forOrder(ctx, orderId);
            if (winner) return winner;
            throw err;
        }
    }

    /** Set once at start by the e-invoice plugin (which depends on this one, not the other way round). */
    setValidationLinkSource(source: (ctx: RequestContext, orderId: ID) => Promise<string | undefined>) {
        this.validationLinkSource = source;
    }

    /** The MyInvois validation link the invoice's PDF carries as a QR code, if its e-invoice is valid. */
    validationLink(ctx: RequestContext, invoice: Invoice): Promise<string | undefined> {
        return this.validationLinkSource?.(ctx, invoice.orderId) ?? Promise.resolve(undefined);
    }

    forOrder(ctx: RequestContext, orderId: ID): Promise<Invoice | null> {
        return this.connection.getRepository(ctx, Invoice).findOne({ where: { orderId } });
    }

    /**
     * The order's invoices with links signed now, in the request's language. The invoices of a
     * page of orders are read in one query.
     */
    async downloads(ctx: RequestContext, orderId: ID) {
        const rows = await loadBatched(this.cache, ctx, 'invoices.byOrder', orderId, ids => this.forOrders(ctx, ids));
        const lang: InvoiceLanguage = ctx.languageCode === 'ms' ? 'ms' : 'en';
        const expires = Math.floor(Date.now() / 1000) + this.options.linkMinutes * 60;
        return (rows ?? []).map(invoice => ({
            invoiceNumber: invoice.invoiceNumber,
            createdAt: invoice.createdAt,
            downloadUrl: signedInvoiceUrl(this.options.publicUrl, this.options.linkSecret(), { invoiceNumber: invoice.invoiceNumber, expires, lang }),
        }));
    }

    /** The invoices of several orders at once, by order id. */
    async forOrders(ctx: RequestContext, orderIds: ID[]): Promise<Map<string, Invoice[]>> {
        const rows = orderIds.length ? await this.connection.getRepository(ctx, Invoice).find({ where: { orderId: In(orderIds) } }) : [];
        const byOrder = new Map<string, Invoice[]>();
        for (const row of rows) byOrder.set(String(row.orderId), [...(byOrder.get(String(row.orderId)) ?? []), row]);
        return byOrder;
    }

    findByNumber(ctx: RequestContext, number: string): Promise<Invoice | null> {
        return this.connection.getRepository(ctx, Invoice).findOne({ where: { invoiceNumber: number } });
    }

    /** Paid orders without an invoice (at most 100): issuing normally follows the payment at once. */
    async ordersAwaitingInvoices(ctx: RequestContext): Promise<ID[]> {
        const rows = await this.connection
            .getRepository(ctx, Order)
            .createQueryBuilder('o')
            .select('o.id', 'id')
            .leftJoin(Invoice, 'invoice', 'invoice.orderId = o.id')
            .where('o.customFields.paidAt IS NOT NULL')
            .andWhere('invoice.id IS NULL')
            .orderBy('o.id', 'ASC')
            .take(100)
            .getRawMany<{ id: ID }>();
        return rows.map(r => r.id);
    }

    async issueMissing(ctx: RequestContext): Promise<number> {
        let issued = 0;
        for (const orderId of await this.ordersAwaitingInvoices(ctx)) {
            try {
                if (await this.issue(ctx, orderId)) issued++;
            } catch (err) {
                Logger.error(`The invoice of order ${orderId} could not be issued: ${(err as Error).message}`, loggerCtx);
            }
        }
        return issued;
    }

    /** What the invoice says: the order as it is when paid, in sen. */
    private contents(ctx: RequestContext, order: Order, number: string, issuedAt: Date): InvoiceContents {
        const address = order.billingAddress?.streetLine1 ? order.billingAddress : order.shippingAddress;
        const customer = order.customer;
        const buyerName = address?.fullName || [customer?.firstName, customer?.lastName].filter(Boolean).join(' ') || customer?.emailAddress || '';
        return {
            invoiceNumber: number,
            issuedAt: issuedAt.toISOString(),
            orderCode: order.code,
            currencyCode: order.currencyCode,
            seller: this.options.seller,
            buyer: {
                name: buyerName,
                email: customer?.emailAddress,
                phone: address?.phoneNumber || customer?.phoneNumber || undefined,
                address: [
                    address?.company,
                    address?.streetLine1,
                    address?.streetLine2,
                    [address?.postalCode, address?.city].filter(Boolean).join(' '),
                    [address?.province, address?.country].filter(Boolean).join(', '),
                ].filter((l): l is string => !!l),
            },
            lines: order.lines.map(l => ({
                name: l.productVariant?.name ?? '',
                names: Object.fromEntries(
                    (l.productVariant?.translations ?? []).filter(t => t.languageCode === 'en' || t.languageCode === 'ms').map(t => [t.languageCode, t.name]),
                ),
                sku: l.productVariant?.sku ?? '',
                ...(l.customFields?.campaignId ? { campaignId: String(l.customFields.campaignId) } : {}),
                quantity: l.quantity,
                unitPriceWithTax: l.unitPriceWithTax,
                linePriceWithTax: l.linePriceWithTax,
            })),
            discounts: order.discounts.map(d => ({ description: d.description, amountWithTax: d.amountWithTax })),
            shippingWithTax: order.shippingWithTax,
            shippingDescription: [order.customFields?.epName, order.customFields?.epDesc].filter(Boolean).join(', ') || undefined,
            taxes: order.taxSummary.map(t => ({ description: t.description, taxRate: t.taxRate, taxBase: t.taxBase, taxTotal: t.taxTotal })),
            subTotalWithTax: order.subTotalWithTax,
            totalWithTax: order.totalWithTax,
            totalTax: order.totalWithTax - order.total,
            // A paid order without a shipping line ships nothing.
            summary: moneySummaryOf(order, false, ctx.languageCode),
        };
    }
}
