import { Injectable } from '@nestjs/common';
import {
    ID,
    idsAreEqual,
    isGraphQlErrorResult,
    Logger,
    Order,
    OrderService,
    ProductVariantService,
    RequestContext,
    TransactionalConnection,
    UserInputError,
} from '@vendure/core';
import { ErrorResult } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';

import { refusalMessage } from '../../../common/error-results';
import { clampPage } from '../../../common/paging';
import { isPostgres, rawQuery } from '../../../common/sql';
import { malaysianDate } from '../../../common/shop-time';
import { WonPrizeService } from '../../prizes';
import { isAdult, isValidBirthDate, nricContradicts } from '../age';
import { PendingLimits, PlaySettings, SpendingPeriod } from '../entities/play-settings.entity';
import { PlayRefusal, PlayRefusalReason } from '../entities/play-refusal.entity';
import { PlaySpend } from '../entities/play-spend.entity';
import { AgeRestrictedError, InvalidDateOfBirthError, InvalidSpendingLimitError, SelfExcludedError, SpendingLimitError } from '../errors';

export const PERIODS: SpendingPeriod[] = ['DAILY', 'WEEKLY', 'MONTHLY'];
const HOUR_MS = 3600_000;
/** Rolling windows: harder to game than calendar days (no spending at 23:59 and again at 00:01). */
const PERIOD_MS: Record<SpendingPeriod, number> = { DAILY: 24 * HOUR_MS, WEEKLY: 7 * 24 * HOUR_MS, MONTHLY: 30 * 24 * HOUR_MS };
const COLUMN: Record<SpendingPeriod, 'dailyLimit' | 'weeklyLimit' | 'monthlyLimit'> = { DAILY: 'dailyLimit', WEEKLY: 'weeklyLimit', MONTHLY: 'monthlyLimit' };
/** A raise (or removal) waits this long; a lower limit applies at once. */
export const RAISE_DELAY_MS = 24 * HOUR_MS;
/** RM 1 to RM 1,000,000, in sen. */
const MIN_LIMIT = 100;
const MAX_LIMIT = 100_000_000;

/** Most campaigns one playRefusalCounts call may ask about: a dashboard page (as freeEntryCounts). */
export const MAX_REFUSAL_CAMPAIGNS = 100;
const loggerCtx = 'ResponsiblePlay';

/** A campaign's refusals for operators: distinct shoppers refused by a limit and by an exclusion. */
export interface PlayRefusalCount {
    campaignId: ID;
    limitsReached: number;
    selfExcluded: number;
}

export type ExclusionPeriod = 'HOURS_24' | 'DAYS_7' | 'DAYS_30' | 'MONTHS_6';
const EXCLUSION_MS: Record<ExclusionPeriod, number> = {
    HOURS_24: 24 * HOUR_MS,
    DAYS_7: 7 * 24 * HOUR_MS,
    DAYS_30: 30 * 24 * HOUR_MS,
    MONTHS_6: 182 * 24 * HOUR_MS,
};

export interface SpendingLimitView {
    period: SpendingPeriod;
    amount: number | null;
    spent: number;
    remaining: number | null;
    /** A raise or removal waiting for its 24 hours: the amount (null with pendingRemoval) and when. */
    pendingAmount: number | null;
    pendingRemoval: boolean;
    pendingFrom: Date | null;
}

export interface ResponsiblePlayView {
    dateOfBirth: string | null;
    adult: boolean;
    limits: SpendingLimitView[];
    excludedUntil: Date | null;
    excludedBy: 'SHOPPER' | 'OPERATOR' | null;
    /** Support's note on an exclusion it placed (admin API only). */
    exclusionNote: string | null;
}

export type LimitsInput = Partial<Record<'daily' | 'weekly' | 'monthly', number | null>>;
const INPUT_KEY: Record<SpendingPeriod, keyof LimitsInput> = { DAILY: 'daily', WEEKLY: 'weekly', MONTHLY: 'monthly' };

/** What a refusal to buy says: the contract's ErrorResult and the checkout's message. */
type BuyRefusal = AgeRestrictedError | SelfExcludedError | SpendingLimitError;

