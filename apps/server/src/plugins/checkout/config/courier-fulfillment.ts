import { FulfillmentHandler, FulfillmentProcess, FulfillmentState, Injector, LanguageCode } from '@vendure/core';

import { ParcelService } from '../services/parcel.service';

let parcels: ParcelService;

/**
 * Ships an order by courier (docs/orders.md#tracking). Given a tracking number (and the
 * courier), it records them; without one, an order whose courier option is the provider's
 * (EasyParcel) is booked and paid with the provider, whose airway bill is the tracking number.
 */
export const courierFulfillmentHandler = new FulfillmentHandler({
    code: 'courier',
    description: [{ languageCode: LanguageCode.en, value: 'Courier: booked with the delivery provider, or the courier and tracking number given' }],
    args: {
        courier: { type: 'string', required: false, label: [{ languageCode: LanguageCode.en, value: 'Courier' }] },
        trackingNumber: { type: 'string', required: false, label: [{ languageCode: LanguageCode.en, value: 'Tracking number' }] },
    },
    init(injector: Injector) {
        parcels = injector.get(ParcelService);
    },
    createFulfillment: (ctx, orders, _lines, args) => parcels.fulfil(ctx, orders, { courier: args.courier, trackingNumber: args.trackingNumber }),
});

/** A fulfilment marked Shipped (any handler) writes its courier and tracking number onto its orders (`epName`, `epTracking`). */
export const courierFulfillmentProcess: FulfillmentProcess<FulfillmentState> = {
    init(injector: Injector) {
        parcels = injector.get(ParcelService);
    },
    async onTransitionEnd(_from, to, { ctx, fulfillment, orders }) {
        if (to === 'Shipped') await parcels.shipped(ctx, fulfillment, orders);
    },
};
