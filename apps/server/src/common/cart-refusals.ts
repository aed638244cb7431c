import { RequestContext, RequestContextCacheService } from '@vendure/core';
import { ErrorResult } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';

/**
 * Vendure's OrderInterceptors can refuse a cart change only with a string (surfaced as
 * ORDER_INTERCEPTOR_ERROR). Our rules live in interceptors, so that every way into a cart
 * (addItemToOrder, addItemsToOrder, adjustOrderLine, any OrderService caller) passes them, but
 * the shop's contract answers with its own ErrorResults (CAMPAIGN_UNAVAILABLE_ERROR,
 * ORDER_LIMIT_ERROR, INSUFFICIENT_STOCK_ERROR, PRIZE_UNAVAILABLE_ERROR). An interceptor records
 * its ErrorResult here under the request context; the shop resolvers swap each
 * OrderInterceptorError for the recorded result, in order. Kept in Vendure's per-request cache.
 */
export class CartRefusals {
    constructor(private cache: RequestContextCacheService) {}

    /** Records the refusal for this request and returns the interceptor's string. */
    refuse(ctx: RequestContext, error: ErrorResult & { reason?: string }): string {
        const text = error.reason ? `${error.errorCode} (${error.reason})` : String(error.errorCode);
        this.recorded(ctx).push({ text, error });
        return text;
    }

    /** The recorded ErrorResult in place of an OrderInterceptorError; anything else unchanged. */
    asContractError<T>(ctx: RequestContext, result: T): T | ErrorResult {
        if (!isInterceptorError(result)) return result;
        const list = this.recorded(ctx);
        const i = list.findIndex(r => r.text === result.interceptorError);
        if (i < 0) return result;
        const [{ error }] = list.splice(i, 1);
        return error;
    }

    private recorded(ctx: RequestContext): Array<{ text: string; error: ErrorResult }> {
        return this.cache.get(ctx, 'cart-refusals', () => []);
    }
}

function isInterceptorError(result: unknown): result is { __typename: 'OrderInterceptorError'; interceptorError: string } {
    return !!result && typeof result === 'object' && (result as { __typename?: string }).__typename === 'OrderInterceptorError';
}
