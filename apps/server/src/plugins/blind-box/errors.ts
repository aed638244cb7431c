import { Messages, reasonedErrorResult } from '../../common/error-results';

export type PrizeTableProblem =
    'NOT_BLINDBOX' | 'EMPTY' | 'ODDS_NOT_100' | 'ODDS_PRECISION' | 'NO_UNLIMITED_LINE' | 'VARIANT_REQUIRED' | 'STOCK_BELOW_AWARDED' | 'LOCKED_AFTER_SALE';

/**
 * An operator's prize table cannot be saved: the odds must add up to exactly 100 % (in steps of
 * 0.01 %), at least one line must be unlimited so every box sold can be opened, and once boxes
 * are sold the odds are frozen (they were shown before purchase). `reason` says which rule.
 */
export class InvalidPrizeTableError extends reasonedErrorResult<PrizeTableProblem>('InvalidPrizeTableError', 'INVALID_PRIZE_TABLE_ERROR') {
    constructor(
        reason: PrizeTableProblem,
        /** The odds the table adds up to, in percent. */
        public readonly totalPercent: number | null = null,
        /** The line (position in the input, 1-based) the problem is about, if one. */
        public readonly line: number | null = null,
    ) {
        super(reason);
    }
}

export type BbCodeProblem = 'NOT_OPENED' | 'NOT_WON' | 'NOT_DIGITAL' | 'NO_CODE';

/** The digital code cannot be shown: the box is not opened yet, it did not win this prize, ... */
export class BbCodeUnavailableError extends reasonedErrorResult<BbCodeProblem>('BbCodeUnavailableError', 'BB_CODE_UNAVAILABLE_ERROR') {}

/** The box cannot be opened: its order was cancelled, or the box itself was refunded (voided). */
export class BlindBoxUnavailableError extends reasonedErrorResult<'ORDER_CANCELLED' | 'REFUNDED'>('BlindBoxUnavailableError', 'BLIND_BOX_UNAVAILABLE_ERROR') {}

/**
 * The box's opening is claimed (its client seed and beacon round are fixed) but the beacon has not
 * published the round in time (BEACON_LATE). Nothing is lost: the claim stays, and the next openBox
 * or openAllBox call finishes the opening with the same seed and round.
 */
export class BoxOpeningPendingError extends reasonedErrorResult<'BEACON_LATE'>('BoxOpeningPendingError', 'BOX_OPENING_PENDING_ERROR') {}

export type ClientSeedProblem = 'NOT_HEX' | 'TOO_SHORT' | 'TOO_LONG';

/**
 * The client seed sent with openBox / openAllBox is not 32 to 128 hex digits (128 to 512 bits of
 * the device's randomness). Nothing was opened.
 */
export class InvalidClientSeedError extends reasonedErrorResult<ClientSeedProblem>('InvalidClientSeedError', 'INVALID_CLIENT_SEED_ERROR') {}

