import { Injectable } from '@nestjs/common';
import {
    ID,
    idsAreEqual,
    InternalServerError,
    isGraphQlErrorResult,
    OrderService,
    Product,
    ProductVariant,
    RequestContext,
    TransactionalConnection,
    UserInputError,
} from '@vendure/core';
import { CouponCodeExpiredError, CouponCodeInvalidError, CouponCodeLimitError } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';
import { randomInt } from 'node:crypto';
import { In, IsNull } from 'typeorm';

import { clampPage } from '../../../common/paging';
import { Campaign, CampaignService, CampaignTicketService, CampaignUnavailableError } from '../../campaign';
import { clientAddress, RateLimitPolicy, RateLimitService, TooManyAttemptsError } from '../../security';
import { WonPrize, WonPrizeService } from '../../prizes';
import { codeGuessPolicies } from '../config/code-policies';
import { CodeGrant, CodeKind, RedemptionCode } from '../entities/redemption-code.entity';

export interface CodeBatchInput {
    campaignId: ID;
    kind: CodeKind;
    grantType: CodeGrant;
    /** How many codes: 1..1000. */
    count: number;
    /** Tickets (TICKETS) or boxes (BOX) per code: 1..100. */
    quantity?: number | null;
    /** The product a PRIZE code grants. */
    prizeId?: ID | null;
    label?: string | null;
    /** After this the batch's codes are refused (COUPON_CODE_EXPIRED); must be in the future. */
    expiresAt?: Date | string | null;
}

/** A batch as operators list it: what it grants and how many of its codes were redeemed. */
export interface CodeBatchSummary {
    batch: string;
    campaignId: ID;
    kind: CodeKind;
    grantType: CodeGrant;
    quantity: number;
    prizeId: ID | null;
    expiresAt: Date | null;
    createdAt: Date;
    total: number;
    redeemed: number;
}

export interface CodeRedemption {
    code: RedemptionCode;
    ticketIds: string[];
    wonPrize: WonPrize | null;
    /** The zero-priced order holding the tickets or boxes (TICKETS, BOX). */
    orderCode: string | null;
}

/** Letters and digits that cannot be misread on paper (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 12;
const MAX_CODES = 1000;
const MAX_TICKETS = 100;
/** What each grant needs of its campaign. */
const GRANT_CAMPAIGN_TYPE: Record<CodeGrant, string | null> = { TICKETS: 'LUCKYDRAW', BOX: 'BLINDBOX', PRIZE: null };

/** A code as typed or printed (any case, spaces or dashes) in its stored form. */
/** The batch name's prefix of a campaign's free-entry codes. */
export const FREE_ENTRY_BATCH = 'Free entries';

