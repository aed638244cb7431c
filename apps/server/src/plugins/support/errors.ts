import { Messages, reasonedErrorResult } from '../../common/error-results';

/**
 * RemindUnclaimedPrize refused: no such won prize (NOT_FOUND), the winner already claimed it (CLAIMED:
 * in a cart or order, shipped, or its code revealed), or support reminded them less than 24 hours ago
 * (TOO_SOON; `nextReminderAt` says when the next one may go).
 */
export class PrizeReminderRefusedError extends reasonedErrorResult<'NOT_FOUND' | 'CLAIMED' | 'TOO_SOON'>(
    'PrizeReminderRefusedError',
    'PRIZE_REMINDER_REFUSED_ERROR',
) {
    constructor(
        reason: 'NOT_FOUND' | 'CLAIMED' | 'TOO_SOON',
        public readonly nextReminderAt: Date | null = null,
    ) {
        super(reason);
    }
}

export const errorMessages: Messages = {
    en: {
        error: {
            'support-search-length': 'Search with { min } to { max } characters (a phone number, an email or a name)',
        },
        errorResult: {
            PRIZE_REMINDER_REFUSED_ERROR:
                '{ reason, select, NOT_FOUND {There is no such won prize} CLAIMED {The winner has already claimed this prize} TOO_SOON {The winner was reminded less than 24 hours ago} other {No reminder was sent} }',
        },
    },
    ms: {
        error: {
            'support-search-length': 'Cari dengan { min } hingga { max } aksara (nombor telefon, e-mel atau nama)',
        },
        errorResult: {
            PRIZE_REMINDER_REFUSED_ERROR:
                '{ reason, select, NOT_FOUND {Tiada hadiah sedemikian} CLAIMED {Pemenang telah menuntut hadiah ini} TOO_SOON {Pemenang telah diingatkan kurang daripada 24 jam yang lalu} other {Tiada peringatan dihantar} }',
        },
    },
};
