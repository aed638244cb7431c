import { useState } from 'react';
import { Link } from 'react-router';

import { paths } from '../../../routing/paths';
import { PublicInfoLinks } from '../../pages';
import { AccountForm, AccountPage, Field, OtherWay, thrownMessage, useAccountForm, useAuthPage } from '../form';
import { useSignIn } from '../session';
import { check } from '../validation';

/** Sign in by username, email or phone number and password; then back to the page that asked for it. */
export function SignInPage() {
    const { t, returnTo, navigate, errorMessage } = useAuthPage();
    const { signIn, busy } = useSignIn();
    const [rememberMe, setRememberMe] = useState(false);
    const [error, setError] = useState<string>();
    const form = useAccountForm({ identifier: '', password: '' }, () => ({ identifier: check.required, password: check.required }));

    async function submit() {
        setError(undefined);
        if (!form.ready()) return;
        try {
            const refused = await signIn(form.values.identifier, form.values.password, rememberMe);
            if (refused) setError(errorMessage(refused));
            else await navigate(returnTo ?? paths.profile(), { replace: true });
        } catch (failure) {
            setError(thrownMessage(failure, t('common:operationsAnomaly')));
        }
    }

    return (
        <AccountPage title={t('signIn.title')} fallback={paths.home()}>
            {returnTo && <p className="text-sm text-ink-soft">{t('signIn.needed')}</p>}
            <AccountForm onSubmit={() => void submit()} submitLabel={busy ? t('signIn.busy') : t('signIn.submit')} busy={busy} error={error}>
                <Field label={t('fields.identifier')} autoComplete="username" autoCapitalize="none" {...form.field('identifier')} />
                <Field label={t('fields.password')} type="password" autoComplete="current-password" {...form.field('password')} />
                <div className="flex items-center justify-between gap-3">
                    <label className="flex items-center gap-2 text-sm font-semibold text-ink">
                        <input
                            type="checkbox"
                            checked={rememberMe}
                            onChange={event => setRememberMe(event.target.checked)}
                            className="size-5 accent-lucky-600"
                        />
                        {t('signIn.rememberMe')}
                    </label>
                    <Link to={paths.forgot(returnTo)} className="text-sm font-bold text-lucky-700 underline-offset-2 hover:underline">
                        {t('signIn.forgot')}
                    </Link>
                </div>
            </AccountForm>
            <OtherWay text={t('signIn.newHere')} to={paths.signUp(returnTo)} label={t('signIn.signUp')} />
            <PublicInfoLinks />
        </AccountPage>
    );
}
