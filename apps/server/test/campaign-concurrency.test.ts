import { spawn, ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

import { shopApi, startTestServer, TestServer } from '@tuah/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ADD_ITEM, adminLogin, createCampaign, createShopper, gql, pay, productVariants, toArrangingPayment } from './campaign-helpers';

const SHOPPERS = 200;
const TICKETS = 50;

describe('the last tickets of a campaign, raced for by many shoppers', () => {
    let server: TestServer;

    beforeAll(async () => {
        server = await startTestServer({ env: { PAYMENT_SANDBOX: 'true' } });
    });
    afterAll(async () => {
        await server?.stop();
    });

    it(`${SHOPPERS} shoppers, ${TICKETS} tickets: no oversell, exactly the ticket holders are charged, the campaign closes`, { timeout: 600_000 }, async () => {
        const admin = await adminLogin(server.adminApiUrl);
        const { productId, variantIds } = await productVariants(server.shopApiUrl, 'cap');
        const campaign = await createCampaign(server, admin, { productId, totalTicket: TICKETS, ticketPerItem: 1 });

        const shoppers: Array<{ token: string; customerId: string }> = [];
        for (let i = 0; i < SHOPPERS; i += 20) {
            shoppers.push(...(await Promise.all(Array.from({ length: Math.min(20, SHOPPERS - i) }, (_, k) => createShopper(server, admin, `racer${i + k}`)))));
        }

        const started = Date.now();
        const outcomes = await Promise.all(
            shoppers.map(async s => {
                const added = await gql(server.shopApiUrl, ADD_ITEM, { v: variantIds[0], q: 1, c: campaign.id }, s.token);
                if (added.addItemToOrder.__typename !== 'Order') return { shopper: s, paid: false, step: 'add' };
                const arranged = await toArrangingPayment(server.shopApiUrl, s.token);
                if (arranged.__typename !== 'Order') return { shopper: s, paid: false, step: 'arrange' };
                const payment = await pay(server.shopApiUrl, s.token);
                return { shopper: s, paid: payment.__typename === 'Order' && payment.state === 'PaymentSettled', step: 'pay' };
            }),
        );
        console.log(`campaign race (${process.env.TEST_DATABASE ?? 'sqlite'}): ${SHOPPERS} shoppers in ${Date.now() - started} ms`);

        const paid = outcomes.filter(o => o.paid);
        expect(paid.length).toBe(TICKETS);
        const after = await gql(server.adminApiUrl, `query ($id: ID!) { campaign(id: $id) { issuedTicket totalTicket state stage } }`, { id: campaign.id }, admin);
        expect(after.campaign).toEqual({ issuedTicket: TICKETS, totalTicket: TICKETS, state: 'ENDED', stage: 'DRAW_INIT' });

        // Exactly the charged shoppers hold tickets, one each.
        for (const o of outcomes) {
            const mine = await gql(server.shopApiUrl, 'query ($c: ID!) { listUserCurCampaignTicket(campaignId: $c) { totalItems } }', { c: campaign.id }, o.shopper.token);
            const orders = await gql(server.shopApiUrl, '{ activeCustomer { orders { items { state payments { state amount } } } } }', {}, o.shopper.token);
            const settled = orders.activeCustomer.orders.items.filter((x: any) => x.payments?.some((p: any) => p.state === 'Settled'));
            expect(mine.listUserCurCampaignTicket.totalItems).toBe(o.paid ? 1 : 0);
            expect(settled.length).toBe(o.paid ? 1 : 0);
        }
    });
});
