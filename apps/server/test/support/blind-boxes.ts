import { type BoxProof, verifyBox } from '@tuah/fairness';
import { ADD_ITEM, createCampaign, gql, productVariants, shopApi, TestServer, toArrangingPayment, withShop } from '@tuah/testing';
import { beforeAll } from 'vitest';

/** GraphQL helpers for the blind-box tests: campaigns with prize tables, buying boxes, waiting for them. */

export interface TestPrize {
    rPercent: number;
    rarity?: string;
    pType?: 'DIGITAL' | 'PHYSICAL';
    isLose?: boolean;
    stock?: number | null;
    name?: string;
    tnc?: string;
    productVariantId?: string | null;
}

const LINE_FIELDS =
    'id prizeName tnc rarity pType rPercent isLose stock remaining awarded totalCodes freeCodes position translations { languageCode prizeName }';

export const PRIZE_TABLE_RESULT = `
    __typename
    ... on PrizeTable { campaignId lines { ${LINE_FIELDS} } }
    ... on InvalidPrizeTableError { errorCode message reason totalPercent line }
`;

export function prizeInputs(prizes: TestPrize[], shipsVariantId: string) {
    return prizes.map((p, i) => ({
        rarity: p.rarity ?? 'COMMON',
        pType: p.pType ?? 'PHYSICAL',
        rPercent: p.rPercent,
        isLose: !!p.isLose,
        stock: p.stock ?? null,
        brandStr: 'Test brand',
        productVariantId: p.productVariantId !== undefined ? p.productVariantId : p.isLose || p.pType === 'DIGITAL' ? null : shipsVariantId,
        translations: [
            { languageCode: 'en', prizeName: p.name ?? `Prize ${i + 1}`, tnc: p.tnc ?? `Terms ${i + 1}` },
            { languageCode: 'ms', prizeName: `Hadiah ${i + 1}`, tnc: `Terma ${i + 1}` },
        ],
    }));
}

export async function savePrizeTable(adminApiUrl: string, admin: string, campaignId: string, lines: unknown[]) {
    const data = await gql(
        adminApiUrl,
        `mutation ($c: ID!, $lines: [PrizeLineInput!]!) { savePrizeTable(campaignId: $c, lines: $lines) { ${PRIZE_TABLE_RESULT} } }`,
        { c: campaignId, lines },
        admin,
    );
    return data.savePrizeTable;
}

export async function prizeTable(adminApiUrl: string, admin: string, campaignId: string) {
    const data = await gql(adminApiUrl, `query ($c: ID!) { prizeTable(campaignId: $c) { lines { ${LINE_FIELDS} } } }`, { c: campaignId }, admin);
    return data.prizeTable.lines as Array<{
        id: string;
        awarded: number;
        stock: number | null;
        freeCodes: number;
        totalCodes: number;
        pType: string;
        isLose: boolean;
    }>;
}

export async function addCodes(adminApiUrl: string, admin: string, prizeLineId: string, codes: string[]) {
    const data = await gql(
        adminApiUrl,
        'mutation ($id: ID!, $codes: [String!]!) { addDigitalCodes(prizeLineId: $id, codes: $codes) { added duplicates total free } }',
        { id: prizeLineId, codes },
        admin,
    );
    return data.addDigitalCodes;
}

/** A BLINDBOX campaign selling `productId` with the given prize table; returns the campaign and its lines. */
export async function createBlindBox(
    server: { adminApiUrl: string },
    admin: string,
    input: { productId: string; totalTicket?: number; maxQty?: number | null },
    prizes: TestPrize[],
    shipsVariantId: string,
) {
    const campaign = await createCampaign(server, admin, { typStr: 'BLINDBOX', totalTicket: 100, ...input });
    const table = await savePrizeTable(server.adminApiUrl, admin, campaign.id, prizeInputs(prizes, shipsVariantId));
    if (table.__typename !== 'PrizeTable') throw new Error(`prize table refused: ${JSON.stringify(table)}`);
    return { campaign, lines: table.lines as Array<{ id: string; pType: string; isLose: boolean; stock: number | null }> };
}

