import { Messages } from '../../common/error-results';

/** The shop's own coupon messages (code.service.ts sets them on Vendure's coupon errors). */
export const errorMessages: Messages = {
    en: {
        errorResult: {
            CODE_INVALID_ERROR: 'The coupon code you entered is invalid. Please contact our support team for further assistance.',
            CODE_EXPIRED_ERROR: 'This coupon code has expired.',
        },
    },
    ms: {
        errorResult: {
            CODE_INVALID_ERROR: 'Kod kupon yang anda masukkan tidak sah. Sila hubungi pasukan sokongan kami untuk bantuan lanjut.',
            CODE_EXPIRED_ERROR: 'Kod kupon ini telah tamat tempoh.',
        },
    },
};
