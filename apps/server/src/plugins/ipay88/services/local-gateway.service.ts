import { randomBytes } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import { Logger, TransactionalConnection } from '@vendure/core';

import { IPAY88_PLUGIN_OPTIONS, loggerCtx } from '../constants';
import { LocalGatewayTransaction } from '../entities/local-gateway-transaction.entity';
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
    constructor(
        @Inject(IPAY88_PLUGIN_OPTIONS) private options: IPay88PluginOptions,
        private connection: TransactionalConnection,
    ) {}

    private get book() {
        return this.connection.rawConnection.getRepository(LocalGatewayTransaction);
    }

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
        // The gateway's own book first: its requery then confirms exactly this transaction.
        await this.book.insert({
            transId: response.TransId!,
            refNo: request.RefNo,
            amount: request.Amount,
            currency: request.Currency,
            status: Status,
            refundReference: null,
            refundedAt: null,
        });
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

    /**
     * The requery, as iPay88's enquiry page answers: "00" for a paid transaction, "Payment Fail",
     * "Incorrect amount" or "Record not found". With a TransId (the local gateway's extension, as
     * iPay88's transaction-details inquiry gives it) only that very transaction is confirmed.
     */
    async enquiry(refNo: string, amount: string, transId?: string): Promise<string> {
        const rows = await this.book.find({ where: transId ? { transId, refNo } : { refNo }, order: { createdAt: 'DESC' } });
        if (!rows.length) return 'Record not found';
        const paid = rows.find(r => r.status === '1') ?? rows[0]!;
        if (paid.amount !== amount) return 'Incorrect amount';
        return paid.status === '1' ? '00' : 'Payment Fail';
    }

    /** A refund of a paid transaction this gateway completed, once: its reference, or why not. */
    async refund(transId: string): Promise<{ reference: string } | { refused: string }> {
        const reference = `R${randomBytes(6).toString('hex').toUpperCase()}`;
        const done = await this.book
            .createQueryBuilder()
            .update()
            .set({ refundReference: reference, refundedAt: new Date() })
            .where('transId = :transId AND status = :paid AND refundedAt IS NULL', { transId, paid: '1' })
            .execute();
        if (done.affected === 1) return { reference };
        const row = await this.book.findOne({ where: { transId } });
        return { refused: !row ? 'Record not found' : row.refundReference ? `Already refunded (${row.refundReference})` : 'Not a paid transaction' };
    }

    /** The day's report (UTC day `YYYY-MM-DD`), as a gateway's settlement report lists it. */
    async report(day: string): Promise<LocalGatewayTransaction[]> {
        const from = new Date(`${day}T00:00:00.000Z`);
        const to = new Date(from.getTime() + 86_400_000);
        return this.book
            .createQueryBuilder('t')
            .where('t.createdAt >= :from AND t.createdAt < :to', { from, to })
            .orderBy('t.createdAt', 'ASC')
            .take(10_000)
            .getMany();
    }
}
