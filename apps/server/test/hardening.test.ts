import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

import { adminLogin, shopApi, startTestServer, TestServer } from '@tuah/testing';
import { buildClientSchema, DocumentNode, getIntrospectionQuery, GraphQLSchema, Kind, OperationDefinitionNode, parse, specifiedRules, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ADMIN_QUERY_LIMITS, measureOperation, QueryLimits, queryLimitsRule, SHOP_QUERY_LIMITS } from '../src/plugins/hardening';
import { productionChecklist } from './support/production';
import { filesUnder, REPO, storefrontDocuments } from './support/storefront-documents';

/** The GraphQL documents written in the server tests and the shared test helpers (`${…}` read as `__typename`), for the API whose schema they fit. */
function serverTestDocuments(): string[] {
    const found = new Set<string>();
    for (const file of [...filesUnder(__dirname, '.ts'), ...filesUnder(path.join(REPO, 'packages/testing/src'), '.ts')]) {
        for (const match of fs.readFileSync(file, 'utf8').matchAll(/(['`])\s*((?:mutation|query)\b[^'`]*|\{[^'`]*\})\s*\1/g)) {
            found.add(match[2]!.replace(/\$\{[^}]*\}/g, '__typename'));
        }
    }
    return [...found];
}

async function liveSchema(url: string): Promise<GraphQLSchema> {
    const { data } = await shopApi(url, getIntrospectionQuery());
    return buildClientSchema(data);
}

/** Validates `document` as the server does and measures it; fails the test if the server would refuse it. */
function check(schema: GraphQLSchema, document: DocumentNode, limits: QueryLimits) {
    const errors = validate(schema, document, [...specifiedRules, queryLimitsRule(limits)]);
    const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
    return { errors: errors.map(e => e.message), measure: measureOperation(schema, document, operation, limits) };
}

function deepQuery(levels: number): string {
    // campaigns → items → product, then variants → product pairs: `levels` field levels in all.
    let inner = 'id';
    for (let depth = 3; depth < levels - 1; depth += 2) inner = `variants { product { ${inner} } }`;
    return `{ campaigns { items { product { ${inner} } } } }`;
}

const post = (url: string, body: string | Buffer, contentType = 'application/json') =>
    fetch(url, { method: 'POST', headers: { 'content-type': contentType }, body });

