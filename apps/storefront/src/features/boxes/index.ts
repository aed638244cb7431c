/** What other features use of boxes: the prize table (a blind-box campaign's page shows it). The shell's router imports routes.ts. */
export { PrizeTable, type PrizeTableLine } from './PrizeTable';