/** Messages for API users and logs (the storefront translates by errorCode), English and Malay. */
export const errorMessages: Messages = {
    en: {
        checkoutRefusal: {
            BLIND_BOX_SIGN_IN: 'Sign in to buy blind boxes: they are opened from your account',
            BLIND_BOX_NO_PRIZE_TABLE: 'This blind box has no prize table yet',
            BLIND_BOX_ODDS_NOT_100: 'The odds of this blind box add up to { totalPercent }%, not 100%',
        },
        errorResult: {
            INVALID_PRIZE_TABLE_ERROR:
                '{ reason, select, NOT_BLINDBOX {Prize lines belong to blind-box campaigns only} EMPTY {A blind box needs at least one prize line} ODDS_NOT_100 {The odds must add up to exactly 100% (they add up to { totalPercent }%)} ODDS_PRECISION {Odds are percentages above 0 with at most two decimals (line { line })} NO_UNLIMITED_LINE {At least one prize line needs unlimited stock, so every box sold can be opened} VARIANT_REQUIRED {A physical prize needs the product variant that ships (line { line })} STOCK_BELOW_AWARDED {Stock cannot go below what was already awarded (line { line })} LOCKED_AFTER_SALE {Boxes have been sold: the odds and the prize lines can no longer change} other {This prize table cannot be saved} }',
            BB_CODE_UNAVAILABLE_ERROR:
                '{ reason, select, NOT_OPENED {Open your box first to see its code} NOT_WON {None of your boxes in this order won this prize} NOT_DIGITAL {This prize is not a digital code} other {No code is available for this prize yet; please contact support} }',
            BLIND_BOX_UNAVAILABLE_ERROR:
                '{ reason, select, REFUNDED {This box can no longer be opened because it was refunded} other {This box can no longer be opened because its order was cancelled} }',
            BOX_OPENING_PENDING_ERROR: 'The public random round that decides your box is late. Your box is kept as it is: try again in a moment',
            INVALID_CLIENT_SEED_ERROR:
                '{ reason, select, NOT_HEX {The client seed must be hexadecimal digits (0-9, a-f)} TOO_SHORT {The client seed must have at least 32 hex digits (128 bits)} other {The client seed may have at most 128 hex digits} }',
        },
    },
    ms: {
        checkoutRefusal: {
            BLIND_BOX_SIGN_IN: 'Log masuk untuk membeli kotak misteri: kotak dibuka dari akaun anda',
            BLIND_BOX_NO_PRIZE_TABLE: 'Kotak misteri ini belum mempunyai jadual hadiah',
            BLIND_BOX_ODDS_NOT_100: 'Peluang kotak misteri ini berjumlah { totalPercent }%, bukan 100%',
        },
        errorResult: {
            INVALID_PRIZE_TABLE_ERROR:
                '{ reason, select, NOT_BLINDBOX {Baris hadiah hanya untuk kempen kotak misteri} EMPTY {Kotak misteri memerlukan sekurang-kurangnya satu baris hadiah} ODDS_NOT_100 {Peluang mesti berjumlah tepat 100% (jumlahnya { totalPercent }%)} ODDS_PRECISION {Peluang ialah peratusan melebihi 0 dengan paling banyak dua titik perpuluhan (baris { line })} NO_UNLIMITED_LINE {Sekurang-kurangnya satu baris hadiah perlu stok tanpa had supaya setiap kotak yang dijual boleh dibuka} VARIANT_REQUIRED {Hadiah fizikal memerlukan varian produk yang dihantar (baris { line })} STOCK_BELOW_AWARDED {Stok tidak boleh kurang daripada yang telah dimenangi (baris { line })} LOCKED_AFTER_SALE {Kotak telah dijual: peluang dan baris hadiah tidak boleh diubah lagi} other {Jadual hadiah ini tidak boleh disimpan} }',
            BB_CODE_UNAVAILABLE_ERROR:
                '{ reason, select, NOT_OPENED {Buka kotak anda dahulu untuk melihat kodnya} NOT_WON {Tiada kotak anda dalam pesanan ini yang memenangi hadiah ini} NOT_DIGITAL {Hadiah ini bukan kod digital} other {Tiada kod tersedia untuk hadiah ini lagi; sila hubungi sokongan} }',
            BLIND_BOX_UNAVAILABLE_ERROR:
                '{ reason, select, REFUNDED {Kotak ini tidak boleh dibuka lagi kerana ia telah dikembalikan wang} other {Kotak ini tidak boleh dibuka lagi kerana pesanannya telah dibatalkan} }',
            BOX_OPENING_PENDING_ERROR: 'Pusingan rawak awam yang menentukan kotak anda lewat. Kotak anda disimpan seperti sedia ada: cuba lagi sebentar lagi',
            INVALID_CLIENT_SEED_ERROR:
                '{ reason, select, NOT_HEX {Benih klien mesti digit heksadesimal (0-9, a-f)} TOO_SHORT {Benih klien mesti mempunyai sekurang-kurangnya 32 digit heks (128 bit)} other {Benih klien boleh mempunyai paling banyak 128 digit heks} }',
        },
    },
};
