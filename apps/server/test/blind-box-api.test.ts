import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { ADD_ITEM, createCampaign, createShopper, gql, productVariants, shopApi, TestServer, toArrangingPayment, withShop } from '@tuah/testing';
import { FragmentDefinitionNode, parse, print } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';

import {
    addCodes,
    BOX_FIELDS,
    buyBoxes,
    createBlindBox,
    FAIRNESS,
    OPEN_ALL,
    OPEN_BOX,
    prizeInputs,
    prizeTable,
    PRIZE_TABLE_RESULT,
    raw,
    savePrizeTable,
    verifyEvidence,
    waitForBoxes,
} from './support/blind-boxes';

/**
 * The client's own documents (apps/storefront/src/features/boxes), operation names of docs/contract.md#queries and
 * #mutations, with the fragments they spread (PrizeLine.graphql, ui/MoneySummary.graphql), as the storefront's code generator bundles them.
 */
const BOXES = path.join(__dirname, '../../storefront/src/features/boxes');
const fragments = [path.join(BOXES, 'PrizeLine.graphql'), path.join(BOXES, '../../ui/MoneySummary.graphql')].flatMap(
    file => parse(fs.readFileSync(file, 'utf8')).definitions as FragmentDefinitionNode[],
);
const document = (name: string) => {
    const text = fs.readFileSync(path.join(BOXES, `${name}.graphql`), 'utf8');
    return [text, ...fragments.filter(f => text.includes(`...${f.name.value}`)).map(f => print(f))].join('\n');
};

const BB_CODE = `query BbCode($o: ID!, $p: ID!) { bbCode(orderId: $o, prizeLineId: $p) {
  __typename
  ... on BbCodeReveal { bbCode { id code } prizeLine { id tnc } codes { id code } }
  ... on BbCodeUnavailableError { errorCode message reason }
} }`;