/**
 * The rules of responsible play (docs/responsible-play.md): the age gate, the shopper's spending
 * limits and self-exclusion, the spending ledger and its history. Spending is what an order's
 * campaign lines cost (lucky-draw items and blind boxes); prizes at RM 0, delivery and other
 * products are not spending.
 */
@Injectable()
export class ResponsiblePlayService {
    constructor(
        private connection: TransactionalConnection,
        private productVariantService: ProductVariantService,
        private wonPrizes: WonPrizeService,
        private orders: OrderService,
    ) {}

    // --- reading -------------------------------------------------------------------------

    async view(ctx: RequestContext, customerId: ID): Promise<ResponsiblePlayView> {
        const settings = await this.settings(ctx, customerId);
        const dateOfBirth = await this.birthDate(ctx, customerId);
        const now = new Date();
        const limits: SpendingLimitView[] = [];
        for (const period of PERIODS) {
            const amount = settings ? settings[COLUMN[period]] : null;
            const spent = await this.spentIn(ctx, customerId, period, now);
            const pending = settings?.pendingLimits && period in settings.pendingLimits ? settings.pendingLimits[period] : undefined;
            limits.push({
                period,
                amount,
                spent,
                remaining: amount == null ? null : Math.max(0, amount - spent),
                pendingAmount: pending ?? null,
                pendingRemoval: pending === null,
                pendingFrom: pending !== undefined ? settings!.pendingFrom : null,
            });
        }
        const excluded = settings?.excludedUntil && settings.excludedUntil.getTime() > now.getTime();
        return {
            dateOfBirth,
            adult: !!dateOfBirth && isAdult(dateOfBirth, now),
            limits,
            excludedUntil: excluded ? settings!.excludedUntil : null,
            excludedBy: excluded ? settings!.excludedBy : null,
            exclusionNote: excluded ? settings!.exclusionNote : null,
        };
    }

    /** A customer's settings with any raise whose 24 hours are over applied (and saved). */
    private async settings(ctx: RequestContext, customerId: ID): Promise<PlaySettings | null> {
        const repo = this.connection.getRepository(ctx, PlaySettings);
        const settings = await repo.findOne({ where: { customerId }, loadEagerRelations: false });
        if (settings?.pendingLimits && settings.pendingFrom && settings.pendingFrom.getTime() <= Date.now()) {
            for (const [period, amount] of Object.entries(settings.pendingLimits) as Array<[SpendingPeriod, number | null]>) {
                settings[COLUMN[period]] = amount;
            }
            settings.pendingLimits = null;
            settings.pendingFrom = null;
            await repo.update(
                { id: settings.id },
                {
                    dailyLimit: settings.dailyLimit,
                    weeklyLimit: settings.weeklyLimit,
                    monthlyLimit: settings.monthlyLimit,
                    pendingLimits: null,
                    pendingFrom: null,
                },
            );
        }
        return settings;
    }

    private async birthDate(ctx: RequestContext, customerId: ID): Promise<string | null> {
        const [row] = await rawQuery<{ dob: string | null }>(this.connection, ctx, `SELECT "customFieldsDateofbirth" AS "dob" FROM "customer" WHERE "id" = ?`, [
            customerId,
        ]);
        return row?.dob ?? null;
    }

    /** Spent on tickets and boxes in the period up to `now` (held checkouts included), leaving out `exceptOrderId`. */
    private async spentIn(ctx: RequestContext, customerId: ID, period: SpendingPeriod, now: Date, exceptOrderId?: ID): Promise<number> {
        const qb = this.connection
            .getRepository(ctx, PlaySpend)
            .createQueryBuilder('s')
            .select('COALESCE(SUM(s.amount), 0)', 'total')
            .where('s.customerId = :customerId AND s.status IN (:...counted) AND s.at >= :since', {
                customerId: Number(customerId),
                counted: ['HELD', 'SPENT'],
                since: new Date(now.getTime() - PERIOD_MS[period]),
            });
        if (exceptOrderId != null) qb.andWhere('s.orderId != :orderId', { orderId: Number(exceptOrderId) });
        const row = await qb.getRawOne<{ total: number | string }>();
        return Number(row?.total ?? 0);
    }

