export const loggerCtx = 'ReportsPlugin';

/** The longest range a sales report covers, in days; a longer one is cut to this many from its start. */
export const REPORT_MAX_DAYS = 366;
/** Orders (or payments, refunds) read from the database per batch of an export. */
export const EXPORT_BATCH = 500;
/** How much an export's heap may grow before its garbage is collected (common/heap-bound.ts; docs/reports.md#exports). */
export const EXPORT_HEAP_SLACK_MIB = 8;
/** The odds check flags a campaign whose chi-square p-value falls below this. */
export const ODDS_ALPHA = 0.001;
/** The smallest expected count a category of the odds check may have (docs/reports.md#the-odds-check). */
export const ODDS_MIN_EXPECTED = 5;
/** Most blind-box campaigns checked on one page. */
export const ODDS_MAX_TAKE = 50;

/** The CSV exports (GET /exports/<kind>.csv); `einvoices` reads the e-invoicing plugin's documents through its service (docs/reports.md). */
export const EXPORT_KINDS = ['orders', 'payments', 'refunds', 'einvoices'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
