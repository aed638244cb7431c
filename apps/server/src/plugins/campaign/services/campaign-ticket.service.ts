import { Inject, Injectable } from '@nestjs/common';
import { EventBus, ID, idsAreEqual, Order, OrderLine, ProductVariant, RequestContext, TransactionalConnection } from '@vendure/core';
import { In, MoreThanOrEqual } from 'typeorm';

import { CAMPAIGN_PLUGIN_OPTIONS } from '../constants';
import { Campaign } from '../entities/campaign.entity';
import { ACTIVITY_HOURS, hourOf } from '../entities/campaign-hourly-activity.entity';
import { Participation } from '../entities/participation.entity';
import { Ticket } from '../entities/ticket.entity';
import { TicketReservation } from '../entities/ticket-reservation.entity';
import { campaignLimitError, campaignTicketsError, CampaignTicketsUnavailableError, CampaignUnavailableError } from '../errors';
import { CampaignPluginOptions } from '../types';
import { TicketsIssuedEvent, TicketsVoidedEvent } from './campaign-events';
import { CampaignLifecycleService } from './campaign-lifecycle.service';
import { isRowId } from '../../../common/ids';
import { refusalMessage } from '../../../common/error-results';
import { malaysianDateSql } from '../../../common/shop-time';
import { isPostgres, rawQuery } from '../../../common/sql';
import { clientAddress } from '../../security';
import { TicketRarityService } from './ticket-rarity.service';

/** What a proof publishes of each ticket's rarity (docs/fairness.md#ticket-rarity). */
const RARITY_EVIDENCE = { createdAt: true, rarityScheme: true, rarityRound: true, rarityRevealedAt: true } as const;

/**
 * Tickets per INSERT statement: about 12 parameters a row keeps a statement far below SQLite's
 * and PostgreSQL's parameter limits, and an order of 10,000 tickets is 20 statements.
 */
const TICKET_INSERT_BATCH = 500;

/**
 * Why checkout or payment refuses an order's campaign line: `kind` picks the shopper's message
 * (closed, no tickets left, or this order can no longer be taken), `message` is for the log.
 */
export interface CheckoutRefusal {
    sId: string;
    kind: 'CLOSED' | 'SOLD_OUT' | 'REFUSED';
    message: string;
}

/** What a cart line means for a campaign: units bought and tickets they earn. */
interface CampaignLineGroup {
    campaignId: ID;
    lines: Array<{ line: OrderLine; tickets: number }>;
    units: number;
    tickets: number;
}

/**
 * Owns the ticket rules: what may go in a cart, reserving tickets when checkout starts,
 * releasing them, and issuing them exactly once when payment settles. Every change to a
 * campaign's counters is one conditional UPDATE, so `issuedTicket + reservedTicket <=
 * totalTicket` holds whatever the interleaving, across processes, on SQLite and PostgreSQL.
 */
@Injectable()
export class CampaignTicketService {
    constructor(
        private connection: TransactionalConnection,
        private eventBus: EventBus,
        private lifecycle: CampaignLifecycleService,
        private rarities: TicketRarityService,
        @Inject(CAMPAIGN_PLUGIN_OPTIONS) private options: CampaignPluginOptions,
    ) {}

    ticketsPerUnit(campaign: Pick<Campaign, 'ticketPerItem' | 'ticketPerItemForSp' | 'specialVariantId'>, variantId: ID): number {
        return campaign.specialVariantId != null && idsAreEqual(campaign.specialVariantId, variantId) ? campaign.ticketPerItemForSp : campaign.ticketPerItem;
    }

    /** Why a campaign cannot sell right now, or undefined if it can. Past endDate never sells. */
    unavailableReason(campaign: Campaign | null | undefined): CampaignUnavailableError | undefined {
        if (!campaign) return new CampaignUnavailableError('NOT_FOUND');
        const now = Date.now();
        if (campaign.state !== 'ACTIVE' || campaign.endDate.getTime() <= now) return new CampaignUnavailableError('ENDED');
        if (campaign.startDate.getTime() > now) return new CampaignUnavailableError('NOT_STARTED');
        if (campaign.stage !== 'OPEN') return new CampaignUnavailableError('NOT_SELLING');
        return undefined;
    }

    /**
     * The checks behind addItemToOrder / adjustOrderLine: the cart's lines for the campaign,
     * with `quantity` of `variantId` in place of `replacingLineId` (or added), must fit the
     * customer's maxQty (paid plus in cart) and the tickets left.
     */
    async checkCartChange(ctx: RequestContext, order: Order, campaignId: ID, variantId: ID, quantity: number, replacingLineId?: ID) {
        // An id that cannot be a row id (PostgreSQL would fail on it) names no campaign.
        // Without its translations (eager on the entity): a cart check needs no names, and findOne
        // with an eager relation costs two statements.
        const campaign = isRowId(campaignId)
            ? await this.connection.getRepository(ctx, Campaign).findOne({ where: { id: campaignId }, loadEagerRelations: false })
            : null;
        // A sale is a moment that needs the truth: a campaign past its end is closed now (reads only show it ended).
        if (campaign) await this.lifecycle.closeIfDueNow(ctx, campaign);
        const unavailable = this.unavailableReason(campaign);
        if (unavailable) return unavailable;
        if (!(await this.variantsBelong(ctx, campaign!, [variantId]))) return new CampaignUnavailableError('WRONG_VARIANT');
        // Tickets are a shopper's to hold: a signed-in customer with a verified phone (issue 30 #5).
        const holder = await this.holderRefusal(ctx);
        if (holder) return new CampaignUnavailableError(holder);

        const otherLines = (order.lines ?? []).filter(
            l => idsAreEqual(l.customFields?.campaignId ?? '', campaignId) && !(replacingLineId && idsAreEqual(l.id, replacingLineId)),
        );
        const unitsInCart = otherLines.reduce((sum, l) => sum + l.quantity, 0);
        const ticketsInCart = otherLines.reduce((sum, l) => sum + l.quantity * this.ticketsPerUnit(campaign!, l.productVariantId), 0);
        const perUnit = this.ticketsPerUnit(campaign!, variantId);

        if (campaign!.maxQty != null) {
            const paid = ctx.activeUserId && order.customerId ? await this.paidUnits(ctx, campaignId, order.customerId) : 0;
            if (paid + unitsInCart + quantity > campaign!.maxQty)
                return campaignLimitError(campaign!.maxQty, Math.max(0, campaign!.maxQty - paid - unitsInCart));
        }
        const ticketsLeft = campaign!.totalTicket - campaign!.issuedTicket - campaign!.reservedTicket;
        if (ticketsInCart + quantity * perUnit > ticketsLeft) {
            const room = Math.max(0, Math.floor((ticketsLeft - ticketsInCart) / perUnit));
            return campaignTicketsError(room, order);
        }
        return undefined;
    }

