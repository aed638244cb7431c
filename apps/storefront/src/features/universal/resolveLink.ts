import { QUERY_KEYS, ROUTES, isShopPage, paths } from '../../routing/paths';
import { actionTarget, isLinkId } from '../../ui/actionLink';

/** The query keys of a deep link through `/tabs/universal` (docs/storefront.md#deep-links-universal). */
export const LINK_KEYS = { actionType: 'actionTyp', actionValue: 'actionVal', path: 'path' } as const;

const YES = ['1', 'true', 'yes'];

/**
 * The page a deep link means, or undefined when it means none the shop has:
 * - `?cId=<campaign id or sId>` the campaign page (`isP=1` on the prize's tab, `wonId` kept);
 * - `?actionTyp=CAM|CAT|PG|TIC|NON&actionVal=…` as an action link does (ui/actionLink.tsx; NON is Home;
 *   URL, another site, is never opened from a link into the shop);
 * - `?path=/tabs/…` one of the shop's own pages, never another site (routing/paths.ts isShopPage).
 */
export function resolveLink(search: URLSearchParams): string | undefined {
    const campaignId = search.get(QUERY_KEYS.campaignId)?.trim();
    if (campaignId !== undefined) {
        if (!isLinkId(campaignId)) return undefined;
        const wonId = search.get(QUERY_KEYS.wonId)?.trim();
        const prize = YES.includes(search.get(QUERY_KEYS.isPrize)?.toLowerCase() ?? '');
        return paths.campaign(campaignId, { prize, wonId: wonId && isLinkId(wonId) ? wonId : undefined });
    }
    const actionType = search.get(LINK_KEYS.actionType);
    if (actionType !== null) {
        const target = actionTarget(actionType.trim().toUpperCase(), search.get(LINK_KEYS.actionValue));
        if (target.kind === 'route') return target.to;
        return target.kind === 'none' ? paths.home() : undefined;
    }
    const path = search.get(LINK_KEYS.path)?.trim();
    // Never back into universal itself: a link that points at itself would go round for ever.
    if (isShopPage(path) && !path.startsWith(`/tabs/${ROUTES.universal}`) && !path.includes('\\')) return path;
    return undefined;
}

/**
 * Where a link that opened the Android app goes (Capacitor's `appUrlOpen`): always through
 * `/tabs/universal`, so an app link and a web link resolve alike. `https://host/tabs/…` keeps its page
 * (`?path=`); `tuah://universal?cId=…` or `https://host/?cId=…` keeps its query.
 */
export function appLinkPath(link: string): string {
    let url: URL;
    try {
        url = new URL(link);
    } catch {
        return paths.universal();
    }
    const universal = `/tabs/${ROUTES.universal}`;
    if (url.pathname.startsWith('/tabs/') && !url.pathname.startsWith(universal)) return paths.universal({ [LINK_KEYS.path]: url.pathname + url.search });
    return `${universal}${url.search}`;
}
