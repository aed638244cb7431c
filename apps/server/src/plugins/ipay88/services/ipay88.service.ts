import { Inject, Injectable } from '@nestjs/common';
import {
    ActiveOrderService,
    ErrorResult,
    ID,
    isGraphQlErrorResult,
    Logger,
    OrderService,
    PaymentMethodService,
    RequestContext,
    RequestContextService,
    TransactionalConnection,
} from '@vendure/core';
import { QueryFailedError } from 'typeorm';
import { NoActiveOrderError, OrderPaymentStateError } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';

import { IPAY88_HANDLER_CODE, IPAY88_PLUGIN_OPTIONS, loggerCtx, RECEIVE_OK, ROUTES } from '../constants';
import { verifiedMetadata } from '../config/ipay88-payment-handler';
import { IPay88Outcome, IPay88Transaction } from '../entities/ipay88-transaction.entity';
import { IPay88PluginOptions, IPay88Response } from '../types';
import { formatAmount, parseAmount, requestSignature, responseSignature, sameSignature } from './ipay88-signature';

export type Platform = 'APP' | 'WEB';

export interface IPayIntent {
    __typename: 'IPayIntent';
    endpoint: string;
    fields: Array<{ name: string; value: string }>;
}

/** The backend callback's answer: `RECEIVEOK` once handled (or already handled), a reason otherwise. */
export interface CallbackAnswer {
    httpStatus: number;
    body: string;
}

type Outcome = { outcome: IPay88Outcome; reason: string | null };

/** iPay88 statuses: 1 paid, 0 failed; anything else (6, pending) is final only later. */
const FINAL_STATUSES = new Set(['1', '0']);

/**
 * The iPay88 payment flow (docs/payments.md): signed payment requests for the active order,
 * verified backend callbacks that record the payment once, and the browser's return, which only
 * sends the shopper to the right storefront page.
 */
@Injectable()
export class IPay88Service {
    constructor(
        @Inject(IPAY88_PLUGIN_OPTIONS) private options: IPay88PluginOptions,
        private connection: TransactionalConnection,
        private activeOrders: ActiveOrderService,
        private orders: OrderService,
        private paymentMethods: PaymentMethodService,
        private requestContexts: RequestContextService,
    ) {}

    /** The gateway's entry page and the signed fields to post there, for the session's active order only. */
    async createIntent(ctx: RequestContext, platform: Platform): Promise<IPayIntent | ErrorResult> {
        const active = await this.activeOrders.getActiveOrder(ctx, undefined);
        if (!active) return new NoActiveOrderError();
        if (active.state !== 'ArrangingPayment') return new OrderPaymentStateError();
        const order = (await this.orders.findOne(ctx, active.id, ['customer', 'lines']))!;
        const { merchantCode, merchantKey, signatureType, publicUrl } = this.options;
        const lang = ctx.languageCode === 'ms' ? 'ms' : 'en';
        const amount = formatAmount(order.totalWithTax);
        const customer = order.customer;
        const name = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ');
        const fields: Record<string, string> = {
            MerchantCode: merchantCode,
            PaymentId: '',
            RefNo: order.code,
            Amount: amount,
            Currency: order.currencyCode,
            ProdDesc: productDescription(order.code, order.totalQuantity, lang),
            UserName: name || customer?.emailAddress || order.code,
            UserEmail: customer?.emailAddress ?? '',
            UserContact: customer?.phoneNumber || order.shippingAddress?.phoneNumber || '',
            Remark: platform,
            Lang: 'UTF-8',
            SignatureType: signatureType,
            Signature: requestSignature(signatureType, merchantKey, { merchantCode, refNo: order.code, amount, currency: order.currencyCode }),
            ResponseURL: `${publicUrl}/${ROUTES.return}?platform=${platform}`,
            BackendURL: `${publicUrl}/${ROUTES.callback}`,
        };
        return {
            __typename: 'IPayIntent',
            // The local gateway speaks the shopper's language (docs/server.md#language); iPay88's own page chooses its own.
            endpoint: this.options.mode === 'local' ? `${this.options.entryUrl}?lang=${lang}` : this.options.entryUrl,
            fields: Object.entries(fields).map(([name, value]) => ({ name, value })),
        };
    }