    /**
     * Why the caller may not put campaign tickets in a cart or hold them: a guest, or a customer
     * whose phone is not verified. Only shop-API callers are asked (an operator's or a job's
     * context is not a shopper).
     */
    async holderRefusal(ctx: RequestContext): Promise<'SIGN_IN_REQUIRED' | 'PHONE_NOT_VERIFIED' | undefined> {
        if (ctx.apiType !== 'shop') return undefined;
        if (!ctx.activeUserId) return 'SIGN_IN_REQUIRED';
        const [customer] = await rawQuery<{ hp: string | null }>(
            this.connection,
            ctx,
            `SELECT "customFieldsVerifiedhp" AS "hp" FROM "customer" WHERE "userId" = ? AND "deletedAt" IS NULL`,
            [ctx.activeUserId],
        );
        if (!customer) return 'SIGN_IN_REQUIRED';
        return customer.hp ? undefined : 'PHONE_NOT_VERIFIED';
    }

    /**
     * The caps on holding (docs/campaigns.md#holds): a customer holds tickets for `holdsPerCustomer`
     * orders at a time (one), and at most `holdsPerAddress` orders hold tickets at once from one client address.
     * Counted before this order's holds are written (its own were released first).
     */
    private async holdCapRefusal(ctx: RequestContext, order: Order, address: string | null, sId: string): Promise<string | undefined> {
        // An operator's order (admin API) is not capped; expired holds are about to be released.
        if (ctx.apiType !== 'shop') return undefined;
        const holdingOrders = async (column: 'customerId' | 'clientAddress', value: unknown) => {
            const row = await this.connection
                .getRepository(ctx, TicketReservation)
                .createQueryBuilder('r')
                .select('COUNT(DISTINCT r.orderId)', 'n')
                .where(`r.status = 'HELD' AND r.${column} = :value AND r.orderId != :orderId AND r.expiresAt > :now`, {
                    value,
                    orderId: order.id,
                    now: new Date(),
                })
                .getRawOne<{ n: number | string }>();
            return Number(row?.n ?? 0);
        };
        if (order.customerId != null && (await holdingOrders('customerId', Number(order.customerId))) >= this.options.holdsPerCustomer) {
            return refusalMessage(ctx, 'CAMPAIGN_HOLDS_PER_CUSTOMER', { sId });
        }
        if (address && (await holdingOrders('clientAddress', address)) >= this.options.holdsPerAddress) {
            return refusalMessage(ctx, 'CAMPAIGN_HOLDS_PER_ADDRESS', { sId });
        }
        return undefined;
    }

    /** Whether every variant is one of the campaign's product (the only items that earn its tickets). */
    private async variantsBelong(ctx: RequestContext, campaign: Campaign, variantIds: ID[]): Promise<boolean> {
        const ids = [...new Set(variantIds.map(String))];
        if (!ids.length) return true;
        const variants = await this.connection
            .getRepository(ctx, ProductVariant)
            .find({ where: { id: In(ids) }, select: { id: true, productId: true }, loadEagerRelations: false });
        return variants.length === ids.length && variants.every(v => idsAreEqual(v.productId, campaign.productId));
    }

