/** The iPay88 plugin's public face: outside code imports from here only. */
export { IPay88Plugin } from './ipay88.plugin';
export { ipay88PaymentHandler } from './config/ipay88-payment-handler';
export { IPAY88_HANDLER_CODE, ROUTES as IPAY88_ROUTES } from './constants';
export { IPay88Transaction } from './entities/ipay88-transaction.entity';
export type { IPay88PluginOptions, IPay88SignatureType } from './types';
export { amountDigits, formatAmount, parseAmount, requestSignature, responseSignature } from './services/ipay88-signature';
