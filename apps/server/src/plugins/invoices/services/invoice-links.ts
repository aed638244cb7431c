import crypto from 'node:crypto';

import { INVOICE_ROUTE } from '../constants';

export type InvoiceLanguage = 'en' | 'ms';

export interface InvoiceLink {
    invoiceNumber: string;
    /** Unix seconds after which the link no longer works. */
    expires: number;
    lang: InvoiceLanguage;
}

function signature(secret: Uint8Array, link: InvoiceLink): string {
    return crypto.createHmac('sha256', secret).update(`invoice:${link.invoiceNumber}:${link.expires}:${link.lang}`).digest('base64url');
}

/** `<publicUrl>/invoices/<number>.pdf?expires=…&lang=…&sig=…`: whoever holds it may download until it expires. */
export function signedInvoiceUrl(publicUrl: string, secret: Uint8Array, link: InvoiceLink): string {
    const query = new URLSearchParams({ expires: String(link.expires), lang: link.lang, sig: signature(secret, link) });
    return `${publicUrl.replace(/\/+$/, '')}/${INVOICE_ROUTE}/${encodeURIComponent(link.invoiceNumber)}.pdf?${query}`;
}

/**
 * The link a download request names, if its signature is ours and it has not expired; otherwise
 * why not. Signatures are compared in constant time.
 */
export function verifyInvoiceLink(
    secret: Uint8Array,
    invoiceNumber: string,
    query: Record<string, unknown>,
    now = Date.now(),
): InvoiceLink | 'BAD_SIGNATURE' | 'EXPIRED' {
    const expires = Number(query.expires);
    const lang = query.lang === 'ms' ? 'ms' : query.lang === 'en' ? 'en' : undefined;
    const given = typeof query.sig === 'string' ? Buffer.from(query.sig) : Buffer.alloc(0);
    if (!Number.isSafeInteger(expires) || !lang) return 'BAD_SIGNATURE';
    const link = { invoiceNumber, expires, lang } as InvoiceLink;
    const expected = Buffer.from(signature(secret, link));
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return 'BAD_SIGNATURE';
    return expires * 1000 < now ? 'EXPIRED' : link;
}
