import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { roundAt, roundTime } from '@tuah/fairness';
import { EventBus, ID, Logger, RequestContext, TransactionalConnection } from '@vendure/core';
import { In, IsNull } from 'typeorm';

import { BeaconService, type NextRound, type PinnedChain } from '../../beacon';
import { rawQuery } from '../../../common/sql';
import { loggerCtx, TICKET_TIERS, TicketTier } from '../constants';
import { Campaign } from '../entities/campaign.entity';
import { Ticket } from '../entities/ticket.entity';
import { TicketsIssuedEvent } from './campaign-events';
import { drawWeight, rollTierOnRound } from './tier-roll';

/** Ids per UPDATE: far below SQLite's and PostgreSQL's parameter limits. */
const REVEAL_BATCH = 500;
/** Rounds one proof request gets (a shopper's page of tickets and the winner need a few). */
const ROUNDS_PER_ANSWER = 100;

/** What a ticket read needs to know, or to be told, about its rarity. */
type RarityFields = Pick<Ticket, 'id' | 'rarity' | 'weight' | 'rarityScheme' | 'rarityRound' | 'rarityRevealedAt'>;

/**
 * Ticket rarities that take a beacon round (docs/fairness.md#ticket-rarity, scheme `beacon-v1`):
 * a ticket is issued with the first round emitted after its issuing transaction and no rarity;
 * once that round's signature is out, its rarity is rolled from the tier seed, the ticket id and
 * the signature, and written once (`WHERE rarity IS NULL`). Whoever comes first writes it: the
 * waiter started when the tickets' transaction committed, a read of the tickets, the sweep task,
 * or DRAW_INIT, which never commits a list with a rarity missing. Every writer computes the same
 * value, so racing writers agree and only the first one's UPDATE changes the row.
 */
@Injectable()
export class TicketRarityService implements OnApplicationBootstrap {
    /** Rounds this process is already waiting for (one waiter per round, whatever the number of orders). */
    private waiting = new Map<number, Promise<void>>();

    constructor(
        private connection: TransactionalConnection,
        private beacon: BeaconService,
        private eventBus: EventBus,
    ) {}

    onApplicationBootstrap() {
        // Delivered after the issuing transaction has committed: the rows are there to reveal.
        this.eventBus.ofType(TicketsIssuedEvent).subscribe(event => {
            if (event.rarityRound != null) this.revealWhenOut(event.rarityRound);
        });
    }

    /** The round fixed for tickets issued at `at`: the first one emitted after it. */
    roundFor(at: Date): Promise<NextRound> {
        return this.beacon.nextRoundAfter(at);
    }

    chain(): Promise<PinnedChain> {
        return this.beacon.chain();
    }

    /** When the round's signature is due (its emission time on the shop's chain). */
    async revealsAt(round: number): Promise<Date> {
        return new Date(roundTime(await this.chain(), round) * 1000);
    }

    /** Waits (in the background, once per round) for the round's signature, then reveals its tickets. */
    revealWhenOut(round: number): void {
        if (this.waiting.has(round)) return;
        const done = (async () => {
            try {
                await this.beacon.waitForSignature(round);
                await this.revealRound(RequestContext.empty(), round);
            } catch (err) {
                // The sweep task, the next read or DRAW_INIT reveals them later.
                Logger.warn(`Ticket rarities of beacon round ${round} not revealed yet: ${err instanceof Error ? err.message : err}`, loggerCtx);
            } finally {
                this.waiting.delete(round);
            }
        })();
        this.waiting.set(round, done);
    }

    /**
     * Writes the rarity of every ticket of `round` still without one, if the round is out; returns
     * whether it was. Each ticket is written at most once: `rarity IS NULL` is the claim.
     */
    async revealRound(ctx: RequestContext, round: number): Promise<boolean> {
        const signature = await this.beacon.signature(round);
        if (!signature) return false;
        const pending = await this.connection.getRepository(ctx, Ticket).find({
            where: { rarityRound: round, rarityScheme: 'beacon-v1', rarity: IsNull() },
            select: { id: true, ticketId: true, campaignId: true },
            loadEagerRelations: false,
        });
        if (!pending.length) return true;
        const campaignIds = [...new Set(pending.map(t => String(t.campaignId)))];
        const campaigns = await this.connection.getRepository(ctx, Campaign).find({
            where: { id: In(campaignIds) },
            select: { id: true, tierSeed: true, tierOdds: true },
            loadEagerRelations: false,
        });
        const byId = new Map(campaigns.map(c => [String(c.id), c]));
        const byTier = new Map<TicketTier, ID[]>(TICKET_TIERS.map(tier => [tier, []]));
        for (const ticket of pending) {
            const campaign = byId.get(String(ticket.campaignId))!;
            byTier.get(rollTierOnRound(campaign.tierSeed, ticket.ticketId, signature, campaign.tierOdds))!.push(ticket.id);
        }
        const now = new Date();
        for (const [tier, ids] of byTier) {
            for (let i = 0; i < ids.length; i += REVEAL_BATCH) {
                const batch = ids.slice(i, i + REVEAL_BATCH);
                // The query builder, not raw SQL: it writes the date the way each database's date columns hold it.
                await this.connection
                    .getRepository(ctx, Ticket)
                    .createQueryBuilder()
                    .update(Ticket)
                    .set({ rarity: tier, weight: drawWeight(tier), rarityRevealedAt: now })
                    .where('"rarity" IS NULL AND "rarityRound" = :round AND "id" IN (:...ids)', { round, ids: batch })
                    .execute();
            }
        }
        return true;
    }

