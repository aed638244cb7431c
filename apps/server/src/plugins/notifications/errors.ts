import { Messages, reasonedErrorResult } from '../../common/error-results';

/** UpdateFcmToken: the token is empty, over 1024 characters, or not an FCM token's characters. */
export class FcmTokenInvalidError extends reasonedErrorResult<'EMPTY' | 'TOO_LONG' | 'MALFORMED'>('FcmTokenInvalidError', 'FCM_TOKEN_INVALID_ERROR') {}

export const errorMessages: Messages = {
    en: {
        // NotifyCustomers' refusals (UserInputError keys).
        error: {
            'notify-missing-text': 'Give the { field } in both English and Malay',
            'notify-too-long': 'The { field } may be at most { max } characters',
            'notify-campaign-needed': 'Campaign holders need the campaign (campaignId)',
            'notify-unknown-campaign': 'There is no campaign { id }',
        },
        errorResult: {
            FCM_TOKEN_INVALID_ERROR:
                '{ reason, select, EMPTY {The push token is empty} TOO_LONG {The push token is too long (1024 characters at most)} other {The push token has characters a push token cannot have} }',
        },
    },
    ms: {
        error: {
            'notify-missing-text': 'Berikan { field } dalam bahasa Inggeris dan Melayu',
            'notify-too-long': '{ field } mestilah tidak melebihi { max } aksara',
            'notify-campaign-needed': 'Pemegang kempen memerlukan kempen (campaignId)',
            'notify-unknown-campaign': 'Tiada kempen { id }',
        },
        errorResult: {
            FCM_TOKEN_INVALID_ERROR:
                '{ reason, select, EMPTY {Token pemberitahuan kosong} TOO_LONG {Token pemberitahuan terlalu panjang (maksimum 1024 aksara)} other {Token pemberitahuan mengandungi aksara yang tidak sah} }',
        },
    },
};
