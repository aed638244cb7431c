/**
 * `npx jiti bench/checkout-statements.ts` (after the server's build; docs/performance.md "Checkout
 * under a burst"): the SQL statements of each step of one shopper's checkout, the bench's steps in
 * its order, plain and with a campaign line, on a fresh seeded embedded shop with `SQL_QUERY_LOG`.
 * The third checkout of each kind is counted (the first ones warm the process's caches, as a burst's
 * first shoppers do). Prints the counts per step; `CHECKOUT_STATEMENTS_OUT=<file>` also writes each
 * step's statements, to see what repeats.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { adminLogin, createCampaign, createShopper, gql, productVariants, shopApi, startTestServer } from '../packages/testing/src';

const ADDRESS =
    '{ fullName: "Siti Aminah", streetLine1: "12 Jalan Ampang", city: "Kuala Lumpur", province: "Kuala Lumpur", postalCode: "50450", countryCode: "MY" }';

async function main() {
    const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tuah-checkout-sql-')), 'queries.log');
    const server = await startTestServer({ database: 'sqlite', env: { PAYMENT_SANDBOX: 'true', SQL_QUERY_LOG: logFile } });
    try {
        const admin = await adminLogin(server.adminApiUrl);
        const cap = await productVariants(server.shopApiUrl, 'cap');
        const variantId = cap.variantIds[0]!;
        const campaign = await createCampaign(server, admin, {
            productId: cap.productId,
            totalTicket: 100_000,
            ticketPerItem: 1,
            translations: [{ languageCode: 'en', name: 'Bench draw', description: 'The bench campaign', cardBuyTxt: 'Buy 1 get 1' }],
        });
        const lines = () => fs.readFileSync(logFile, 'utf8').split('\n');
        const step = async (tag: string, query: string, variables: Record<string, unknown>, token: string) => {
            const result = await shopApi(server.shopApiUrl, query, variables, { token, headers: { 'x-sql-log-tag': tag } });
            if (result.errors?.length) throw new Error(`${tag}: ${result.errors[0]!.message}`);
            return result.data;
        };
        const out: string[] = [];
        for (const kind of ['plain', 'campaign'] as const) {
            for (let n = 1; n <= 3; n++) {
                const shopper = await createShopper(server, admin, `statements-${kind}-${n}-${Date.now().toString(36)}`);
                const t = `${kind}${n}`;
                await step(
                    `${t}:add`,
                    'mutation ($v: ID!, $c: String) { addItemToOrder(productVariantId: $v, quantity: 1, customFields: { campaignId: $c }) { __typename } }',
                    { v: variantId, c: kind === 'campaign' ? String(campaign.id) : null },
                    shopper.token,
                );
                await step(`${t}:address`, `mutation { setOrderShippingAddress(input: ${ADDRESS}) { __typename } }`, {}, shopper.token);
                const methods = await gql(server.shopApiUrl, '{ eligibleShippingMethods { id } }', {}, shopper.token);
                await step(
                    `${t}:shipping`,
                    'mutation ($id: [ID!]!) { setOrderShippingMethod(shippingMethodId: $id) { __typename } }',
                    { id: [methods.eligibleShippingMethods[0].id] },
                    shopper.token,
                );
                await step(`${t}:arranging`, 'mutation { transitionOrderToState(state: "ArrangingPayment") { __typename } }', {}, shopper.token);
                const paid = await step(
                    `${t}:payment`,
                    'mutation { addPaymentToOrder(input: { method: "sandbox", metadata: {} }) { __typename ... on Order { code state } } }',
                    {},
                    shopper.token,
                );
                if (paid.addPaymentToOrder.state !== 'PaymentSettled') throw new Error(`${t}: not paid`);
                // What runs after the payment's commit (invoice, e-invoice) is still the payment's tag: wait for its invoice.
                for (let i = 0; i < 100; i++) {
                    const orders = await gql(
                        server.shopApiUrl,
                        '{ activeCustomer { orders(options: { take: 1 }) { items { invoices { invoiceNumber } } } } }',
                        {},
                        shopper.token,
                    );
                    if (orders.activeCustomer.orders.items[0]?.invoices?.length) break;
                    await new Promise(resolve => setTimeout(resolve, 100));
                }
            }
            const all = lines();
            const counts = ['add', 'address', 'shipping', 'arranging', 'payment'].map(s => {
                const tag = `${kind}3:${s}`;
                const mine = all.filter(l => l.startsWith(`${tag}\t`));
                out.push(`## ${tag} (${mine.length})`, ...mine.map(l => l.slice(tag.length + 1)));
                return [s, mine.length] as const;
            });
            const total = counts.reduce((a, [, c]) => a + c, 0);
            console.log(`${kind}: ${total} statements (${counts.map(([s, c]) => `${s} ${c}`).join(', ')})`);
        }
        if (process.env.CHECKOUT_STATEMENTS_OUT) fs.writeFileSync(process.env.CHECKOUT_STATEMENTS_OUT, out.join('\n') + '\n');
    } finally {
        await server.stop();
        fs.rmSync(path.dirname(logFile), { recursive: true, force: true });
    }
}

main().catch(err => {
    console.error(err);
    process.exit(1);
});
