import { CreatePaymentResult, CreateRefundResult, LanguageCode, PaymentMethodHandler } from '@vendure/core';

/**
 * Settles at once and refunds at once: for tests and demos until iPay88 arrives. It is only
 * registered when PAYMENT_SANDBOX=true, so a real shop can never take "payments" through it.
 */
export const sandboxPaymentHandler = new PaymentMethodHandler({
    code: 'sandbox-instant',
    description: [{ languageCode: LanguageCode.en, value: 'Sandbox payment (settles immediately; testing only)' }],
    args: {},
    createPayment: async (ctx, order, amount): Promise<CreatePaymentResult> => ({
        amount,
        state: 'Settled',
        transactionId: `sandbox-${order.code}-${Date.now()}`,
        metadata: { public: { sandbox: true } },
    }),
    settlePayment: async () => ({ success: true }),
    createRefund: async (ctx, input, amount, order, payment): Promise<CreateRefundResult> => ({
        state: 'Settled',
        transactionId: `sandbox-refund-${payment.id}-${Date.now()}`,
        metadata: { sandbox: true },
    }),
});
