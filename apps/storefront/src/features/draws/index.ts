/** What other features and the shell use of draws: the buy sheet's unit limits (the cart) and the campaign page's first screen. The shell's router imports routes.ts. */
export { MAX_UNITS_PER_ADD, maxUnits, ticketsPerUnit } from './campaign/buyLimits';
export { campaignFirstScreen } from './campaign/firstScreen';
