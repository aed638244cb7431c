/** What other features use of boxes: the prize table (a blind-box campaign's page shows it) and its words for a line's odds and what is left (the rules page) and the code reveal of a won DIGITAL prize (won prizes). The shell's router imports routes.ts. */
export { PrizeTable, type PrizeTableLine, usePrizeLineWords } from './PrizeTable';
export { useBbCodeReveal } from './useBbCodeReveal';
