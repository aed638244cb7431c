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
import { BbCodeUnavailableError, BlindBoxUnavailableError, ClientSeedProblem, InvalidClientSeedError } from '../errors';
import { BlindBoxPluginOptions } from '../types';
import { BlindBoxOpenedEvent, DigitalCodeRevealedEvent } from './blind-box-events';
import { BlindBoxService, nextUnopened } from './blind-box.service';
import { eligibilitySnapshot, pickPrizeLine, proveBox, withoutLine } from './box-derivation';
import { PrizeLineService } from './prize-line.service';
import { CLIENT_SEED_MAX_HEX, CLIENT_SEED_MIN_HEX } from '@tuah/fairness';

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
 * Every step that decides something is one conditional statement, because on SQLite the
 * concurrent requests of one process share a connection (a read-then-write pair could
 * interleave) and on PostgreSQL two server processes may race:
 *  1. claim the box and record its client seed in one statement: `UPDATE blind_box SET isOpen =
 *     true, clientSeed = ? WHERE id = ? AND isOpen = false AND clientSeed IS NULL`; whoever
 *     updates no row did not open it and re-reads the opener's result (made with the opener's
 *     seed: the first seed that opened the box is the only one ever used for it);
 *  2. derive the outcome from the VRF word and the eligibility snapshot (stock left now);
 *  3. take the prize: a DIGITAL line's code by `... SET assignedBoxId = box WHERE
 *     assignedBoxId IS NULL`, limited stock by `awarded = awarded + 1 WHERE awarded < stock`;
 *     if the line ran out between snapshot and claim, mark it run out in the snapshot and
 *     derive again — still deterministic, since the snapshot stored is the one finally used;
 *  4. record the result and its evidence on the box.
 * On PostgreSQL the claim's row lock also makes a racing opener wait until the opening commits.
 */
@Injectable()
export class BoxOpeningService {
    constructor(
        private connection: TransactionalConnection,
        private eventBus: EventBus,
        private boxes: BlindBoxService,
        private prizeLines: PrizeLineService,
        private campaigns: CampaignService,
        @Inject(BLIND_BOX_PLUGIN_OPTIONS) private options: BlindBoxPluginOptions,
    ) {}

    /** openBox: opens one of the customer's boxes (or returns how it was opened before). */
    async openOwned(
        ctx: RequestContext,
        boxId: ID,
        autoNext: boolean,
        clientSeed?: string | null,
    ): Promise<BoxOpening | BlindBoxUnavailableError | InvalidClientSeedError> {
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
     * openAllBox: opens every unopened box of one of the customer's orders, each in its own
     * transaction (a failure keeps the boxes opened before it), and returns every box's result.
     * One client seed serves every box this call opens: each box's outcome input also holds its
     * own code, so the boxes still get independent outcomes.
     *
     * Each box costs about 10 ms of CPU (its VRF proof) and, on SQLite, every database call
     * resolves without real I/O: a loop of awaits alone would hold the event loop for the whole
     * order (about 6 s for 600 boxes) and every other shopper would wait. So after each box's
     * transaction has committed the loop yields a turn of the event loop (setImmediate), letting
     * waiting requests run between boxes; a request waits at most about one box (docs/blind-boxes.md).
     */
    async openAll(ctx: RequestContext, orderId: ID, clientSeed?: string | null): Promise<BoxOpening[] | BlindBoxUnavailableError | InvalidClientSeedError> {
        const order = await this.boxes.ownedOrder(ctx, orderId);
        if (order.state === 'Cancelled') return new BlindBoxUnavailableError('ORDER_CANCELLED');
        const seed = await this.openingSeed(ctx, orderId, clientSeed);
        if (seed instanceof InvalidClientSeedError) return seed;
        const boxes = await this.boxes.boxesOfOrder(ctx, orderId);
        const results: BoxOpening[] = [];
        const tierSeeds = new Map<string, string>();
        for (const box of boxes) {
            const result = await this.connection.withTransaction(ctx, tx => this.open(tx, box, seed, tierSeeds));
            if ('box' in result) results.push(result);
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

    /**
     * Opens one box. `tierSeeds` caches campaign seeds across the boxes of one openAllBox call
     * (a campaign's seed is fixed when it is created).
     */
    private async open(ctx: RequestContext, box: BlindBox, seed: OpeningSeed, tierSeeds?: Map<string, string>): Promise<BoxOpening | BlindBoxUnavailableError> {
        if (box.isOpen) {
            const before = await this.openedBefore(ctx, box.id);
            if (before) return before;
        }
        const order = await this.connection
            .getRepository(ctx, Order)
            .findOne({ where: { id: box.orderId }, select: { id: true, state: true }, loadEagerRelations: false });
        if (order?.state === 'Cancelled') return new BlindBoxUnavailableError('ORDER_CANCELLED');
        if (box.isVoid) return new BlindBoxUnavailableError('REFUNDED');

        const claim = await this.connection
            .getRepository(ctx, BlindBox)
            .createQueryBuilder()
            .update(BlindBox)
            .set({ isOpen: true, openedAt: new Date(), ...seed })
            .where('"id" = :id AND "isOpen" = :closed AND "isVoid" = :closed AND "clientSeed" IS NULL', { id: box.id, closed: false })
            .execute();
        if (!claim.affected) {
            // A refund voided it first: it is never opened.
            const now = await this.connection
                .getRepository(ctx, BlindBox)
                .findOne({ where: { id: box.id }, select: { id: true, isVoid: true }, loadEagerRelations: false });
            if (now?.isVoid) return new BlindBoxUnavailableError('REFUNDED');
            // Someone else opened it. If their opening failed and was rolled back, the box is
            // closed again: then try once more to open it ourselves.
            return (await this.openedBefore(ctx, box.id)) ?? this.open(ctx, { ...box, isOpen: false } as BlindBox, seed, tierSeeds);
        }

        const tierSeed = tierSeeds?.get(String(box.campaignId)) ?? (await this.tierSeedOf(ctx, box.campaignId));
        tierSeeds?.set(String(box.campaignId), tierSeed);
        const evidence = proveBox(this.options.vrfSecretKey(), tierSeed, box.code, seed.clientSeed);
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
     * The result of a box someone else is opening or has opened. On PostgreSQL the claim waited
     * for that opening to commit, so the result is there; on SQLite the opener may still be
     * between its statements (same connection), so wait for it briefly. Undefined if the box
     * turns out closed (an opening that failed was rolled back).
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
