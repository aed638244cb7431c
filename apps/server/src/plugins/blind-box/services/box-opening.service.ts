import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';

import { EventBus, ID, idsAreEqual, Logger, Order, Payment, RequestContext, TransactionalConnection } from '@vendure/core';
import { In, IsNull } from 'typeorm';

import { CampaignService } from '../../campaign';
import { isPostgres } from '../../../common/sql';
import { BLIND_BOX_PLUGIN_OPTIONS, ClientSeedSource, loggerCtx } from '../constants';
import { BlindBox } from '../entities/blind-box.entity';
import { DigitalCode } from '../entities/digital-code.entity';
import { PrizeLine } from '../entities/prize-line.entity';
import { BeaconService, NextRound } from '../../beacon';
import { BbCodeUnavailableError, BlindBoxUnavailableError, BoxOpeningPendingError, ClientSeedProblem, InvalidClientSeedError } from '../errors';
import { BlindBoxPluginOptions } from '../types';
import { BlindBoxOpenedEvent, DigitalCodeRevealedEvent } from './blind-box-events';
import { BlindBoxService, nextUnopened } from './blind-box.service';
import { eligibilitySnapshot, pickPrizeLine, proveBox, withoutLine } from './box-derivation';
import { PrizeLineService } from './prize-line.service';
import { BOX_SCHEME_BEACON, CLIENT_SEED_MAX_HEX, CLIENT_SEED_MIN_HEX } from '@tuah/fairness';

export interface BoxOpening {
    box: BlindBox;
    prizeLine: PrizeLine;
    /** The box had been opened before: this is that result, nothing was drawn again. */
    alreadyOpened: boolean;
    nextBoxId: ID | null;
}

const CODE_CLAIM_ATTEMPTS = 8;

/** The seed a box's opening binds into its outcome, and where it came from. */
interface OpeningSeed {
    clientSeed: string;
    clientSeedSource: ClientSeedSource;
}

type OpeningRefusal = BlindBoxUnavailableError | BoxOpeningPendingError;

/**
 * What is wrong with a client seed sent by a shopper's device, or null if it is usable: 32 to
 * 128 hex digits (128 to 512 bits; either case, stored lowercase).
 */
export function clientSeedProblem(seed: string): ClientSeedProblem | null {
    if (!/^[0-9a-fA-F]*$/.test(seed)) return 'NOT_HEX';
    if (seed.length < CLIENT_SEED_MIN_HEX) return 'TOO_SHORT';
    if (seed.length > CLIENT_SEED_MAX_HEX) return 'TOO_LONG';
    return null;
}

/**
 * Opens boxes, exactly once each, and reveals digital codes to their owners.
 *
 * An opening (scheme vrf-beacon-v1, docs/blind-boxes.md#opening-exactly-once) has two steps, because its
 * outcome also takes a beacon round that does not exist yet when the opening is claimed:
 *  1. the claim, one statement committed on its own: `UPDATE blind_box SET clientSeed = ?,
 *     beaconRound = <first round emitted after now>, claimedAt = now ... WHERE id = ? AND isOpen
 *     = false AND isVoid = false AND clientSeed IS NULL` (openAllBox: every box of the order in
 *     the same statement, so one round). The first seed wins; a later call finds the claim and
 *     finishes it with that seed and round, whatever seed it sent;
 *  2. outside any transaction, wait for the round's signature (BeaconService);
 *  3. the award, one transaction: `UPDATE ... SET isOpen = true WHERE id = ? AND isOpen = false
 *     AND isVoid = false`, whoever updates no row did not award it (a refund voided it, or a
 *     racing call awarded it: its result is read back); then the word SHA-256(VRF output ‖ round
 *     signature) picks a line from the eligibility snapshot (stock left now) and the prize is
 *     taken: a DIGITAL line's code by `... SET assignedBoxId = box WHERE assignedBoxId IS NULL`,
 *     limited stock by `awarded = awarded + 1 WHERE awarded < stock`; if the line ran out between
 *     snapshot and take, it is marked run out in the snapshot and the pick made again (still
 *     deterministic: the snapshot stored is the one finally used); the result and its evidence
 *     are recorded in the same transaction, so `isOpen` is never seen committed without a prize.
 * Each decision is one conditional statement because on SQLite the concurrent requests of one
 * process share a connection, and on PostgreSQL two server processes may race; there the
 * award's row lock also makes a racing awarder wait until the award commits.
 */
