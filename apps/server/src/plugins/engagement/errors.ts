import { Messages, reasonedErrorResult } from '../../common/error-results';

export type PrizeUnavailableReason = 'NOT_FOUND' | 'NOT_YOURS' | 'USED' | 'WRONG_VARIANT' | 'QUANTITY';

/**
 * An order line cannot carry this prizeId: it names no won prize, one the shopper did not win
 * (guests win nothing), one already redeemed or on another order line, the line's variant is not
 * the prize's product, or the line is for more than one unit. `reason` says which.
 */
export class PrizeUnavailableError extends reasonedErrorResult<PrizeUnavailableReason>('PrizeUnavailableError', 'PRIZE_UNAVAILABLE_ERROR') {}

export const errorMessages: Messages = {
    en: {
        checkoutRefusal: {
            PRIZE_CANNOT_BE_DELIVERED: 'Prize { prizeId } cannot be delivered ({ reason })',
        },
        errorResult: {
            PRIZE_UNAVAILABLE_ERROR:
                '{ reason, select, NOT_FOUND {This prize does not exist} NOT_YOURS {This prize is not yours} USED {This prize is already redeemed or in an order} WRONG_VARIANT {This item is not the prize} QUANTITY {A prize is one item} other {This prize cannot be added} }',
        },
    },
    ms: {
        checkoutRefusal: {
            PRIZE_CANNOT_BE_DELIVERED: 'Hadiah { prizeId } tidak boleh dihantar ({ reason })',
        },
        errorResult: {
            PRIZE_UNAVAILABLE_ERROR:
                '{ reason, select, NOT_FOUND {Hadiah ini tidak wujud} NOT_YOURS {Hadiah ini bukan milik anda} USED {Hadiah ini telah ditebus atau sudah dalam pesanan} WRONG_VARIANT {Item ini bukan hadiah tersebut} QUANTITY {Hadiah ialah satu item} other {Hadiah ini tidak boleh ditambah} }',
        },
    },
};