    /** Per month (Malaysian calendar), newest first: spent on tickets and boxes, paid orders, prizes won. */
    async history(ctx: RequestContext, customerId: ID, options?: { skip?: number | null; take?: number | null }) {
        const { skip, take } = clampPage(options, { defaultTake: 12, maxTake: 24 });
        const first = await this.connection
            .getRepository(ctx, PlaySpend)
            .findOne({ where: { customerId: Number(customerId), status: 'SPENT' }, order: { at: 'ASC' }, select: { id: true, at: true } });
        const prizes = await this.wonPrizes.wonDatesSince(ctx, customerId, new Date(0));
        const starts = [first?.at, prizes[0]].filter((d): d is Date => !!d);
        if (!starts.length) return { items: [], totalItems: 0 };
        const month = (d: Date) => malaysianDate(d).slice(0, 7);
        const oldest = starts.map(month).sort()[0]!;
        const months: string[] = [];
        for (let m = month(new Date()); m >= oldest; m = previousMonth(m)) months.push(m);
        const page = months.slice(skip, skip + take);
        const spends = await this.connection
            .getRepository(ctx, PlaySpend)
            .find({ where: { customerId: Number(customerId), status: 'SPENT' }, select: { id: true, at: true, amount: true } });
        const items = page.map(m => {
            const inMonth = spends.filter(s => month(s.at) === m);
            return {
                month: m,
                spent: inMonth.reduce((sum, s) => sum + s.amount, 0),
                orders: inMonth.length,
                prizesWon: prizes.filter(d => month(d) === m).length,
            };
        });
        return { items, totalItems: months.length };
    }

    // --- the shopper's settings ---------------------------------------------------------

    /** Records the date of birth once; it must agree with a MyKad number already on the account. */
    async setBirthDate(ctx: RequestContext, customerId: ID, dateOfBirth: string): Promise<ResponsiblePlayView | InvalidDateOfBirthError> {
        const value = dateOfBirth.trim();
        if (!isValidBirthDate(value)) return new InvalidDateOfBirthError('INVALID');
        const [row] = await rawQuery<{ dob: string | null; govId: string | null }>(
            this.connection,
            ctx,
            `SELECT "customFieldsDateofbirth" AS "dob", "customFieldsGovid" AS "govId" FROM "customer" WHERE "id" = ?`,
            [customerId],
        );
        if (row?.dob && row.dob !== value) return new InvalidDateOfBirthError('ALREADY_SET');
        if (nricContradicts(row?.govId, value)) return new InvalidDateOfBirthError('NRIC_MISMATCH');
        // Written once: the condition keeps a racing second date out.
        await rawQuery(this.connection, ctx, `UPDATE "customer" SET "customFieldsDateofbirth" = ? WHERE "id" = ? AND "customFieldsDateofbirth" IS NULL`, [
            value,
            customerId,
        ]);
        const now = await this.birthDate(ctx, customerId);
        if (now !== value) return new InvalidDateOfBirthError('ALREADY_SET');
        return this.view(ctx, customerId);
    }

    /**
     * Sets limits: a field left out is unchanged, null removes the limit. A lower limit (or a first
     * one) applies at once and cancels a raise waiting for that period; a higher one or a removal
     * waits 24 hours (the clock restarts with each raise).
     */
    async setLimits(ctx: RequestContext, customerId: ID, input: LimitsInput): Promise<ResponsiblePlayView | InvalidSpendingLimitError> {
        for (const period of PERIODS) {
            const value = input[INPUT_KEY[period]];
            if (value != null && (!Number.isInteger(value) || value < MIN_LIMIT || value > MAX_LIMIT)) return new InvalidSpendingLimitError(period);
        }
        const settings = (await this.settings(ctx, customerId)) ?? new PlaySettings({ customerId, checkouts: 0 });
        const pending: PendingLimits = { ...(settings.pendingLimits ?? {}) };
        let raised = false;
        for (const period of PERIODS) {
            const value = input[INPUT_KEY[period]];
            if (value === undefined) continue;
            const current = settings[COLUMN[period]];
            if (value === current) {
                delete pending[period];
            } else if (value != null && (current == null || value < current)) {
                settings[COLUMN[period]] = value;
                delete pending[period];
            } else {
                pending[period] = value;
                raised = true;
            }
        }
        const hasPending = Object.keys(pending).length > 0;
        settings.pendingLimits = hasPending ? pending : null;
        settings.pendingFrom = !hasPending ? null : raised || !settings.pendingFrom ? new Date(Date.now() + RAISE_DELAY_MS) : settings.pendingFrom;
        await this.saveSettings(ctx, settings);
        return this.view(ctx, customerId);
    }

