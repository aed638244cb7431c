/** The blind-box plugin's permissions (docs/dashboard.md, "Permissions per area"). */
export const READ_PRIZE_TABLE = 'ReadPrizeTable';
export const UPDATE_PRIZE_TABLE = 'UpdatePrizeTable';