function newCode(): string {
    return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

export function normaliseCode(code: string): string {
    return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The printed form: groups of four (ABCD-EFGH-JKMN). */
export function printedCode(code: string): string {
    return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** The contract's coupon message (COUPON_CODE_INVALID) rather than Vendure's "Coupon code … is not valid". */
function invalidCode(code: string): CouponCodeInvalidError {
    const error = new CouponCodeInvalidError({ couponCode: code });
    (error as { message: string }).message = 'CODE_INVALID_ERROR';
    return error;
}

/** COUPON_CODE_EXPIRED with the shop's own message (errors.ts), as for an invalid code. */
function expiredCode(code: string): CouponCodeExpiredError {
    const error = new CouponCodeExpiredError({ couponCode: code });
    (error as { message: string }).message = 'CODE_EXPIRED_ERROR';
    return error;
}

function hasExpired(code: RedemptionCode): boolean {
    return code.expiresAt != null && new Date(code.expiresAt).getTime() <= Date.now();
}

/**
 * Redemption codes: operators create batches (online codes, printable offline coupons), shoppers
 * preview and redeem them. Each code is single-use: the conditional UPDATE that marks it redeemed
 * is the claim, so of any number of concurrent redemptions exactly one succeeds, and what it
 * grants is written in the same transaction, so a failure grants nothing and leaves the code
 * unused. Tickets and boxes come as a zero-priced order placed through Vendure's own order
 * process, so they are held, issued and (for boxes) created by the very steps a paid order
 * takes; a prize becomes a won prize.
 */
@Injectable()
export class CodeService {
    constructor(
        private connection: TransactionalConnection,
        private campaigns: CampaignService,
        private tickets: CampaignTicketService,
        private wonPrizes: WonPrizeService,
        private orders: OrderService,
        private limits: RateLimitService,
    ) {}

    /** The codes a customer redeemed, latest first, at most `take` (support's shopper page). */
    redeemedBy(ctx: RequestContext, customerId: ID, take: number): Promise<RedemptionCode[]> {
        return this.connection
            .getRepository(ctx, RedemptionCode)
            .find({ where: { redeemedById: customerId }, order: { redeemedAt: 'DESC', id: 'DESC' }, take });
    }

    async createBatch(ctx: RequestContext, input: CodeBatchInput): Promise<{ batch: string; codes: RedemptionCode[] }> {
        const count = Math.trunc(input.count);
        if (!(count >= 1 && count <= MAX_CODES)) throw new UserInputError(`count must be 1..${MAX_CODES}`);
        const campaign = await this.campaigns.findRecord(ctx, input.campaignId);
        if (!campaign) throw new UserInputError('No such campaign');
        let quantity = 1;
        let prizeId: ID | null = null;
        if (input.grantType === 'TICKETS' || input.grantType === 'BOX') {
            quantity = Math.trunc(input.quantity ?? 1);
            if (!(quantity >= 1 && quantity <= MAX_TICKETS)) throw new UserInputError(`quantity must be 1..${MAX_TICKETS}`);
            if (campaign.typStr !== GRANT_CAMPAIGN_TYPE[input.grantType]) {
                throw new UserInputError(input.grantType === 'TICKETS' ? 'Ticket codes are for lucky draws' : 'Box codes are for blind boxes');
            }
            // Codes the shop would refuse at once are never made: an ended, cancelled or drawn
            // campaign takes no more tickets or boxes (one not yet started may have codes ready).
            const unavailable = this.tickets.unavailableReason(campaign);
            if (campaign.isCancelled || (unavailable && unavailable.reason !== 'NOT_STARTED')) {
                throw new UserInputError('This campaign has ended: it takes no more tickets or boxes, so codes for it would be refused');
            }
        } else {
            const product = input.prizeId
                ? await this.connection.getRepository(ctx, Product).findOne({ where: { id: input.prizeId }, select: { id: true }, loadEagerRelations: false })
                : null;
            if (!product) throw new UserInputError('A prize code needs the product it grants (prizeId)');
            prizeId = product.id;
        }
        let expiresAt: Date | null = null;
        if (input.expiresAt != null) {
            expiresAt = new Date(input.expiresAt);
            if (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= Date.now()) throw new UserInputError('expiresAt must be in the future');
        }
        // Named with the shop's time (Asia/Kuala_Lumpur, UTC+8 all year), as the dashboard shows "Created".
        const batch = `${(input.label ?? '').trim().slice(0, 50) || input.kind} ${shopTimestamp(new Date())}`;
        const codes = Array.from(
            { length: count },
            () =>
                new RedemptionCode({
                    code: newCode(),
                    batch,
                    kind: input.kind,
                    grantType: input.grantType,
                    quantity,
                    campaignId: campaign.id,
                    prizeId,
                    expiresAt,
                    redeemedAt: null,
                    redeemedById: null,
                    granted: null,
                }),
        );
        const repo = this.connection.getRepository(ctx, RedemptionCode);
        for (let i = 0; i < codes.length; i += 200) await repo.insert(codes.slice(i, i + 200));
        return { batch, codes: await repo.find({ where: { code: In(codes.map(c => c.code)) }, order: { id: 'ASC' } }) };
    }

    /**
     * One code for a shopper's free entry (docs/responsible-play.md#free-entry): a ticket (lucky
     * draw) or a box (blind box), like any code of an operator's batch, so it is redeemed, issued
     * and proven as any other. A campaign's free-entry codes share one batch, `Free entries <sId>`,
     * which the batch list shows with its redeemed count.
     */
    async createFreeEntryCode(ctx: RequestContext, campaign: Campaign): Promise<RedemptionCode> {
        const grantType: CodeGrant = campaign.typStr === 'BLINDBOX' ? 'BOX' : 'TICKETS';
        const code = new RedemptionCode({
            code: newCode(),
            batch: `${FREE_ENTRY_BATCH} ${campaign.sId}`,
            kind: 'ONLINE',
            grantType,
            quantity: 1,
            campaignId: campaign.id,
            prizeId: null,
            expiresAt: null,
            redeemedAt: null,
            redeemedById: null,
            granted: null,
        });
        const repo = this.connection.getRepository(ctx, RedemptionCode);
        await repo.insert(code);
        return repo.findOneOrFail({ where: { code: code.code } });
    }

    /** Removes an unused code (a free entry that lost a race to another request of the same shopper). */
    async deleteUnused(ctx: RequestContext, id: ID): Promise<void> {
        await this.connection.getRepository(ctx, RedemptionCode).delete({ id, redeemedAt: IsNull() });
    }

    /** Batches, newest first, with their redeemed counts; take 1..100 (default 20), skip >= 0. */
    async batches(
        ctx: RequestContext,
        options: { skip?: number | null; take?: number | null; campaignId?: ID | null },
    ): Promise<{ items: CodeBatchSummary[]; totalItems: number }> {
        const { skip, take } = clampPage(options);
        const base = () => {
            const qb = this.connection.getRepository(ctx, RedemptionCode).createQueryBuilder('c');
            if (options.campaignId != null) qb.where('c.campaignId = :campaignId', { campaignId: options.campaignId });
            return qb;
        };
        const counted = await base().select('COUNT(DISTINCT c.batch)', 'n').getRawOne<{ n: string | number }>();
        const rows = await base()
            .select('c.batch', 'batch')
            .addSelect('MIN(c.campaignId)', 'campaignId')
            .addSelect('MIN(c.kind)', 'kind')
            .addSelect('MIN(c.grantType)', 'grantType')
            .addSelect('MIN(c.quantity)', 'quantity')
            .addSelect('MIN(c.prizeId)', 'prizeId')
            .addSelect('MIN(c.expiresAt)', 'expiresAt')
            .addSelect('MIN(c.createdAt)', 'createdAt')
            .addSelect('COUNT(*)', 'total')
            .addSelect('COUNT(c.redeemedAt)', 'redeemed')
            .addSelect('MIN(c.id)', 'firstId')
            .groupBy('c.batch')
            .orderBy('"firstId"', 'DESC')
            .offset(skip)
            .limit(take)
            .getRawMany();
        // Raw rows: PostgreSQL gives Dates, SQLite the stored UTC text ('YYYY-MM-DD HH:MM:SS.SSS').
        const date = (value: unknown) => (value == null ? null : value instanceof Date ? value : new Date(`${String(value).replace(' ', 'T')}Z`));
        return {
            totalItems: Number(counted?.n ?? 0),
            items: rows.map(r => ({
                batch: r.batch,
                campaignId: r.campaignId,
                kind: r.kind,
                grantType: r.grantType,
                quantity: Number(r.quantity),
                prizeId: r.prizeId ?? null,
                expiresAt: date(r.expiresAt),
                createdAt: date(r.createdAt)!,
                total: Number(r.total),
                redeemed: Number(r.redeemed),
            })),
        };
    }

    /** One batch's codes in the order they were made, with who redeemed each; take 1..1000 (a whole batch fits one page). */
    async batchCodes(ctx: RequestContext, batch: string, options: { skip?: number | null; take?: number | null }) {
        const { skip, take } = clampPage(options, { defaultTake: 100, maxTake: MAX_CODES });
        const [items, totalItems] = await this.connection.getRepository(ctx, RedemptionCode).findAndCount({
            where: { batch },
            relations: { redeemedBy: true },
            order: { id: 'ASC' },
            skip,
            take,
        });
        return { items, totalItems };
    }

    /** PreviewCode: what a code grants and whether it was used; an unknown code is COUPON_CODE_INVALID. */
    async preview(
        ctx: RequestContext,
        customerId: ID,
        code: string,
    ): Promise<RedemptionCode | CouponCodeInvalidError | CouponCodeExpiredError | TooManyAttemptsError> {
        const refused = await this.countGuess(ctx, customerId);
        if (refused) return refused;
        const found = await this.find(ctx, code);
        if (!found) return invalidCode(code);
        await this.giveGuessBack(ctx, customerId);
        // A used code still shows as used; an unused one past its batch's expiry is refused.
        if (!found.redeemedAt && hasExpired(found)) return expiredCode(code);
        return found;
    }

    /**
     * CodeRedeem: redeems the code for the customer, once. `campaignId`, when given, must be the
     * code's campaign. Refusals: unknown code (COUPON_CODE_INVALID), used (COUPON_CODE_LIMIT,
     * limit 1), a campaign that cannot take tickets now (CAMPAIGN_UNAVAILABLE), too many unknown
     * codes tried (TOO_MANY_ATTEMPTS). Call it in a transaction.
     */
    async redeem(
        ctx: RequestContext,
        customerId: ID,
        code: string,
        campaignId?: ID | null,
    ): Promise<CodeRedemption | CouponCodeInvalidError | CouponCodeExpiredError | CouponCodeLimitError | CampaignUnavailableError | TooManyAttemptsError> {
        const refused = await this.countGuess(ctx, customerId);
        if (refused) return refused;
        const found = await this.find(ctx, code);
        if (!found || (campaignId != null && !idsAreEqual(found.campaignId, campaignId))) return invalidCode(code);
        await this.giveGuessBack(ctx, customerId);
        if (found.redeemedAt) return new CouponCodeLimitError({ couponCode: code, limit: 1 });
        if (hasExpired(found)) return expiredCode(code);
        // Tickets and boxes need a campaign that sells now; the same row then gives the order its product.
        const campaign = found.grantType === 'PRIZE' ? null : await this.campaigns.findRecord(ctx, found.campaignId);
        if (found.grantType !== 'PRIZE') {
            const unavailable = this.tickets.unavailableReason(campaign);
            if (unavailable) return unavailable;
        }
        const repo = this.connection.getRepository(ctx, RedemptionCode);
        const claim = await repo
            .createQueryBuilder()
            .update(RedemptionCode)
            .set({ redeemedAt: new Date(), redeemedById: customerId })
            .where('"id" = :id AND "redeemedAt" IS NULL AND ("expiresAt" IS NULL OR "expiresAt" > :now)', { id: found.id, now: new Date() })
            .execute();
        if (!claim.affected) return new CouponCodeLimitError({ couponCode: code, limit: 1 });

        let ticketIds: string[] = [];
        let wonPrize: WonPrize | null = null;
        let orderCode: string | null = null;
        if (!campaign) {
            wonPrize = await this.wonPrizes.create(ctx, { customerId, campaignId: found.campaignId, ticketId: null, prizeId: found.prizeId });
        } else {
            const placed = await this.placeOrder(ctx, found, campaign);
            orderCode = placed.code;
            ticketIds = placed.ticketIds;
        }
        await repo.update({ id: found.id }, { granted: wonPrize ? { wonPrizeId: String(wonPrize.id) } : { ticketIds } });
        return { code: await repo.findOneOrFail({ where: { id: found.id } }), ticketIds, wonPrize, orderCode };
    }

    /**
     * The code's tickets or boxes as a zero-priced order of the signed-in customer: one line of
     * the campaign's product carrying `codeId` (priced at zero for this order only, shipping
     * nothing, allocating no stock), taken through ArrangingPayment (the tickets are held) to
     * PaymentSettled (issued; a blind box's boxes are then created by its job, as for a paid
     * order). The order is never the shopper's cart: it is created and placed within this call.
     * Any refusal throws, which rolls the whole redemption back, the claim on the code included.
     */
    private async placeOrder(ctx: RequestContext, code: RedemptionCode, campaign: Campaign): Promise<{ code: string; ticketIds: string[] }> {
        const variants = await this.connection.getRepository(ctx, ProductVariant).find({
            where: { productId: campaign.productId, enabled: true },
            select: { id: true },
            order: { id: 'ASC' },
            loadEagerRelations: false,
        });
        const variant = variants.find(v => !campaign.specialVariantId || !idsAreEqual(v.id, campaign.specialVariantId)) ?? variants[0];
        if (!variant) throw new InternalServerError(`Campaign ${campaign.id} has no variant to enter with`);
        const order = await this.orders.create(ctx, ctx.activeUserId);
        await this.connection.getRepository(ctx, RedemptionCode).update({ id: code.id }, { orderId: order.id });
        const added = await this.orders.addItemToOrder(ctx, order.id, variant.id, code.quantity, { campaignId: String(campaign.id), codeId: String(code.id) });
        if (isGraphQlErrorResult(added)) throw new InternalServerError(`Code ${code.id}: ${added.message}`);
        for (const state of ['ArrangingPayment', 'PaymentSettled'] as const) {
            const moved = await this.orders.transitionToState(ctx, order.id, state);
            if (isGraphQlErrorResult(moved)) throw new InternalServerError(`Code ${code.id}: ${moved.transitionError ?? moved.message}`);
        }
        return { code: order.code, ticketIds: await this.tickets.numbersOfOrder(ctx, order.id) };
    }

    /** Counts an attempt against the guessing limits before the code is looked up (a burst of guesses stops at the limit). */
    private async countGuess(ctx: RequestContext, customerId: ID): Promise<TooManyAttemptsError | undefined> {
        const refused = await this.limits.consumeAll(this.guessKeys(ctx, customerId));
        return refused ? new TooManyAttemptsError(refused.retryAfterSeconds) : undefined;
    }

    /** A code that exists was no guess: its attempt is given back. */
    private async giveGuessBack(ctx: RequestContext, customerId: ID): Promise<void> {
        for (const [policy, key] of this.guessKeys(ctx, customerId)) await this.limits.refund(policy, key);
    }

    private guessKeys(ctx: RequestContext, customerId: ID): Array<[RateLimitPolicy, string]> {
        return [
            [codeGuessPolicies.customer, String(customerId)],
            [codeGuessPolicies.address, clientAddress(ctx.req)],
        ];
    }

    private async find(ctx: RequestContext, code: string): Promise<RedemptionCode | null> {
        const normalised = normaliseCode(code ?? '');
        if (!normalised || normalised.length > 32) return null;
        return this.connection.getRepository(ctx, RedemptionCode).findOne({ where: { code: normalised } });
    }
}

/** "2026-11-27 06:59:07.123 MYT": the instant in the shop's time zone, to the millisecond (a batch name is its key). */
function shopTimestamp(date: Date): string {
    return `${new Date(date.getTime() + 8 * 3_600_000).toISOString().replace('T', ' ').replace('Z', '')} MYT`;
}