describe('hardening: query limits, bodies, headers', () => {
    let server: TestServer;
    let shopSchema: GraphQLSchema;

    beforeAll(async () => {
        // NODE_ENV as `npm start` leaves it (not `test`, which vitest sets): Apollo would add stack traces.
        server = await startTestServer({ env: { NODE_ENV: 'development' } });
        shopSchema = await liveSchema(server.shopApiUrl);
    });
    afterAll(async () => {
        await server?.stop();
    });

    it('lets every storefront document through with at least half of each limit to spare', () => {
        const rows = storefrontDocuments().map(({ name, document }) => {
            const { errors, measure } = check(shopSchema, document, SHOP_QUERY_LIMITS);
            expect(errors, name).toEqual([]);
            for (const key of ['depth', 'complexity', 'aliases', 'fields'] as const) {
                const limit = {
                    depth: SHOP_QUERY_LIMITS.maxDepth,
                    complexity: SHOP_QUERY_LIMITS.maxComplexity,
                    aliases: SHOP_QUERY_LIMITS.maxAliases,
                    fields: SHOP_QUERY_LIMITS.maxFields,
                }[key];
                expect(measure[key], `${name} ${key}`).toBeLessThanOrEqual(limit / 2);
            }
            return {
                document: name,
                depth: `${measure.depth}/${SHOP_QUERY_LIMITS.maxDepth}`,
                complexity: `${measure.complexity}/${SHOP_QUERY_LIMITS.maxComplexity}`,
                fields: `${measure.fields}/${SHOP_QUERY_LIMITS.maxFields}`,
            };
        });
        expect(rows.length).toBeGreaterThanOrEqual(20);
        console.table(rows);
    });

    it('lets every document of the server tests through on its API (admin documents too)', async () => {
        const adminSchema = await (async () => {
            const token = await adminLogin(server.adminApiUrl);
            const { data } = await shopApi(server.adminApiUrl, getIntrospectionQuery(), {}, { token });
            return buildClientSchema(data);
        })();
        let shop = 0;
        let admin = 0;
        let worstAdmin = { complexity: 0, depth: 0 };
        for (const text of serverTestDocuments()) {
            let document: DocumentNode;
            try {
                document = parse(text);
            } catch {
                continue;
            }
            // The schema it was written for is the one it validates against (limits aside).
            for (const [schema, limits] of [
                [shopSchema, SHOP_QUERY_LIMITS],
                [adminSchema, ADMIN_QUERY_LIMITS],
            ] as const) {
                if (validate(schema, document, specifiedRules).length) continue;
                const { errors, measure } = check(schema, document, limits);
                expect(errors, text).toEqual([]);
                if (schema === shopSchema) shop++;
                else {
                    admin++;
                    worstAdmin = { complexity: Math.max(worstAdmin.complexity, measure.complexity), depth: Math.max(worstAdmin.depth, measure.depth) };
                }
                break;
            }
        }
        console.log(
            `server-test documents within the limits: ${shop} shop, ${admin} admin (admin worst: depth ${worstAdmin.depth}/${ADMIN_QUERY_LIMITS.maxDepth}, complexity ${worstAdmin.complexity}/${ADMIN_QUERY_LIMITS.maxComplexity})`,
        );
        expect(shop).toBeGreaterThan(10);
        expect(admin).toBeGreaterThan(3);
        expect(worstAdmin.complexity).toBeLessThanOrEqual(ADMIN_QUERY_LIMITS.maxComplexity / 2);
    });

    it('refuses a 20-level campaigns → product → variants query at once, unsigned, while /health keeps answering', async () => {
        const started = Date.now();
        const [response, health] = await Promise.all([post(server.shopApiUrl, JSON.stringify({ query: deepQuery(20) })), fetch(`${server.baseUrl}/health`)]);
        const elapsed = Date.now() - started;
        expect(response.status).toBe(400);
        const body = await response.json();
        expect(body.errors[0].extensions.code).toBe('QUERY_TOO_DEEP');
        expect(body.errors[0].message).toBe(`This query nests 20 levels deep; at most ${SHOP_QUERY_LIMITS.maxDepth} are allowed`);
        expect(body.data).toBeUndefined();
        expect(elapsed).toBeLessThan(1000);
        expect(health.status).toBe(200);

        // In Malay when asked.
        const ms = await (await post(`${server.shopApiUrl}?languageCode=ms`, JSON.stringify({ query: deepQuery(20) }))).json();
        expect(ms.errors[0].message).toMatch(/^Pertanyaan ini bersarang 20 tahap/);

        // Within the depth limit but far too costly: refused on cost, on both APIs (the admin API's limits are looser).
        // (On the admin API, three of them side by side: its limit leaves room for Vendure's dashboard.)
        const threeDeep = (levels: number) => `{ ${['a', 'b', 'c'].map(alias => `${alias}: ${deepQuery(levels).slice(1, -1).trim()}`).join(' ')} }`;
        for (const [url, query] of [
            [server.shopApiUrl, deepQuery(10)],
            [server.adminApiUrl, threeDeep(14)],
        ] as const) {
            const costly = await post(url, JSON.stringify({ query }));
            const costlyBody = await costly.json();
            expect(costly.status, url).toBe(400);
            expect(costlyBody.errors[0].extensions.code, url).toBe('QUERY_TOO_COMPLEX');
        }
        const deepAdmin = await (await post(server.adminApiUrl, JSON.stringify({ query: deepQuery(20) }))).json();
        expect(deepAdmin.errors[0].extensions.code).toBe('QUERY_TOO_DEEP');
    });

    it('refuses 1,000 aliased campaignFairness fields fast, and more than the alias limit', async () => {
        const aliased = (n: number) =>
            `{ ${Array.from({ length: n }, (_, i) => `a${i}: campaignFairness(campaignId: "1") { sId tickets { ticketId } }`).join(' ')} }`;
        const started = Date.now();
        const thousand = await post(server.shopApiUrl, JSON.stringify({ query: aliased(1000) }));
        expect(Date.now() - started).toBeLessThan(1000);
        expect(thousand.status).toBe(400);
        expect((await thousand.json()).errors[0].extensions.code).toMatch(/^QUERY_TOO_(LONG|MANY_ALIASES|MANY_FIELDS)$/);

        const justOver = await (await post(server.shopApiUrl, JSON.stringify({ query: aliased(SHOP_QUERY_LIMITS.maxAliases + 1) }))).json();
        expect(justOver.errors[0].extensions.code).toBe('QUERY_TOO_MANY_ALIASES');
        const within = await (await post(server.shopApiUrl, JSON.stringify({ query: aliased(3) }))).json();
        expect(within.errors).toBeUndefined();
    });

    it('answers malformed and oversized bodies with 400 / 413 / 415, a code and no stack trace, and logs no error for them', async () => {
        const before = server.output().length;
        const cases: Array<[string, string | Buffer, string, number]> = [
            ['a JSON array', '[{"query":"{ activeChannel { code } }"}]', 'application/json', 400],
            ['query not a string', '{"query":5}', 'application/json', 400],
            ['variables a string', '{"query":"{ activeChannel { code } }","variables":"x"}', 'application/json', 400],
            ['not JSON', 'garbage{', 'application/json', 400],
            ['empty object', '{}', 'application/json', 400],
            ['text/plain', '{"query":"{ activeChannel { code } }"}', 'text/plain', 415],
            ['urlencoded', 'query=%7BactiveChannel%7Bcode%7D%7D', 'application/x-www-form-urlencoded', 415],
            ['110 KB', JSON.stringify({ query: '{ activeChannel { code } }', variables: { x: 'a'.repeat(110 * 1024) } }), 'application/json', 413],
            ['20 MB', Buffer.alloc(20 * 1024 * 1024, 'a'), 'application/json', 413],
            [
                'multipart without map on the shop API',
                '--b\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"{ activeChannel { code } }"}\r\n--b--\r\n',
                'multipart/form-data; boundary=b',
                415,
            ],
        ];
        for (const [name, body, contentType, status] of cases) {
            const response = await post(server.shopApiUrl, body, contentType);
            const text = await response.text();
            expect(response.status, name).toBe(status);
            const json = JSON.parse(text);
            expect(json.errors[0].extensions.code, name).toMatch(/^[A-Z_]+$/);
            expect(json.errors[0].message.length, name).toBeGreaterThan(10);
            expect(text, name).not.toMatch(/stacktrace|\/work\/|node_modules|at [A-Za-z.]+ \(/);
        }
        // Uploads (multipart) are for a signed-in administrator: a stranger's never reaches the upload parser.
        const multipart = await post(
            server.adminApiUrl,
            '--b\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"{ activeChannel { code } }"}\r\n--b--\r\n',
            'multipart/form-data; boundary=b',
        );
        expect(multipart.status).toBe(401);
        expect(await multipart.text()).not.toMatch(/stacktrace|\/work\/|node_modules/);

        // Variables of the wrong type: refused before anything runs (Vendure's HardenPlugin answered 500 here).
        const wrongVariables = await post(
            server.shopApiUrl,
            JSON.stringify({ query: 'query ($id: ID!) { campaign(campaignId: $id) { id } }', variables: { id: [] } }),
        );
        expect(wrongVariables.status).toBe(400);
        expect((await wrongVariables.json()).errors[0].extensions.code).toBe('BAD_USER_INPUT');

        // Suggestions would let a stranger map the schema by trial.
        const typo = await (await post(server.shopApiUrl, JSON.stringify({ query: '{ produts { totalItems } }' }))).json();
        expect(typo.errors[0].message).toBe('Cannot query field "produts" on type "Query".');
        expect(JSON.stringify(typo)).not.toMatch(/stacktrace|"http"/);

        const log = server.output().slice(before);
        expect(log).not.toMatch(/error .*\[Vendure Server\]|PayloadTooLargeError|BadRequestError/);
        expect((await fetch(`${server.baseUrl}/health`)).status).toBe(200);
    });

    it('keeps an idle kept-alive connection 75 s and says so, longer than a proxy in front keeps its own (docs/deploy.md#proxy)', async () => {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        const get = () =>
            new Promise<{ keepAlive: string | undefined; socket: unknown }>((resolve, reject) => {
                http.get(`${server.baseUrl}/health/live`, { agent }, res => {
                    res.resume();
                    res.on('end', () => resolve({ keepAlive: res.headers['keep-alive'], socket: res.socket }));
                }).on('error', reject);
            });
        try {
            const first = await get();
            // Node's default would say timeout=5: a proxy reusing a connection idle that long would meet a closing one.
            expect(first.keepAlive).toBe('timeout=75');
            // The same connection answers the next request.
            expect((await get()).socket).toBe(first.socket);
        } finally {
            agent.destroy();
        }
    });

    it('sends security headers on pages and APIs, and no X-Powered-By', async () => {
        const page = await fetch(`${server.baseUrl}/tabs/home`, { headers: { accept: 'text/html' } });
        const csp = page.headers.get('content-security-policy') ?? '';
        expect(csp).toContain("script-src 'self'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).not.toContain('unsafe-inline');
        // The local payment gateway is the shop itself: forms post nowhere else.
        expect(csp).toContain("form-action 'self';");
        for (const response of [
            page,
            await post(server.shopApiUrl, JSON.stringify({ query: '{ activeChannel { code } }' })),
            await fetch(`${server.baseUrl}/health`),
        ]) {
            expect(response.headers.get('x-content-type-options')).toBe('nosniff');
            expect(response.headers.get('x-frame-options')).toBe('DENY');
            expect(response.headers.get('referrer-policy')).toBe('same-origin');
            expect(response.headers.get('x-powered-by')).toBeNull();
        }
        const api = await post(server.shopApiUrl, JSON.stringify({ query: '{ activeChannel { code } }' }));
        expect(api.headers.get('content-security-policy')).toMatch(/^default-src 'none'.*sandbox/);
        // Vendure's dashboard, and only it, may set its <base> and insert styles; its scripts are still its own files only.
        const dashboard =
            (await fetch(`${server.baseUrl}/dashboard/tuah/campaigns`, { headers: { accept: 'text/html' } })).headers.get('content-security-policy') ?? '';
        expect(dashboard).toContain("base-uri 'self'");
        expect(dashboard).toContain("style-src 'self' 'unsafe-inline'");
        expect(dashboard).toContain("script-src 'self';");
        expect(csp).toContain("base-uri 'none'");
    });

    it('in production: shop introspection off (unless switched on), admin introspection off, still no stack traces', async () => {
        // (Without a dashboard build, as a server built alone: it starts, and /dashboard is no page at all.)
        // The production checklist of docs/deploy.md, but with the local payment gateway explicitly allowed.
        const { IPAY88_MODE: _live, IPAY88_MERCHANT_CODE: _code, IPAY88_MERCHANT_KEY: _key, ...checklist } = productionChecklist(server.baseUrl);
        await server.restart({ ...checklist, ALLOW_LOCAL_PAYMENT_GATEWAY: 'true', DASHBOARD_DIR: '/nonexistent/dashboard' });
        expect((await fetch(`${server.baseUrl}/dashboard/`, { headers: { accept: 'text/html' } })).status).toBe(404);
        const introspect = await (await post(server.shopApiUrl, JSON.stringify({ query: '{ __schema { queryType { name } } }' }))).json();
        expect(introspect.errors[0].message).toMatch(/introspection/i);
        const admin = await (await post(server.adminApiUrl, JSON.stringify({ query: '{ __type(name: "Product") { name } }' }))).json();
        expect(admin.errors[0].message).toMatch(/introspection/i);
        const typename = await (await post(server.shopApiUrl, JSON.stringify({ query: '{ __typename }' }))).json();
        expect(typename.data).toEqual({ __typename: 'Query' });
        for (const body of ['[1]', '{"query":5}', '{"query":"{ nope }"}']) {
            const text = await (await post(server.shopApiUrl, body)).text();
            expect(text).not.toMatch(/stacktrace|\/work\/|node_modules/);
        }

        // With live iPay88 the checkout's form posts its signed fields to the gateway's origin too.
        // The whole production checklist: it starts (every outside service real, pointed at nothing here).
        await server.restart({ ...productionChecklist(server.baseUrl), SHOP_API_INTROSPECTION: 'true' });
        const open = await (await post(server.shopApiUrl, JSON.stringify({ query: '{ __schema { queryType { name } } }' }))).json();
        expect(open.data.__schema.queryType.name).toBe('Query');
        const livePage = await fetch(`${server.baseUrl}/tabs/home`, { headers: { accept: 'text/html' } });
        expect(livePage.headers.get('content-security-policy')).toContain("form-action 'self' https://payment.ipay88.com.my;");
        const stillClosed = await (await post(server.adminApiUrl, JSON.stringify({ query: '{ __schema { queryType { name } } }' }))).json();
        expect(stillClosed.errors[0].message).toMatch(/introspection/i);
    });
});
