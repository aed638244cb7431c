import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import {
    ADD_ITEM,
    adminLogin,
    createCampaign,
    createShopper,
    gql,
    pay,
    productVariants,
    shopApi,
    startTestServer,
    TestServer,
    toArrangingPayment,
} from '@tuah/testing';
import {
    buildClientSchema,
    getIntrospectionQuery,
    getNamedType,
    GraphQLArgument,
    GraphQLField,
    GraphQLInputType,
    GraphQLNamedType,
    GraphQLSchema,
    isEnumType,
    isInputObjectType,
    isInterfaceType,
    isListType,
    isNonNullType,
    isObjectType,
    isScalarType,
    isUnionType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createBlindBox, buyBoxes, waitForBoxes } from './support/blind-boxes';

/**
 * A few thousand generated hostile shop-API requests, from a stranger and from another signed-in
 * shopper: every operation of the live schema with wrong types, huge strings and lists, negative
 * and enormous numbers, other customers' ids, deep and wide selections, aliases, and malformed
 * bodies. None may answer HTTP 500, carry a stack trace or a server path, or show another
 * customer's data; the server must still answer /health at the end. FUZZ_SEED reproduces a run.
 */

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2000);
/** A time budget, so a slow machine sends fewer requests rather than failing CI; the sequence stays the seed's. */
const BUDGET_MS = Number(process.env.FUZZ_SECONDS ?? 60) * 1000;
const CONCURRENCY = 4;
const REPO = path.resolve(__dirname, '../../..');

