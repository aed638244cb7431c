import { toLocalInput } from '../../common/format';
import type { Picture } from '../../common/picture-picker';
import { DEFAULT_TIER_ODDS, TICKET_TIERS, type TicketTier } from '../../common/tiers';
import type { VariablesOf } from '../../gql/graphql';
import type { Campaign, CREATE_CAMPAIGN, ProductChoice } from '../campaign-api';
import type { CampaignType } from '../campaign-types';

/** The languages shoppers read a campaign in, each with its own name and texts. */
export const LANGUAGES = [
    ['en', 'English'],
    ['ms', 'Malay'],
] as const;
export type Lang = (typeof LANGUAGES)[number][0];

export interface TranslationValues {
    id?: string;
    name: string;
    description: string;
    cardBuyTxt: string;
}

/** What the form holds: numbers as typed (strings), so a refused save loses nothing. */
export interface Values {
    typStr: CampaignType;
    translations: Record<Lang, TranslationValues>;
    product: ProductChoice | null;
    specialVariantId: string;
    prize: { id: string; name: string } | null;
    cover: Picture | null;
    featuredImg: Picture | null;
    startDate: string;
    endDate: string;
    totalTicket: string;
    maxQty: string;
    minTicket: string;
    ticketPerItem: string;
    ticketPerItemForSp: string;
    tierOdds: Record<TicketTier, string>;
    isHot: boolean;
    isNew: boolean;
    /** The official rules shoppers read before buying (docs/responsible-play.md#official-rules). */
    rules: Record<Lang, string>;
}

/** Changes one field of the form. */
export type SetValue = <K extends keyof Values>(key: K, value: Values[K]) => void;

const HOUR = 3_600_000;

const oddsAsTyped = (odds: (tier: TicketTier) => number) => Object.fromEntries(TICKET_TIERS.map(t => [t, String(odds(t))])) as Record<TicketTier, string>;

export function emptyValues(): Values {
    // Selling from now for a week, unless the operator says otherwise (a later start announces it as a drop).
    const start = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    return {
        typStr: 'LUCKYDRAW',
        translations: { en: { name: '', description: '', cardBuyTxt: '' }, ms: { name: '', description: '', cardBuyTxt: '' } },
        product: null,
        specialVariantId: '',
        prize: null,
        cover: null,
        featuredImg: null,
        startDate: toLocalInput(start),
        endDate: toLocalInput(new Date(start.getTime() + 7 * 24 * HOUR)),
        totalTicket: '',
        maxQty: '',
        minTicket: '',
        ticketPerItem: '1',
        ticketPerItemForSp: '1',
        tierOdds: oddsAsTyped(t => DEFAULT_TIER_ODDS[t]),
        isHot: false,
        isNew: true,
        rules: { en: '', ms: '' },
    };
}

export function valuesOf(c: Campaign): Values {
    const translation = (lang: Lang): TranslationValues => {
        const t = c.translations.find(tr => tr.languageCode === lang);
        return t ? { id: t.id, name: t.name, description: t.description, cardBuyTxt: t.cardBuyTxt } : { name: '', description: '', cardBuyTxt: '' };
    };
    const optional = (n: number | null) => (n == null ? '' : String(n));
    // tierOdds is JSON in the schema: the server sends every tier, the defaults fill any it did not.
    const tierOdds = c.tierOdds as Partial<Record<TicketTier, number>>;
    return {
        typStr: c.typStr,
        translations: { en: translation('en'), ms: translation('ms') },
        product: c.product,
        specialVariantId: c.specialVariant?.id ?? '',
        prize: c.prize,
        cover: c.cover,
        featuredImg: c.featuredImg,
        startDate: toLocalInput(c.startDate),
        endDate: toLocalInput(c.endDate),
        totalTicket: String(c.totalTicket),
        maxQty: optional(c.maxQty),
        minTicket: optional(c.minTicket),
        ticketPerItem: String(c.ticketPerItem),
        ticketPerItemForSp: String(c.ticketPerItemForSp),
        tierOdds: oddsAsTyped(t => tierOdds[t] ?? DEFAULT_TIER_ODDS[t]),
        isHot: c.isHot,
        isNew: c.isNew,
        // Campaigns made before rules were required have none: the form asks for them on the next save.
        rules: { en: c.rules?.en ?? '', ms: c.rules?.ms ?? '' },
    };
}

