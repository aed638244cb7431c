import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { paths } from '../../routing/paths';
import { AssetImage } from '../../ui/AssetImage';
import { useMoney } from '../../ui/money';
import { CheckoutFrame, StepButton, Totals, WithFinalCart } from './CheckoutFrame';

/** Step 1 (`cart/checkout/simple`): what is being bought and what it costs so far. */
export function ReviewPage() {
    const { t } = useTranslation(['checkout', 'cart']);
    const { price } = useMoney();
    const navigate = useNavigate();
    return (
        <CheckoutFrame title={t('review.title')} step={1} fallback={paths.cart()}>
            <WithFinalCart>
                {order => (
                    <>
                        <ul className="space-y-2" aria-label={t('review.items')}>
                            {order.lines.map(line => (
                                <li key={line.id} className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-line">
                                    <AssetImage
                                        preview={line.featuredAsset?.preview}
                                        alt=""
                                        size={56}
                                        presets={['thumb']}
                                        className="size-14 shrink-0 rounded-xl"
                                    />
                                    <div className="min-w-0 flex-1">
                                        <p className="line-clamp-2 text-sm font-semibold">{line.productVariant.name}</p>
                                        <p className="text-xs text-ink-soft">{t('cart:quantity', { count: line.quantity })}</p>
                                    </div>
                                    <p className="text-sm font-extrabold">{price(line.linePriceWithTax, order.currencyCode)}</p>
                                </li>
                            ))}
                        </ul>
                        <Totals order={order} />
                        <StepButton onClick={() => void navigate(paths.checkoutDetails())}>{t('review.continue')}</StepButton>
                    </>
                )}
            </WithFinalCart>
        </CheckoutFrame>
    );
}