    /**
     * Pauses buying for the period. It cannot be lifted or shortened: a shorter period while a longer
     * one runs changes nothing. `by`: the shopper, or an operator placing it at the shopper's request.
     */
    async exclude(
        ctx: RequestContext,
        customerId: ID,
        period: ExclusionPeriod,
        by: 'SHOPPER' | 'OPERATOR',
        note?: string | null,
    ): Promise<ResponsiblePlayView> {
        const settings = (await this.settings(ctx, customerId)) ?? new PlaySettings({ customerId, checkouts: 0 });
        const until = new Date(Date.now() + EXCLUSION_MS[period]);
        if (!settings.excludedUntil || settings.excludedUntil.getTime() < until.getTime()) {
            settings.excludedUntil = until;
            settings.excludedBy = by;
            settings.exclusionNote = note?.trim().slice(0, 200) || null;
            await this.saveSettings(ctx, settings);
        }
        await this.returnCheckoutsToCart(ctx, customerId);
        return this.view(ctx, customerId);
    }

    /**
     * An exclusion stops payments not yet started: the shopper's orders in checkout
     * (ArrangingPayment) go back to the cart, which releases their holds (spending, tickets); paying
     * one then needs checkout again, which the exclusion refuses. Run after the settings row is
     * written, so a checkout racing this one either waited for it (and is refused) or committed
     * first (and is found here). A payment already taken by the gateway is honoured (markSpent).
     */
    private async returnCheckoutsToCart(ctx: RequestContext, customerId: ID) {
        const inCheckout = await this.connection
            .getRepository(ctx, Order)
            .find({ where: { customerId, state: 'ArrangingPayment' as never }, select: { id: true, code: true } });
        for (const order of inCheckout) {
            const moved = await this.orders.transitionToState(ctx, order.id, 'AddingItems');
            if (isGraphQlErrorResult(moved))
                Logger.warn(`Could not return order ${order.code} of an excluded shopper to the cart: ${moved.message}`, loggerCtx);
        }
    }

    private async saveSettings(ctx: RequestContext, settings: PlaySettings) {
        const repo = this.connection.getRepository(ctx, PlaySettings);
        const { dailyLimit, weeklyLimit, monthlyLimit, pendingLimits, pendingFrom, excludedUntil, excludedBy, exclusionNote } = settings;
        const values = { dailyLimit, weeklyLimit, monthlyLimit, pendingLimits, pendingFrom, excludedUntil, excludedBy, exclusionNote };
        if (settings.id) {
            await repo.update({ id: settings.id }, values);
            return;
        }
        // Two first saves racing: the unique customerId keeps one row, the other updates it.
        await repo
            .createQueryBuilder()
            .insert()
            .into(PlaySettings)
            .values({ customerId: settings.customerId, checkouts: 0, ...values })
            .orIgnore()
            .updateEntity(false)
            .execute();
        await repo.update({ customerId: settings.customerId }, values);
    }

    // --- buying ---------------------------------------------------------------------------

    /** What the order's campaign lines cost (after discounts, tax included); prize and code lines are RM 0. */
    spendOf(order: Order): number {
        return (order.lines ?? []).filter(l => l.customFields?.campaignId).reduce((sum, l) => sum + l.proratedLinePriceWithTax, 0);
    }

    /** Refusals that need no amount: self-exclusion, then the age gate. Shop callers only (an operator's order is not a purchase by the shopper). */
    private async personRefusal(ctx: RequestContext, customerId: ID, settings: PlaySettings | null): Promise<BuyRefusal | undefined> {
        if (settings?.excludedUntil && settings.excludedUntil.getTime() > Date.now()) return new SelfExcludedError(settings.excludedUntil);
        const dob = await this.birthDate(ctx, customerId);
        if (!dob) return new AgeRestrictedError('DATE_OF_BIRTH_REQUIRED');
        if (!isAdult(dob)) return new AgeRestrictedError('UNDER_AGE');
        return undefined;
    }