/** mulberry32: small, fast, and the same sequence for the same seed. */
function prng(seed: number) {
    let a = seed >>> 0;
    const next = () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const int = (n: number) => Math.floor(next() * n);
    return { next, int, pick: <T>(list: readonly T[]): T => list[int(list.length)]!, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof prng>;

/** Mutations that would end the attacker's own session (the run would lose its signed-in half). */
const SKIPPED = new Set(['logout']);

interface Victim {
    email: string;
    customerId: string;
    orderIds: string[];
    orderCodes: string[];
    boxIds: string[];
    boxCodes: string[];
    ticketIds: string[];
}

function hostileValues(random: Random, victim: Victim, name: string) {
    const ids = [
        ...victim.orderIds,
        ...victim.boxIds,
        ...victim.ticketIds,
        victim.customerId,
        '1',
        '2',
        '0',
        '-1',
        '99999999999999999999',
        '',
        'abc',
        "1' OR '1'='1",
        '1e309',
        'T_1',
        '1e999',
        '0x10',
        '9'.repeat(400),
        '1.5',
        '2147483648',
        ' 1',
    ];
    const strings = [
        '',
        ' ',
        'a'.repeat(random.pick([10, 1000, 20_000])),
        '\u0000\u202e\ud83d\ude00',
        "'; DROP TABLE customer; --",
        '<script>alert(1)</script>',
        '../../../../etc/passwd',
        '%s%n%x',
        // The victim's codes go only where a code is asked for (so they are never stored as, say, a
        // name of the attacker's), and not a postal code, which the attacker's own address keeps and
        // shows back to them (a false leak, FUZZ_SEED=543222855); the victim's email is never sent:
        // it marks a leak wherever it shows.
        ...(/code/i.test(name) && !/postal/i.test(name) ? [...victim.orderCodes, ...victim.boxCodes] : []),
    ];
    const ints = [0, -1, 1, 2, 100, 101, 1000, -2147483648, 2147483647, 2147483648, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
    return { ids, strings, ints };
}

function scalarValue(type: string, name: string, random: Random, victim: Victim): unknown {
    const { ids, strings, ints } = hostileValues(random, victim, name);
    switch (type) {
        case 'ID':
            return random.chance(0.8) ? random.pick(ids) : random.pick(ints);
        case 'Int':
        case 'Money':
            return random.pick(ints);
        case 'Float':
            return random.pick([0, -1.5, 1e308, -1e308, 0.1, ...ints]);
        case 'Boolean':
            return random.chance(0.5);
        case 'DateTime':
            return random.pick(['2020-01-01T00:00:00.000Z', '9999-12-31T23:59:59Z', 'not a date', '', '0000-00-00']);
        case 'JSON':
            return random.pick([{}, { a: 1 }, [], 'x', 1, { __proto__: { polluted: true } }, { constructor: { prototype: { x: 1 } } }]);
        default:
            return random.pick(strings);
    }
}

/** A value of `type`, usually right and hostile, sometimes of the wrong type altogether. */
function valueOf(type: GraphQLInputType, name: string, random: Random, victim: Victim, depth = 0): unknown {
    if (random.chance(0.03)) return random.pick([null, 'wrong', 12, true, [], {}, [[[]]]]);
    if (isNonNullType(type)) return valueOf(type.ofType, name, random, victim, depth);
    if (random.chance(0.05)) return null;
    if (isListType(type)) {
        const length = random.chance(0.01) ? random.pick([2000, 5000]) : random.int(4);
        const item = valueOf(type.ofType, name, random, victim, depth + 1);
        return Array.from({ length }, (_, i) => (i === 0 || depth > 1 ? item : valueOf(type.ofType, name, random, victim, depth + 1)));
    }
    if (isEnumType(type)) return random.chance(0.9) ? random.pick(type.getValues()).name : 'NOT_A_VALUE';
    if (isScalarType(type)) return scalarValue(type.name, name, random, victim);
    if (isInputObjectType(type)) {
        const value: Record<string, unknown> = {};
        if (depth > 3) return value;
        for (const field of Object.values(type.getFields())) {
            if (isNonNullType(field.type) || random.chance(0.3)) value[field.name] = valueOf(field.type, field.name, random, victim, depth + 1);
        }
        if (random.chance(0.05)) value.unknownField = 1;
        return value;
    }
    return null;
}

/** A selection of `type`'s fields, sometimes deep, sometimes aliased many times. */
function selection(type: GraphQLNamedType, schema: GraphQLSchema, random: Random, depth: number, maxDepth: number): string {
    if (isUnionType(type) || isInterfaceType(type)) {
        const possible = schema.getPossibleTypes(type);
        const parts = [
            '__typename',
            ...possible.filter(() => random.chance(0.5)).map(t => `... on ${t.name} { ${selection(t, schema, random, depth, maxDepth)} }`),
        ];
        return parts.join(' ');
    }
    if (!isObjectType(type)) return '';
    const fields = Object.values(type.getFields()).filter(f => !f.args.some(a => isNonNullType(a.type)));
    const chosen: string[] = ['__typename'];
    for (const field of fields) {
        if (!random.chance(depth >= maxDepth ? 0.1 : 0.35)) continue;
        const named = getNamedType(field.type);
        if (isObjectType(named) || isUnionType(named) || isInterfaceType(named)) {
            if (depth >= maxDepth) continue;
            const inner = selection(named, schema, random, depth + 1, maxDepth);
            chosen.push(`${field.name} { ${inner} }`);
        } else {
            chosen.push(field.name);
        }
    }
    return chosen.join(' ');
}

interface Request {
    description: string;
    body: string;
    contentType?: string;
    token?: string;
    /** Where a victim marker may legitimately appear: the request carries it (an echoed input). */
    echoes: string[];
}

function generateOperation(schema: GraphQLSchema, random: Random, victim: Victim): Omit<Request, 'token'> {
    const isMutation = random.chance(0.4);
    const root = (isMutation ? schema.getMutationType() : schema.getQueryType())!;
    const fields = Object.values(root.getFields()).filter(f => !SKIPPED.has(f.name));
    const field: GraphQLField<unknown, unknown> = random.pick(fields);
    const variables: Record<string, unknown> = {};
    const declarations: string[] = [];
    const args = field.args
        .filter((a: GraphQLArgument) => isNonNullType(a.type) || random.chance(0.6))
        .map((a: GraphQLArgument, i: number) => {
            variables[`v${i}`] = valueOf(a.type, a.name, random, victim);
            declarations.push(`$v${i}: ${a.type.toString()}`);
            return `${a.name}: $v${i}`;
        });
    const named = getNamedType(field.type);
    const maxDepth = random.chance(0.1) ? 6 + random.int(20) : 1 + random.int(4);
    const inner = isObjectType(named) || isUnionType(named) || isInterfaceType(named) ? `{ ${selection(named, schema, random, 1, maxDepth)} }` : '';
    const call = `${field.name}${args.length ? `(${args.join(', ')})` : ''} ${inner}`;
    const aliases = random.chance(0.05) ? random.pick([2, 21, 200]) : 1;
    const body = aliases === 1 ? call : Array.from({ length: aliases }, (_, i) => `a${i}: ${call}`).join(' ');
    const query = `${isMutation ? 'mutation' : 'query'} Fuzz${declarations.length ? `(${declarations.join(', ')})` : ''} { ${body} }`;
    const text = JSON.stringify({ query, variables });
    return { description: `${isMutation ? 'mutation' : 'query'} ${field.name}`, body: text, echoes: markers(victim).filter(m => text.includes(m)) };
}

function malformed(random: Random): Omit<Request, 'token' | 'echoes'> {
    const bodies: Array<[string, string, string?]> = [
        ['array body', '[{"query":"{ activeChannel { code } }"}]'],
        ['query not a string', JSON.stringify({ query: random.pick([1, true, {}, [], null]) })],
        ['variables not an object', JSON.stringify({ query: '{ activeChannel { code } }', variables: random.pick(['x', 1, [1]]) })],
        ['operationName not a string', JSON.stringify({ query: '{ activeChannel { code } }', operationName: 5 })],
        ['not JSON', random.pick(['{', 'null', '"x"', '1', 'garbage', '\u0000'])],
        ['syntax error', JSON.stringify({ query: random.pick(['{', '{ a(', 'query { ...X }', '}}}}', 'fragment X on Query { __typename }']) })],
        ['wrong content type', '{"query":"{ activeChannel { code } }"}', random.pick(['text/plain', 'application/xml', 'multipart/form-data; boundary=x', ''])],
        ['oversized', JSON.stringify({ query: '{ __typename }', variables: { x: 'x'.repeat(120_000 + random.int(400_000)) } })],
        ['long query', JSON.stringify({ query: `{ ${'__typename '.repeat(2500)} }` })],
        ['fragment bomb', JSON.stringify({ query: fragmentBomb(random.int(12) + 3) })],
        [
            'directives',
            JSON.stringify({ query: `{ activeChannel @skip(if: false) @include(if: true) ${'@skip(if: false) '.repeat(random.int(50))} { code } }` }),
        ],
    ];
    const [description, body, contentType] = random.pick(bodies);
    return { description: `malformed: ${description}`, body, contentType };
}

/** Fragments that each use the one before twice: 2^levels fields once expanded. */
function fragmentBomb(levels: number): string {
    const fragments = [`fragment F0 on Query { __typename activeChannel { code } }`];
    for (let i = 1; i <= levels; i++) fragments.push(`fragment F${i} on Query { ...F${i - 1} ... on Query { ...F${i - 1} } }`);
    return `query { ...F${levels} } ${fragments.join(' ')}`;
}

/**
 * One POST by node:http, read as far as the server answers: a server that refuses a large body
 * answers at once and closes the connection while the client is still writing (EPIPE), which
 * fetch reports as a failure without the answer.
 */
function sendRaw(url: string, init: { method: string; headers?: Record<string, string>; body: string }): Promise<Response> {
    return new Promise((resolve, reject) => {
        const request = http.request(url, { method: init.method, headers: { ...init.headers, 'content-length': Buffer.byteLength(init.body) } });
        let answered = false;
        request.on('response', incoming => {
            answered = true;
            const chunks: Buffer[] = [];
            incoming.on('data', chunk => chunks.push(chunk));
            const done = () => resolve(new Response(Buffer.concat(chunks), { status: incoming.statusCode }));
            incoming.on('end', done);
            incoming.on('error', done);
        });
        request.on('error', error => {
            if (!answered) reject(error);
        });
        request.end(init.body);
    });
}

function markers(victim: Victim): string[] {
    return [victim.email, ...victim.orderCodes, ...victim.boxCodes];
}

/** The database's own words: a request that reached SQL with a value it should never have passed. */
const DATABASE_TEXT = /no such column|SQLITE_|QueryFailedError|invalid input syntax|out of range for type|syntax error at or near/i;
const LEAKS = [
    /stacktrace/i,
    DATABASE_TEXT,
    /node_modules/,
    new RegExp(REPO.replace(/[/\\.]/g, '\\$&')),
    new RegExp(os.tmpdir().replace(/[/\\.]/g, '\\$&') + '/'),
    /\bat \S+ \(.*:\d+:\d+\)/,
];

describe('shop API fuzz', () => {
    let server: TestServer;
    let schema: GraphQLSchema;
    let alice: Victim;
    let bobToken: string;

    beforeAll(async () => {
        // NODE_ENV as `npm start` leaves it (not `test`, which vitest sets): Apollo would add stack traces.
        server = await startTestServer({ env: { PAYMENT_SANDBOX: 'true', NODE_ENV: 'development' } });
        const admin = await adminLogin(server.adminApiUrl);
        const shoppers = await Promise.all(['alice-fuzz', 'bob-fuzz'].map(name => createShopper(server, admin, name)));
        const cap = await productVariants(server.shopApiUrl, 'cap');
        const draw = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 50 });
        const boxProduct = await productVariants(server.shopApiUrl, 'figure-mystery');
        const box = await createBlindBox(
            server,
            admin,
            { productId: boxProduct.productId, totalTicket: 20 },
            [
                { rPercent: 60, isLose: true },
                { rPercent: 40, pType: 'DIGITAL' },
            ],
            cap.variantIds[0]!,
        );
        const codes = await gql(
            server.adminApiUrl,
            'mutation ($id: ID!, $codes: [String!]!) { addDigitalCodes(prizeLineId: $id, codes: $codes) { added } }',
            { id: box.lines[1]!.id, codes: Array.from({ length: 5 }, (_, i) => `FUZZCODE-${i}-${SEED}`) },
            admin,
        );
        expect(codes.addDigitalCodes.added).toBe(5);

        const victims: Victim[] = [];
        for (const [i, shopper] of shoppers.entries()) {
            const name = i === 0 ? 'alice-fuzz' : 'bob-fuzz';
            // A lucky-draw purchase and a blind box for each.
            expect((await gql(server.shopApiUrl, ADD_ITEM, { v: cap.variantIds[0], q: 1, c: draw.id }, shopper.token)).addItemToOrder.__typename).toBe('Order');
            expect((await toArrangingPayment(server.shopApiUrl, shopper.token)).__typename).toBe('Order');
            const drawOrder = await pay(server.shopApiUrl, shopper.token);
            const boxOrder = await buyBoxes(server.shopApiUrl, shopper.token, box.campaign.id, boxProduct.variantIds[0]!, 1);
            await waitForBoxes(server.shopApiUrl, shopper.token, boxOrder.code);
            const mine = await gql(
                server.shopApiUrl,
                'query ($c: ID!) { activeCustomer { orders { items { id code } } } blindBoxes { items { id code { code } } } userTickets(customerId: $c) { items { id } } }',
                { c: shopper.customerId },
                shopper.token,
            );
            victims.push({
                email: `${name}@tuah.test`,
                customerId: shopper.customerId,
                orderIds: mine.activeCustomer.orders.items.map((o: any) => o.id),
                orderCodes: [drawOrder.code, boxOrder.code],
                boxIds: mine.blindBoxes.items.map((b: any) => b.id),
                boxCodes: mine.blindBoxes.items.map((b: any) => b.code?.code).filter(Boolean),
                ticketIds: mine.userTickets.items.map((t: any) => t.id),
            });
        }
        alice = victims[0]!;
        bobToken = shoppers[1]!.token;
        expect(alice.orderIds.length).toBe(2);
        expect(alice.boxIds.length).toBe(1);
        expect(alice.ticketIds.length).toBeGreaterThan(0);
        const { data } = await shopApi(server.shopApiUrl, getIntrospectionQuery());
        schema = buildClientSchema(data);
    }, 240_000);
    afterAll(async () => {
        await server?.stop();
    });

    it(
        `up to ${REQUESTS} hostile requests in ${BUDGET_MS / 1000} s: no 500, no stack trace or path, nobody else's data, still answering`,
        { timeout: 150_000 },
        async () => {
            console.log(`shop API fuzz: FUZZ_SEED=${SEED} FUZZ_REQUESTS=${REQUESTS} (set both to reproduce)`);
            const random = prng(SEED);
            // Generated up front, in order, so that the seed alone decides the requests whatever the timing.
            const requests: Request[] = Array.from({ length: REQUESTS }, () => {
                const token = random.chance(0.5) ? bobToken : undefined;
                if (random.chance(0.1)) return { ...malformed(random), token, echoes: [] };
                return { ...generateOperation(schema, random, alice), token };
            });
            const failures: string[] = [];
            const statuses = new Map<number, number>();
            let next = 0;
            const started = Date.now();
            const worker = async () => {
                while (next < requests.length && Date.now() - started < BUDGET_MS) {
                    const index = next++;
                    const request = requests[index]!;
                    let response: Response;
                    let text: string;
                    try {
                        response = await fetch(server.shopApiUrl, {
                            method: 'POST',
                            headers: {
                                ...(request.contentType !== undefined
                                    ? request.contentType
                                        ? { 'content-type': request.contentType }
                                        : {}
                                    : { 'content-type': 'application/json' }),
                                ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
                            },
                            body: request.body,
                        });
                        text = await response.text();
                    } catch (err) {
                        failures.push(`#${index} ${request.description}: no answer (${(err as Error).cause ?? err})\n  request: ${request.body.slice(0, 600)}`);
                        continue;
                    }
                    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
                    const problems: string[] = [];
                    if (response.status >= 500) problems.push(`HTTP ${response.status}`);
                    for (const leak of LEAKS) if (leak.test(text)) problems.push(`leaks ${leak}`);
                    for (const marker of markers(alice)) {
                        if (text.includes(marker) && !request.echoes.includes(marker)) problems.push(`shows alice's ${marker}`);
                    }
                    if (problems.length) {
                        failures.push(
                            `#${index} ${request.description} as ${request.token ? 'bob' : 'a guest'}: ${problems.join(', ')}\n  request: ${request.body.slice(0, 600)}\n  response ${response.status}: ${text.slice(0, 600)}`,
                        );
                    }
                }
            };
            await Promise.all(Array.from({ length: CONCURRENCY }, worker));
            const seconds = (Date.now() - started) / 1000;
            const sent = [...statuses.values()].reduce((a, b) => a + b, 0);
            console.log(`shop API fuzz: ${sent} of ${REQUESTS} requests in ${seconds.toFixed(1)} s; statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
            expect(sent).toBeGreaterThanOrEqual(Math.min(REQUESTS, 500));
            if (failures.length) console.log(`server output (tail):\n${server.output().slice(-3000)}`);
            expect(failures, `FUZZ_SEED=${SEED}\n${failures.slice(0, 10).join('\n')}`).toEqual([]);
            const health = await fetch(`${server.baseUrl}/health`);
            expect(health.status).toBe(200);
        },
    );
    it(
        'refuses ids that name no row as input errors, clamps take on every list, and answers bad bodies on every route with 4xx',
        { timeout: 120_000 },
        async () => {
            const failures: string[] = [];
            const check = async (what: string, response: Response) => {
                const text = await response.text();
                const problems: string[] = [];
                if (response.status >= 500) problems.push(`HTTP ${response.status}`);
                for (const leak of LEAKS) if (leak.test(text)) problems.push(`leaks ${leak}`);
                if (problems.length) failures.push(`${what}: ${problems.join(', ')}; ${response.status} ${text.slice(0, 300)}`);
                return { status: response.status, text };
            };

            // Ids: a GraphQL input error with a clear message, inline or as a variable, on both APIs, before any query.
            const admin = await adminLogin(server.adminApiUrl);
            const badIds = ['1e999', '-1', '0', '0x10', '9'.repeat(400), '1.5', 'abc', '2147483648'];
            for (const id of badIds) {
                for (const [api, query, token] of [
                    [server.shopApiUrl, `{ product(id: ${JSON.stringify(id)}) { id } }`, undefined],
                    [server.shopApiUrl, `{ campaignProgress(campaignId: ${JSON.stringify(id)}) { percent } }`, bobToken],
                    [server.adminApiUrl, `{ order(id: ${JSON.stringify(id)}) { id } }`, admin],
                    [server.adminApiUrl, `{ products(options: { filter: { id: { eq: ${JSON.stringify(id)} } } }) { totalItems } }`, admin],
                ] as const) {
                    const inline = await shopApi(api, query, {}, { token });
                    const byVariable = await shopApi(api, 'query ($id: ID!) { product(id: $id) { id } }', { id }, { token });
                    for (const [how, answer] of [
                        ['inline', inline],
                        ['as a variable', byVariable],
                    ] as const) {
                        const error = answer.errors?.[0];
                        if (error?.extensions?.code !== 'BAD_USER_INPUT' || !/Not an id/.test(error.message) || DATABASE_TEXT.test(JSON.stringify(answer))) {
                            failures.push(`id ${id.slice(0, 20)} ${how} on ${query.slice(0, 40)}: ${JSON.stringify(answer).slice(0, 300)}`);
                        }
                    }
                }
            }
            // A good id still works, and one of a row that is not there is still "nothing".
            expect((await shopApi(server.shopApiUrl, '{ product(id: "1") { id } }')).data.product.id).toBe('1');
            expect((await shopApi(server.shopApiUrl, '{ product(id: "2147483647") { id } }')).data.product).toBeNull();
            // Not logged as errors (a client's mistake must not fill the error log).
            expect(server.output()).not.toMatch(/no such column|Not an id[^\n]*\n\s+at /);

            // take outside 1..cap: at most the cap on Vendure's lists (inline and as a variable); a deep
            // query at take -1 or 0 is refused as at take 100.
            const all = (await shopApi(server.shopApiUrl, '{ products(options: { take: 100 }) { totalItems } }')).data.products.totalItems;
            for (const take of [0, -1, -1000]) {
                const inline = await shopApi(server.shopApiUrl, `{ products(options: { take: ${take} }) { items { id } } }`);
                const variable = await shopApi(server.shopApiUrl, 'query ($take: Int) { products(options: { take: $take }) { items { id } } }', { take });
                expect({ take, inline: inline.data.products.items.length, variable: variable.data.products.items.length }).toEqual({
                    take,
                    inline: Math.min(1, all),
                    variable: Math.min(1, all),
                });
                const adminList = await shopApi(server.adminApiUrl, `{ customers(options: { take: ${take} }) { items { id } } }`, {}, { token: admin });
                expect(adminList.data.customers.items.length).toBeLessThanOrEqual(1);
            }
            const deep = (take: number) =>
                `{ products(options: { take: ${take} }) { items { variants { product { collections { productVariants(options: { take: ${take} }) { items { product { variants { id name sku } } } } } } } } } }`;
            const refusedAt100 = await shopApi(server.shopApiUrl, deep(100));
            expect(refusedAt100.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
            for (const take of [-1, 0]) expect((await shopApi(server.shopApiUrl, deep(take))).errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');

            // Bad bodies on the payment routes, the dashboard and the admin upload: 4xx with a short body, never 500.
            const big = 'x'.repeat(5 * 1024 * 1024);
            const form = { 'content-type': 'application/x-www-form-urlencoded' };
            const manyFields = Array.from({ length: 5000 }, (_, i) => `f${i}=${i}`).join('&');
            const routes = [
                'payments/ipay88/callback',
                'payments/ipay88/return',
                'payments/ipay88/local/entry',
                'payments/ipay88/local/complete',
                'dashboard',
                'dashboard/',
            ];
            for (const route of routes) {
                const url = `${server.baseUrl}/${route}`;
                for (const [what, init] of [
                    ['5 MB form', { method: 'POST', headers: form, body: `a=${big}` }],
                    ['5 MB JSON', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ a: big }) }],
                    ['5,000 fields', { method: 'POST', headers: form, body: manyFields }],
                    ['malformed JSON', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' }],
                    ['XML', { method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<a/>' }],
                    ['no content type', { method: 'POST', body: 'a=1' }],
                    ['bad charset', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=klingon' }, body: 'a=1' }],
                ] as const) {
                    const { status, text } = await check(`${what} to /${route}`, await sendRaw(url, init));
                    if (what.startsWith('5 MB') && status !== 413 && status !== 404 && status !== 405)
                        failures.push(`${what} to /${route}: ${status}, not 413`);
                    if (what.startsWith('5 MB') && text.length > 1000) failures.push(`${what} to /${route}: a long answer (${text.length} characters)`);
                }
            }
            for (const authorization of ['Bearer x', 'Bearer ' + 'y'.repeat(300), `Bearer ${bobToken}`]) {
                const multipart = new FormData();
                multipart.set('operations', '{"query":"mutation ($f: Upload!) { createAssets(input: [{ file: $f }]) { __typename } }","variables":{"f":null}}');
                multipart.set('map', '{"0":["variables.f"]}');
                multipart.set('0', new Blob(['not a picture']), 'a.png');
                await check(
                    `admin multipart with ${authorization.slice(0, 12)}`,
                    await fetch(server.adminApiUrl, { method: 'POST', headers: { authorization }, body: multipart }),
                );
                await check(
                    `broken admin multipart with ${authorization.slice(0, 12)}`,
                    await fetch(server.adminApiUrl, {
                        method: 'POST',
                        headers: { authorization, 'content-type': 'multipart/form-data; boundary=zzz' },
                        body: '--zzz\r\nbroken',
                    }),
                );
            }
            // An administrator's upload, read by the guard instead of Vendure's middleware, still arrives.
            const upload = new FormData();
            upload.set(
                'operations',
                '{"query":"mutation ($f: Upload!) { createAssets(input: [{ file: $f }]) { __typename ... on Asset { name mimeType } } }","variables":{"f":null}}',
            );
            upload.set('map', '{"0":["variables.f"]}');
            upload.set('0', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'fuzz-upload.pdf');
            const uploaded = await (await fetch(server.adminApiUrl, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: upload })).json();
            expect(uploaded.data?.createAssets, JSON.stringify(uploaded)).toEqual([
                { __typename: 'Asset', name: 'fuzz-upload.pdf', mimeType: 'application/pdf' },
            ]);
            if (failures.length) console.log(`server output (tail):\n${server.output().slice(-4000)}`);
            expect(failures, failures.slice(0, 15).join('\n')).toEqual([]);
            expect((await fetch(`${server.baseUrl}/health`)).status).toBe(200);
        },
    );
});
