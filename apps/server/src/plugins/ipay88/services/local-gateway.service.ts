import { randomBytes } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import { Logger } from '@vendure/core';

import { IPAY88_PLUGIN_OPTIONS, loggerCtx } from '../constants';
import { IPay88PluginOptions } from '../types';
import { requestSignature, responseSignature, sameSignature } from './ipay88-signature';

/** The request fields the local gateway needs (what the storefront posts to the entry page). */
export interface GatewayRequest {
    MerchantCode?: string;
    RefNo?: string;
    Amount?: string;
    Currency?: string;
    ProdDesc?: string;
    Signature?: string;
    ResponseURL?: string;
    BackendURL?: string;
    [field: string]: string | undefined;
}

export type CheckedRequest = Required<Pick<GatewayRequest, 'MerchantCode' | 'RefNo' | 'Amount' | 'Currency' | 'ResponseURL' | 'BackendURL'>> & GatewayRequest;

/**
 * The embedded default's stand-in for iPay88 (docs/payments.md, "Local gateway"): it checks a
 * payment request as the gateway would, and on the shopper's choice sends the signed backend
 * callback over HTTP and gives the browser the signed return, as iPay88 does.
 */
@Injectable()
export class LocalGatewayService {
    /** What the requery answers, by RefNo and amount: "00" once paid. */
    private outcomes = new Map<string, string>();

    constructor(@Inject(IPAY88_PLUGIN_OPTIONS) private options: IPay88PluginOptions) {}

    /** The request as iPay88 checks it: our merchant, a signature over its fields, return URLs on this server. */
    check(request: GatewayRequest): CheckedRequest | string {
        const { merchantCode, merchantKey, signatureType, publicUrl } = this.options;
        const { MerchantCode, RefNo, Amount, Currency, ResponseURL, BackendURL } = request;
        if (MerchantCode !== merchantCode) return 'Unknown merchant';
        if (!RefNo || !Amount || !Currency || !ResponseURL || !BackendURL) return 'Incomplete payment request';
        const expected = requestSignature(signatureType, merchantKey, { merchantCode, refNo: RefNo, amount: Amount, currency: Currency });
        if (!sameSignature(expected, request.Signature)) return 'Invalid signature';
        // iPay88 only calls URLs the merchant registered; here, this server's own.
        if (![ResponseURL, BackendURL].every(url => url.startsWith(`${publicUrl}/`))) return 'Return URLs must be on this shop';
        return request as CheckedRequest;
    }

    /**
     * The shopper chose: the backend callback first (over HTTP, as the gateway does), then the
     * browser's return URL with the same signed fields.
     */
    async complete(request: CheckedRequest, paid: boolean): Promise<string> {
        const { merchantKey, signatureType } = this.options;
        const Status = paid ? '1' : '0';
        const response: Record<string, string> = {
            MerchantCode: request.MerchantCode,
            PaymentId: '2',
            RefNo: request.RefNo,
            Amount: request.Amount,
            Currency: request.Currency,
            Remark: request.Remark ?? '',
            TransId: `T${randomBytes(8).toString('hex').toUpperCase()}`,
            AuthCode: paid ? String(randomBytes(3).readUIntBE(0, 3) % 1_000_000).padStart(6, '0') : '',
            Status,
            ErrDesc: paid ? '' : 'Customer Cancel Transaction',
        };
        response.Signature = responseSignature(signatureType, merchantKey, {
            merchantCode: request.MerchantCode,
            paymentId: response.PaymentId!,
            refNo: request.RefNo,
            amount: request.Amount,
            currency: request.Currency,
            status: Status,
        });
        this.outcomes.set(`${request.RefNo}|${request.Amount}`, paid ? '00' : 'Payment Fail');
        try {
            const answer = await fetch(request.BackendURL, {
                method: 'POST',
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                body: new URLSearchParams(response),
                signal: AbortSignal.timeout(30_000),
            });
            const text = (await answer.text()).trim();
            if (text !== 'RECEIVEOK') Logger.warn(`Local gateway: the backend answered ${answer.status} "${text}" for ${request.RefNo}`, loggerCtx);
        } catch (err) {
            Logger.warn(`Local gateway: the backend callback for ${request.RefNo} failed: ${(err as Error).message}`, loggerCtx);
        }
        const url = new URL(request.ResponseURL);
        for (const [name, value] of Object.entries(response)) url.searchParams.set(name, value);
        return url.toString();
    }

    /** The requery: "00" for a paid RefNo and amount, as iPay88's enquiry page answers. */
    enquiry(refNo: string, amount: string): string {
        return this.outcomes.get(`${refNo}|${amount}`) ?? 'Record not found';
    }
}
