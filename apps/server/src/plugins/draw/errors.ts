import { errorResultType, Messages, reasonedErrorResult } from '../../common/error-results';

/** Why a draw cannot be resumed: no such campaign, not a (live) lucky draw, or its draw has not started. */
export type DrawNotResumableReason = 'NOT_FOUND' | 'NOT_A_DRAW' | 'NOT_STARTED';

export class DrawNotResumableError extends reasonedErrorResult<DrawNotResumableReason>('DrawNotResumableError', 'DRAW_NOT_RESUMABLE_ERROR') {}

export const drawErrorTypes = errorResultType('DrawNotResumableError', 'This draw cannot be resumed (reason: NOT_FOUND, NOT_A_DRAW or NOT_STARTED).');

export const errorMessages: Messages = {
    en: {
        errorResult: {
            DRAW_NOT_RESUMABLE_ERROR:
                '{ reason, select, NOT_FOUND {There is no such campaign} NOT_A_DRAW {Only a lucky draw that was not cancelled has a draw to resume} NOT_STARTED {This draw has not started: the campaign is still selling} other {This draw cannot be resumed} }',
        },
    },
    ms: {
        errorResult: {
            DRAW_NOT_RESUMABLE_ERROR:
                '{ reason, select, NOT_FOUND {Tiada kempen sedemikian} NOT_A_DRAW {Hanya cabutan bertuah yang tidak dibatalkan mempunyai cabutan untuk diteruskan} NOT_STARTED {Cabutan ini belum bermula: kempen masih dijual} other {Cabutan ini tidak boleh diteruskan} }',
        },
    },
};
