/**
 * The load side of `npm run bench` (bench/run.ts starts it once per phase, so the client never
 * shares an event loop with the setup): `node bench/load.mjs <setup.json>` writes its results to
 * `<setup.json>.out`. Queries run through autocannon; the checkout and the live streams are
 * sequences and long-lived streams, which plain fetch and http.get measure more simply.
 */
import fs from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';

import autocannon from 'autocannon';

const setup = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
/** Concurrent connections per query: enough to keep two cores busy without measuring a queue. */
const CONNECTIONS = 10;
const WARMUP_SECONDS = 2;
/**
 * The warm-up of a query the others are compared with (Vendure's `products`): in a new process it
 * gets 10–25 % cheaper over its first 15 s of load (JIT, its entities' hydration), where the
 * campaign lists settle within 2 s; with 2 s the ratios measured the reference still falling
 * (docs/performance.md#campaign-lists).
 */
const REFERENCE_WARMUP_SECONDS = 20;

const CAMPAIGN_CARD = `id name cardBuyTxt typStr state stage startDate endDate isHot isNew isCancelled totalTicket issuedTicket
    cover { id preview } featuredImg { id preview } prize { id featuredAsset { id preview } } product { id featuredAsset { id preview } }
    winner { ticketId customer { id displayName } }`;

/** What the storefront asks (apps/storefront/src: GetCampaigns with CampaignCard, Campaign, GetCampaignProgress, GetCartDetails), and Vendure's own list to compare with. */
const QUERIES = {
    // The same shape of fields on both sides (issue 36): a list of 20 with a name, a short id and one picture.
    'products (list shape)': { query: '{ products(options: { take: 20 }) { totalItems items { id name slug featuredAsset { preview } } } }' },
    'campaigns Latest (list shape)': {
        query: '{ campaigns(options: { take: 20 }) { totalItems items { id name sId featuredImg { preview } } } }',
        vs: 'products (list shape)',
    },
    'campaigns HOTTEST (list shape)': {
        query: '{ campaigns(options: { take: 20 }, sheet: HOTTEST) { totalItems items { id name sId featuredImg { preview } } } }',
        vs: 'products (list shape)',
    },
    // Controls for the grown shop: a page of as many cards as the demo shop has (8), so a change of
    // the ratio between the sizes can be told apart from the page holding 20 cards instead of 8.
    'campaigns Latest (list shape, 8 cards)': {
        query: '{ campaigns(options: { take: 8 }) { totalItems items { id name sId featuredImg { preview } } } }',
        vs: 'products (list shape)',
    },
    'campaigns HOTTEST (list shape, 8 cards)': {
        query: '{ campaigns(options: { take: 8 }, sheet: HOTTEST) { totalItems items { id name sId featuredImg { preview } } } }',
        vs: 'products (list shape)',
    },
    // The older comparison: the storefront's whole card against products with their variants
    // (which Vendure answers with a query per product, so this ratio flatters the campaigns). Open
    // campaigns only, as the storefront lists them (a different index from the lists above).
    products: { query: '{ products(options: { take: 20 }) { totalItems items { id name slug featuredAsset { preview } variants { id price } } } }' },
    'campaigns LATEST': { query: `{ campaigns(options: { take: 20 }, state: ACTIVE, sheet: LATEST) { totalItems items { ${CAMPAIGN_CARD} } } }` },
    'campaigns HOTTEST': { query: `{ campaigns(options: { take: 20 }, state: ACTIVE, sheet: HOTTEST) { totalItems items { ${CAMPAIGN_CARD} } } }` },
    campaign: {
        query: `query ($id: ID!) { campaign(campaignId: $id) { ${CAMPAIGN_CARD} sId isDraw ticketPerItem ticketPerItemForSp maxQty specialVariant { id }
            allPrizes { id prizeName prizeImg rarity rPercent isLose pType remaining } bbTnc { tnc videoUrl }
            prize { id name description assets { id preview } } product { id name description variants { id name priceWithTax currencyCode } } } }`,
        variables: () => ({ id: setup.campaignId }),
    },
    campaignProgress: {
        query: `query ($id: ID!) { campaignProgress(campaignId: $id) { campaignId stage isCancelled ts_DRAW_INIT ts_CALL_CONTRACT ts_CALL_CHAINLINK ts_WAIT_VRF_RESULT ts_GET_WINNER ts_ENDED
            drawResult { winner { ticketId customer { id displayName } } } } }`,
        variables: () => ({ id: setup.campaignId }),
    },
    activeOrder: {
        query: `{ activeOrder { id state totalQuantity subTotalWithTax shippingWithTax totalWithTax currencyCode couponCodes
            lines { id quantity unitPriceWithTax linePriceWithTax featuredAsset { id preview } productVariant { id name } customFields { campaignId } } } }`,
        token: () => setup.cartToken,
    },
};

