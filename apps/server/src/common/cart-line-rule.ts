import {
    ID,
    idsAreEqual,
    Injector,
    Order,
    OrderInterceptor,
    RequestContext,
    RequestContextCacheService,
    Type,
    WillAddItemToOrderInput,
    WillAdjustOrderLineInput,
} from '@vendure/core';
import { ErrorResult } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';

import { CartRefusals } from './cart-refusals';

export interface CartLineRule<Service> {
    /** The OrderLine custom field the rule is about: lines without it pass. */
    field: 'campaignId' | 'prizeId';
    /** The service that checks, resolved when Vendure initialises the interceptor. */
    service: Type<Service>;
    /** Why the line, as it would be after the change, is refused; undefined when it may be. */
    check(
        service: Service,
        ctx: RequestContext,
        order: Order,
        value: ID,
        variantId: ID,
        quantity: number,
        lineId?: ID,
    ): Promise<(ErrorResult & { reason?: string }) | undefined>;
    /** Fewer units of a line that keeps its value pass unchecked (they never gain anything). */
    fewerAlwaysAllowed?: boolean;
}

/**
 * One cart rule on every way into a cart: Vendure calls an OrderInterceptor from addItemToOrder,
 * addItemsToOrder, adjustOrderLine(s) and any other OrderService caller, after its own checks
 * (order state, quantity, stock). A refusal is recorded for the shop's contract (cart-refusals.ts).
 */
export class CartLineRuleInterceptor<Service> implements OrderInterceptor {
    private service: Service;

    private refusals: CartRefusals;

    constructor(private readonly rule: CartLineRule<Service>) {}

    init(injector: Injector) {
        this.service = injector.get(this.rule.service);
        this.refusals = new CartRefusals(injector.get(RequestContextCacheService));
    }

    async willAddItemToOrder(ctx: RequestContext, order: Order, input: WillAddItemToOrderInput) {
        const value = (input.customFields as Record<string, ID | null | undefined> | undefined)?.[this.rule.field];
        if (value == null) return;
        // Adding to a line that exists (same variant, same fields) grows that line: Vendure passes
        // the line's new total, so the line itself is replaced, not counted a second time.
        const existing = (order.lines ?? []).find(
            l => idsAreEqual(l.productVariantId, input.productVariant.id) && sameFields(l.customFields, input.customFields),
        );
        const refusal = await this.rule.check(this.service, ctx, order, value, input.productVariant.id, input.quantity, existing?.id);
        if (refusal) return this.refusals.refuse(ctx, refusal);
    }

    async willAdjustOrderLine(ctx: RequestContext, order: Order, input: WillAdjustOrderLineInput) {
        const { orderLine, quantity } = input;
        const current = (orderLine.customFields as Record<string, ID | null | undefined> | undefined)?.[this.rule.field];
        // What the line will carry: Vendure merges the given fields (undefined keeps, null clears).
        const given = (input.customFields as Record<string, ID | null | undefined> | undefined)?.[this.rule.field];
        const value = given === undefined ? current : given;
        if (value == null) return;
        if (this.rule.fewerAlwaysAllowed && String(value) === String(current ?? '') && quantity < orderLine.quantity) return;
        const refusal = await this.rule.check(this.service, ctx, order, value, orderLine.productVariantId, quantity, orderLine.id);
        if (refusal) return this.refusals.refuse(ctx, refusal);
    }
}

/** Vendure's line match: every custom field given equals the line's (absent and null alike). */
function sameFields(line: unknown, given: unknown): boolean {
    const a = (line ?? {}) as Record<string, unknown>;
    const b = (given ?? {}) as Record<string, unknown>;
    const norm = (v: unknown) => (v == null ? '' : String(v));
    return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(k => !k.startsWith('__')).every(k => norm(a[k]) === norm(b[k]));
}
