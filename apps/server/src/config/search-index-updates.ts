import { OnApplicationBootstrap } from '@nestjs/common';
import { Job, JobBuffer, JobQueueService, PluginCommonModule, ScheduledTask, TransactionalConnection, VendurePlugin } from '@vendure/core';
import { JobRecordBuffer } from '@vendure/core/dist/plugin/default-job-queue-plugin/job-record-buffer.entity';
import { SqlJobBufferStorageStrategy } from '@vendure/core/dist/plugin/default-job-queue-plugin/sql-job-buffer-storage-strategy';
import { In } from 'typeorm';

import { appendOnce } from '../common/config-lists';

/** Vendure's DefaultSearchPlugin queue, and the job a variant's change (its stock included) adds to it. */
const SEARCH_INDEX_QUEUE = 'update-search-index';

/** How often the collected variant updates become one index job. */
export const SEARCH_INDEX_UPDATE_SECONDS = 2;

/** What Vendure's DefaultSearchPlugin puts in an `update-variants` job. */
interface VariantsJobData {
    type?: string;
    variantIds: Array<string | number>;
    ctx?: { _channel?: { id?: string | number } };
}

/**
 * The search index (with its in-stock flag) is updated per variant on every stock movement: each
 * paid order queued its own `update-variants` job, and under a checkout burst the one core spent
 * about a fifth of each checkout on reindexing the same variant again and again (hundreds of jobs
 * behind, the index late anyway). Collected here instead, in the database (embedded) or Redis
 * (scaled) buffer every process shares, and turned every SEARCH_INDEX_UPDATE_SECONDS into one
 * job per channel with each variant once. Product, collection and full reindex jobs are not
 * collected. docs/performance.md "Checkout under a burst".
 */
export class VariantIndexUpdates implements JobBuffer {
    readonly id = 'tuah-search-index-variant-updates';

    collect(job: Job): boolean {
        return job.queueName === SEARCH_INDEX_QUEUE && (job.data as unknown as VariantsJobData | undefined)?.type === 'update-variants';
    }

    reduce(jobs: Job[]): Job[] {
        const byChannel = new Map<string, { first: Job; ids: Set<string | number> }>();
        for (const job of jobs) {
            const data = job.data as unknown as VariantsJobData;
            const channel = String(data.ctx?._channel?.id ?? '');
            const entry = byChannel.get(channel) ?? { first: job, ids: new Set() };
            for (const id of data.variantIds) entry.ids.add(id);
            byChannel.set(channel, entry);
        }
        return [...byChannel.values()].map(
            ({ first, ids }) =>
                new Job({
                    queueName: first.queueName,
                    data: { ...(first.data as object), variantIds: [...ids] },
                    retries: first.retries,
                }),
        );
    }
}

const variantIndexUpdates = new VariantIndexUpdates();

export const searchIndexUpdatesTask = new ScheduledTask({
    id: 'search-index-variant-updates',
    description: 'Queue one search index job for the variants changed since the last run (stock movements of paid orders included)',
    schedule: `*/${SEARCH_INDEX_UPDATE_SECONDS} * * * * *`,
    async execute({ injector }) {
        const jobs = await injector.get(JobQueueService).flush(variantIndexUpdates);
        return { jobs: jobs.length };
    },
});

/**
 * Vendure's database buffer, except that a flush deletes the rows it read, not every row of the
 * buffer: one added between its read and its delete (a checkout paid meanwhile) waits for the next
 * flush instead of being lost.
 */
export class ExactSqlJobBufferStorageStrategy extends SqlJobBufferStorageStrategy {
    private db!: TransactionalConnection;

    init(injector: Parameters<SqlJobBufferStorageStrategy['init']>[0]) {
        super.init(injector);
        this.db = injector.get(TransactionalConnection);
    }

    async flush(bufferIds?: string[]): Promise<{ [bufferId: string]: Job[] }> {
        const repository = this.db.rawConnection.getRepository(JobRecordBuffer);
        const rows = await repository.find(bufferIds?.length ? { where: { bufferId: In(bufferIds) } } : {});
        if (rows.length) await repository.delete({ id: In(rows.map(r => r.id)) });
        const result: { [bufferId: string]: Job[] } = {};
        for (const row of rows) (result[row.bufferId] ??= []).push(new Job(row.job));
        return result;
    }
}

/** Registers the buffer in every process (each adds jobs); the scheduler's process flushes it. */
@VendurePlugin({
    imports: [PluginCommonModule],
    configuration: config => {
        config.schedulerOptions.tasks = appendOnce(config.schedulerOptions.tasks, [searchIndexUpdatesTask], t => t.id);
        if (config.jobQueueOptions.jobBufferStorageStrategy instanceof SqlJobBufferStorageStrategy) {
            config.jobQueueOptions.jobBufferStorageStrategy = new ExactSqlJobBufferStorageStrategy();
        }
        return config;
    },
    compatibility: '^3.0.0',
})
export class SearchIndexUpdatesPlugin implements OnApplicationBootstrap {
    constructor(private jobQueueService: JobQueueService) {}

    onApplicationBootstrap() {
        this.jobQueueService.addBuffer(variantIndexUpdates);
    }
}
