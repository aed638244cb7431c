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
