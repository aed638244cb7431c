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
    /** Books the parcel with the courier (when an operator fulfils the order). */
    submitOrder?(request: ParcelBooking): Promise<{ orderNumber: string; priceWithTax: number } | ProviderError>;
    /** Pays a booked order; answers the parcel's tracking (airway bill) number. */
    payOrder?(orderNumber: string): Promise<{ trackingNumber: string } | ProviderError>;
    /** Where a parcel is, by its tracking (airway bill) number. */
    track?(trackingNumber: string): Promise<ParcelTracking | ProviderError>;
}

export interface ProviderError {
    error_code: string;
    error_remark?: string;
}

/** Someone a parcel leaves or reaches. */
export interface ParcelParty {
    name: string;
    phone: string;
    email?: string;
    address1: string;
    address2?: string;
    city: string;
    postalCode: string;
    /** The province as the courier names it (EasyParcel: `sgr`, `kul`, … in Malaysia). */
    state: string;
    countryCode: string;
}

export interface ParcelBooking {
    /** An option id from a quote (`easyparcel:<service_id>`). */
    optionId: string;
    /** Our order code, the courier's reference. */
    orderCode: string;
    weightGrams: number;
    /** What is inside, and its value in sen (for the courier's declaration). */
    content: string;
    valueSen: number;
    sender: ParcelParty;
    receiver: ParcelParty;
    /** The day of collection, YYYY-MM-DD. */
    collectDate: string;
}

export interface ParcelTracking {
    trackingNumber: string;
    /** The courier's latest status ("Delivered", "In transit", …). */
    status: string;
    events: Array<{ status: string; at: string; location: string }>;
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
    /** How often shipped parcels are tracked (providers that track), in seconds. */
    trackingPollSeconds: number;
    /** Who sends parcels booked with the provider. */
    sender: ParcelParty;
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
        epStatus?: string | null;
        epEvents?: string | null;
    }
    interface CustomProductVariantFields {
        weight?: number;
    }
}
