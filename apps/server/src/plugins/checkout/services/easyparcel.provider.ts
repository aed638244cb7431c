import {
    DeliveryOption,
    DeliveryProvider,
    DeliveryQuote,
    DeliveryQuoteRequest,
    EasyParcelOptions,
    ParcelBooking,
    ParcelParty,
    ParcelTracking,
    ProviderError,
} from '../types';

/** A rate of EasyParcel's EPRateCheckingBulk answer (only what the shop shows). */
interface EasyParcelRate {
    service_id: string;
    service_name?: string;
    service_detail?: string;
    courier_name?: string;
    delivery?: string;
    price?: string | number;
    cod_service_available?: string | number | boolean;
}

/** The classic API's envelope: `error_code` "0" is success, anything else comes with `error_remark`. */
interface EasyParcelAnswer<T> {
    api_status?: string;
    error_code?: string | number;
    error_remark?: string;
    result?: T[];
}

const TIMEOUT_MS = 10_000;

/**
 * EasyParcel's classic API (form-encoded POST to `?ac=<action>`, errors at the top level as
 * `error_code`/`error_remark`, per-shipment results in `result`). Prices come in ringgit.
 */
export class EasyParcelProvider implements DeliveryProvider {
    readonly name = 'easyparcel';

    constructor(private options: EasyParcelOptions) {}

    async quote({ to, weightGrams }: DeliveryQuoteRequest): Promise<DeliveryQuote> {
        const shipment = await this.firstResult<{ rates?: EasyParcelRate[] }>('EPRateCheckingBulk', {
            pick_code: this.options.pickupPostcode,
            pick_state: this.options.pickupState,
            pick_country: 'MY',
            send_code: to.postalCode,
            send_state: to.stateCode ?? to.province,
            send_country: to.countryCode,
            weight: kilograms(weightGrams),
        });
        if ('error_code' in shipment) return shipment;
        const options: DeliveryOption[] = (shipment.rates ?? [])
            .filter(r => r.service_id && Number.isFinite(Number(r.price)))
            .map(r => ({
                id: `${this.name}:${r.service_id}`,
                service_name: r.service_name ?? r.service_id,
                service_detail: r.service_detail ?? '',
                courier_name: r.courier_name ?? '',
                priceWithTax: sen(r.price),
                delivery: r.delivery ?? '',
                cod_service_available: ['true', '1', 'yes'].includes(String(r.cod_service_available ?? '').toLowerCase()),
            }));
        return options.length ? { options } : { error_code: 'NO_COURIER' };
    }

    /** EPSubmitOrderBulk: books the parcel (it is paid for separately, in EasyParcel's account). */
    async submitOrder(booking: ParcelBooking): Promise<{ orderNumber: string; priceWithTax: number } | ProviderError> {
        const serviceId = booking.optionId.startsWith(`${this.name}:`) ? booking.optionId.slice(this.name.length + 1) : '';
        if (!serviceId) return { error_code: 'UNKNOWN_OPTION' };
        const result = await this.firstResult<{ order_number?: string; price?: string | number }>('EPSubmitOrderBulk', {
            service_id: serviceId,
            reference: booking.orderCode,
            weight: kilograms(booking.weightGrams),
            content: booking.content,
            value: (booking.valueSen / 100).toFixed(2),
            collect_date: booking.collectDate,
            ...party('pick', booking.sender),
            ...party('send', booking.receiver),
        });
        if ('error_code' in result) return result;
        return result.order_number ? { orderNumber: result.order_number, priceWithTax: sen(result.price) } : { error_code: 'NO_ORDER_NUMBER' };
    }

    /** EPPayOrderBulk: pays a booked order from the account's credit; its parcel's airway bill number is the tracking number. */
    async payOrder(orderNumber: string): Promise<{ trackingNumber: string } | ProviderError> {
        const result = await this.firstResult<{ parcel?: Array<{ parcelno?: string; awb?: string }> }>('EPPayOrderBulk', { order_no: orderNumber });
        if ('error_code' in result) return result;
        const awb = result.parcel?.find(p => p.awb)?.awb;
        return awb ? { trackingNumber: awb } : { error_code: 'NO_TRACKING_NUMBER' };
    }

    /** EPTrackingBulk: the parcel's status history by airway bill number. */
    async track(trackingNumber: string): Promise<ParcelTracking | ProviderError> {
        const result = await this.firstResult<{
            latest_status?: string;
            status_list?: Array<{ status?: string; date?: string; time?: string; event_date?: string; location?: string }>;
        }>('EPTrackingBulk', { awb_no: trackingNumber });
        if ('error_code' in result) return result;
        return {
            trackingNumber,
            status: result.latest_status ?? '',
            events: (result.status_list ?? []).map(e => ({
                status: e.status ?? '',
                at: e.event_date ?? [e.date, e.time].filter(Boolean).join(' '),
                location: e.location ?? '',
            })),
        };
    }

    /**
     * One shipment's call: `fields` become `bulk[0][...]`. Answers its result, or why not: the
     * service unreachable, an error at the top level, or the shipment's own status.
     */
    private async firstResult<T>(action: string, fields: Record<string, string>): Promise<(T & { status?: string; remarks?: string }) | ProviderError> {
        let answer: EasyParcelAnswer<T & { status?: string; remarks?: string }>;
        try {
            answer = await this.call(action, Object.fromEntries(Object.entries(fields).map(([k, v]) => [`bulk[0][${k}]`, v])));
        } catch (err) {
            return { error_code: 'PROVIDER_UNAVAILABLE', error_remark: (err as Error).message };
        }
        if (String(answer.error_code ?? '0') !== '0') {
            return { error_code: `EASYPARCEL_${answer.error_code}`, error_remark: answer.error_remark ?? '' };
        }
        const result = answer.result?.[0];
        if (!result || (result.status && result.status !== 'Success')) return { error_code: 'NO_COURIER', error_remark: result?.remarks ?? '' };
        return result;
    }

    private async call<T>(action: string, fields: Record<string, string>): Promise<EasyParcelAnswer<T>> {
        const body = new URLSearchParams({ api: this.options.apiKey, ...fields });
        const url = `${this.options.url.replace(/\/$/, '')}/?ac=${encodeURIComponent(action)}`;
        const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body,
            signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`EasyParcel answered HTTP ${response.status}`);
        return (await response.json()) as EasyParcelAnswer<T>;
    }
}

const kilograms = (grams: number) => (Math.max(grams, 1) / 1000).toFixed(3);

/** Ringgit as EasyParcel writes them ("6.36") in sen. */
const sen = (ringgit: string | number | undefined) => Math.round(Number(ringgit ?? 0) * 100);

/** A sender (`pick_*`) or receiver (`send_*`) in EasyParcel's fields. */
function party(prefix: 'pick' | 'send', p: ParcelParty): Record<string, string> {
    return {
        [`${prefix}_name`]: p.name,
        [`${prefix}_contact`]: p.phone,
        [`${prefix}_mobile`]: p.phone,
        [`${prefix}_addr1`]: p.address1,
        [`${prefix}_addr2`]: p.address2 ?? '',
        [`${prefix}_city`]: p.city,
        [`${prefix}_code`]: p.postalCode,
        [`${prefix}_state`]: p.state,
        [`${prefix}_country`]: p.countryCode,
        ...(prefix === 'send' && p.email ? { send_email: p.email } : {}),
    };
}
