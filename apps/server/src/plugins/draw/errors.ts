import { errorResultType, Messages, reasonedErrorResult } from '../../common/error-results';

/** Why a draw cannot be resumed: no such campaign, not a (live) lucky draw, or its draw has not started. */
export type DrawNotResumableReason = 'NOT_FOUND' | 'NOT_A_DRAW' | 'NOT_STARTED';

export class DrawNotResumableError extends reasonedErrorResult<DrawNotResumableReason>('DrawNotResumableError', 'DRAW_NOT_RESUMABLE_ERROR') {}

export const drawErrorTypes = errorResultType('DrawNotResumableError', 'This draw cannot be resumed (reason: NOT_FOUND, NOT_A_DRAW or NOT_STARTED).');

/**
 * Why myTicketProofs has no paths: not signed in, no such campaign, the ticket
 * list is not committed yet, or the draw was committed as merkle-v1 (its page checks the full list).
 */
export type TicketProofsUnavailableReason = 'SIGN_IN_REQUIRED' | 'NOT_FOUND' | 'NOT_COMMITTED' | 'NOT_A_SUM_TREE';

export class TicketProofsUnavailableError extends reasonedErrorResult<TicketProofsUnavailableReason>(
    'TicketProofsUnavailableError',
    'TICKET_PROOFS_UNAVAILABLE_ERROR',
) {}

export const drawShopErrorTypes = errorResultType(
    'TicketProofsUnavailableError',
    'No ticket paths for this campaign (reason: SIGN_IN_REQUIRED, NOT_FOUND, NOT_COMMITTED or NOT_A_SUM_TREE).',
);

export const errorMessages: Messages = {
    en: {
        error: {
            'fairness-list-too-long':
                'This draw has { count } tickets, more than { max } in one answer: page through ticketPage, and prove tickets by their paths',
        },
        errorResult: {
            TICKET_PROOFS_UNAVAILABLE_ERROR:
                '{ reason, select, SIGN_IN_REQUIRED {Sign in to see your tickets in this draw} NOT_FOUND {There is no such campaign} NOT_COMMITTED {This draw has not committed its ticket list yet} NOT_A_SUM_TREE {This draw was committed before ticket paths existed: check the full ticket list} other {Your tickets in this draw cannot be shown} }',
            DRAW_NOT_RESUMABLE_ERROR:
                '{ reason, select, NOT_FOUND {There is no such campaign} NOT_A_DRAW {Only a lucky draw that was not cancelled has a draw to resume} NOT_STARTED {This draw has not started: the campaign is still selling} other {This draw cannot be resumed} }',
        },
    },
    ms: {
        error: {
            'fairness-list-too-long':
                'Cabutan ini mempunyai { count } tiket, lebih daripada { max } dalam satu jawapan: semak halaman demi halaman melalui ticketPage, dan buktikan tiket melalui laluannya',
        },
        errorResult: {
            TICKET_PROOFS_UNAVAILABLE_ERROR:
                '{ reason, select, SIGN_IN_REQUIRED {Log masuk untuk melihat tiket anda dalam cabutan ini} NOT_FOUND {Tiada kempen sedemikian} NOT_COMMITTED {Cabutan ini belum mengikat senarai tiketnya} NOT_A_SUM_TREE {Cabutan ini diikat sebelum laluan tiket wujud: semak senarai tiket penuh} other {Tiket anda dalam cabutan ini tidak dapat ditunjukkan} }',
            DRAW_NOT_RESUMABLE_ERROR:
                '{ reason, select, NOT_FOUND {Tiada kempen sedemikian} NOT_A_DRAW {Hanya cabutan bertuah yang tidak dibatalkan mempunyai cabutan untuk diteruskan} NOT_STARTED {Cabutan ini belum bermula: kempen masih dijual} other {Cabutan ini tidak boleh diteruskan} }',
        },
    },
};