export const oddsSum = (odds: Record<TicketTier, string>) => TICKET_TIERS.reduce((sum, t) => sum + (Number(odds[t]) || 0), 0);
/** Percentages summed in floating point (e.g. 33.3 + 33.3 + 33.4) are 100 within rounding. */
export const isHundred = (sum: number) => Math.abs(sum - 100) < 1e-9;

export type FieldErrors = Partial<Record<string, string>>;

/** The form's own checks, the ones the API would refuse too, said before anything is sent. */
export function check(v: Values, creating: boolean): FieldErrors {
    const errors: FieldErrors = {};
    for (const [lang, language] of LANGUAGES)
        if (!v.translations[lang].name.trim()) errors[`name-${lang}`] = `Enter the ${language} name: shoppers see it in ${language}.`;
    for (const [lang, language] of LANGUAGES)
        if (!v.rules[lang].trim()) errors[`rules-${lang}`] = `Enter the official rules in ${language}: no campaign sells without them.`;
    if (creating && !v.product) errors.product = 'Choose the product shoppers buy to join the campaign.';
    if (!v.startDate) errors.startDate = 'Enter when the campaign starts.';
    if (!v.endDate) errors.endDate = 'Enter when the campaign ends.';
    else if (v.startDate && new Date(v.endDate) <= new Date(v.startDate)) errors.endDate = 'The end must be after the start.';
    const whole = (key: 'totalTicket' | 'maxQty' | 'minTicket' | 'ticketPerItem' | 'ticketPerItemForSp', min: number, required: boolean) => {
        const raw = v[key].trim();
        if (!raw) {
            if (required) errors[key] = 'Enter a whole number.';
            return;
        }
        const n = Number(raw);
        if (!Number.isInteger(n) || n < min) errors[key] = `Enter a whole number of ${min} or more.`;
    };
    whole('totalTicket', 1, true);
    whole('maxQty', 0, false);
    whole('minTicket', 0, false);
    whole('ticketPerItem', 1, true);
    whole('ticketPerItemForSp', 1, true);
    // A blind box's odds are its prize table's (Prize tables screen): it has no ticket tiers to ask for.
    if (v.typStr === 'BLINDBOX') return errors;
    if (TICKET_TIERS.some(t => v.tierOdds[t].trim() === '' || !(Number(v.tierOdds[t]) >= 0)))
        errors.tierOdds = 'Enter a percentage of 0 or more for every tier.';
    else if (!isHundred(oddsSum(v.tierOdds))) errors.tierOdds = `The tier odds must add up to 100 %; they add up to ${+oddsSum(v.tierOdds).toFixed(4)} %.`;
    return errors;
}

/**
 * What a save sends: the fields every campaign has, and the lucky draw's ledger (tier odds, tickets
 * per item, minimum) — left out for a blind box, and on an update once tickets are sold (the API refuses changes).
 */
export function campaignInput(v: Values, { keepLedger }: { keepLedger: boolean }): Omit<VariablesOf<typeof CREATE_CAMPAIGN>['input'], 'typStr' | 'productId'> {
    const int = (s: string) => (s.trim() === '' ? null : Number(s));
    const common = {
        startDate: new Date(v.startDate).toISOString(),
        endDate: new Date(v.endDate).toISOString(),
        isHot: v.isHot,
        isNew: v.isNew,
        totalTicket: Number(v.totalTicket),
        maxQty: int(v.maxQty),
        specialVariantId: v.specialVariantId || null,
        prizeId: v.prize?.id ?? null,
        coverId: v.cover?.id ?? null,
        featuredImgId: v.featuredImg?.id ?? null,
        translations: LANGUAGES.map(([lang]) => ({ ...v.translations[lang], languageCode: lang })),
        rules: { en: v.rules.en, ms: v.rules.ms },
    };
    if (v.typStr === 'BLINDBOX' || keepLedger) return common;
    return {
        ...common,
        tierOdds: Object.fromEntries(TICKET_TIERS.map(t => [t, Number(v.tierOdds[t])])),
        ticketPerItem: Number(v.ticketPerItem),
        ticketPerItemForSp: Number(v.ticketPerItemForSp),
        minTicket: int(v.minTicket),
    };
}
