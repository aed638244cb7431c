import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useShopQuery } from '../../api/useShopQuery';
import { paths } from '../../routing/paths';
import { UserShippingAddressDocument } from '../../gql/graphql';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { QueryView } from '../../ui/QueryView';
import { SkeletonList } from '../../ui/Skeleton';
import { AddressForm } from './AddressForm';

/** The profile's address book (`profile/addresses`): the shopper's addresses, each editable, and a new one. */
export function AddressesPage() {
    const { t } = useTranslation('checkout');
    const book = useShopQuery(UserShippingAddressDocument);
    const [editing, setEditing] = useState<string>();
    const [adding, setAdding] = useState(false);
    const saved = async () => {
        setEditing(undefined);
        setAdding(false);
        await book.refetch();
    };
    return (
        <>
            <PageHeader title={t('addresses.title')} fallback={paths.profile()} />
            <main className="space-y-3 px-4 py-4">
                <QueryView query={book} data={book.data?.data} loading={<SkeletonList count={2} className="h-20" />}>
                    {({ userShippingAddress: addresses }) => (
                        <>
                            {addresses.length === 0 && !adding && <EmptyState icon="home" title={t('addresses.empty')} body={t('addresses.emptyBody')} />}
                            <ul className="space-y-2" aria-label={t('addresses.title')}>
                                {addresses.map(address =>
                                    editing === address.id ? (
                                        <li key={address.id}>
                                            <AddressForm address={address} onSaved={() => void saved()} onCancel={() => setEditing(undefined)} />
                                        </li>
                                    ) : (
                                        <li key={address.id} className="flex items-start gap-3 rounded-2xl bg-white p-3 text-sm shadow-sm ring-1 ring-line">
                                            <span className="flex-1">
                                                <span className="block font-semibold">{address.fullName}</span>
                                                <span className="block text-ink-soft">
                                                    {[
                                                        address.streetLine1,
                                                        address.streetLine2,
                                                        address.postalCode,
                                                        address.city,
                                                        address.province,
                                                        address.country.name,
                                                    ]
                                                        .filter(Boolean)
                                                        .join(', ')}
                                                </span>
                                                <span className="block text-ink-soft">{address.phoneNumber}</span>
                                            </span>
                                            <button
                                                type="button"
                                                onClick={() => setEditing(address.id)}
                                                aria-label={t('addresses.editOne', { name: address.fullName ?? '' })}
                                                className="text-xs font-bold text-lucky-700 underline"
                                            >
                                                {t('addresses.edit')}
                                            </button>
                                        </li>
                                    ),
                                )}
                            </ul>
                            {adding ? (
                                <AddressForm onSaved={() => void saved()} onCancel={() => setAdding(false)} />
                            ) : (
                                <button
                                    type="button"
                                    onClick={() => setAdding(true)}
                                    className="w-full rounded-full py-2.5 text-sm font-bold text-lucky-700 ring-1 ring-lucky-600/40"
                                >
                                    {t('details.newAddress')}
                                </button>
                            )}
                        </>
                    )}
                </QueryView>
            </main>
        </>
    );
}
