import { useState } from 'react';
import { useLocation } from 'react-router';

import { useShopMutation } from '../../../api/useShopQuery';
import { paths } from '../../../routing/paths';
import { GenerateOtpDocument } from '../../../gql/graphql';
import { useBotCheck } from '../botCheck';
import { PublicInfoLinks } from '../../pages';
import { AccountForm, AccountPage, Field, OtherWay, thrownMessage, useAccountForm, useAuthPage } from '../form';
import { fieldOf } from '../session';
import { check } from '../validation';
import { OTP_RESEND_SECONDS, type SignUpDetails, type VerifyState } from './signUpFlow';

const EMPTY: SignUpDetails = { firstName: '', username: '', phoneNumber: '', emailAddress: '', password: '', govId: '', dateOfBirth: '' };

/** What the verify page hands back when the server refused a field: the details and each refusal. */
export interface SignUpState {
    details: SignUpDetails;
    refused: Partial<Record<keyof SignUpDetails, string>>;
}

/**
 * Sign-up, step 1: the account's details, checked as they are typed; sending them texts a
 * code to the phone and opens the verify page (step 2), which creates the account.
 */
export function SignUpPage() {
    const { t, returnTo, navigate, errorMessage } = useAuthPage();
    const location = useLocation();
    const back = location.state as SignUpState | null;
    const bot = useBotCheck();
    const generate = useShopMutation(GenerateOtpDocument, bot.headers);
    const [error, setError] = useState<string>();
    const form = useAccountForm<keyof SignUpDetails>(
        back?.details ?? EMPTY,
        () => ({
            firstName: check.name,
            username: check.username,
            phoneNumber: check.phone,
            emailAddress: check.email,
            password: check.password,
            govId: check.optionalGovId,
            dateOfBirth: check.dateOfBirth,
        }),
        back?.refused,
    );

    async function submit() {
        setError(undefined);
        if (!form.ready()) return;
        const details = form.values;
        try {
            const { generateOTP: result } = await generate.mutateAsync({ input: { phoneNumber: details.phoneNumber, purpose: 'SIGN_UP' } });
            // A code sent a moment ago (the shopper came back to fix a field) is still good: verify with it.
            const resendIn =
                result.__typename === 'OtpResult' ? OTP_RESEND_SECONDS : result.__typename === 'OtpResendTooSoonError' ? result.retryAfterSeconds : null;
            if (resendIn !== null) {
                // This page's history entry keeps what was typed, so going back shows the form filled in
                // (issue 31 #1). Router state lives in memory and the tab's session history, never in storage.
                await navigate(location, { replace: true, state: { details, refused: {} } satisfies SignUpState });
                await navigate(paths.verify(returnTo), { state: { details, resendIn } satisfies VerifyState });
                return;
            }
            if (result.__typename === 'OtpResult') return;
            const field = fieldOf(result) as keyof SignUpDetails | undefined;
            if (field && field in details) form.setServerError(field, errorMessage(result));
            else setError(errorMessage(result));
        } catch (failure) {
            setError(thrownMessage(failure, t('common:operationsAnomaly')));
        }
    }

    return (
        <AccountPage title={t('signUp.title')} fallback={paths.signIn(returnTo)}>
            <p className="text-sm text-ink-soft">{t('signUp.intro')}</p>
            <AccountForm onSubmit={() => void submit()} submitLabel={t('signUp.submit')} busy={generate.isPending} error={error}>
                <Field label={t('fields.firstName')} autoComplete="name" {...form.field('firstName')} />
                <Field label={t('fields.username')} hint={t('hints.username')} autoComplete="username" autoCapitalize="none" {...form.field('username')} />
                <Field label={t('fields.phoneNumber')} hint={t('hints.phoneNumber')} type="tel" autoComplete="tel" {...form.field('phoneNumber')} />
                <Field label={t('fields.emailAddress')} type="email" autoComplete="email" autoCapitalize="none" {...form.field('emailAddress')} />
                <Field label={t('fields.password')} hint={t('hints.password')} type="password" autoComplete="new-password" {...form.field('password')} />
                <Field label={t('fields.govId')} hint={t('hints.govIdOptional')} autoComplete="off" {...form.field('govId')} />
                <Field label={t('fields.dateOfBirth')} hint={t('hints.dateOfBirth')} type="date" autoComplete="bday" {...form.field('dateOfBirth')} />
            </AccountForm>
            <OtherWay text={t('signUp.haveAccount')} to={paths.signIn(returnTo)} label={t('signUp.signIn')} />
            <PublicInfoLinks />
            {bot.badge}
        </AccountPage>
    );
}
