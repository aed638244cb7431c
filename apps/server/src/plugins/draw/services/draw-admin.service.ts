import { Inject, Injectable } from '@nestjs/common';
import { Customer, ID, Logger, RequestContext, TransactionalConnection } from '@vendure/core';
import { DRAND_QUICKNET } from '@tuah/fairness';
import { In } from 'typeorm';

import { clampPage } from '../../../common/paging';
import { Campaign, CampaignService, DRAW_SEQUENCE, DrawSequenceStage } from '../../campaign';
import { DRAW_PLUGIN_OPTIONS, loggerCtx } from '../constants';
import { DrawRecord } from '../entities/draw-record.entity';
import { DrawNotResumableError } from '../errors';
import { DrawPluginOptions } from '../types';
import { beaconRoundEmittedAt } from './draw-timeline';
import { DrawQueueService } from './draw-queue.service';

/** Below this a stage is never called stuck, whatever the sweep interval: a Chainlink answer takes a few blocks. */
const MIN_STUCK_SECONDS = 60;

/**
 * The operator's view of draws (campaigns past OPEN): each stage's time, the published values and
 * the winner, and whether the draw is stuck. Resuming runs the sweeper's own step
 * (DrawQueueService.run → DrawStageService.advance), never a second path.
 */
@Injectable()
export class DrawAdminService {
    constructor(
        private connection: TransactionalConnection,
        private campaigns: CampaignService,
        private queue: DrawQueueService,
        @Inject(DRAW_PLUGIN_OPTIONS) private options: DrawPluginOptions,
    ) {}

    /** A draw is stuck when its current (unfinished) stage is older than three sweeps, and at least a minute. */
    get stuckAfterSeconds() {
        return Math.max(MIN_STUCK_SECONDS, 3 * this.options.sweepSeconds);
    }

    async list(ctx: RequestContext, options: { skip?: number | null; take?: number | null }) {
        const { skip, take } = clampPage(options);
        const [campaigns, totalItems] = await this.campaigns.drawsPage(ctx, skip, take);
        const records = campaigns.length
            ? await this.connection.getRepository(ctx, DrawRecord).find({ where: { campaignId: In(campaigns.map(c => c.id)) } })
            : [];
        const winners = records.map(r => r.winnerCustomerId).filter((id): id is ID => id != null);
        const customers = winners.length ? await this.connection.getRepository(ctx, Customer).find({ where: { id: In(winners) } }) : [];
        const items = campaigns.map(c => {
            const record = records.find(r => String(r.campaignId) === String(c.id));
            const customer = record?.winnerCustomerId != null ? customers.find(x => String(x.id) === String(record.winnerCustomerId)) : undefined;
            return this.view(ctx, c, record, customer);
        });
        return { items, totalItems };
    }

    async findOne(ctx: RequestContext, campaignId: ID) {
        const campaign = await this.campaigns.findNamed(ctx, campaignId);
        if (!campaign) return undefined;
        const record = await this.connection.getRepository(ctx, DrawRecord).findOne({ where: { campaignId } });
        const customer =
            record?.winnerCustomerId != null ? await this.connection.getRepository(ctx, Customer).findOne({ where: { id: record.winnerCustomerId } }) : null;
        return this.view(ctx, campaign, record ?? undefined, customer ?? undefined);
    }

    /**
     * Runs the draw as far as it goes now, exactly as the sweeper does. Every stage is entered by a
     * conditional update on the stage it was read in, so a resume racing the sweeper, a job or
     * another resume (in any process) repeats nothing; in this process a second run answers BUSY.
     */
    async resume(ctx: RequestContext, campaignId: ID) {
        const campaign = await this.campaigns.findRecord(ctx, campaignId);
        if (!campaign) return new DrawNotResumableError('NOT_FOUND');
        if (campaign.typStr !== 'LUCKYDRAW' || campaign.isCancelled) return new DrawNotResumableError('NOT_A_DRAW');
        if (campaign.state !== 'ENDED' || campaign.stage === 'OPEN' || campaign.stage === 'ENTERED') return new DrawNotResumableError('NOT_STARTED');
        let outcome: string;
        try {
            outcome = await this.queue.run(ctx, campaignId);
        } catch (err) {
            // E.g. SQLite refusing one of two processes writing at once: the stage's own checks make a retry safe.
            Logger.warn(`Resuming draw ${campaign.sId} failed, the sweeper retries it: ${err instanceof Error ? err.message : String(err)}`, loggerCtx);
            outcome = 'retry';
        }
        const draw = await this.findOne(ctx, campaignId);
        return { outcome: outcome === 'ended' ? 'ENDED' : outcome === 'busy' ? 'BUSY' : outcome === 'retry' ? 'RETRY' : 'WAITING', draw };
    }

    private view(ctx: RequestContext, c: Campaign, record: DrawRecord | undefined, winner: Customer | undefined) {
        const translation = c.translations?.find(t => t.languageCode === ctx.languageCode) ?? c.translations?.[0];
        const stages = DRAW_SEQUENCE.map(stage => ({ stage, at: c[`ts_${stage}` as const] ?? null }));
        const current = DRAW_SEQUENCE.includes(c.stage as DrawSequenceStage) ? (c.stage as DrawSequenceStage) : undefined;
        const since = current ? c[`ts_${current}` as const] : null;
        const stageAgeSeconds = since ? Math.max(0, Math.floor((Date.now() - new Date(since).getTime()) / 1000)) : null;
        const unfinished = current !== undefined && current !== 'ENDED' && !c.isCancelled;
        return {
            campaignId: c.id,
            sId: c.sId,
            name: translation?.name ?? c.sId,
            state: c.state,
            stage: c.stage,
            isCancelled: c.isCancelled,
            stages,
            stageAgeSeconds,
            stuck: unfinished && stageAgeSeconds != null && stageAgeSeconds > this.stuckAfterSeconds,
            provider: record?.provider ?? null,
            commitment: record?.commitment ?? null,
            ticketCount: record?.ticketCount ?? null,
            randomWord: record?.randomWord ?? null,
            requestId: record?.requestId ?? null,
            beaconRound: record?.beaconRound ?? null,
            beaconFixedAt: record?.beaconFixedAt ?? null,
            beaconDelaySeconds: record?.beaconDelaySeconds ?? null,
            beaconChainHash: record?.beaconChainHash ?? null,
            beaconPublicKey: record?.beaconPublicKey ?? null,
            beaconSignature: record?.beaconSignature ?? null,
            beaconRoundAt: beaconRoundAt(record),
            beaconPublicChain: record?.beaconChainHash
                ? record.beaconChainHash === DRAND_QUICKNET.chainHash && record.beaconPublicKey === DRAND_QUICKNET.publicKey
                : null,
            winnerTicketId: record?.winnerTicketId ?? null,
            winnerCustomerId: record?.winnerCustomerId ?? null,
            winnerName: winner ? `${winner.firstName} ${winner.lastName}`.trim() : null,
        };
    }
}

/** When a drand draw's deciding round is (or was) emitted, from the chain it was fixed on. */
function beaconRoundAt(record: DrawRecord | undefined): Date | null {
    const emitted = beaconRoundEmittedAt(record);
    return emitted == null ? null : new Date(emitted * 1000);
}