/** The lists, measured at both sizes: each ratio is against the `products` query of its shape (`vs`), measured just before it. */
const LISTS = ['products (list shape)', 'campaigns Latest (list shape)', 'campaigns HOTTEST (list shape)', 'products', 'campaigns LATEST', 'campaigns HOTTEST'];

/**
 * Both sizes measure the same queries in the same turns, so a change between them is the number of
 * campaigns and not what ran before each slice (until 2026-11-30 the grown shop's turns had the
 * pages of 8 and not the three single-campaign queries, and the pages of 8, the same work at both
 * sizes, read 2–8 % dearer at + 5,000).
 */
const sizeQueries = () => [
    ...LISTS.slice(0, 3),
    'campaigns Latest (list shape, 8 cards)',
    'campaigns HOTTEST (list shape, 8 cards)',
    ...LISTS.slice(3),
    ...(setup.listsOnly ? [] : ['campaign', 'campaignProgress', 'activeOrder']),
];

const PHASES = {
    demo: () => measureQueries(sizeQueries()),
    grown: () => measureQueries(sizeQueries()),
    // The lists rule's phases (bench/run.ts listsRule): the list shape's queries alone.
    rule: () => measureQueries(sizeQueries().slice(0, 5)),
    checkout: measureCheckout,
    live: measureLive,
};

/**
 * Each query's 10 s are five slices of 2 s, the queries taking turns (products, campaigns, …,
 * products, …): on a machine shared with other work the load changes within a minute, and a ratio
 * of two numbers measured a minute apart would measure that change. req/s is over the five
 * slices; p50 and p99 are the medians of the slices' own.
 */
const SLICES = 5;

/**
 * The server process's CPU time so far (user + system, /proc/<pid>/stat, clock ticks of 10 ms):
 * divided by the answers of a slice, what one request cost the server, which other work on the
 * machine changes far less than it changes throughput.
 */