@Injectable()
export class BoxOpeningService {
    constructor(
        private connection: TransactionalConnection,
        private eventBus: EventBus,
        private boxes: BlindBoxService,
        private prizeLines: PrizeLineService,
        private campaigns: CampaignService,
        private beacon: BeaconService,
        @Inject(BLIND_BOX_PLUGIN_OPTIONS) private options: BlindBoxPluginOptions,
    ) {}

    /** openBox: opens one of the customer's boxes (or returns how it was opened before). */
    async openOwned(
        ctx: RequestContext,
        boxId: ID,
        autoNext: boolean,
        clientSeed?: string | null,
    ): Promise<BoxOpening | OpeningRefusal | InvalidClientSeedError> {
        const box = await this.boxes.ownedBox(ctx, boxId);
        const seed = await this.openingSeed(ctx, box.orderId, clientSeed);
        if (seed instanceof InvalidClientSeedError) return seed;
        const result = await this.open(ctx, box, seed);
        if (!('box' in result)) return result;
        if (autoNext) {
            const siblings = await this.connection
                .getRepository(ctx, BlindBox)
                .find({ where: { orderId: box.orderId }, order: { orderLineId: 'ASC', n: 'ASC' } });
            result.nextBoxId = nextUnopened(siblings, box.id);
        }
        return result;
    }

    /**
     * openAllBox: opens every unopened box of one of the customer's orders and returns every
     * box's result. One statement claims every unclaimed box with one client seed and one round
     * (each box's outcome input also holds its own code, so the boxes still get independent
     * outcomes), the round is waited for once, and then each box is awarded in its own
     * transaction (a failure keeps the boxes awarded before it).
     *
     * Each award costs about 10 ms of CPU (its VRF proof) and, on SQLite, every database call
     * resolves without real I/O: a loop of awaits alone would hold the event loop for the whole
     * order (about 6 s for 600 boxes) and every other shopper would wait. So after each box's
     * transaction has committed the loop yields a turn of the event loop (setImmediate), letting
     * waiting requests run between boxes; a request waits at most about one box (docs/blind-boxes.md).
     */
    async openAll(ctx: RequestContext, orderId: ID, clientSeed?: string | null): Promise<BoxOpening[] | OpeningRefusal | InvalidClientSeedError> {
        const order = await this.boxes.ownedOrder(ctx, orderId);
        if (order.state === 'Cancelled') return new BlindBoxUnavailableError('ORDER_CANCELLED');
        const seed = await this.openingSeed(ctx, orderId, clientSeed);
        if (seed instanceof InvalidClientSeedError) return seed;
        const unclaimed = await this.connection.getRepository(ctx, BlindBox).count({ where: { orderId, isOpen: false, isVoid: false, clientSeed: IsNull() } });
        if (unclaimed) {
            const refused = await this.claim(ctx, { orderId }, seed);
            if (refused) return refused;
        }
        const boxes = await this.boxes.boxesOfOrder(ctx, orderId);
        // Normally one round: the one just fixed (boxes claimed earlier, one by one, may wait for their own).
        const rounds = new Set(boxes.filter(b => !b.isOpen && !b.isVoid && b.beaconRound != null && !b.beaconSignature).map(b => b.beaconRound!));
        const signatures = new Map<number, string>();
        for (const round of rounds) {
            const signature = await this.roundSignature(round);
            if (!signature) return new BoxOpeningPendingError('BEACON_LATE');
            signatures.set(round, signature);
        }
        const results: BoxOpening[] = [];
        const tierSeeds = new Map<string, string>();
        for (const box of boxes) {
            if (box.isVoid && !box.isOpen) continue;
            const result = await this.finish(ctx, box.id, tierSeeds, signatures, 0, box);
            if ('box' in result) results.push(result);
            else if (result instanceof BoxOpeningPendingError) return result;
            await nextTurn();
        }
        return results;
    }

