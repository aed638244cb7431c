export const loggerCtx = 'EInvoicePlugin';
export const EINVOICE_PLUGIN_OPTIONS = Symbol('EINVOICE_PLUGIN_OPTIONS');

/** Where the embedded MyInvois simulator answers: the same paths as MyInvois below it. */
export const SIMULATOR_ROUTE = 'myinvois-sim';

/** MyInvois's TIN of the general public: the buyer of a consolidated e-invoice. */
export const GENERAL_PUBLIC_TIN = 'EI00000000010';

/** How long after validation an issuer may cancel a document (MyInvois: 72 hours). */
export const CANCEL_WINDOW_MS = 72 * 3600_000;

/** MyInvois's hosts per environment: the API (and its identity service) and the portal whose links validate documents. */
export const MYINVOIS_HOSTS = {
    preprod: { api: 'https://preprod-api.myinvois.hasil.gov.my', portal: 'https://preprod.myinvois.hasil.gov.my' },
    production: { api: 'https://api.myinvois.hasil.gov.my', portal: 'https://myinvois.hasil.gov.my' },
} as const;
