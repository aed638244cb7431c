import { provincesOf } from './provinces';

/** Where a parcel goes, as the rate table and couriers price it. */
export type DeliveryZone = 'WEST_MY' | 'EAST_MY' | 'ID' | 'TH';

/** Why an address cannot be priced; each is an `error_code` of getDeliveryFee. */
export type AddressProblem = 'UNKNOWN_COUNTRY' | 'UNKNOWN_STATE' | 'UNKNOWN_POSTCODE';

export interface DeliveryAddress {
    countryCode: string;
    province: string;
    postalCode: string;
}

/** A checked address: its zone, and the Malaysian state's courier code (EasyParcel's `*_state`). */
export interface ResolvedAddress extends DeliveryAddress {
    zone: DeliveryZone;
    stateCode?: string;
}

/** Malaysia's 13 states and 3 federal territories, by their usual names (and short forms shoppers type). */
const MY_STATES: Array<{ code: string; names: string[]; east?: boolean }> = [
    { code: 'jhr', names: ['johor'] },
    { code: 'kdh', names: ['kedah'] },
    { code: 'ktn', names: ['kelantan'] },
    { code: 'mlk', names: ['melaka', 'malacca'] },
    { code: 'nsn', names: ['negeri sembilan'] },
    { code: 'phg', names: ['pahang'] },
    { code: 'prk', names: ['perak'] },
    { code: 'pls', names: ['perlis'] },
    { code: 'png', names: ['pulau pinang', 'penang'] },
    { code: 'sgr', names: ['selangor'] },
    { code: 'trg', names: ['terengganu'] },
    { code: 'kul', names: ['kuala lumpur', 'wilayah persekutuan kuala lumpur', 'w.p. kuala lumpur'] },
    { code: 'pjy', names: ['putrajaya', 'wilayah persekutuan putrajaya', 'w.p. putrajaya'] },
    { code: 'lbn', names: ['labuan', 'wilayah persekutuan labuan', 'w.p. labuan'], east: true },
    { code: 'sbh', names: ['sabah'], east: true },
    { code: 'srw', names: ['sarawak'], east: true },
];

/** Postcodes of Sabah, Labuan (87xxx-91xxx) and Sarawak (93xxx-98xxx): their zone must match the state's. */
function eastMalaysianPostcode(code: number): boolean {
    return (code >= 87000 && code <= 91399) || (code >= 93000 && code <= 98899);
}

const normalise = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Checks an address enough to price it: a country the shop ships to, a state or province it knows
 * (config/provinces.ts; Malaysian states also by their short forms), and a five-digit
 * postcode that exists in the country and, in Malaysia, lies on the state's side of the sea.
 */
export function resolveAddress(address: DeliveryAddress): ResolvedAddress | AddressProblem {
    const countryCode = address.countryCode.trim().toUpperCase();
    const province = address.province?.trim() ?? '';
    const postalCode = address.postalCode?.trim() ?? '';
    const numeric = /^\d{5}$/.test(postalCode) ? Number(postalCode) : NaN;
    if (countryCode === 'MY') {
        const state = MY_STATES.find(s => s.names.includes(normalise(province)));
        if (!state) return 'UNKNOWN_STATE';
        if (!(numeric >= 1000 && numeric <= 98899) || eastMalaysianPostcode(numeric) !== !!state.east) return 'UNKNOWN_POSTCODE';
        return { countryCode, province, postalCode, zone: state.east ? 'EAST_MY' : 'WEST_MY', stateCode: state.code };
    }
    if (countryCode === 'ID' || countryCode === 'TH') {
        if (!isListed(countryCode, province)) return 'UNKNOWN_STATE';
        const [low, high] = countryCode === 'ID' ? [10000, 99999] : [10000, 96999];
        if (!(numeric >= low && numeric <= high)) return 'UNKNOWN_POSTCODE';
        return { countryCode, province, postalCode, zone: countryCode };
    }
    return 'UNKNOWN_COUNTRY';
}

const isListed = (countryCode: string, province: string) => provincesOf(countryCode).some(name => normalise(name) === normalise(province));

/**
 * Whether an address's province is one the shop knows for its country: a listed name (any case),
 * or a Malaysian state's usual short form. Countries the shop does not ship to have no list.
 */
export function isKnownProvince(countryCode: string, province: string | null | undefined): boolean {
    const country = countryCode.trim().toUpperCase();
    const name = province ?? '';
    if (country === 'MY') return MY_STATES.some(state => state.names.includes(normalise(name)));
    return provincesOf(country).length === 0 || isListed(country, name);
}