    /**
     * The seed an opening binds into the outcome: the device's (validated), or without one the
     * order's gateway payment transaction id (fixed by the gateway at payment, after the box was
     * sold), or for an order without one random bytes drawn now (docs/fairness.md).
     */
    private async openingSeed(ctx: RequestContext, orderId: ID, clientSeed?: string | null): Promise<OpeningSeed | InvalidClientSeedError> {
        if (clientSeed != null) {
            const problem = clientSeedProblem(clientSeed);
            if (problem) return new InvalidClientSeedError(problem);
            return { clientSeed: clientSeed.toLowerCase(), clientSeedSource: 'DEVICE' };
        }
        const payment = await this.connection.getRepository(ctx, Payment).findOne({
            where: { order: { id: orderId }, state: In(['Authorized', 'Settled']) },
            select: { id: true, transactionId: true },
            order: { id: 'ASC' },
        });
        if (payment?.transactionId) return { clientSeed: `payment-${payment.transactionId}`, clientSeedSource: 'PAYMENT' };
        return { clientSeed: `server-${randomBytes(16).toString('hex')}`, clientSeedSource: 'SERVER' };
    }

    /** Claims one box, or finds its claim, then finishes it. */
    private async open(ctx: RequestContext, box: BlindBox, seed: OpeningSeed): Promise<BoxOpening | OpeningRefusal> {
        if (!box.isOpen) {
            const order = await this.connection
                .getRepository(ctx, Order)
                .findOne({ where: { id: box.orderId }, select: { id: true, state: true }, loadEagerRelations: false });
            if (order?.state === 'Cancelled') return new BlindBoxUnavailableError('ORDER_CANCELLED');
        }
        if (!box.isOpen && !box.isVoid && box.clientSeed == null) {
            const refused = await this.claim(ctx, { boxId: box.id }, seed);
            if (refused) return refused;
        }
        return this.finish(ctx, box.id);
    }

    /**
     * Step 1: fixes the client seed and the first beacon round emitted after now on the
     * unclaimed boxes matched (one box, or an order's), in one statement committed on its own
     * (no request transaction: it must stand while the round is awaited). Boxes claimed, opened
     * or voided before are left as they are. The beacon's schedule is read first, so the claim
     * time is taken after any wait for it.
     */
    private async claim(ctx: RequestContext, which: { boxId: ID } | { orderId: ID }, seed: OpeningSeed): Promise<BoxOpeningPendingError | null> {
        let next: NextRound;
        let claimedAt: Date;
        try {
            await this.beacon.chain();
            claimedAt = new Date();
            next = await this.beacon.nextRoundAfter(claimedAt);
        } catch (err) {
            Logger.warn(`The beacon's schedule is unavailable, nothing claimed: ${(err as Error).message}`, loggerCtx);
            return new BoxOpeningPendingError('BEACON_LATE');
        }
        const { chainHash, publicKey, genesisTime, period } = next.chain;
        await this.connection
            .getRepository(ctx, BlindBox)
            .createQueryBuilder()
            .update(BlindBox)
            .set({ ...seed, scheme: BOX_SCHEME_BEACON, claimedAt, beaconRound: next.round, beaconChain: { chainHash, publicKey, genesisTime, period } })
            .where('"isOpen" = :closed AND "isVoid" = :closed AND "clientSeed" IS NULL', { closed: false })
            .andWhere('boxId' in which ? '"id" = :id' : '"orderId" = :orderId', 'boxId' in which ? { id: which.boxId } : { orderId: which.orderId })
            .execute();
        return null;
    }

