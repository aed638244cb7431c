import { INestApplicationContext } from '@nestjs/common';
import {
    ChannelService,
    Job,
    LanguageCode,
    Logger,
    RequestContext,
    RequestContextService,
    SearchService,
    SettingsStoreService,
    TransactionalConnection,
    User,
} from '@vendure/core';
import { JobState } from '@vendure/common/lib/generated-types';
import { lastValueFrom, Observable } from 'rxjs';

import { timeStartPhase } from '../common/start-timings';
import { DEMO_SEED_STEPS_KEY } from '../plugins/startup';
import { seedDemoBlindBoxes } from './demo-blind-boxes';
import { seedDemoCampaigns, seedPaymentMethods } from './demo-campaigns';
import { seedDemoCategories } from './demo-categories';
import { seedDemoMarketing } from './demo-marketing';
import { seedDemoProducts } from './demo-products';
import { seedDemoPromotions } from './demo-promotions';
import { seedDemoRegions } from './demo-regions';
import { cancelPendingJobs } from './pending-jobs';
import { DemoSeedContext } from './seed-context';
import { DEMO_SEED_STEPS, DemoSeedStep } from './seed-steps';

const loggerCtx = 'DemoData';
const SEARCH_INDEX_TIMEOUT_MS = 120_000;
/** Vendure's DefaultSearchPlugin's queue: per-product updates and the full reindex. */
const SEARCH_INDEX_QUEUE = 'update-search-index';

export interface SeedDemoDataOptions {
    importAssetsDir: string;
    /** Tests only (TEST_SEED_CRASH_AT): the step halfway through which the process kills itself. */
    crashAt?: DemoSeedStep;
}

/**
 * What each step does; every step completes what is missing of its part, whatever stopped an
 * earlier run (see seed-steps.ts for the order).
 */
const STEPS: Record<DemoSeedStep, (s: DemoSeedContext) => Promise<void>> = {
    regions: seedDemoRegions,
    products: seedDemoProducts,
    categories: seedDemoCategories,
    'search-index': seedSearchIndex,
    // One transaction: the draws are created with their counters and ticket holders, or not at all.
    campaigns: ({ app, ctx, halfway }) =>
        app.get(TransactionalConnection).withTransaction(ctx, async tx => {
            await seedDemoCampaigns(app, tx);
            halfway();
        }),
    'blind-boxes': seedDemoBlindBoxes,
    promotions: seedDemoPromotions,
    marketing: seedDemoMarketing,
    'payment-method': async ({ app, ctx, halfway }) => {
        await seedPaymentMethods(app, ctx);
        halfway();
    },
};

/**
 * Steps that run on every start rather than once: the payment methods follow their configured
 * handlers (PAYMENT_SANDBOX may be switched on by a later start).
 */
const EVERY_START: ReadonlySet<DemoSeedStep> = new Set(['payment-method']);

/**
 * Seeds the demo shop, step by step. A step that completes is recorded (Vendure's settings
 * store), so later starts skip it; a step stopped by a crash or a kill is run again by the next
 * start and completes what is missing. A step that cannot complete is logged and skipped (the
 * next start tries again): the seed never stops the server. Never throws.
 */
export async function seedDemoData(app: INestApplicationContext, options: SeedDemoDataOptions): Promise<void> {
    let done: Set<string>;
    try {
        done = new Set(await completedSteps(app));
    } catch (err) {
        Logger.error(`The demo data could not be checked, so none was added: ${describe(err)}`, loggerCtx);
        return;
    }
    for (const step of DEMO_SEED_STEPS) {
        if (done.has(step)) continue;
        try {
            // A fresh context per step: the regions step changes the channel's currency and zones.
            const ctx = await adminContext(app);
            await timeStartPhase(
                `seed ${step}`,
                () => STEPS[step]({ app, ctx, importAssetsDir: options.importAssetsDir, halfway: () => crashIfAsked(options.crashAt, step) }),
                'seed records',
            );
            if (EVERY_START.has(step)) continue;
            done.add(step);
            const saved = await app.get(SettingsStoreService).set(
                ctx,
                DEMO_SEED_STEPS_KEY,
                DEMO_SEED_STEPS.filter(s => done.has(s)),
            );
            if (!saved.result) throw new Error(`its completion could not be recorded: ${saved.error}`);
        } catch (err) {
            Logger.error(
                `Demo data step "${step}" could not complete and was skipped; the shop starts without it and the next start tries again. ${describe(err)}`,
                loggerCtx,
            );
        }
    }
}

async function completedSteps(app: INestApplicationContext): Promise<string[]> {
    const value = await app.get(SettingsStoreService).get<string[]>(await adminContext(app), DEMO_SEED_STEPS_KEY);
    return Array.isArray(value) ? value : [];
}

/** Rebuilds the search index and waits for it, so the shop is complete when the start is announced. */
async function seedSearchIndex({ app, ctx, halfway }: DemoSeedContext): Promise<void> {
    // The products and categories steps queued one index update per product, variant and
    // collection change (about 50); the reindex, queued behind them, redoes them all anyway.
    await cancelPendingJobs(app, SEARCH_INDEX_QUEUE, job => (job.data as { type?: string } | undefined)?.type !== 'reindex');
    const job = await app.get(SearchService).reindex(ctx);
    halfway();
    // Vendure's default search plugin hands back a job whose progress can be followed.
    const updates = (job as Job & { updates?: (o: { pollInterval: number; timeoutMs: number }) => Observable<Job> }).updates;
    if (typeof updates === 'function') {
        const last = await lastValueFrom(updates.call(job, { pollInterval: 200, timeoutMs: SEARCH_INDEX_TIMEOUT_MS }));
        if (last.state !== JobState.COMPLETED) throw new Error(`the search index job ended ${last.state}`);
    }
    Logger.info('Rebuilt the search index', loggerCtx);
}

/** Fault injection for the resume tests: die the hard way, as a kill or a power cut would. */
function crashIfAsked(crashAt: DemoSeedStep | undefined, step: DemoSeedStep) {
    if (crashAt !== step) return;
    Logger.warn(`TEST_SEED_CRASH_AT=${step}: killing the process`, loggerCtx);
    process.kill(process.pid, 'SIGKILL');
}

async function adminContext(app: INestApplicationContext): Promise<RequestContext> {
    const connection = app.get(TransactionalConnection);
    // The first user is the superadmin Vendure creates; its roles carry the channel permissions.
    const superadmin = await connection.rawConnection
        .getRepository(User)
        .findOne({ where: {}, order: { id: 'ASC' }, relations: { roles: { channels: true } } });
    return app.get(RequestContextService).create({
        apiType: 'admin',
        languageCode: LanguageCode.en,
        user: superadmin ?? undefined,
        channelOrToken: await app.get(ChannelService).getDefaultChannel(),
    });
}

function describe(err: unknown): string {
    return err instanceof Error ? err.message : String(err);
}
