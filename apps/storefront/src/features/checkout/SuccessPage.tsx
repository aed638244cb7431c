import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { useShopQuery } from '../../api/useShopQuery';
import { paths } from '../../app/paths';
import { GetOneOrderPoolingDocument } from '../../gql/graphql';
import { Icon } from '../../ui/icons';
import { CheckoutFrame } from './CheckoutFrame';

/** While the gateway's callback has not settled the order yet (it may arrive after the browser), ask again. */
const POLL_MS = 1500;
const PAID_STATES = ['PaymentSettled', 'PaymentAuthorized', 'PartiallyShipped', 'Shipped', 'PartiallyDelivered', 'Delivered'];

/** After the gateway (`cart/checkout/success?order=CODE`): the order's code, once paid, and the way to its tickets (or, for an order that earns none, to the order). */
export function SuccessPage() {
    const { t } = useTranslation('checkout');
    const [search] = useSearchParams();
    const code = search.get('order') ?? '';
    const order = useShopQuery(GetOneOrderPoolingDocument, { orderCode: code }, {
        enabled: !!code,
        refetchInterval: data => (data?.orderByCode && PAID_STATES.includes(data.orderByCode.state) ? false : POLL_MS),
    });
    const found = order.data?.data.orderByCode;
    const paid = !!found && PAID_STATES.includes(found.state);
    // An order of won prizes (or plain goods) earns no tickets: it is about to ship instead.
    const shipsOnly = !!found && found.lines.every(line => !line.customFields?.campaignId);
    return (
        <CheckoutFrame title={t('success.title')} fallback={paths.home()}>
            <div className="flex flex-col items-center gap-3 py-8 text-center">
                <span className="grid size-20 place-items-center rounded-full bg-gold-100 text-gold-700">
                    <Icon name={shipsOnly ? 'box' : 'ticket'} className="size-10" />
                </span>
                <h2 className="text-lg font-extrabold" aria-live="polite">
                    {paid ? t(shipsOnly ? 'success.paidShipping' : 'success.paid') : t('success.waiting')}
                </h2>
                {code && (
                    <p className="text-sm text-ink-soft">
                        {t('success.order')} <strong className="font-mono text-ink">{code}</strong>
                    </p>
                )}
                <Link
                    to={shipsOnly ? paths.order(code) : paths.tickets()}
                    className="mt-2 rounded-full bg-lucky-600 px-6 py-2.5 text-sm font-bold text-white shadow-sm"
                >
                    {shipsOnly ? t('success.seeOrder') : t('success.tickets')}
                </Link>
                <Link to={paths.home()} className="text-sm font-bold text-lucky-700 underline">
                    {t('success.shopMore')}
                </Link>
            </div>
        </CheckoutFrame>
    );
}
