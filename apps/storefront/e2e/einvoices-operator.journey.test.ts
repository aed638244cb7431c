import { ADD_ITEM, adminLogin, createShopper, gql, pay, productVariants, queryDatabase, toArrangingPayment } from '@tuah/testing';
import { describe, expect, it } from 'vitest';

import { openDesk, openTuahScreen, operatorScreenViolations, signInToDashboard } from './dashboard-support';
import { journeyShop, screenshot } from './support';

/**
 * E-invoices for operators (docs/einvoice.md): a shopper's e-invoice that MyInvois (the embedded
 * simulator) found invalid is listed under Tuah → E-invoices with its validation errors; the
 * operator rebuilds and submits it, and it reads Valid with its validation link.
 */
const shop = journeyShop({ PAYMENT_SANDBOX: 'true', EINVOICE_RETRY_SECONDS: '1', EINVOICE_SWEEP_SECONDS: '1' });
const POLL = { timeout: 20_000, interval: 250 };
const DETAILS = 'mutation ($input: EInvoiceDetailsInput!) { setEInvoiceDetails(input: $input) { __typename } }';
const DOCS = '{ eInvoiceDocuments(options: { kind: INVOICE, take: 100 }) { items { orderCode status } } }';

describe('e-invoices on the dashboard', () => {
    it('an operator reads an invalid e-invoice with its errors, rebuilds it and sees it valid', { timeout: 240_000 }, async () => {
        const { server, browser } = shop;
        const admin = await adminLogin(server.adminApiUrl);
        const cap = await productVariants(server.shopApiUrl, 'cap');
        const shopper = await createShopper(server, admin, 'einvoice-journey');
        const input = { tin: 'IG12345678901', idType: 'NRIC', idNumber: '900101145678', name: 'Siti Aminah' };
        expect((await gql(server.shopApiUrl, DETAILS, { input }, shopper.token)).setEInvoiceDetails.__typename).toBe('EInvoiceDetails');
        await gql(server.shopApiUrl, ADD_ITEM, { v: cap.variantIds[0], q: 1, c: null }, shopper.token);
        await gql(server.shopApiUrl, 'mutation { requestEInvoice(requested: true) { __typename } }', {}, shopper.token);
        expect((await toArrangingPayment(server.shopApiUrl, shopper.token)).state).toBe('ArrangingPayment');
        // MyInvois is away while the order is paid: the document is built and waits.
        const outage = (down: boolean) =>
            fetch(`${server.baseUrl}/myinvois-sim/dev/outage`, {
                method: 'PUT',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ down }),
            });
        await outage(true);
        const { code } = await pay(server.shopApiUrl, shopper.token);
        const built = () =>
            queryDatabase<{ id: number; document: string | null }>(
                server,
                `SELECT d."id", d."document" FROM "einvoice_document" d JOIN "order" o ON o."id" = d."orderId" WHERE o."code" = $1`,
                [code],
            );
        await expect.poll(async () => !!(await built())[0]?.document, POLL).toBe(true);
        // A shop bug: the payable amount no longer matches the lines.
        const [row] = await built();
        const ubl = JSON.parse(row!.document!);
        ubl.Invoice[0].LegalMonetaryTotal[0].PayableAmount[0]._ += 1;
        await queryDatabase(server, 'UPDATE "einvoice_document" SET "document" = $1 WHERE "id" = $2', [JSON.stringify(ubl), row!.id]);
        await outage(false);
        const status = async () =>
            (await gql(server.adminApiUrl, DOCS, {}, admin)).eInvoiceDocuments.items.find((d: { orderCode: string }) => d.orderCode === code)?.status;
        await expect.poll(status, POLL).toBe('INVALID');

        const desk = await openDesk(browser, server.baseUrl);
        try {
            await signInToDashboard(desk.page);
            await openTuahScreen(desk.page, 'E-invoices', '/tuah/einvoices');
            const table = desk.page.getByRole('table', { name: 'E-invoice documents' });
            const line = table.getByRole('row').filter({ hasText: code });
            await line.filter({ hasText: 'Invalid' }).filter({ hasText: 'PayableMismatch' }).waitFor();
            expect(await operatorScreenViolations(desk.page), 'e-invoices').toEqual([]);
            await screenshot(desk.page, 'dashboard-einvoices-invalid');
            await line.getByRole('button', { name: 'Rebuild and submit' }).click();
            await line.filter({ hasText: 'Valid' }).getByRole('link', { name: 'Validation link' }).waitFor();
            expect(await line.innerText()).not.toContain('PayableMismatch');
            // Filtered to invalid documents: it is gone.
            await desk.page.getByLabel('Status').selectOption('INVALID');
            await expect.poll(() => table.getByRole('row').filter({ hasText: code }).count(), POLL).toBe(0);
            expect(desk.errors).toEqual([]);
        } finally {
            await desk.context.close();
        }
    });
});
