import {
    ADD_ITEM,
    adminLogin,
    createOperator,
    createShopper,
    gql,
    pay,
    pdfText,
    productVariants,
    queryDatabase,
    shopApi,
    startTestServer,
    TestServer,
    toArrangingPayment,
} from '@tuah/testing';
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readCsvRows } from '../src/common/csv';
import { until } from './support/first-start';

/**
 * E-invoices against the embedded MyInvois simulator (docs/einvoice.md): individual, consolidated,
 * refund notes, outages and racing runners, and what operators see of an invalid document.
 */
const DETAILS = `mutation ($input: EInvoiceDetailsInput!) { setEInvoiceDetails(input: $input) {
  __typename ... on EInvoiceDetails { tin idType idNumber name } ... on EInvoiceDetailsError { errorCode message reason } } }`;
const REQUEST = `mutation ($r: Boolean!) { requestEInvoice(requested: $r) { __typename ... on OrderEInvoice { requested } ... on EInvoiceRequestError { errorCode message reason } } }`;
const ORDER_EINVOICE = `query ($code: String!) { orderByCode(code: $code) { code eInvoice { requested kind number status uuid validationUrl } invoices { invoiceNumber downloadUrl } } }`;
const DOC_FIELDS = 'id number kind typeCode orderId orderCode month referenceNumber status total uuid longId validationUrl errors { code message } attempts';
const DOCS = `query ($o: EInvoiceDocumentListOptions) { eInvoiceDocuments(options: $o) { totalItems items { ${DOC_FIELDS} } } }`;
const RETRY = `mutation ($id: ID!) { retryEInvoiceDocument(id: $id) { __typename ... on EInvoiceDocument { ${DOC_FIELDS} } ... on EInvoiceActionError { errorCode reason } } }`;
const CONSOLIDATE = `mutation ($m: String!) { submitConsolidatedEInvoice(month: $m) { __typename ... on EInvoiceDocument { ${DOC_FIELDS} } ... on EInvoiceActionError { errorCode reason message } } }`;
const CANCEL = `mutation ($id: ID!) { cancelEInvoiceDocument(id: $id, reason: "Wrong buyer") { __typename ... on EInvoiceDocument { status } ... on EInvoiceActionError { reason } } }`;
const REFUND = `mutation ($input: RefundOrderInput!) { refundOrder(input: $input) { __typename ... on Refund { id state total } ... on ErrorResult { errorCode message } } }`;
const PAYMENTS = `query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { id totalWithTax payments { id amount } } } }`;

/** A TIN the simulator knows (docs/einvoice.md#the-simulator): the right form, not ending in 9999. */
const BUYER = { tin: 'IG12345678901', idType: 'NRIC', idNumber: '900101145678', name: 'Siti Aminah' };

interface Doc {
    id: string;
    number: string;
    kind: string;
    typeCode: string;
    orderCode: string | null;
    month: string;
    referenceNumber: string | null;
    status: string;
    total: number;
    uuid: string | null;
    validationUrl: string | null;
    errors: Array<{ code: string; message: string }>;
    attempts: number;
}

// The shop under test: each describe starts its own and sets these; the helpers below read them.
let server: TestServer;
let admin: string;
let cap: { variantIds: string[] };
let count = 0;

const docs = async (options: Record<string, unknown>) =>
    (await gql(server.adminApiUrl, DOCS, { o: options }, admin)).eInvoiceDocuments as { totalItems: number; items: Doc[] };
const docByNumber = async (number: string) => (await docs({ take: 100 })).items.find(d => d.number === number);
const docOfOrder = async (code: string, kind = 'INVOICE') => (await docs({ take: 100, kind })).items.find(d => d.orderCode === code);
const settled = (what: string, read: () => Promise<Doc | undefined>, status = 'VALID') =>
    until(
        what,
        async () => {
            const doc = await read();
            return doc?.status === status ? doc : undefined;
        },
        30_000,
    );
