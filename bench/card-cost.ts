/**
 * `npx jiti bench/card-cost.ts` after `npm run build` (docs/performance.md, "Campaign lists"): what
 * one card of the campaign list costs the server, apart from what every request costs. Starts the
 * built server on a fresh seeded SQLite shop, adds 5,000 campaigns (bench/add-campaigns.ts), then
 * asks the bench's list shape with pages of 1, 20 and 100 cards and Vendure's `products` of the same
 * shape, CARD_ROUNDS rounds (default 3) of CARD_SECONDS each (default 5), the queries taking turns,
 * 8 connections. The server's CPU a request is read from /proc (user + system), so other work on
 * the machine moves it far less than it moves requests a second. A card is the difference between
 * the medians of the largest and the smallest page (CARD_PAGES, default 1 and 100), over the cards
 * between them; the rule (a page of 20 at + 5,000 against the demo's page of 8 within 10 %)
 * needs a card under about a hundredth of a page of 1.
 *
 * CARD_PROFILE=<folder>: the server runs with its inspector open and each run is profiled (0.2 ms
 * sampling) into <folder>/<query>-<round>.cpuprofile, with the run's request count in `requests`.
 */
import fs from 'node:fs';
import path from 'node:path';

import autocannon from 'autocannon';
import WebSocket from 'ws';

import { addCampaigns } from './add-campaigns';
import { processCpuSeconds } from './start';
import { startTestServer } from '../packages/testing/src';

const SECONDS = Number(process.env.CARD_SECONDS ?? 5);
const ROUNDS = Number(process.env.CARD_ROUNDS ?? 3);
const PROFILE_DIR = process.env.CARD_PROFILE;
const INSPECTOR_PORT = 9339;
const PAGES = (process.env.CARD_PAGES ?? '1,20,100').split(',').map(Number);
const CONNECTIONS = 8;

const QUERIES: Record<string, string> = {
    'products (list shape)': '{ products(options: { take: 20 }) { totalItems items { id name slug featuredAsset { preview } } } }',
    ...Object.fromEntries(
        PAGES.map(take => [
            `campaigns Latest, ${take}`,
            `{ campaigns(options: { take: ${take} }) { totalItems items { id name sId featuredImg { preview } } } }`,
        ]),
    ),
};

/** The process's CPU time so far in ms (bench/start.ts's reader of /proc). */
function cpuMs(pid: number): number {
    return processCpuSeconds(pid)! * 1000;
}

/** The server's inspector (CARD_PROFILE): sends a DevTools protocol command and resolves with its result. */
async function inspector(port: number) {
    const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as Array<{ webSocketDebuggerUrl: string }>;
    const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
    await new Promise(resolve => socket.once('open', resolve));
    let lastId = 0;
    const pending = new Map<number, (result: Record<string, unknown>) => void>();
    socket.on('message', message => {
        const { id, result } = JSON.parse(String(message));
        pending.get(id)?.(result);
        pending.delete(id);
    });
    const send = (method: string, params: object = {}) =>
        new Promise<Record<string, unknown>>(resolve => {
            pending.set(++lastId, resolve);
            socket.send(JSON.stringify({ id: lastId, method, params }));
        });
    return { send, close: () => socket.close() };
}

async function main() {
    console.log(`[card-cost] Starting a seeded server and adding 5,000 campaigns…`);
    const server = await startTestServer({
        database: 'sqlite',
        nodeArgs: PROFILE_DIR ? [`--inspect=127.0.0.1:${INSPECTOR_PORT}`] : [],
    });
    try {
        await server.restart(undefined, () => addCampaigns(server.database.env.SQLITE_FILE!, 5000));
        const profiler = PROFILE_DIR ? await inspector(INSPECTOR_PORT) : undefined;
        if (profiler) {
            fs.mkdirSync(PROFILE_DIR!, { recursive: true });
            await profiler.send('Profiler.enable');
            await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
        }
        const options = (query: string) => ({
            url: server.shopApiUrl,
            method: 'POST' as const,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query }),
            connections: CONNECTIONS,
        });
        for (const [name, query] of Object.entries(QUERIES)) {
            const check = (await (await fetch(server.shopApiUrl, options(query))).json()) as { errors?: unknown };
            if (check.errors) throw new Error(`${name} answered ${JSON.stringify(check).slice(0, 300)}`);
            await autocannon({ ...options(query), duration: 2 });
        }
        const cpu: Record<string, number[]> = {};
        for (let round = 0; round < ROUNDS; round++) {
            for (const [name, query] of Object.entries(QUERIES)) {
                if (profiler) await profiler.send('Profiler.start');
                const before = cpuMs(server.pid()!);
                const result = await autocannon({ ...options(query), duration: SECONDS });
                const msARequest = (cpuMs(server.pid()!) - before) / result.requests.total;
                if (profiler) {
                    const { profile } = (await profiler.send('Profiler.stop')) as { profile: object };
                    const file = path.join(PROFILE_DIR!, `${name.replace(/\W+/g, '-')}-${round}.cpuprofile`);
                    fs.writeFileSync(file, JSON.stringify({ ...profile, requests: result.requests.total }));
                }
                (cpu[name] ??= []).push(msARequest);
                console.log(
                    `[card-cost] round ${round + 1}, ${name}: ${(result.requests.total / SECONDS).toFixed(0)} req/s, ${(msARequest * 1000).toFixed(0)} µs CPU a request`,
                );
            }
        }
        profiler?.close();
        const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
        const µs = (name: string) => median(cpu[name]!) * 1000;
        // A card from the smallest and the largest page asked (CARD_PAGES: 1 and 100 unless said).
        const [fewest, most] = [Math.min(...PAGES), Math.max(...PAGES)];
        const fewestPage = µs(`campaigns Latest, ${fewest}`);
        const card = (µs(`campaigns Latest, ${most}`) - fewestPage) / (most - fewest);
        console.log(`\nThe server's CPU a request (median of ${ROUNDS} rounds of ${SECONDS} s), + 5,000 campaigns:`);
        for (const name of Object.keys(QUERIES)) console.log(`  ${name}: ${µs(name).toFixed(0)} µs`);
        const page20 =
            PAGES.includes(20) && fewest < 20 ? ` (a page of 20 says ${((µs('campaigns Latest, 20') - fewestPage) / (20 - fewest)).toFixed(1)})` : '';
        console.log(`A card: ${card.toFixed(1)} µs${page20}; a page of ${fewest}: ${fewestPage.toFixed(0)} µs`);
        console.log(
            `Twelve more cards (the demo's page of 8 against a page of 20) add ${((12 * card * 100) / (fewestPage + (8 - fewest) * card)).toFixed(1)} % to a page of 8`,
        );
    } finally {
        await server.stop();
    }
}

main().catch(err => {
    console.error(err);
    process.exit(1);
});
