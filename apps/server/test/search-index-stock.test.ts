import { ADD_ITEM, createShopper, gql, pay, productVariants, TestServer, toArrangingPayment, withShop } from '@tuah/testing';
import { Job } from '@vendure/core';
import { beforeAll, describe, expect, it } from 'vitest';

import { VariantIndexUpdates } from '../src/config/search-index-updates';
import { until as waitUntil } from './support/first-start';

const VARIANT_STOCK = 'query ($id: ID!) { productVariant(id: $id) { id stockOnHand stockAllocated } }';
const SET_STOCK = 'mutation ($id: ID!, $stock: Int!) { updateProductVariants(input: [{ id: $id, stockOnHand: $stock }]) { id } }';
const SEARCH = 'query ($term: String!) { search(input: { term: $term, groupByProduct: false, take: 100 }) { items { productVariantId inStock } } }';

/**
 * The dashboard's product pickers search the index, with its in-stock flag. A paid order's stock
 * change reaches the index through the buffered variant updates (src/config/search-index-updates.ts,
 * flushed every few seconds), not a job per order: the last unit sold still shows out of stock.
 */
describe('search index: stock after a checkout', () => {
    let server: TestServer;
    let admin: string;
    let variantId: string;
    withShop(shop => ({ server, admin } = shop));
    beforeAll(async () => {
        variantId = (await productVariants(server.shopApiUrl, 'cap')).variantIds[0]!;
    });

    const inStock = async () => {
        const { search } = await gql(server.adminApiUrl, SEARCH, { term: 'cap' }, admin);
        return search.items.find((i: { productVariantId: string }) => i.productVariantId === variantId)?.inStock as boolean | undefined;
    };
    /** The index saying `expected`, polled (the flush runs every 2 s). */
    const until = (expected: boolean) =>
        waitUntil(`the index saying inStock ${expected}`, async () => ((await inStock()) === expected ? true : undefined), 60_000, 250);

    it('the last unit paid for shows out of stock in the search index', { timeout: 120_000 }, async () => {
        const { productVariant } = await gql(server.adminApiUrl, VARIANT_STOCK, { id: variantId }, admin);
        await gql(server.adminApiUrl, SET_STOCK, { id: variantId, stock: productVariant.stockAllocated + 1 }, admin);
        await until(true);

        const shopper = await createShopper(server, admin, 'last-cap');
        const added = await gql(server.shopApiUrl, ADD_ITEM, { v: variantId, q: 1, c: null }, shopper.token);
        expect(added.addItemToOrder.__typename).toBe('Order');
        expect((await toArrangingPayment(server.shopApiUrl, shopper.token)).__typename).toBe('Order');
        expect((await pay(server.shopApiUrl, shopper.token)).state).toBe('PaymentSettled');

        await until(false);
    });
});

describe('search index: the buffered variant updates', () => {
    const buffer = new VariantIndexUpdates();
    const variantsJob = (channel: number, variantIds: number[]) =>
        new Job({ queueName: 'update-search-index', data: { type: 'update-variants', variantIds, ctx: { _channel: { id: channel } } } });

    it("collects only variant updates of the search index (a product's, a reindex or another queue's job runs at once)", () => {
        expect(buffer.collect(variantsJob(1, [5]))).toBe(true);
        expect(buffer.collect(new Job({ queueName: 'update-search-index', data: { type: 'update-product', productId: 2 } }))).toBe(false);
        expect(buffer.collect(new Job({ queueName: 'update-search-index', data: { type: 'reindex' } }))).toBe(false);
        expect(buffer.collect(new Job({ queueName: 'apply-collection-filters', data: { collectionIds: [1] } }))).toBe(false);
    });

    it('makes 300 paid orders of one variant one job, each channel its own', () => {
        const jobs = [...Array.from({ length: 300 }, () => variantsJob(1, [5])), variantsJob(1, [6, 5]), variantsJob(2, [5])];
        const reduced = buffer.reduce(jobs);
        expect(reduced.map(j => [(j.data as any).ctx._channel.id, (j.data as any).variantIds])).toEqual([
            [1, [5, 6]],
            [2, [5]],
        ]);
        expect(reduced.every(j => j.queueName === 'update-search-index' && (j.data as any).type === 'update-variants')).toBe(true);
    });
});