/** What the simulator received for a document number: its rows (one per accepted submission) and duplicates refused. */
const simulatorBook = (number: string) =>
    queryDatabase<{ status: string; submissions: number }>(server, 'SELECT "status", "submissions" FROM "myinvois_sim_document" WHERE "codeNumber" = $1', [
        number,
    ]);
const outage = async (down: boolean) => {
    for (const p of server.processes) {
        const answer = await fetch(`${p.baseUrl}/myinvois-sim/dev/outage`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ down }),
        });
        expect(answer.status).toBe(200);
    }
};

/** A shopper with a cap in an order, paid; asking for an e-invoice in their name first when `asks`. */
async function paidOrder(asks: boolean, beforePaying?: () => Promise<void>) {
    const shopper = await createShopper(server, admin, `einvoiced${++count}`);
    if (asks) expect((await gql(server.shopApiUrl, DETAILS, { input: BUYER }, shopper.token)).setEInvoiceDetails.__typename).toBe('EInvoiceDetails');
    expect((await gql(server.shopApiUrl, ADD_ITEM, { v: cap.variantIds[0], q: 1, c: null }, shopper.token)).addItemToOrder.__typename).toBe('Order');
    if (asks) expect((await gql(server.shopApiUrl, REQUEST, { r: true }, shopper.token)).requestEInvoice.__typename).toBe('OrderEInvoice');
    await beforePaying?.();
    expect((await toArrangingPayment(server.shopApiUrl, shopper.token)).__typename).toBe('Order');
    const paid = await pay(server.shopApiUrl, shopper.token);
    expect(paid.state).toBe('PaymentSettled');
    return { ...shopper, code: paid.code as string, total: paid.totalWithTax as number };
}

const refund = async (code: string, amount?: number) => {
    const order = (await gql(server.adminApiUrl, PAYMENTS, { code }, admin)).orders.items[0];
    const payment = order.payments[0];
    const result = await gql(
        server.adminApiUrl,
        REFUND,
        { input: { paymentId: payment.id, amount: amount ?? payment.amount, reason: 'Customer asked', shipping: 0, adjustment: 0 } },
        admin,
    );
    expect(result.refundOrder).toMatchObject({ __typename: 'Refund', state: 'Settled' });
    return result.refundOrder as { id: string; total: number };
};

/** An order's individual e-invoice as the shop built and stored it: what it submits, every time. */
const builtDocument = (code: string) =>
    until('a built document', async () => {
        const [row] = await queryDatabase<{ id: number; document: string | null }>(
            server,
            `SELECT d."id", d."document" FROM "einvoice_document" d JOIN "order" o ON o."id" = d."orderId" WHERE o."code" = $1 AND d."kind" = 'INVOICE'`,
            [code],
        );
        return row?.document ? { id: Number(row.id), document: row.document } : undefined;
    });

/**
 * Changes an order's built document while MyInvois is down (a stand-in for a shop bug, or for bytes changed
 * after signing), and returns once every attempt from now on sends the changed bytes: a runner that read the
 * document before the change may still be on its way, so two more attempts (operators' retries hurry them;
 * runners take turns) are waited for, the second read after the change.
 */
async function changeBuiltDocument(code: string, change: (document: string) => string) {
    const row = await builtDocument(code);
    const changed = change(row.document);
    expect(changed).not.toBe(row.document);
    await queryDatabase(server, 'UPDATE "einvoice_document" SET "document" = $1 WHERE "id" = $2', [changed, row.id]);
    const attempts = async () =>
        Number((await queryDatabase<{ attempts: number }>(server, 'SELECT "attempts" FROM "einvoice_document" WHERE "id" = $1', [row.id]))[0]!.attempts);
    const before = await attempts();
    await until(
        'two attempts after the change',
        async () => {
            await gql(server.adminApiUrl, RETRY, { id: String(row.id) }, admin);
            return (await attempts()) >= before + 2 ? true : undefined;
        },
        30_000,
        200,
    );
}

