import { Injectable } from '@nestjs/common';
import { ActiveOrderService, ID, RequestContext, TransactionalConnection } from '@vendure/core';
import { In } from 'typeorm';

import { requireCustomerId } from '../../../common/customer';
import { EInvoiceBuyer, EInvoiceIdType, EInvoiceOrderRequest } from '../entities/einvoice-buyer.entity';
import { MyInvoisUnavailable } from './myinvois-client';
import { EInvoiceService } from './einvoice.service';

export type DetailsRefusal = 'INVALID_TIN' | 'INVALID_ID_NUMBER' | 'INVALID_NAME' | 'TIN_NOT_FOUND' | 'TIN_CHECK_UNAVAILABLE';
export type RequestRefusal = 'NO_ACTIVE_ORDER' | 'NO_DETAILS' | 'ORDER_PAID';

export interface DetailsInput {
    tin: string;
    idType: EInvoiceIdType;
    idNumber: string;
    name: string;
}

/** TINs as LHDN issues them: IG + digits for individuals, a letter (or two) + digits for others. */
const TIN = /^(IG\d{9,11}|[A-Z]{1,2}\d{8,12})$/;
const ID_NUMBER: Record<EInvoiceIdType, RegExp> = {
    NRIC: /^\d{12}$/,
    BRN: /^\d{12}$/,
    PASSPORT: /^[A-Z0-9]{6,12}$/,
    ARMY: /^[A-Z0-9]{5,12}$/,
};

/** A shopper's e-invoice details (kept on their profile) and their request for one on an order. */
@Injectable()
export class EInvoiceBuyerService {
    constructor(
        private connection: TransactionalConnection,
        private activeOrders: ActiveOrderService,
        private einvoices: EInvoiceService,
    ) {}

    async details(ctx: RequestContext): Promise<EInvoiceBuyer | null> {
        const customerId = await requireCustomerId(this.connection, ctx);
        return this.connection.getRepository(ctx, EInvoiceBuyer).findOne({ where: { customerId } });
    }

    /** Checks the form, then asks MyInvois whether the TIN and the id belong together; kept only when they do. */
    async setDetails(ctx: RequestContext, input: DetailsInput): Promise<EInvoiceBuyer | DetailsRefusal> {
        const customerId = await requireCustomerId(this.connection, ctx);
        const tin = input.tin.trim().toUpperCase().replace(/\s+/g, '');
        const idNumber = input.idNumber
            .trim()
            .toUpperCase()
            .replace(/[\s-]+/g, '');
        const name = input.name.trim();
        if (!TIN.test(tin)) return 'INVALID_TIN';
        if (!ID_NUMBER[input.idType]?.test(idNumber)) return 'INVALID_ID_NUMBER';
        if (!name || name.length > 200) return 'INVALID_NAME';
        try {
            if (!(await this.einvoices.client.validateTin(tin, input.idType, idNumber))) return 'TIN_NOT_FOUND';
        } catch (err) {
            if (err instanceof MyInvoisUnavailable) return 'TIN_CHECK_UNAVAILABLE';
            throw err;
        }
        const repo = this.connection.getRepository(ctx, EInvoiceBuyer);
        const existing = await repo.findOne({ where: { customerId } });
        return repo.save(Object.assign(existing ?? repo.create(), { customerId, tin, idType: input.idType, idNumber, name }));
    }

    /** Asks (or stops asking) for an e-invoice in the shopper's name on the active order, with the profile's details. */
    async request(ctx: RequestContext, requested: boolean): Promise<{ orderId: ID } | RequestRefusal> {
        const customerId = await requireCustomerId(this.connection, ctx);
        const order = await this.activeOrders.getActiveOrder(ctx, undefined);
        if (!order) return 'NO_ACTIVE_ORDER';
        if (order.customFields?.paidAt) return 'ORDER_PAID';
        const requests = this.connection.getRepository(ctx, EInvoiceOrderRequest);
        if (!requested) {
            await requests.delete({ orderId: order.id });
            return { orderId: order.id };
        }
        const details = await this.connection.getRepository(ctx, EInvoiceBuyer).findOne({ where: { customerId } });
        if (!details) return 'NO_DETAILS';
        const existing = await requests.findOne({ where: { orderId: order.id } });
        const { tin, idType, idNumber, name } = details;
        await requests.save(Object.assign(existing ?? requests.create(), { orderId: order.id, customerId, tin, idType, idNumber, name }));
        return { orderId: order.id };
    }

    /** The requests of several orders at once. */
    requestsFor(ctx: RequestContext, orderIds: ID[]) {
        return orderIds.length ? this.connection.getRepository(ctx, EInvoiceOrderRequest).find({ where: { orderId: In(orderIds) } }) : Promise.resolve([]);
    }
}
