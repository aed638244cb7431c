import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { paths } from '../../routing/paths';
import { MoneySummary } from '../../ui/MoneySummary';
import { BoughtLines, CheckoutFrame, StepButton, WithFinalCart } from './CheckoutFrame';

/** Step 1 (`cart/checkout/simple`): what is being bought and what it costs so far. */
export function ReviewPage() {
    const { t } = useTranslation(['checkout', 'cart']);
    const navigate = useNavigate();
    return (
        <CheckoutFrame title={t('review.title')} step={1} fallback={paths.cart()}>
            <WithFinalCart>
                {order => (
                    <>
                        <BoughtLines order={order} />
                        <MoneySummary summary={order.moneySummary} />
                        <StepButton onClick={() => void navigate(paths.checkoutDetails())}>{t('review.continue')}</StepButton>
                    </>
                )}
            </WithFinalCart>
        </CheckoutFrame>
    );
}
