import { createRequire } from 'node:module';

import { shopApi, startTestServer, TestServer } from '@tuah/testing';
import { GraphqlValueTransformer, type TypeTree } from '@vendure/core/dist/api/common/graphql-value-transformer';
import type { DocumentNode, GraphQLNamedType, GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { IdCodecService } from '@vendure/core/dist/api/common/id-codec.service';
import { AssetInterceptorPlugin } from '@vendure/core/dist/api/middleware/asset-interceptor-plugin';
import { IdCodecPlugin } from '@vendure/core/dist/api/middleware/id-codec-plugin';

import { finishAnswersWhereTheyChange } from '../src/config/answer-finishers';
import { walkAnswersWithTheirTypes } from '../src/config/answer-type-walk';
import { CheckedIdStrategy } from '../src/plugins/hardening';
import { AUTHENTICATE } from './support/accounts';
import { storefrontDocuments } from './support/storefront-documents';

// Vendure's own copy of graphql (CommonJS): its type tree checks the schema's types against it.
const { buildClientSchema, getIntrospectionQuery, isUnionType, Kind, parse, print } = createRequire(__filename)('graphql') as typeof import('graphql');

type Walk = (this: GraphqlValueTransformer, typeTree: TypeTree, data: Record<string, unknown>, visitor: (value: any, type: GraphQLNamedType) => any) => void;
/** Vendure's own walk, taken before ours replaces it. */
const vendures = GraphqlValueTransformer.prototype.transformValues as Walk;
walkAnswersWithTheirTypes();
const ours = GraphqlValueTransformer.prototype.transformValues as Walk;

type Finishers = {
    prefixAssetUrls: (this: unknown, request: unknown, document: DocumentNode, data: unknown) => void;
    encodeIdFields: (this: unknown, document: DocumentNode, data: unknown) => void;
};
/** Vendure's two finishers of an answer (asset URLs, ids), taken before ours replace them. */
const vendureFinishers: Finishers = {
    prefixAssetUrls: (AssetInterceptorPlugin.prototype as unknown as Finishers).prefixAssetUrls,
    encodeIdFields: (IdCodecPlugin.prototype as unknown as Finishers).encodeIdFields,
};
finishAnswersWhereTheyChange();
const ourFinishers: Finishers = {
    prefixAssetUrls: (AssetInterceptorPlugin.prototype as unknown as Finishers).prefixAssetUrls,
    encodeIdFields: (IdCodecPlugin.prototype as unknown as Finishers).encodeIdFields,
};

/**
 * Finishes a copy of each answer as the shop does (the id codec's hook, then the asset
 * interceptor's: Apollo's order of Vendure's plugins), with `finishers` on fresh plugins over
 * `schema`, twice (the second time on the type trees the first left); counts the URLs made.
 */
async function finishAll(schema: GraphQLSchema, finishers: Finishers, answers: Answer[]) {
    let urls = 0;
    const toAbsoluteUrl = (_request: unknown, identifier: string) => {
        urls++;
        return identifier.startsWith('https://') ? identifier : `https://cdn.example/${identifier}`;
    };
    const assets = new AssetInterceptorPlugin({ assetOptions: { assetStorageStrategy: { toAbsoluteUrl } } } as never);
    const ids = new IdCodecPlugin(new IdCodecService({ entityOptions: { entityIdStrategy: new CheckedIdStrategy() } } as never));
    await assets.serverWillStart({ schema } as never);
    await ids.serverWillStart({ schema } as never);
    const outputs = [0, 1].map(() =>
        answers.map(({ document, data }) => {
            const copy = structuredClone(data);
            finishers.encodeIdFields.call(ids, document, copy);
            finishers.prefixAssetUrls.call(assets, {}, document, copy);
            return copy;
        }),
    );
    return { outputs, urls };
}

/** An answer of the storefront's own: its operation's document and the data the shop API sent. */
interface Answer {
    name: string;
    document: DocumentNode;
    data: Record<string, unknown>;
}

/**
 * A visitor like Vendure's two (the id codec and the asset interceptor) that writes down every call:
 * ids become other values, a JSON object a new object with an id of its own (so the walk must go
 * into what the visitor returned), and an asset (or a union with one) has its URLs rewritten in place.
 */
function recordingVisitor(calls: string[]) {
    return (value: any, type: GraphQLNamedType | undefined) => {
        calls.push(`${type?.name ?? '-'} ${value !== null && typeof value === 'object' ? (Array.isArray(value) ? '[]' : '{}') : JSON.stringify(value)}`);
        if (type?.name === 'ID') return `id:${String(value)}`;
        if (type?.name === 'JSON' && value !== null && typeof value === 'object' && !Array.isArray(value)) return { ...value, id: 7, nested: { id: 8 } };
        const asset = type && (type.name === 'Asset' || (isUnionType(type) && type.getTypes().some(t => t.name === 'Asset')));
        if (asset && value && !Array.isArray(value) && value.preview) value.preview = `https://cdn.example/${value.preview}`;
        return value;
    };
}

/** Runs `walk` over a copy of each answer, twice (the second time on the type tree the first left), with a fresh transformer. */
function walkAll(schema: GraphQLSchema, walk: Walk, answers: Answer[]) {
    const transformer = new GraphqlValueTransformer(schema);
    return answers.map(({ document, data }) => {
        const rounds = [0, 1].map(() => {
            const calls: string[] = [];
            const copy = structuredClone(data);
            walk.call(transformer, transformer.getOutputTypeTree(document), copy, recordingVisitor(calls));
            return { calls, output: copy };
        });
        return rounds;
    });
}

describe("the answer's walk beside its type tree (src/config/answer-type-walk.ts)", () => {
    let server: TestServer;
    let schema: GraphQLSchema;
    const answers: Answer[] = [];

    beforeAll(async () => {
        server = await startTestServer();
        schema = buildClientSchema((await shopApi(server.shopApiUrl, getIntrospectionQuery())).data);
        const signedIn = await shopApi(server.shopApiUrl, AUTHENTICATE, { u: 'aisyah', p: 'tuah-demo-1' });
        const token = signedIn.token!;
        const documents = new Map(storefrontDocuments().map(d => [d.name, d]));
        const ask = async (name: string, variables: Record<string, unknown> = {}) => {
            const { document } = documents.get(name)!;
            const result = await shopApi(server.shopApiUrl, print(document), variables, { token });
            expect(result.errors, name).toBeUndefined();
            answers.push({ name, document, data: result.data });
            return result.data;
        };

        // The shopper's loop: lists, a campaign's pages, the cart after an add, orders, prizes, boxes, profile.
        const campaignIds = new Set<unknown>();
        for (const sheet of ['LATEST', 'HOTTEST', 'TRENDING', 'ENDING_SOON', 'JOINED', null]) {
            const list = await ask('GetCampaigns', { sheet, options: { take: 20 } });
            for (const item of (list.campaigns as { items: Array<{ id: string }> }).items) campaignIds.add(item.id);
        }
        const user = await ask('GetLoggedInUser');
        const customerId = (user.activeCustomer as { id: string }).id;
        for (const name of ['GetCategory', 'Products', 'GetMarketing', 'PolicyPages', 'GetPrize', 'BlindBoxes', 'AltchaChallenge']) await ask(name);
        const orders = await ask('GetAllOrders');
        for (const { code } of (orders.getAllOrders as { items: Array<{ code: string }> }).items.slice(0, 3)) await ask('GetOneOrder', { orderCode: code });
        for (const state of ['ENDED', null]) await ask('listUserParticipateCampaign', { state });
        const toBuy: Array<{ campaignId: unknown; variantId: unknown }> = [];
        for (const campaignId of campaignIds) {
            const page = await ask('Campaign', { campaignId });
            const variants = (page.campaign as { product?: { variants: Array<{ id: string }> } }).product?.variants ?? [];
            if (variants[0]) toBuy.push({ campaignId, variantId: variants[0].id });
            for (const name of [
                'GetCampaignProgress',
                'CampaignRules',
                'CampaignFairness',
                'CampaignFairnessTickets',
                'MyTicketProofs',
                'ListCampaignParticipants',
            ]) {
                await ask(name, { campaignId });
            }
            await ask('GetUserTickets', { customerId, campaignId });
            await ask('CampaignRarityRounds', { campaignId, rounds: [0, 1] });
        }
        // Into the cart (a union: the order or a refusal), until one campaign takes it.
        const { document: addDocument } = documents.get('AddItemToOrder')!;
        for (const { campaignId, variantId } of toBuy) {
            const variables = { productVariantId: variantId, quantity: 1, customFields: { campaignId } };
            const added = await shopApi(server.shopApiUrl, print(addDocument), variables, { token });
            expect(added.errors).toBeUndefined();
            answers.push({ name: 'AddItemToOrder', document: addDocument, data: added.data });
            if ((added.data.addItemToOrder as { __typename: string }).__typename === 'Order') break;
        }
        for (const name of ['GetCartDetails', 'GetFinalCartDetails', 'NotificationsUnread', 'ReadNotification', 'ResponsiblePlay']) await ask(name);
    });
    afterAll(async () => {
        await server?.stop();
    });

    it("visits every value of the storefront's answers as Vendure's walk does, and leaves the same answers", () => {
        const text = JSON.stringify(answers.map(a => a.data));
        // What the comparison must cover to mean something: pictures, ids inside JSON, a union, lists of cards.
        expect(text).toContain('"preview":');
        expect(answers.some(a => a.name === 'AddItemToOrder' && (a.data.addItemToOrder as { __typename?: string }).__typename === 'Order')).toBe(true);
        expect(answers.filter(a => a.name === 'Campaign').length).toBeGreaterThanOrEqual(5);
        const theirs = walkAll(schema, vendures, answers);
        const mine = walkAll(schema, ours, answers);
        let calls = 0;
        answers.forEach((answer, i) => {
            for (const round of [0, 1]) {
                expect(mine[i]![round]!.calls, `${answer.name}, round ${round}`).toEqual(theirs[i]![round]!.calls);
                expect(mine[i]![round]!.output, `${answer.name}, round ${round}`).toEqual(theirs[i]![round]!.output);
                calls += theirs[i]![round]!.calls.length;
            }
        });
        // Ids, JSON and assets were met (the visitor's types), not only walked past.
        const seen = theirs.flatMap(r => r[0]!.calls.map(c => c.split(' ')[0]));
        for (const type of ['ID', 'JSON', 'Asset']) expect(seen, type).toContain(type);
        expect(calls).toBeGreaterThan(10_000);
    });

    it("walks a resolver's arguments beside the operation's input tree as Vendure's walk does (the id interceptor's)", () => {
        const document = parse(`
            query ($o: CampaignListOptions, $id: ID!) {
                campaigns(options: $o) { totalItems }
                campaign(campaignId: $id) { id }
            }
        `);
        const operation = document.definitions[0] as import('graphql').OperationDefinitionNode;
        const args = {
            options: { take: 5, filter: { id: { eq: '1', in: ['1', '2'] }, name: { contains: 'x' }, _and: [{ id: { notEq: '3' } }] } },
            campaignId: '7',
        };
        const run = (walk: Walk) => {
            const transformer = new GraphqlValueTransformer(schema);
            return [0, 1].map(() => {
                const calls: string[] = [];
                const copy = structuredClone(args);
                walk.call(transformer, transformer.getInputTypeTree(operation), copy, recordingVisitor(calls));
                return { calls, output: copy };
            });
        };
        const [theirs, mine] = [run(vendures), run(ours)];
        expect(mine).toEqual(theirs);
        expect(theirs[0]!.calls).toContain('ID "7"');
        expect(theirs[0]!.calls).toContain('IDOperators {}');
    });

    it('keeps the node at numeric keys, none below a missing one, and merges fragments spread in fragments and aliased twice', () => {
        const document = parse(`
            query { campaigns { items { ...Card first: featuredImg { id preview } } totalItems } }
            fragment Card on Campaign { id ...Pictures }
            fragment Pictures on Campaign { featuredImg { ...AssetId } cover { id } }
            fragment AssetId on Asset { id source }
        `);
        expect(document.definitions[0]!.kind).toBe(Kind.OPERATION_DEFINITION);
        const data = {
            campaigns: {
                items: [
                    { id: '1', featuredImg: { id: '5', preview: 'a', source: 's' }, cover: null, first: { id: '5', preview: 'a' } },
                    {
                        id: '2',
                        featuredImg: { id: '6', preview: 'b', source: 't', 12: { id: '9' }, '3x': { id: 'x' }, '-1': { id: 'm' }, ' 2': { id: 's' } },
                        cover: { id: '4' },
                        first: null,
                    },
                ],
                totalItems: 2,
                unknown: { id: '3', 0: { id: '1', deeper: { id: '2' } } },
            },
        };
        const run = (walk: Walk) => walkAll(schema, walk, [{ name: 'made', document, data }])[0]!;
        const [theirs, mine] = [run(vendures), run(ours)];
        expect(mine).toEqual(theirs);
        // The numeric keys ("12", and "3x", which parseInt reads as 3) keep the Asset node: their ids are the asset's `id` field.
        expect(theirs[0]!.calls).toContain('ID "9"');
        expect(theirs[0]!.calls).toContain('ID "x"');
        // A sign or white space before the digits too ("-1", " 2").
        expect(theirs[0]!.calls).toContain('ID "m"');
        expect(theirs[0]!.calls).toContain('ID "s"');
        expect(theirs[0]!.calls.filter(c => c === '- "2"').length).toBe(1);
    });

    it("finishes the storefront's answers as Vendure's asset interceptor and id codec do (src/config/answer-finishers.ts)", async () => {
        const theirs = await finishAll(schema, vendureFinishers, answers);
        const mine = await finishAll(schema, ourFinishers, answers);
        expect(mine.outputs).toEqual(theirs.outputs);
        expect(mine.urls).toBe(theirs.urls);
        // Not a comparison of two walks that did nothing: pictures got their absolute URLs.
        expect(theirs.urls).toBeGreaterThan(100);
        expect(JSON.stringify(theirs.outputs[0])).toContain('"preview":"https://cdn.example/');
    });

    it('encodes ids inside JSON values and makes URLs inside lists and unions as Vendure does, wherever they sit', async () => {
        const document = parse(`
            query {
                activeOrder { id payments { id metadata } lines { featuredAsset { id preview source } } }
                campaigns { items { id name featuredImg { preview } cover { ...Picture } } }
            }
            fragment Picture on Asset { source preview }
        `);
        const data = {
            activeOrder: {
                id: '3',
                payments: [
                    { id: '1', metadata: { id: 5, paymentId: 9, other: 4, nested: { id: 6, list: [{ id: 7 }] }, 0: { id: 8 } } },
                    { id: '2', metadata: [{ id: 1 }, 'text', 2] },
                    { id: '4', metadata: 'plain' },
                ],
                lines: [{ featuredAsset: { id: '1', preview: 'a.jpg', source: 'a-src.jpg' } }, { featuredAsset: null }],
            },
            campaigns: { items: [{ id: '1', name: 'x', featuredImg: { preview: 'b.jpg' }, cover: { source: 'c.jpg', preview: '' } }] },
        };
        const made = [{ name: 'made', document, data }];
        const theirs = await finishAll(schema, vendureFinishers, made);
        const mine = await finishAll(schema, ourFinishers, made);
        expect(mine).toEqual(theirs);
        const finished = theirs.outputs[0]![0] as any;
        // The behaviour compared: ids inside JSON became strings, URLs became absolute.
        expect(finished.activeOrder.payments[0].metadata).toMatchObject({ id: '5', paymentId: '9', other: 4 });
        expect(finished.campaigns.items[0].cover.source).toBe('https://cdn.example/c.jpg');
        expect(finished.activeOrder.lines[0].featuredAsset.preview).toBe('https://cdn.example/a.jpg');
    });
});
