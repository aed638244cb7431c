import { Args, Info, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { MutationAddItemsToOrderArgs, MutationAddItemToOrderArgs, MutationAdjustOrderLineArgs } from '@vendure/common/lib/generated-shop-types';
import {
    ACTIVE_ORDER_INPUT_FIELD_NAME,
    ActiveOrderService,
    Allow,
    Ctx,
    ID,
    ListQueryOptions,
    OrderLine,
    OrderService,
    Permission,
    RequestContext,
    RequestContextCacheService,
    Transaction,
    TransactionalConnection,
} from '@vendure/core';

import { CartRefusals } from '../../../common/cart-refusals';
import { CampaignState } from '../constants';
import { CustomOrderLineFields } from '../types';
import { Campaign } from '../entities/campaign.entity';
import { Participation } from '../entities/participation.entity';
import { Ticket } from '../entities/ticket.entity';
import { CampaignService, CampaignSheet } from '../services/campaign.service';
import { CampaignTicketService } from '../services/campaign-ticket.service';
import { TicketRarityService } from '../services/ticket-rarity.service';
import { isRowId } from '../../../common/ids';
import { selectedFieldNames } from '../../../common/graphql-selection';
import type { GraphQLResolveInfo } from 'graphql';

/** Which order a shop mutation acts on, when the active order strategy takes an input (Vendure's ActiveOrderArgs). */
type ActiveOrderArgs = { [ACTIVE_ORDER_INPUT_FIELD_NAME]?: { [strategyName: string]: unknown } };
/** The order line custom fields a shop mutation may set (the generated args leave them out: they exist only with custom fields). */
type LineCustomFieldsArgs = { customFields?: CustomOrderLineFields };

/** Shop queries named after the client's operations (docs/contract.md#operations). Thin: the services own the rules. */
@Resolver()
export class CampaignShopResolver {
    constructor(private campaignService: CampaignService) {}

    @Query()
    campaigns(
        @Ctx() ctx: RequestContext,
        @Args() args: { options?: ListQueryOptions<Campaign>; state?: CampaignState; sheet?: CampaignSheet },
        @Info() info: GraphQLResolveInfo,
    ) {
        // The cards load only what the request shows (a name and a picture, or the whole card); a
        // list of plain fields only is built from raw rows (what is asked of its pictures says whether).
        const pictureFields = new Set([...selectedFieldNames(info, ['items', 'featuredImg']), ...selectedFieldNames(info, ['items', 'cover'])]);
        return this.campaignService.list(ctx, args.options, args.state, args.sheet, selectedFieldNames(info, ['items']), pictureFields);
    }

    @Query()
    campaign(@Ctx() ctx: RequestContext, @Args() args: { campaignId: ID; wonId?: ID }) {
        return this.campaignService.findOne(ctx, args.campaignId);
    }

    @Query()
    listCampaignParticipants(
        @Ctx() ctx: RequestContext,
        @Args() args: { campaignId: ID; sort?: Parameters<CampaignService['participants']>[2]; options?: ListQueryOptions<Participation> },
    ) {
        return this.campaignService.participants(ctx, args.campaignId, args.sort, args.options);
    }

    @Query()
    @Allow(Permission.Authenticated)
    userTickets(@Ctx() ctx: RequestContext, @Args() args: { customerId: ID; campaignId?: ID; options?: ListQueryOptions<Ticket> }) {
        return this.campaignService.userTickets(ctx, args.customerId, args.campaignId, args.options);
    }

    @Query()
    @Allow(Permission.Authenticated)
    async listUserCurCampaignTicket(@Ctx() ctx: RequestContext, @Args() args: { campaignId: ID; options?: ListQueryOptions<Ticket> }) {
        const customerId = await this.campaignService.requireCustomerId(ctx);
        return this.campaignService.userTickets(ctx, customerId, args.campaignId, args.options);
    }

    @Query()
    @Allow(Permission.Authenticated)
    listUserParticipateCampaign(@Ctx() ctx: RequestContext, @Args() args: { state?: CampaignState; options?: ListQueryOptions<Campaign> }) {
        return this.campaignService.participatedCampaigns(ctx, args.state, args.options);
    }
}

/**
 * Vendure's addItemToOrder / addItemsToOrder / adjustOrderLine, unchanged except that a refusal
 * by our OrderInterceptors (campaign and prize rules) answers with the shop's own ErrorResult
 * instead of ORDER_INTERCEPTOR_ERROR (a plugin resolver of the same name replaces the built-in
 * one). The rules are not here: they run inside OrderService, for every caller.
 */
@Resolver()
export class CampaignOrderResolver {
    private refusals: CartRefusals;

    constructor(
        private activeOrderService: ActiveOrderService,
        private orderService: OrderService,
        cache: RequestContextCacheService,
    ) {
        this.refusals = new CartRefusals(cache);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    async addItemToOrder(@Ctx() ctx: RequestContext, @Args() args: MutationAddItemToOrderArgs & LineCustomFieldsArgs & ActiveOrderArgs) {
        const order = await this.activeOrderService.getActiveOrder(ctx, args[ACTIVE_ORDER_INPUT_FIELD_NAME], true);
        const result = await this.orderService.addItemToOrder(ctx, order.id, args.productVariantId, args.quantity, args.customFields);
        return this.refusals.asContractError(ctx, result);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    async addItemsToOrder(@Ctx() ctx: RequestContext, @Args() args: MutationAddItemsToOrderArgs & ActiveOrderArgs) {
        const order = await this.activeOrderService.getActiveOrder(ctx, args[ACTIVE_ORDER_INPUT_FIELD_NAME], true);
        const result = await this.orderService.addItemsToOrder(ctx, order.id, args.inputs);
        return {
            order: result.order,
            errorResults: result.errorResults.map(e => {
                const error = this.refusals.asContractError(ctx, e);
                // The order as it is after the items that were added.
                if ((error as { __typename?: string }).__typename === 'InsufficientStockError') Object.assign(error, { order: result.order });
                // Vendure translates only an ErrorResult that is the whole answer; these are in a list.
                const key = `errorResult.${error.message}`;
                const text = ctx.translate(key, error as unknown as Record<string, unknown>);
                if (text && text !== key) (error as { message: string }).message = text;
                return error;
            }),
        };
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    async adjustOrderLine(@Ctx() ctx: RequestContext, @Args() args: MutationAdjustOrderLineArgs & LineCustomFieldsArgs & ActiveOrderArgs) {
        const order = await this.activeOrderService.getActiveOrder(ctx, args[ACTIVE_ORDER_INPUT_FIELD_NAME], true);
        if (args.quantity === 0) return this.orderService.removeItemFromOrder(ctx, order.id, args.orderLineId);
        // Custom fields are replaced, not merged (spec): a field left out is cleared.
        const customFields = args.customFields ? { campaignId: null, prizeId: null, ...args.customFields } : undefined;
        const result = await this.orderService.adjustOrderLine(ctx, order.id, args.orderLineId, args.quantity, customFields);
        return this.refusals.asContractError(ctx, result);
    }
}

@Resolver('OrderLine')
export class OrderLineCampaignResolver {
    constructor(
        private campaigns: CampaignService,
        private ticketRules: CampaignTicketService,
        private connection: TransactionalConnection,
        private rarities: TicketRarityService,
    ) {}

    @ResolveField()
    campaign(@Ctx() ctx: RequestContext, @Parent() line: OrderLine) {
        const id = line.customFields?.campaignId;
        return isRowId(id) ? this.campaigns.findOne(ctx, id!) : null;
    }

    /** Lucky-draw tickets the line earns once paid (the campaign's rule per unit); 0 for anything else. */
    @ResolveField()
    async ticketsToEarn(@Ctx() ctx: RequestContext, @Parent() line: OrderLine) {
        const id = line.customFields?.campaignId;
        const campaign = isRowId(id) ? await this.campaigns.findOne(ctx, id!) : null;
        if (!campaign || campaign.typStr !== 'LUCKYDRAW') return 0;
        return line.quantity * this.ticketRules.ticketsPerUnit(campaign, line.productVariantId);
    }

    /** The room the campaign's per-customer limit leaves this line (CampaignTicketService.lineRoom). */
    @ResolveField()
    quantityAvailable(@Ctx() ctx: RequestContext, @Parent() line: OrderLine) {
        return this.ticketRules.lineRoom(ctx, line);
    }

    /** The tickets the line earned, by number (none before it is paid). Vendure has checked the caller may see the order. */
    @ResolveField()
    async tickets(@Ctx() ctx: RequestContext, @Parent() line: OrderLine) {
        const tickets = await this.connection
            .getRepository(ctx, Ticket)
            .find({ where: { orderLine: { id: line.id } }, relations: { campaign: true }, order: { seq: 'ASC' } });
        return this.rarities.revealRead(ctx, tickets);
    }
}
