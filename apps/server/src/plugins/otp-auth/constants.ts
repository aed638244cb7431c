export const OTP_AUTH_PLUGIN_OPTIONS = Symbol('OTP_AUTH_PLUGIN_OPTIONS');
export const loggerCtx = 'OtpAuthPlugin';

/** What a code is for; a code verifies only the purpose it was sent for. */
export const OTP_PURPOSES = ['SIGN_UP', 'RESET_PASSWORD', 'UPDATE_PASSWORD', 'CHANGE_PHONE'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** Languages a profile may choose (docs/accounts.md). */
export const PROFILE_LANGUAGES = ['en', 'ms'] as const;

/** What a shopper types to confirm that their account is to be deleted. */
export const DELETE_CONFIRMATION = 'DELETE';

/** The request header that carries the bot-check solution (the widget's base64 payload). */
export const ALTCHA_HEADER = 'x-altcha';

export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];

/** The code SMS in each profile language (SMS_TEXT / SMS_TEXT_MS override them); `{code}` is the code. */
export const DEFAULT_SMS_TEXT: Record<ProfileLanguage, string> = {
    en: 'Tuah: your code is {code}. It expires in 5 minutes. Do not share it.',
    ms: 'Tuah: kod anda ialah {code}. Sah selama 5 minit. Jangan kongsikan kod ini.',
};
