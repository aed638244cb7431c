import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { ID, JobQueue, JobQueueService, Logger, Order, Refund, RequestContext, TransactionalConnection } from '@vendure/core';
import { In } from 'typeorm';

import { clampPage } from '../../../common/paging';
import { MALAYSIA_OFFSET_MS, malaysianDate } from '../../../common/shop-time';
import { rawQuery } from '../../../common/sql';
import { InvoiceContents, InvoiceService } from '../../invoices';
import { CANCEL_WINDOW_MS, EINVOICE_PLUGIN_OPTIONS, GENERAL_PUBLIC_TIN, loggerCtx } from '../constants';
import { EInvoiceOrderRequest } from '../entities/einvoice-buyer.entity';
import { EInvoiceDocument, EInvoiceKind, EInvoiceStatus, EInvoiceValidationError } from '../entities/einvoice-document.entity';
import { EInvoicePluginOptions } from '../types';
import { MyInvoisClient, MyInvoisUnavailable } from './myinvois-client';
import { signDocument } from './document-signature';
import { DocumentLine, DocumentModel, ublDocument } from './ubl-document';

/** How long a runner may hold a document it is submitting before another may take it over. */
const CLAIM_MS = 2 * 60_000;
const MAX_BACKOFF_MS = 3600_000;

/** `YYYY-MM` on the shop's calendar. */
export function shopMonth(at: Date): string {
    return malaysianDate(at).slice(0, 7);
}

/** The UTC instants a shop-calendar month starts and ends at. */
export function monthRange(month: string): { start: Date; end: Date } {
    const [y, m] = month.split('-').map(Number) as [number, number];
    return { start: new Date(Date.UTC(y, m - 1, 1) - MALAYSIA_OFFSET_MS), end: new Date(Date.UTC(y, m, 1) - MALAYSIA_OFFSET_MS) };
}

/** A datetime as TypeORM writes it on SQLite, which PostgreSQL also reads as a timestamp. */
const sqlTime = (at: Date) => at.toISOString().replace('T', ' ').replace('Z', '');

export interface DocumentListOptions {
    status?: EInvoiceStatus | null;
    typeCode?: string | null;
    kind?: EInvoiceKind | null;
    month?: string | null;
    orderId?: ID | null;
    skip?: number | null;
    take?: number | null;
}

export type ActionRefusal = 'NOT_FOUND' | 'NOT_RETRYABLE' | 'NOT_CANCELLABLE' | 'CANCEL_PERIOD_OVER' | 'REFUSED' | 'UNAVAILABLE' | 'BAD_MONTH' | 'NO_SALES';

/**
 * The shop's e-invoices (docs/einvoice.md): which documents exist, and getting each to MyInvois
 * once. A document row is created once (unique number); a runner — the job of a new document,
 * the sweep, an operator's retry — claims it with one conditional UPDATE before it talks to
 * MyInvois, so two runners (in one process or two) never submit it twice.
 */
@Injectable()
export class EInvoiceService implements OnApplicationBootstrap {
    private queue: JobQueue<{ documentId: string }>;
    readonly client: MyInvoisClient;

    constructor(
        private connection: TransactionalConnection,
        private jobQueueService: JobQueueService,
        private invoices: InvoiceService,
        @Inject(EINVOICE_PLUGIN_OPTIONS) private options: EInvoicePluginOptions,
    ) {
        this.client = new MyInvoisClient({ apiUrl: options.apiUrl, clientId: options.clientId, clientSecret: options.clientSecret });
    }

    async onApplicationBootstrap() {
        this.queue = await this.jobQueueService.createQueue({
            name: 'einvoice-submit',
            process: async job => {
                await this.process(job.data.documentId);
            },
        });
    }

    private get documents() {
        return this.connection.rawConnection.getRepository(EInvoiceDocument);
    }

    /** The MyInvois validation link of a valid document: `<portal>/<uuid>/share/<longId>`. */
    validationUrl(doc: Pick<EInvoiceDocument, 'status' | 'uuid' | 'longId'>): string | null {
        return doc.status === 'VALID' && doc.uuid && doc.longId ? `${this.options.portalUrl}/${doc.uuid}/share/${doc.longId}` : null;
    }

    findOne(ctx: RequestContext, id: ID) {
        return this.connection.getRepository(ctx, EInvoiceDocument).findOne({ where: { id } });
    }

    findByNumber(ctx: RequestContext, number: string) {
        return this.connection.getRepository(ctx, EInvoiceDocument).findOne({ where: { number } });
    }

