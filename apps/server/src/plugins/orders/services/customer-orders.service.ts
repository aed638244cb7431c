import { Injectable } from '@nestjs/common';
import { SortOrder } from '@vendure/common/lib/generated-types';
import { ID, Order, OrderService, RequestContext, TransactionalConnection } from '@vendure/core';

import { requireCustomerId } from '../../../common/customer';
import { clampPage } from '../../../common/paging';
import { WonPrizeService } from '../../prizes';
import { LISTED_STATES, ORDER_BUCKETS, ORDER_PAGE, OrderBucket } from '../constants';

/** What the order list and page show of each line, loaded with the page in one go. */
const LIST_RELATIONS = ['lines', 'lines.productVariant', 'lines.featuredAsset', 'shippingLines', 'customer'] as const;
/** Vendure's codes are 16 characters; anything much longer is no order code. */
const MAX_CODE_LENGTH = 64;

/** The signed-in shopper's own orders: by bucket, and one by code. */
@Injectable()
export class CustomerOrdersService {
    constructor(
        private connection: TransactionalConnection,
        private orderService: OrderService,
        private wonPrizes: WonPrizeService,
    ) {}

    async list(ctx: RequestContext, options: { bucket?: OrderBucket | null; skip?: number | null; take?: number | null }) {
        const customerId = await requireCustomerId(this.connection, ctx);
        const { skip, take } = clampPage(options, ORDER_PAGE);
        const states = options.bucket ? [...ORDER_BUCKETS[options.bucket]] : LISTED_STATES;
        const counts = await this.counts(ctx, customerId);
        if (!states.length) return { items: [], totalItems: 0, counts };
        const page = await this.orderService.findByCustomerId(
            ctx,
            customerId,
            { skip, take, filter: { state: { in: states } }, sort: { orderPlacedAt: SortOrder.DESC } },
            [...LIST_RELATIONS],
        );
        return { ...page, counts };
    }

    async findOwn(ctx: RequestContext, orderCode: string): Promise<Order | undefined> {
        const customerId = await requireCustomerId(this.connection, ctx);
        const code = orderCode.trim();
        if (!code || code.length > MAX_CODE_LENGTH) return undefined;
        const order = await this.orderService.findOneByCode(ctx, code);
        // Somebody else's order answers exactly as a code that does not exist.
        return order && String(order.customer?.id) === String(customerId) ? order : undefined;
    }

    /** One grouped count of the shopper's orders by state, one count of won prizes not yet in an order. */
    private async counts(ctx: RequestContext, customerId: ID) {
        const [byState, won] = await Promise.all([
            this.connection
                .getRepository(ctx, Order)
                .createQueryBuilder('order')
                .innerJoin('order.channels', 'channel', 'channel.id = :channelId', { channelId: ctx.channelId })
                .select('order.state', 'state')
                .addSelect('COUNT(order.id)', 'count')
                .where('order.customerId = :customerId', { customerId })
                .andWhere('order.state IN (:...states)', { states: LISTED_STATES })
                .groupBy('order.state')
                .getRawMany<{ state: string; count: string | number }>(),
            this.wonPrizes.countWaiting(ctx, customerId),
        ]);
        const inBucket = (bucket: OrderBucket) =>
            byState.filter(row => (ORDER_BUCKETS[bucket] as readonly string[]).includes(row.state)).reduce((sum, row) => sum + Number(row.count), 0);
        return { won, processing: inBucket('Processing'), shipped: inBucket('Shipped'), completed: inBucket('Completed') };
    }
}
