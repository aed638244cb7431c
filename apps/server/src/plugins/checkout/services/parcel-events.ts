import { ID, RequestContext, VendureEvent } from '@vendure/core';

import { ParcelTracking } from '../types';

/** A shipped parcel's courier status changed (polled from the provider). */
export class ParcelTrackingEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        public orderId: ID,
        public orderCode: string,
        public customerId: ID | undefined,
        public tracking: ParcelTracking,
    ) {
        super();
    }
}

/** The courier delivered an order's parcel, and the order moved to Delivered: the shopper is to be told. */
export class OrderDeliveredEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        public orderId: ID,
        public orderCode: string,
        public customerId: ID | undefined,
        public trackingNumber: string,
    ) {
        super();
    }
}
