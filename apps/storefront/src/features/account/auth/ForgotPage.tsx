import { useState } from 'react';

import { useShopMutation } from '../../../api/useShopQuery';
import { paths } from '../../../routing/paths';
import { GenerateOtpDocument, ResetPasswordUsingOtpDocument } from '../../../gql/graphql';
import { useBotCheck } from '../botCheck';
import { AccountForm, AccountPage, Field, OtpField, ResendButton, thrownMessage, useAccountForm, useAuthPage } from '../form';
import { useCountdown } from '../useCountdown';
import { check } from '../validation';
import { OTP_RESEND_SECONDS } from './signUpFlow';

/**
 * Forgot password: a code texted to the account's phone, then a new password with it. The
 * server answers the same whether the phone has an account or not (docs/accounts.md#otp).
 */
export function ForgotPage() {
    const { t, returnTo, navigate, toast, errorMessage } = useAuthPage();
    const bot = useBotCheck();
    const generate = useShopMutation(GenerateOtpDocument, bot.headers);
    const reset = useShopMutation(ResetPasswordUsingOtpDocument, bot.headers);
    const [codeSent, setCodeSent] = useState(false);
    const countdown = useCountdown(0);
    const [error, setError] = useState<string>();
    const form = useAccountForm({ phoneNumber: '', otp: '', password: '', retyped: '' }, values =>
        codeSent ? { otp: check.otp, password: check.password, retyped: check.retyped(values.password) } : { phoneNumber: check.phone },
    );

    async function sendCode() {
        setError(undefined);
        try {
            const { generateOTP: result } = await generate.mutateAsync({ input: { phoneNumber: form.values.phoneNumber, purpose: 'RESET_PASSWORD' } });
            if (result.__typename === 'OtpResult') {
                countdown.restart(OTP_RESEND_SECONDS);
                if (codeSent) toast.success(t('otp.sent'));
                setCodeSent(true);
            } else if (result.__typename === 'OtpResendTooSoonError') {
                // The code sent a moment ago is still good.
                countdown.restart(result.retryAfterSeconds);
                if (codeSent) setError(errorMessage(result));
                setCodeSent(true);
            } else if (result.__typename === 'InvalidPhoneNumberError') form.setServerError('phoneNumber', errorMessage(result));
            else setError(errorMessage(result));
        } catch (failure) {
            setError(thrownMessage(failure, t('common:operationsAnomaly')));
        }
    }

    async function resetPassword() {
        setError(undefined);
        if (!form.ready()) return;
        try {
            const { values } = form;
            const { resetPasswordUsingOTP: result } = await reset.mutateAsync({
                input: { phoneNumber: values.phoneNumber, otp: values.otp.trim(), password: values.password },
            });
            if (result.__typename === 'OtpResult') {
                toast.success(t('forgot.done'));
                await navigate(paths.signIn(returnTo), { replace: true });
            } else if (result.__typename === 'PasswordValidationError') form.setServerError('password', errorMessage(result));
            else if (result.__typename === 'OtpInvalidError' || result.__typename === 'OtpExpiredError') form.setServerError('otp', errorMessage(result));
            else setError(errorMessage(result));
        } catch (failure) {
            setError(thrownMessage(failure, t('common:operationsAnomaly')));
        }
    }

    return (
        <AccountPage title={t('forgot.title')} fallback={paths.signIn(returnTo)}>
            {!codeSent ? (
                <>
                    <p className="text-sm text-ink-soft">{t('forgot.intro')}</p>
                    <AccountForm
                        onSubmit={() => {
                            if (form.ready()) void sendCode();
                        }}
                        submitLabel={t('forgot.send')}
                        busy={generate.isPending}
                        error={error}
                    >
                        <Field label={t('fields.phoneNumber')} hint={t('hints.phoneNumber')} type="tel" autoComplete="tel" {...form.field('phoneNumber')} />
                    </AccountForm>
                </>
            ) : (
                <>
                    <p className="text-sm text-ink-soft">{t('verify.sentTo', { phone: form.values.phoneNumber })}</p>
                    <AccountForm onSubmit={() => void resetPassword()} submitLabel={t('forgot.submit')} busy={reset.isPending} error={error}>
                        <OtpField label={t('fields.otp')} {...form.field('otp')} />
                        <Field
                            label={t('fields.newPassword')}
                            hint={t('hints.password')}
                            type="password"
                            autoComplete="new-password"
                            {...form.field('password')}
                        />
                        <Field label={t('fields.retyped')} type="password" autoComplete="new-password" {...form.field('retyped')} />
                    </AccountForm>
                    <ResendButton secondsLeft={countdown.secondsLeft} busy={generate.isPending} onResend={() => void sendCode()} />
                </>
            )}
            {bot.badge}
        </AccountPage>
    );
}
