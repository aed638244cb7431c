import { ErrorResult } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';

import { reasonedErrorResult } from '../../common/error-results';
import type { PhoneProblem } from './services/phone';

/** The phone is not a mobile number in MY, ID or TH; `reason` says which (NOT_A_NUMBER, UNSUPPORTED_COUNTRY, NOT_MOBILE). */
export class InvalidPhoneNumberError extends reasonedErrorResult<PhoneProblem>('InvalidPhoneNumberError', 'INVALID_PHONE_NUMBER_ERROR') {}

/** A code was sent to this phone less than 60 s ago. */
export class OtpResendTooSoonError extends ErrorResult {
    readonly __typename = 'OtpResendTooSoonError';
    readonly errorCode = 'OTP_RESEND_TOO_SOON_ERROR';
    readonly message = 'OTP_RESEND_TOO_SOON_ERROR';
    constructor(public readonly retryAfterSeconds: number) {
        super();
    }
}

/** A wrong code; `attemptsLeft` 0 means the code is burned and a new one is needed. */
export class OtpInvalidError extends ErrorResult {
    readonly __typename = 'OtpInvalidError';
    readonly errorCode = 'OTP_INVALID_ERROR';
    readonly message = 'OTP_INVALID_ERROR';
    constructor(public readonly attemptsLeft: number) {
        super();
    }
}

export type OtpExpiredReason = 'EXPIRED' | 'USED_UP' | 'NOT_REQUESTED';

/** No live code to check: it expired, was burned by wrong tries or already used, or none was sent. */
export class OtpExpiredError extends reasonedErrorResult<OtpExpiredReason>('OtpExpiredError', 'OTP_EXPIRED_ERROR') {}

/** The SMS could not be handed to the gateway; nothing was kept, the shopper may try again. */
export class SmsNotSentError extends ErrorResult {
    readonly __typename = 'SmsNotSentError';
    readonly errorCode = 'SMS_NOT_SENT_ERROR';
    readonly message = 'SMS_NOT_SENT_ERROR';
}

/** Sign-up (or a change) needs this phone verified by a code first. */
export class PhoneNotVerifiedError extends ErrorResult {
    readonly __typename = 'PhoneNotVerifiedError';
    readonly errorCode = 'PHONE_NOT_VERIFIED_ERROR';
    readonly message = 'PHONE_NOT_VERIFIED_ERROR';
}

/** Another account has this phone. */
export class PhoneNumberConflictError extends ErrorResult {
    readonly __typename = 'PhoneNumberConflictError';
    readonly errorCode = 'PHONE_NUMBER_CONFLICT_ERROR';
    readonly message = 'PHONE_NUMBER_CONFLICT_ERROR';
}

/** Another account has this username. */
export class UsernameConflictError extends ErrorResult {
    readonly __typename = 'UsernameConflictError';
    readonly errorCode = 'USERNAME_CONFLICT_ERROR';
    readonly message = 'USERNAME_CONFLICT_ERROR';
}

export type AccountField = 'firstName' | 'username' | 'emailAddress' | 'govId' | 'displayName' | 'lang' | 'dateOfBirth';

/** A sign-up or profile field is missing or malformed; `field` names it. */
export class InvalidAccountFieldError extends ErrorResult {
    readonly __typename = 'InvalidAccountFieldError';
    readonly errorCode = 'INVALID_ACCOUNT_FIELD_ERROR';
    readonly message = 'INVALID_ACCOUNT_FIELD_ERROR';
    constructor(public readonly field: AccountField) {
        super();
    }
}

/** The avatar is not a PNG, JPEG or WebP image (`reason` TYPE) or is over the size limit (SIZE). */
export class InvalidAvatarError extends ErrorResult {
    readonly __typename = 'InvalidAvatarError';
    readonly errorCode = 'INVALID_AVATAR_ERROR';
    readonly message = 'INVALID_AVATAR_ERROR';
    constructor(
        public readonly reason: 'TYPE' | 'SIZE',
        public readonly maxBytes: number,
    ) {
        super();
    }
}

