import { CustomOrderLineFields } from '@vendure/core/dist/entity/custom-entity-fields';
import {
    Injector,
    Order,
    OrderItemPriceCalculationStrategy,
    PriceCalculationResult,
    ProductVariant,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';

/**
 * A price strategy that makes some order lines free and prices every other line with the strategy
 * it wraps (Vendure's default unless configured). Several plugins wrap the same strategy in turn
 * (config-lists.ts `wrapOnce`); each says which lines are its own in `isFree`.
 */
export abstract class FreeLinePriceStrategy implements OrderItemPriceCalculationStrategy {
    protected connection: TransactionalConnection;

    constructor(private readonly inner: OrderItemPriceCalculationStrategy) {}

    async init(injector: Injector) {
        this.connection = injector.get(TransactionalConnection);
        await this.inner.init?.(injector);
    }

    async destroy() {
        await this.inner.destroy?.();
    }

    /** Whether this line of `order` (its custom fields) costs nothing. */
    protected abstract isFree(ctx: RequestContext, customFields: CustomOrderLineFields, order: Order): Promise<boolean>;

    async calculateUnitPrice(
        ctx: RequestContext,
        variant: ProductVariant,
        customFields: CustomOrderLineFields,
        order: Order,
        quantity: number,
    ): Promise<PriceCalculationResult> {
        if (await this.isFree(ctx, customFields, order)) return { price: 0, priceIncludesTax: ctx.channel.pricesIncludeTax };
        return this.inner.calculateUnitPrice(ctx, variant, customFields, order, quantity);
    }
}
