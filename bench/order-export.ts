/**
 * The orders CSV of 100,000 orders (docs/reports.md#exports): a section of `npm run bench`, and
 * runnable alone (`npm run build && npx jiti bench/order-export.ts`; BENCH_EXPORT_ORDERS sets another
 * size). It starts a seeded SQLite shop, writes the orders straight into its database
 * (bench/add-orders.ts), then downloads the month's orders CSV — first a tenth of it, then all of
 * it twice — reading the server process's resident memory (/proc/<pid>/status VmRSS) every 50 ms. Flat
 * memory: the whole export peaks within about 10 % of the tenth's peak, and the same export again
 * peaks no higher, as only a batch is held at a time and its garbage is collected as the export goes
 * (docs/reports.md#exports). It prints the numbers and asserts nothing.
 */
import fs from 'node:fs';
import path from 'node:path';

import { addPaidOrders } from './add-orders';
import { adminLogin, createCampaign, productVariants, startTestServer, type TestServer } from '../packages/testing/src';

const ORDERS = Number(process.env.BENCH_EXPORT_ORDERS ?? 100_000);
/** The month the orders are placed in (UTC+8 dates below): far from the demo shop's own. */
const MONTH_START = new Date('2031-01-01T00:00:00+08:00');

export interface ExportRun {
    label: string;
    rows: number;
    megabytes: number;
    seconds: number;
    rssBeforeMiB: number;
    rssPeakMiB: number;
    rssAfterMiB: number;
}

export interface OrderExportResults {
    orders: number;
    runs: ExportRun[];
}

/** The process's resident memory now (/proc/<pid>/status VmRSS), in MiB. */
export function rssMiB(pid: number): number {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
    return kb / 1024;
}

/** Downloads one export, reading the body as it streams and the server's memory as it goes. */
async function download(server: TestServer, token: string, label: string, from: string, to: string): Promise<ExportRun> {
    const pid = server.pid();
    if (!pid) throw new Error('the server is not running');
    const rssBeforeMiB = rssMiB(pid);
    let rssPeakMiB = rssBeforeMiB;
    const sampler = setInterval(() => (rssPeakMiB = Math.max(rssPeakMiB, rssMiB(pid))), 50);
    const started = performance.now();
    let bytes = 0;
    let rows = -1; // the header
    try {
        const res = await fetch(`${server.baseUrl}/exports/orders.csv?from=${from}&to=${to}`, { headers: { authorization: `Bearer ${token}` } });
        if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}: ${await res.text()}`);
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
            bytes += chunk.length;
            for (const byte of chunk) if (byte === 10) rows++;
        }
    } finally {
        clearInterval(sampler);
    }
    const seconds = (performance.now() - started) / 1000;
    rssPeakMiB = Math.max(rssPeakMiB, rssMiB(pid));
    // A moment for the last batch's garbage, then the memory the export left behind.
    await new Promise(resolve => setTimeout(resolve, 1000));
    return { label, rows, megabytes: bytes / 2 ** 20, seconds, rssBeforeMiB, rssPeakMiB, rssAfterMiB: rssMiB(pid) };
}

export async function orderExportBench(log: (message: string) => void): Promise<OrderExportResults> {
    log(`Starting a seeded server for a ${ORDERS.toLocaleString('en')}-order export…`);
    const server = await startTestServer({ database: 'sqlite' });
    try {
        const admin = await adminLogin(server.adminApiUrl);
        const cap = await productVariants(server.shopApiUrl, 'cap');
        const campaign = await createCampaign(server, admin, { productId: cap.productId, totalTicket: ORDERS });
        log(`Stopping the server to write ${ORDERS.toLocaleString('en')} paid orders into its SQLite file…`);
        const written = Date.now();
        await server.restart(undefined, () =>
            addPaidOrders(server.database.env.SQLITE_FILE!, {
                count: ORDERS,
                variantId: cap.variantIds[0]!,
                campaignId: String(campaign.id),
                from: MONTH_START,
            }),
        );
        log(`Written and restarted in ${((Date.now() - written) / 1000).toFixed(1)} s; exporting…`);
        const token = await adminLogin(server.adminApiUrl);
        // The orders are spread evenly over 30 days: 3 days are a tenth of them.
        const runs = [
            await download(server, token, 'a tenth (3 days)', '2031-01-01', '2031-01-03'),
            await download(server, token, 'all (the month)', '2031-01-01', '2031-01-31'),
            // Bounded, not leaking: the same export again peaks no higher than the first time.
            await download(server, token, 'all again', '2031-01-01', '2031-01-31'),
        ];
        return { orders: ORDERS, runs };
    } catch (err) {
        console.error(server.output().slice(-4000));
        throw err;
    } finally {
        await server.stop();
    }
}

export function printOrderExport(r: OrderExportResults) {
    console.log(`\nThe orders CSV of ${r.orders.toLocaleString('en')} paid orders (GET /exports/orders.csv, batches of 500)`);
    const rows = [
        ['export', 'rows', 'MiB', 's', 'rows/s', 'server RSS before MiB', 'peak MiB', 'after MiB', 'peak - before MiB'],
        ...r.runs.map(x => [
            x.label,
            String(x.rows),
            x.megabytes.toFixed(1),
            x.seconds.toFixed(1),
            (x.rows / x.seconds).toFixed(0),
            x.rssBeforeMiB.toFixed(0),
            x.rssPeakMiB.toFixed(0),
            x.rssAfterMiB.toFixed(0),
            (x.rssPeakMiB - x.rssBeforeMiB).toFixed(0),
        ]),
    ];
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map(row => row[i]!.length)));
    const line = (row: string[]) => '| ' + row.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |';
    console.log([line(rows[0]!), '| ' + widths.map(w => '-'.repeat(w)).join(' | ') + ' |', ...rows.slice(1).map(line)].join('\n'));
    const [tenth, all] = r.runs;
    if (tenth && all) {
        const growth = ((all.rssPeakMiB / tenth.rssPeakMiB - 1) * 100).toFixed(0);
        console.log(
            `Flat memory: ${all.rows.toLocaleString('en')} orders peaked at ${all.rssPeakMiB.toFixed(0)} MiB, ${tenth.rows.toLocaleString('en')} at ${tenth.rssPeakMiB.toFixed(0)} MiB (${growth} % more; the target is within about 10 %).`,
        );
    }
}

// Alone: `jiti bench/order-export.ts` (argv holds this file); as a section, bench/run.ts imports it.
if (process.argv.slice(1).some(arg => path.basename(arg) === 'order-export.ts')) {
    orderExportBench(message => console.log(`[bench] ${message}`))
        .then(printOrderExport)
        .catch(err => {
            console.error(err);
            process.exit(1);
        });
}
