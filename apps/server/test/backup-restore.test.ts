import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { verifyDraw } from '@tuah/fairness';
import { buy, createCampaign, createShopper, gql, productVariants, queryDatabase, shopApi, withShop, type TestServer } from '@tuah/testing';
import { afterAll, describe, expect, it } from 'vitest';

import { createScratchDatabase, type ScratchDatabase } from '../dist/scripts/scratch-database';
import { launchServer, until, type StartedServer } from './support/first-start';
import { FAIRNESS, publishedProof } from './support/draws';

const BACKUP_SCRIPT = fileURLToPath(new URL('../dist/scripts/backup.js', import.meta.url));
const KIND = (process.env.TEST_DATABASE ?? 'sqlite') as 'sqlite' | 'postgres';
const SHOPPERS = 4;

/** `npm run backup` / `npm run restore` as an operator runs them, pointed at a shop by its environment. */
function runBackupScript(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
    return new Promise(resolve => {
        const child = spawn(process.execPath, [BACKUP_SCRIPT, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
        let stdout = '';
        let stderr = '';
        child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
        child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
        child.once('exit', code => resolve({ code, stdout, stderr }));
    });
}

/** Every order as `code state totalWithTax`, the way the backup's manifest digests them. */
async function orderRows(database: TestServer['database']) {
    const rows = await queryDatabase({ database }, 'SELECT "code", "state", "subTotalWithTax" + "shippingWithTax" AS "total" FROM "order" ORDER BY "code"');
    return rows.map(r => ({ code: String(r.code), state: String(r.state), total: Number(r.total) }));
}

/** The key a demo blind box's openings are proved with now: the server's current VRF public key. */
async function boxKey(shopApiUrl: string): Promise<string> {
    const active = await gql(shopApiUrl, '{ campaigns(state: ACTIVE) { items { sId boxFairness { vrfPublicKey } } } }');
    return active.campaigns.items.find((c: { sId: string }) => c.sId === 'BBFIG1').boxFairness.vrfPublicKey;
}

describe(`backup and restore (${KIND})`, () => {
    let server: TestServer;
    let admin: string;
    let restoredDb: ScratchDatabase | undefined;
    let restored: StartedServer | undefined;
    const backups = fs.mkdtempSync(path.join(os.tmpdir(), 'tuah-backups-'));

    withShop(shop => ({ server, admin } = shop));
    afterAll(async () => {
        await restored?.stop();
        await restoredDb?.drop();
        fs.rmSync(backups, { recursive: true, force: true });
    });

    it('a backup taken during a sale restores into an empty shop that serves the same orders, tickets and proofs', { timeout: 120_000 }, async () => {
        const started = Date.now();
        const cap = await productVariants(server.shopApiUrl, 'cap');
        const campaign = await createCampaign(server, admin, { productId: cap.productId, totalTicket: 500, ticketPerItem: 1 });
        const shoppers = await Promise.all(
            Array.from({ length: SHOPPERS }, async (_, i) => ({
                ...(await createShopper(server, admin, `backup${KIND}${i}`)),
                email: `backup${KIND}${i}@tuah.test`,
            })),
        );
        // One paid order each before the backup: these must come back whatever else does.
        const before = await Promise.all(shoppers.map(s => buy(server.shopApiUrl, s.token, campaign.id, cap.variantIds[0], 1)));

        // The sale goes on, one ticket per order, while the backup runs.
        let selling = true;
        let soldDuring = 0;
        const sale = Promise.all(
            shoppers.map(async s => {
                while (selling) {
                    await buy(server.shopApiUrl, s.token, campaign.id, cap.variantIds[0], 1);
                    soldDuring++;
                }
            }),
        );
        await until('the sale is under way', async () => (soldDuring >= 2 ? true : undefined), 30_000);
        const soldBeforeBackup = soldDuring;
        const backupStarted = Date.now();
        const backup = await runBackupScript(['backup', backups], server.database.env);
        const backupMs = Date.now() - backupStarted;
        const soldWhileBackingUp = soldDuring;
        selling = false;
        await sale;
        expect(backup.stderr, backup.stdout).toBe('');
        expect(backup.code).toBe(0);
        const [folder] = fs.readdirSync(backups).map(f => path.join(backups, f));
        const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
        expect(manifest).toMatchObject({ format: 'tuah-backup/1', mode: KIND, vrfKey: 'file', migration: expect.stringMatching(/\d{13}$/) });
        expect(manifest.counts.assets).toBeGreaterThan(0);
        const liveOrders = await orderRows(server.database);

        // Restore into an empty database and an empty data folder, as onto a new machine.
        restoredDb = await createScratchDatabase(KIND);
        const restoreStarted = Date.now();
        const restore = await runBackupScript(['restore', folder], restoredDb.env);
        const restoreMs = Date.now() - restoreStarted;
        expect(restore.stderr).toBe('');
        expect(restore.code).toBe(0);

        // The database holds exactly what the manifest counted, order by order.
        const restoredDatabase = { kind: KIND, env: restoredDb.env };
        const orders = await orderRows(restoredDatabase);
        expect(orders.length).toBe(manifest.counts.orders);
        const { ordersDigest } = await import('../dist/scripts/backup-manifest');
        expect(ordersDigest(orders)).toBe(manifest.ordersDigest);
        const count = async (table: string) => Number((await queryDatabase({ database: restoredDatabase }, `SELECT COUNT(*) AS n FROM "${table}"`))[0].n);
        // The operator audit trail too (docs/audit.md): the campaign created above is in it.
        expect(manifest.counts.auditEntries).toBeGreaterThan(0);
        expect({
            tickets: await count('ticket'),
            draws: await count('draw_record'),
            blindBoxes: await count('blind_box'),
            auditEntries: await count('audit_entry'),
        }).toEqual({
            tickets: manifest.counts.tickets,
            draws: manifest.counts.draws,
            blindBoxes: manifest.counts.blindBoxes,
            auditEntries: manifest.counts.auditEntries,
        });
        // Every paid order restored is the live shop's paid order (carts in progress at the backup moved on since).
        const live = new Map(liveOrders.map(o => [o.code, o]));
        const paid = orders.filter(o => o.state === 'PaymentSettled');
        expect(paid.length).toBeGreaterThanOrEqual(before.length + soldBeforeBackup);
        for (const o of paid) expect(live.get(o.code)).toEqual(o);
        // One snapshot: in the sale campaign every ticket has its paid order and every paid order its ticket.
        const saleTickets = await queryDatabase(
            { database: restoredDatabase },
            'SELECT o."state" AS "state" FROM "ticket" t JOIN "order" o ON o."id" = t."orderId" WHERE t."campaignId" = $1',
            [campaign.id],
        );
        expect(saleTickets.every(t => t.state === 'PaymentSettled')).toBe(true);
        const issued = await queryDatabase({ database: restoredDatabase }, 'SELECT "issuedTicket" FROM "campaign" WHERE "id" = $1', [campaign.id]);
        expect(Number(issued[0].issuedTicket)).toBe(saleTickets.length);
        expect(saleTickets.length).toBeGreaterThanOrEqual(before.length);

        // A server on the restored data starts and serves.
        restored = await launchServer(restoredDb, { PAYMENT_SANDBOX: 'true' });
        expect(await restored.outcome, restored.log()).toBe('ready');

        // The ended demo draw publishes the same proof, under the same key, and it verifies.
        const ended = await gql(server.shopApiUrl, '{ campaigns(state: ENDED) { items { id sId } } }');
        const done6x = ended.campaigns.items.find((c: { sId: string }) => c.sId === 'DONE6X');
        const original = (await gql(server.shopApiUrl, FAIRNESS, { id: done6x.id })).campaignFairness;
        const fairness = (await gql(restored.shopApiUrl, FAIRNESS, { id: done6x.id })).campaignFairness;
        expect(fairness).toEqual(original);
        // A drand draw: the deciding round's signature under the embedded beacon's key (the default provider).
        expect(fairness.provider).toBe('drand');
        const verified = verifyDraw(publishedProof(fairness));
        expect(verified).toMatchObject({ ok: true, commitmentMatches: true, proofValid: true, roundInTime: true });
        // The keys came back too: the restored shop's VRF key (blind boxes) is the one it had, and its
        // embedded beacon serves the chain the draw was decided on (a draw waiting for a round would end).
        expect(await boxKey(restored.shopApiUrl)).toBe(await boxKey(server.shopApiUrl));
        const beacon = await (await fetch(`${restored.baseUrl}/beacon/${fairness.beaconChainHash}/info`)).json();
        expect(beacon.public_key).toBe(fairness.beaconPublicKey);
        // And the fairness log's signing key (docs/fairness.md#the-fairness-log): mirrors pinned to it keep verifying.
        const logKey = async (baseUrl: string) => ((await (await fetch(`${baseUrl}/fairness-log/head`)).json()) as { publicKey: string }).publicKey;
        expect(await logKey(restored.baseUrl)).toBe(await logKey(server.baseUrl));

        // A shopper signs in with their password, browses, finds their order from before the backup, and buys again.
        const shopper = shoppers[0];
        const login = await shopApi(
            restored.shopApiUrl,
            'mutation ($u: String!) { login(username: $u, password: "secret-pass-1") { ... on CurrentUser { id } ... on ErrorResult { errorCode message } } }',
            { u: shopper.email },
        );
        expect(login.data.login.id).toBeTruthy();
        const browsed = await gql(
            restored.shopApiUrl,
            '{ products(options: { take: 5 }) { totalItems items { slug featuredAsset { preview } } } }',
            {},
            login.token,
        );
        expect(browsed.products.totalItems).toBeGreaterThan(0);
        // The pictures came back: a product's picture is made again from its restored file (previews are not backed up).
        const preview = browsed.products.items.find((p: any) => p.featuredAsset)?.featuredAsset.preview as string;
        const pictureUrl = new URL(preview, restored.baseUrl);
        pictureUrl.host = new URL(restored.baseUrl).host; // whatever host the server names, ask this one
        pictureUrl.searchParams.set('preset', 'thumb');
        const picture = await fetch(pictureUrl);
        expect(picture.status).toBe(200);
        expect(picture.headers.get('content-type')).toMatch(/^image\//);
        const mine = await gql(
            restored.shopApiUrl,
            '{ activeCustomer { orders(options: { take: 100 }) { items { code state totalWithTax } } } }',
            {},
            login.token,
        );
        expect(mine.activeCustomer.orders.items).toContainEqual({ code: before[0].code, state: 'PaymentSettled', totalWithTax: before[0].totalWithTax });
        // The cart they had open at the backup came back with them, in the state it had: a backup taken
        // between checkout and payment restores it ready to pay. The shopper goes back to the cart to
        // add more, as the storefront does (checkout's details step), before buying again.
        const open = await gql(restored.shopApiUrl, '{ activeOrder { state } }', {}, login.token);
        if (open.activeOrder?.state === 'ArrangingPayment') {
            const back = await gql(
                restored.shopApiUrl,
                'mutation { transitionOrderToState(state: "AddingItems") { __typename ... on Order { state } ... on OrderStateTransitionError { transitionError } } }',
                {},
                login.token,
            );
            expect(back.transitionOrderToState).toEqual({ __typename: 'Order', state: 'AddingItems' });
        }
        const again = await buy(restored.shopApiUrl, login.token, campaign.id, cap.variantIds[0], 1);
        expect(again.state).toBe('PaymentSettled');
        // The cart they had open at the backup came back with them, so the order may hold more than the one ticket added.
        const [bought] = await queryDatabase(
            { database: restoredDatabase },
            'SELECT SUM(l."quantity") AS n FROM "order_line" l JOIN "order" o ON o."id" = l."orderId" WHERE o."code" = $1',
            [again.code],
        );
        expect(await count('ticket')).toBe(manifest.counts.tickets + Number(bought.n));

        console.log(
            `backup-restore (${KIND}): ${soldBeforeBackup} orders paid in the sale before the backup, ${soldWhileBackingUp - soldBeforeBackup} while it ran, backup ${backupMs} ms, restore ${restoreMs} ms, ` +
                `${manifest.counts.orders} orders and ${manifest.counts.tickets} tickets restored, whole case ${Date.now() - started} ms`,
        );
    });

    it('refuses bad input with one clear line and exit code 1', { timeout: 60_000 }, async () => {
        const folder = path.join(backups, fs.readdirSync(backups)[0]);
        const refused = async (args: string[], env: Record<string, string>, message: RegExp) => {
            const result = await runBackupScript(args, env);
            expect(result.code, result.stdout).toBe(1);
            expect(result.stderr.trim()).toMatch(message);
            expect(result.stderr.trim().split('\n')).toHaveLength(1);
        };
        const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'tuah-empty-'));
        try {
            // Over the restored shop: neither its data folder nor its database is overwritten.
            await refused(['restore', folder], restoredDb!.env, /DATA_DIR .* is not empty/);
            if (KIND === 'postgres') {
                await refused(['restore', folder], { ...restoredDb!.env, DATA_DIR: empty }, /database of DATABASE_URL is not empty/);
            }
            await refused(['restore', path.join(backups, 'no-such-backup')], { DATA_DIR: empty }, /There is no backup folder at/);
            const wrongMode =
                KIND === 'sqlite' ? { DATA_DIR: empty, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/none' } : { DATA_DIR: empty, DATABASE_URL: '' };
            await refused(
                ['restore', folder],
                wrongMode,
                KIND === 'sqlite' ? /backup is of an SQLite shop but DATABASE_URL is set/ : /backup is of a PostgreSQL shop/,
            );
            const broken = fs.mkdtempSync(path.join(backups, 'broken-'));
            fs.writeFileSync(path.join(broken, 'manifest.json'), '{ not json');
            await refused(['restore', broken], { DATA_DIR: empty }, /cannot be read as a Tuah backup manifest/);
            await refused(['restore'], { DATA_DIR: empty }, /Say which backup folder to restore/);
            // A copy of the backup whose manifest says otherwise: a key kept in the environment, a newer schema.
            const altered = (name: string, change: Record<string, unknown>) => {
                const copy = path.join(backups, name);
                fs.cpSync(folder, copy, { recursive: true });
                const manifest = JSON.parse(fs.readFileSync(path.join(copy, 'manifest.json'), 'utf8'));
                fs.writeFileSync(path.join(copy, 'manifest.json'), JSON.stringify({ ...manifest, ...change }));
                return copy;
            };
            const target = { ...restoredDb!.env, DATA_DIR: empty };
            await refused(
                ['restore', altered('env-key', { vrfKey: 'VRF_SECRET_KEY' })],
                target,
                /took its VRF key from VRF_SECRET_KEY: set the same VRF_SECRET_KEY/,
            );
            await refused(['restore', altered('newer', { migration: 'FromTheFuture9999999999999' })], target, /backup is of a newer Tuah/);
        } finally {
            fs.rmSync(empty, { recursive: true, force: true });
        }
    });
});
