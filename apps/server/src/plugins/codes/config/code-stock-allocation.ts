import { Injector, Order, OrderState, RequestContext, StockAllocationStrategy } from '@vendure/core';

/**
 * A redeemed code's zero-priced order holds an entry (free tickets, free boxes), not goods taken
 * from the shelf: it allocates no stock. Every other order allocates as the wrapped strategy says.
 */
export class CodeOrderStockAllocationStrategy implements StockAllocationStrategy {
    constructor(private readonly inner: StockAllocationStrategy) {}

    async init(injector: Injector) {
        await this.inner.init?.(injector);
    }

    async destroy() {
        await this.inner.destroy?.();
    }

    shouldAllocateStock(ctx: RequestContext, fromState: OrderState, toState: OrderState, order: Order): boolean | Promise<boolean> {
        const lines = order.lines ?? [];
        if (lines.length > 0 && lines.every(line => !!line.customFields?.codeId)) return false;
        return this.inner.shouldAllocateStock(ctx, fromState, toState, order);
    }
}