    /** The document an order's sale is in: its own invoice, or its month's consolidated one. */
    async forOrder(ctx: RequestContext, order: Pick<Order, 'id'> & { customFields?: { paidAt?: Date | null } }): Promise<EInvoiceDocument | null> {
        const own = await this.connection.getRepository(ctx, EInvoiceDocument).findOne({ where: { orderId: order.id, kind: 'INVOICE' } });
        if (own) return own;
        const paidAt = order.customFields?.paidAt;
        if (!paidAt) return null;
        const requested = await this.connection.getRepository(ctx, EInvoiceOrderRequest).count({ where: { orderId: order.id } });
        return requested ? null : this.findByNumber(ctx, consolidatedNumber(shopMonth(new Date(paidAt))));
    }

    async list(ctx: RequestContext, options: DocumentListOptions = {}) {
        const { skip, take } = clampPage(options);
        const where: Record<string, unknown> = {};
        if (options.status) where.status = options.status;
        if (options.typeCode) where.typeCode = options.typeCode;
        if (options.kind) where.kind = options.kind;
        if (options.month) where.month = options.month;
        if (options.orderId) where.orderId = options.orderId;
        const [items, totalItems] = await this.connection.getRepository(ctx, EInvoiceDocument).findAndCount({ where, order: { id: 'DESC' }, skip, take });
        return { items, totalItems };
    }

    /**
     * The e-invoice export's next batch (docs/reports.md#exports): documents created in [start, end), after id
     * `after`, in id order, each with its order's code and validation link. The reports plugin pages through with it.
     */
    async exportBatch(
        ctx: RequestContext,
        range: { start: Date; end: Date },
        after: number,
        take: number,
    ): Promise<Array<{ doc: EInvoiceDocument; orderCode: string | null; validationUrl: string | null }>> {
        const docs = await this.connection
            .getRepository(ctx, EInvoiceDocument)
            .createQueryBuilder('d')
            .where('d.createdAt >= :start AND d.createdAt < :end', { start: range.start, end: range.end })
            .andWhere('d.id > :after', { after })
            .orderBy('d.id', 'ASC')
            .take(take)
            .getMany();
        const orderIds = [...new Set(docs.map(d => d.orderId).filter((id): id is ID => id != null))];
        const orders = orderIds.length
            ? await this.connection.getRepository(ctx, Order).find({ where: { id: In(orderIds) }, select: { id: true, code: true } })
            : [];
        const codes = new Map(orders.map(o => [String(o.id), o.code]));
        return docs.map(doc => ({
            doc,
            orderCode: doc.orderId == null ? null : (codes.get(String(doc.orderId)) ?? null),
            validationUrl: this.validationUrl(doc),
        }));
    }

    /**
     * The document row, once: a second call (another process, a retried job) finds the first's.
     * Then its job.
     */
    private async create(
        ctx: RequestContext,
        row: Omit<Partial<EInvoiceDocument>, 'model'> & { number: string; model: DocumentModel },
    ): Promise<EInvoiceDocument> {
        const existing = await this.findByNumber(ctx, row.number);
        if (existing) return existing;
        try {
            const repo = this.connection.getRepository(ctx, EInvoiceDocument);
            const saved = await repo.save(
                repo.create({
                    ...row,
                    model: JSON.stringify(row.model),
                    document: null,
                    status: 'PENDING',
                    total: row.model.lines.reduce((s, l) => s + l.linePriceWithTax, 0),
                    attempts: 0,
                    nextAttemptAt: Date.now(),
                }),
            );
            await this.queue.add({ documentId: String(saved.id) }, { retries: 0 });
            return saved;
        } catch (err) {
            const winner = await this.findByNumber(ctx, row.number);
            if (winner) return winner;
            throw err;
        }
    }

