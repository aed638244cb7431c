import { CreatePaymentResult, LanguageCode, PaymentMethodHandler } from '@vendure/core';

import { IPAY88_HANDLER_CODE } from '../constants';

/** What a verified callback hands the handler: iPay88's own answer about one transaction. */
export interface VerifiedCallback {
    transId: string;
    paymentId: string;
    status: string;
    authCode?: string;
    errDesc?: string;
}

/**
 * Metadata objects the callback service made from a verified callback. The shop API's
 * addPaymentToOrder builds its metadata from the request, so it can never hold one of these:
 * whatever a shopper sends, the handler declines it (as Vendure's Mollie plugin refuses payments
 * not made from its webhook).
 */
const verified = new WeakMap<object, VerifiedCallback>();

export function verifiedMetadata(callback: VerifiedCallback): Record<string, unknown> {
    const metadata = { ipay88: true };
    verified.set(metadata, callback);
    return metadata;
}

export const ipay88PaymentHandler = new PaymentMethodHandler({
    code: IPAY88_HANDLER_CODE,
    description: [
        { languageCode: LanguageCode.en, value: 'iPay88 (cards, FPX online banking, e-wallets)' },
        { languageCode: LanguageCode.ms, value: 'iPay88 (kad, perbankan dalam talian FPX, e-dompet)' },
    ],
    args: {},
    createPayment: (ctx, order, amount, args, metadata): CreatePaymentResult => {
        const callback = verified.get(metadata);
        if (!callback || ctx.apiType !== 'admin') {
            return {
                amount,
                state: 'Declined',
                errorMessage: 'iPay88 payments are recorded from the gateway, not from the shop',
            };
        }
        const publicMetadata = { transId: callback.transId, paymentId: callback.paymentId, status: callback.status };
        if (callback.status !== '1') {
            return {
                amount,
                state: 'Declined',
                transactionId: callback.transId,
                errorMessage: callback.errDesc || 'The payment was not completed',
                metadata: { public: publicMetadata, errDesc: callback.errDesc },
            };
        }
        return {
            amount,
            state: 'Settled',
            transactionId: callback.transId,
            metadata: { public: publicMetadata, authCode: callback.authCode },
        };
    },
    // Payments are created Settled (the money is captured by then); nothing is left to settle.
    settlePayment: () => ({ success: true }),
});
