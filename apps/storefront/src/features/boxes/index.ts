/** What other features use of boxes: the prize table (a blind-box campaign's page shows it) and the code reveal of a won DIGITAL prize (won prizes). The shell's router imports routes.ts. */
export { PrizeTable, type PrizeTableLine } from './PrizeTable';
export { useBbCodeReveal } from './useBbCodeReveal';
