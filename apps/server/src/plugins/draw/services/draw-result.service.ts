import { Injectable } from '@nestjs/common';
import { Customer, ID, RequestContext, RequestContextCacheService, TransactionalConnection } from '@vendure/core';
import { DEFAULT_TIER_ODDS, holderHash, type RarityScheme, seedCommitment, TICKET_TIERS, type TicketTier } from '@tuah/fairness';
import { In } from 'typeorm';

import { loadBatched } from '../../../common/request-cache';
import { CampaignService, CampaignTicketService, displayName, Ticket } from '../../campaign';
import { FairnessLogService } from '../../fairness-log';
import { logSubject } from '../constants';
import { DrawRecord } from '../entities/draw-record.entity';
import { DrawProviderName } from '../types';
import { drawTimeline } from './draw-timeline';

export interface CampaignWinnerView {
    ticketId: string;
    /** The avatar is resolved by the campaign plugin's CampaignParticipant resolver. */
    customer: { id: ID; displayName: string } | null;
}

/** One ticket of a committed list, as published (customerId and seq stay on the server). */
export interface CommittedTicketView {
    ticketId: string;
    weight: number;
    rarity: TicketTier;
    holderHash: string;
    customerId: ID;
    seq: number;
    /** How the rarity was rolled, and its evidence (docs/fairness.md#ticket-rarity). */
    rarityScheme: RarityScheme;
    rarityRound: number | null;
    issuedAt: Date;
    rarityRevealedAt: Date | null;
}

/** campaignFairness without its resolved fields; `drawRecord` is for those resolvers, not in the schema. */
export type CampaignFairnessView = NonNullable<Awaited<ReturnType<DrawResultService['fairness']>>>;

/** A campaign's draw record and its winner's customer row, as one batch loads them. */
interface DrawOutcome {
    record: DrawRecord;
    winner: Customer | undefined;
}

/** Public reads of draws: winners (batched per request, so a page of campaigns costs two queries) and fairness proofs. */
@Injectable()
export class DrawResultService {
    constructor(
        private connection: TransactionalConnection,
        private cache: RequestContextCacheService,
        private campaigns: CampaignService,
        private tickets: CampaignTicketService,
        private log: FairnessLogService,
    ) {}

    /** The draw record of a campaign; lookups made in the same tick of one request share one batch. */
    async recordFor(ctx: RequestContext, campaignId: ID): Promise<DrawRecord | undefined> {
        return (await this.outcomeFor(ctx, campaignId))?.record;
    }

    /** The field resolvers of one list page share one batch: one query for their draw records, one for their winners. */
    private outcomeFor(ctx: RequestContext, campaignId: ID): Promise<DrawOutcome | undefined> {
        return loadBatched(this.cache, ctx, 'draw:outcomes', campaignId, async ids => {
            const records = await this.connection.getRepository(ctx, DrawRecord).find({ where: { campaignId: In(ids) } });
            const winnerIds = [
                ...new Set(
                    records
                        .map(r => r.winnerCustomerId)
                        .filter((id): id is ID => id != null)
                        .map(String),
                ),
            ];
            const customers = winnerIds.length
                ? await this.connection.getRepository(ctx, Customer).find({
                      where: { id: In(winnerIds) },
                      select: { id: true, firstName: true, lastName: true, customFields: true },
                      loadEagerRelations: false,
                  })
                : [];
            const byId = new Map(customers.map(c => [String(c.id), c]));
            return new Map(
                records.map(r => [String(r.campaignId), { record: r, winner: r.winnerCustomerId != null ? byId.get(String(r.winnerCustomerId)) : undefined }]),
            );
        });
    }

    async winner(ctx: RequestContext, campaignId: ID): Promise<CampaignWinnerView | null> {
        const outcome = await this.outcomeFor(ctx, campaignId);
        if (!outcome?.record.winnerTicketId) return null;
        const customer = outcome.winner;
        return {
            ticketId: outcome.record.winnerTicketId,
            customer: customer ? { id: customer.id, displayName: displayName(customer) } : null,
        };
    }

    /** The provider a committed draw was run with; null before DRAW_INIT. */
    async committedProvider(ctx: RequestContext, campaignId: ID): Promise<DrawProviderName | null> {
        const record = await this.connection.getRepository(ctx, DrawRecord).findOne({ where: { campaignId }, select: { id: true, provider: true } });
        return record?.provider ?? null;
    }

