import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, RequestContext, Transaction } from '@vendure/core';

import { codePermission } from '../config/code-permission';
import { CodeBatchInput, CodeBatchSummary, CodeService } from '../services/code.service';
import { FreeEntryService } from '../services/free-entry.service';
import { PrizeRelations } from '../../prizes';

/** Operators create code batches and see who redeemed them, with the Code permissions. */
@Resolver()
export class CodeAdminResolver {
    constructor(
        private codes: CodeService,
        private freeEntries: FreeEntryService,
    ) {}

    @Query()
    @Allow(codePermission.Read)
    freeEntryCounts(@Ctx() ctx: RequestContext, @Args() args: { campaignIds: ID[] }) {
        return this.freeEntries.counts(ctx, args.campaignIds);
    }

    @Query()
    @Allow(codePermission.Read)
    codeBatches(@Ctx() ctx: RequestContext, @Args() args: { campaignId?: ID; skip?: number; take?: number }) {
        return this.codes.batches(ctx, args);
    }

    @Query()
    @Allow(codePermission.Read)
    codeBatch(@Ctx() ctx: RequestContext, @Args() args: { batch: string; skip?: number; take?: number }) {
        return this.codes.batchCodes(ctx, args.batch, args);
    }

    @Transaction()
    @Mutation()
    @Allow(codePermission.Create)
    createCodeBatch(@Ctx() ctx: RequestContext, @Args() args: { input: CodeBatchInput }) {
        return this.codes.createBatch(ctx, args.input);
    }
}

@Resolver('CodeBatchSummary')
export class CodeBatchSummaryResolver {
    constructor(private relations: PrizeRelations) {}

    @ResolveField()
    campaign(@Ctx() ctx: RequestContext, @Parent() batch: CodeBatchSummary) {
        return this.relations.campaign(ctx, batch.campaignId);
    }

    @ResolveField()
    prize(@Ctx() ctx: RequestContext, @Parent() batch: CodeBatchSummary) {
        return this.relations.product(ctx, batch.prizeId);
    }
}