    /**
     * The checks every campaign line must pass again at checkout, whatever happened since it
     * entered the cart (the operator ended the campaign, changed its product, other orders took
     * the tickets): a message when one fails. `holding`: the order already holds its tickets
     * (payment step), so a hold of its own counts as tickets left and a past end date with a hold
     * is fine (closing waits for holds); otherwise (entering checkout) the campaign must sell.
     */
    async checkoutRefusal(ctx: RequestContext, order: Order, holding: boolean, campaigns?: Map<string, Campaign>): Promise<CheckoutRefusal | undefined> {
        campaigns ??= await this.campaignsOf(ctx, order);
        const holds = holding
            ? await this.connection
                  .getRepository(ctx, TicketReservation)
                  .find({ where: { orderId: order.id, status: 'HELD' }, select: { id: true, campaignId: true, tickets: true } })
            : [];
        for (const group of this.groupLines(order, campaigns)) {
            const campaign = campaigns.get(String(group.campaignId));
            const name = campaign?.sId ?? group.campaignId;
            const hold = holds.find(h => idsAreEqual(h.campaignId, group.campaignId));
            const cannotSell = (reason: string) => refusalMessage(ctx, 'CAMPAIGN_CANNOT_SELL', { sId: String(name), reason });
            if (!campaign) return { sId: String(name), kind: 'REFUSED', message: cannotSell('NOT_FOUND') };
            // Checkout too: one past its end (and holding nothing) is closed, not only refused.
            await this.lifecycle.closeIfDueNow(ctx, campaign);
            if (
                !(await this.linesBelong(
                    ctx,
                    campaign,
                    group.lines.map(l => l.line),
                ))
            ) {
                return { sId: String(name), kind: 'REFUSED', message: cannotSell('WRONG_VARIANT') };
            }
            const unavailable = this.unavailableReason(campaign);
            const stillSelling = hold ? campaign.state === 'ACTIVE' && campaign.stage === 'OPEN' && !campaign.isCancelled : !unavailable;
            if (!stillSelling) return { sId: String(name), kind: 'CLOSED', message: cannotSell(unavailable?.reason ?? 'NOT_SELLING') };
            if (campaign.maxQty != null && order.customerId) {
                const paid = await this.paidUnits(ctx, campaign.id, order.customerId);
                if (paid + group.units > campaign.maxQty) {
                    return {
                        sId: String(name),
                        kind: 'REFUSED',
                        message: refusalMessage(ctx, 'CAMPAIGN_CUSTOMER_LIMIT', { sId: String(name), maxQty: campaign.maxQty }),
                    };
                }
            }
            if (holding) {
                const held = hold?.tickets ?? 0;
                if (campaign.issuedTicket + campaign.reservedTicket - held + group.tickets > campaign.totalTicket) {
                    return { sId: String(name), kind: 'SOLD_OUT', message: refusalMessage(ctx, 'CAMPAIGN_TICKETS_SOLD_OUT', { sId: String(name) }) };
                }
            }
        }
        return undefined;
    }

    /**
     * variantsBelong for order lines: a line whose variant Vendure loaded with the order (checkout
     * and payment do) says its product itself; a variant never moves to another product, so only
     * lines without it are read.
     */
    private async linesBelong(ctx: RequestContext, campaign: Campaign, lines: OrderLine[]): Promise<boolean> {
        const unknown: ID[] = [];
        for (const line of lines) {
            const productId = line.productVariant?.productId;
            if (productId == null) unknown.push(line.productVariantId);
            else if (!idsAreEqual(productId, campaign.productId)) return false;
        }
        return this.variantsBelong(ctx, campaign, unknown);
    }

    /**
     * `OrderLine.quantityAvailable`: the most units `line` may hold under its campaign's per-customer
     * limit (maxQty) now, after the customer's paid orders and the cart's other lines of the campaign;
     * null for a line of no campaign or of a campaign without a limit. The same room the cart check's
     * MAX_QTY names, so the cart's + stops where the server would refuse.
     */
    async lineRoom(ctx: RequestContext, line: OrderLine): Promise<number | null> {
        const campaignId = line.customFields?.campaignId;
        if (!isRowId(campaignId)) return null;
        const campaign = await this.connection
            .getRepository(ctx, Campaign)
            .findOne({ where: { id: campaignId! }, select: { id: true, maxQty: true }, loadEagerRelations: false });
        if (campaign?.maxQty == null) return null;
        const order = (
            await this.connection.getRepository(ctx, OrderLine).findOne({ where: { id: line.id }, relations: { order: true }, loadEagerRelations: false })
        )?.order;
        if (!order) return null;
        const lines = await this.connection.getRepository(ctx, OrderLine).find({ where: { order: { id: order.id } }, loadEagerRelations: false });
        const unitsInCart = lines
            .filter(l => !idsAreEqual(l.id, line.id) && idsAreEqual(l.customFields?.campaignId ?? '', campaignId!))
            .reduce((sum, l) => sum + l.quantity, 0);
        const paid = order.customerId != null ? await this.paidUnits(ctx, campaign.id, order.customerId) : 0;
        return Math.max(0, campaign.maxQty - paid - unitsInCart);
    }

    async paidUnits(ctx: RequestContext, campaignId: ID, customerId: ID): Promise<number> {
        const participation = await this.connection
            .getRepository(ctx, Participation)
            .findOne({ where: { campaignId, customerId }, select: { id: true, units: true } });
        return participation?.units ?? 0;
    }

    groupLines(order: Order, campaigns: Map<string, Campaign>): CampaignLineGroup[] {
        const groups = new Map<string, CampaignLineGroup>();
        for (const line of order.lines) {
            const campaignId = line.customFields?.campaignId;
            if (!campaignId) continue;
            const campaign = campaigns.get(String(campaignId));
            // A redeemed code's line grants exactly its quantity (one free ticket is one ticket).
            const perUnit = line.customFields?.codeId ? 1 : campaign ? this.ticketsPerUnit(campaign, line.productVariantId) : 0;
            const tickets = campaign ? line.quantity * perUnit : 0;
            const group = groups.get(String(campaignId)) ?? { campaignId, lines: [], units: 0, tickets: 0 };
            group.lines.push({ line, tickets });
            group.units += line.quantity;
            group.tickets += tickets;
            groups.set(String(campaignId), group);
        }
        return [...groups.values()];
    }

    private async campaignsOf(ctx: RequestContext, order: Order): Promise<Map<string, Campaign>> {
        const ids = [...new Set(order.lines.map(l => l.customFields?.campaignId).filter((id): id is string => isRowId(id)))];
        if (!ids.length) return new Map();
        // No translations: the ticket rules use sId for messages, never the names.
        const campaigns = await this.connection.getRepository(ctx, Campaign).find({ where: { id: In(ids) }, loadEagerRelations: false });
        return new Map(campaigns.map(c => [String(c.id), c]));
    }