/** The typed confirmation of an account deletion was not the expected word. */
export class DeleteConfirmationError extends ErrorResult {
    readonly __typename = 'DeleteConfirmationError';
    readonly errorCode = 'DELETE_CONFIRMATION_ERROR';
    readonly message = 'DELETE_CONFIRMATION_ERROR';
    constructor(public readonly expected: string) {
        super();
    }
}

export type BotCheckFailure = 'MISSING' | 'INVALID' | 'EXPIRED' | 'USED';

/** The request carried no bot-check solution (`MISSING`), a wrong or forged one (`INVALID`), one too old (`EXPIRED`) or one already used (`USED`). */
export class BotCheckFailedError extends reasonedErrorResult<BotCheckFailure>('BotCheckFailedError', 'BOT_CHECK_FAILED_ERROR') {}

/**
 * English and Malay messages (Vendure translates `errorResult.<CODE>` by the request's
 * language), and the texts of successful OTP calls.
 */
export const errorMessages = {
    en: {
        errorResult: {
            INVALID_PHONE_NUMBER_ERROR:
                '{ reason, select, UNSUPPORTED_COUNTRY {Please use a Malaysian, Indonesian or Thai phone number} NOT_MOBILE {Please use a mobile phone number} other {This is not a valid phone number} }',
            OTP_RESEND_TOO_SOON_ERROR: 'Please wait {retryAfterSeconds} seconds before asking for a new code',
            OTP_INVALID_ERROR:
                '{ attemptsLeft, plural, =0 {Wrong code. This code can no longer be used: please ask for a new one} one {Wrong code. 1 try left} other {Wrong code. # tries left} }',
            OTP_EXPIRED_ERROR:
                '{ reason, select, EXPIRED {This code has expired: please ask for a new one} USED_UP {This code can no longer be used: please ask for a new one} other {Please ask for a code first} }',
            SMS_NOT_SENT_ERROR: 'We could not send the SMS. Please try again shortly',
            PHONE_NOT_VERIFIED_ERROR: 'Please verify your phone number with the code we send you first',
            PHONE_NUMBER_CONFLICT_ERROR: 'This phone number already has an account',
            USERNAME_CONFLICT_ERROR: 'This username is taken',
            INVALID_ACCOUNT_FIELD_ERROR:
                '{ field, select, firstName {Please enter your name as per NRIC} username {A username has 3 to 30 letters, digits, dots or underscores and at least one letter} emailAddress {Please enter a valid email address} govId {Please enter a valid NRIC number} displayName {A display name has 1 to 40 characters} lang {Please choose English or Malay} dateOfBirth {Please enter your date of birth as in your NRIC} other {Please check this field} }',
            INVALID_AVATAR_ERROR: '{ reason, select, SIZE {The picture is too large} other {Please choose a PNG, JPEG or WebP picture} }',
            DELETE_CONFIRMATION_ERROR: 'Please type {expected} to confirm',
            BOT_CHECK_FAILED_ERROR:
                '{ reason, select, MISSING {Please wait until the check that you are not a robot is done} other {The check that you are not a robot has to be done again: please try again} }',
        },
        error: {
            'gov-id-already-set': 'Your NRIC number cannot be changed once submitted',
            'gov-id-birth-date': 'This NRIC number does not match your date of birth',
            'phone-change-needs-otp': 'Change your phone number with a code sent to the new number',
            'invalid-account-field': 'Please check {field}',
        },
        otp: {
            SENT: 'We have sent a code to your phone',
            VERIFIED: 'Your phone number is verified',
            REGISTERED: 'Your account is ready',
            PASSWORD_UPDATED: 'Your password is updated',
            PHONE_UPDATED: 'Your phone number is updated',
        },
    },
    ms: {
        errorResult: {
            INVALID_PHONE_NUMBER_ERROR:
                '{ reason, select, UNSUPPORTED_COUNTRY {Sila gunakan nombor telefon Malaysia, Indonesia atau Thailand} NOT_MOBILE {Sila gunakan nombor telefon bimbit} other {Nombor telefon ini tidak sah} }',
            OTP_RESEND_TOO_SOON_ERROR: 'Sila tunggu {retryAfterSeconds} saat sebelum meminta kod baharu',
            OTP_INVALID_ERROR:
                '{ attemptsLeft, plural, =0 {Kod salah. Kod ini tidak boleh digunakan lagi: sila minta kod baharu} other {Kod salah. # percubaan lagi} }',
            OTP_EXPIRED_ERROR:
                '{ reason, select, EXPIRED {Kod ini telah tamat tempoh: sila minta kod baharu} USED_UP {Kod ini tidak boleh digunakan lagi: sila minta kod baharu} other {Sila minta kod terlebih dahulu} }',
            SMS_NOT_SENT_ERROR: 'Kami tidak dapat menghantar SMS. Sila cuba lagi sebentar lagi',
            PHONE_NOT_VERIFIED_ERROR: 'Sila sahkan nombor telefon anda dengan kod yang kami hantar terlebih dahulu',
            PHONE_NUMBER_CONFLICT_ERROR: 'Nombor telefon ini sudah mempunyai akaun',
            USERNAME_CONFLICT_ERROR: 'Nama pengguna ini telah diambil',
            INVALID_ACCOUNT_FIELD_ERROR:
                '{ field, select, firstName {Sila masukkan nama seperti dalam NRIC} username {Nama pengguna mempunyai 3 hingga 30 huruf, digit, titik atau garis bawah dan sekurang-kurangnya satu huruf} emailAddress {Sila masukkan alamat e-mel yang sah} govId {Sila masukkan nombor NRIC yang sah} displayName {Nama paparan mempunyai 1 hingga 40 aksara} lang {Sila pilih Bahasa Inggeris atau Bahasa Melayu} dateOfBirth {Sila masukkan tarikh lahir anda seperti dalam NRIC} other {Sila semak medan ini} }',
            INVALID_AVATAR_ERROR: '{ reason, select, SIZE {Gambar terlalu besar} other {Sila pilih gambar PNG, JPEG atau WebP} }',
            DELETE_CONFIRMATION_ERROR: 'Sila taip {expected} untuk mengesahkan',
            BOT_CHECK_FAILED_ERROR:
                '{ reason, select, MISSING {Sila tunggu sehingga semakan bahawa anda bukan robot selesai} other {Semakan bahawa anda bukan robot perlu dibuat semula: sila cuba lagi} }',
        },
        error: {
            'gov-id-already-set': 'Nombor NRIC anda tidak boleh diubah selepas dihantar',
            'gov-id-birth-date': 'Nombor NRIC ini tidak sepadan dengan tarikh lahir anda',
            'phone-change-needs-otp': 'Tukar nombor telefon anda dengan kod yang dihantar ke nombor baharu',
            'invalid-account-field': 'Sila semak {field}',
        },
        otp: {
            SENT: 'Kami telah menghantar kod ke telefon anda',
            VERIFIED: 'Nombor telefon anda telah disahkan',
            REGISTERED: 'Akaun anda telah sedia',
            PASSWORD_UPDATED: 'Kata laluan anda telah dikemas kini',
            PHONE_UPDATED: 'Nombor telefon anda telah dikemas kini',
        },
    },
};

export type OtpMessage = keyof (typeof errorMessages)['en']['otp'];

/** The text of a successful OTP call in the request's language (English unless Malay was asked for). */
export function otpMessage(languageCode: string | undefined, key: OtpMessage): string {
    return (languageCode === 'ms' ? errorMessages.ms : errorMessages.en).otp[key];
}
