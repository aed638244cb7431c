import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, ListQueryOptions, Permission, RequestContext, Transaction } from '@vendure/core';

import { BlindBox } from '../entities/blind-box.entity';
import { BlindBoxFairnessService } from '../services/blind-box-fairness.service';
import { BlindBoxService } from '../services/blind-box.service';
import { BoxOpeningService } from '../services/box-opening.service';
import { PrizeLineService } from '../services/prize-line.service';

/**
 * The shop operations named after the client's (docs/contract.md#operations). Thin: the services own the rules,
 * including ownership — another customer's box, order or code is FORBIDDEN, as is an unknown id.
 */
@Resolver()
export class BlindBoxShopResolver {
    constructor(
        private boxes: BlindBoxService,
        private opening: BoxOpeningService,
        private fairness: BlindBoxFairnessService,
        private prizeLines: PrizeLineService,
    ) {}

    @Query()
    @Allow(Permission.Authenticated)
    blindBoxes(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<BlindBox> }) {
        return this.boxes.list(ctx, args.options);
    }

    @Query()
    @Allow(Permission.Authenticated)
    listPendingBoxes(@Ctx() ctx: RequestContext, @Args() args: { orderId: ID }) {
        return this.boxes.pendingBoxes(ctx, args.orderId);
    }

    @Query()
    @Allow(Permission.Authenticated)
    getNextBlindBoxId(@Ctx() ctx: RequestContext, @Args() args: { orderId: ID; boxId: ID }) {
        return this.boxes.nextBoxId(ctx, args.orderId, args.boxId);
    }

    @Query()
    @Allow(Permission.Authenticated)
    getBox(@Ctx() ctx: RequestContext, @Args() args: { bbBlindBoxId: ID }) {
        return this.boxes.ownedBox(ctx, args.bbBlindBoxId);
    }

    @Transaction()
    @Query()
    @Allow(Permission.Authenticated)
    async bbCode(@Ctx() ctx: RequestContext, @Args() args: { orderId: ID; prizeLineId: ID }) {
        const result = await this.opening.revealCode(ctx, args.orderId, args.prizeLineId);
        if (!('bbCode' in result)) return result;
        // The line as the shop shows it everywhere (translated, units left).
        const lines = await this.prizeLines.linesOf(ctx, result.prizeLine.campaignId);
        return { ...result, prizeLine: lines.find(l => String(l.id) === String(result.prizeLine.id)) ?? result.prizeLine };
    }

    @Query()
    @Allow(Permission.Authenticated)
    blindBoxFairness(@Ctx() ctx: RequestContext, @Args() args: { boxId: ID }) {
        return this.fairness.ofBox(ctx, args.boxId);
    }

    // No request-wide transaction: the claim commits before the beacon round is awaited, the award has its own.
    @Mutation()
    @Allow(Permission.Authenticated)
    openBox(@Ctx() ctx: RequestContext, @Args() args: { boxId: ID; autoNext?: boolean | null; clientSeed?: string | null }) {
        return this.opening.openOwned(ctx, args.boxId, !!args.autoNext, args.clientSeed);
    }

    // No request-wide transaction: the claim commits first, then each box is awarded in its own, so a failure keeps the others.
    @Mutation()
    @Allow(Permission.Authenticated)
    async openAllBox(@Ctx() ctx: RequestContext, @Args() args: { orderId: ID; clientSeed?: string | null }) {
        const result = await this.opening.openAll(ctx, args.orderId, args.clientSeed);
        if (!Array.isArray(result)) return result;
        return { items: result, opened: result.filter(r => !r.alreadyOpened).length };
    }
}
