import { Inject, Injectable } from '@nestjs/common';
import { EventBus, Fulfillment, Logger, Order, OrderService, RequestContext, TransactionalConnection } from '@vendure/core';
import { In } from 'typeorm';

import { malaysianDate } from '../../../common/shop-time';
import { resolveAddress } from '../config/regions';
import { CHECKOUT_PLUGIN_OPTIONS, loggerCtx } from '../constants';
import { CheckoutPluginOptions, ParcelTracking } from '../types';
import { DeliveryService } from './delivery.service';
import { OrderDeliveredEvent, ParcelTrackingEvent } from './parcel-events';

/** The courier's word for a parcel handed over ("Delivered", "Successfully Delivered"), not an attempt or a failure. */
export function isDelivered(status: string): boolean {
    const s = status.toLowerCase();
    return /\bdelivered\b/.test(s) && !/\b(not|undelivered|fail(ed|ure)?|unsuccessful(ly)?|attempt(ed)?|return(ed)?)\b/.test(s);
}

/**
 * After the sale: booking parcels with the delivery provider when an operator fulfils an order,
 * writing the courier and tracking number onto the order, and tracking shipped parcels until the
 * courier delivers them, which moves their orders to Delivered.
 */
@Injectable()
export class ParcelService {
    constructor(
        private connection: TransactionalConnection,
        private delivery: DeliveryService,
        private orderService: OrderService,
        private eventBus: EventBus,
        @Inject(CHECKOUT_PLUGIN_OPTIONS) private options: CheckoutPluginOptions,
    ) {}

    /**
     * The courier fulfilment handler's work: the tracking number given, or the parcel booked with
     * the provider. Throwing refuses the fulfilment (the Admin API answers CreateFulfillmentError).
     */
    async fulfil(ctx: RequestContext, orders: Order[], args: { courier?: string; trackingNumber?: string }) {
        const trackingNumber = args.trackingNumber?.trim();
        const first = orders[0];
        if (trackingNumber) return { method: args.courier?.trim() || first?.customFields?.epName || 'Courier', trackingCode: trackingNumber };
        const provider = this.delivery.provider;
        const optionId = first?.customFields?.epOptionId ?? '';
        if (!provider.submitOrder || !provider.payOrder || orders.length !== 1 || !optionId.startsWith(`${provider.name}:`)) {
            throw new Error('Give the courier and the tracking number: this order is not booked with the delivery provider');
        }
        const order = (await this.orderService.findOne(ctx, first.id)) ?? first;
        const address = order.shippingAddress;
        const resolved = resolveAddress({ countryCode: address?.countryCode ?? '', province: address?.province ?? '', postalCode: address?.postalCode ?? '' });
        if (typeof resolved === 'string') throw new Error(`The order's shipping address cannot be booked (${resolved})`);
        const booked = await provider.submitOrder({
            optionId,
            orderCode: order.code,
            weightGrams: await this.delivery.parcelWeight(ctx, order),
            content: order.lines
                .map(l => `${l.quantity} x ${l.productVariant?.name ?? ''}`)
                .join(', ')
                .slice(0, 100),
            valueSen: order.subTotalWithTax,
            sender: this.options.sender,
            receiver: {
                name: address?.fullName || order.customer?.firstName || order.code,
                phone: address?.phoneNumber || order.customer?.phoneNumber || '',
                email: order.customer?.emailAddress,
                address1: address?.streetLine1 ?? '',
                address2: address?.streetLine2 || undefined,
                city: address?.city ?? '',
                postalCode: resolved.postalCode,
                state: resolved.stateCode ?? resolved.province,
                countryCode: resolved.countryCode,
            },
            collectDate: malaysianDate(new Date()),
        });
        if ('error_code' in booked) throw new Error(`The delivery provider did not book the parcel: ${booked.error_code} ${booked.error_remark ?? ''}`.trim());
        const paid = await provider.payOrder(booked.orderNumber);
        if ('error_code' in paid)
            throw new Error(`The delivery provider did not confirm booking ${booked.orderNumber}: ${paid.error_code} ${paid.error_remark ?? ''}`.trim());
        return { method: args.courier?.trim() || order.customFields?.epName || provider.name, trackingCode: paid.trackingNumber };
    }