    /**
     * Holds the order's tickets when it enters ArrangingPayment. Returns a message when it
     * cannot (the transition is then refused, nothing stays held).
     */
    async reserve(ctx: RequestContext, order: Order): Promise<string | undefined> {
        await this.release(ctx, order.id);
        // One read of the order's campaigns for the checks and the holds.
        const campaigns = await this.campaignsOf(ctx, order);
        const refusal = await this.checkoutRefusal(ctx, order, false, campaigns);
        if (refusal) return refusal.message;
        const groups = this.groupLines(order, campaigns);
        if (!groups.length) return undefined;
        const firstSId = campaigns.get(String(groups[0]!.campaignId))?.sId ?? String(groups[0]!.campaignId);
        const holder = await this.holderRefusal(ctx);
        if (holder) return refusalMessage(ctx, 'CAMPAIGN_SIGN_IN_REQUIRED', { sId: firstSId });
        const address = ctx.apiType === 'shop' && ctx.req ? clientAddress(ctx.req) : null;
        const capped = await this.holdCapRefusal(ctx, order, address, firstSId);
        if (capped) return capped;
        const reserved: Array<{ campaignId: ID; tickets: number }> = [];
        const fail = async (message: string) => {
            for (const r of reserved) await this.releaseOne(ctx, order.id, r.campaignId);
            return message;
        };
        for (const group of groups) {
            // checkoutRefusal passed: the campaign exists, sells, and the lines are its product's.
            const campaign = campaigns.get(String(group.campaignId));
            const held = await rawQuery(
                this.connection,
                ctx,
                `UPDATE "campaign" SET "reservedTicket" = "reservedTicket" + ?
                 WHERE "id" = ? AND "state" = 'ACTIVE' AND "stage" = 'OPEN'
                   AND "issuedTicket" + "reservedTicket" + ? <= "totalTicket"
                 RETURNING "id"`,
                [group.tickets, campaign!.id, group.tickets],
            );
            if (!held.length) return fail(refusalMessage(ctx, 'CAMPAIGN_TICKETS_SOLD_OUT', { sId: campaign!.sId }));
            await this.connection.getRepository(ctx, TicketReservation).insert(
                new TicketReservation({
                    orderId: order.id,
                    campaignId: campaign!.id,
                    customerId: order.customerId != null ? Number(order.customerId) : null,
                    clientAddress: address,
                    tickets: group.tickets,
                    units: group.units,
                    status: 'HELD',
                    expiresAt: new Date(Date.now() + this.options.reservationMinutes * 60_000),
                }),
            );
            reserved.push({ campaignId: campaign!.id, tickets: group.tickets });
        }
        return undefined;
    }

    /** Gives back whatever the order holds (checkout abandoned, order back to AddingItems, expiry). */
    async release(ctx: RequestContext, orderId: ID): Promise<void> {
        const held = await this.connection
            .getRepository(ctx, TicketReservation)
            .find({ where: { orderId, status: 'HELD' }, select: { id: true, campaignId: true } });
        for (const r of held) await this.releaseOne(ctx, orderId, r.campaignId);
    }

    private async releaseOne(ctx: RequestContext, orderId: ID, campaignId: ID) {
        // Deleting the HELD row is the claim: only one of release / issue / expiry gets it.
        const gone = await rawQuery<{ tickets: number }>(
            this.connection,
            ctx,
            `DELETE FROM "ticket_reservation" WHERE "orderId" = ? AND "campaignId" = ? AND "status" = 'HELD' RETURNING "tickets"`,
            [orderId, campaignId],
        );
        for (const row of gone) {
            await rawQuery(this.connection, ctx, `UPDATE "campaign" SET "reservedTicket" = "reservedTicket" - ? WHERE "id" = ?`, [row.tickets, campaignId]);
        }
    }

    /**
     * Issues the order's tickets as its payment settles, in the same transaction. Exactly once:
     * the HELD → ISSUED update (or, if the hold was released meanwhile, the unique
     * reservation row inserted as ISSUED) is the claim. Throws if tickets can no longer be
     * issued (none left, or the campaign's ticket set is already committed to its draw), which
     * rolls the payment back: nobody is charged without tickets.
     */
    async issue(ctx: RequestContext, order: Order): Promise<void> {
        const campaigns = await this.campaignsOf(ctx, order);
        for (const group of this.groupLines(order, campaigns)) {
            const campaign = campaigns.get(String(group.campaignId));
            if (!campaign || group.tickets === 0) continue;
            const claimed = await rawQuery<{ tickets: number }>(
                this.connection,
                ctx,
                `UPDATE "ticket_reservation" SET "status" = 'ISSUED' WHERE "orderId" = ? AND "campaignId" = ? AND "status" = 'HELD' RETURNING "tickets"`,
                [order.id, campaign.id],
            );
            let claim: { issued: number; last: number };
            const hour = hourOf();
            if (claimed.length) {
                claim = await this.claimNumbers(ctx, campaign, group.tickets, Number(claimed[0].tickets), order.customerId!, hour);
            } else {
                const already = await this.connection
                    .getRepository(ctx, TicketReservation)
                    .findOne({ where: { orderId: order.id, campaignId: campaign.id }, select: { id: true } });
                if (already) continue; // issued before: a repeated settlement changes nothing
                // The hold was released (expired) before payment arrived: issue only if tickets remain.
                claim = await this.claimNumbers(ctx, campaign, group.tickets, null, order.customerId!, hour);
                await this.connection.getRepository(ctx, TicketReservation).insert(
                    new TicketReservation({
                        orderId: order.id,
                        campaignId: campaign.id,
                        tickets: group.tickets,
                        units: group.units,
                        status: 'ISSUED',
                        expiresAt: new Date(),
                    }),
                );
            }
            const parts = group.lines.map(({ line, tickets }) => ({ orderLineId: line.id, count: tickets }));
            const { ticketIds, rarityRound } = await this.writeTickets(
                ctx,
                campaign,
                order.customerId!,
                order.id,
                parts,
                claim.last - group.tickets + 1,
                group.units,
                hour,
            );
            await this.eventBus.publish(new TicketsIssuedEvent(ctx, campaign.id, order.id, order.customerId!, ticketIds, rarityRound));
            if (claim.issued >= campaign.totalTicket) await this.lifecycle.close(ctx, campaign.id, 'SOLD_OUT');
            else if (campaign.endDate.getTime() <= Date.now()) await this.closeIfDueAfterPayment(ctx, campaign.id);
        }
    }