    /**
     * A backend callback: checked (merchant, signature, order, amount, currency), confirmed with the
     * gateway's re-query (this TransId, RefNo and amount), then stored once — the transaction row
     * keyed by TransId is the claim, in the same database transaction as the payment it records.
     * A payment the order cannot take is stored as TO_REFUND and still answered RECEIVEOK.
     */
    async handleCallback(response: IPay88Response): Promise<CallbackAnswer> {
        const refused = (reason: string, httpStatus = 400): CallbackAnswer => {
            Logger.warn(`Refused an iPay88 callback for ${response.RefNo ?? '?'}: ${reason}`, loggerCtx);
            return { httpStatus, body: reason };
        };
        if (!this.verify(response)) return refused('Invalid signature');
        const status = response.Status!;
        if (!FINAL_STATUSES.has(status)) return { httpStatus: 200, body: RECEIVE_OK };
        if (!response.TransId || response.TransId.length > 64) return refused('Missing TransId');
        const ctx = await this.requestContexts.create({ apiType: 'admin' });
        const order = await this.orders.findOneByCode(ctx, response.RefNo!);
        if (!order) return refused('Unknown order');
        const amount = parseAmount(response.Amount);
        if (amount !== order.totalWithTax) return refused('Amount does not match the order');
        if (response.Currency !== order.currencyCode) return refused('Currency does not match the order');
        const transId = response.TransId;
        const known = await this.connection.rawConnection.getRepository(IPay88Transaction).findOne({ where: { transId } });
        if (known?.handled) return { httpStatus: 200, body: RECEIVE_OK };
        if (!(await this.confirmed(response))) {
            // A replayed or invented TransId stores nothing. Not RECEIVEOK: a genuine one the
            // gateway could not confirm yet is sent again later.
            return refused('The gateway did not confirm the payment', 409);
        }
        let outcome: Outcome | undefined;
        try {
            outcome = await this.connection.withTransaction(ctx, async tx => {
                const repo = this.connection.getRepository(tx, IPay88Transaction);
                await repo
                    .createQueryBuilder()
                    .insert()
                    .values({ transId, orderCode: order.code, status, amount, handled: false, outcome: status === '1' ? 'SETTLED' : 'DECLINED' })
                    .orIgnore()
                    .execute();
                const claim = await repo
                    .createQueryBuilder()
                    .update()
                    .set({ handled: true })
                    .where('transId = :transId AND handled = :handled', { transId, handled: false })
                    .execute();
                if (claim.affected !== 1) return undefined;
                const result = await this.recordPayment(tx, order.id, response);
                await repo.update({ transId }, { outcome: result.outcome, reason: result.reason?.slice(0, 255) ?? null });
                return result;
            });
        } catch (err) {
            // The database itself failed (a deadlock, a busy SQLite file, a lost connection):
            // nothing was stored, and the gateway's retry may well settle it, so no RECEIVEOK.
            if (err instanceof QueryFailedError) throw err;
            // The order threw while taking the payment (e.g. its tickets are gone): everything it
            // did rolled back; the money is still taken, so the transaction is stored to refund.
            const reason = (err as Error).message || String(err);
            outcome = { outcome: status === '1' ? 'TO_REFUND' : 'DECLINED', reason };
            await this.connection.rawConnection
                .getRepository(IPay88Transaction)
                .createQueryBuilder()
                .insert()
                .values({ transId, orderCode: order.code, status, amount, handled: true, outcome: outcome.outcome, reason: reason.slice(0, 255) })
                .orIgnore()
                .execute();
        }
        if (outcome?.outcome === 'TO_REFUND') {
            Logger.warn(`iPay88 transaction ${transId} paid order ${order.code}, which refused it (${outcome.reason}): stored to refund`, loggerCtx);
        }
        return { httpStatus: 200, body: RECEIVE_OK };
    }

    /**
     * Where the browser's return sends the shopper: the success page only for a correctly signed
     * paid status (the order itself is settled by the callback, never here), else the payment step.
     */
    returnUrl(response: IPay88Response): string {
        const base = this.options.storefrontUrl;
        const order = encodeURIComponent(response.RefNo ?? '');
        if (this.verify(response) && response.Status === '1') return `${base}/tabs/cart/checkout/success?order=${order}`;
        return `${base}/tabs/cart/checkout/checkout?payment=failed&order=${order}`;
    }