    /** The first limit `amount` more (on top of what is spent, `exceptOrderId` left out) would pass. */
    private async limitRefusal(ctx: RequestContext, customerId: ID, settings: PlaySettings | null, amount: number, exceptOrderId?: ID) {
        if (!settings || amount <= 0) return undefined;
        const now = new Date();
        let refusal: SpendingLimitError | undefined;
        for (const period of PERIODS) {
            const limit = settings[COLUMN[period]];
            if (limit == null) continue;
            const remaining = Math.max(0, limit - (await this.spentIn(ctx, customerId, period, now, exceptOrderId)));
            if (amount > remaining && (!refusal || remaining < refusal.remaining)) refusal = new SpendingLimitError(period, limit, remaining);
        }
        return refusal;
    }

    /**
     * addItemToOrder's check for a campaign line (the cart as it would be): excluded, no date of
     * birth, under 18, or past a limit. Read only; checkout decides for good.
     */
    async checkCartChange(
        ctx: RequestContext,
        order: Order,
        campaignId: ID,
        variantId: ID,
        quantity: number,
        replacingLineId?: ID,
    ): Promise<ErrorResult | undefined> {
        if (ctx.apiType !== 'shop' || order.customerId == null) return undefined;
        const refusal = await this.cartChangeRefusal(ctx, order, order.customerId, variantId, quantity, replacingLineId);
        await this.recordRefusal(ctx, order.customerId, [campaignId], refusal);
        return refusal;
    }

    private async cartChangeRefusal(ctx: RequestContext, order: Order, customerId: ID, variantId: ID, quantity: number, replacingLineId?: ID) {
        const settings = await this.settings(ctx, customerId);
        const person = await this.personRefusal(ctx, customerId, settings);
        if (person) return person;
        if (!settings) return undefined;
        const others = (order.lines ?? []).filter(l => l.customFields?.campaignId && !(replacingLineId && idsAreEqual(l.id, replacingLineId)));
        const existing = replacingLineId ? (order.lines ?? []).find(l => idsAreEqual(l.id, replacingLineId)) : undefined;
        const unitPrice = existing ? existing.proratedUnitPriceWithTax : ((await this.productVariantService.findOne(ctx, variantId))?.priceWithTax ?? 0);
        const amount = others.reduce((sum, l) => sum + l.proratedLinePriceWithTax, 0) + unitPrice * quantity;
        return this.limitRefusal(ctx, customerId, settings, amount, order.id);
    }

    /** The cart check's view of the same rules for the whole order (null: nothing to say). */
    async cartRefusal(ctx: RequestContext, order: Order): Promise<BuyRefusal | undefined> {
        if (order.customerId == null || !order.lines.some(l => l.customFields?.campaignId)) return undefined;
        const settings = await this.settings(ctx, order.customerId);
        return (await this.personRefusal(ctx, order.customerId, settings)) ?? this.limitRefusal(ctx, order.customerId, settings, this.spendOf(order), order.id);
    }

