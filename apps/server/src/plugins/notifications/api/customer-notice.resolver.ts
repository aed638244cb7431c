import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, RequestContext, Transaction } from '@vendure/core';

import { marketingPermission } from '../../content';
import { CustomerNoticeService, NotifyCustomersInput } from '../services/customer-notice.service';

/** Operators notify a segment of customers; CreateMarketing says who may (the Marketing screens send it). */
@Resolver()
export class CustomerNoticeAdminResolver {
    constructor(private notices: CustomerNoticeService) {}

    @Transaction()
    @Mutation()
    @Allow(marketingPermission.Create)
    notifyCustomers(@Ctx() ctx: RequestContext, @Args() args: { input: NotifyCustomersInput }) {
        return this.notices.notify(ctx, args.input);
    }
}