    /**
     * The round's signature, waited for (null: the beacon has not published it within the grace
     * period). Openings waiting for the same round share the beacon's one fetch (BeaconService).
     */
    private async roundSignature(round: number): Promise<string | null> {
        try {
            return await this.beacon.waitForSignature(round, this.options.beaconGraceMs);
        } catch (err) {
            Logger.warn(`Box openings wait for beacon round ${round}: ${err instanceof Error ? err.message : String(err)}`, loggerCtx);
            return null;
        }
    }

    /**
     * Steps 2 and 3 for a claimed box: waits for its round (unless `signatures` has it) and
     * awards it, or returns the award someone else made. `tierSeeds` caches campaign seeds
     * across the boxes of one openAllBox call (a campaign's seed is fixed when it is created).
     */
    private async finish(
        ctx: RequestContext,
        boxId: ID,
        tierSeeds?: Map<string, string>,
        signatures?: Map<number, string>,
        attempt = 0,
        claimed?: BlindBox,
    ): Promise<BoxOpening | OpeningRefusal> {
        // openAllBox read its claimed boxes once (a query per box saved); if one was awarded since, the award's mark says so.
        const box = claimed && !claimed.isOpen && !claimed.isVoid && claimed.clientSeed != null ? claimed : await this.load(ctx, boxId);
        if (box.prizeLineId != null && box.prizeLine) return { box, prizeLine: box.prizeLine, alreadyOpened: true, nextBoxId: null };
        if (box.isVoid) return new BlindBoxUnavailableError('REFUNDED');
        if (!box.isOpen) {
            if (box.clientSeed == null) throw new Error(`Box ${box.code} is not claimed`);
            let signature: string | null = null;
            if (box.scheme === BOX_SCHEME_BEACON) {
                const chain = await this.beacon.chain().catch(() => null);
                // A claim made on another chain (the shop's beacon changed since) waits for an operator.
                if (!chain || !box.beaconChain || chain.chainHash !== box.beaconChain.chainHash || box.beaconRound == null) {
                    if (chain)
                        Logger.error(
                            `Box ${box.code} was claimed on beacon chain ${box.beaconChain?.chainHash}, the shop now uses ${chain.chainHash}`,
                            loggerCtx,
                        );
                    return new BoxOpeningPendingError('BEACON_LATE');
                }
                signature = signatures?.get(box.beaconRound) ?? (await this.roundSignature(box.beaconRound));
                if (!signature) return new BoxOpeningPendingError('BEACON_LATE');
            }
            const awarded = await this.connection.withTransaction(ctx, tx => this.award(tx, box, signature, tierSeeds));
            if (awarded) return awarded;
            // Not ours to award: a refund voided it, or a racing call awarded it.
            const now = await this.connection
                .getRepository(ctx, BlindBox)
                .findOne({ where: { id: boxId }, select: { id: true, isVoid: true }, loadEagerRelations: false });
            if (now?.isVoid) return new BlindBoxUnavailableError('REFUNDED');
        }
        const before = await this.openedBefore(ctx, boxId);
        if (before) return before;
        // The racing award failed and was rolled back: finish it ourselves, once.
        if (attempt > 0) throw new Error(`Box ${box.code}: its award was rolled back twice`);
        return this.finish(ctx, boxId, tierSeeds, signatures, attempt + 1);
    }

