import { AutoIncrementIdStrategy, I18nError, LogLevel } from '@vendure/core';

import { parseRowId } from '../../../common/ids';

/**
 * An id argument that names no row: a GraphQL input error (BAD_USER_INPUT), logged at verbose
 * (a client's mistake must not fill the error log), before any query runs.
 */
export class InvalidIdError extends I18nError {
    constructor(id: unknown) {
        super('error.invalid-id', { id: String(id).slice(0, 40) }, 'BAD_USER_INPUT', LogLevel.Verbose);
    }
}

/**
 * Vendure's auto-increment ids, decoded strictly. Vendure's own strategy decodes with `+id`, so
 * `1e999` became Infinity (and the raw database text "no such column: Infinity"), `0x10` became
 * 16 and `1.5` a fraction. Every ID argument and ID filter of both APIs passes through here
 * (Vendure's IdInterceptor), so an id that is not a positive integer within range never reaches
 * the database (docs/security.md#ids-pages-and-bodies).
 */
export class CheckedIdStrategy extends AutoIncrementIdStrategy {
    decodeId(id: string): number {
        const row = parseRowId(id);
        if (row === undefined) throw new InvalidIdError(id);
        return row;
    }

    encodeId(primaryKey: number): string {
        return super.encodeId(primaryKey);
    }
}

export const invalidIdMessages = {
    en: { error: { 'invalid-id': 'Not an id: "{id}" (ids are whole numbers from 1)' } },
    ms: { error: { 'invalid-id': 'Bukan id: "{id}" (id ialah nombor bulat dari 1)' } },
};
