import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useShopMutation } from '../../../api/useShopQuery';
import { AddItemToOrderDocument, type CampaignQuery } from '../../../gql/graphql';
import { BottomSheet } from '../../../ui/BottomSheet';
import { useErrorMessage, useFailedCallMessage } from '../../../ui/errorMessage';
import { Icon } from '../../../ui/icons';
import { useMoney } from '../../../ui/money';
import { useToast } from '../../../ui/toast';
import { maxUnits, ticketsPerUnit } from './buyLimits';

type Campaign = NonNullable<CampaignQuery['campaign']>;

/**
 * The buy sheet: choose a variant and a quantity within the campaign's bounds, see the price and
 * the tickets it earns, and add it to the cart for this campaign. Every refusal of the server
 * comes back as a translated toast.
 */
export function BuySheet({ campaign, open, onOpenChange }: { campaign: Campaign; open: boolean; onOpenChange: (open: boolean) => void }) {
    const { t } = useTranslation(['draws', 'common']);
    const { price } = useMoney();
    const toast = useToast();
    const errorMessage = useErrorMessage();
    const failedCall = useFailedCallMessage();
    const queryClient = useQueryClient();
    const addItem = useShopMutation(AddItemToOrderDocument);
    const variants = campaign.product.variants;
    const isBox = campaign.typStr === 'BLINDBOX';
    const [variantId, setVariantId] = useState(variants[0]?.id ?? '');
    const [quantity, setQuantity] = useState(1);
    const variant = variants.find(v => v.id === variantId);
    const perUnit = ticketsPerUnit(campaign, variantId);
    const max = maxUnits(campaign, variantId);
    const units = Math.min(quantity, Math.max(1, max));

    function choose(id: string) {
        setVariantId(id);
        setQuantity(q => Math.max(1, Math.min(q, maxUnits(campaign, id))));
    }

    async function add() {
        if (!variant || max < 1) return;
        try {
            const { addItemToOrder: result } = await addItem.mutateAsync({
                productVariantId: variant.id,
                quantity: units,
                customFields: { campaignId: campaign.id },
            });
            if (result.__typename === 'Order') {
                void queryClient.invalidateQueries({ queryKey: ['shop', 'GetCartDetails'] });
                toast.success(t('buy.added', { count: units, name: variant.name }));
                onOpenChange(false);
            } else {
                // A refusal (limit, tickets left, campaign not selling…): the shopper can change something.
                toast.warning(errorMessage(result));
            }
        } catch (failure) {
            toast.error(failedCall(failure));
        }
    }

    return (
        <BottomSheet
            open={open}
            onOpenChange={onOpenChange}
            title={t('buy.title')}
            description={campaign.product.name}
            footer={
                <div className="flex items-center gap-3">
                    <div className="min-w-0 flex-1">
                        <p className="text-xs text-ink-soft">{t('buy.total')}</p>
                        <p className="text-lg font-black text-lucky-700">{variant ? price(variant.priceWithTax * units, variant.currencyCode) : '—'}</p>
                    </div>
                    <button
                        type="button"
                        onClick={() => void add()}
                        disabled={!variant || max < 1 || addItem.isPending}
                        className="rounded-full bg-lucky-600 px-6 py-3 text-sm font-extrabold text-white shadow-md active:scale-95 disabled:opacity-50"
                    >
                        {addItem.isPending ? t('buy.adding') : t('buy.addToCart')}
                    </button>
                </div>
            }
        >
            <fieldset className="min-w-0 space-y-2">
                <legend className="mb-2 text-sm font-extrabold">{t('buy.variant')}</legend>
                {variants.map(v => {
                    const special = campaign.specialVariant?.id === v.id;
                    return (
                        <label
                            key={v.id}
                            className="flex cursor-pointer items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-line has-checked:ring-2 has-checked:ring-lucky-600"
                        >
                            <input
                                type="radio"
                                name="variant"
                                value={v.id}
                                checked={v.id === variantId}
                                onChange={() => choose(v.id)}
                                className="size-4 accent-lucky-600"
                            />
                            <span className="min-w-0 flex-1">
                                <span className="line-clamp-2 text-sm font-bold">{v.name}</span>
                                <span className="flex flex-wrap items-center gap-1 text-xs text-ink-soft">
                                    {special && <span className="rounded-full bg-gold-400 px-1.5 font-extrabold text-lucky-900">{t('buy.special')}</span>}
                                    {isBox ? t('buy.oneBoxEach') : t('buy.ticketsEach', { count: ticketsPerUnit(campaign, v.id) })}
                                </span>
                            </span>
                            <span className="shrink-0 text-sm font-extrabold text-lucky-700">{price(v.priceWithTax, v.currencyCode)}</span>
                        </label>
                    );
                })}
            </fieldset>

            <div className="mt-4 rounded-2xl bg-white p-3 ring-1 ring-line">
                <div className="flex items-center justify-between gap-3">
                    <span id="buy-quantity" className="text-sm font-extrabold">
                        {t('buy.quantity')}
                    </span>
                    <div role="group" aria-labelledby="buy-quantity" className="flex items-center gap-2">
                        <button
                            type="button"
                            aria-label={t('buy.fewer')}
                            onClick={() => setQuantity(Math.max(1, units - 1))}
                            disabled={units <= 1}
                            className="grid size-9 place-items-center rounded-full bg-lucky-50 text-lucky-700 disabled:opacity-40"
                        >
                            <Icon name="minus" className="size-4" />
                        </button>
                        <output aria-live="polite" aria-label={t('buy.quantity')} className="w-8 text-center text-base font-black tabular-nums">
                            {max < 1 ? 0 : units}
                        </output>
                        <button
                            type="button"
                            aria-label={t('buy.more')}
                            onClick={() => setQuantity(Math.min(max, units + 1))}
                            disabled={units >= max}
                            className="grid size-9 place-items-center rounded-full bg-lucky-50 text-lucky-700 disabled:opacity-40"
                        >
                            <Icon name="plus" className="size-4" />
                        </button>
                    </div>
                </div>
                <p className="mt-2 text-xs text-ink-soft">
                    {max < 1
                        ? t(isBox ? 'buy.boxesSoldOut' : 'buy.soldOut')
                        : campaign.maxQty != null
                          ? t('buy.maxPerShopper', { count: campaign.maxQty })
                          : t('buy.upTo', { count: max })}
                </p>
                {/* A blind box sells boxes (one per unit), not tickets. */}
                <p className="mt-1 text-sm font-bold text-gold-700">{t(isBox ? 'buy.earnsBoxes' : 'buy.earns', { count: max < 1 ? 0 : perUnit * units })}</p>
            </div>
        </BottomSheet>
    );
}