    /**
     * Voids the tickets of an order's refunded units: after Vendure's `cancelOrder` has lowered
     * a line's quantity, each LUCKYDRAW line keeps the tickets its remaining quantity earns and
     * the rest (highest numbers first) are voided through `voidTickets`. Idempotent, and exactly
     * once under concurrency: which tickets go is decided by the line alone, and each ticket is
     * voided by a conditional UPDATE whose returned rows are the only ones counted.
     * BLINDBOX lines are left to the blind-box plugin (it voids unopened boxes, then their
     * tickets through `voidTickets`). A campaign whose ticket set is committed to its draw
     * (stage past OPEN) is never changed: its tickets stay in the draw (docs/campaigns.md
     * "Refunds"); the campaigns skipped so are returned, for the order's history.
     */
    async voidCancelledUnits(ctx: RequestContext, order: Order): Promise<{ voided: string[]; committed: Campaign[] }> {
        const campaigns = await this.campaignsOf(ctx, order);
        const voided: string[] = [];
        const committed: Campaign[] = [];
        for (const group of this.groupLines(order, campaigns)) {
            const campaign = campaigns.get(String(group.campaignId));
            if (!campaign || campaign.typStr !== 'LUCKYDRAW' || campaign.isCancelled) continue;
            for (const { line, tickets: keep } of group.lines) {
                const held = await this.connection.getRepository(ctx, Ticket).find({
                    where: { orderLineId: line.id, isVoid: false },
                    select: { id: true, ticketId: true },
                    order: { seq: 'DESC' },
                });
                if (held.length <= keep) continue;
                if (campaign.stage !== 'OPEN') {
                    if (!committed.includes(campaign)) committed.push(campaign);
                    continue;
                }
                const perUnit = line.customFields?.codeId ? 1 : this.ticketsPerUnit(campaign, line.productVariantId);
                voided.push(
                    ...(await this.voidTickets(
                        ctx,
                        campaign.id,
                        order,
                        held.slice(0, held.length - keep).map(t => t.ticketId),
                        perUnit,
                    )),
                );
            }
        }
        return { voided, committed };
    }

    /**
     * Voids the given tickets of one order in one campaign, each once: `UPDATE ... WHERE isVoid =
     * false RETURNING` claims them, and only the rows it returns lower the campaign's
     * `issuedTicket` and the holder's participation (tickets and units, `perUnit` tickets a unit),
     * so two refunds racing for the same tickets lower the counts once. Returns the ids voided now.
     */
    async voidTickets(ctx: RequestContext, campaignId: ID, order: Pick<Order, 'id' | 'customerId'>, ticketIds: string[], perUnit: number): Promise<string[]> {
        if (!ticketIds.length) return [];
        const rows = await rawQuery<{ ticketId: string }>(
            this.connection,
            ctx,
            `UPDATE "ticket" SET "isVoid" = true WHERE "campaignId" = ? AND "orderId" = ? AND "isVoid" = false AND "ticketId" IN (${ticketIds.map(() => '?').join(', ')}) RETURNING "ticketId"`,
            [campaignId, order.id, ...ticketIds],
        );
        if (!rows.length) return [];
        const count = rows.length;
        await rawQuery(this.connection, ctx, `UPDATE "campaign" SET "issuedTicket" = "issuedTicket" - ? WHERE "id" = ?`, [count, campaignId]);
        await rawQuery(
            this.connection,
            ctx,
            `UPDATE "participation" SET "count" = "count" - ?, "units" = "units" - ?, "updatedAt" = CURRENT_TIMESTAMP WHERE "campaignId" = ? AND "customerId" = ?`,
            [count, Math.floor(count / Math.max(perUnit, 1)), campaignId, order.customerId],
        );
        const voided = rows.map(r => r.ticketId);
        await this.eventBus.publish(new TicketsVoidedEvent(ctx, campaignId, order.id, order.customerId!, voided));
        return voided;
    }

    /** The last hold of a campaign past its end has just turned into tickets: nothing keeps it open any more. */
    private async closeIfDueAfterPayment(ctx: RequestContext, campaignId: ID) {
        const now = await this.connection.getRepository(ctx, Campaign).findOne({ where: { id: campaignId }, loadEagerRelations: false });
        if (now) await this.lifecycle.closeIfDueNow(ctx, now);
    }