    /** The merchant code and the response signature are right. */
    private verify(r: IPay88Response): boolean {
        const { merchantCode, merchantKey, signatureType } = this.options;
        if (r.MerchantCode !== merchantCode || !r.RefNo || !r.Amount || !r.Currency || r.Status === undefined) return false;
        const expected = responseSignature(signatureType, merchantKey, {
            merchantCode,
            paymentId: r.PaymentId ?? '',
            refNo: r.RefNo,
            amount: r.Amount,
            currency: r.Currency,
            status: r.Status,
        });
        return sameSignature(expected, r.Signature);
    }

    /** Records the reported transaction on the order; what became of it. Throws when the order throws (the caller rolls back). */
    private async recordPayment(ctx: RequestContext, orderId: ID, r: IPay88Response): Promise<Outcome> {
        const method = (await this.paymentMethods.findAll(ctx)).items.find(m => m.enabled && m.handler.code === IPAY88_HANDLER_CODE);
        if (!method) throw new Error('No enabled iPay88 payment method in the channel');
        const paid = r.Status === '1';
        // Read again inside the transaction: another transaction may have paid it meanwhile.
        const order = (await this.orders.findOne(ctx, orderId, ['payments']))!;
        if (paid && order.state === 'Cancelled') return { outcome: 'TO_REFUND', reason: 'ORDER_CANCELLED' };
        if (paid && order.payments?.some(p => p.state === 'Settled' || p.state === 'Authorized')) return { outcome: 'TO_REFUND', reason: 'ORDER_ALREADY_PAID' };
        // A shopper who pays after their ticket hold expired: the order is back in AddingItems and
        // checks out again (re-reserving) before the payment is recorded.
        if (paid && order.state === 'AddingItems') {
            const moved = await this.orders.transitionToState(ctx, order.id, 'ArrangingPayment');
            if (isGraphQlErrorResult(moved)) return { outcome: 'TO_REFUND', reason: moved.transitionError || moved.message };
        }
        const metadata = verifiedMetadata({ transId: r.TransId!, paymentId: r.PaymentId ?? '', status: r.Status!, authCode: r.AuthCode, errDesc: r.ErrDesc });
        const result = await this.orders.addPaymentToOrder(ctx, order.id, { method: method.code, metadata });
        if (!paid) return { outcome: 'DECLINED', reason: r.ErrDesc || null };
        if (isGraphQlErrorResult(result)) {
            const detail = 'transitionError' in result && result.transitionError ? String(result.transitionError) : result.message;
            return { outcome: 'TO_REFUND', reason: `${result.errorCode}: ${detail}` };
        }
        const after = (await this.orders.findOne(ctx, order.id, ['payments']))!;
        const payment = after.payments?.find(p => p.transactionId === r.TransId);
        if (payment?.state !== 'Settled') return { outcome: 'TO_REFUND', reason: payment?.errorMessage || 'The order did not settle the payment' };
        return { outcome: 'SETTLED', reason: null };
    }

    /**
     * The gateway's re-query, always: the local gateway confirms this very TransId, RefNo and
     * amount ("00" paid, "Payment Fail" failed); iPay88's enquiry page answers by RefNo and amount
     * (docs/payments.md says what that leaves open).
     */
    private async confirmed(r: IPay88Response): Promise<boolean> {
        const url = new URL(this.options.requeryUrl);
        url.search = new URLSearchParams({ MerchantCode: this.options.merchantCode, RefNo: r.RefNo!, Amount: r.Amount!, TransId: r.TransId! }).toString();
        try {
            const answer = (await (await fetch(url, { signal: AbortSignal.timeout(10_000) })).text()).trim();
            if (r.Status === '1') return answer === '00';
            // A failure moves no money; the local gateway still confirms it happened.
            return this.options.mode === 'local' ? answer === 'Payment Fail' : true;
        } catch (err) {
            Logger.warn(`iPay88 requery for ${r.RefNo} failed: ${(err as Error).message}`, loggerCtx);
            return false;
        }
    }
}

/** What the gateway shows the shopper as the purchase (iPay88's ProdDesc; not signed), in the shopper's language. */
function productDescription(code: string, quantity: number, lang: 'en' | 'ms'): string {
    return lang === 'ms' ? `Pesanan Tuah ${code} (${quantity} barang)` : `Tuah order ${code} (${quantity} item${quantity === 1 ? '' : 's'})`;
}
