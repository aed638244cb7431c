import type { Order } from '@vendure/core';

/**
 * One breakdown of an order's money (docs/checkout.md#the-money-summary), the only one: the shop
 * API's `Order.moneySummary`, the invoice PDF and every message that states money read it. Amounts
 * are minor units (sen), tax included. Rows in the order shown, each the sum of the rows above:
 *
 *   itemsTotal   = Σ lines (before any discount; won prizes at 0 and blind boxes are lines too)
 *   discounts    (each promotion or coupon taking money off the items, negative)
 *   subTotal     = itemsTotal + Σ discounts            (Vendure's subTotalWithTax)
 *   delivery     (the shipping line's price; none until one is chosen)
 *   deliveryDiscounts (e.g. free delivery, negative)
 *   total        = subTotal + delivery + Σ deliveryDiscounts   (Vendure's totalWithTax)
 *   taxes        (tax included in the total, by name and rate: informative, not added)
 */
export interface MoneySummary {
    currencyCode: string;
    lines: MoneySummaryLine[];
    itemsTotal: number;
    discounts: MoneySummaryDiscount[];
    subTotal: number;
    delivery: { state: DeliveryState; name: string | null; priceWithTax: number };
    deliveryDiscounts: MoneySummaryDiscount[];
    total: number;
    taxes: Array<{ description: string; taxRate: number; amount: number }>;
    taxTotal: number;
}

export interface MoneySummaryLine {
    orderLineId: string | null;
    name: string;
    quantity: number;
    unitPriceWithTax: number;
    linePriceWithTax: number;
}

export interface MoneySummaryDiscount {
    /** Vendure's adjustment source, `PROMOTION:<id>`. */
    source: string;
    promotionId: string | null;
    name: string;
    couponCode: string | null;
    amountWithTax: number;
}

/** The relations the breakdown reads (common/money-summary.ts). */
export const MONEY_SUMMARY_RELATIONS = [
    'lines',
    'lines.productVariant',
    'lines.productVariant.translations',
    'shippingLines',
    'shippingLines.shippingMethod',
    'shippingLines.shippingMethod.translations',
    'surcharges',
    'promotions',
] as const;

/** CHOSEN: a shipping line; NOT_CHOSEN: the order ships but no option yet; NOT_NEEDED: nothing ships. */
export type DeliveryState = 'CHOSEN' | 'NOT_CHOSEN' | 'NOT_NEEDED';

/**
 * The breakdown of `order`, loaded with its lines (and their variants), shipping lines, surcharges
 * and promotions. `needsDelivery` says whether the order has a parcel (the checkout plugin's rule);
 * it only matters while no shipping line is chosen. `languageCode` picks the shipping method's name.
 */
export function moneySummaryOf(order: Order, needsDelivery: boolean, languageCode: string): MoneySummary {
    const coupons = new Map((order.promotions ?? []).map(p => [`PROMOTION:${p.id}`, p.couponCode || null]));
    const lines: MoneySummaryLine[] = [
        ...order.lines.map(line => ({
            orderLineId: String(line.id),
            name: line.productVariant?.name ?? '',
            quantity: line.quantity,
            unitPriceWithTax: line.unitPriceWithTax,
            linePriceWithTax: line.linePriceWithTax,
        })),
        // Surcharges are part of Vendure's subtotal: shown as lines so the rows still add up.
        ...(order.surcharges ?? []).map(s => ({
            orderLineId: null,
            name: s.description,
            quantity: 1,
            unitPriceWithTax: s.priceWithTax,
            linePriceWithTax: s.priceWithTax,
        })),
    ];
    const itemsTotal = lines.reduce((sum, l) => sum + l.linePriceWithTax, 0);

    const group = (adjustments: Array<{ adjustmentSource: string; description: string; amountWithTax: number }>) => {
        const grouped = new Map<string, MoneySummaryDiscount>();
        for (const a of adjustments) {
            const found = grouped.get(a.adjustmentSource);
            if (found) found.amountWithTax += a.amountWithTax;
            else
                grouped.set(a.adjustmentSource, {
                    source: a.adjustmentSource,
                    promotionId: a.adjustmentSource.startsWith('PROMOTION:') ? a.adjustmentSource.slice('PROMOTION:'.length) : null,
                    name: a.description,
                    couponCode: coupons.get(a.adjustmentSource) ?? null,
                    amountWithTax: a.amountWithTax,
                });
        }
        return [...grouped.values()].filter(d => d.amountWithTax !== 0);
    };
    const discounts = group(order.lines.flatMap(l => l.discounts));
    const deliveryDiscounts = group(order.shippingLines.flatMap(s => s.discounts));
    // Vendure rounds each line's share of a discount on its own; a sen left between the rows and
    // Vendure's subtotal goes to the largest discount, so the rows add up and the totals stay Vendure's.
    settle(discounts, order.subTotalWithTax - itemsTotal);

    const deliveryPrice = order.shippingLines.reduce((sum, s) => sum + s.priceWithTax, 0);
    settle(deliveryDiscounts, order.shippingWithTax - deliveryPrice);
    const method = order.shippingLines[0]?.shippingMethod;
    const translations = method?.translations ?? [];
    const methodName = (translations.find(t => t.languageCode === languageCode) ?? translations[0])?.name ?? method?.name;
    const courier = [order.customFields?.epName, order.customFields?.epDesc].filter(Boolean).join(', ');
    const delivery =
        order.shippingLines.length > 0
            ? { state: 'CHOSEN' as const, name: courier || methodName || null, priceWithTax: deliveryPrice }
            : { state: needsDelivery ? ('NOT_CHOSEN' as const) : ('NOT_NEEDED' as const), name: null, priceWithTax: 0 };

    const taxes = order.taxSummary.map(t => ({ description: t.description, taxRate: t.taxRate, amount: t.taxTotal })).filter(t => t.amount !== 0);
    return {
        currencyCode: order.currencyCode,
        lines,
        itemsTotal,
        discounts,
        subTotal: order.subTotalWithTax,
        delivery,
        deliveryDiscounts,
        total: order.totalWithTax,
        taxes,
        taxTotal: order.totalWithTax - order.total,
    };
}

/** Makes the discounts sum to `target`: the difference (rounding, a sen or two) goes to the largest. */
function settle(discounts: MoneySummaryDiscount[], target: number) {
    const gap = target - discounts.reduce((sum, d) => sum + d.amountWithTax, 0);
    if (gap === 0) return;
    const largest = [...discounts].sort((a, b) => a.amountWithTax - b.amountWithTax)[0];
    if (largest) largest.amountWithTax += gap;
    // With no discount to carry it, a gap means lines priced apart from Vendure's sums: make it visible.
    else discounts.push({ source: 'ROUNDING', promotionId: null, name: 'Rounding', couponCode: null, amountWithTax: gap });
}
