import { DeliveryOption } from '../types';

export type CourierLanguage = 'en' | 'ms';

/**
 * Couriers name their services in English (the rate table's and EasyParcel's words). A shopper reading Malay gets
 * them in Malay: the words we know are translated, anything else (a courier's brand) is kept as the courier says it.
 * The order keeps the English words (`epName`, `epDesc`) and is translated as it is read (docs/server.md#language).
 */
const MALAY_WORDS: ReadonlyArray<[RegExp, string]> = [
    [/\bTuah Courier\b/g, 'Kurier Tuah'],
    // The shipping methods' own names (an order without a courier service: its invoice), before their words one by one.
    [/\bStandard Delivery\b/g, 'Penghantaran Biasa'],
    [/\bExpress Delivery\b/g, 'Penghantaran Ekspres'],
    [/\bStandard\b/g, 'Biasa'],
    [/\bExpress\b/g, 'Ekspres'],
    [/\bInternational\b/g, 'Antarabangsa'],
    [/\b(\d+(?:\s*-\s*\d+)?)\s+working days?\b/g, '$1 hari bekerja'],
];

/** A courier's words in `lang` (English words are the courier's own). */
export function courierText(text: string, lang: CourierLanguage): string;
export function courierText(text: string | null | undefined, lang: CourierLanguage): string | null | undefined;
export function courierText(text: string | null | undefined, lang: CourierLanguage): string | null | undefined {
    if (!text || lang === 'en') return text;
    return MALAY_WORDS.reduce((words, [english, malay]) => words.replace(english, malay), text);
}

/** A courier option as the shopper reads it. */
export function courierOption(option: DeliveryOption, lang: CourierLanguage): DeliveryOption {
    return {
        ...option,
        service_name: courierText(option.service_name, lang),
        courier_name: courierText(option.courier_name, lang),
        delivery: courierText(option.delivery, lang),
    };
}

export const courierLanguage = (languageCode: string | undefined): CourierLanguage => (languageCode === 'ms' ? 'ms' : 'en');
