import { defineConfig } from 'vitest/config';

/**
 * The PostgreSQL pass (CI's second) runs again the tests whose outcome rests on what the two databases
 * do differently: locks and transactions where something must happen exactly once under a race
 * (tickets, box openings, code redemptions, payment callbacks, draw stages, invoice numbers), the
 * services' hand-written SQL (ticket ranges, rate-limit upserts, aggregates, filters and paging), bulk
 * writes near a driver's parameter limit, and the seed's own transactions. Every file with such SQL has
 * at least one test here. The rest (HTTP and GraphQL rules, validation, adapters against their fakes)
 * runs once, on SQLite: the same TypeORM calls on PostgreSQL would only repeat it.
 */
const DATABASE_DEPENDENT = [
    'test/first-start.test.ts', // the seed's steps and transactions, killed halfway
    'test/campaign-concurrency.test.ts', // the last tickets raced from two processes
    'test/campaign-api.test.ts', // ticket numbering, the scheduled close and refund
    'test/campaign-queries.test.ts', // filters, sorting and paging in SQL
    'test/ticket-set-guard.test.ts', // unique ticket numbers
    'test/big-orders.test.ts', // 10,000 tickets and 1,000 boxes in one order
    'test/blind-box-concurrency.test.ts', // a box opened once under a race
    'test/blind-box-api.test.ts', // boxes made by the job queue, limited prize lines
    'test/prizes-api.test.ts', // 50 concurrent redemptions of one code, the prize cart
    'test/dashboard-admin-codes.test.ts', // code batches and their redemptions
    'test/dashboard-admin-stats.test.ts', // SQL aggregates
    'test/draw-local.test.ts', // draw stages
    'test/draw-resume.test.ts', // a draw killed at each stage, resumed once
    'test/draw-drand.test.ts', // the beacon round fixed once, by one conditional UPDATE
    'test/ipay88.test.ts', // callbacks settling a payment once
    'test/invoices.test.ts', // invoice numbers without gaps or repeats
    'test/security-limits.test.ts', // rate-limit counters in one upsert
    'test/otp-auth-otp.test.ts', // one-time codes used once
    'test/orders-api.test.ts', // the shopper's orders by state, paged
    'test/dashboard-admin-support.test.ts', // shopper search in SQL, one reminder under a race
    'test/backup-restore.test.ts', // SQLite's online backup, pg_dump and pg_restore during a sale
    'test/audit-trail.test.ts', // the triggers that keep audit_entry append-only, one per database
    'test/dashboard-admin-fulfilment.test.ts', // the desk's "something to ship" rule in SQL (DeliveryService.linesToShipSql)
    'test/refunds.test.ts', // tickets and boxes voided once by racing refunds, counters lowered in SQL
    'test/fairness-log.test.ts', // log positions taken once under parallel appends, the append-only triggers
    'test/responsible-play.test.ts', // 20 checkouts of one shopper against a spending limit: row lock and conditional INSERT
    'test/ticket-rarity.test.ts', // a rarity revealed once under racing reads, the ticket-set guard letting only that through
    'test/campaign-rules.test.ts', // one free entry per shopper under a race (INSERT ... ON CONFLICT DO NOTHING), the odds' SQL sums
    'test/reports.test.ts', // the sales report's aggregate SQL (Malaysian days per dialect), the exports' keyset batches and time ranges
    'test/einvoice.test.ts', // one submission per document under racing runners in two processes (a conditional UPDATE claim), the month's totals in SQL
    'test/search-index-stock.test.ts', // the job buffer's rows read and deleted by id (src/config/search-index-updates.ts)
];

export default defineConfig({
    test: {
        // Per-file times for the summary .ci/run prints at the end (.ci/test-times.mjs).
        reporters: ['default', ['json', { outputFile: `../../test-results/times/server-${process.env.TEST_DATABASE ?? 'sqlite'}.json` }]],
        include: process.env.TEST_DATABASE === 'postgres' ? DATABASE_DEPENDENT : ['test/**/*.test.ts'],
        // Test servers start on copies of one seeded demo shop per run instead of seeding their own.
        globalSetup: ['../../packages/testing/src/seeded-shop.ts'],
        // Each file starts real server processes, and much of a file's time is spent waiting on them
        // (a beacon round, a reservation running out, a job, a poll): two files at a time on the two
        // cores took 413 s where one at a time took 889 s (2026-11-30, docs/server.md#tests-what-runs-where).
        fileParallelism: true,
        maxWorkers: 2,
        // A worker runs its files one after the other in one process: each file's fresh process and module
        // loading cost a second or more, and no file changes module state another reads (no mocks, no env writes).
        isolate: false,
        testTimeout: 60_000,
        hookTimeout: 240_000,
        // `expect.poll` waits up to 10 s, not Vitest's 1 s: with two files at a time a page or a server
        // can take longer than a second to get there (a sign-out's token removal missed it once in CI).
        expect: { poll: { timeout: 10_000 } },
    },
});