    /**
     * Step 3, in a transaction: marks the box open (only if it is still closed and not voided),
     * derives its outcome from its claim and the round's signature, takes the prize and records
     * the evidence. Undefined when another call awarded it or a refund voided it first.
     */
    private async award(ctx: RequestContext, box: BlindBox, roundSignature: string | null, tierSeeds?: Map<string, string>): Promise<BoxOpening | undefined> {
        const mark = await this.connection
            .getRepository(ctx, BlindBox)
            .createQueryBuilder()
            .update(BlindBox)
            .set({ isOpen: true, openedAt: new Date() })
            .where('"id" = :id AND "isOpen" = :closed AND "isVoid" = :closed AND "clientSeed" IS NOT NULL', { id: box.id, closed: false })
            .execute();
        if (!mark.affected) return undefined;

        const tierSeed = tierSeeds?.get(String(box.campaignId)) ?? (await this.tierSeedOf(ctx, box.campaignId));
        tierSeeds?.set(String(box.campaignId), tierSeed);
        const evidence = proveBox(this.options.vrfSecretKey(), tierSeed, box.code, box.clientSeed, roundSignature);
        const lines = await this.prizeLines.statesOf(ctx, box.campaignId);
        let snapshot = eligibilitySnapshot(lines);
        for (let attempt = 0; attempt <= lines.length; attempt++) {
            const lineId = pickPrizeLine(evidence.word, snapshot);
            const line = lines.find(l => String(l.id) === lineId)!;
            if (await this.take(ctx, box.id, line)) {
                await this.connection.getRepository(ctx, BlindBox).update(box.id, {
                    prizeLineId: line.id,
                    vrfProof: evidence.proof,
                    vrfPublicKey: evidence.publicKey,
                    randomWord: evidence.randomWord,
                    eligibility: snapshot,
                    beaconSignature: roundSignature,
                });
                const opened = await this.load(ctx, box.id);
                await this.eventBus.publish(new BlindBoxOpenedEvent(ctx, opened, opened.prizeLine!));
                return { box: opened, prizeLine: opened.prizeLine!, alreadyOpened: false, nextBoxId: null };
            }
            // Taken by another box since the snapshot: it is run out for this one too.
            snapshot = withoutLine(snapshot, lineId);
        }
        throw new Error(`Box ${box.code}: no prize line could be awarded`);
    }

    private async tierSeedOf(ctx: RequestContext, campaignId: ID): Promise<string> {
        return (await this.campaigns.tierSeedOf(ctx, campaignId)).tierSeed;
    }

    /**
     * Takes one unit of the line for the box: a code from a DIGITAL line's pool, then one of a
     * limited stock. False when the line ran out (nothing is kept then).
     */
    private async take(ctx: RequestContext, boxId: ID, line: { id: ID; pType: string; stock: number | null }): Promise<boolean> {
        if (line.pType === 'DIGITAL' && !(await this.claimCode(ctx, boxId, line.id))) return false;
        const awarded = await this.connection
            .getRepository(ctx, PrizeLine)
            .createQueryBuilder()
            .update(PrizeLine)
            .set({ awarded: () => '"awarded" + 1' })
            .where('"id" = :id AND ("stock" IS NULL OR "awarded" < "stock")', { id: line.id })
            .execute();
        if (awarded.affected) return true;
        if (line.pType === 'DIGITAL') {
            await this.connection.getRepository(ctx, DigitalCode).update({ assignedBoxId: boxId }, { assignedBoxId: null });
        }
        return false;
    }

    /**
     * Gives the box one free code of the line. The code is picked and claimed in one statement;
     * losing a race for the same code (updating no row while codes remain) just tries the next.
     */
    private async claimCode(ctx: RequestContext, boxId: ID, prizeLineId: ID): Promise<boolean> {
        // PostgreSQL: skip codes other openings have locked rather than queue behind them.
        const lock = isPostgres(this.connection) ? ' FOR UPDATE SKIP LOCKED' : '';
        const repo = this.connection.getRepository(ctx, DigitalCode);
        for (let attempt = 0; attempt < CODE_CLAIM_ATTEMPTS; attempt++) {
            const claimed = await repo
                .createQueryBuilder()
                .update(DigitalCode)
                .set({ assignedBoxId: boxId })
                .where(
                    `"id" = (SELECT "id" FROM "digital_code" WHERE "prizeLineId" = :line AND "assignedBoxId" IS NULL ORDER BY "id" LIMIT 1${lock}) AND "assignedBoxId" IS NULL`,
                    { line: prizeLineId },
                )
                .execute();
            if (claimed.affected) return true;
            if (!(await repo.count({ where: { prizeLineId, assignedBoxId: IsNull() } }))) return false;
        }
        Logger.warn(`Box ${boxId}: gave up claiming a code of prize line ${prizeLineId} after ${CODE_CLAIM_ATTEMPTS} races`, loggerCtx);
        return false;
    }