    /**
     * Before counting a campaign's odds: reveals its tickets whose round is out and still have no
     * rarity, so a shopper's own ticket counts as soon as its round's time has passed, whether or not
     * the waiter started at issue has written it yet.
     */
    async revealDueOfCampaign(ctx: RequestContext, campaignId: ID): Promise<void> {
        const rows = await this.connection
            .getRepository(ctx, Ticket)
            .createQueryBuilder('t')
            .select('DISTINCT t.rarityRound', 'round')
            .where('t.campaignId = :campaignId AND t.rarity IS NULL AND t.rarityScheme = :scheme AND t.rarityRound IS NOT NULL', {
                campaignId,
                scheme: 'beacon-v1',
            })
            .getRawMany<{ round: number | string }>();
        if (!rows.length) return;
        const chain = await this.chain();
        const now = Date.now() / 1000;
        for (const round of rows.map(r => Number(r.round)).filter(r => roundTime(chain, r) <= now)) await this.revealRound(ctx, round);
    }

    /**
     * Before answering a read: reveals the tickets of `tickets` whose round is out and still show
     * no rarity, and fills the objects in place, so nobody sees "revealing" past the round's time.
     */
    async revealRead<T extends RarityFields>(ctx: RequestContext, tickets: T[]): Promise<T[]> {
        const pending = tickets.filter(t => t.rarity == null && t.rarityScheme === 'beacon-v1' && t.rarityRound != null);
        if (!pending.length) return tickets;
        const chain = await this.chain();
        const now = Date.now() / 1000;
        const due = [...new Set(pending.map(t => t.rarityRound!))].filter(round => roundTime(chain, round) <= now);
        let revealed = false;
        for (const round of due) revealed = (await this.revealRound(ctx, round)) || revealed;
        if (!revealed) return tickets;
        const rows = await this.connection.getRepository(ctx, Ticket).find({
            where: { id: In(pending.map(t => t.id)) },
            select: { id: true, rarity: true, weight: true, rarityRevealedAt: true },
            loadEagerRelations: false,
        });
        const byId = new Map(rows.map(r => [String(r.id), r]));
        for (const ticket of pending) {
            const row = byId.get(String(ticket.id));
            if (row?.rarity == null) continue;
            ticket.rarity = row.rarity;
            ticket.weight = row.weight;
            ticket.rarityRevealedAt = row.rarityRevealedAt;
        }
        return tickets;
    }

    /** The sweep: reveals tickets whose round is out but were left without a rarity (a crash, a beacon outage). */
    async revealDue(ctx: RequestContext, campaignId?: ID): Promise<number> {
        const chain = await this.chain();
        const rounds = await this.pendingRounds(ctx, campaignId, roundAt(chain, Date.now() / 1000));
        let revealed = 0;
        for (const round of rounds) if (await this.revealRound(ctx, round)) revealed++;
        return revealed;
    }

    /**
     * DRAW_INIT's guard: waits for the rounds of the campaign's unrevealed tickets (at most one
     * period after its last sale) and reveals them. False when some are still unrevealed (the
     * beacon did not answer): the stage is then retried, and no list with a rarity missing is
     * committed.
     */
    async revealAllOf(ctx: RequestContext, campaignId: ID): Promise<boolean> {
        for (const round of await this.pendingRounds(ctx, campaignId)) {
            try {
                await this.beacon.waitForSignature(round);
            } catch (err) {
                Logger.warn(`Campaign ${campaignId}: beacon round ${round} is not out: ${err instanceof Error ? err.message : err}`, loggerCtx);
                return false;
            }
            await this.revealRound(ctx, round);
        }
        return (await this.pendingRounds(ctx, campaignId)).length === 0;
    }

    /**
     * The signatures of the campaign's rarity rounds among `rounds` (the first ROUNDS_PER_ANSWER
     * distinct ones; rounds no ticket of the campaign took are left out, so a caller cannot make
     * the shop fetch arbitrary rounds), for a proof to verify its tickets with.
     */
    async roundsOf(ctx: RequestContext, campaignId: ID, rounds: number[]) {
        const asked = [...new Set(rounds.filter(r => Number.isSafeInteger(r) && r >= 1))].slice(0, ROUNDS_PER_ANSWER);
        if (!asked.length) return [];
        const used = await rawQuery<{ round: number | string }>(
            this.connection,
            ctx,
            `SELECT DISTINCT "rarityRound" AS "round" FROM "ticket" WHERE "campaignId" = ? AND "rarityRound" IN (${asked.map(() => '?').join(', ')}) ORDER BY "rarityRound"`,
            [campaignId, ...asked],
        );
        const chain = await this.chain();
        return Promise.all(
            used.map(async ({ round }) => ({
                round: Number(round),
                signature: await this.beacon.signature(Number(round)),
                emittedAt: new Date(roundTime(chain, Number(round)) * 1000),
            })),
        );
    }

    private async pendingRounds(ctx: RequestContext, campaignId?: ID, upTo?: number): Promise<number[]> {
        const where = [`"rarity" IS NULL`, `"rarityScheme" = 'beacon-v1'`, `"rarityRound" IS NOT NULL`];
        const params: unknown[] = [];
        if (campaignId != null) {
            where.push(`"campaignId" = ?`);
            params.push(campaignId);
        }
        if (upTo != null) {
            where.push(`"rarityRound" <= ?`);
            params.push(upTo);
        }
        const rows = await rawQuery<{ round: number | string }>(
            this.connection,
            ctx,
            `SELECT DISTINCT "rarityRound" AS "round" FROM "ticket" WHERE ${where.join(' AND ')} ORDER BY "rarityRound" LIMIT 1000`,
            params,
        );
        return rows.map(r => Number(r.round));
    }
}
