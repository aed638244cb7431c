/** Whether a custom-field id can name a row (ids are integers); anything else names nothing. */
export function isRowId(id: unknown): boolean {
    return (typeof id === 'string' || typeof id === 'number') && /^[1-9][0-9]{0,14}$/.test(String(id));
}

/** The largest row id: PostgreSQL's `integer` primary keys (and SQLite's rows in practice) end there. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * An id as the APIs take it (a string of digits, or a number), as the row id it names: a positive
 * whole number up to MAX_ROW_ID in plain decimal. Anything else (`1e999`, `-1`, `0`, `0x10`, `1.5`,
 * 400 digits, `abc`) names no row: undefined.
 */
export function parseRowId(id: unknown): number | undefined {
    if (typeof id === 'number') return Number.isInteger(id) && id >= 1 && id <= MAX_ROW_ID ? id : undefined;
    if (typeof id !== 'string' || !/^[1-9][0-9]{0,9}$/.test(id)) return undefined;
    const value = Number(id);
    return value <= MAX_ROW_ID ? value : undefined;
}
