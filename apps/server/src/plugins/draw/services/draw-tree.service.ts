import { Injectable } from '@nestjs/common';
import { ID, Logger, RequestContext, TransactionalConnection } from '@vendure/core';
import { buildSumTree, encodeSumPath, holderHash, MERKLE_SUM_SCHEME, type SumProofStep, type SumTree, sumTreeProof } from '@tuah/fairness';

import { activeCustomerId } from '../../../common/customer';
import { clampPage } from '../../../common/paging';
import { CampaignService, CampaignTicketService } from '../../campaign';
import { TicketProofsUnavailableError } from '../errors';
import { loggerCtx } from '../constants';
import { DrawRecord } from '../entities/draw-record.entity';
import { CommittedTicketView, DrawResultService } from './draw-result.service';

/** A committed sum tree, and each leaf's ticket sequence number (ascending), to find a ticket's position. */
interface CachedTree {
    key: string;
    tree: SumTree;
    seqs: Float64Array;
}

/** A ticket's path to a merkle-sum-v1 commitment, as published. */
export interface TicketPathView {
    ticket: Pick<CommittedTicketView, 'ticketId' | 'weight' | 'rarity' | 'holderHash' | 'rarityScheme' | 'rarityRound' | 'issuedAt' | 'rarityRevealedAt'>;
    index: number;
    /** Sum of the weights before it in the list (decimal): its interval is [before, before + weight). */
    before: string;
    steps: SumProofStep[];
    /** The steps in their compact form (encodeSumPath). */
    path: string;
}

/**
 * The sum trees of committed draws (docs/fairness.md#merkle-sum-tree-merkle-sum-v1): built from
 * the committed list when a path is asked for, checked against the stored commitment, and kept in
 * memory for the last few draws (a million tickets is about 80 MB and a few seconds to build), so
 * shoppers asking for their tickets' paths share one build.
 */
@Injectable()
export class DrawTreeService {
    private static readonly KEEP = 2;
    private cache: CachedTree[] = [];
    private building = new Map<string, Promise<CachedTree>>();

    constructor(
        private connection: TransactionalConnection,
        private results: DrawResultService,
        private tickets: CampaignTicketService,
        private campaigns: CampaignService,
    ) {}

    /** The sum tree of the list as committed now; a list that no longer matches the commitment is an error, never a proof. */
    async tree(ctx: RequestContext, record: DrawRecord): Promise<CachedTree> {
        if (record.commitmentScheme !== MERKLE_SUM_SCHEME)
            throw new Error(`draw ${record.campaignId} is committed as ${record.commitmentScheme}, not a sum tree`);
        const key = `${record.campaignId}:${record.commitment}`;
        const cached = this.cache.find(c => c.key === key);
        if (cached) return cached;
        let pending = this.building.get(key);
        if (!pending) {
            pending = this.build(ctx, record, key).finally(() => this.building.delete(key));
            this.building.set(key, pending);
        }
        return pending;
    }

    private async build(ctx: RequestContext, record: DrawRecord, key: string): Promise<CachedTree> {
        const started = Date.now();
        const list = await this.results.committedTickets(ctx, record.campaignId, record.holderSalt);
        const tree = buildSumTree(list);
        if (tree.root !== record.commitment) throw new Error(`draw ${record.campaignId}: the ticket list no longer matches its commitment`);
        const seqs = Float64Array.from(list, t => t.seq);
        const entry = { key, tree, seqs };
        this.cache = [entry, ...this.cache.filter(c => c.key !== key)].slice(0, DrawTreeService.KEEP);
        Logger.verbose(`Sum tree of draw ${record.campaignId} (${list.length} tickets) built in ${Date.now() - started} ms`, loggerCtx);
        return entry;
    }

    /**
     * myTicketProofs: one page of the signed-in shopper's own tickets in a committed sum-tree draw,
     * each with its path. Only the shopper's own tickets are ever looked up.
     */
    async myTicketProofs(ctx: RequestContext, campaignId: ID, page: { skip?: number | null; take?: number | null }) {
        const customerId = await activeCustomerId(this.connection, ctx);
        if (!customerId) return new TicketProofsUnavailableError('SIGN_IN_REQUIRED');
        const record = await this.connection.getRepository(ctx, DrawRecord).findOne({ where: { campaignId } });
        if (!record) return new TicketProofsUnavailableError((await this.campaigns.findRecord(ctx, campaignId)) ? 'NOT_COMMITTED' : 'NOT_FOUND');
        if (record.commitmentScheme !== MERKLE_SUM_SCHEME) return new TicketProofsUnavailableError('NOT_A_SUM_TREE');
        const { skip, take } = clampPage(page, { defaultTake: 50, maxTake: 100 });
        const { items, totalItems, holderHash: holder } = await this.holderPaths(ctx, record, customerId, skip, take);
        return {
            campaignId: record.campaignId,
            commitment: record.commitment,
            commitmentScheme: record.commitmentScheme,
            ticketCount: record.ticketCount,
            totalWeight: record.totalWeight,
            holderHash: holder,
            items,
            totalItems,
        };
    }

    /** One page of a holder's tickets in this draw, each with its path; their count. */
    async holderPaths(ctx: RequestContext, record: DrawRecord, customerId: ID, skip: number, take: number) {
        const [own, totalItems] = await this.tickets.validTicketsOfHolder(ctx, record.campaignId, customerId, skip, take);
        if (!own.length) return { items: [], totalItems, holderHash: holderHash(record.holderSalt, String(customerId)) };
        const cached = await this.tree(ctx, record);
        const holder = holderHash(record.holderSalt, String(customerId));
        const items = own.map(t => {
            const index = indexOfSeq(cached.seqs, t.seq);
            if (index < 0) throw new Error(`ticket ${t.ticketId} is not in the committed list of draw ${record.campaignId}`);
            return ticketPath(cached.tree, index, {
                ticketId: t.ticketId,
                weight: t.weight!,
                rarity: t.rarity!,
                holderHash: holder,
                customerId,
                seq: t.seq,
                rarityScheme: t.rarityScheme,
                rarityRound: t.rarityRound,
                issuedAt: t.createdAt,
                rarityRevealedAt: t.rarityRevealedAt,
            });
        });
        return { items, totalItems, holderHash: holder };
    }
}

/** The path of the ticket at `index` of the committed list, as published (the winner's is stored with it: DrawRecord.winnerProof). */
export function ticketPath(tree: SumTree, index: number, ticket: CommittedTicketView): TicketPathView {
    const { ticketId, weight, rarity, holderHash: holder, rarityScheme, rarityRound, issuedAt, rarityRevealedAt } = ticket;
    const steps = sumTreeProof(tree, index);
    return {
        ticket: { ticketId, weight, rarity, holderHash: holder, rarityScheme, rarityRound, issuedAt, rarityRevealedAt },
        index,
        before: beforeOf(steps).toString(),
        steps,
        path: encodeSumPath(steps),
    };
}

/** The weight before a leaf: the sums of the siblings on its left. */
function beforeOf(steps: SumProofStep[]): bigint {
    return steps.reduce((sum, step) => (step.side === 'L' ? sum + BigInt(step.sum) : sum), 0n);
}

function indexOfSeq(seqs: Float64Array, seq: number): number {
    let lo = 0;
    let hi = seqs.length - 1;
    while (lo <= hi) {
        const mid = (lo + hi) >>> 1;
        const v = seqs[mid]!;
        if (v === seq) return mid;
        if (v < seq) lo = mid + 1;
        else hi = mid - 1;
    }
    return -1;
}
