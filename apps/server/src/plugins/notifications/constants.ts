export const loggerCtx = 'EngagementPlugin';

/**
 * Where tapping a notification (or, later, a banner) leads: the contract's category-type values (docs/contract.md#action-links),
 * kept verbatim. CAM campaign, CAT category, NON nowhere, PG policy page, TIC tickets, URL link.
 */
export const ACTION_TYPES = ['CAM', 'CAT', 'NON', 'PG', 'TIC', 'URL'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

/** A text the shop writes in both of its languages. */
export interface LocalizedText {
    en: string;
    ms: string;
}

export const ENGAGEMENT_PLUGIN_OPTIONS = Symbol('ENGAGEMENT_PLUGIN_OPTIONS');

/** The shop's day for grouping notifications (Today, Yesterday, a date): Malaysia's. */
export const SHOP_TIME_ZONE = 'Asia/Kuala_Lumpur';
/** The contract's policy page slugs (docs/contract.md): exactly these five pages exist. */
export const POLICY_SLUGS = ['privacy-policy', 'terms-of-use', 'terms-of-use-android', 'terms-of-sale', 'campaign-rules'] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

export function isPolicySlug(slug: string): slug is PolicySlug {
    return (POLICY_SLUGS as readonly string[]).includes(slug);
}

/** The shop's languages: every text it writes has both. */
export const SHOP_LANGUAGES = ['en', 'ms'] as const;
