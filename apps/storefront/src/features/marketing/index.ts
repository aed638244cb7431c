/** What other features use of marketing: the banners and the marketing items (home). Marketing has no pages of its own. */
export { BlindBoxPromo, MarketingBanners } from './MarketingBanners';
export { useMarketing } from './marketing';
/** The floating button and the popup, loaded apart from the page that shows them (home) so its first screen stays light. */
export const loadMarketingOverlays = () => import('./MarketingOverlays');
export { MARKETING_OVERLAYS_DELAY_MS } from './overlaysDelay';