    /**
     * Tickets without an order, through the same ledger as a sale (the demo's ticket holders):
     * numbers claimed by the same conditional UPDATE, so only while the campaign still sells and
     * has tickets left; a sell-out closes it as a sale would. Call it in a transaction.
     */
    async grant(ctx: RequestContext, campaignId: ID, customerId: ID, count: number): Promise<{ ticketIds: string[]; rarityRound: number }> {
        const campaign = await this.connection.getRepository(ctx, Campaign).findOneOrFail({ where: { id: campaignId }, loadEagerRelations: false });
        const hour = hourOf();
        const claim = await this.claimNumbers(ctx, campaign, count, null, customerId, hour);
        const { ticketIds, rarityRound } = await this.writeTickets(
            ctx,
            campaign,
            customerId,
            null,
            [{ orderLineId: null, count }],
            claim.last - count + 1,
            count,
            hour,
        );
        if (claim.issued >= campaign.totalTicket) await this.lifecycle.close(ctx, campaign.id, 'SOLD_OUT');
        return { ticketIds, rarityRound };
    }

    /**
     * Claims `count` ticket numbers and returns the last one: one statement, because on SQLite
     * Vendure's concurrent requests share one connection and a read-after-write pair could
     * interleave. Only a campaign still in stage OPEN gives numbers: from DRAW_INIT on its ticket
     * set is committed to the draw (the database refuses such tickets too, see the
     * TicketSetCommittedGuard migration). `heldTickets`: the order's hold being turned into
     * tickets (already counted in reservedTicket); null: nothing held, so tickets must be left.
     * The same statement raises the Hottest and Trending scores (`ticketsLast24h`, and
     * `buyersLast24h` when `customerId` took no tickets of it in the 24 hourly buckets up to
     * `hour`, the bucket writeTickets adds to): no statement more per sale.
     */
    private async claimNumbers(
        ctx: RequestContext,
        campaign: Campaign,
        count: number,
        heldTickets: number | null,
        customerId: ID,
        hour: number,
    ): Promise<{ issued: number; last: number }> {
        // The 24 buckets by number: one primary-key lookup each, however many buyers the campaign had.
        const window = Array.from({ length: ACTIVITY_HOURS }, (_, i) => hour - i).join(', ');
        const scores = `"ticketsLast24h" = "ticketsLast24h" + ?, "buyersLast24h" = "buyersLast24h" + CASE WHEN EXISTS (
            SELECT 1 FROM "campaign_hourly_participant" WHERE "campaignId" = ? AND "customerId" = ? AND "hour" IN (${window})) THEN 0 ELSE 1 END`;
        const counter =
            heldTickets != null
                ? await rawQuery<{ issuedTicket: number; lastSeq: number }>(
                      this.connection,
                      ctx,
                      `UPDATE "campaign" SET "issuedTicket" = "issuedTicket" + ?, "lastSeq" = "lastSeq" + ?, "reservedTicket" = "reservedTicket" - ?, ${scores}
                       WHERE "id" = ? AND "stage" = 'OPEN' RETURNING "issuedTicket", "lastSeq"`,
                      [count, count, heldTickets, count, campaign.id, customerId, campaign.id],
                  )
                : await rawQuery<{ issuedTicket: number; lastSeq: number }>(
                      this.connection,
                      ctx,
                      `UPDATE "campaign" SET "issuedTicket" = "issuedTicket" + ?, "lastSeq" = "lastSeq" + ?, ${scores}
                       WHERE "id" = ? AND "stage" = 'OPEN' AND "issuedTicket" + "reservedTicket" + ? <= "totalTicket" RETURNING "issuedTicket", "lastSeq"`,
                      [count, count, count, campaign.id, customerId, campaign.id, count],
                  );
        if (counter.length) return { issued: Number(counter[0].issuedTicket), last: Number(counter[0].lastSeq) };
        const now = await this.connection
            .getRepository(ctx, Campaign)
            .findOne({ where: { id: campaign.id }, select: { id: true, stage: true }, loadEagerRelations: false });
        throw new CampaignTicketsUnavailableError(campaign.sId, now?.stage === 'OPEN' ? 'SOLD_OUT' : 'CLOSED');
    }

    /**
     * Writes numbered tickets (`firstSeq` on, `parts` in order) and adds them to the holder's
     * participation. Their rarity is not known yet (docs/fairness.md#ticket-rarity): they wait for
     * the first beacon round emitted after this moment, which is also their `createdAt`, so a
     * proof can show the round is exactly the one that followed the issue. Bounded multi-row INSERTs that do not read the rows back: TypeORM's
     * `insert()` would reload generated columns with one OR term per row, which SQLite refuses
     * beyond about a thousand rows ("Expression tree is too large").
     */
    private async writeTickets(
        ctx: RequestContext,
        campaign: Campaign,
        customerId: ID,
        orderId: ID | null,
        parts: Array<{ orderLineId: ID | null; count: number }>,
        firstSeq: number,
        units: number,
        hour: number,
    ): Promise<{ ticketIds: string[]; rarityRound: number }> {
        const issuedAt = new Date();
        const { round } = await this.rarities.roundFor(issuedAt);
        const rows: Array<Partial<Ticket>> = [];
        let seq = firstSeq;
        for (const { orderLineId, count } of parts) {
            for (let i = 0; i < count; i++, seq++) {
                const ticketId = `${campaign.sId}-${String(seq).padStart(6, '0')}`;
                rows.push({
                    createdAt: issuedAt,
                    ticketId,
                    seq,
                    rarity: null,
                    weight: null,
                    rarityScheme: 'beacon-v1',
                    rarityRound: round,
                    isWin: false,
                    isVoid: false,
                    campaignId: campaign.id,
                    customerId,
                    orderLineId,
                    orderId,
                });
            }
        }
        const repo = this.connection.getRepository(ctx, Ticket);
        for (let i = 0; i < rows.length; i += TICKET_INSERT_BATCH) {
            await repo
                .createQueryBuilder()
                .insert()
                .into(Ticket)
                .values(rows.slice(i, i + TICKET_INSERT_BATCH))
                .updateEntity(false)
                .execute();
        }
        await rawQuery(
            this.connection,
            ctx,
            `INSERT INTO "participation" ("createdAt", "updatedAt", "count", "units", "campaignId", "customerId")
             VALUES (CURRENT_TIMESTAMP, CURRENT_TIMESTAMP, ?, ?, ?, ?)
             ON CONFLICT ("campaignId", "customerId") DO UPDATE SET
               "count" = "participation"."count" + excluded."count",
               "units" = "participation"."units" + excluded."units",
               "updatedAt" = CURRENT_TIMESTAMP`,
            [rows.length, units, campaign.id, customerId],
        );
        // The Hottest and Trending counters, in the same transaction as the tickets, in the hour claimNumbers scored.
        await rawQuery(
            this.connection,
            ctx,
            `INSERT INTO "campaign_hourly_activity" ("campaignId", "hour", "tickets") VALUES (?, ?, ?)
             ON CONFLICT ("campaignId", "hour") DO UPDATE SET "tickets" = "campaign_hourly_activity"."tickets" + excluded."tickets"`,
            [campaign.id, hour, rows.length],
        );
        await rawQuery(
            this.connection,
            ctx,
            `INSERT INTO "campaign_hourly_participant" ("campaignId", "hour", "customerId") VALUES (?, ?, ?)
             ON CONFLICT ("campaignId", "hour", "customerId") DO NOTHING`,
            [campaign.id, hour, customerId],
        );
        return { ticketIds: rows.map(r => r.ticketId!), rarityRound: round };
    }

