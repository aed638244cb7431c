/**
 * How long after Home opens the popup and the floating button come (then when the browser has a
 * moment): a new phone's first visit draws Home and fetches its pictures first, and the popup
 * interrupts a page the shopper has seen (docs/performance.md#the-first-visit-of-a-new-phone).
 * A module of its own so the journeys can move a phone's clock on by it.
 */
export const MARKETING_OVERLAYS_DELAY_MS = 4000;
