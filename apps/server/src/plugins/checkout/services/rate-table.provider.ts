import { DeliveryZone } from '../config/regions';
import { DeliveryOption, DeliveryProvider, DeliveryQuote, DeliveryQuoteRequest } from '../types';

/** One service of a zone: sen for the first kilogram, then for each further (started) kilogram. */
export interface RateTableService {
    service: string;
    service_name: string;
    service_detail: string;
    courier_name: string;
    delivery: string;
    firstKg: number;
    perExtraKg: number;
    /** Heavier parcels are not taken. */
    maxKg: number;
    cod: boolean;
}

export type RateTable = Record<DeliveryZone, RateTableService[]>;

/** The embedded default (sen, tax included): Malaysia by peninsula and Borneo, then Indonesia and Thailand. */
export const DEFAULT_RATE_TABLE: RateTable = {
    WEST_MY: [
        {
            service: 'standard',
            service_name: 'Standard',
            service_detail: 'pickup',
            courier_name: 'Tuah Courier',
            delivery: '2-3 working days',
            firstKg: 600,
            perExtraKg: 200,
            maxKg: 30,
            cod: true,
        },
        {
            service: 'express',
            service_name: 'Express',
            service_detail: 'pickup',
            courier_name: 'Tuah Courier',
            delivery: '1-2 working days',
            firstKg: 1000,
            perExtraKg: 300,
            maxKg: 30,
            cod: false,
        },
    ],
    EAST_MY: [
        {
            service: 'standard',
            service_name: 'Standard',
            service_detail: 'pickup',
            courier_name: 'Tuah Courier',
            delivery: '3-5 working days',
            firstKg: 1200,
            perExtraKg: 500,
            maxKg: 30,
            cod: false,
        },
        {
            service: 'express',
            service_name: 'Express',
            service_detail: 'pickup',
            courier_name: 'Tuah Courier',
            delivery: '2-3 working days',
            firstKg: 1800,
            perExtraKg: 700,
            maxKg: 30,
            cod: false,
        },
    ],
    ID: [
        {
            service: 'international',
            service_name: 'International',
            service_detail: 'pickup',
            courier_name: 'Tuah Courier',
            delivery: '5-10 working days',
            firstKg: 3500,
            perExtraKg: 1500,
            maxKg: 20,
            cod: false,
        },
    ],
    TH: [
        {
            service: 'international',
            service_name: 'International',
            service_detail: 'pickup',
            courier_name: 'Tuah Courier',
            delivery: '4-8 working days',
            firstKg: 3000,
            perExtraKg: 1200,
            maxKg: 20,
            cod: false,
        },
    ],
};

/** Prices parcels from a table by zone and weight, with no outside service (the embedded default). */
export class RateTableProvider implements DeliveryProvider {
    readonly name = 'table';

    constructor(private table: RateTable = DEFAULT_RATE_TABLE) {}

    async quote({ to, weightGrams }: DeliveryQuoteRequest): Promise<DeliveryQuote> {
        const kg = Math.max(1, Math.ceil(weightGrams / 1000));
        const options: DeliveryOption[] = this.table[to.zone]
            .filter(s => kg <= s.maxKg)
            .map(s => ({
                id: `${this.name}:${to.zone}:${s.service}`,
                service_name: s.service_name,
                service_detail: s.service_detail,
                courier_name: s.courier_name,
                priceWithTax: s.firstKg + (kg - 1) * s.perExtraKg,
                delivery: s.delivery,
                cod_service_available: s.cod,
            }));
        return options.length ? { options } : { error_code: 'TOO_HEAVY' };
    }
}
