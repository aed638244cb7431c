export const loggerCtx = 'InvoicesPlugin';
export const INVOICES_PLUGIN_OPTIONS = Symbol('INVOICES_PLUGIN_OPTIONS');

/** Where invoices are downloaded (the storefront's page fallback leaves `/invoices` alone). */
export const INVOICE_ROUTE = 'invoices';

/** The prefix of every invoice number: `TUAH-<year>-<6-digit sequence>`. */
export const INVOICE_PREFIX = 'TUAH';
