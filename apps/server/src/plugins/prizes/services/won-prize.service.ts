import { Injectable } from '@nestjs/common';
import { ID, ListQueryBuilder, ListQueryOptions, PaginatedList, ProductVariant, RequestContext, TransactionalConnection } from '@vendure/core';

import { Brackets, In, IsNull, MoreThanOrEqual } from 'typeorm';

import { BlindBox, PrizeLine } from '../../blind-box';
import { malaysianDateSql } from '../../../common/shop-time';
import { isPostgres, rawQuery } from '../../../common/sql';
import { clampListOptions } from '../../../common/paging';
import { WonPrize } from '../entities/won-prize.entity';
import { PrizeUnavailableError } from '../errors';

export interface WonPrizeInput {
    customerId: ID;
    campaignId: ID;
    /** The winning ticket; null for prizes that come without one (blind boxes, codes). */
    ticketId: ID | null;
    prizeId: ID | null;
    /** The opened box it came out of; at most one prize per box. */
    blindBoxId?: ID | null;
    pType?: 'PHYSICAL' | 'DIGITAL';
}

export interface PrizesUpdateInput {
    id: ID;
    isATC?: boolean | null;
    isRedeemed?: boolean | null;
}

/** Prizes customers won (draws, blind boxes, codes), each customer's list, and its flags. */
@Injectable()
export class WonPrizeService {
    constructor(
        private connection: TransactionalConnection,
        private listQueryBuilder: ListQueryBuilder,
    ) {}

    /**
     * Records a won prize. Idempotent per winning ticket and per box: if (campaignId, ticketId)
     * or blindBoxId is already recorded, that row is returned. The insert skips a conflicting row
     * instead of failing, so two processes repeating the same step at once both get the one row.
     * With neither (a code's prize) every call records a prize; the code's claim makes it once.
     */
    async create(ctx: RequestContext, input: WonPrizeInput): Promise<WonPrize> {
        const repo = this.connection.getRepository(ctx, WonPrize);
        const values = {
            customerId: input.customerId,
            campaignId: input.campaignId,
            ticketId: input.ticketId,
            prizeId: input.prizeId,
            blindBoxId: input.blindBoxId ?? null,
            pType: input.pType ?? 'PHYSICAL',
            isATC: false,
            isRedeemed: false,
        };
        if (input.ticketId == null && input.blindBoxId == null) {
            const { identifiers } = await repo.insert(new WonPrize(values));
            return repo.findOneOrFail({ where: { id: identifiers[0].id } });
        }
        await repo.createQueryBuilder().insert().into(WonPrize).values(values).orIgnore().updateEntity(false).execute();
        return repo.findOneOrFail({
            where: input.blindBoxId != null ? { blindBoxId: input.blindBoxId } : { campaignId: input.campaignId, ticketId: input.ticketId! },
        });
    }

    /**
     * An opened box's prize, unless it is the consolation: the line's product (PHYSICAL, to
     * ship) or its code (DIGITAL). Called in the opening's transaction, so box and prize commit together.
     */
    async recordBoxPrize(ctx: RequestContext, box: BlindBox, line: PrizeLine): Promise<WonPrize | undefined> {
        if (line.isLose) return undefined;
        const variant = line.productVariantId
            ? await this.connection
                  .getRepository(ctx, ProductVariant)
                  .findOne({ where: { id: line.productVariantId }, select: { id: true, productId: true }, loadEagerRelations: false })
            : null;
        return this.create(ctx, {
            customerId: box.customerId,
            campaignId: box.campaignId,
            ticketId: null,
            prizeId: variant?.productId ?? null,
            blindBoxId: box.id,
            pType: line.pType,
        });
    }

    /** The box's code was revealed to its owner: its prize counts as redeemed. */
    async codeRevealed(ctx: RequestContext, boxId: ID): Promise<void> {
        await this.connection.getRepository(ctx, WonPrize).update({ blindBoxId: boxId }, { isRedeemed: true });
    }

