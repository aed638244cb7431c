export const loggerCtx = 'ContentPlugin';

/**
 * Where tapping a notification or a marketing item leads: the contract's category-type values (docs/contract.md#action-links),
 * kept verbatim. CAM campaign, CAT category, NON nowhere, PG policy page, TIC tickets, URL link. Here because
 * MarketingService checks them (the notifications plugin too uses its check).
 */
export const ACTION_TYPES = ['CAM', 'CAT', 'NON', 'PG', 'TIC', 'URL'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

/** A text the shop writes in both of its languages. */
export interface LocalizedText {
    en: string;
    ms: string;
}

/** The contract's policy page slugs (docs/contract.md): exactly these five pages exist. */
export const POLICY_SLUGS = ['privacy-policy', 'terms-of-use', 'terms-of-use-android', 'terms-of-sale', 'campaign-rules'] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

export function isPolicySlug(slug: string): slug is PolicySlug {
    return (POLICY_SLUGS as readonly string[]).includes(slug);
}

/** The shop's languages: every text it writes has both. */
export const SHOP_LANGUAGES = ['en', 'ms'] as const;
