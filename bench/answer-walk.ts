/**
 * `npx jiti bench/answer-walk.ts` (docs/performance.md "Campaign lists"): the CPU that Vendure's two
 * walks over an answer (the id codec's and the asset interceptor's `willSendResponse`, with their own
 * visitors) cost a campaign list, with Vendure's `GraphqlValueTransformer.transformValues` and with
 * ours (apps/server/src/config/answer-type-walk.ts), the two taking turns. No server: the answers are
 * made from the shop API's schema (apps/server/schema/shop-api.graphql) for the bench's list shape
 * and the storefront's own `GetCampaigns` (its CampaignCard fragment), with 8 and 20 cards; a card's
 * cost is the difference divided by 12. Prints microseconds of CPU an answer and a card.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import type { DocumentNode, FragmentDefinitionNode, GraphQLOutputType, GraphQLSchema, SelectionSetNode } from 'graphql';

import { walkAnswersWithTheirTypes } from '../apps/server/src/config/answer-type-walk';
import { storefrontDocuments } from '../apps/server/test/support/storefront-documents';

// Vendure's own copies (CommonJS), as the server loads them.
const serverRequire = createRequire(path.join(__dirname, '../apps/server/package.json'));
const graphql = serverRequire('graphql') as typeof import('graphql');
const { GraphqlValueTransformer } = serverRequire('@vendure/core/dist/api/common/graphql-value-transformer');
const { IdCodecPlugin } = serverRequire('@vendure/core/dist/api/middleware/id-codec-plugin');
const { AssetInterceptorPlugin } = serverRequire('@vendure/core/dist/api/middleware/asset-interceptor-plugin');

const LIST_SHAPE = '{ campaigns(options: { take: 20 }) { totalItems items { id name sId featuredImg { preview } } } }';
const ROUNDS = Number(process.env.WALK_ROUNDS ?? 7);
const ANSWERS_A_ROUND = Number(process.env.WALK_ANSWERS ?? 2000);

/** An answer to `document` as graphql would build it: every field filled by its type, `items` lists `cards` long. */
function answerOf(schema: GraphQLSchema, document: DocumentNode, cards: number): Record<string, unknown> {
    const fragments = new Map(
        document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === graphql.Kind.FRAGMENT_DEFINITION).map(f => [f.name.value, f]),
    );
    let n = 0;
    const value = (type: GraphQLOutputType, set: SelectionSetNode | undefined, name: string): unknown => {
        if (graphql.isNonNullType(type)) return value(type.ofType, set, name);
        if (graphql.isListType(type)) return Array.from({ length: name === 'items' ? cards : 2 }, () => value(type.ofType, set, name));
        if (graphql.isScalarType(type)) {
            n++;
            if (type.name === 'ID') return n;
            if (type.name === 'Int' || type.name === 'Float' || type.name === 'Money') return n;
            if (type.name === 'Boolean') return n % 2 === 0;
            if (type.name === 'DateTime') return new Date(1_790_000_000_000 + n).toISOString();
            if (type.name === 'JSON') return { n };
            return name === 'preview' || name === 'source' ? `preview/${n}.jpg` : `${name} ${n}`;
        }
        if (graphql.isEnumType(type)) return type.getValues()[0]!.value;
        const object = graphql.isAbstractType(type) ? schema.getPossibleTypes(type)[0]! : type;
        return fields(object as import('graphql').GraphQLObjectType, set!);
    };
    const fields = (type: import('graphql').GraphQLObjectType, set: SelectionSetNode, into: Record<string, unknown> = {}): Record<string, unknown> => {
        for (const s of set.selections) {
            if (s.kind === graphql.Kind.FIELD) {
                const name = s.name.value;
                into[s.alias?.value ?? name] = name === '__typename' ? type.name : value(type.getFields()[name]!.type, s.selectionSet, name);
            } else if (s.kind === graphql.Kind.FRAGMENT_SPREAD) {
                fields(type, fragments.get(s.name.value)!.selectionSet, into);
            } else if (!s.typeCondition || s.typeCondition.name.value === type.name) {
                fields(type, s.selectionSet, into);
            }
        }
        return into;
    };
    const operation = document.definitions.find(d => d.kind === graphql.Kind.OPERATION_DEFINITION) as import('graphql').OperationDefinitionNode;
    return fields(schema.getQueryType()!, operation.selectionSet);
}

/** Vendure's two answer plugins as the server runs them (ids as the auto-increment strategy encodes them, asset URLs made absolute). */
async function plugins(schema: GraphQLSchema) {
    const idCodec = new IdCodecPlugin({ encode: (value: unknown) => (typeof value === 'number' ? String(value) : value) });
    const assets = new AssetInterceptorPlugin({
        assetOptions: { assetStorageStrategy: { toAbsoluteUrl: (_req: unknown, p: string) => `http://localhost:3000/assets/${p}` } },
    });
    await idCodec.serverWillStart({ schema });
    await assets.serverWillStart({ schema });
    return (document: DocumentNode, data: Record<string, unknown>) => {
        idCodec.encodeIdFields(document, data);
        assets.prefixAssetUrls({}, document, data);
    };
}

/** CPU microseconds an answer: `ANSWERS_A_ROUND` copies made first, then walked. */
function cpuPerAnswer(run: (document: DocumentNode, data: Record<string, unknown>) => void, document: DocumentNode, answer: Record<string, unknown>) {
    const copies = Array.from({ length: ANSWERS_A_ROUND }, () => structuredClone(answer));
    const start = process.cpuUsage();
    for (const copy of copies) run(document, copy);
    const used = process.cpuUsage(start);
    return (used.user + used.system) / ANSWERS_A_ROUND;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
    const schema = graphql.buildSchema(fs.readFileSync(path.join(__dirname, '../apps/server/schema/shop-api.graphql'), 'utf8'));
    const getCampaigns = storefrontDocuments().find(d => d.name === 'GetCampaigns')!.document;
    const shapes: Array<[string, DocumentNode]> = [
        ['list shape (id name sId featuredImg { preview })', graphql.parse(LIST_SHAPE)],
        ["the storefront's GetCampaigns (CampaignCard)", getCampaigns],
    ];
    const prototype = GraphqlValueTransformer.prototype as { transformValues: unknown };
    const vendures = prototype.transformValues;
    walkAnswersWithTheirTypes();
    const ours = prototype.transformValues;
    const run = await plugins(schema);
    const walks: Array<[string, unknown]> = [
        ["Vendure's", vendures],
        ['ours', ours],
    ];
    console.log(`CPU µs an answer (median of ${ROUNDS} rounds of ${ANSWERS_A_ROUND}), both plugins' walks; a card = (20 − 8) ÷ 12\n`);
    console.log('| answer | walk | 8 cards | 20 cards | a card |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const [label, document] of shapes) {
        const answers = [8, 20].map(cards => answerOf(schema, document, cards));
        const times = new Map(walks.map(([name]) => [name, [[], []] as number[][]]));
        for (let round = 0; round < ROUNDS; round++) {
            for (const [name, walk] of walks) {
                prototype.transformValues = walk;
                answers.forEach((answer, i) => times.get(name)![i]!.push(cpuPerAnswer(run, document, answer)));
            }
        }
        for (const [name] of walks) {
            const [eight, twenty] = times.get(name)!.map(median) as [number, number];
            console.log(`| ${label} | ${name} | ${eight.toFixed(1)} | ${twenty.toFixed(1)} | ${((twenty - eight) / 12).toFixed(2)} |`);
        }
    }
    prototype.transformValues = ours;
}

main().catch(error => {
    console.error(error);
    process.exit(1);
});