    /** GetPrize: the customer's own won prizes, newest first; take 1..100 (default 20), skip >= 0, filter and sort. */
    /** When each of a customer's prizes since `since` was won, oldest first (the spending history counts them per month). */
    async wonDatesSince(ctx: RequestContext, customerId: ID, since: Date): Promise<Date[]> {
        const rows = await this.connection.getRepository(ctx, WonPrize).find({
            where: { customerId, createdAt: MoreThanOrEqual(since) },
            select: { id: true, createdAt: true },
            order: { createdAt: 'ASC' },
            loadEagerRelations: false,
        });
        return rows.map(r => r.createdAt);
    }

    async list(ctx: RequestContext, customerId: ID, options?: ListQueryOptions<WonPrize>): Promise<PaginatedList<WonPrize>> {
        const [items, totalItems] = await this.listQueryBuilder
            .build(WonPrize, clampListOptions(options), {
                ctx,
                where: { customerId },
                relations: ['blindBox'],
                orderBy: options?.sort ? undefined : { createdAt: 'DESC' },
            })
            .addOrderBy('wonprize.id', 'DESC')
            .getManyAndCount();
        return { items, totalItems };
    }

    /**
     * PrizesUpdate. The flags follow what happened, so the shopper may only confirm them, or
     * mark a DIGITAL prize redeemed (its code seen): `isATC` is true exactly while a cart line
     * carries the prize (add it with addItemToOrder, remove the line to undo); `isRedeemed` is
     * set by shipping or by revealing the code and is never undone.
     */
    async update(ctx: RequestContext, customerId: ID, input: PrizesUpdateInput): Promise<WonPrize | PrizeUnavailableError> {
        const repo = this.connection.getRepository(ctx, WonPrize);
        const won = await repo.findOne({ where: { id: input.id, customerId }, relations: { blindBox: true } });
        if (!won) return new PrizeUnavailableError('NOT_FOUND');
        if (input.isATC != null && input.isATC !== won.isATC) return new PrizeUnavailableError(won.isATC ? 'IN_CART' : 'NOT_IN_CART');
        if (input.isRedeemed === false && won.isRedeemed) return new PrizeUnavailableError('USED');
        if (input.isRedeemed && !won.isRedeemed) {
            if (won.pType !== 'DIGITAL') return new PrizeUnavailableError('NOT_DIGITAL');
            await repo.update({ id: won.id }, { isRedeemed: true });
            won.isRedeemed = true;
        }
        return won;
    }

    /**
     * Releases the cart claims of an order that no line of it carries any more (a line removed,
     * its prizeId changed or cleared), or all of them (`all`: the order was cancelled).
     * Redeemed prizes keep theirs.
     */
    async releaseClaims(ctx: RequestContext, orderId: ID, all = false): Promise<void> {
        const stillCarried = all
            ? ''
            : ` AND CAST("id" AS VARCHAR(20)) NOT IN (SELECT "customFieldsPrizeid" FROM "order_line" WHERE "orderId" = ? AND "customFieldsPrizeid" IS NOT NULL)`;
        await rawQuery(
            this.connection,
            ctx,
            `UPDATE "won_prize" SET "isATC" = FALSE, "atcOrderId" = NULL WHERE "atcOrderId" = ? AND "isRedeemed" = FALSE${stillCarried}`,
            all ? [orderId] : [orderId, orderId],
        );
    }

    /** The order shipped: the prizes it carries are redeemed. */
    async shipped(ctx: RequestContext, orderId: ID): Promise<void> {
        await this.connection.getRepository(ctx, WonPrize).update({ atcOrderId: orderId }, { isRedeemed: true });
    }

    /** How many of the customer's won prizes wait: neither in a cart nor redeemed (the profile's Won bucket). */
    countWaiting(ctx: RequestContext, customerId: ID): Promise<number> {
        return this.connection.getRepository(ctx, WonPrize).count({ where: { customerId, isATC: false, isRedeemed: false } });
    }

    /** The prizes won with these tickets or boxes, or taken to the cart in this order, with what they were won with: the operator's order page. */
    forOrderPage(ctx: RequestContext, ticketIds: ID[], boxIds: ID[], orderId: ID): Promise<WonPrize[]> {
        return this.connection.getRepository(ctx, WonPrize).find({
            where: [
                ...(ticketIds.length ? [{ ticketId: In(ticketIds) }] : []),
                ...(boxIds.length ? [{ blindBoxId: In(boxIds) }] : []),
                { atcOrderId: orderId },
            ],
            relations: { prize: true, ticket: true, blindBox: { prizeLine: true } },
            order: { id: 'ASC' },
        });
    }

