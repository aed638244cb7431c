import {
    idsAreEqual,
    Injector,
    Order,
    OrderItemPriceCalculationStrategy,
    PriceCalculationResult,
    ProductVariant,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';

import { isRowId } from '../../../common/ids';
import { WonPrize } from '../entities/won-prize.entity';

/**
 * A line that carries a won prize costs nothing: the unit price is zero while the prize's cart
 * claim is this order's (the prize rules set it when the line was added). Every other line is
 * priced by the strategy it wraps (Vendure's default unless configured). Shipping is priced
 * separately and is paid as usual.
 */
export class PrizePriceStrategy implements OrderItemPriceCalculationStrategy {
    private connection: TransactionalConnection;

    constructor(private readonly inner: OrderItemPriceCalculationStrategy) {}

    async init(injector: Injector) {
        this.connection = injector.get(TransactionalConnection);
        await this.inner.init?.(injector);
    }

    async destroy() {
        await this.inner.destroy?.();
    }

    async calculateUnitPrice(
        ctx: RequestContext,
        variant: ProductVariant,
        customFields: { [key: string]: any },
        order: Order,
        quantity: number,
    ): Promise<PriceCalculationResult> {
        const prizeId = customFields?.prizeId;
        if (isRowId(prizeId) && order?.id != null) {
            const won = await this.connection
                .getRepository(ctx, WonPrize)
                .findOne({ where: { id: prizeId }, select: { id: true, atcOrderId: true }, loadEagerRelations: false });
            if (won?.atcOrderId != null && idsAreEqual(won.atcOrderId, order.id)) return { price: 0, priceIncludesTax: ctx.channel.pricesIncludeTax };
        }
        return this.inner.calculateUnitPrice(ctx, variant, customFields, order, quantity);
    }
}
