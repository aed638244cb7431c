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
import { RedemptionCode } from '../entities/redemption-code.entity';

/**
 * The line of a redeemed code's order (`codeId`, set only by the server) costs nothing, and only in
 * the order the code's redemption placed. Every other line is priced by the strategy it wraps
 * (Vendure's default unless configured).
 */
export class CodeOrderPriceStrategy implements OrderItemPriceCalculationStrategy {
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
        const codeId = customFields?.codeId;
        if (isRowId(codeId) && order?.id != null) {
            const code = await this.connection
                .getRepository(ctx, RedemptionCode)
                .findOne({ where: { id: codeId }, select: { id: true, orderId: true }, loadEagerRelations: false });
            if (code?.orderId != null && idsAreEqual(code.orderId, order.id)) return { price: 0, priceIncludesTax: ctx.channel.pricesIncludeTax };
        }
        return this.inner.calculateUnitPrice(ctx, variant, customFields, order, quantity);
    }
}