    /** A customer's latest won prizes with their prize's names, newest first, at most `take` (support's shopper page). */
    latestOfCustomer(ctx: RequestContext, customerId: ID, take: number): Promise<WonPrize[]> {
        return this.connection
            .getRepository(ctx, WonPrize)
            .find({ where: { customerId }, relations: { prize: { translations: true } }, order: { id: 'DESC' }, take });
    }

    /** Won prizes nobody has claimed (not in a cart or order, not redeemed), oldest first, with prize, winner and campaign. */
    unclaimedPage(ctx: RequestContext, skip: number, take: number): Promise<[WonPrize[], number]> {
        return this.connection.getRepository(ctx, WonPrize).findAndCount({
            where: { isRedeemed: false, isATC: false, atcOrderId: IsNull() },
            relations: { prize: { translations: true }, customer: true, campaign: true },
            order: { createdAt: 'ASC', id: 'ASC' },
            skip,
            take,
        });
    }

    /** One won prize with its prize's names and campaign, or null. */
    findWithCampaign(ctx: RequestContext, id: ID): Promise<WonPrize | null> {
        return this.connection.getRepository(ctx, WonPrize).findOne({ where: { id }, relations: { prize: { translations: true }, campaign: true } });
    }

    /**
     * Claims the right to remind a winner of this prize: one conditional UPDATE that succeeds only
     * while the prize is unclaimed and was not reminded since `cutoff`, so two operators (or two
     * clicks) at once claim it once. True when this call claimed it.
     */
    async claimReminder(ctx: RequestContext, id: ID, now: Date, cutoff: Date): Promise<boolean> {
        const claimed = await this.connection
            .getRepository(ctx, WonPrize)
            .createQueryBuilder()
            .update(WonPrize)
            .set({ remindedAt: now })
            .where('"id" = :id AND "isRedeemed" = :no AND "isATC" = :no AND "atcOrderId" IS NULL', { id, no: false })
            .andWhere(new Brackets(w => w.where('"remindedAt" IS NULL').orWhere('"remindedAt" <= :cutoff', { cutoff })))
            .execute();
        return !!claimed.affected;
    }

    /** One won prize as stored, or null. */
    findById(ctx: RequestContext, id: ID): Promise<WonPrize | null> {
        return this.connection.getRepository(ctx, WonPrize).findOne({ where: { id } });
    }

    /**
     * Prizes won from `start` (inclusive) to `end` (exclusive), per Malaysian day and campaign, with
     * their cost: the cheapest live variant's price in the channel of the prize's product (a box
     * prize's product is its prize line's); none, 0 (docs/reports.md#the-sales-report).
     */
    async awardedPerDay(ctx: RequestContext, start: Date, end: Date): Promise<Array<{ day: string; campaignId: string; count: number; cost: number }>> {
        const day = malaysianDateSql('won.createdAt', isPostgres(this.connection));
        const cost = `COALESCE((SELECT MIN(pvp."price") FROM "product_variant" pv INNER JOIN "product_variant_price" pvp ON pvp."variantId" = pv.id
            WHERE pv."productId" = won."prizeId" AND pv."deletedAt" IS NULL AND pvp."channelId" = :channelId), 0)`;
        const rows = await this.connection
            .getRepository(ctx, WonPrize)
            .createQueryBuilder('won')
            .select(day, 'day')
            .addSelect('won.campaignId', 'campaignId')
            .addSelect('COUNT(*)', 'count')
            .addSelect(`SUM(${cost})`, 'cost')
            .where('won.createdAt >= :start AND won.createdAt < :end', { start, end, channelId: ctx.channelId })
            .groupBy(day)
            .addGroupBy('won.campaignId')
            .getRawMany<{ day: string; campaignId: number | string; count: number | string; cost: number | string | null }>();
        return rows.map(r => ({ day: r.day, campaignId: String(r.campaignId), count: Number(r.count), cost: Number(r.cost ?? 0) }));
    }
}