    /**
     * What a shopper needs to re-derive the winner with packages/fairness. The ticket list itself
     * (`tickets`, `ticketPage`) is resolved only when asked for: a sum-tree draw's proof page
     * needs the winner's path (`winnerProof`), not the list.
     */
    async fairness(ctx: RequestContext, campaignId: ID) {
        const campaign = await this.campaigns.findRecord(ctx, campaignId);
        if (!campaign) return null;
        const record = await this.connection.getRepository(ctx, DrawRecord).findOne({ where: { campaignId } });
        const odds = { ...DEFAULT_TIER_ODDS, ...(campaign.tierOdds ?? {}) };
        return {
            campaignId: campaign.id,
            sId: campaign.sId,
            stage: campaign.stage,
            provider: record?.provider ?? null,
            commitment: record?.commitment ?? null,
            committedAt: record ? campaign.ts_DRAW_INIT : null,
            commitmentScheme: record?.commitmentScheme ?? null,
            ticketCount: record?.ticketCount ?? 0,
            totalWeight: record?.totalWeight ?? null,
            drawRecord: record ?? null,
            tierSeedCommitment: seedCommitment(campaign.tierSeed),
            // Revealed only once no ticket can be added: the tiers of a frozen set can no longer be gamed.
            tierSeed: record ? campaign.tierSeed : null,
            tierOdds: TICKET_TIERS.map(rarity => ({ rarity, percent: odds[rarity] })),
            randomWord: record?.randomWord ?? null,
            vrfPublicKey: record?.vrfPublicKey ?? null,
            vrfProof: record?.vrfProof ?? null,
            chainId: record?.chainId ?? null,
            contractAddress: record?.contractAddress ?? null,
            requestId: record?.requestId ?? null,
            commitTxHash: record?.commitTxHash ?? null,
            requestTxHash: record?.requestTxHash ?? null,
            fulfilTxHash: record?.fulfilTxHash ?? null,
            vrfWord: record?.vrfWord ?? null,
            beaconRound: record?.beaconRound ?? null,
            beaconFixedAt: record?.beaconFixedAt ?? null,
            beaconDelaySeconds: record?.beaconDelaySeconds ?? null,
            beaconPublicKey: record?.beaconPublicKey ?? null,
            beaconChainHash: record?.beaconChainHash ?? null,
            beaconGenesisTime: record?.beaconGenesisTime ?? null,
            beaconPeriod: record?.beaconPeriod ?? null,
            beaconSignature: record?.beaconSignature ?? null,
            winnerTicketId: record?.winnerTicketId ?? null,
            winnerIndex: record?.winnerIndex ?? null,
            // Where the commitment, random word and result stand in the public fairness log.
            logEntries: record ? await this.log.entriesOf(ctx, logSubject(campaign)) : [],
            timeline: record ? drawTimeline(campaign, record) : null,
        };
    }

    /** The committed ticket list: every valid ticket in issue order, holders hidden behind salted hashes. */
    async committedTickets(ctx: RequestContext, campaignId: ID, holderSalt: string): Promise<CommittedTicketView[]> {
        return this.publicTickets(await this.tickets.validTicketsInOrder(ctx, campaignId), holderSalt);
    }

    /** One page of the committed list (for auditors: a million tickets are never one response), and its length. */
    async committedTicketPage(ctx: RequestContext, record: DrawRecord, skip: number, take: number) {
        const [tickets, totalItems] = await this.tickets.validTicketsPage(ctx, record.campaignId, skip, take);
        return { items: this.publicTickets(tickets, record.holderSalt), totalItems };
    }

    private publicTickets(tickets: Ticket[], holderSalt: string): CommittedTicketView[] {
        // Holders repeat (a shopper holds many tickets): one hash per holder.
        const hashes = new Map<string, string>();
        const hashOf = (customerId: ID) => {
            const key = String(customerId);
            let hash = hashes.get(key);
            if (!hash) hashes.set(key, (hash = holderHash(holderSalt, key)));
            return hash;
        };
        // A committed list has every rarity: DRAW_INIT reveals them before committing.
        return tickets.map(t => ({
            ticketId: t.ticketId,
            weight: t.weight!,
            rarity: t.rarity!,
            holderHash: hashOf(t.customerId),
            customerId: t.customerId,
            seq: t.seq,
            rarityScheme: t.rarityScheme,
            rarityRound: t.rarityRound,
            issuedAt: t.createdAt,
            rarityRevealedAt: t.rarityRevealedAt,
        }));
    }
}
