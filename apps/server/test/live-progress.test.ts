import {
    buy,
    createCampaign,
    createShopper,
    dropRedisKeys,
    productVariants,
    queryDatabase,
    REDIS_URL,
    runPrefix,
    startShop,
    TestServer,
    withShop,
} from '@tuah/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { until } from './support/first-start';

interface ServerSentEvent {
    event?: string;
    id?: string;
    data: string;
}

/** One open `/live/campaigns/:id` stream, read as a browser's EventSource would: frames parsed as they arrive. */
class LiveStream {
    events: ServerSentEvent[] = [];
    comments: string[] = [];
    retry?: number;
    ended = false;
    private abort = new AbortController();

    static async open(baseUrl: string, campaignId: string, headers: Record<string, string> = {}): Promise<{ response: Response; stream: LiveStream }> {
        const stream = new LiveStream();
        const response = await fetch(`${baseUrl}/live/campaigns/${campaignId}`, {
            headers: { accept: 'text/event-stream', ...headers },
            signal: stream.abort.signal,
        });
        if (response.ok) void stream.read(response.body!);
        return { response, stream };
    }

    private async read(body: ReadableStream<Uint8Array>) {
        const decoder = new TextDecoder();
        let buffer = '';
        try {
            for await (const chunk of body) {
                buffer += decoder.decode(chunk, { stream: true });
                let end: number;
                while ((end = buffer.indexOf('\n\n')) >= 0) {
                    this.frame(buffer.slice(0, end));
                    buffer = buffer.slice(end + 2);
                }
            }
        } catch {
            // Aborted by close().
        }
        this.ended = true;
    }

    private frame(text: string) {
        const event: ServerSentEvent = { data: '' };
        let hasData = false;
        for (const line of text.split('\n')) {
            if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
            else if (line.startsWith('retry: ')) this.retry = Number(line.slice(7));
            else if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('data: ')) {
                event.data += (hasData ? '\n' : '') + line.slice(6);
                hasData = true;
            }
        }
        if (hasData) this.events.push(event);
    }

    /** The `progress` events so far, parsed. */
    progress(): Array<{ id: number; data: any }> {
        return this.events.filter(e => e.event === 'progress').map(e => ({ id: Number(e.id), data: JSON.parse(e.data) }));
    }

    /** Waits (up to a deadline) for a progress event that satisfies `check`. */
    next(what: string, check: (data: any) => boolean, timeoutMs = 10_000) {
        return until(what, async () => this.progress().find(p => check(p.data)), timeoutMs, 20);
    }

    close() {
        this.abort.abort();
    }
}

