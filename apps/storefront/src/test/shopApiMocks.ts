import { graphql, HttpResponse } from 'msw';

import type { GetCategoryQuery, GetCartDetailsQuery, MoneySummaryFragment, ProductsQuery } from '../gql/graphql';
import { campaignsHandler } from './campaignMocks';

const asset = (name: string) => ({ id: `asset-${name}`, preview: `/assets/preview/${name}.png` });

type Language = 'en' | 'ms';
const languageOf = (request: Request): Language => (new URL(request.url).searchParams.get('languageCode') === 'ms' ? 'ms' : 'en');

const category = (id: string, name: string, shortId: string) => ({ id, name, shortId, imgUrl: asset(shortId).preview });

export const categories: Record<Language, GetCategoryQuery> = {
    en: { getCategory: [category('2', 'Gadgets', 'gadgets'), category('3', 'Beauty', 'beauty')] },
    ms: { getCategory: [category('2', 'Gajet', 'gadgets'), category('3', 'Kecantikan', 'beauty')] },
};

const variant = (id: string, priceWithTax: number) => ({ id, priceWithTax, currencyCode: 'MYR' as const });

/** The two products, named in one language. */
const productList = (earbuds: string, watch: string): ProductsQuery => ({
    products: {
        items: [
            { id: '1', name: earbuds, featuredAsset: asset('earbuds'), variants: [variant('1', 12900), variant('2', 12900)] },
            { id: '2', name: watch, featuredAsset: asset('watch'), variants: [variant('3', 29900), variant('4', 31900)] },
        ],
    },
});

export const products: Record<Language, ProductsQuery> = {
    en: productList('Wireless Earbuds', 'Smart Watch'),
    ms: productList('Fon Telinga Tanpa Wayar', 'Jam Tangan Pintar'),
};

/** The demo catalogue and lucky draws, answered in the language the request asks for. */
export const catalogueHandlers = [
    campaignsHandler(),
    graphql.query('GetCategory', ({ request }) => HttpResponse.json({ data: categories[languageOf(request)] })),
    graphql.query('Products', ({ request }) => HttpResponse.json({ data: products[languageOf(request)] })),
];

export const emptyCatalogueHandlers = [
    campaignsHandler([]),
    graphql.query('GetCategory', () => HttpResponse.json({ data: { getCategory: [] } })),
    graphql.query('Products', () => HttpResponse.json({ data: { products: { items: [] } } })),
];

/** The shop API is down: every catalogue call fails. */
export const failingCatalogueHandlers = [
    graphql.query('GetCampaigns', () => HttpResponse.error()),
    graphql.query('GetCategory', () => HttpResponse.error()),
    graphql.query('Products', () => HttpResponse.error()),
];

export const cartWithTwoLines: GetCartDetailsQuery = {
    activeOrder: {
        id: '7',
        state: 'AddingItems',
        totalQuantity: 3,
        subTotalWithTax: 34700,
        shippingWithTax: 800,
        totalWithTax: 35500,
        currencyCode: 'MYR',
        couponCodes: [],
        moneySummary: moneySummary({ lines: [17800, 16900], delivery: 800 }),
        lines: [
            {
                id: '11',
                quantity: 2,
                unitPriceWithTax: 8900,
                linePriceWithTax: 17800,
                quantityAvailable: null,
                featuredAsset: asset('power-bank'),
                productVariant: { id: '5', name: 'Power Bank 20,000 mAh' },
                customFields: { campaignId: '2', prizeId: null },
            },
            {
                id: '12',
                quantity: 1,
                unitPriceWithTax: 16900,
                linePriceWithTax: 16900,
                quantityAvailable: null,
                featuredAsset: null,
                productVariant: { id: '9', name: 'Lucky Cat Figurine Gold' },
                customFields: { campaignId: null, prizeId: null },
            },
        ],
    },
};

/** The server refusing a guest (or someone else's object), as Vendure does: FORBIDDEN, no data. */
export const forbidden = (operation: string) =>
    graphql.query(operation, () =>
        HttpResponse.json({ data: null, errors: [{ message: 'You are not currently authorized to perform this action', extensions: { code: 'FORBIDDEN' } }] }),
    );

type Discount = MoneySummaryFragment['discounts'][number];
const promotion = (name: string, amountWithTax: number, couponCode: string | null = null, id = '1'): Discount => ({
    source: `PROMOTION:${id}`,
    name,
    couponCode,
    amountWithTax,
});

/**
 * A money summary as the server answers it (docs/checkout.md#the-money-summary): the rows computed
 * from the lines, the discounts and the delivery given, so a mock always adds up.
 */
export function moneySummary({
    lines,
    discounts = [],
    delivery,
    deliveryDiscounts = [],
    taxRate = 10,
}: {
    lines: number[];
    discounts?: Array<[name: string, amount: number, coupon?: string]>;
    /** A price: chosen; 'NOT_CHOSEN' / 'NOT_NEEDED' otherwise. */
    delivery: number | 'NOT_CHOSEN' | 'NOT_NEEDED';
    deliveryDiscounts?: Array<[name: string, amount: number, coupon?: string]>;
    taxRate?: number;
}): MoneySummaryFragment {
    const itemsTotal = lines.reduce((sum, l) => sum + l, 0);
    const off = discounts.map(([name, amount, coupon], i) => promotion(name, amount, coupon ?? null, String(i + 1)));
    const deliveryOff = deliveryDiscounts.map(([name, amount, coupon], i) => promotion(name, amount, coupon ?? null, String(i + 10)));
    const subTotal = itemsTotal + off.reduce((sum, d) => sum + d.amountWithTax, 0);
    const deliveryPrice = typeof delivery === 'number' ? delivery : 0;
    const total = subTotal + deliveryPrice + deliveryOff.reduce((sum, d) => sum + d.amountWithTax, 0);
    const tax = Math.round((total * taxRate) / (100 + taxRate));
    return {
        currencyCode: 'MYR',
        itemsTotal,
        discounts: off,
        subTotal,
        delivery:
            typeof delivery === 'number'
                ? { state: 'CHOSEN', name: 'J&T Express, Standard (2-3 working days)', priceWithTax: delivery }
                : { state: delivery, name: null, priceWithTax: 0 },
        deliveryDiscounts: deliveryOff,
        total,
        taxes: tax ? [{ description: 'SST', taxRate, amount: tax }] : [],
        taxTotal: tax,
    };
}
