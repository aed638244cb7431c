import { LanguageCode, Logger, Promotion, PromotionService, TransactionalConnection } from '@vendure/core';

import { DemoSeedContext, eachDemoItem } from './seed-context';

const loggerCtx = 'DemoData';

/** The demo coupons (docs/checkout.md#coupons): one of each kind of discount. Amounts in sen. */
export const DEMO_PROMOTIONS = [
    {
        couponCode: 'TUAH10',
        name: { en: '10% off your order', ms: 'Diskaun 10% untuk pesanan anda' },
        action: { code: 'order_percentage_discount', arguments: [{ name: 'discount', value: '10' }] },
        minimum: 0,
    },
    {
        couponCode: 'TUAH5',
        name: { en: 'RM5 off orders of RM20 or more', ms: 'Potongan RM5 untuk pesanan RM20 ke atas' },
        action: { code: 'order_fixed_discount', arguments: [{ name: 'discount', value: '500' }] },
        minimum: 2000,
    },
    {
        couponCode: 'FREESHIP',
        name: { en: 'Free delivery', ms: 'Penghantaran percuma' },
        action: { code: 'free_shipping', arguments: [] },
        minimum: 0,
    },
] as const;

/** Each demo coupon once (looked up by code first, so a stopped run is completed by the next). */
export async function seedDemoPromotions({ app, ctx, halfway }: DemoSeedContext): Promise<void> {
    const repository = app.get(TransactionalConnection).getRepository(ctx, Promotion);
    await eachDemoItem(
        DEMO_PROMOTIONS,
        p => p.couponCode,
        async promotion => {
            if ((await repository.count({ where: { couponCode: promotion.couponCode } })) > 0) return;
            const created = await app.get(PromotionService).createPromotion(ctx, {
                enabled: true,
                couponCode: promotion.couponCode,
                conditions: promotion.minimum
                    ? [
                          {
                              code: 'minimum_order_amount',
                              arguments: [
                                  { name: 'amount', value: String(promotion.minimum) },
                                  { name: 'taxInclusive', value: 'true' },
                              ],
                          },
                      ]
                    : [],
                actions: [{ code: promotion.action.code, arguments: [...promotion.action.arguments] }],
                translations: [
                    { languageCode: LanguageCode.en, name: promotion.name.en },
                    { languageCode: LanguageCode.ms, name: promotion.name.ms },
                ],
            });
            if (!(created instanceof Promotion)) throw new Error(created.message);
            Logger.info(`Seeded the ${promotion.couponCode} coupon`, loggerCtx);
        },
        i => i === 0 && halfway(),
    );
}
