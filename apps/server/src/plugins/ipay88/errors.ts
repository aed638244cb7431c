import { errorResultType, Messages, reasonedErrorResult } from '../../common/error-results';

/** Why a gateway transaction cannot be refunded. */
export type GatewayRefundReason = 'NOT_FOUND' | 'NOT_TO_REFUND' | 'REFERENCE_REQUIRED' | 'BAD_REFERENCE' | 'GATEWAY_REFUSED';

export class GatewayRefundError extends reasonedErrorResult<GatewayRefundReason>('GatewayRefundError', 'GATEWAY_REFUND_ERROR') {}

export const ipay88ErrorTypes = errorResultType(
    'GatewayRefundError',
    'This gateway transaction cannot be refunded (reason: NOT_FOUND, NOT_TO_REFUND, REFERENCE_REQUIRED, BAD_REFERENCE or GATEWAY_REFUSED).',
);

export const errorMessages: Messages = {
    en: {
        errorResult: {
            GATEWAY_REFUND_ERROR:
                '{ reason, select, NOT_FOUND {There is no such gateway transaction} NOT_TO_REFUND {This transaction is not waiting for a refund} REFERENCE_REQUIRED {Refund it in the iPay88 merchant portal first, then enter its refund reference} BAD_REFERENCE {The refund reference must be 1 to 128 characters} GATEWAY_REFUSED {The gateway refused the refund} other {This transaction cannot be refunded} }',
        },
    },
    ms: {
        errorResult: {
            GATEWAY_REFUND_ERROR:
                '{ reason, select, NOT_FOUND {Tiada transaksi gerbang sedemikian} NOT_TO_REFUND {Transaksi ini tidak menunggu bayaran balik} REFERENCE_REQUIRED {Bayar balik di portal pedagang iPay88 dahulu, kemudian masukkan rujukan bayaran baliknya} BAD_REFERENCE {Rujukan bayaran balik mestilah 1 hingga 128 aksara} GATEWAY_REFUSED {Gerbang menolak bayaran balik} other {Transaksi ini tidak boleh dibayar balik} }',
        },
    },
};