    /** A paid order whose buyer asked: its e-invoice, numbered as its tax invoice. Others wait for the month's consolidated one. */
    async onPaid(ctx: RequestContext, orderId: ID): Promise<EInvoiceDocument | undefined> {
        const request = await this.connection.getRepository(ctx, EInvoiceOrderRequest).findOne({ where: { orderId } });
        if (!request) return undefined;
        const invoice = await this.invoices.issue(ctx, orderId);
        if (!invoice) return undefined;
        const contents = JSON.parse(invoice.contents) as InvoiceContents;
        const issuedAt = new Date(contents.issuedAt);
        const summary = contents.summary;
        const totalTax = summary?.taxTotal ?? contents.totalTax;
        const total = summary?.total ?? contents.totalWithTax;
        // Each line carries its share of the order's tax; the last one the rest, so the lines add up to the total tax.
        const rows = [
            ...contents.lines.map(l => ({ description: l.names?.en || l.name, quantity: l.quantity, unit: l.unitPriceWithTax, amount: l.linePriceWithTax })),
        ];
        const itemsTotal = rows.reduce((s, r) => s + r.amount, 0);
        // Discounts and delivery make the lines' sum differ from the total: one line each, so the document adds up to what was paid.
        const adjustment = total - itemsTotal;
        if (adjustment !== 0)
            rows.push({ description: adjustment > 0 ? 'Delivery and adjustments' : 'Discounts', quantity: 1, unit: adjustment, amount: adjustment });
        const lines = splitTax(rows, total, totalTax, '008');
        return this.create(ctx, {
            number: invoice.invoiceNumber,
            kind: 'INVOICE',
            typeCode: '01',
            orderId,
            month: shopMonth(issuedAt),
            model: {
                number: invoice.invoiceNumber,
                typeCode: '01',
                issuedAt,
                currencyCode: contents.currencyCode,
                supplier: this.options.supplier,
                buyer: {
                    name: request.name,
                    tin: request.tin,
                    idType: request.idType,
                    idNumber: request.idNumber,
                    email: contents.buyer.email,
                    phone: contents.buyer.phone,
                },
                lines,
            },
        });
    }

