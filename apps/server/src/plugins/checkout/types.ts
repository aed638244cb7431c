import { ResolvedAddress } from './config/regions';

/** One courier option of getDeliveryFee, in the contract's names (docs/checkout.md). */
export interface DeliveryOption {
    /** `<provider>:<service>`: what setShipping is given back, and re-quoted. */
    id: string;
    service_name: string;
    service_detail: string;
    courier_name: string;
    /** Sen, tax included, as the shop charges it. */
    priceWithTax: number;
    /** Working days, as the courier states them ("2-3 working days"). */
    delivery: string;
    cod_service_available: boolean;
}

/** A quote: the options, or why there are none (`error_code`, and the provider's `error_remark`). */
export type DeliveryQuote = { options: DeliveryOption[] } | { error_code: string; error_remark?: string };

export interface DeliveryQuoteRequest {
    to: ResolvedAddress;
    /** The parcel's weight in grams (above 0). */
    weightGrams: number;
}

/** A courier service behind getDeliveryFee; chosen by DELIVERY_PROVIDER. */
export interface DeliveryProvider {
    /** The prefix of its options' ids. */
    readonly name: string;
    quote(request: DeliveryQuoteRequest): Promise<DeliveryQuote>;
    /** Books the parcel with the courier; returns the courier's order number. Not used by checkout yet. */
    submitOrder?(request: DeliveryQuoteRequest & { optionId: string; orderCode: string }): Promise<string>;
    /** The parcel's latest status by tracking number. Not used by checkout yet. */
    track?(trackingNumber: string): Promise<string>;
}

export interface EasyParcelOptions {
    /** The classic API's base URL (`https://connect.easyparcel.my`), without `?ac=`. */
    url: string;
    apiKey: string;
    /** Where parcels are picked up: Malaysian postcode and EasyParcel state code. */
    pickupPostcode: string;
    pickupState: string;
}

export interface CheckoutPluginOptions {
    /** Builds the provider once the plugin starts (the configuration picks it). */
    deliveryProvider: () => DeliveryProvider;
}

declare module '@vendure/core/dist/entity/custom-entity-fields' {
    interface CustomOrderFields {
        paidAt?: Date | null;
        createDt?: Date | null;
        epTracking?: string | null;
        epName?: string | null;
        epPrice?: number | null;
        epDesc?: string | null;
        epOptionId?: string | null;
    }
    interface CustomProductVariantFields {
        weight?: number;
    }
}
