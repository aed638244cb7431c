/**
 * What other plugins, the config and tests may use of the e-invoice plugin. Code outside the
 * plugin imports from here only (test/plugin-boundaries.test.ts checks it).
 */
export { EInvoicePlugin } from './einvoice.plugin';
export { EInvoiceService } from './services/einvoice.service';
export { MYINVOIS_HOSTS, SIMULATOR_ROUTE, GENERAL_PUBLIC_TIN } from './constants';
export { readSigningCertificate, SigningCertificateError } from './services/document-signature';
export type { SigningCertificate } from './services/document-signature';
export type { EInvoicePluginOptions, EInvoiceSupplier } from './types';
