import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useShopMutation } from '../../../api/useShopQuery';
import { GetNewHpOtpDocument, VerifyOtpDocument } from '../../../gql/graphql';
import { useErrorMessage } from '../../../ui/errorMessage';
import { useToast } from '../../../ui/toast';
import { OTP_RESEND_SECONDS } from '../auth/signUpFlow';
import { useBotCheck } from '../botCheck';
import { AccountForm, Field, OtpField, ResendButton, thrownMessage, useAccountForm } from '../form';
import { useCountdown } from '../useCountdown';
import { check } from '../validation';

/**
 * Change phone: a code texted to the new number (getNewHpOTP), then that code (VerifyOTP,
 * purpose CHANGE_PHONE) moves the account to it (docs/accounts.md#profile).
 */
export function ChangePhone() {
    const { t } = useTranslation(['account', 'common']);
    const toast = useToast();
    const errorMessage = useErrorMessage();
    const queryClient = useQueryClient();
    const bot = useBotCheck();
    const request = useShopMutation(GetNewHpOtpDocument, bot.headers);
    const verify = useShopMutation(VerifyOtpDocument);
    const countdown = useCountdown(0);
    const [codeSent, setCodeSent] = useState(false);
    const [error, setError] = useState<string>();
    const form = useAccountForm({ phoneNumber: '', otp: '' }, () => (codeSent ? { otp: check.otp } : { phoneNumber: check.phone }));

    async function sendCode() {
        setError(undefined);
        if (!codeSent && !form.ready()) return;
        try {
            const { getNewHpOTP: result } = await request.mutateAsync({ hpNum: form.values.phoneNumber });
            if (result.__typename === 'OtpResult' || result.__typename === 'OtpResendTooSoonError') {
                countdown.restart(result.__typename === 'OtpResult' ? OTP_RESEND_SECONDS : result.retryAfterSeconds);
                if (codeSent) toast.success(t('otp.sent'));
                setCodeSent(true);
            } else if (result.__typename === 'InvalidPhoneNumberError' || result.__typename === 'PhoneNumberConflictError') {
                form.setServerError('phoneNumber', errorMessage(result));
            } else setError(errorMessage(result));
        } catch (failure) {
            setError(thrownMessage(failure, t('common:operationsAnomaly')));
        }
    }

    async function confirm() {
        setError(undefined);
        if (!form.ready()) return;
        try {
            const { verifyOTP: result } = await verify.mutateAsync({
                input: { phoneNumber: form.values.phoneNumber, otp: form.values.otp.trim(), purpose: 'CHANGE_PHONE' },
            });
            if (result.__typename !== 'OtpResult') {
                form.setServerError('otp', errorMessage(result));
                return;
            }
            await queryClient.invalidateQueries({ queryKey: ['shop', 'GetLoggedInUser'] });
            toast.success(t('phone.changed'));
            setCodeSent(false);
            form.reset({ phoneNumber: '', otp: '' });
        } catch (failure) {
            setError(thrownMessage(failure, t('common:operationsAnomaly')));
        }
    }

    return (
        <section aria-labelledby="change-phone" className="space-y-3 border-t border-line pt-5">
            <h2 id="change-phone" className="text-base font-black text-ink">
                {t('phone.title')}
            </h2>
            {!codeSent ? (
                <AccountForm onSubmit={() => void sendCode()} submitLabel={t('forgot.send')} busy={request.isPending} error={error}>
                    <Field label={t('fields.newPhoneNumber')} hint={t('hints.phoneNumber')} type="tel" autoComplete="tel" {...form.field('phoneNumber')} />
                </AccountForm>
            ) : (
                <>
                    <p className="text-sm text-ink-soft">{t('verify.sentTo', { phone: form.values.phoneNumber })}</p>
                    <AccountForm onSubmit={() => void confirm()} submitLabel={t('phone.submit')} busy={verify.isPending} error={error}>
                        <OtpField label={t('fields.otp')} {...form.field('otp')} />
                    </AccountForm>
                    <ResendButton secondsLeft={countdown.secondsLeft} busy={request.isPending} onResend={() => void sendCode()} />
                </>
            )}
            {bot.badge}
        </section>
    );
}