function serverCpuMs(pid = setup.serverPid) {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The shop's processes' CPU time together (the scaled mode's servers and worker; not the database's). */
function shopCpuMs() {
    return (setup.serverPids ?? [setup.serverPid]).reduce((sum, pid) => sum + serverCpuMs(pid), 0);
}

async function measureQueries(names) {
    const runs = [];
    for (const name of names) {
        const q = QUERIES[name];
        const body = JSON.stringify({ query: q.query, variables: q.variables?.() ?? {} });
        const headers = { 'content-type': 'application/json', ...(q.token ? { authorization: `Bearer ${q.token()}` } : {}) };
        // A query that answers an error would measure the error path.
        const check = await (await fetch(setup.shopApiUrl, { method: 'POST', headers, body })).json();
        if (check.errors || !check.data) throw new Error(`${name} answered ${JSON.stringify(check).slice(0, 300)}`);
        const options = { url: setup.shopApiUrl, method: 'POST', headers, body, connections: CONNECTIONS };
        // A query another of this phase is compared with (`vs`, `products` when unsaid).
        const reference = names.some(other => other !== name && (QUERIES[other].vs ?? 'products') === name);
        await autocannon({ ...options, duration: reference ? REFERENCE_WARMUP_SECONDS : WARMUP_SECONDS });
        runs.push({ name, options, slices: [] });
    }
    for (let slice = 0; slice < SLICES; slice++) {
        for (const run of runs) {
            const cpuBefore = serverCpuMs();
            const result = await autocannon({ ...run.options, duration: setup.seconds / SLICES });
            result.cpuMs = serverCpuMs() - cpuBefore;
            run.slices.push(result);
        }
    }
    const median = values => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const queries = runs.map(({ name, slices }) => {
        const requests = slices.reduce((sum, r) => sum + r.requests.total, 0);
        const seconds = slices.reduce((sum, r) => sum + (r.duration || setup.seconds / SLICES), 0);
        const measured = {
            name,
            rps: requests / seconds,
            p50: median(slices.map(r => r.latency.p50)),
            p99: median(slices.map(r => r.latency.p99)),
            requests,
            errors: slices.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
            cpuMsPerRequest: slices.reduce((sum, r) => sum + r.cpuMs, 0) / requests,
        };
        console.log(
            `[load] ${setup.phase} ${name}: ${measured.rps.toFixed(1)} req/s, p50 ${measured.p50} ms, p99 ${measured.p99} ms, server CPU ${measured.cpuMsPerRequest.toFixed(2)} ms a request${measured.errors ? `, ${measured.errors} errors` : ''}`,
        );
        return measured;
    });
    for (const q of queries) {
        q.vs = QUERIES[q.name].vs ?? 'products';
        // A reference whose own reference is not in this phase (the lists rule's) is its own.
        const vs = queries.find(p => p.name === q.vs) ?? q;
        q.ratio = q.rps / vs.rps;
        // The same comparison by the server's CPU time a request: what a busy neighbour changes least.
        q.cpuRatio = vs.cpuMsPerRequest / q.cpuMsPerRequest;
    }
    return { connections: CONNECTIONS, queries };
}

/**
 * Shoppers' connections: kept alive, as a browser's are, and without fetch's 10 s connect timeout
 * (300 shoppers connecting at once to a busy server wait longer than that for their first answer).
 * A new agent per checkout round: a socket left idle between rounds is closed by the server
 * (its 5 s keep-alive timeout), and reusing it as that happens fails the request.
 */
let shopperAgent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** The scaled shop's servers take the shoppers' requests in turn, as a round-robin proxy sends them. */
const shopApiUrls = setup.shopApiUrls?.length ? setup.shopApiUrls : [setup.shopApiUrl];
let turn = 0;

function gql(query, variables, token) {
    const body = JSON.stringify({ query, variables });
    return new Promise((resolve, reject) => {
        const req = http.request(
            shopApiUrls[turn++ % shopApiUrls.length],
            {
                method: 'POST',
                agent: shopperAgent,
                headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${token}` },
            },
            res => {
                let text = '';
                // A connection reset while the answer arrives fails this checkout, not the whole bench.
                res.on('error', reject);
                res.setEncoding('utf8');
                res.on('data', chunk => (text += chunk));
                res.on('end', () => {
                    try {
                        const parsed = JSON.parse(text);
                        if (parsed.errors) throw new Error(parsed.errors[0].message);
                        resolve(parsed.data);
                    } catch (err) {
                        reject(err);
                    }
                });
            },
        );
        req.on('error', reject);
        req.end(body);
    });
}

/** One shopper's checkout, the storefront's mutations in its order; resolves with the paid order's state. */
async function checkout(token, withCampaign) {
    const added = await gql(
        'mutation ($v: ID!, $c: String) { addItemToOrder(productVariantId: $v, quantity: 1, customFields: { campaignId: $c }) { __typename ... on ErrorResult { errorCode message } } }',
        { v: setup.variantId, c: withCampaign ? setup.campaignId : null },
        token,
    );
    if (added.addItemToOrder.__typename !== 'Order') throw new Error(`add: ${JSON.stringify(added.addItemToOrder)}`);
    await gql(
        'mutation { setOrderShippingAddress(input: { fullName: "Siti Aminah", streetLine1: "12 Jalan Ampang", city: "Kuala Lumpur", province: "Kuala Lumpur", postalCode: "50450", countryCode: "MY" }) { __typename } }',
        {},
        token,
    );
    await gql('mutation ($id: [ID!]!) { setOrderShippingMethod(shippingMethodId: $id) { __typename } }', { id: [setup.shippingMethodId] }, token);
    const moved = await gql(
        'mutation { transitionOrderToState(state: "ArrangingPayment") { __typename ... on OrderStateTransitionError { transitionError } } }',
        {},
        token,
    );
    if (moved.transitionOrderToState.__typename !== 'Order') throw new Error(`transition: ${JSON.stringify(moved.transitionOrderToState)}`);
    const paid = await gql(
        'mutation { addPaymentToOrder(input: { method: "sandbox", metadata: {} }) { __typename ... on Order { state } ... on ErrorResult { errorCode message } } }',
        {},
        token,
    );
    if (paid.addPaymentToOrder.state !== 'PaymentSettled') throw new Error(`payment: ${JSON.stringify(paid.addPaymentToOrder)}`);
}

async function measureCheckout() {
    const runs = [];
    // Alternated, so a slower moment of the machine does not land on one kind only.
    for (const [round, kind] of [
        [1, 'plain'],
        [1, 'campaign'],
        [2, 'plain'],
        [2, 'campaign'],
    ]) {
        const latencies = [];
        const failures = [];
        shopperAgent.destroy();
        shopperAgent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
        // Not timed: each shopper's connection and session are open before the clock starts, as a
        // shopper's are by the time they pay (and 300 connections opened at once are not checkout).
        // A shopper whose checkout failed in an earlier round (the scaled shop's pool wait) is left
        // with an order in ArrangingPayment: it goes back to an empty cart, so each round measures
        // checkouts, not that leftover's refusal.
        for (let i = 0; i < setup.shopperTokens.length; i += 50) {
            await Promise.all(
                setup.shopperTokens.slice(i, i + 50).map(async token => {
                    const { activeOrder } = await gql('{ activeOrder { id state } }', {}, token);
                    if (activeOrder && activeOrder.state !== 'AddingItems') {
                        await gql('mutation { transitionOrderToState(state: "AddingItems") { __typename } }', {}, token);
                    }
                    if (activeOrder) await gql('mutation { removeAllOrderLines { __typename } }', {}, token);
                }),
            );
        }
        const cpuBefore = shopCpuMs();
        const started = performance.now();
        await Promise.all(
            setup.shopperTokens.map(async token => {
                const t = performance.now();
                try {
                    await checkout(token, kind === 'campaign');
                    latencies.push(performance.now() - t);
                } catch (err) {
                    failures.push(err.message);
                }
            }),
        );
        const seconds = (performance.now() - started) / 1000;
        const cpuMs = shopCpuMs() - cpuBefore;
        latencies.sort((a, b) => a - b);
        const run = {
            kind,
            round,
            paid: latencies.length,
            failed: failures.length,
            seconds,
            ordersPerSecond: latencies.length / seconds,
            p50: pct(latencies, 50),
            p99: pct(latencies, 99),
            firstFailure: failures[0],
            cpuMsPerOrder: latencies.length ? cpuMs / latencies.length : undefined,
        };
        runs.push(run);
        console.log(
            `[load] checkout ${kind} round ${round}: ${run.paid} paid in ${seconds.toFixed(1)} s (${run.ordersPerSecond.toFixed(1)}/s), p50 ${run.p50} ms, p99 ${run.p99} ms, shop CPU ${cpuMs} ms, ${run.failed} failed${run.firstFailure ? ` (${run.firstFailure})` : ''}`,
        );
    }
    const rate = kind => {
        const of = runs.filter(r => r.kind === kind);
        return of.reduce((a, r) => a + r.paid, 0) / of.reduce((a, r) => a + r.seconds, 0);
    };
    return {
        shoppers: setup.shopperTokens.length,
        runs,
        plainOrdersPerSecond: rate('plain'),
        campaignOrdersPerSecond: rate('campaign'),
        ratio: rate('campaign') / rate('plain'),
    };
}

function pct(sorted, p) {
    if (!sorted.length) return 0;
    return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
}

/** One open stream; `progress` holds each progress event's issuedTicket and when it arrived. */
function watch(url, agent) {
    return new Promise((resolve, reject) => {
        const watcher = { progress: [], socket: undefined };
        const req = http.get(url, { agent, headers: { accept: 'text/event-stream' } }, res => {
            if (res.statusCode !== 200) {
                res.resume();
                return reject(new Error(`stream answered ${res.statusCode}`));
            }
            res.setEncoding('utf8');
            let buffer = '';
            res.on('data', chunk => {
                const at = performance.now();
                buffer += chunk;
                let end;
                while ((end = buffer.indexOf('\n\n')) >= 0) {
                    const frame = buffer.slice(0, end);
                    buffer = buffer.slice(end + 2);
                    if (!frame.includes('event: progress')) continue;
                    const data = frame.split('\n').find(line => line.startsWith('data: '));
                    watcher.progress.push({ at, issuedTicket: JSON.parse(data.slice(6)).issuedTicket });
                }
            });
            res.on('error', () => undefined);
            watcher.close = () => req.destroy();
            resolve(watcher);
        });
        req.on('error', reject);
    });
}

async function until(what, check, timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await new Promise(resolve => setTimeout(resolve, 10));
    }
}

async function measureLive() {
    const url = `${setup.baseUrl}/live/campaigns/${setup.campaignId}`;
    // A connection per stream, as browsers have (no pooling to hide the fan-out).
    const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
    const watchers = [];
    const openStarted = performance.now();
    // In batches: 5,000 SYNs at once overflow the listen backlog (511) and make a connect-retry benchmark.
    for (let i = 0; i < setup.watchers; i += 250) {
        watchers.push(...(await Promise.all(Array.from({ length: Math.min(250, setup.watchers - i) }, () => watch(url, agent)))));
    }
    await until('every first snapshot', () => watchers.every(w => w.progress.length > 0), 60_000);
    const openSeconds = (performance.now() - openStarted) / 1000;
    const before = watchers[0].progress[0].issuedTicket;
    console.log(`[load] ${watchers.length} streams open with their first snapshot in ${openSeconds.toFixed(1)} s; selling one ticket…`);

    const token = setup.shopperTokens[0];
    // Everything but the payment beforehand: the clock runs from the payment's answer.
    await gql(
        'mutation ($v: ID!, $c: String) { addItemToOrder(productVariantId: $v, quantity: 1, customFields: { campaignId: $c }) { __typename } }',
        { v: setup.variantId, c: setup.campaignId },
        token,
    );
    await gql(
        'mutation { setOrderShippingAddress(input: { fullName: "Siti Aminah", streetLine1: "12 Jalan Ampang", city: "Kuala Lumpur", province: "Kuala Lumpur", postalCode: "50450", countryCode: "MY" }) { __typename } }',
        {},
        token,
    );
    await gql('mutation ($id: [ID!]!) { setOrderShippingMethod(shippingMethodId: $id) { __typename } }', { id: [setup.shippingMethodId] }, token);
    await gql('mutation { transitionOrderToState(state: "ArrangingPayment") { __typename } }', {}, token);
    const requested = performance.now();
    const paid = await gql('mutation { addPaymentToOrder(input: { method: "sandbox", metadata: {} }) { __typename ... on Order { state } } }', {}, token);
    const answered = performance.now();
    if (paid.addPaymentToOrder.state !== 'PaymentSettled') throw new Error(`the sale was not paid: ${JSON.stringify(paid)}`);
    const sold = w => w.progress.find(p => p.issuedTicket > before);
    await until('every watcher to see the sale', () => watchers.every(sold), 30_000).catch(err => console.log(`[load] ${err.message}`));
    const delays = watchers
        .map(w => sold(w)?.at)
        .filter(at => at !== undefined)
        .map(at => at - answered)
        .sort((a, b) => a - b);
    const held = watchers.length;
    watchers.forEach(w => w.close());
    const result = {
        watchers: setup.watchers,
        held,
        received: delays.length,
        openSeconds,
        paymentMs: Math.round(answered - requested),
        p50: pct(delays, 50),
        p99: pct(delays, 99),
        max: Math.round(delays.at(-1) ?? NaN),
        min: Math.round(delays[0] ?? NaN),
    };
    console.log(
        `[load] the sale reached ${result.received}/${held} watchers: p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms after the payment's answer`,
    );
    return result;
}

// Last: the functions above use module constants defined after PHASES.
const result = await PHASES[setup.phase]();
fs.writeFileSync(`${process.argv[2]}.out`, JSON.stringify(result));
process.exit(0);