    /**
     * As the order enters checkout: refuses (a message in the shopper's language) or records what
     * it spends as HELD. Race-proof: the customer's settings row is locked first (an UPDATE, held
     * to the end of the transaction on PostgreSQL), then one conditional INSERT writes the hold
     * only if every limit still has room, counting the holds and payments committed before it; on
     * SQLite the single statement cannot interleave with another request's.
     */
    async hold(ctx: RequestContext, order: Order): Promise<string | undefined> {
        await this.release(ctx, order.id);
        if (order.customerId == null || !order.lines.some(l => l.customFields?.campaignId)) return undefined;
        const customerId = order.customerId;
        let settings = await this.settings(ctx, customerId);
        if (settings) {
            const [locked] = await rawQuery<{ id: number }>(
                this.connection,
                ctx,
                `UPDATE "play_settings" SET "checkouts" = "checkouts" + 1 WHERE "customerId" = ? RETURNING "id"`,
                [customerId],
            );
            // Read again under the lock: an exclusion or a lower limit set meanwhile counts.
            if (locked) settings = await this.connection.getRepository(ctx, PlaySettings).findOne({ where: { id: locked.id }, loadEagerRelations: false });
        }
        const campaignIds = order.lines.map(l => l.customFields?.campaignId as ID | undefined).filter((id): id is ID => id != null);
        if (ctx.apiType === 'shop') {
            const person = await this.personRefusal(ctx, customerId, settings);
            if (person) {
                await this.recordRefusal(ctx, customerId, campaignIds, person);
                return this.refusalText(ctx, person, order.currencyCode);
            }
        }
        const amount = this.spendOf(order);
        if (amount <= 0) return undefined;
        const pg = isPostgres(this.connection);
        const now = new Date();
        const at = (d: Date) => (pg ? d : d.toISOString().replace('T', ' ').replace('Z', ''));
        const int = (sql: string) => (pg ? `CAST(${sql} AS integer)` : sql);
        const time = (sql: string) => (pg ? `CAST(${sql} AS timestamp)` : sql);
        const conditions: string[] = [];
        const params: unknown[] = [order.id, Number(customerId), amount, at(now)];
        for (const period of PERIODS) {
            const limit = ctx.apiType === 'shop' ? settings?.[COLUMN[period]] : null;
            if (limit == null) continue;
            conditions.push(
                `(SELECT COALESCE(SUM("amount"), 0) FROM "play_spend" WHERE "customerId" = ${int('?')} AND "status" IN ('HELD', 'SPENT') AND "at" >= ${time('?')}) + ${int('?')} <= ${int('?')}`,
            );
            params.push(Number(customerId), at(new Date(now.getTime() - PERIOD_MS[period])), amount, limit);
        }
        const inserted = await rawQuery(
            this.connection,
            ctx,
            `INSERT INTO "play_spend" ("createdAt", "updatedAt", "orderId", "customerId", "amount", "status", "at")
             SELECT CURRENT_TIMESTAMP, CURRENT_TIMESTAMP, ${int('?')}, ${int('?')}, ${int('?')}, 'HELD', ${time('?')}
             ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
             RETURNING "id"`,
            params,
        );
        if (inserted.length) return undefined;
        const refusal = (await this.limitRefusal(ctx, customerId, settings, amount, order.id)) ?? new SpendingLimitError('DAILY', settings?.dailyLimit ?? 0, 0);
        await this.recordRefusal(ctx, customerId, campaignIds, refusal);
        return this.refusalText(ctx, refusal, order.currencyCode);
    }

    private refusalText(ctx: RequestContext, refusal: BuyRefusal, currencyCode: string): string {
        if (refusal instanceof SelfExcludedError) {
            const until = new Intl.DateTimeFormat(ctx.languageCode === 'ms' ? 'ms-MY' : 'en-MY', {
                dateStyle: 'medium',
                timeStyle: 'short',
                timeZone: 'Asia/Kuala_Lumpur',
            }).format(refusal.excludedUntil);
            return refusalMessage(ctx, 'PLAY_SELF_EXCLUDED', { until });
        }
        if (refusal instanceof AgeRestrictedError)
            return refusalMessage(ctx, refusal.reason === 'UNDER_AGE' ? 'PLAY_UNDER_AGE' : 'PLAY_DATE_OF_BIRTH_REQUIRED');
        const money = new Intl.NumberFormat(ctx.languageCode === 'ms' ? 'ms-MY' : 'en-MY', { style: 'currency', currency: currencyCode }).format(
            refusal.remaining / 100,
        );
        return refusalMessage(ctx, 'PLAY_SPENDING_LIMIT', { period: refusal.period, remaining: money });
    }

    /** The order left checkout unpaid (back to the cart, cancelled, expired): its hold no longer counts. */
    async release(ctx: RequestContext, orderId: ID): Promise<void> {
        await this.connection.getRepository(ctx, PlaySpend).delete({ orderId: Number(orderId), status: 'HELD' });
    }

    /** Paid: the hold becomes spending, counted from the moment of payment. */
    async markSpent(ctx: RequestContext, orderId: ID): Promise<void> {
        const repo = this.connection.getRepository(ctx, PlaySpend);
        const marked = await repo.update({ orderId: Number(orderId), status: 'HELD' }, { status: 'SPENT', at: new Date() });
        if (!marked.affected) return;
        // Money the gateway already took is never refused (docs/responsible-play.md#self-exclusion):
        // a payment that lands while its shopper is excluded is kept, and flagged here for support.
        const spend = await repo.findOne({ where: { orderId: Number(orderId) }, select: { id: true, customerId: true } });
        const settings = spend
            ? await this.connection.getRepository(ctx, PlaySettings).findOne({ where: { customerId: spend.customerId }, loadEagerRelations: false })
            : null;
        if (settings?.excludedUntil && settings.excludedUntil.getTime() > Date.now()) {
            Logger.warn(
                `Order ${orderId} was paid while its customer ${spend!.customerId} is excluded until ${settings.excludedUntil.toISOString()}: payment kept`,
                loggerCtx,
            );
        }
    }

