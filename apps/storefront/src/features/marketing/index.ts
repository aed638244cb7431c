/** What other features use of marketing: the banners and the marketing items (home). Marketing has no pages of its own. */
export { BlindBoxPromo, MarketingBanners } from './MarketingBanners';
export { useMarketing } from './marketing';
/** The floating button and the popup, loaded apart from the page that shows them (home) so its first screen stays light. */
export const loadMarketingOverlays = () => import('./MarketingOverlays');
/**
 * How long after Home opens they come (then when the browser has a moment): a new phone's first visit
 * draws Home and fetches its pictures first, and the popup interrupts a page the shopper has seen
 * (docs/performance.md#the-first-visit-of-a-new-phone).
 */
export const MARKETING_OVERLAYS_DELAY_MS = 4000;