describe('live campaign progress (Server-Sent Events)', () => {
    let server: TestServer;
    let admin: string;
    let shopper: { token: string; customerId: string };
    let cap: { productId: string; variantIds: string[] };

    // These tests open hundreds of streams from one address; the opening limit has its own tests
    // below; the open-streams cap (LIVE_STREAMS_PER_ADDRESS) is met by the 200 watchers.
    withShop(shop => ({ server, admin } = shop), { LIVE_STREAM_IP_LIMIT: '1000', LIVE_STREAMS_PER_ADDRESS: '200' });
    beforeAll(async () => {
        shopper = await createShopper(server, admin, 'live-watcher');
        cap = await productVariants(server.shopApiUrl, 'cap');
    });

    it('sends the current snapshot on connect, then a progress event when a ticket is sold', async () => {
        const campaign = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 50, ticketPerItem: 1 });
        const { response, stream } = await LiveStream.open(server.baseUrl, campaign.id);
        try {
            expect(response.status).toBe(200);
            expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
            expect(response.headers.get('cache-control')).toBe('no-cache');
            expect(response.headers.get('x-accel-buffering')).toBe('no');
            const first = await stream.next('the first snapshot', () => true);
            expect(stream.retry).toBe(3000);
            // The shape campaignProgress answers.
            expect(first.data).toMatchObject({
                campaignId: campaign.id,
                issuedTicket: 0,
                totalTicket: 50,
                percent: 0,
                stage: 'OPEN',
                isCancelled: false,
                ts_ENDED: null,
            });

            await buy(server.shopApiUrl, shopper.token, campaign.id, cap.variantIds[0], 1);
            const sold = await stream.next('the sale', data => data.issuedTicket === 1, 5000);
            expect(sold.data).toMatchObject({ campaignId: campaign.id, issuedTicket: 1, percent: 2 });
        } finally {
            stream.close();
        }
    });

    it('follows a sold-out campaign through its draw to ENDED (closed and stage events)', { timeout: 120_000 }, async () => {
        const campaign = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 2, ticketPerItem: 1 });
        const { stream } = await LiveStream.open(server.baseUrl, campaign.id);
        try {
            await stream.next('the first snapshot', () => true);
            await buy(server.shopApiUrl, shopper.token, campaign.id, cap.variantIds[0], 2);
            const ended = await stream.next('the draw ended', data => data.stage === 'ENDED', 90_000);
            expect(ended.data).toMatchObject({ issuedTicket: 2, state: 'ENDED', ts_DRAW_INIT: expect.any(String), ts_ENDED: expect.any(String) });
        } finally {
            stream.close();
        }
    });

    it('200 watchers of one campaign all see a sale, for one or two reads of its progress', { timeout: 120_000 }, async () => {
        const campaign = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 100, ticketPerItem: 1 });
        const opened = await Promise.all(Array.from({ length: 200 }, () => LiveStream.open(server.baseUrl, campaign.id)));
        const streams = opened.map(o => o.stream);
        try {
            expect(opened.every(o => o.response.status === 200)).toBe(true);
            // The 201st stream held open from one address is refused, and takes no opening away.
            const refused = await LiveStream.open(server.baseUrl, campaign.id);
            expect(refused.response.status).toBe(429);
            expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
            expect(await refused.response.json()).toMatchObject({ errorCode: 'TOO_MANY_ATTEMPTS_ERROR', message: expect.stringMatching(/open/) });
            const firsts = await Promise.all(streams.map(s => s.next('the first snapshot', () => true)));
            // Everyone connecting at once shares one first read.
            expect(new Set(firsts.map(f => f.id)).size).toBe(1);

            await buy(server.shopApiUrl, shopper.token, campaign.id, cap.variantIds[0], 2);
            const sold = await Promise.all(streams.map(s => s.next('the sale', data => data.issuedTicket === 2, 10_000)));
            // The frame's id counts the campaign's reads in this process: one per change, not one per watcher.
            const reads = new Set(sold.map(s => s.id - firsts[0].id));
            expect(reads.size).toBe(1);
            expect([...reads][0]).toBeGreaterThanOrEqual(1);
            expect([...reads][0]).toBeLessThanOrEqual(2);
        } finally {
            streams.forEach(s => s.close());
        }
        // A closed stream gives its place back.
        const again = await until(
            'a stream once the others closed',
            async () => {
                const attempt = await LiveStream.open(server.baseUrl, campaign.id);
                if (attempt.response.status === 200) return attempt.stream;
                await attempt.response.body?.cancel();
                return undefined;
            },
            5000,
            20,
        );
        again.close();
    });

    it('answers 404 with JSON, and no stream, for an unknown or non-numeric campaign id', async () => {
        for (const id of ['999999', 'abc', '0']) {
            const response = await fetch(`${server.baseUrl}/live/campaigns/${id}`, { headers: { accept: 'text/event-stream' } });
            expect(response.status).toBe(404);
            expect(response.headers.get('content-type')).toMatch(/^application\/json/);
            expect(await response.json()).toMatchObject({ error: 'NOT_FOUND' });
        }
    });

    it('ends open streams at the shutdown signal, before the process is killed', { timeout: 240_000 }, async () => {
        const campaign = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 10, ticketPerItem: 1 });
        const { stream } = await LiveStream.open(server.baseUrl, campaign.id);
        await stream.next('the first snapshot', () => true);
        // restart() stops the process with SIGTERM (SIGKILL after 10 s) and starts it again: the stream ends well before.
        const restarted = server.restart();
        await until('the stream ended by the shutdown', async () => (stream.ended ? true : undefined), 5000, 20);
        await restarted;
    });
});

