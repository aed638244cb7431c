/**
 * What other plugins, the config and tests may use of the invoices plugin. Code outside the
 * plugin imports from here only (test/plugin-boundaries.test.ts checks it).
 */
export { InvoicesPlugin } from './invoices.plugin';
export { InvoiceService, invoiceNumber, invoiceYear } from './services/invoice.service';
export { Invoice } from './entities/invoice.entity';
export type { InvoiceContents, InvoicesPluginOptions, Seller } from './types';
export { signedInvoiceUrl, verifyInvoiceLink, type InvoiceLink } from './services/invoice-links';