/** Buys `quantity` boxes and pays; returns the order as the payment left it (isLBb included). */
export async function buyBoxes(shopApiUrl: string, token: string, campaignId: string, variantId: string, quantity: number) {
    const added = await gql(shopApiUrl, ADD_ITEM, { v: variantId, q: quantity, c: campaignId }, token);
    if (added.addItemToOrder.__typename !== 'Order') throw new Error(`add refused: ${JSON.stringify(added.addItemToOrder)}`);
    const arranged = await toArrangingPayment(shopApiUrl, token);
    if (arranged.__typename !== 'Order') throw new Error(`checkout refused: ${JSON.stringify(arranged)}`);
    const data = await gql(
        shopApiUrl,
        'mutation { addPaymentToOrder(input: { method: "sandbox", metadata: {} }) { __typename ... on Order { id code state customFields { isLBb } lines { id quantity } } ... on ErrorResult { errorCode message } } }',
        {},
        token,
    );
    const order = data.addPaymentToOrder;
    if (order.state !== 'PaymentSettled') throw new Error(`payment failed: ${JSON.stringify(order)}`);
    return order as { id: string; code: string; state: string; customFields: { isLBb: boolean }; lines: Array<{ id: string; quantity: number }> };
}

/** GetOneOrderPooling, as the client does it: polls the order until isLBb. */
export async function waitForBoxes(shopApiUrl: string, token: string, orderCode: string, timeoutMs = 30_000) {
    const until = Date.now() + timeoutMs;
    for (;;) {
        const data = await gql(
            shopApiUrl,
            'query GetOneOrderPooling($code: String!) { orderByCode(code: $code) { id customFields { isLBb } } }',
            { code: orderCode },
            token,
        );
        if (data.orderByCode?.customFields.isLBb) return;
        if (Date.now() > until) throw new Error(`order ${orderCode}: boxes not ready after ${timeoutMs} ms`);
        await new Promise(r => setTimeout(r, 100));
    }
}

export const BOX_FIELDS = 'id isOpen n orderId campaignId code { code } prizeLine { id prizeName rarity pType rPercent isLose tnc brandStr }';

export const OPEN_BOX = `mutation OpenBox($id: ID!, $next: Boolean, $seed: String) {
  openBox(boxId: $id, autoNext: $next, clientSeed: $seed) {
    __typename
    ... on BoxOpening { alreadyOpened nextBoxId box { id isOpen } prizeLine { id prizeName isLose tnc rarity pType rPercent brandStr } }
    ... on ErrorResult { errorCode message }
    ... on InvalidClientSeedError { reason }
  }
}`;

export const OPEN_ALL = `mutation OpenAllBox($o: ID!, $seed: String) {
  openAllBox(orderId: $o, clientSeed: $seed) {
    __typename
    ... on BoxOpeningList { opened items { alreadyOpened box { id } prizeLine { id pType isLose } } }
    ... on ErrorResult { errorCode message }
    ... on InvalidClientSeedError { reason }
  }
}`;

export const FAIRNESS = `query ($id: ID!) { blindBoxFairness(boxId: $id) {
  boxId boxCode campaignId sId seedCommitment campaignSeed clientSeed clientSeedSource vrfSuite vrfPublicKey vrfProof randomWord
  eligibility { prizeLineId weight remaining } prizeLineId openedAt
  scheme claimedAt beacon { round signature publicKey chainHash genesisTime period emittedAt } } }`;

/** @tuah/fairness verifyBox over a box's published evidence (FAIRNESS), as a shopper runs it. */
export function verifyEvidence(evidence: any, overrides: Partial<BoxProof> = {}) {
    return verifyBox({
        campaignSeed: evidence.campaignSeed,
        boxCode: evidence.boxCode,
        publicKey: evidence.vrfPublicKey,
        proof: evidence.vrfProof,
        clientSeed: evidence.clientSeed,
        lines: evidence.eligibility.map((e: any) => ({ id: e.prizeLineId, weight: e.weight, remaining: e.remaining })),
        scheme: evidence.scheme,
        beacon: evidence.beacon && { round: evidence.beacon.round, signature: evidence.beacon.signature, publicKey: evidence.beacon.publicKey },
        ...overrides,
    });
}

/** The raw response, for checking refusals (errors[0].extensions.code). */
export function raw(url: string, query: string, variables: Record<string, unknown>, token?: string | null) {
    return shopApi(url, query, variables, { token });
}

/**
 * A shop for blind-box tests, filled in before the tests run: the server, an admin token, the
 * blind-box product and the variant a physical prize ships.
 */
export function withBlindBoxShop() {
    const shop = {} as { server: TestServer; admin: string; box: { productId: string; variantIds: string[] }; ships: string };
    withShop(started => Object.assign(shop, started));
    beforeAll(async () => {
        shop.box = await productVariants(shop.server.shopApiUrl, 'figure-mystery');
        shop.ships = (await productVariants(shop.server.shopApiUrl, 'cap')).variantIds[0];
    });
    return shop;
}