    /**
     * The result of a box someone else is awarding or has awarded. On PostgreSQL the award's mark
     * waited for that award to commit, so the result is there; on SQLite the awarder may still be
     * between its statements (same connection), so wait for it briefly. Undefined if the box
     * turns out closed (an award that failed was rolled back).
     */
    private async openedBefore(ctx: RequestContext, boxId: ID): Promise<BoxOpening | undefined> {
        const deadline = Date.now() + this.options.openWaitMs;
        for (;;) {
            const box = await this.load(ctx, boxId);
            if (box.prizeLineId != null && box.prizeLine) return { box, prizeLine: box.prizeLine, alreadyOpened: true, nextBoxId: null };
            if (!box.isOpen) return undefined;
            if (Date.now() > deadline) throw new Error('This box is being opened; please try again in a moment');
            await new Promise(resolve => setTimeout(resolve, 20));
        }
    }

    private async load(ctx: RequestContext, boxId: ID): Promise<BlindBox> {
        return this.connection.getRepository(ctx, BlindBox).findOneOrFail({ where: { id: boxId }, relations: { prizeLine: true } });
    }

    /**
     * bbCode: the digital code one of the customer's opened boxes in the order won for the line.
     * Only the owner, only after opening, only for DIGITAL prizes. The first reveal is recorded
     * (the prize counts as redeemed from then on).
     */
    async revealCode(
        ctx: RequestContext,
        orderId: ID,
        prizeLineId: ID,
    ): Promise<{ bbCode: DigitalCode; codes: DigitalCode[]; prizeLine: PrizeLine } | BbCodeUnavailableError> {
        await this.boxes.ownedOrder(ctx, orderId);
        const boxes = await this.connection.getRepository(ctx, BlindBox).find({ where: { orderId }, order: { orderLineId: 'ASC', n: 'ASC' } });
        const won = boxes.filter(b => b.isOpen && b.prizeLineId != null && idsAreEqual(b.prizeLineId, prizeLineId));
        if (!won.length) {
            const line = await this.prizeLines.findOne(ctx, prizeLineId);
            const couldStillWin = line && boxes.some(b => !b.isOpen && idsAreEqual(b.campaignId, line.campaignId));
            return new BbCodeUnavailableError(couldStillWin ? 'NOT_OPENED' : 'NOT_WON');
        }
        const line = await this.prizeLines.findOne(ctx, prizeLineId);
        if (!line || line.pType !== 'DIGITAL') return new BbCodeUnavailableError('NOT_DIGITAL');
        const codes = await this.connection
            .getRepository(ctx, DigitalCode)
            .createQueryBuilder('c')
            .where('c.assignedBoxId IN (:...ids)', { ids: won.map(b => b.id) })
            .orderBy('c.assignedBoxId', 'ASC')
            .getMany();
        if (!codes.length) return new BbCodeUnavailableError('NO_CODE');
        const customerId = won[0].customerId;
        for (const code of codes.filter(c => !c.revealedAt)) {
            const first = await this.connection
                .getRepository(ctx, DigitalCode)
                .createQueryBuilder()
                .update(DigitalCode)
                .set({ revealedAt: new Date() })
                .where('"id" = :id AND "revealedAt" IS NULL', { id: code.id })
                .execute();
            if (first.affected) {
                await this.eventBus.publish(new DigitalCodeRevealedEvent(ctx, code.assignedBoxId!, code.id, prizeLineId, customerId));
            }
        }
        return { bbCode: codes[0], codes, prizeLine: line };
    }
}