describe('e-invoices (MyInvois simulator)', () => {
    beforeAll(async () => {
        // On PostgreSQL two processes share the database, so two of them can race for one document.
        server = await startTestServer({
            processes: process.env.TEST_DATABASE === 'postgres' ? 2 : 1,
            env: { PAYMENT_SANDBOX: 'true', EINVOICE_RETRY_SECONDS: '1', EINVOICE_SWEEP_SECONDS: '1' },
        });
        admin = await adminLogin(server.adminApiUrl);
        cap = await productVariants(server.shopApiUrl, 'cap');
    });
    afterAll(async () => {
        await server?.stop();
    });

    let individual: { token: string; code: string; total: number };

    it('a paid order whose buyer gave a TIN yields one valid individual e-invoice, its link on the order and as a QR code on the PDF', async () => {
        individual = await paidOrder(true);
        const doc = await settled('the e-invoice', () => docOfOrder(individual.code));
        const seen = async () => (await gql(server.shopApiUrl, ORDER_EINVOICE, { code: individual.code }, individual.token)).orderByCode;
        const order = await until('the invoice', async () => ((await seen()).invoices.length ? await seen() : undefined), 30_000);
        expect(doc).toMatchObject({ kind: 'INVOICE', typeCode: '01', number: order.invoices[0].invoiceNumber, total: individual.total, errors: [] });
        expect(order.eInvoice).toMatchObject({ requested: true, kind: 'INVOICE', number: doc.number, status: 'VALID', uuid: doc.uuid });
        expect(order.eInvoice.validationUrl).toBe(`${server.baseUrl}/myinvois-sim/${doc.uuid}/share/${doc.longId}`);
        // The link shows the document to anyone who scans it.
        const page = await fetch(order.eInvoice.validationUrl);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('Valid');
        expect(await simulatorBook(doc.number)).toEqual([{ status: 'Valid', submissions: 1 }]);
        // Without a signing certificate the document is version 1.0, unsigned.
        const ubl = JSON.parse((await builtDocument(individual.code)).document);
        expect(ubl.Invoice[0].InvoiceTypeCode[0].listVersionID).toBe('1.0');
        expect(ubl.Invoice[0].UBLExtensions).toBeUndefined();

        const pdf = await pdfText(new Uint8Array(await (await fetch(order.invoices[0].downloadUrl)).arrayBuffer()));
        expect(pdf).toContain('e-Invoice validated by LHDN MyInvois');
        // The language is part of the signed link: ask for it in Malay.
        const ms = (await shopApi(`${server.shopApiUrl}?languageCode=ms`, ORDER_EINVOICE, { code: individual.code }, { token: individual.token })).data!
            .orderByCode;
        const msPdf = await pdfText(new Uint8Array(await (await fetch(ms.invoices[0].downloadUrl)).arrayBuffer()));
        expect(msPdf).toContain('e-Invois disahkan oleh LHDN MyInvois');
        expect(msPdf).not.toContain('validated');
        // All of it in Malay (issue 34): the product's Malay name, the shipping method's, the tax's.
        expect(msPdf).toContain('Topi Tuah');
        expect(msPdf).toContain('Penghantaran (Penghantaran Biasa)');
        expect(msPdf).toContain('Termasuk cukai: Cukai jualan');
        expect(msPdf).not.toMatch(/\b(Standard|Delivery|Cap|Tax|Invoice|Total|Subtotal|Shipping)\b/);
    });

    it('keeps the details on the profile, refuses bad ones with translated reasons, and shows another customer nothing', async () => {
        const other = await createShopper(server, admin, `einvoiced${++count}`);
        // Another customer: no details of the first, not their order's e-invoice.
        expect((await gql(server.shopApiUrl, '{ eInvoiceDetails { tin } }', {}, other.token)).eInvoiceDetails).toBeNull();
        expect((await gql(server.shopApiUrl, '{ eInvoiceDetails { tin name } }', {}, individual.token)).eInvoiceDetails).toEqual({
            tin: BUYER.tin,
            name: BUYER.name,
        });
        const stranger = await shopApi(server.shopApiUrl, ORDER_EINVOICE, { code: individual.code }, { token: other.token });
        expect(stranger.data?.orderByCode?.eInvoice ?? null).toBeNull();
        // A guest may not keep details.
        const guest = await shopApi(server.shopApiUrl, DETAILS, { input: BUYER });
        expect(guest.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

        const refused = async (input: Record<string, string>, lang = 'en') =>
            (await gql(`${server.shopApiUrl}?languageCode=${lang}`, DETAILS, { input: { ...BUYER, ...input } }, other.token)).setEInvoiceDetails;
        expect(await refused({ tin: 'nonsense' })).toMatchObject({ errorCode: 'EINVOICE_DETAILS_ERROR', reason: 'INVALID_TIN' });
        expect(await refused({ idNumber: '12' })).toMatchObject({ reason: 'INVALID_ID_NUMBER' });
        expect(await refused({ name: ' ' })).toMatchObject({ reason: 'INVALID_NAME' });
        const unknown = await refused({ tin: 'IG12345679999' });
        expect(unknown).toMatchObject({ reason: 'TIN_NOT_FOUND', message: 'LHDN does not know this TIN with this ID number' });
        expect(await refused({ tin: 'IG12345679999' }, 'ms')).toMatchObject({ message: 'LHDN tidak mengenali TIN ini dengan nombor pengenalan ini' });
        expect((await gql(server.shopApiUrl, '{ eInvoiceDetails { tin } }', {}, other.token)).eInvoiceDetails).toBeNull();
        // Asking without details, or without an order.
        expect((await gql(server.shopApiUrl, REQUEST, { r: true }, other.token)).requestEInvoice).toMatchObject({ reason: 'NO_ACTIVE_ORDER' });
        await gql(server.shopApiUrl, ADD_ITEM, { v: cap.variantIds[0], q: 1, c: null }, other.token);
        expect((await gql(server.shopApiUrl, REQUEST, { r: true }, other.token)).requestEInvoice).toMatchObject({ reason: 'NO_DETAILS' });
        // Operators' list: read permission needed; take is clamped.
        const noRights = await createOperator(server, admin, `einvoice-reader-${count}`, ['ReadOrder']);
        const denied = await shopApi(server.adminApiUrl, DOCS, { o: {} }, { token: noRights });
        expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        expect((await docs({ take: 100000 })).items.length).toBeLessThanOrEqual(100);
        const reader = await createOperator(server, admin, `einvoice-reader2-${count}`, ['ReadEInvoice']);
        expect((await gql(server.adminApiUrl, DOCS, { o: { take: 1 } }, reader)).eInvoiceDocuments.items).toHaveLength(1);
        const retry = await shopApi(server.adminApiUrl, RETRY, { id: '1' }, { token: reader });
        expect(retry.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it("a month of other buyers' orders yields one consolidated e-invoice whose total is the month's sales", async () => {
        const orders = [];
        for (let i = 0; i < 3; i++) orders.push(await paidOrder(false));
        // Paid in March 2024 (shop calendar): the first, the middle and the last moment of the month.
        const times = ['2024-02-29 16:00:00.000', '2024-03-15 04:00:00.000', '2024-03-31 15:59:59.000'];
        for (const [i, o] of orders.entries()) {
            await queryDatabase(server, 'UPDATE "order" SET "customFieldsPaidat" = $1 WHERE "code" = $2', [times[i], o.code]);
        }
        // And one paid just after the month, which is not in it.
        const april = await paidOrder(false);
        await queryDatabase(server, 'UPDATE "order" SET "customFieldsPaidat" = $1 WHERE "code" = $2', ['2024-03-31 16:00:00.000', april.code]);

        const issued = (await gql(server.adminApiUrl, CONSOLIDATE, { m: '2024-03' }, admin)).submitConsolidatedEInvoice;
        expect(issued).toMatchObject({ __typename: 'EInvoiceDocument', number: 'CON-2024-03', kind: 'CONSOLIDATED', month: '2024-03' });
        const doc = await settled('the consolidated e-invoice', () => docByNumber('CON-2024-03'));
        expect(doc.total).toBe(orders.reduce((sum, o) => sum + o.total, 0));
        // Once per month: asking again answers the same document.
        expect((await gql(server.adminApiUrl, CONSOLIDATE, { m: '2024-03' }, admin)).submitConsolidatedEInvoice.id).toBe(doc.id);
        expect(await simulatorBook('CON-2024-03')).toEqual([{ status: 'Valid', submissions: 1 }]);
        const [row] = await queryDatabase<{ document: string }>(server, 'SELECT "document" FROM "einvoice_document" WHERE "number" = $1', ['CON-2024-03']);
        const ubl = JSON.parse(row!.document).Invoice[0];
        expect(ubl.AccountingCustomerParty[0].Party[0].PartyIdentification[0].ID[0]._).toBe('EI00000000010');
        expect(ubl.InvoiceLine.map((l: any) => l.Item[0].CommodityClassification[0].ItemClassificationCode[0]._)).toEqual(['004', '004', '004']);
        expect(ubl.LegalMonetaryTotal[0].PayableAmount[0]._).toBe(doc.total / 100);
        // The shopper sees the consolidated document their sale is in.
        const seen = (await gql(server.shopApiUrl, ORDER_EINVOICE, { code: orders[0]!.code }, orders[0]!.token)).orderByCode.eInvoice;
        expect(seen).toMatchObject({ requested: false, kind: 'CONSOLIDATED', number: 'CON-2024-03', status: 'VALID' });

        expect((await gql(server.adminApiUrl, CONSOLIDATE, { m: '2099-01' }, admin)).submitConsolidatedEInvoice).toMatchObject({ reason: 'BAD_MONTH' });
        expect((await gql(server.adminApiUrl, CONSOLIDATE, { m: '2001-01' }, admin)).submitConsolidatedEInvoice).toMatchObject({ reason: 'NO_SALES' });

        // A refund of a consolidated sale: a refund note referencing the consolidated document.
        const refunded = await refund(orders[1]!.code, 500);
        const note = await settled('the refund note', () => docByNumber(`RN-${refunded.id}`));
        expect(note).toMatchObject({ kind: 'REFUND_NOTE', typeCode: '04', referenceNumber: 'CON-2024-03', total: 500 });
        const [noteRow] = await queryDatabase<{ document: string }>(server, 'SELECT "document" FROM "einvoice_document" WHERE "id" = $1', [Number(note.id)]);
        expect(JSON.parse(noteRow!.document).Invoice[0].BillingReference[0].InvoiceDocumentReference[0].UUID[0]._).toBe(doc.uuid);
    });

    it('a refund yields a refund note that references the individual e-invoice', async () => {
        const invoice = (await docOfOrder(individual.code))!;
        const refunded = await refund(individual.code);
        const note = await settled('the refund note', () => docByNumber(`RN-${refunded.id}`));
        expect(note).toMatchObject({
            kind: 'REFUND_NOTE',
            typeCode: '04',
            referenceNumber: invoice.number,
            total: individual.total,
            orderCode: individual.code,
        });
        const [row] = await queryDatabase<{ document: string }>(server, 'SELECT "document" FROM "einvoice_document" WHERE "id" = $1', [Number(note.id)]);
        const ref = JSON.parse(row!.document).Invoice[0].BillingReference[0].InvoiceDocumentReference[0];
        expect({ id: ref.ID[0]._, uuid: ref.UUID[0]._ }).toEqual({ id: invoice.number, uuid: invoice.uuid });
        // Cancelling at MyInvois within 72 hours works once; a cancelled document cannot be cancelled again.
        expect((await gql(server.adminApiUrl, CANCEL, { id: note.id }, admin)).cancelEInvoiceDocument).toMatchObject({ status: 'CANCELLED' });
        expect((await gql(server.adminApiUrl, CANCEL, { id: note.id }, admin)).cancelEInvoiceDocument).toMatchObject({ reason: 'NOT_CANCELLABLE' });
        // Past 72 hours the simulator refuses.
        await queryDatabase(server, 'UPDATE "myinvois_sim_document" SET "validatedAt" = $1 WHERE "codeNumber" = $2', [
            '2024-01-01 00:00:00.000',
            invoice.number,
        ]);
        await queryDatabase(server, 'UPDATE "einvoice_document" SET "validatedAt" = $1 WHERE "id" = $2', ['2024-01-01 00:00:00.000', Number(invoice.id)]);
        expect((await gql(server.adminApiUrl, CANCEL, { id: invoice.id }, admin)).cancelEInvoiceDocument).toMatchObject({ reason: 'CANCEL_PERIOD_OVER' });
    });

    it("the operators' e-invoice export (ExportOrders) has one row per document created in the range: number, type, order or month, status, link, total", async () => {
        const invoice = (await docOfOrder(individual.code))!;
        const consolidated = (await docByNumber('CON-2024-03'))!;
        // Created in May 2031 on the shop's calendar: the first and the last moment; and one a moment after.
        const move = (id: string, at: string) => queryDatabase(server, 'UPDATE "einvoice_document" SET "createdAt" = $1 WHERE "id" = $2', [at, Number(id)]);
        await move(invoice.id, '2031-04-30 16:00:00.000');
        await move(consolidated.id, '2031-05-31 15:59:59.000');
        const note = (await docs({ take: 100, kind: 'REFUND_NOTE' })).items.find(d => d.referenceNumber === 'CON-2024-03')!;
        await move(note.id, '2031-05-31 16:00:00.000');
        const exporter = await createOperator(server, admin, `einvoice-exporter-${++count}`, ['ExportOrders']);
        const download = (token: string, from = '2031-05-01', to = '2031-05-31') =>
            fetch(`${server.baseUrl}/exports/einvoices.csv?from=${from}&to=${to}`, { headers: { authorization: `Bearer ${token}` } });
        const answer = await download(exporter);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-disposition')).toBe('attachment; filename="tuah-einvoices-2031-05-01-to-2031-05-31.csv"');
        const [header, ...rows] = readCsvRows(await answer.text()).map(r => r.cells);
        const table = rows.map(cells => Object.fromEntries(header!.map((h, i) => [h, cells[i]])));
        expect(table.map(r => r.number)).toEqual([invoice.number, 'CON-2024-03']);
        const [own, month] = table;
        expect(own).toMatchObject({
            createdAt: '2031-05-01 00:00:00',
            type: '01',
            kind: 'INVOICE',
            orderCode: individual.code,
            status: invoice.status,
            uuid: invoice.uuid,
            validationUrl: invoice.validationUrl ?? '',
            total: (individual.total / 100).toFixed(2),
        });
        expect(own!.submittedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        expect(month).toMatchObject({
            createdAt: '2031-05-31 23:59:59',
            kind: 'CONSOLIDATED',
            orderCode: '',
            month: '2024-03',
            status: 'VALID',
            validationUrl: consolidated.validationUrl,
            total: (consolidated.total / 100).toFixed(2),
        });
        expect(month!.validationUrl).toMatch(/\/myinvois-sim\/.+\/share\//);
        // The refund note created a moment after May is June's.
        const june = readCsvRows(await (await download(exporter, '2031-06-01', '2031-06-01')).text()).map(r => r.cells);
        expect(june.slice(1).map(cells => cells[0])).toEqual([note.number]);
        expect(june[1]![header!.indexOf('referenceNumber')]).toBe('CON-2024-03');
        // An operator without ExportOrders gets nothing.
        const reader = await createOperator(server, admin, `einvoice-noexport-${count}`, ['ReadEInvoice']);
        expect((await download(reader)).status).toBe(403);
    });

    it('during an outage the document waits and is retried later, and is submitted exactly once, with runners racing for it', async () => {
        try {
            const order = await paidOrder(true, () => outage(true));
            const waiting = await until(
                'a failed attempt',
                async () => {
                    const doc = await docOfOrder(order.code);
                    return doc && doc.attempts >= 1 && doc.errors.some(e => e.code === 'UNAVAILABLE') ? doc : undefined;
                },
                30_000,
            );
            expect(waiting.status).toBe('PENDING');
            expect(await simulatorBook(waiting.number)).toEqual([]);
            await outage(false);
            // The sweep and an operator's retries on every process race for it: one wins.
            const retries = await Promise.all(
                Array.from({ length: 6 }, (_, i) => gql(server.processes[i % server.processes.length]!.adminApiUrl, RETRY, { id: waiting.id }, admin)),
            );
            for (const r of retries) expect(['EInvoiceDocument', 'EInvoiceActionError']).toContain(r.retryEInvoiceDocument.__typename);
            const valid = await settled('the e-invoice after the outage', () => docOfOrder(order.code));
            expect(valid.errors).toEqual([]);
            expect(await simulatorBook(valid.number)).toEqual([{ status: 'Valid', submissions: 1 }]);
        } finally {
            await outage(false);
        }
    });

    it('an invalid document shows its validation errors to operators, and a retry builds it anew', async () => {
        let order: Awaited<ReturnType<typeof paidOrder>>;
        try {
            order = await paidOrder(true, () => outage(true));
            await changeBuiltDocument(order.code, document => {
                const ubl = JSON.parse(document);
                ubl.Invoice[0].LegalMonetaryTotal[0].PayableAmount[0]._ += 1;
                return JSON.stringify(ubl);
            });
        } finally {
            await outage(false);
        }
        const invalid = await settled('the invalid document', () => docOfOrder(order.code), 'INVALID');
        expect(invalid.errors).toContainEqual(expect.objectContaining({ code: 'PayableMismatch' }));
        const listed = await docs({ status: 'INVALID', take: 100 });
        expect(listed.items.find(d => d.id === invalid.id)?.errors.length).toBeGreaterThan(0);
        expect(listed.items.every(d => d.status === 'INVALID')).toBe(true);
        const seen = (await gql(server.shopApiUrl, ORDER_EINVOICE, { code: order.code }, order.token)).orderByCode.eInvoice;
        expect(seen).toMatchObject({ status: 'INVALID', validationUrl: null });

        const retried = (await gql(server.adminApiUrl, RETRY, { id: invalid.id }, admin)).retryEInvoiceDocument;
        expect(retried).toMatchObject({ __typename: 'EInvoiceDocument', status: 'VALID', errors: [] });
        expect((await simulatorBook(invalid.number)).map(r => r.status).sort()).toEqual(['Invalid', 'Valid']);
        expect((await gql(server.adminApiUrl, RETRY, { id: invalid.id }, admin)).retryEInvoiceDocument).toMatchObject({ reason: 'NOT_RETRYABLE' });
    });
});

describe('signed e-invoices (version 1.1, the shop certificate in EINVOICE_SIGNING_P12)', () => {
    let dir: string;
    let certificate: X509Certificate;

    beforeAll(async () => {
        // A certificate made for this run, as a CA delivers it (PKCS#12 with a password): no private key is committed.
        dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuah-einvoice-signing-'));
        const [key, pem, p12] = ['key.pem', 'cert.pem', 'shop.p12'].map(f => path.join(dir, f));
        execFileSync(
            'openssl',
            [
                'req',
                '-x509',
                '-newkey',
                'rsa:2048',
                '-nodes',
                '-keyout',
                key,
                '-out',
                pem,
                '-days',
                '2',
                '-subj',
                '/C=MY/O=Tuah Test Sdn Bhd/CN=Tuah e-invoice test',
            ],
            {
                stdio: 'pipe',
            },
        );
        execFileSync('openssl', ['pkcs12', '-export', '-in', pem, '-inkey', key, '-out', p12!, '-passout', 'pass:p12-test-password'], { stdio: 'pipe' });
        certificate = new X509Certificate(fs.readFileSync(pem!));
        server = await startTestServer({
            env: {
                PAYMENT_SANDBOX: 'true',
                EINVOICE_RETRY_SECONDS: '1',
                EINVOICE_SWEEP_SECONDS: '1',
                EINVOICE_SIGNING_P12: p12!,
                EINVOICE_SIGNING_P12_PASSWORD: 'p12-test-password',
            },
        });
        admin = await adminLogin(server.adminApiUrl);
        cap = await productVariants(server.shopApiUrl, 'cap');
    });
    afterAll(async () => {
        await server?.stop();
        if (dir) fs.rmSync(dir, { recursive: true, force: true });
    });

    it('a paid order with a TIN yields a version 1.1 e-invoice signed with the certificate, valid in the simulator', async () => {
        const order = await paidOrder(true);
        const doc = await settled('the signed e-invoice', () => docOfOrder(order.code));
        expect(doc).toMatchObject({ kind: 'INVOICE', total: order.total, errors: [] });
        expect(await simulatorBook(doc.number)).toEqual([{ status: 'Valid', submissions: 1 }]);
        const invoice = JSON.parse((await builtDocument(order.code)).document).Invoice[0];
        expect(invoice.InvoiceTypeCode[0].listVersionID).toBe('1.1');
        expect(invoice.Signature[0].SignatureMethod[0]._).toBe('urn:oasis:names:specification:ubl:dsig:enveloped:xades');
        const signature = invoice.UBLExtensions[0].UBLExtension[0].ExtensionContent[0].UBLDocumentSignatures[0].SignatureInformation[0].Signature[0];
        // The shop's own certificate, and its digest, issuer and serial in the signed properties.
        expect(Buffer.from(signature.KeyInfo[0].X509Data[0].X509Certificate[0]._, 'base64')).toEqual(certificate.raw);
        const cert = signature.Object[0].QualifyingProperties[0].SignedProperties[0].SignedSignatureProperties[0].SigningCertificate[0].Cert[0];
        expect(cert.CertDigest[0].DigestValue[0]._).toBe(createHash('sha256').update(certificate.raw).digest('base64'));
        expect(cert.IssuerSerial[0].X509IssuerName[0]._).toBe('CN=Tuah e-invoice test, O=Tuah Test Sdn Bhd, C=MY');
        expect(cert.IssuerSerial[0].X509SerialNumber[0]._).toBe(BigInt(`0x${certificate.serialNumber}`).toString());
    });

    it('one byte changed after signing: the simulator answers Invalid, operators see the signature error, and a retry signs anew', async () => {
        let order: Awaited<ReturnType<typeof paidOrder>>;
        try {
            order = await paidOrder(true, () => outage(true));
            // One letter of the buyer's name: the document still adds up, and is sent with its own hash, but the signature no longer matches.
            await changeBuiltDocument(order.code, document => {
                expect(document).toContain('"Siti Aminah"');
                return document.replace('"Siti Aminah"', '"Siti Aminai"');
            });
        } finally {
            await outage(false);
        }
        const invalid = await settled('the invalid document', () => docOfOrder(order.code), 'INVALID');
        expect(invalid.errors).toEqual([
            {
                code: 'SignatureInvalid',
                message: 'The digital signature does not verify: The document digest does not match the document: it changed after it was signed',
            },
        ]);
        expect((await docs({ status: 'INVALID', take: 100 })).items.find(d => d.id === invalid.id)?.errors[0]?.code).toBe('SignatureInvalid');

        const retried = (await gql(server.adminApiUrl, RETRY, { id: invalid.id }, admin)).retryEInvoiceDocument;
        expect(retried).toMatchObject({ __typename: 'EInvoiceDocument', status: 'VALID', errors: [] });
        expect((await builtDocument(order.code)).document).toContain('"Siti Aminah"');
    });
});
