import { Injectable } from '@nestjs/common';
import { ID, idsAreEqual, Product, RequestContext, TransactionalConnection, UserInputError } from '@vendure/core';
import { CouponCodeInvalidError, CouponCodeLimitError } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';
import { randomInt } from 'node:crypto';
import { In } from 'typeorm';

import { Campaign, CampaignTicketService, CampaignUnavailableError } from '../../campaign';
import { CodeGrant, CodeKind, RedemptionCode } from '../entities/redemption-code.entity';
import { WonPrize } from '../entities/won-prize.entity';
import { WonPrizeService } from './won-prize.service';

export interface CodeBatchInput {
    campaignId: ID;
    kind: CodeKind;
    grantType: CodeGrant;
    /** How many codes: 1..1000. */
    count: number;
    /** Tickets per code (TICKETS): 1..100. */
    quantity?: number | null;
    /** The product a PRIZE code grants. */
    prizeId?: ID | null;
    label?: string | null;
}

export interface CodeRedemption {
    code: RedemptionCode;
    ticketIds: string[];
    wonPrize: WonPrize | null;
}

/** Letters and digits that cannot be misread on paper (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 12;
const MAX_CODES = 1000;
const MAX_TICKETS = 100;

/** A code as typed or printed (any case, spaces or dashes) in its stored form. */
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

/**
 * Redemption codes: operators create batches (online codes, printable offline coupons), shoppers
 * preview and redeem them. Each code is single-use: the conditional UPDATE that marks it redeemed
 * is the claim, so of any number of concurrent redemptions exactly one succeeds, and what it
 * grants (tickets through the campaign's ticket ledger, or a won prize) is written in the same
 * transaction, so a failure grants nothing and leaves the code unused.
 */
@Injectable()
export class CodeService {
    constructor(
        private connection: TransactionalConnection,
        private tickets: CampaignTicketService,
        private wonPrizes: WonPrizeService,
    ) {}

    async createBatch(ctx: RequestContext, input: CodeBatchInput): Promise<{ batch: string; codes: RedemptionCode[] }> {
        const count = Math.trunc(input.count);
        if (!(count >= 1 && count <= MAX_CODES)) throw new UserInputError(`count must be 1..${MAX_CODES}`);
        const campaign = await this.connection.getRepository(ctx, Campaign).findOne({ where: { id: input.campaignId }, loadEagerRelations: false });
        if (!campaign) throw new UserInputError('No such campaign');
        let quantity = 1;
        let prizeId: ID | null = null;
        if (input.grantType === 'TICKETS') {
            quantity = Math.trunc(input.quantity ?? 1);
            if (!(quantity >= 1 && quantity <= MAX_TICKETS)) throw new UserInputError(`quantity must be 1..${MAX_TICKETS}`);
            if (campaign.typStr !== 'LUCKYDRAW') throw new UserInputError('Ticket codes are for lucky draws');
        } else {
            const product = input.prizeId
                ? await this.connection.getRepository(ctx, Product).findOne({ where: { id: input.prizeId }, select: { id: true }, loadEagerRelations: false })
                : null;
            if (!product) throw new UserInputError('A prize code needs the product it grants (prizeId)');
            prizeId = product.id;
        }
        const batch = `${(input.label ?? '').trim().slice(0, 50) || input.kind} ${new Date().toISOString()}`;
        const codes = Array.from({ length: count }, () =>
            new RedemptionCode({
                code: Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
                batch,
                kind: input.kind,
                grantType: input.grantType,
                quantity,
                campaignId: campaign.id,
                prizeId,
                redeemedAt: null,
                redeemedById: null,
                granted: null,
            }),
        );
        const repo = this.connection.getRepository(ctx, RedemptionCode);
        for (let i = 0; i < codes.length; i += 200) await repo.insert(codes.slice(i, i + 200));
        return { batch, codes: await repo.find({ where: { code: In(codes.map(c => c.code)) }, order: { id: 'ASC' } }) };
    }

    /** PreviewCode: what a code grants and whether it was used; an unknown code is COUPON_CODE_INVALID. */
    async preview(ctx: RequestContext, code: string): Promise<RedemptionCode | CouponCodeInvalidError> {
        return (await this.find(ctx, code)) ?? invalidCode(code);
    }

    /**
     * CodeRedeem: redeems the code for the customer, once. `campaignId`, when given, must be the
     * code's campaign. Refusals: unknown code (COUPON_CODE_INVALID), used (COUPON_CODE_LIMIT,
     * limit 1), a campaign that cannot take tickets now (CAMPAIGN_UNAVAILABLE).
     */
    async redeem(
        ctx: RequestContext,
        customerId: ID,
        code: string,
        campaignId?: ID | null,
    ): Promise<CodeRedemption | CouponCodeInvalidError | CouponCodeLimitError | CampaignUnavailableError> {
        const found = await this.find(ctx, code);
        if (!found || (campaignId != null && !idsAreEqual(found.campaignId, campaignId))) return invalidCode(code);
        if (found.redeemedAt) return new CouponCodeLimitError({ couponCode: code, limit: 1 });
        if (found.grantType === 'TICKETS') {
            const campaign = await this.connection.getRepository(ctx, Campaign).findOne({ where: { id: found.campaignId }, loadEagerRelations: false });
            const unavailable = this.tickets.unavailableReason(campaign);
            if (unavailable) return unavailable;
        }
        const repo = this.connection.getRepository(ctx, RedemptionCode);
        const claim = await repo
            .createQueryBuilder()
            .update(RedemptionCode)
            .set({ redeemedAt: new Date(), redeemedById: customerId })
            .where('"id" = :id AND "redeemedAt" IS NULL', { id: found.id })
            .execute();
        if (!claim.affected) return new CouponCodeLimitError({ couponCode: code, limit: 1 });

        let ticketIds: string[] = [];
        let wonPrize: WonPrize | null = null;
        if (found.grantType === 'TICKETS') {
            // The ledger a sale uses: numbers claimed by one conditional UPDATE, never past totalTicket.
            ticketIds = await this.tickets.grant(ctx, found.campaignId, customerId, found.quantity);
        } else {
            wonPrize = await this.wonPrizes.create(ctx, { customerId, campaignId: found.campaignId, ticketId: null, prizeId: found.prizeId });
        }
        await repo.update({ id: found.id }, { granted: wonPrize ? { wonPrizeId: String(wonPrize.id) } : { ticketIds } });
        return { code: await repo.findOneOrFail({ where: { id: found.id } }), ticketIds, wonPrize };
    }

    private async find(ctx: RequestContext, code: string): Promise<RedemptionCode | null> {
        const normalised = normaliseCode(code ?? '');
        if (!normalised || normalised.length > 32) return null;
        return this.connection.getRepository(ctx, RedemptionCode).findOne({ where: { code: normalised } });
    }
}
