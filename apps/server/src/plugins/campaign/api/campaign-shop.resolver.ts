import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import {
    ActiveOrderService,
    Allow,
    Ctx,
    ID,
    idsAreEqual,
    OrderLine,
    OrderService,
    Permission,
    Product,
    RequestContext,
    Transaction,
    TransactionalConnection,
} from '@vendure/core';

import { CampaignState } from '../constants';
import { Campaign } from '../entities/campaign.entity';
import { CampaignService, CampaignSheet, PageOptions } from '../services/campaign.service';
import { CampaignTicketService } from '../services/campaign-ticket.service';

/** Shop queries named after the client's operations (spec §7). Thin: the services own the rules. */
@Resolver()
export class CampaignShopResolver {
    constructor(private campaignService: CampaignService) {}

    @Query()
    campaigns(@Ctx() ctx: RequestContext, @Args() args: { options?: PageOptions; state?: CampaignState; sheet?: CampaignSheet }) {
        return this.campaignService.list(ctx, args.options, args.state, args.sheet);
    }

    @Query()
    campaign(@Ctx() ctx: RequestContext, @Args() args: { campaignId: ID; wonId?: ID }) {
        return this.campaignService.findOne(ctx, args.campaignId);
    }

    @Query()
    listCampaignParticipants(@Ctx() ctx: RequestContext, @Args() args: { campaignId: ID; sort?: any; options?: PageOptions }) {
        return this.campaignService.participants(ctx, args.campaignId, args.sort, args.options);
    }

    @Query()
    async campaignProgress(@Ctx() ctx: RequestContext, @Args() args: { campaignId: ID }) {
        const c = await this.campaignService.findOne(ctx, args.campaignId);
        if (!c) return null;
        return {
            campaignId: c.id,
            // For the draw plugin's drawResult.
            name: c.name,
            prize: c.prize,
            issuedTicket: c.issuedTicket,
            totalTicket: c.totalTicket,
            percent: c.totalTicket ? Math.round((c.issuedTicket / c.totalTicket) * 10000) / 100 : 0,
            state: c.state,
            stage: c.stage,
            isCancelled: c.isCancelled,
            ts_DRAW_INIT: c.ts_DRAW_INIT,
            ts_CALL_CONTRACT: c.ts_CALL_CONTRACT,
            ts_CALL_CHAINLINK: c.ts_CALL_CHAINLINK,
            ts_WAIT_VRF_RESULT: c.ts_WAIT_VRF_RESULT,
            ts_GET_WINNER: c.ts_GET_WINNER,
            ts_ENDED: c.ts_ENDED,
        };
    }

    @Query()
    @Allow(Permission.Authenticated)
    userTickets(@Ctx() ctx: RequestContext, @Args() args: { customerId: ID; campaignId?: ID; options?: PageOptions }) {
        return this.campaignService.userTickets(ctx, args.customerId, args.campaignId, args.options);
    }

    @Query()
    @Allow(Permission.Authenticated)
    async listUserCurCampaignTicket(@Ctx() ctx: RequestContext, @Args() args: { campaignId: ID }) {
        const customerId = await this.campaignService.requireCustomerId(ctx);
        return this.campaignService.userTickets(ctx, customerId, args.campaignId);
    }

    @Query()
    @Allow(Permission.Authenticated)
    listUserParticipateCampaign(@Ctx() ctx: RequestContext, @Args() args: { state?: CampaignState }) {
        return this.campaignService.participatedCampaigns(ctx, args.state);
    }
}

/**
 * Overrides Vendure's addItemToOrder / adjustOrderLine (a plugin resolver of the same name
 * replaces the built-in one) to check campaign lines first and answer with ErrorResults.
 */
@Resolver()
export class CampaignOrderResolver {
    constructor(
        private activeOrderService: ActiveOrderService,
        private orderService: OrderService,
        private tickets: CampaignTicketService,
    ) {}

    @Transaction()
    @Mutation()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    async addItemToOrder(@Ctx() ctx: RequestContext, @Args() args: any) {
        const active = await this.activeOrderService.getActiveOrder(ctx, args.activeOrderInput, true);
        const campaignId = args.customFields?.campaignId;
        // The active order may come without its lines; the checks need them.
        const order = (campaignId && (await this.orderService.findOne(ctx, active.id))) || active;
        if (campaignId) {
            const refusal = await this.tickets.checkCartChange(ctx, order, campaignId, args.productVariantId, args.quantity);
            if (refusal) return refusal;
        }
        return this.orderService.addItemToOrder(ctx, order.id, args.productVariantId, args.quantity, args.customFields);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    async adjustOrderLine(@Ctx() ctx: RequestContext, @Args() args: any) {
        const active = await this.activeOrderService.getActiveOrder(ctx, args.activeOrderInput, true);
        const order = (await this.orderService.findOne(ctx, active.id)) ?? active;
        if (args.quantity === 0) return this.orderService.removeItemFromOrder(ctx, order.id, args.orderLineId);
        const line = (order.lines ?? []).find(l => idsAreEqual(l.id, args.orderLineId));
        // Custom fields are replaced, not merged: a field left out is cleared.
        const customFields = args.customFields ? { campaignId: null, prizeId: null, ...args.customFields } : undefined;
        const campaignId = customFields ? customFields.campaignId : line?.customFields?.campaignId;
        if (line && campaignId) {
            const refusal = await this.tickets.checkCartChange(ctx, order, campaignId, line.productVariantId, args.quantity, line.id);
            if (refusal) return refusal;
        }
        return this.orderService.adjustOrderLine(ctx, order.id, args.orderLineId, args.quantity, customFields);
    }
}

@Resolver('OrderLine')
export class OrderLineCampaignResolver {
    constructor(private connection: TransactionalConnection, private campaigns: CampaignService) {}

    @ResolveField()
    campaign(@Ctx() ctx: RequestContext, @Parent() line: OrderLine) {
        const id = line.customFields?.campaignId;
        return id ? this.campaigns.findOne(ctx, id) : null;
    }

    @ResolveField()
    prize(@Ctx() ctx: RequestContext, @Parent() line: OrderLine) {
        const id = line.customFields?.prizeId;
        return id ? this.connection.getRepository(ctx, Product).findOne({ where: { id } }) : null;
    }
}
