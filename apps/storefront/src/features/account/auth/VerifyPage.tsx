import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';

import { useShopMutation } from '../../../api/useShopQuery';
import { currentLanguage } from '../../../lib/i18n';
import { paths, returnToOf } from '../../../routing/paths';
import { GenerateOtpDocument, RegisterCustomerAccountWithOtpDocument } from '../../../gql/graphql';
import { useBotCheck } from '../botCheck';
import { AccountForm, AccountPage, OtpField, ResendButton, thrownMessage, useAccountForm, useAuthPage } from '../form';
import { fieldOf, useSignIn } from '../session';
import { useCountdown } from '../useCountdown';
import { check } from '../validation';
import type { SignUpState } from './SignUpPage';
import { OTP_RESEND_SECONDS, type SignUpDetails, type VerifyState } from './signUpFlow';

/**
 * Sign-up, step 2: the code texted to the phone creates the account, which is then signed in.
 * A field the server refuses (a taken username…) sends the shopper back to the details, with
 * the refusal under that field.
 */
export function VerifyPage() {
    const state = useLocation().state as VerifyState | null;
    const [params] = useSearchParams();
    // Opened without details (a bookmark, a new tab): sign-up starts at its first step.
    if (!state?.details) return <Navigate to={paths.signUp(returnToOf(params))} replace />;
    return <VerifyPhone details={state.details} resendIn={state.resendIn} />;
}

function VerifyPhone({ details, resendIn }: VerifyState) {
    const { t, returnTo, navigate, toast, errorMessage } = useAuthPage();
    const bot = useBotCheck();
    const register = useShopMutation(RegisterCustomerAccountWithOtpDocument, bot.headers);
    const generate = useShopMutation(GenerateOtpDocument, bot.headers);
    const { signIn, busy: signingIn } = useSignIn();
    const countdown = useCountdown(resendIn);
    const [error, setError] = useState<string>();
    const form = useAccountForm({ otp: '' }, () => ({ otp: check.otp }));

    async function submit() {
        setError(undefined);
        if (!form.ready()) return;
        try {
            const { registerCustomerAccountWithOTP: result } = await register.mutateAsync({
                input: { ...details, govId: details.govId.trim(), otp: form.values.otp.trim(), lang: currentLanguage() },
            });
            if (result.__typename !== 'OtpResult') {
                const field = fieldOf(result) as keyof SignUpDetails | undefined;
                if (field && field in details) {
                    const back: SignUpState = { details, refused: { [field]: errorMessage(result) } };
                    await navigate(paths.signUp(returnTo), { replace: true, state: back });
                } else form.setServerError('otp', errorMessage(result));
                return;
            }
            toast.success(t('signUp.created'));
            const refused = await signIn(details.username, details.password, true);
            await navigate(refused ? paths.signIn(returnTo) : (returnTo ?? paths.profile()), { replace: true });
        } catch (failure) {
            setError(thrownMessage(failure, t('common:operationsAnomaly')));
        }
    }

    async function resend() {
        setError(undefined);
        try {
            const { generateOTP: result } = await generate.mutateAsync({ input: { phoneNumber: details.phoneNumber, purpose: 'SIGN_UP' } });
            if (result.__typename === 'OtpResult') {
                countdown.restart(OTP_RESEND_SECONDS);
                toast.success(t('otp.sent'));
            } else {
                if (result.__typename === 'OtpResendTooSoonError') countdown.restart(result.retryAfterSeconds);
                setError(errorMessage(result));
            }
        } catch (failure) {
            setError(thrownMessage(failure, t('common:operationsAnomaly')));
        }
    }

    const busy = register.isPending || signingIn;
    return (
        <AccountPage title={t('verify.title')} fallback={paths.signUp(returnTo)}>
            <p className="text-sm text-ink-soft">{t('verify.sentTo', { phone: details.phoneNumber })}</p>
            <AccountForm onSubmit={() => void submit()} submitLabel={busy ? t('verify.busy') : t('verify.submit')} busy={busy} error={error}>
                <OtpField label={t('fields.otp')} {...form.field('otp')} />
            </AccountForm>
            <ResendButton secondsLeft={countdown.secondsLeft} busy={generate.isPending} onResend={() => void resend()} />
            {bot.badge}
        </AccountPage>
    );
}
