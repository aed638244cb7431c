export const loggerCtx = 'IPay88Plugin';

/** The payment method handler's code, and the payment method the seed creates with it. */
export const IPAY88_HANDLER_CODE = 'ipay88';

/** Where the plugin's HTTP routes live (the storefront's page fallback leaves `/payments` alone). */
export const ROUTES = {
    callback: 'payments/ipay88/callback',
    return: 'payments/ipay88/return',
    localEntry: 'payments/ipay88/local/entry',
    localComplete: 'payments/ipay88/local/complete',
    localEnquiry: 'payments/ipay88/local/enquiry',
    localReport: 'payments/ipay88/local/report',
    localStyles: 'payments/ipay88/local/gateway.css',
} as const;

/** What iPay88 expects back from a backend callback it need not repeat. */
export const RECEIVE_OK = 'RECEIVEOK';

export const IPAY88_PLUGIN_OPTIONS = Symbol('IPAY88_PLUGIN_OPTIONS');
