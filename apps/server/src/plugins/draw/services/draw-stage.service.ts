import { Inject, Injectable } from '@nestjs/common';
import { EventBus, ID, Logger, RequestContext, TransactionalConnection } from '@vendure/core';
import { buildSumTree, fromHex, MERKLE_SUM_SCHEME, pickWinner } from '@tuah/fairness';
import crypto from 'node:crypto';

import { Campaign, CampaignService, DrawSequenceStage, TicketRarityService } from '../../campaign';
import { FairnessLogService } from '../../fairness-log';
import { rawQuery } from '../../../common/sql';
import { DRAW_PLUGIN_OPTIONS, loggerCtx, logSubject } from '../constants';
import { RandomnessProvider } from '../config/randomness-provider';
import { DrawRecord } from '../entities/draw-record.entity';
import { DrawPluginOptions } from '../types';
import { DrawStageChangedEvent } from './draw-events';
import { DrawResultService } from './draw-result.service';
import { beaconRoundEmittedAt } from './draw-timeline';
import { ticketPath } from './draw-tree.service';
import { DrawWinnerService } from './draw-winner.service';

export type AdvanceOutcome = 'ended' | 'waiting' | 'not-a-draw';

/**
 * The draw state machine, through DRAW_SEQUENCE (constants.ts): DRAW_INIT → CALL_CONTRACT →
 * CALL_CHAINLINK → WAIT_VRF_RESULT → GET_WINNER → ENDED (drand: CALL_CONTRACT fixes the beacon round, CALL_CHAINLINK sends nothing). A stage's work is write-once (columns set only while still null, chain
 * state read before sending), and entering the next stage is a conditional UPDATE on the current
 * one that also sets its `ts_<STAGE>`: so a stage repeated after a crash, or run by two workers
 * at once, changes nothing the second time, and every timestamp is set exactly once.
 */
@Injectable()
export class DrawStageService {
    private provider?: RandomnessProvider;

    constructor(
        private connection: TransactionalConnection,
        private campaigns: CampaignService,
        private results: DrawResultService,
        private winners: DrawWinnerService,
        private eventBus: EventBus,
        private log: FairnessLogService,
        private rarities: TicketRarityService,
        @Inject(DRAW_PLUGIN_OPTIONS) private options: DrawPluginOptions,
    ) {}

    private randomness(): RandomnessProvider {
        return (this.provider ??= this.options.provider());
    }

    /** The provider this shop's draws are run with now (a draw already committed keeps its own: DrawRecord.provider). */
    providerName(): RandomnessProvider['name'] {
        return this.randomness().name;
    }

