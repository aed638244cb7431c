import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Order, Permission, RequestContext } from '@vendure/core';

import { paymentPermission } from '../config/payment-permission';
import { IPay88Outcome } from '../entities/ipay88-transaction.entity';
import { PaymentAnomalyService } from '../services/payment-anomaly.service';

/** Operators: gateway transactions needing attention, and their refund (GatewayPayment permissions). */
@Resolver()
export class PaymentAnomalyAdminResolver {
    constructor(private anomalies: PaymentAnomalyService) {}

    @Query()
    @Allow(paymentPermission.Read)
    gatewayTransactions(@Ctx() ctx: RequestContext, @Args() args: { outcome?: IPay88Outcome; orderCode?: string; skip?: number; take?: number }) {
        return this.anomalies.list(ctx, args);
    }

    @Mutation()
    @Allow(paymentPermission.Update)
    refundGatewayTransaction(@Ctx() ctx: RequestContext, @Args() args: { transId: string; reference?: string | null }) {
        return this.anomalies.refund(ctx, args.transId, args.reference);
    }
}

@Resolver('RefundGatewayTransactionResult')
export class RefundGatewayTransactionResultResolver {
    @ResolveField()
    __resolveType(value: { __typename?: string }) {
        return value.__typename ?? 'GatewayTransaction';
    }
}

/** The shopper's order: its payments being refunded. The order itself is only ever resolved for its owner. */
@Resolver('Order')
export class OrderGatewayRefundsResolver {
    constructor(private anomalies: PaymentAnomalyService) {}

    @ResolveField()
    @Allow(Permission.Owner, Permission.ReadOrder)
    async gatewayRefunds(@Ctx() ctx: RequestContext, @Parent() order: Order) {
        if (!order.code) return [];
        return (await this.anomalies.refundsOfOrder(ctx, order.code)).map(r => ({
            amount: r.amount,
            outcome: r.outcome,
            createdAt: r.createdAt,
            refundedAt: r.refundedAt,
        }));
    }
}
