import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, RequestContext, Transaction } from '@vendure/core';

import { codePermission } from '../config/code-permission';
import { CodeBatchInput, CodeService } from '../services/code.service';

/** Operators create code batches, with the Code permissions. */
@Resolver()
export class CodeAdminResolver {
    constructor(private codes: CodeService) {}

    @Transaction()
    @Mutation()
    @Allow(codePermission.Create)
    createCodeBatch(@Ctx() ctx: RequestContext, @Args() args: { input: CodeBatchInput }) {
        return this.codes.createBatch(ctx, args.input);
    }
}
