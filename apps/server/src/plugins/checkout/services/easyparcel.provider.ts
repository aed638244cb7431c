import { DeliveryOption, DeliveryProvider, DeliveryQuote, DeliveryQuoteRequest, EasyParcelOptions } from '../types';

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
        let answer: EasyParcelAnswer<{ status?: string; remarks?: string; rates?: EasyParcelRate[] }>;
        try {
            answer = await this.call('EPRateCheckingBulk', {
                'bulk[0][pick_code]': this.options.pickupPostcode,
                'bulk[0][pick_state]': this.options.pickupState,
                'bulk[0][pick_country]': 'MY',
                'bulk[0][send_code]': to.postalCode,
                'bulk[0][send_state]': to.stateCode ?? to.province,
                'bulk[0][send_country]': to.countryCode,
                'bulk[0][weight]': (Math.max(weightGrams, 1) / 1000).toFixed(3),
            });
        } catch (err) {
            return { error_code: 'PROVIDER_UNAVAILABLE', error_remark: (err as Error).message };
        }
        if (String(answer.error_code ?? '0') !== '0') {
            return { error_code: `EASYPARCEL_${answer.error_code}`, error_remark: answer.error_remark ?? '' };
        }
        const shipment = answer.result?.[0];
        if (!shipment || (shipment.status && shipment.status !== 'Success')) {
            return { error_code: 'NO_COURIER', error_remark: shipment?.remarks ?? '' };
        }
        const options: DeliveryOption[] = (shipment.rates ?? [])
            .filter(r => r.service_id && Number.isFinite(Number(r.price)))
            .map(r => ({
                id: `${this.name}:${r.service_id}`,
                service_name: r.service_name ?? r.service_id,
                service_detail: r.service_detail ?? '',
                courier_name: r.courier_name ?? '',
                priceWithTax: Math.round(Number(r.price) * 100),
                delivery: r.delivery ?? '',
                cod_service_available: ['true', '1', 'yes'].includes(String(r.cod_service_available ?? '').toLowerCase()),
            }));
        return options.length ? { options } : { error_code: 'NO_COURIER' };
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