    /** Runs the campaign's draw as far as it can go now. */
    async advance(ctx: RequestContext, campaignId: ID): Promise<AdvanceOutcome> {
        // Bounded: each pass either enters the next stage or returns.
        for (let pass = 0; pass < 8; pass++) {
            const campaign = await this.campaigns.findRecord(ctx, campaignId);
            if (!campaign || campaign.typStr !== 'LUCKYDRAW' || campaign.isCancelled || campaign.state !== 'ENDED') return 'not-a-draw';
            switch (campaign.stage) {
                case 'DRAW_INIT': {
                    // Never a list with a rarity missing: the last sales' rounds are at most a period away.
                    if (!(await this.rarities.revealAllOf(ctx, campaign.id))) return 'waiting';
                    const record = await this.commitTicketSet(ctx, campaign);
                    this.crashIfAsked('DRAW_INIT');
                    // Logged before the stage moves on: a stage repeated after a crash logs it then (once: subject and kind are unique).
                    await this.log.append('draw.commitment', logSubject(campaign), {
                        campaignId: String(campaign.id),
                        provider: record.provider,
                        commitment: record.commitment,
                        ticketCount: record.ticketCount,
                        totalWeight: record.totalWeight,
                    });
                    // Nobody bought a ticket: there is nothing to draw.
                    await this.enter(ctx, campaign, record.ticketCount ? 'CALL_CONTRACT' : 'ENDED');
                    break;
                }
                case 'CALL_CONTRACT': {
                    const record = await this.record(ctx, campaign.id);
                    const published = await this.randomness().publishCommitment(campaign.sId, record.commitment);
                    await this.fillOnce(ctx, campaign.id, {
                        chainId: published.chainId,
                        contractAddress: published.contractAddress,
                        commitTxHash: published.commitTxHash,
                    });
                    // The deciding round and its chain, all at once: a repeated stage keeps the first round fixed.
                    if (published.beacon) await this.fillGroupOnce(ctx, campaign.id, 'beaconRound', { ...published.beacon });
                    await this.enter(ctx, campaign, 'CALL_CHAINLINK');
                    break;
                }
                case 'CALL_CHAINLINK': {
                    const record = await this.record(ctx, campaign.id);
                    const requested = await this.randomness().requestRandomness(campaign.sId, record.commitment);
                    await this.fillOnce(ctx, campaign.id, { requestId: requested.requestId, requestTxHash: requested.requestTxHash });
                    await this.enter(ctx, campaign, 'WAIT_VRF_RESULT');
                    break;
                }
                case 'WAIT_VRF_RESULT': {
                    const record = await this.record(ctx, campaign.id);
                    if (!record.randomWord) {
                        const result = await this.randomness().randomness(campaign.sId, record.commitment, record);
                        if (!result) return 'waiting';
                        await this.fillOnce(ctx, campaign.id, {
                            randomWord: result.randomWord,
                            vrfPublicKey: result.vrfPublicKey,
                            vrfProof: result.vrfProof,
                            vrfWord: result.vrfWord,
                            fulfilTxHash: result.fulfilTxHash,
                            beaconSignature: result.beaconSignature,
                        });
                    }
                    const decided = await this.record(ctx, campaign.id);
                    await this.log.append('draw.randomness', logSubject(campaign), {
                        campaignId: String(campaign.id),
                        randomWord: decided.randomWord,
                        beaconRound: decided.beaconRound ?? null,
                    });
                    await this.enter(ctx, campaign, 'GET_WINNER');
                    break;
                }
                case 'GET_WINNER': {
                    // The winner follows from the frozen list and the random word alone, so it is logged
                    // before it is recorded: a crash in between repeats this stage, which logs nothing twice.
                    const decided = await this.record(ctx, campaign.id);
                    const list = await this.results.committedTickets(ctx, campaign.id, decided.holderSalt);
                    const pick = pickWinner(fromHex(decided.randomWord!), list);
                    await this.log.append('draw.result', logSubject(campaign), {
                        campaignId: String(campaign.id),
                        winnerTicketId: list[pick.index]!.ticketId,
                        winnerIndex: pick.index,
                    });
                    await this.connection.withTransaction(ctx, async tx => {
                        const record = await this.record(tx, campaign.id);
                        const tickets = await this.results.committedTickets(tx, campaign.id, record.holderSalt);
                        const winner = pickWinner(fromHex(record.randomWord!), tickets);
                        const ticket = tickets[winner.index]!;
                        // A sum-tree draw publishes the winner's path with it: the proof page then needs no list.
                        let winnerProof: string | null = null;
                        if (record.commitmentScheme === MERKLE_SUM_SCHEME) {
                            const tree = buildSumTree(tickets);
                            if (tree.root !== record.commitment) throw new Error(`Draw ${campaign.sId}: the ticket list no longer matches its commitment`);
                            winnerProof = JSON.stringify(ticketPath(tree, winner.index, ticket));
                        }
                        // Whoever gets this update is the one run that crowns the winner.
                        const claimed = await rawQuery(
                            this.connection,
                            tx,
                            `UPDATE "draw_record" SET "winnerTicketId" = ?, "winnerIndex" = ?, "winnerCustomerId" = ?, "winnerProof" = ?
                             WHERE "campaignId" = ? AND "winnerTicketId" IS NULL RETURNING "id"`,
                            [ticket.ticketId, winner.index, ticket.customerId, winnerProof, campaign.id],
                        );
                        if (claimed.length) await this.winners.crown(tx, campaign, ticket.ticketId, ticket.customerId);
                        await this.enter(tx, campaign, 'ENDED', false);
                    });
                    this.crashIfAsked('ENDED');
                    break;
                }
                case 'ENDED':
                    return 'ended';
                default:
                    return 'not-a-draw';
            }
        }
        return 'waiting';
    }

    /**
     * When a draw that is waiting for its randomness should have it (ms since epoch): a drand draw's
     * fixed round's emission time; null when nobody can say (a Chainlink answer, no round fixed yet).
     */
    async randomnessDueAt(ctx: RequestContext, campaignId: ID): Promise<number | null> {
        const record = await this.connection.getRepository(ctx, DrawRecord).findOne({ where: { campaignId } });
        const emitted = record?.beaconSignature ? null : beaconRoundEmittedAt(record);
        return emitted == null ? null : emitted * 1000;
    }

