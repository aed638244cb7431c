/** Whether a custom-field id can name a row (ids are integers); anything else names nothing. */
export function isRowId(id: unknown): boolean {
    return (typeof id === 'string' || typeof id === 'number') && /^[1-9][0-9]{0,14}$/.test(String(id));
}
