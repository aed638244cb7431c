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

export const errorMessages: Messages = {
    en: {
        checkoutRefusal: {
            PRIZE_CANNOT_BE_DELIVERED: 'Prize { prizeId } cannot be delivered ({ reason })',
        },
        errorResult: {
            PRIZE_UNAVAILABLE_ERROR:
                '{ reason, select, NOT_FOUND {This prize does not exist} NOT_YOURS {This prize is not yours} USED {This prize is already redeemed or in an order} WRONG_VARIANT {This item is not the prize} QUANTITY {A prize is one item} IN_CART {This prize is already in your cart} NOT_IN_CART {Add this prize to your cart first} NOT_DIGITAL {This prize is redeemed when it ships} other {This prize cannot be added} }',
        },
    },
    ms: {
        checkoutRefusal: {
            PRIZE_CANNOT_BE_DELIVERED: 'Hadiah { prizeId } tidak boleh dihantar ({ reason })',
        },
        errorResult: {
            PRIZE_UNAVAILABLE_ERROR:
                '{ reason, select, NOT_FOUND {Hadiah ini tidak wujud} NOT_YOURS {Hadiah ini bukan milik anda} USED {Hadiah ini telah ditebus atau sudah dalam pesanan} WRONG_VARIANT {Item ini bukan hadiah tersebut} QUANTITY {Hadiah ialah satu item} IN_CART {Hadiah ini sudah ada dalam troli anda} NOT_IN_CART {Masukkan hadiah ini ke troli anda dahulu} NOT_DIGITAL {Hadiah ini ditebus apabila dihantar} other {Hadiah ini tidak boleh ditambah} }',
        },
    },
};