    /** DRAW_INIT's work: freeze the ticket list and publish its Merkle root, before any randomness exists. */
    private async commitTicketSet(ctx: RequestContext, campaign: Campaign): Promise<DrawRecord> {
        const existing = await this.connection.getRepository(ctx, DrawRecord).findOne({ where: { campaignId: campaign.id } });
        if (existing) return existing;
        const holderSalt = crypto.randomBytes(32).toString('hex');
        const tickets = await this.results.committedTickets(ctx, campaign.id, holderSalt);
        const record = new DrawRecord({
            campaignId: campaign.id,
            provider: this.randomness().name,
            holderSalt,
            // Draws committed from now on are sum trees; older records keep their scheme (merkle-v1).
            commitment: buildSumTree(tickets).root,
            commitmentScheme: MERKLE_SUM_SCHEME,
            ticketCount: tickets.length,
            totalWeight: tickets.reduce((sum, t) => sum + BigInt(t.weight), 0n).toString(),
        });
        try {
            await this.connection.getRepository(ctx, DrawRecord).insert(record);
        } catch (err) {
            // Another runner committed first (unique campaignId): theirs is the commitment.
            const theirs = await this.connection.getRepository(ctx, DrawRecord).findOne({ where: { campaignId: campaign.id } });
            if (theirs) return theirs;
            throw err;
        }
        Logger.info(`Draw ${campaign.sId}: ${tickets.length} tickets committed as ${record.commitment}`, loggerCtx);
        return record;
    }

    private record(ctx: RequestContext, campaignId: ID): Promise<DrawRecord> {
        return this.connection.getRepository(ctx, DrawRecord).findOneOrFail({ where: { campaignId } });
    }

    /** Sets each given column only if it is still empty: a repeated stage cannot overwrite what was published. */
    private async fillOnce(ctx: RequestContext, campaignId: ID, values: Partial<Record<keyof DrawRecord, string | number | undefined>>) {
        for (const [column, value] of Object.entries(values)) {
            if (value === undefined || value === null) continue;
            await rawQuery(this.connection, ctx, `UPDATE "draw_record" SET "${column}" = ? WHERE "campaignId" = ? AND "${column}" IS NULL`, [
                value,
                campaignId,
            ]);
        }
    }

    /** Sets every given column in one UPDATE, only while `guard` is still empty: the group is written once, whole. */
    private async fillGroupOnce(ctx: RequestContext, campaignId: ID, guard: keyof DrawRecord, values: Partial<Record<keyof DrawRecord, string | number>>) {
        const columns = Object.keys(values);
        await rawQuery(
            this.connection,
            ctx,
            `UPDATE "draw_record" SET ${columns.map(c => `"${c}" = ?`).join(', ')} WHERE "campaignId" = ? AND "${String(guard)}" IS NULL`,
            [...Object.values(values), campaignId],
        );
    }

    /** Enters the next stage, once: only a campaign still in the stage it was read in moves. */
    private async enter(ctx: RequestContext, campaign: Campaign, next: DrawSequenceStage, crashCheck = true) {
        const moved = await this.campaigns.moveStage(ctx, campaign, next);
        if (moved) {
            Logger.verbose(`Draw ${campaign.sId}: ${campaign.stage} → ${next}`, loggerCtx);
            // Delivered once the stage's transaction (if any) has committed.
            await this.eventBus.publish(new DrawStageChangedEvent(ctx, campaign.id, next));
        }
        if (moved && crashCheck && next !== 'DRAW_INIT') this.crashIfAsked(next);
    }

    /** Fault injection for the resume tests: die the hard way right after a stage was entered. */
    crashIfAsked(stage: DrawSequenceStage) {
        if (this.options.crashAt === stage) {
            Logger.warn(`TEST_DRAW_CRASH_AT=${stage}: killing the process`, loggerCtx);
            process.kill(process.pid, 'SIGKILL');
        }
    }

    /** Campaigns whose draw has started but not ended: resumed by the sweeper. */
    async unfinished(ctx: RequestContext): Promise<ID[]> {
        return this.campaigns.unfinishedDrawIds(ctx);
    }
}
