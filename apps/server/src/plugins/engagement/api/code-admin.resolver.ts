import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext, Transaction } from '@vendure/core';

import { CodeBatchInput, CodeService } from '../services/code.service';

/** Operators create code batches; promotion permissions stand in until code permissions exist. */
@Resolver()
export class CodeAdminResolver {
    constructor(private codes: CodeService) {}

    @Transaction()
    @Mutation()
    @Allow(Permission.CreatePromotion)
    createCodeBatch(@Ctx() ctx: RequestContext, @Args() args: { input: CodeBatchInput }) {
        return this.codes.createBatch(ctx, args.input);
    }
}
