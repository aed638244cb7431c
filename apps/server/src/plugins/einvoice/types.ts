/** The shop as MyInvois knows it: the supplier of every document. */
export interface EInvoiceSupplier {
    name: string;
    tin: string;
    brn: string;
    /** SST registration number; `NA` when the shop is not registered. */
    sst: string;
    /** MSIC industry classification code and its description. */
    msic: { code: string; description: string };
    email?: string;
    phone: string;
    address: { lines: string[]; city: string; postalCode: string; stateCode: string; countryCode: string };
}

import type { SigningCertificate } from './services/document-signature';

export interface EInvoicePluginOptions {
    /** `simulator` (the embedded default) or `myinvois`. */
    provider: 'simulator' | 'myinvois';
    /** MyInvois's API base (identity service included): the embedded simulator's own URL for `simulator`. */
    apiUrl: string;
    /** Where documents are validated by anyone: the link's host (the simulator's URL for `simulator`). */
    portalUrl: string;
    clientId: string;
    clientSecret: string;
    supplier: EInvoiceSupplier;
    /** The first retry after a failed attempt, in seconds; doubled per attempt up to an hour. */
    retrySeconds: number;
    /** How often due documents are submitted and submitted ones checked. */
    sweepSeconds: number;
    /** Serve the simulator's endpoints (`/myinvois-sim/...`). */
    simulator: boolean;
    /** The shop's certificate (EINVOICE_SIGNING_P12): documents are signed, version 1.1; unset: version 1.0, unsigned. */
    signing?: SigningCertificate;
    /** The simulator's outage switch for tests (`PUT /myinvois-sim/dev/outage`): only with dev tools on. */
    devTools: boolean;
}