    /**
     * Brings the Hottest and Trending scores back to the last 24 hourly buckets (the scheduled
     * task `campaign-rank-sheets`, every minute): sales raise them at once (claimNumbers), but an
     * hour leaving the window lowers them only here. One statement reads each campaign's scores
     * beside its buckets' sums, so both are of one moment (tickets and their scores are written
     * in one transaction); each difference is then added, not set, so a sale written meanwhile
     * keeps its increment. Returns how many campaigns changed.
     */
    async rankSheets(ctx: RequestContext): Promise<number> {
        const since = hourOf() - ACTIVITY_HOURS + 1;
        const drifted = await rawQuery<{ id: ID; tickets: number | string; buyers: number | string }>(
            this.connection,
            ctx,
            `SELECT c."id", COALESCE(t."tickets", 0) - c."ticketsLast24h" AS "tickets", COALESCE(b."buyers", 0) - c."buyersLast24h" AS "buyers"
             FROM "campaign" c
             LEFT JOIN (SELECT "campaignId", SUM("tickets") AS "tickets" FROM "campaign_hourly_activity" WHERE "hour" >= ? GROUP BY "campaignId") t ON t."campaignId" = c."id"
             LEFT JOIN (SELECT "campaignId", COUNT(DISTINCT "customerId") AS "buyers" FROM "campaign_hourly_participant" WHERE "hour" >= ? GROUP BY "campaignId") b ON b."campaignId" = c."id"
             WHERE c."ticketsLast24h" <> COALESCE(t."tickets", 0) OR c."buyersLast24h" <> COALESCE(b."buyers", 0)`,
            [since, since],
        );
        for (const row of drifted) {
            await rawQuery(
                this.connection,
                ctx,
                `UPDATE "campaign" SET "ticketsLast24h" = "ticketsLast24h" + ?, "buyersLast24h" = "buyersLast24h" + ? WHERE "id" = ?`,
                [Number(row.tickets), Number(row.buyers), row.id],
            );
        }
        return drifted.length;
    }

    /** Reservations whose checkout was abandoned; the expiry task sends their orders back to AddingItems. */
    async expiredReservations(ctx: RequestContext): Promise<TicketReservation[]> {
        return this.connection
            .getRepository(ctx, TicketReservation)
            .createQueryBuilder('r')
            .where('r.status = :status', { status: 'HELD' })
            .andWhere('r.expiresAt < :now', { now: new Date() })
            .take(500)
            .getMany();
    }

    // Other plugins' door to the ticket and participation tables (docs/server.md, plugin
    // boundaries): each read or write they need, in ctx's transaction.

    /** Marks the drawn ticket as the winner (`isWin`) and returns it: the draw plugin crowns through this. */
    async markWinner(ctx: RequestContext, campaignId: ID, ticketId: string): Promise<Ticket> {
        const repo = this.connection.getRepository(ctx, Ticket);
        await repo.update({ campaignId, ticketId }, { isWin: true });
        return repo.findOneOrFail({ where: { campaignId, ticketId }, loadEagerRelations: false });
    }

    /** The customers holding at least one valid ticket of the campaign (unordered). */
    async holderIds(ctx: RequestContext, campaignId: ID): Promise<ID[]> {
        const holders = await this.connection
            .getRepository(ctx, Participation)
            .createQueryBuilder('p')
            .select('p.customerId', 'customerId')
            .where('p.campaignId = :id AND p.count > 0', { id: campaignId })
            .getRawMany<{ customerId: ID }>();
        return holders.map(h => h.customerId);
    }

    /** Every valid ticket of the campaign in issue order, with what a draw's committed list needs. */
    validTicketsInOrder(ctx: RequestContext, campaignId: ID) {
        return this.connection.getRepository(ctx, Ticket).find({
            where: { campaignId, isVoid: false },
            select: { id: true, ticketId: true, seq: true, weight: true, rarity: true, customerId: true, ...RARITY_EVIDENCE },
            order: { seq: 'ASC' },
            loadEagerRelations: false,
        });
    }