    /**
     * The month's consolidated e-invoice for the general public: every order paid in it whose buyer
     * did not ask for their own, one line per day (MyInvois allows summary lines), in one document.
     */
    async consolidate(ctx: RequestContext, month: string): Promise<EInvoiceDocument | 'BAD_MONTH' | 'NO_SALES'> {
        if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month) || month >= shopMonth(new Date())) return 'BAD_MONTH';
        const existing = await this.findByNumber(ctx, consolidatedNumber(month));
        if (existing) return existing;
        const { start, end } = monthRange(month);
        const rows = await rawQuery<{ code: string; paidAt: string | Date; withTax: number | string; withoutTax: number | string }>(
            this.connection,
            ctx,
            `SELECT o."code" AS "code", o."customFieldsPaidat" AS "paidAt", o."subTotalWithTax" + o."shippingWithTax" AS "withTax", o."subTotal" + o."shipping" AS "withoutTax"
             FROM "order" o
             WHERE o."customFieldsPaidat" >= ? AND o."customFieldsPaidat" < ?
               AND NOT EXISTS (SELECT 1 FROM "einvoice_order_request" r WHERE r."orderId" = o."id")
             ORDER BY o."customFieldsPaidat", o."id"`,
            [sqlTime(start), sqlTime(end)],
        );
        if (!rows.length) return 'NO_SALES';
        const days = new Map<string, { codes: string[]; withTax: number; tax: number }>();
        for (const row of rows) {
            const paidAt = row.paidAt instanceof Date ? row.paidAt : new Date(`${String(row.paidAt).replace(' ', 'T')}Z`);
            const day = malaysianDate(paidAt);
            const entry = days.get(day) ?? { codes: [], withTax: 0, tax: 0 };
            entry.codes.push(row.code);
            entry.withTax += Number(row.withTax);
            entry.tax += Number(row.withTax) - Number(row.withoutTax);
            days.set(day, entry);
        }
        const lines: DocumentLine[] = [...days.entries()].map(([day, d]) => ({
            description: `Sales of ${day}: ${d.codes.length} orders, ${d.codes[0]} to ${d.codes[d.codes.length - 1]}`,
            quantity: 1,
            unitPriceWithTax: d.withTax,
            linePriceWithTax: d.withTax,
            tax: d.tax,
            classification: '004',
        }));
        const number = consolidatedNumber(month);
        const lastDay = new Date(end.getTime() - 1);
        return this.create(ctx, {
            number,
            kind: 'CONSOLIDATED',
            typeCode: '01',
            orderId: null,
            month,
            model: {
                number,
                typeCode: '01',
                issuedAt: new Date(),
                currencyCode: 'MYR',
                supplier: this.options.supplier,
                buyer: { name: 'General Public', tin: GENERAL_PUBLIC_TIN, idType: 'BRN', idNumber: 'NA' },
                lines,
                period: { start: `${month}-01`, end: malaysianDate(lastDay) },
            },
        });
    }

    /** A settled refund: a refund note (04) for its amount, referencing the document the sale is in. */
    async onRefundSettled(ctx: RequestContext, refundId: ID): Promise<EInvoiceDocument | undefined> {
        const refund = await this.connection.getRepository(ctx, Refund).findOne({ where: { id: refundId }, relations: { payment: { order: true } } });
        const order = refund?.payment?.order;
        if (!refund || !order || refund.total <= 0) return undefined;
        const paidAt = order.customFields?.paidAt ? new Date(order.customFields.paidAt) : undefined;
        if (!paidAt) return undefined;
        const requested = await this.connection.getRepository(ctx, EInvoiceOrderRequest).findOne({ where: { orderId: order.id } });
        let referenceNumber = consolidatedNumber(shopMonth(paidAt));
        if (requested) {
            const own = await this.connection.getRepository(ctx, EInvoiceDocument).findOne({ where: { orderId: order.id, kind: 'INVOICE' } });
            referenceNumber = own?.number ?? (await this.invoices.forOrder(ctx, order.id))?.invoiceNumber ?? referenceNumber;
        }
        const orderTotal = order.subTotalWithTax + order.shippingWithTax;
        const orderTax = orderTotal - (order.subTotal + order.shipping);
        const tax = orderTotal ? Math.round((refund.total * orderTax) / orderTotal) : 0;
        const number = `RN-${refund.id}`;
        const buyer = requested
            ? { name: requested.name, tin: requested.tin, idType: requested.idType, idNumber: requested.idNumber }
            : { name: 'General Public', tin: GENERAL_PUBLIC_TIN, idType: 'BRN', idNumber: 'NA' };
        return this.create(ctx, {
            number,
            kind: 'REFUND_NOTE',
            typeCode: '04',
            orderId: order.id,
            refundId: refund.id,
            month: shopMonth(new Date()),
            referenceNumber,
            model: {
                number,
                typeCode: '04',
                issuedAt: new Date(),
                currencyCode: order.currencyCode,
                supplier: this.options.supplier,
                buyer,
                lines: [
                    {
                        description: `Refund of order ${order.code}`,
                        quantity: 1,
                        unitPriceWithTax: refund.total,
                        linePriceWithTax: refund.total,
                        tax,
                        classification: requested ? '008' : '004',
                    },
                ],
            },
        });
    }

    /** Due documents: PENDING ones to submit, SUBMITTED ones to ask about, none held by a runner. */
    async due(limit = 50): Promise<string[]> {
        const now = Date.now();
        const rows = await this.documents
            .createQueryBuilder('d')
            .select('d.id', 'id')
            .where('d.status IN (:...statuses)', { statuses: ['PENDING', 'SUBMITTED'] })
            .andWhere('(d.nextAttemptAt IS NULL OR d.nextAttemptAt <= :now)', { now })
            .andWhere('(d.claimedUntil IS NULL OR d.claimedUntil < :now)', { now })
            .orderBy('d.id', 'ASC')
            .take(limit)
            .getRawMany<{ id: ID }>();
        return rows.map(r => String(r.id));
    }

    /**
     * Paid orders whose buyer asked and that have no e-invoice yet (at most 50): creating it follows
     * the payment at once; this catches a process that stopped in between.
     */
    async createMissing(ctx: RequestContext): Promise<number> {
        const rows = await rawQuery<{ orderId: number }>(
            this.connection,
            ctx,
            `SELECT r."orderId" AS "orderId" FROM "einvoice_order_request" r JOIN "order" o ON o."id" = r."orderId"
             WHERE o."customFieldsPaidat" IS NOT NULL
               AND NOT EXISTS (SELECT 1 FROM "einvoice_document" d WHERE d."orderId" = r."orderId" AND d."kind" = 'INVOICE')
             ORDER BY r."orderId" LIMIT 50`,
        );
        for (const row of rows) await this.onPaid(ctx, row.orderId);
        return rows.length;
    }

    /** The sweep: missing documents created, then every due document, one after another. */
    async processDue(ctx: RequestContext): Promise<number> {
        await this.createMissing(ctx);
        let done = 0;
        for (const id of await this.due()) if (await this.process(id)) done++;
        return done;
    }

    /**
     * Takes the document for this runner: one UPDATE that succeeds only while nobody holds it and
     * it is due (or `force`: an operator's retry, still only when nobody holds it).
     */
    private async claim(id: string, force: boolean): Promise<boolean> {
        const now = Date.now();
        const ctx = RequestContext.empty();
        const claimed = await rawQuery<{ id: number }>(
            this.connection,
            ctx,
            `UPDATE "einvoice_document" SET "claimedUntil" = ? WHERE "id" = ? AND "status" IN ('PENDING', 'SUBMITTED')
               AND ("claimedUntil" IS NULL OR "claimedUntil" < ?) ${force ? '' : 'AND ("nextAttemptAt" IS NULL OR "nextAttemptAt" <= ?)'} RETURNING "id"`,
            force ? [now + CLAIM_MS, Number(id), now] : [now + CLAIM_MS, Number(id), now, now],
        );
        return claimed.length === 1;
    }

    private backoff(attempts: number): number {
        return Math.min(MAX_BACKOFF_MS, this.options.retrySeconds * 1000 * 2 ** Math.max(0, attempts - 1));
    }

    /**
     * One step of a document's way, if this runner can claim it: submit a PENDING one, ask about a
     * SUBMITTED one. Returns whether it ran.
     */
    async process(id: string, force = false): Promise<boolean> {
        if (!(await this.claim(id, force))) return false;
        let doc = (await this.documents.findOne({ where: { id } }))!;
        const update: Partial<EInvoiceDocument> = { claimedUntil: null };
        try {
            if (doc.status === 'PENDING') Object.assign(update, await this.submit(doc));
            doc = { ...doc, ...update } as EInvoiceDocument;
            if (doc.status === 'SUBMITTED' && doc.submissionUid) Object.assign(update, await this.poll(doc));
        } catch (err) {
            const attempts = (err as { attempts?: number }).attempts ?? doc.attempts;
            const unavailable = err instanceof MyInvoisUnavailable;
            if (!unavailable) Logger.error(`E-invoice ${doc.number}: ${(err as Error).message}`, loggerCtx);
            update.errors = JSON.stringify([{ code: unavailable ? 'UNAVAILABLE' : 'ERROR', message: (err as Error).message }]);
            update.nextAttemptAt = Date.now() + this.backoff(attempts);
        } finally {
            await this.documents.update({ id }, update);
        }
        return true;
    }

    /** Submits a claimed PENDING document (building it first, once). */
    private async submit(doc: EInvoiceDocument): Promise<Partial<EInvoiceDocument>> {
        let document = doc.document;
        if (!document) {
            const model = JSON.parse(doc.model) as DocumentModel;
            model.issuedAt = new Date(model.issuedAt);
            if (doc.referenceNumber) {
                const original = await this.documents.findOne({ where: { number: doc.referenceNumber } });
                // A note waits for its original to be valid (a consolidated invoice is issued after its month).
                if (original?.status !== 'VALID' || !original.uuid) {
                    return {
                        nextAttemptAt: Date.now() + this.backoff(1),
                        errors: JSON.stringify([{ code: 'WAITING_FOR_ORIGINAL', message: `Waits for ${doc.referenceNumber} to be valid` }]),
                    };
                }
                model.billingReference = { number: original.number, uuid: original.uuid };
            }
            const signing = this.options.signing;
            document = signing ? signDocument(ublDocument(model, '1.1'), signing) : JSON.stringify(ublDocument(model));
            await this.documents.update({ id: doc.id }, { document });
        }
        const attempts = doc.attempts + 1;
        await this.documents.update({ id: doc.id }, { attempts });
        const answer = await this.client.submit(doc.number, document).catch((err: Error) => {
            throw Object.assign(err, { attempts });
        });
        const accepted = answer.accepted.find(a => a.invoiceCodeNumber === doc.number);
        if (accepted) {
            return {
                attempts,
                status: 'SUBMITTED',
                uuid: accepted.uuid,
                submissionUid: answer.submissionUid,
                submittedAt: new Date(),
                errors: null,
                nextAttemptAt: Date.now(),
            };
        }
        const rejected = answer.rejected.find(r => r.invoiceCodeNumber === doc.number);
        return { attempts, status: 'INVALID', errors: JSON.stringify(rejected?.errors ?? [{ code: 'REJECTED', message: 'Rejected' }]), nextAttemptAt: null };
    }

    private async poll(doc: EInvoiceDocument): Promise<Partial<EInvoiceDocument>> {
        const summary = (await this.client.submission(doc.submissionUid!)).find(s => s.uuid === doc.uuid);
        switch (summary?.status) {
            case 'Valid':
                return { status: 'VALID', longId: summary.longId || null, validatedAt: new Date(), errors: null, nextAttemptAt: null };
            case 'Invalid':
                return { status: 'INVALID', errors: JSON.stringify(await this.client.validationErrors(doc.uuid!)), nextAttemptAt: null };
            case 'Cancelled':
                return { status: 'CANCELLED', cancelledAt: new Date(), nextAttemptAt: null };
            default:
                return { nextAttemptAt: Date.now() + this.options.retrySeconds * 1000 };
        }
    }

    /**
     * An operator's retry: a PENDING or SUBMITTED document now, or an INVALID one again — built
     * anew from what the shop now knows (a corrected profile), under the same number.
     */
    async retry(ctx: RequestContext, id: ID): Promise<EInvoiceDocument | ActionRefusal> {
        const doc = await this.findOne(ctx, id);
        if (!doc) return 'NOT_FOUND';
        if (doc.status === 'INVALID') {
            const reset = await rawQuery<{ id: number }>(
                this.connection,
                ctx,
                `UPDATE "einvoice_document" SET "status" = 'PENDING', "document" = NULL, "uuid" = NULL, "submissionUid" = NULL, "nextAttemptAt" = ? WHERE "id" = ? AND "status" = 'INVALID' RETURNING "id"`,
                [Date.now(), Number(doc.id)],
            );
            if (!reset.length) return 'NOT_RETRYABLE';
        } else if (doc.status !== 'PENDING' && doc.status !== 'SUBMITTED') return 'NOT_RETRYABLE';
        await this.process(String(doc.id), true);
        return (await this.findOne(ctx, id))!;
    }

    /** Cancels a valid document at MyInvois (72 hours after its validation at most). */
    async cancel(ctx: RequestContext, id: ID, reason: string): Promise<EInvoiceDocument | ActionRefusal> {
        const doc = await this.findOne(ctx, id);
        if (!doc) return 'NOT_FOUND';
        if (doc.status !== 'VALID' || !doc.uuid) return 'NOT_CANCELLABLE';
        if (doc.validatedAt && Date.now() - new Date(doc.validatedAt).getTime() > CANCEL_WINDOW_MS) return 'CANCEL_PERIOD_OVER';
        let answer: Awaited<ReturnType<MyInvoisClient['cancel']>>;
        try {
            answer = await this.client.cancel(doc.uuid, reason);
        } catch (err) {
            if (err instanceof MyInvoisUnavailable) return 'UNAVAILABLE';
            throw err;
        }
        if (!answer.ok) return answer.error.code === 'OperationPeriodOver' ? 'CANCEL_PERIOD_OVER' : 'REFUSED';
        await this.documents.update({ id: doc.id }, { status: 'CANCELLED', cancelledAt: new Date() });
        return (await this.findOne(ctx, id))!;
    }

    /** The last month's consolidated invoice, if it has sales and none yet (the task of the first days of a month). */
    async consolidateLastMonth(ctx: RequestContext): Promise<EInvoiceDocument | undefined> {
        const now = new Date(Date.now() + MALAYSIA_OFFSET_MS);
        const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
        const result = await this.consolidate(ctx, last.toISOString().slice(0, 7));
        return typeof result === 'string' ? undefined : result;
    }

    /** Documents of several orders at once (the shop's order pages). */
    byOrders(ctx: RequestContext, orderIds: ID[]) {
        return orderIds.length ? this.connection.getRepository(ctx, EInvoiceDocument).find({ where: { orderId: In(orderIds) } }) : Promise.resolve([]);
    }
}

export function consolidatedNumber(month: string): string {
    return `CON-${month}`;
}

export function parseErrors(doc: Pick<EInvoiceDocument, 'errors'>): EInvoiceValidationError[] {
    try {
        return doc.errors ? (JSON.parse(doc.errors) as EInvoiceValidationError[]) : [];
    } catch {
        return [];
    }
}

/** Lines with their share of the tax: proportional, the last one taking the rest so the shares add up. */
function splitTax(
    rows: Array<{ description: string; quantity: number; unit: number; amount: number }>,
    total: number,
    tax: number,
    classification: DocumentLine['classification'],
): DocumentLine[] {
    let left = tax;
    return rows.map((r, i) => {
        const share = i === rows.length - 1 ? left : total ? Math.round((r.amount * tax) / total) : 0;
        left -= share;
        return { description: r.description, quantity: r.quantity, unitPriceWithTax: r.unit, linePriceWithTax: r.amount, tax: share, classification };
    });
}