    /** A fulfilment was shipped: its orders show its courier and tracking number. */
    async shipped(ctx: RequestContext, fulfillment: Fulfillment, orders: Order[]) {
        if (!fulfillment.trackingCode) return;
        for (const order of orders) {
            const fields = { epTracking: fulfillment.trackingCode, epName: fulfillment.method || order.customFields?.epName, epStatus: null, epEvents: null };
            order.customFields = { ...order.customFields, ...fields };
            await this.connection.getRepository(ctx, Order).update(order.id, { customFields: fields });
        }
    }

    /**
     * Asks the provider where each shipped parcel is (at most 100 per run, the longest unasked
     * first), records the status and its history on the orders, and delivers the fulfilments
     * the courier delivered. Providers that cannot track (the rate table) have nothing to poll.
     */
    async pollShipped(ctx: RequestContext): Promise<{ tracked: number; delivered: number }> {
        const provider = this.delivery.provider;
        if (!provider.track) return { tracked: 0, delivered: 0 };
        const shipped = await this.connection.getRepository(ctx, Fulfillment).find({
            where: { state: 'Shipped', handlerCode: 'courier' },
            relations: { orders: true },
            order: { updatedAt: 'ASC' },
            take: 100,
        });
        let tracked = 0;
        let delivered = 0;
        for (const fulfillment of shipped) {
            if (!fulfillment.trackingCode) continue;
            try {
                // Asked now: the next run starts with the parcels asked longest ago.
                await this.connection.getRepository(ctx, Fulfillment).update(fulfillment.id, { updatedAt: new Date() });
                const tracking = await provider.track(fulfillment.trackingCode);
                if ('error_code' in tracking) {
                    Logger.warn(`Tracking ${fulfillment.trackingCode} failed: ${tracking.error_code} ${tracking.error_remark ?? ''}`, loggerCtx);
                    continue;
                }
                tracked++;
                if (await this.record(ctx, fulfillment, tracking)) delivered++;
            } catch (err) {
                Logger.error(`Tracking ${fulfillment.trackingCode} failed: ${(err as Error).message}`, loggerCtx);
            }
        }
        return { tracked, delivered };
    }

    /** Writes the tracking onto the fulfilment's orders; true when it delivered them. */
    private async record(ctx: RequestContext, fulfillment: Fulfillment, tracking: ParcelTracking): Promise<boolean> {
        const orderIds = fulfillment.orders.map(o => o.id);
        const orders = await this.connection.getRepository(ctx, Order).find({ where: { id: In(orderIds) }, loadEagerRelations: false });
        const events = JSON.stringify(tracking.events);
        for (const order of orders) {
            if (order.customFields?.epStatus === tracking.status && order.customFields?.epEvents === events) continue;
            await this.connection.getRepository(ctx, Order).update(order.id, { customFields: { epStatus: tracking.status, epEvents: events } });
            await this.eventBus.publish(new ParcelTrackingEvent(ctx, order.id, order.code, order.customerId, tracking));
        }
        if (!isDelivered(tracking.status)) return false;
        const result = await this.orderService.transitionFulfillmentToState(ctx, fulfillment.id, 'Delivered');
        if ('errorCode' in result) {
            Logger.warn(`Fulfilment ${fulfillment.id} could not be delivered: ${result.message}`, loggerCtx);
            return false;
        }
        for (const order of orders) {
            await this.eventBus.publish(new OrderDeliveredEvent(ctx, order.id, order.code, order.customerId, fulfillment.trackingCode));
        }
        return true;
    }

    /** The tracking recorded on an order (`Order.tracking`), or null before any. */
    static trackingOf(order: Order): ParcelTracking | null {
        const number = order.customFields?.epTracking;
        if (!number) return null;
        let events: ParcelTracking['events'] = [];
        try {
            events = order.customFields?.epEvents ? JSON.parse(order.customFields.epEvents) : [];
        } catch {
            events = [];
        }
        return { trackingNumber: number, status: order.customFields?.epStatus ?? '', events };
    }
}