    /** One page of the valid tickets in issue order (the committed list, paged for auditors), and their count. */
    validTicketsPage(ctx: RequestContext, campaignId: ID, skip: number, take: number): Promise<[Ticket[], number]> {
        return this.connection.getRepository(ctx, Ticket).findAndCount({
            where: { campaignId, isVoid: false },
            select: { id: true, ticketId: true, seq: true, weight: true, rarity: true, customerId: true, ...RARITY_EVIDENCE },
            order: { seq: 'ASC' },
            skip,
            take,
            loadEagerRelations: false,
        });
    }

    /** One page of a holder's valid tickets of one campaign in issue order, and their count. */
    validTicketsOfHolder(ctx: RequestContext, campaignId: ID, customerId: ID, skip: number, take: number): Promise<[Ticket[], number]> {
        return this.connection.getRepository(ctx, Ticket).findAndCount({
            where: { campaignId, customerId, isVoid: false },
            select: { id: true, ticketId: true, seq: true, weight: true, rarity: true, customerId: true, ...RARITY_EVIDENCE },
            order: { seq: 'ASC' },
            skip,
            take,
            loadEagerRelations: false,
        });
    }

    /** Valid tickets issued since `since`, over all campaigns. */
    countSoldSince(ctx: RequestContext, since: Date): Promise<number> {
        return this.connection.getRepository(ctx, Ticket).count({ where: { createdAt: MoreThanOrEqual(since), isVoid: false } });
    }

    /** These tickets by row id (unknown ids are left out). */
    async findByIds(ctx: RequestContext, ids: ID[]): Promise<Ticket[]> {
        return ids.length ? this.connection.getRepository(ctx, Ticket).find({ where: { id: In(ids) }, loadEagerRelations: false }) : [];
    }

    /** An order's ticket numbers (valid or not), in issue order. */
    async numbersOfOrder(ctx: RequestContext, orderId: ID): Promise<string[]> {
        const tickets = await this.connection
            .getRepository(ctx, Ticket)
            .find({ where: { orderId }, select: { id: true, ticketId: true }, order: { seq: 'ASC' }, loadEagerRelations: false });
        return tickets.map(t => t.ticketId);
    }

    /** The tickets of these order lines (valid and voided), in issue order. */
    async ofOrderLines(ctx: RequestContext, orderLineIds: ID[]): Promise<Ticket[]> {
        if (!orderLineIds.length) return [];
        const tickets = await this.connection.getRepository(ctx, Ticket).find({ where: { orderLineId: In(orderLineIds) }, order: { seq: 'ASC' } });
        return this.rarities.revealRead(ctx, tickets);
    }

    /** The valid tickets of one order line, last issued first (a refund voids from the end). */
    validOfOrderLineNewestFirst(ctx: RequestContext, orderLineId: ID): Promise<Array<Pick<Ticket, 'id' | 'ticketId' | 'seq'>>> {
        return this.connection.getRepository(ctx, Ticket).find({
            where: { orderLineId, isVoid: false },
            select: { id: true, ticketId: true, seq: true },
            order: { seq: 'DESC' },
        });
    }

    /** An order's valid blind-box tickets (one per box), by line then issue order: the boxes to create. */
    blindBoxTicketsOfOrder(ctx: RequestContext, orderId: ID): Promise<Ticket[]> {
        return this.connection
            .getRepository(ctx, Ticket)
            .createQueryBuilder('t')
            .innerJoin(Campaign, 'c', 'c.id = t.campaignId')
            .where('t.orderId = :orderId', { orderId })
            .andWhere('c.typStr = :type', { type: 'BLINDBOX' })
            .andWhere('t.isVoid = :void', { void: false })
            .andWhere('t.orderLineId IS NOT NULL')
            .orderBy('t.orderLineId', 'ASC')
            .addOrderBy('t.seq', 'ASC')
            .getMany();
    }

    /** How many of an order's lucky-draw tickets are voided. */
    countVoidedDrawTicketsOfOrder(ctx: RequestContext, orderId: ID): Promise<number> {
        return this.connection
            .getRepository(ctx, Ticket)
            .createQueryBuilder('t')
            .innerJoin(Campaign, 'c', 'c.id = t.campaignId')
            .where('t.orderId = :orderId AND t.isVoid = :yes AND c.typStr = :draw', { orderId, yes: true, draw: 'LUCKYDRAW' })
            .getCount();
    }

    /** A customer's latest tickets, newest first, at most `take`. */
    async latestOfCustomer(ctx: RequestContext, customerId: ID, take: number): Promise<Ticket[]> {
        return this.rarities.revealRead(ctx, await this.connection.getRepository(ctx, Ticket).find({ where: { customerId }, order: { id: 'DESC' }, take }));
    }

    /**
     * Tickets issued from `start` (inclusive) to `end` (exclusive) and not void, per Malaysian day and
     * campaign: the sales report's tickets sold (docs/reports.md#the-sales-report).
     */
    async issuedPerDay(ctx: RequestContext, start: Date, end: Date): Promise<Array<{ day: string; campaignId: string; count: number }>> {
        const day = malaysianDateSql('ticket.createdAt', isPostgres(this.connection));
        const rows = await this.connection
            .getRepository(ctx, Ticket)
            .createQueryBuilder('ticket')
            .select(day, 'day')
            .addSelect('ticket.campaignId', 'campaignId')
            .addSelect('COUNT(*)', 'count')
            .where('ticket.createdAt >= :start AND ticket.createdAt < :end AND ticket.isVoid = :no', { start, end, no: false })
            .groupBy(day)
            .addGroupBy('ticket.campaignId')
            .getRawMany<{ day: string; campaignId: number | string; count: number | string }>();
        return rows.map(r => ({ day: r.day, campaignId: String(r.campaignId), count: Number(r.count) }));
    }
}