describe('opening live streams is limited per client address (LIVE_STREAM_IP_LIMIT)', () => {
    const LIMIT = 3;
    let server: TestServer;
    let admin: string;
    let campaignId: string;

    // TRUST_PROXY=loopback: each test address comes as X-Forwarded-For, as behind a real proxy.
    withShop(shop => ({ server, admin } = shop), { LIVE_STREAM_IP_LIMIT: String(LIMIT), TRUST_PROXY: 'loopback' });
    beforeAll(async () => {
        const cap = await productVariants(server.shopApiUrl, 'cap');
        campaignId = (await createCampaign(server, admin, { productId: cap.productId, totalTicket: 10, ticketPerItem: 1 })).id;
    });

    const openFrom = (ip: string) => LiveStream.open(server.baseUrl, campaignId, { 'x-forwarded-for': ip });

    it('answers 429 with TOO_MANY_ATTEMPTS_ERROR past the limit; another address, and the same one after the window, still get a stream', async () => {
        const opened = [];
        for (let i = 0; i < LIMIT; i++) opened.push(await openFrom('203.0.113.7'));
        try {
            expect(opened.map(o => o.response.status)).toEqual(Array(LIMIT).fill(200));
            const refused = await openFrom('203.0.113.7');
            expect(refused.response.status).toBe(429);
            expect(refused.response.headers.get('content-type')).toMatch(/^application\/json/);
            expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
            expect(await refused.response.json()).toMatchObject({ errorCode: 'TOO_MANY_ATTEMPTS_ERROR', retryAfterSeconds: expect.any(Number) });
            // The streams already open are not touched by the refusal.
            await Promise.all(opened.map(o => o.stream.next('the first snapshot', () => true)));
            expect(opened.every(o => !o.stream.ended)).toBe(true);

            const other = await openFrom('198.51.100.20');
            expect(other.response.status).toBe(200);
            other.stream.close();

            // The minute has passed (and with it the block the refusal started).
            await queryDatabase(server, `UPDATE "rate_limit" SET "windowEndsAt" = 1, "blockedUntil" = 1 WHERE "policy" = 'live-stream:ip'`);
            const later = await openFrom('203.0.113.7');
            expect(later.response.status).toBe(200);
            await later.stream.next('the first snapshot after the window', () => true);
            later.stream.close();
        } finally {
            opened.forEach(o => o.stream.close());
        }
    });
});

describe.runIf(process.env.TEST_DATABASE === 'postgres')('live campaign progress over two processes (LIVE_PUBSUB=redis)', () => {
    let server: TestServer;
    let admin: string;

    // REDIS_URL is the scaled mode (BullMQ, the Redis cache, live progress through Redis), under this run's own prefix.
    const prefix = runPrefix('live');
    beforeAll(async () => {
        ({ server, admin } = await startShop({ REDIS_URL, REDIS_PREFIX: prefix }, { processes: 2 }));
    });
    afterAll(async () => {
        await server?.stop();
        await dropRedisKeys(prefix);
    });

    it('a watcher on one process sees a sale made on the other', async () => {
        const [a, b] = server.processes;
        const cap = await productVariants(a.shopApiUrl, 'cap');
        const campaign = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 20, ticketPerItem: 1 });
        const shopper = await createShopper({ ...server, shopApiUrl: a.shopApiUrl }, admin, 'live-remote');
        const { response, stream } = await LiveStream.open(b.baseUrl, campaign.id);
        try {
            expect(response.status).toBe(200);
            await stream.next('the first snapshot', data => data.issuedTicket === 0);
            await buy(a.shopApiUrl, shopper.token, campaign.id, cap.variantIds[0], 1);
            await stream.next('the sale made on the other process', data => data.issuedTicket === 1, 5000);
        } finally {
            stream.close();
        }
    });
});