    // --- operators' counts -----------------------------------------------------------------

    /**
     * Records that the shopper was refused these campaigns' tickets or boxes (a limit or an
     * exclusion). INSERT-or-ignore on the unique (campaign, customer, reason): each shopper counts
     * once per campaign and reason, and racing refusals cannot fail each other.
     */
    async recordRefusal(ctx: RequestContext, customerId: ID, campaignIds: ID[], refusal: ErrorResult | undefined): Promise<void> {
        const reason: PlayRefusalReason | undefined =
            refusal instanceof SelfExcludedError ? 'EXCLUDED' : refusal instanceof SpendingLimitError ? 'LIMIT' : undefined;
        const ids = [...new Set(campaignIds.map(Number))].filter(id => Number.isInteger(id));
        if (!reason || !ids.length) return;
        await this.connection
            .getRepository(ctx, PlayRefusal)
            .createQueryBuilder()
            .insert()
            .into(PlayRefusal)
            .values(ids.map(campaignId => ({ campaignId, customerId: Number(customerId), reason })))
            .orIgnore()
            .updateEntity(false)
            .execute();
    }

    /** Per campaign: how many distinct shoppers a limit refused and an exclusion refused (at most 100 ids; unknown ones count 0). */
    async refusalCounts(ctx: RequestContext, campaignIds: ID[]): Promise<PlayRefusalCount[]> {
        if (campaignIds.length > MAX_REFUSAL_CAMPAIGNS) throw new UserInputError(`At most ${MAX_REFUSAL_CAMPAIGNS} campaigns at once`);
        const numeric = campaignIds.map(Number).filter(id => Number.isInteger(id));
        const rows = numeric.length
            ? await this.connection
                  .getRepository(ctx, PlayRefusal)
                  .createQueryBuilder('r')
                  .select('r.campaignId', 'campaignId')
                  .addSelect('r.reason', 'reason')
                  .addSelect('COUNT(*)', 'shoppers')
                  .where('r.campaignId IN (:...ids)', { ids: numeric })
                  .groupBy('r.campaignId')
                  .addGroupBy('r.reason')
                  .getRawMany<{ campaignId: number | string; reason: PlayRefusalReason; shoppers: number | string }>()
            : [];
        const count = (campaignId: ID, reason: PlayRefusalReason) =>
            Number(rows.find(r => String(r.campaignId) === String(campaignId) && r.reason === reason)?.shoppers ?? 0);
        return campaignIds.map(campaignId => ({ campaignId, limitsReached: count(campaignId, 'LIMIT'), selfExcluded: count(campaignId, 'EXCLUDED') }));
    }

    /** Shop-wide, counts only: shoppers excluded right now, and shoppers with at least one limit in force. */
    async totals(ctx: RequestContext): Promise<{ selfExcluded: number; withLimits: number }> {
        const repo = this.connection.getRepository(ctx, PlaySettings);
        const selfExcluded = await repo.createQueryBuilder('s').where('s.excludedUntil > :now', { now: new Date() }).getCount();
        const withLimits = await repo
            .createQueryBuilder('s')
            .where('(s.dailyLimit IS NOT NULL OR s.weeklyLimit IS NOT NULL OR s.monthlyLimit IS NOT NULL)')
            .getCount();
        return { selfExcluded, withLimits };
    }

    /** Cancelled after payment (a full refund): the money came back, so it no longer counts. */
    async markRefunded(ctx: RequestContext, orderId: ID): Promise<void> {
        await this.connection.getRepository(ctx, PlaySpend).update({ orderId: Number(orderId) }, { status: 'REFUNDED' });
    }
}

function previousMonth(month: string): string {
    const [y, m] = month.split('-').map(Number);
    return m === 1 ? `${y! - 1}-12` : `${y}-${String(m! - 1).padStart(2, '0')}`;
}
