import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

import { IPay88SignatureType } from '../types';

/**
 * iPay88's amount: two decimals with thousands separated by commas ("1,278.99"), from Vendure's
 * minor units.
 */
export function formatAmount(minorUnits: number): string {
    const whole = Math.floor(minorUnits / 100).toLocaleString('en-US');
    return `${whole}.${String(minorUnits % 100).padStart(2, '0')}`;
}

/** The amount as signatures use it: without "." and "," ("1,278.99" → "127899"). */
export function amountDigits(amount: string): string {
    return amount.replace(/[.,]/g, '');
}

/** The amount in minor units, or undefined when it is not an iPay88 amount. */
export function parseAmount(amount: string | undefined): number | undefined {
    if (!amount || !/^\d{1,3}(,?\d{3})*\.\d{2}$/.test(amount)) return undefined;
    return Number(amountDigits(amount));
}

function sign(type: IPay88SignatureType, merchantKey: string, parts: string[]): string {
    const source = merchantKey + parts.join('');
    return type === 'HMACSHA512' ? createHmac('sha512', merchantKey).update(source).digest('hex') : createHash('sha256').update(source).digest('hex');
}

/** The request signature: key + MerchantCode + RefNo + amount digits + Currency. */
export function requestSignature(
    type: IPay88SignatureType,
    merchantKey: string,
    f: { merchantCode: string; refNo: string; amount: string; currency: string },
): string {
    return sign(type, merchantKey, [f.merchantCode, f.refNo, amountDigits(f.amount), f.currency]);
}

/** The response signature: key + MerchantCode + PaymentId + RefNo + amount digits + Currency + Status. */
export function responseSignature(
    type: IPay88SignatureType,
    merchantKey: string,
    f: { merchantCode: string; paymentId: string; refNo: string; amount: string; currency: string; status: string },
): string {
    return sign(type, merchantKey, [f.merchantCode, f.paymentId, f.refNo, amountDigits(f.amount), f.currency, f.status]);
}

/** Compares hex signatures in constant time (case-insensitively, as iPay88 may send either case). */
export function sameSignature(expected: string, given: string | undefined): boolean {
    if (!given) return false;
    const a = Buffer.from(expected.toLowerCase());
    const b = Buffer.from(given.toLowerCase());
    return a.length === b.length && timingSafeEqual(a, b);
}