describe('blind boxes over the shop and admin APIs', () => {
    let server: TestServer;
    let admin: string;
    let alice: { token: string; customerId: string };
    let bob: { token: string; customerId: string };
    let box: { productId: string; variantIds: string[] };
    let cap: { productId: string; variantIds: string[] };

    withShop(shop => ({ server, admin } = shop));
    beforeAll(async () => {
        [alice, bob] = await Promise.all([createShopper(server, admin, 'alice'), createShopper(server, admin, 'bob')]);
        box = await productVariants(server.shopApiUrl, 'figure-mystery');
        cap = await productVariants(server.shopApiUrl, 'cap');
    });

    it('seeds two blind boxes with every rarity, a consolation line and digital codes, odds shown before purchase', async () => {
        const data = await gql(
            server.shopApiUrl,
            '{ campaigns(options: { take: 100 }) { items { sId typStr allPrizes { id prizeName rarity pType rPercent isLose remaining prizeImg animationImg } boxFairness { seedCommitment vrfPublicKey vrfSuite } bbTnc { tnc } } } }',
        );
        const boxes = data.campaigns.items.filter((c: any) => c.typStr === 'BLINDBOX');
        expect(boxes.map((c: any) => c.sId).sort()).toEqual(['BBFIG1', 'BBSNK2']);
        for (const c of boxes) {
            expect(new Set(c.allPrizes.map((p: any) => p.rarity))).toEqual(new Set(['COMMON', 'RARE', 'EPIC', 'LEGENDARY', 'ULTRA']));
            expect(c.allPrizes.reduce((sum: number, p: any) => sum + p.rPercent * 100, 0)).toBe(10_000);
            expect(c.allPrizes.some((p: any) => p.isLose)).toBe(true);
            const digital = c.allPrizes.find((p: any) => p.pType === 'DIGITAL');
            expect(digital.remaining).toBeGreaterThan(0);
            for (const p of c.allPrizes) {
                expect(p.prizeImg).toMatch(/^http:\/\/.+\/assets\//);
                expect(p.animationImg).toMatch(/^http:\/\/.+\/assets\//);
            }
            expect(c.bbTnc.tnc).toMatch(/^Each box holds exactly one prize/);
            expect(c.boxFairness).toMatchObject({
                seedCommitment: expect.stringMatching(/^[0-9a-f]{64}$/),
                vrfPublicKey: expect.stringMatching(/^[0-9a-f]{64}$/),
            });
        }
        const draws = data.campaigns.items.filter((c: any) => c.typStr === 'LUCKYDRAW');
        expect(draws.every((c: any) => c.allPrizes.length === 0 && c.boxFairness === null && c.bbTnc === null)).toBe(true);
        const ms = await gql(
            `${server.shopApiUrl}?languageCode=ms`,
            '{ campaigns(options: { take: 100 }) { items { sId allPrizes { prizeName } bbTnc { tnc } } } }',
        );
        expect(ms.campaigns.items.find((c: any) => c.sId === 'BBFIG1').allPrizes[0].prizeName).toBe('Jam Pintar');
        expect(ms.campaigns.items.find((c: any) => c.sId === 'BBFIG1').bbTnc.tnc).toMatch(/^Setiap kotak mengandungi tepat satu hadiah/);
    });

    it('operators save a prize table only when its odds add up to exactly 100%', async () => {
        const refusedTicketRate = await shopApi(
            server.adminApiUrl,
            'mutation ($input: CreateCampaignInput!) { createCampaign(input: $input) { ... on Campaign { id } } }',
            {
                input: {
                    typStr: 'BLINDBOX',
                    productId: box.productId,
                    ticketPerItem: 2,
                    totalTicket: 10,
                    startDate: new Date().toISOString(),
                    endDate: new Date(Date.now() + 86_400_000).toISOString(),
                    translations: [{ languageCode: 'en', name: 'x' }],
                },
            },
            { token: admin },
        );
        expect(refusedTicketRate.errors?.[0].message).toMatch(/one box per item/);

        const campaign = await createCampaign(server, admin, { typStr: 'BLINDBOX', productId: box.productId, totalTicket: 10 });
        expect(campaign).toMatchObject({ typStr: 'BLINDBOX' });
        const ships = cap.variantIds[0];
        const short = await savePrizeTable(server.adminApiUrl, admin, campaign.id, prizeInputs([{ rPercent: 60 }, { rPercent: 39.99, isLose: true }], ships));
        expect(short).toMatchObject({ errorCode: 'INVALID_PRIZE_TABLE_ERROR', reason: 'ODDS_NOT_100', totalPercent: 99.99 });
        expect(short.message).toBe('The odds must add up to exactly 100% (they add up to 99.99%)');
        const shortMs = await shopApi(
            `${server.adminApiUrl}?languageCode=ms`,
            `mutation ($c: ID!, $lines: [PrizeLineInput!]!) { savePrizeTable(campaignId: $c, lines: $lines) { ${PRIZE_TABLE_RESULT} } }`,
            { c: campaign.id, lines: prizeInputs([{ rPercent: 60 }, { rPercent: 41, isLose: true }], ships) },
            { token: admin },
        );
        expect(shortMs.data.savePrizeTable.message).toBe('Peluang mesti berjumlah tepat 100% (jumlahnya 101%)');
        expect(
            await savePrizeTable(server.adminApiUrl, admin, campaign.id, prizeInputs([{ rPercent: 59.995 }, { rPercent: 40.005, isLose: true }], ships)),
        ).toMatchObject({
            reason: 'ODDS_PRECISION',
            line: 1,
        });
        expect(
            await savePrizeTable(
                server.adminApiUrl,
                admin,
                campaign.id,
                prizeInputs(
                    [
                        { rPercent: 60, stock: 5 },
                        { rPercent: 40, pType: 'DIGITAL' },
                    ],
                    ships,
                ),
            ),
        ).toMatchObject({
            reason: 'NO_UNLIMITED_LINE',
        });
        expect(
            await savePrizeTable(
                server.adminApiUrl,
                admin,
                campaign.id,
                prizeInputs(
                    [
                        { rPercent: 60, productVariantId: null },
                        { rPercent: 40, isLose: true },
                    ],
                    ships,
                ),
            ),
        ).toMatchObject({
            reason: 'VARIANT_REQUIRED',
            line: 1,
        });
        const draw = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 10 });
        expect(await savePrizeTable(server.adminApiUrl, admin, draw.id, prizeInputs([{ rPercent: 100 }], ships))).toMatchObject({ reason: 'NOT_BLINDBOX' });

        const saved = await savePrizeTable(
            server.adminApiUrl,
            admin,
            campaign.id,
            prizeInputs(
                [
                    { rPercent: 0.01, rarity: 'LEGENDARY', stock: 1 },
                    { rPercent: 33.33, pType: 'DIGITAL', rarity: 'RARE' },
                    { rPercent: 66.66, isLose: true },
                ],
                ships,
            ),
        );
        expect(saved.__typename).toBe('PrizeTable');
        expect(saved.lines.map((l: any) => [l.rPercent, l.rarity, l.pType, l.stock, l.remaining, l.position])).toEqual([
            [0.01, 'LEGENDARY', 'PHYSICAL', 1, 1, 0],
            [33.33, 'RARE', 'DIGITAL', null, 0, 1],
            [66.66, 'COMMON', 'PHYSICAL', null, null, 2],
        ]);
        // Edit names and order while nothing is sold; a line left out is removed.
        const [legendary, digital, lose] = saved.lines;
        const edited = await savePrizeTable(server.adminApiUrl, admin, campaign.id, [
            { ...prizeInputs([{ rPercent: 66.66, isLose: true, name: 'Try again' }], ships)[0], id: lose.id },
            { ...prizeInputs([{ rPercent: 33.34, pType: 'DIGITAL', rarity: 'RARE', name: 'Voucher' }], ships)[0], id: digital.id },
        ]);
        expect(edited.lines.map((l: any) => [l.id, l.prizeName, l.rPercent])).toEqual([
            [lose.id, 'Try again', 66.66],
            [digital.id, 'Voucher', 33.34],
        ]);
        expect(edited.lines.some((l: any) => l.id === legendary.id)).toBe(false);

        // Codes: listed, typed or uploaded; duplicates are not added twice; only for DIGITAL lines.
        expect(await addCodes(server.adminApiUrl, admin, digital.id, ['AAA-1', 'AAA-2', ' AAA-2 ', '', 'AAA-3'])).toEqual({
            added: 3,
            duplicates: 1,
            total: 3,
            free: 3,
        });
        const form = new FormData();
        form.append(
            'operations',
            JSON.stringify({
                query: 'mutation ($id: ID!, $file: Upload!) { uploadDigitalCodes(prizeLineId: $id, file: $file) { added duplicates total free } }',
                variables: { id: digital.id, file: null },
            }),
        );
        form.append('map', JSON.stringify({ 0: ['variables.file'] }));
        form.append('0', new Blob(['code\nBBB-1\nAAA-1\n"BBB-2",note\n\n'], { type: 'text/csv' }), 'codes.csv');
        const upload = await fetch(server.adminApiUrl, {
            method: 'POST',
            headers: { authorization: `Bearer ${admin}`, 'apollo-require-preflight': 'true' },
            body: form,
        });
        const uploaded = (await upload.json()) as any;
        expect(uploaded.errors).toBeUndefined();
        expect(uploaded.data.uploadDigitalCodes).toEqual({ added: 2, duplicates: 1, total: 5, free: 5 });
        const notDigital = await shopApi(
            server.adminApiUrl,
            'mutation ($id: ID!) { addDigitalCodes(prizeLineId: $id, codes: ["X"]) { added } }',
            { id: lose.id },
            { token: admin },
        );
        expect(notDigital.errors?.[0].message).toMatch(/DIGITAL/);

        // The shop shows the table and its fairness commitment before anyone buys.
        const shop = await gql(
            server.shopApiUrl,
            'query ($id: ID!) { campaign(campaignId: $id) { allPrizes { id prizeName rPercent pType remaining } boxFairness { seedCommitment vrfSuite } } }',
            { id: campaign.id },
        );
        expect(shop.campaign.allPrizes).toEqual([
            { id: lose.id, prizeName: 'Try again', rPercent: 66.66, pType: 'PHYSICAL', remaining: null },
            { id: digital.id, prizeName: 'Voucher', rPercent: 33.34, pType: 'DIGITAL', remaining: 5 },
        ]);
        expect(shop.campaign.boxFairness.seedCommitment).toMatch(/^[0-9a-f]{64}$/);

        // Once a box is sold, the odds are frozen; names and stock stay editable.
        const order = await buyBoxes(server.shopApiUrl, bob.token, campaign.id, box.variantIds[0], 1);
        await waitForBoxes(server.shopApiUrl, bob.token, order.code);
        const frozen = await savePrizeTable(server.adminApiUrl, admin, campaign.id, [
            { ...prizeInputs([{ rPercent: 60, isLose: true }], ships)[0], id: lose.id },
            { ...prizeInputs([{ rPercent: 40, pType: 'DIGITAL' }], ships)[0], id: digital.id },
        ]);
        expect(frozen).toMatchObject({ reason: 'LOCKED_AFTER_SALE' });
        const renamed = await savePrizeTable(server.adminApiUrl, admin, campaign.id, [
            { ...prizeInputs([{ rPercent: 66.66, isLose: true, name: 'Next time!' }], ships)[0], id: lose.id },
            { ...prizeInputs([{ rPercent: 33.34, pType: 'DIGITAL', rarity: 'RARE', stock: 100 }], ships)[0], id: digital.id },
        ]);
        expect(renamed.__typename).toBe('PrizeTable');
        expect(renamed.lines[0].prizeName).toBe('Next time!');
    });

    it('refuses checkout of a blind box without a complete prize table; a guest cannot add one', async () => {
        const bare = await createCampaign(server, admin, { typStr: 'BLINDBOX', productId: box.productId, totalTicket: 10 });
        await gql(server.shopApiUrl, ADD_ITEM, { v: box.variantIds[0], q: 1, c: bare.id }, bob.token);
        const refused = await toArrangingPayment(server.shopApiUrl, bob.token);
        expect(refused).toMatchObject({ errorCode: 'ORDER_STATE_TRANSITION_ERROR', transitionError: 'This blind box has no prize table yet' });
        expect(await toArrangingPayment(`${server.shopApiUrl}?languageCode=ms`, bob.token)).toMatchObject({
            transitionError: 'Kotak misteri ini belum mempunyai jadual hadiah',
        });
        await gql(server.shopApiUrl, 'mutation { removeAllOrderLines { __typename } }', {}, bob.token);

        const { campaign } = await createBlindBox(server, admin, { productId: box.productId }, [{ rPercent: 100, isLose: true }], cap.variantIds[0]);
        // A guest cannot even put one in a cart (issue 30 #5): boxes, like tickets, are a signed-in shopper's.
        const guest = await shopApi(server.shopApiUrl, ADD_ITEM, { v: box.variantIds[0], q: 1, c: campaign.id });
        expect(guest.data.addItemToOrder).toMatchObject({
            errorCode: 'CAMPAIGN_UNAVAILABLE_ERROR',
            reason: 'SIGN_IN_REQUIRED',
            message: 'Sign in to buy from this campaign',
        });
        const ms = await shopApi(`${server.shopApiUrl}?languageCode=ms`, ADD_ITEM, { v: box.variantIds[0], q: 1, c: campaign.id });
        expect(ms.data.addItemToOrder).toMatchObject({ reason: 'SIGN_IN_REQUIRED', message: 'Log masuk untuk membeli daripada kempen ini' });
    });

    it('creates one box per unit when the payment settles; isLBb turns true once they all exist', async () => {
        const { campaign } = await createBlindBox(
            server,
            admin,
            { productId: box.productId },
            [{ rPercent: 50 }, { rPercent: 50, isLose: true }],
            cap.variantIds[0],
        );
        const order = await buyBoxes(server.shopApiUrl, alice.token, campaign.id, box.variantIds[0], 3);
        // The payment's own response already says "not ready": a client polling never sees a premature true.
        expect(order.customFields.isLBb).toBe(false);
        await waitForBoxes(server.shopApiUrl, alice.token, order.code);

        const pending = await gql(server.shopApiUrl, `query ($o: ID!) { listPendingBoxes(orderId: $o) { ${BOX_FIELDS} } }`, { o: order.id }, alice.token);
        expect(pending.listPendingBoxes).toHaveLength(3);
        expect(pending.listPendingBoxes.map((b: any) => b.n)).toEqual([1, 2, 3]);
        for (const b of pending.listPendingBoxes) {
            expect(b).toMatchObject({ isOpen: false, prizeLine: null, orderId: order.id, campaignId: campaign.id });
            expect(b.code.code).toMatch(new RegExp(`^${campaign.sId}-\\d{6}$`));
        }
        const line = await gql(
            server.shopApiUrl,
            'query ($code: String!) { orderByCode(code: $code) { lines { quantity campaign { sId } blindBox { id } blindBoxes { id n } } } }',
            { code: order.code },
            alice.token,
        );
        expect(line.orderByCode.lines[0].blindBoxes.map((b: any) => b.id)).toEqual(pending.listPendingBoxes.map((b: any) => b.id));
        expect(line.orderByCode.lines[0].blindBox.id).toBe(pending.listPendingBoxes[0].id);

        // A re-run of the job (here an operator's) creates nothing more.
        const rerun = await gql(server.adminApiUrl, 'mutation ($o: ID!) { createMissingBlindBoxes(orderId: $o) { created total } }', { o: order.id }, admin);
        expect(rerun.createMissingBlindBoxes).toEqual({ created: 0, total: 3 });

        const [first, second, third] = pending.listPendingBoxes.map((b: any) => b.id);
        const next = await gql(
            server.shopApiUrl,
            'query ($o: ID!, $b: ID!) { getNextBlindBoxId(orderId: $o, boxId: $b) }',
            { o: order.id, b: first },
            alice.token,
        );
        expect(next.getNextBlindBoxId).toBe(second);
        const wrap = await gql(
            server.shopApiUrl,
            'query ($o: ID!, $b: ID!) { getNextBlindBoxId(orderId: $o, boxId: $b) }',
            { o: order.id, b: third },
            alice.token,
        );
        expect(wrap.getNextBlindBoxId).toBe(first);
        const one = await gql(
            server.shopApiUrl,
            'query getBox($id: ID!) { getBox(bbBlindBoxId: $id) { id isOpen code { code } allPrizes { id prizeName prizeImg animationImg } prizeLine { id } orderLine { id quantity productVariant { id } } campaign { sId } } }',
            { id: second },
            alice.token,
        );
        expect(one.getBox).toMatchObject({ id: second, isOpen: false, prizeLine: null, campaign: { sId: campaign.sId }, orderLine: { quantity: 3 } });
        expect(one.getBox.allPrizes.map((p: any) => p.prizeName)).toEqual(['Prize 1', 'Prize 2']);

        const mine = await gql(
            server.shopApiUrl,
            'query BlindBoxes { blindBoxes(options: { filter: { isOpen: { eq: false } } }) { totalItems items { id } } }',
            {},
            alice.token,
        );
        expect(mine.blindBoxes.items.map((b: any) => b.id)).toEqual(expect.arrayContaining([first, second, third]));
        const theirs = await gql(server.shopApiUrl, '{ blindBoxes { totalItems items { id } } }', {}, bob.token);
        expect(theirs.blindBoxes.items.map((b: any) => b.id)).not.toContain(first);

        // An order without blind boxes has nothing to wait for: isLBb is true throughout.
        await gql(
            server.shopApiUrl,
            'mutation ($v: ID!) { addItemToOrder(productVariantId: $v, quantity: 1) { __typename } }',
            { v: cap.variantIds[0] },
            bob.token,
        );
        await toArrangingPayment(server.shopApiUrl, bob.token);
        const plain = await gql(
            server.shopApiUrl,
            'mutation { addPaymentToOrder(input: { method: "sandbox", metadata: {} }) { ... on Order { code state customFields { isLBb } } } }',
            {},
            bob.token,
        );
        expect(plain.addPaymentToOrder).toMatchObject({ state: 'PaymentSettled', customFields: { isLBb: true } });
    });

    it("refuses another customer's boxes, orders and codes, and anonymous callers, with FORBIDDEN", async () => {
        const { campaign, lines } = await createBlindBox(
            server,
            admin,
            { productId: box.productId },
            [
                { rPercent: 50, pType: 'DIGITAL' },
                { rPercent: 50, isLose: true },
            ],
            cap.variantIds[0],
        );
        await addCodes(server.adminApiUrl, admin, lines[0].id, ['SECRET-1', 'SECRET-2']);
        const order = await buyBoxes(server.shopApiUrl, alice.token, campaign.id, box.variantIds[0], 2);
        await waitForBoxes(server.shopApiUrl, alice.token, order.code);
        const boxes = await gql(server.shopApiUrl, 'query ($o: ID!) { listPendingBoxes(orderId: $o) { id } }', { o: order.id }, alice.token);
        const boxId = boxes.listPendingBoxes[0].id;

        const attempts: Array<[string, Record<string, unknown>]> = [
            ['query ($id: ID!) { getBox(bbBlindBoxId: $id) { id } }', { id: boxId }],
            ['query ($o: ID!) { listPendingBoxes(orderId: $o) { id } }', { o: order.id }],
            ['query ($o: ID!, $b: ID!) { getNextBlindBoxId(orderId: $o, boxId: $b) }', { o: order.id, b: boxId }],
            [OPEN_BOX, { id: boxId }],
            [OPEN_ALL, { o: order.id }],
            [BB_CODE, { o: order.id, p: lines[0].id }],
            [FAIRNESS, { id: boxId }],
        ];
        for (const [query, variables] of attempts) {
            for (const token of [bob.token, null]) {
                const result = await raw(server.shopApiUrl, query, variables, token);
                expect(result.errors?.[0].extensions?.code, `${query} as ${token ? 'bob' : 'anonymous'}`).toBe('FORBIDDEN');
            }
        }
        // An id that does not exist reads exactly like someone else's.
        const unknown = await raw(server.shopApiUrl, 'query ($id: ID!) { getBox(bbBlindBoxId: $id) { id } }', { id: '999999' }, bob.token);
        expect(unknown.errors?.[0].extensions?.code).toBe('FORBIDDEN');
        // Nothing was opened by those attempts.
        const still = await gql(server.shopApiUrl, 'query ($o: ID!) { listPendingBoxes(orderId: $o) { id } }', { o: order.id }, alice.token);
        expect(still.listPendingBoxes).toHaveLength(2);

        // The owner cannot see a code before opening either.
        const early = await gql(server.shopApiUrl, BB_CODE, { o: order.id, p: lines[0].id }, alice.token);
        expect(early.bbCode).toMatchObject({
            __typename: 'BbCodeUnavailableError',
            errorCode: 'BB_CODE_UNAVAILABLE_ERROR',
            reason: 'NOT_OPENED',
            message: 'Open your box first to see its code',
        });
    });

    it('opens a box exactly once, with the evidence to re-derive its outcome, then the rest with openAllBox', async () => {
        const { campaign, lines } = await createBlindBox(
            server,
            admin,
            { productId: box.productId },
            [
                { rPercent: 10, rarity: 'EPIC', stock: 1 },
                { rPercent: 30, rarity: 'RARE' },
                { rPercent: 60, isLose: true },
            ],
            cap.variantIds[0],
        );
        const order = await buyBoxes(server.shopApiUrl, alice.token, campaign.id, box.variantIds[0], 4);
        await waitForBoxes(server.shopApiUrl, alice.token, order.code);
        const pending = (await gql(server.shopApiUrl, 'query ($o: ID!) { listPendingBoxes(orderId: $o) { id } }', { o: order.id }, alice.token))
            .listPendingBoxes;

        const unopened = await gql(server.shopApiUrl, FAIRNESS, { id: pending[0].id }, alice.token);
        expect(unopened.blindBoxFairness).toMatchObject({ campaignSeed: null, vrfProof: null, prizeLineId: null, eligibility: null });

        const first = await gql(server.shopApiUrl, OPEN_BOX, { id: pending[0].id, next: true }, alice.token);
        expect(first.openBox).toMatchObject({
            __typename: 'BoxOpening',
            alreadyOpened: false,
            nextBoxId: pending[1].id,
            box: { id: pending[0].id, isOpen: true },
        });
        const won = first.openBox.prizeLine;
        expect(lines.map(l => l.id)).toContain(won.id);
        expect(won).toMatchObject({ tnc: expect.any(String), brandStr: 'Test brand', pType: 'PHYSICAL' });

        // Opening again returns the same result and draws nothing.
        const again = await gql(server.shopApiUrl, OPEN_BOX, { id: pending[0].id }, alice.token);
        expect(again.openBox).toMatchObject({ alreadyOpened: true, nextBoxId: null, prizeLine: { id: won.id } });
        const awarded = await prizeTable(server.adminApiUrl, admin, campaign.id);
        expect(awarded.reduce((sum, l) => sum + l.awarded, 0)).toBe(1);

        // The shopper can re-derive the outcome from the published evidence.
        const evidence = (await gql(server.shopApiUrl, FAIRNESS, { id: pending[0].id }, alice.token)).blindBoxFairness;
        expect(evidence.prizeLineId).toBe(won.id);
        expect(crypto.createHash('sha256').update(evidence.campaignSeed).digest('hex')).toBe(evidence.seedCommitment);
        const before = await gql(server.shopApiUrl, 'query ($id: ID!) { campaign(campaignId: $id) { boxFairness { seedCommitment vrfPublicKey } } }', {
            id: campaign.id,
        });
        expect(before.campaign.boxFairness).toEqual({ seedCommitment: evidence.seedCommitment, vrfPublicKey: evidence.vrfPublicKey });
        expect(evidence.eligibility.map((e: any) => [e.prizeLineId, e.weight, e.remaining])).toEqual([
            [lines[0].id, 1000, 1],
            [lines[1].id, 3000, null],
            [lines[2].id, 6000, null],
        ]);
        const verified = verifyEvidence(evidence);
        expect(verified).toMatchObject({ ok: true, proofValid: true, lineId: won.id });

        const all = await gql(server.shopApiUrl, OPEN_ALL, { o: order.id }, alice.token);
        expect(all.openAllBox.opened).toBe(3);
        expect(all.openAllBox.items.map((i: any) => [i.box.id, i.alreadyOpened])).toEqual(pending.map((b: any, i: number) => [b.id, i === 0]));
        // Its items are every box of the order, the one opened before included.
        const epic = all.openAllBox.items.filter((i: any) => i.prizeLine.id === lines[0].id).length;
        expect(epic).toBeLessThanOrEqual(1);
        expect(all.openAllBox.items[0].prizeLine.id).toBe(won.id);
        const left = await gql(server.shopApiUrl, 'query ($o: ID!) { listPendingBoxes(orderId: $o) { id } }', { o: order.id }, alice.token);
        expect(left.listPendingBoxes).toEqual([]);
        const none = await gql(
            server.shopApiUrl,
            'query ($o: ID!, $b: ID!) { getNextBlindBoxId(orderId: $o, boxId: $b) }',
            { o: order.id, b: pending[0].id },
            alice.token,
        );
        expect(none.getNextBlindBoxId).toBeNull();
        const opened = await gql(
            server.shopApiUrl,
            '{ blindBoxes(options: { filter: { isOpen: { eq: true } }, take: 100 }) { items { id prizeLine { id } } } }',
            {},
            alice.token,
        );
        expect(opened.blindBoxes.items.filter((b: any) => pending.some((p: any) => p.id === b.id))).toHaveLength(4);
        const table = await prizeTable(server.adminApiUrl, admin, campaign.id);
        expect(table.reduce((sum, l) => sum + l.awarded, 0)).toBe(4);
        expect(table[0].awarded).toBe(epic);
    });

    it('reveals a digital code to its owner after opening; a sold-out blind box ends without a draw', async () => {
        const { campaign, lines } = await createBlindBox(
            server,
            admin,
            { productId: box.productId, totalTicket: 2 },
            [
                { rPercent: 99.99, pType: 'DIGITAL', rarity: 'ULTRA', tnc: 'Valid 30 days' },
                { rPercent: 0.01, isLose: true },
            ],
            cap.variantIds[0],
        );
        const pool = ['CODE-A', 'CODE-B', 'CODE-C'];
        await addCodes(server.adminApiUrl, admin, lines[0].id, pool);
        const order = await buyBoxes(server.shopApiUrl, alice.token, campaign.id, box.variantIds[0], 2);

        const ended = await gql(
            server.adminApiUrl,
            'query ($id: ID!) { campaign(id: $id) { state stage isDraw isClosed ts_ENDED ts_DRAW_INIT issuedTicket } }',
            { id: campaign.id },
            admin,
        );
        expect(ended.campaign).toMatchObject({ state: 'ENDED', stage: 'ENDED', isDraw: false, isClosed: true, ts_DRAW_INIT: null, issuedTicket: 2 });
        expect(ended.campaign.ts_ENDED).toBeTruthy();

        await waitForBoxes(server.shopApiUrl, alice.token, order.code);
        const all = await gql(server.shopApiUrl, OPEN_ALL, { o: order.id }, alice.token);
        const digitalWins = all.openAllBox.items.filter((i: any) => i.prizeLine.id === lines[0].id).length;
        expect(digitalWins).toBeGreaterThan(0); // 1 - 0.0001² certain

        const revealed = await gql(server.shopApiUrl, BB_CODE, { o: order.id, p: lines[0].id }, alice.token);
        expect(revealed.bbCode.__typename).toBe('BbCodeReveal');
        expect(pool).toContain(revealed.bbCode.bbCode.code);
        expect(revealed.bbCode.prizeLine).toEqual({ id: lines[0].id, tnc: 'Valid 30 days' });
        expect(revealed.bbCode.codes).toHaveLength(digitalWins);
        expect(new Set(revealed.bbCode.codes.map((c: any) => c.code)).size).toBe(digitalWins);
        const twice = await gql(server.shopApiUrl, BB_CODE, { o: order.id, p: lines[0].id }, alice.token);
        expect(twice.bbCode.bbCode).toEqual(revealed.bbCode.bbCode);
        const table = await prizeTable(server.adminApiUrl, admin, campaign.id);
        expect(table[0]).toMatchObject({ totalCodes: 3, freeCodes: 3 - digitalWins, awarded: digitalWins });

        const lose = await gql(server.shopApiUrl, BB_CODE, { o: order.id, p: lines[1].id }, alice.token);
        expect(lose.bbCode.reason).toBe(digitalWins === 2 ? 'NOT_WON' : 'NOT_DIGITAL');
        const seeded = await gql(server.shopApiUrl, '{ campaigns(options: { take: 100 }) { items { sId allPrizes { id pType } } } }');
        const otherDigital = seeded.campaigns.items.find((c: any) => c.sId === 'BBFIG1').allPrizes.find((p: any) => p.pType === 'DIGITAL');
        expect((await gql(server.shopApiUrl, BB_CODE, { o: order.id, p: otherDigital.id }, alice.token)).bbCode.reason).toBe('NOT_WON');

        // Sold out: no more boxes of this campaign can be bought.
        const more = await gql(server.shopApiUrl, ADD_ITEM, { v: box.variantIds[0], q: 1, c: campaign.id }, bob.token);
        expect(more.addItemToOrder).toMatchObject({ errorCode: 'CAMPAIGN_UNAVAILABLE_ERROR', reason: 'ENDED' });
    });
    it("runs the client's blind-box documents (the contract's operation names) against the server", async () => {
        const { campaign, lines } = await createBlindBox(
            server,
            admin,
            { productId: box.productId },
            [
                { rPercent: 90, pType: 'DIGITAL' },
                { rPercent: 10, isLose: true },
            ],
            cap.variantIds[0],
        );
        await addCodes(server.adminApiUrl, admin, lines[0].id, ['DOC-1', 'DOC-2']);
        const order = await buyBoxes(server.shopApiUrl, alice.token, campaign.id, box.variantIds[0], 2);
        const run = (name: string, variables: Record<string, unknown> = {}) => gql(server.shopApiUrl, document(name), variables, alice.token);

        for (let ready = false; !ready; await new Promise(r => setTimeout(r, 100))) {
            ready = (await run('GetOneOrderPooling', { orderCode: order.code })).orderByCode.customFields.isLBb;
        }
        const pending = (await run('listPendingBoxes', { orderId: order.id })).listPendingBoxes;
        expect(pending).toHaveLength(2);
        const list = await run('BlindBoxes', { options: { filter: { isOpen: { eq: false } }, take: 50 } });
        expect(list.blindBoxes.items.map((b: any) => b.id)).toEqual(expect.arrayContaining(pending.map((b: any) => b.id)));
        expect((await run('GetNextBlindBoxId', { orderId: order.id, boxId: pending[0].id })).getNextBlindBoxId).toBe(pending[1].id);
        const one = (await run('getBox', { bbBlindBoxId: pending[0].id })).getBox;
        expect(one.allPrizes.map((p: any) => p.rPercent)).toEqual([90, 10]);
        const opened = (await run('OpenBox', { boxId: pending[0].id, autoNext: true })).openBox;
        expect(opened).toMatchObject({ __typename: 'BoxOpening', alreadyOpened: false, nextBoxId: pending[1].id });
        const rest = (await run('OpenAllBox', { orderId: order.id })).openAllBox;
        expect(rest).toMatchObject({ __typename: 'BoxOpeningList', opened: 1 });
        const code = (await run('BbCode', { orderId: order.id, prizeLineId: lines[0].id })).bbCode;
        const digitalWon = [opened, ...rest.items].some((o: any) => o.prizeLine.id === lines[0].id);
        if (digitalWon)
            expect(code).toMatchObject({ __typename: 'BbCodeReveal', bbCode: { code: expect.stringMatching(/^DOC-/) }, prizeLine: { id: lines[0].id } });
        else expect(code).toMatchObject({ __typename: 'BbCodeUnavailableError', errorCode: 'BB_CODE_UNAVAILABLE_ERROR' });
    });
});
