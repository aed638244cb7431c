import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '../../routing/paths';
import { QueryView, type QueryStatus } from '../../ui/QueryView';

type WithCart<O> = { activeOrder?: O | null };

/** The active order once loaded (the cart, a checkout step); no order or no lines is the empty cart, with the way back to shopping. */
export function CartView<O extends { lines: readonly unknown[] }>({
    query,
    data,
    loading,
    children,
}: {
    query: QueryStatus;
    data: WithCart<O> | null | undefined;
    loading: ReactNode;
    children: (order: O) => ReactNode;
}) {
    const { t } = useTranslation('cart');
    return (
        <QueryView
            query={query}
            data={data}
            loading={loading}
            empty={{
                icon: 'cart',
                title: t('empty.title'),
                body: t('empty.body'),
                action: (
                    <Link to={paths.home()} className="mt-2 rounded-full bg-lucky-600 px-6 py-2.5 text-sm font-bold text-white shadow-sm active:scale-95">
                        {t('empty.action')}
                    </Link>
                ),
            }}
            // No order yet is an empty cart too.
            isEmpty={({ activeOrder }) => !activeOrder || activeOrder.lines.length === 0}
        >
            {({ activeOrder }) => activeOrder && children(activeOrder)}
        </QueryView>
    );
}
