import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useShopMutation, useShopQuery } from '../../../api/useShopQuery';
import { i18n } from '../../../lib/i18n';
import { hasSessionToken } from '../../../lib/storage';
import { paths } from '../../../routing/paths';
import { useLoggedInUser } from '../../../routing/RequireSignIn';
import { GetAllOrdersDocument, LogoutDocument, type GetLoggedInUserQuery } from '../../../gql/graphql';
import { AssetImage } from '../../../ui/AssetImage';
import { Icon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryView } from '../../../ui/QueryView';
import { Skeleton } from '../../../ui/Skeleton';
import { useToast } from '../../../ui/toast';
import { useEndSession } from '../session';
import { InfoLinks } from '../../pages';
import { AvatarPicker } from './AvatarPicker';
import { DeleteAccountSheet } from './DeleteAccountSheet';
import { LanguageChoice } from './LanguageChoice';

export type Customer = NonNullable<GetLoggedInUserQuery['activeCustomer']>;

/** The profile: who the shopper is, the ways to change it, the shop's language, logout and terminating the account. */
export function ProfilePage() {
    const { t } = useTranslation('account');
    const { query } = useLoggedInUser();
    return (
        <>
            <PageHeader title={t('profile.title')} fallback={paths.home()} />
            <main className="space-y-5 px-4 py-5">
                <QueryView query={query} data={query.data?.data.activeCustomer} loading={<ProfileSkeleton />}>
                    {customer => <ProfileContents customer={customer} />}
                </QueryView>
            </main>
        </>
    );
}

function ProfileContents({ customer }: { customer: Customer }) {
    const { t } = useTranslation('account');
    const toast = useToast();
    const endSession = useEndSession();
    const logout = useShopMutation(LogoutDocument);
    const [deleting, setDeleting] = useState(false);

    async function signOut() {
        // The session ends here whatever the server says: a failed call must not keep the shopper signed in.
        await logout.mutateAsync({}).catch(() => undefined);
        await endSession();
        toast.success(i18n.t('account:profile.signedOut'));
    }

    const links = [
        { to: paths.wonPrizes(), label: t('profile.wonPrizes') },
        { to: paths.code(), label: t('profile.redeemCode') },
        { to: paths.updateProfile(), label: t('profile.editProfile') },
        { to: paths.updateName(), label: t('profile.editName') },
        { to: paths.updatePassword(), label: t('profile.changePassword') },
        { to: paths.addresses(), label: t('profile.addresses') },
        { to: paths.eInvoice(), label: t('profile.eInvoice') },
        { to: paths.responsiblePlay(), label: t('play.title') },
        { to: paths.settings(), label: t('settings.title') },
        { to: paths.support(), label: t('support.title') },
    ];

    return (
        <>
            <section aria-labelledby="profile-name" className="flex items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
                {customer.customFields?.avatar ? (
                    <AssetImage
                        preview={customer.customFields.avatar.preview}
                        alt={t('profile.picture')}
                        size={64}
                        presets={['thumb']}
                        className="size-16 shrink-0 rounded-full"
                    />
                ) : (
                    <span aria-hidden className="grid size-16 shrink-0 place-items-center rounded-full bg-gold-300 text-2xl font-black text-lucky-900">
                        {customer.displayName.slice(0, 1).toUpperCase()}
                    </span>
                )}
                <div className="min-w-0">
                    <h2 id="profile-name" className="truncate text-lg font-black text-ink">
                        {customer.displayName}
                    </h2>
                    {customer.customFields?.username && <p className="truncate text-sm text-ink-soft">@{customer.customFields.username}</p>}
                    <dl className="mt-1 text-sm text-ink-soft">
                        <div className="flex gap-1">
                            <dt className="sr-only">{t('fields.phoneNumber')}</dt>
                            <dd className="truncate">{customer.phoneNumber}</dd>
                        </div>
                        <div className="flex gap-1">
                            <dt className="sr-only">{t('fields.emailAddress')}</dt>
                            <dd className="truncate">{customer.emailAddress}</dd>
                        </div>
                    </dl>
                    <AvatarPicker />
                </div>
            </section>

            <MyOrders />

            <nav aria-label={t('profile.account')}>
                <ul className="divide-y divide-line overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line">
                    {links.map(link => (
                        <li key={link.to}>
                            <Link to={link.to} className="flex items-center justify-between gap-3 px-4 py-3.5 text-sm font-bold text-ink hover:bg-cream">
                                {link.label}
                                <Icon name="forward" className="size-4 shrink-0 text-ink-soft" />
                            </Link>
                        </li>
                    ))}
                </ul>
            </nav>

            <InfoLinks />

            <LanguageChoice />

            <div className="space-y-3">
                <button
                    type="button"
                    onClick={() => void signOut()}
                    disabled={logout.isPending}
                    className="w-full rounded-full bg-white px-6 py-3 text-base font-bold text-ink shadow-sm ring-1 ring-line active:scale-[0.98]"
                >
                    {t('profile.logout')}
                </button>
                <button
                    type="button"
                    onClick={() => setDeleting(true)}
                    className="w-full px-6 py-2 text-sm font-bold text-lucky-700 underline underline-offset-2"
                >
                    {t('profile.terminate')}
                </button>
            </div>
            <DeleteAccountSheet open={deleting} onOpenChange={setDeleting} />
        </>
    );
}

function ProfileSkeleton() {
    return (
        <div aria-busy="true" className="space-y-4">
            <Skeleton className="h-24" />
            <Skeleton className="h-40" />
        </div>
    );
}

/** My orders by status: each bucket with its count, opening the Order tab on it. */
function MyOrders() {
    const { t } = useTranslation('account');
    // The Won bucket holds no orders: the cheap way to ask for every count.
    const counts = useShopQuery(GetAllOrdersDocument, { options: { bucket: 'Won' } }, { enabled: hasSessionToken }).data?.data.getAllOrders.counts;
    const buckets = [
        { bucket: 'Won', count: counts?.won },
        { bucket: 'Processing', count: counts?.processing },
        { bucket: 'Shipped', count: counts?.shipped },
        { bucket: 'Completed', count: counts?.completed },
    ] as const;
    return (
        <nav aria-labelledby="profile-orders" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
            <h2 id="profile-orders" className="mb-3 text-sm font-black text-ink">
                <Link to={paths.orders()}>{t('profile.orders')}</Link>
            </h2>
            <ul className="grid grid-cols-4 gap-2 text-center">
                {buckets.map(({ bucket, count }) => (
                    <li key={bucket}>
                        <Link
                            to={paths.orders(bucket)}
                            aria-label={count === undefined ? t(`profile.buckets.${bucket}`) : `${t(`profile.buckets.${bucket}`)}, ${count}`}
                            className="flex flex-col items-center rounded-xl py-2 text-xs font-bold text-ink-soft hover:bg-cream"
                        >
                            <span aria-hidden className="min-h-6 text-lg font-black text-lucky-700">
                                {count ?? ''}
                            </span>
                            {t(`profile.buckets.${bucket}`)}
                        </Link>
                    </li>
                ))}
            </ul>
        </nav>
    );
}
