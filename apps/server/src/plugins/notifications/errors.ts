import { Messages, reasonedErrorResult } from '../../common/error-results';

export type PrizeUnavailableReason = 'NOT_FOUND' | 'NOT_YOURS' | 'USED' | 'WRONG_VARIANT' | 'QUANTITY' | 'IN_CART' | 'NOT_IN_CART' | 'NOT_DIGITAL';

/**
 * An order line cannot carry this prizeId: it names no won prize, one the shopper did not win
 * (guests win nothing), one already redeemed or on another order line, the line's variant is not
 * the prize's product, or the line is for more than one unit; it is already in this cart
 * (IN_CART). PrizesUpdate answers NOT_IN_CART / IN_CART when `isATC` contradicts the cart and
 * NOT_DIGITAL when a prize that ships is marked redeemed. `reason` says which.
 */
export class PrizeUnavailableError extends reasonedErrorResult<PrizeUnavailableReason>('PrizeUnavailableError', 'PRIZE_UNAVAILABLE_ERROR') {}

/** UpdateFcmToken: the token is empty, over 1024 characters, or not an FCM token's characters. */
export class FcmTokenInvalidError extends reasonedErrorResult<'EMPTY' | 'TOO_LONG' | 'MALFORMED'>('FcmTokenInvalidError', 'FCM_TOKEN_INVALID_ERROR') {}
export type PolicyPageInputReason = 'UNKNOWN_SLUG' | 'UNKNOWN_LANGUAGE' | 'REPEATED_LANGUAGE' | 'MISSING_LANGUAGE' | 'BAD_TITLE' | 'BAD_BODY';

/**
 * UpdatePolicyPage refused: the slug is not one of the five pages, a language is not the shop's, repeated or
 * missing (a page is saved in English and Malay at once), or a title or body is empty or too long. `reason` says which.
 */
export class PolicyPageInputError extends reasonedErrorResult<PolicyPageInputReason>('PolicyPageInputError', 'POLICY_PAGE_INPUT_ERROR') {}

/**
 * RemindUnclaimedPrize refused: no such won prize (NOT_FOUND), the winner already claimed it (CLAIMED:
 * in a cart or order, shipped, or its code revealed), or support reminded them less than 24 hours ago
 * (TOO_SOON; `nextReminderAt` says when the next one may go).
 */
export class PrizeReminderRefusedError extends reasonedErrorResult<'NOT_FOUND' | 'CLAIMED' | 'TOO_SOON'>('PrizeReminderRefusedError', 'PRIZE_REMINDER_REFUSED_ERROR') {
    constructor(
        reason: 'NOT_FOUND' | 'CLAIMED' | 'TOO_SOON',
        public readonly nextReminderAt: Date | null = null,
    ) {
        super(reason);
    }
}

export const errorMessages: Messages = {
    en: {
        checkoutRefusal: {
            PRIZE_CANNOT_BE_DELIVERED: 'Prize { prizeId } cannot be delivered ({ reason })',
        },
        error: {
            'support-search-length': 'Search with { min } to { max } characters (a phone number, an email or a name)',
        },
        errorResult: {
            PRIZE_REMINDER_REFUSED_ERROR:
                '{ reason, select, NOT_FOUND {There is no such won prize} CLAIMED {The winner has already claimed this prize} TOO_SOON {The winner was reminded less than 24 hours ago} other {No reminder was sent} }',
            FCM_TOKEN_INVALID_ERROR:
                '{ reason, select, EMPTY {The push token is empty} TOO_LONG {The push token is too long (1024 characters at most)} other {The push token has characters a push token cannot have} }',
            CODE_INVALID_ERROR: 'The coupon code you entered is invalid. Please contact our support team for further assistance.',
            CODE_EXPIRED_ERROR: 'This coupon code has expired.',
            POLICY_PAGE_INPUT_ERROR:
                '{ reason, select, UNKNOWN_SLUG {There is no policy page with this slug} UNKNOWN_LANGUAGE {Policy pages are written in English (en) and Malay (ms) only} REPEATED_LANGUAGE {Give each language once} MISSING_LANGUAGE {Give the page in both English and Malay} BAD_TITLE {Each title must be 1 to 200 characters} BAD_BODY {Each body must be 1 to 50,000 characters} other {This policy page cannot be saved} }',
            PRIZE_UNAVAILABLE_ERROR:
                '{ reason, select, NOT_FOUND {This prize does not exist} NOT_YOURS {This prize is not yours} USED {This prize is already redeemed or in an order} WRONG_VARIANT {This item is not the prize} QUANTITY {A prize is one item} IN_CART {This prize is already in your cart} NOT_IN_CART {Add this prize to your cart first} NOT_DIGITAL {This prize is redeemed when it ships} other {This prize cannot be added} }',
        },
    },
    ms: {
        checkoutRefusal: {
            PRIZE_CANNOT_BE_DELIVERED: 'Hadiah { prizeId } tidak boleh dihantar ({ reason })',
        },
        error: {
            'support-search-length': 'Cari dengan { min } hingga { max } aksara (nombor telefon, e-mel atau nama)',
        },
        errorResult: {
            PRIZE_REMINDER_REFUSED_ERROR:
                '{ reason, select, NOT_FOUND {Tiada hadiah sedemikian} CLAIMED {Pemenang telah menuntut hadiah ini} TOO_SOON {Pemenang telah diingatkan kurang daripada 24 jam yang lalu} other {Tiada peringatan dihantar} }',
            FCM_TOKEN_INVALID_ERROR:
                '{ reason, select, EMPTY {Token pemberitahuan kosong} TOO_LONG {Token pemberitahuan terlalu panjang (maksimum 1024 aksara)} other {Token pemberitahuan mengandungi aksara yang tidak sah} }',
            CODE_INVALID_ERROR: 'Kod kupon yang anda masukkan tidak sah. Sila hubungi pasukan sokongan kami untuk bantuan lanjut.',
            CODE_EXPIRED_ERROR: 'Kod kupon ini telah tamat tempoh.',
            POLICY_PAGE_INPUT_ERROR:
                '{ reason, select, UNKNOWN_SLUG {Tiada halaman polisi dengan slug ini} UNKNOWN_LANGUAGE {Halaman polisi ditulis dalam bahasa Inggeris (en) dan Melayu (ms) sahaja} REPEATED_LANGUAGE {Berikan setiap bahasa sekali sahaja} MISSING_LANGUAGE {Berikan halaman dalam bahasa Inggeris dan Melayu} BAD_TITLE {Setiap tajuk mestilah 1 hingga 200 aksara} BAD_BODY {Setiap kandungan mestilah 1 hingga 50,000 aksara} other {Halaman polisi ini tidak boleh disimpan} }',
            PRIZE_UNAVAILABLE_ERROR:
                '{ reason, select, NOT_FOUND {Hadiah ini tidak wujud} NOT_YOURS {Hadiah ini bukan milik anda} USED {Hadiah ini telah ditebus atau sudah dalam pesanan} WRONG_VARIANT {Item ini bukan hadiah tersebut} QUANTITY {Hadiah ialah satu item} IN_CART {Hadiah ini sudah ada dalam troli anda} NOT_IN_CART {Masukkan hadiah ini ke troli anda dahulu} NOT_DIGITAL {Hadiah ini ditebus apabila dihantar} other {Hadiah ini tidak boleh ditambah} }',
        },
    },
};
