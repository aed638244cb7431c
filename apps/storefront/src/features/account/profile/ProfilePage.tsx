import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useShopMutation } from '../../../api/useShopQuery';
import { changeLanguage, currentLanguage, i18n, LANGUAGES, type Language } from '../../../app/i18n';
import { paths } from '../../../app/paths';
import { useLoggedInUser } from '../../../app/RequireSignIn';
import { LogoutDocument, UpdateLangDocument, type GetLoggedInUserQuery } from '../../../gql/graphql';
import { AssetImage } from '../../../ui/AssetImage';
import { Icon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryView } from '../../../ui/QueryView';
import { Skeleton } from '../../../ui/Skeleton';
import { useToast } from '../../../ui/toast';
import { useEndSession } from '../session';
import { AvatarPicker } from './AvatarPicker';
import { DeleteAccountSheet } from './DeleteAccountSheet';

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
    ];

    return (
        <>
            <section aria-labelledby="profile-name" className="flex items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
                {customer.customFields?.avatar ? (
                    <AssetImage preview={customer.customFields.avatar.preview} alt={t('profile.picture')} size={64} presets={['thumb']} className="size-16 shrink-0 rounded-full" />
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
                <button type="button" onClick={() => setDeleting(true)} className="w-full px-6 py-2 text-sm font-bold text-lucky-700 underline underline-offset-2">
                    {t('profile.terminate')}
                </button>
            </div>
            <DeleteAccountSheet open={deleting} onOpenChange={setDeleting} />
        </>
    );
}

/** The shop's language: kept on this phone (localStorage) and saved to the profile, so it follows the shopper's sign-ins. */
function LanguageChoice() {
    const { t } = useTranslation(['account', 'common']);
    const toast = useToast();
    const updateLang = useShopMutation(UpdateLangDocument);
    // Checked at once, while the chosen language's words are still on their way.
    const [chosen, setChosen] = useState(currentLanguage);

    async function choose(language: Language) {
        setChosen(language);
        await changeLanguage(language);
        try {
            const { updateLang: result } = await updateLang.mutateAsync({ lang: language });
            if (result.__typename !== 'Customer') throw new Error(result.message);
            // Said in the language just chosen.
            toast.success(i18n.t('common:language.changed'));
        } catch {
            toast.error(i18n.t('account:profile.languageNotSaved'));
        }
    }

    return (
        <fieldset className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
            <legend className="float-left mb-2 text-sm font-bold text-ink">{t('common:language.label')}</legend>
            <div className="clear-left grid grid-cols-2 gap-2">
                {LANGUAGES.map(language => (
                    <label
                        key={language}
                        lang={language}
                        className="flex items-center gap-2 rounded-xl px-3 py-2.5 text-sm font-bold ring-1 ring-line has-checked:bg-gold-100 has-checked:ring-gold-500"
                    >
                        <input
                            type="radio"
                            name="language"
                            value={language}
                            checked={language === chosen}
                            onChange={() => void choose(language)}
                            className="size-4 accent-lucky-600"
                        />
                        {t(`common:language.${language}`)}
                    </label>
                ))}
            </div>
        </fieldset>
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
