import { useShopQuery } from '../../api/useShopQuery';
import { storage, STORAGE_KEYS } from '../../lib/storage';
import { WIDE_PICTURES } from '../../ui/pictures';
import { GetMarketingDocument, type MarketingItemFieldsFragment } from '../../gql/graphql';

export type MarketingItem = MarketingItemFieldsFragment;

/**
 * What is live now: banners in order, the popup, the floating button and the blind-box promo.
 * One of Home's first-screen requests (features/home/firstScreen.ts); never holds Home up.
 */
export function useMarketing() {
    const query = useShopQuery(GetMarketingDocument);
    // A failed answer shows no marketing; only a pending one keeps the banners' place.
    return { marketing: query.data?.data.getMarketing, pending: query.isPending && query.fetchStatus !== 'idle' };
}

/** Marketing pictures are wide: offered in the presets Vendure resizes rather than crops. */
export const MARKETING_PRESETS = WIDE_PICTURES.banner.presets;

/** The popup ids this phone has shown (`seenPopup`); anything unreadable counts as none. */
export function seenPopups(): string[] {
    try {
        const value: unknown = JSON.parse(storage.get(STORAGE_KEYS.seenPopup) ?? '[]');
        return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
    } catch {
        return [];
    }
}

/** Remembers that a popup was shown (closed or followed), keeping the last 50 ids. */
export function markPopupSeen(id: string): void {
    const seen = seenPopups().filter(s => s !== id);
    storage.set(STORAGE_KEYS.seenPopup, JSON.stringify([...seen, id].slice(-50)));
}
