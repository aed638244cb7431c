import { type InfoRecord, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/**
 * CSV for operators' spreadsheets, written and read by one library (csv-stringify and csv-parse), so a
 * comma, a quote or a line break inside a cell survives the trip out to a spreadsheet and back.
 */

export type CsvCell = string | number | boolean | Date | null | undefined;

/** A row of a read file: its cells, and the line it starts on (from 1; a quoted cell may span lines). */
export interface CsvRow {
    line: number;
    cells: string[];
}

/**
 * A cell's text; a leading = + - @ tab or CR gets a ' so no spreadsheet runs it as a formula. A plain
 * negative number (a discount, `-7.00`) runs nothing and stays a number the accountant can add up.
 */
function spreadsheetText(value: CsvCell): string {
    const text = value == null ? '' : value instanceof Date ? value.toISOString() : String(value);
    if (/^-\d+(\.\d+)?$/.test(text)) return text;
    return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A download for a spreadsheet: every cell quoted (quotes doubled), CRLF after every row. */
export function spreadsheetCsv(rows: CsvCell[][]): string {
    return stringify(
        rows.map(row => row.map(spreadsheetText)),
        { quoted: true, quoted_empty: true, record_delimiter: 'windows' },
    );
}

/**
 * The rows of an uploaded CSV or plain-text file: blank lines kept (as one empty cell) so rows keep
 * their line numbers, rows of any width, a stray quote inside a bare cell taken as text, CRLF or LF.
 * Throws the library's CsvError (with its line) on a quote that is never closed.
 */
export function readCsvRows(text: string): CsvRow[] {
    // With info: true each record comes as { record, info }; the library's types do not say so.
    const records = parse(text, { bom: true, info: true, relax_column_count: true, relax_quotes: true, record_delimiter: ['\r\n', '\n'] }) as unknown as {
        record: string[];
        info: InfoRecord;
    }[];
    let end = 0;
    return records.map(({ record, info }) => {
        const line = end + 1; // info.lines is where the row ends; it starts after the previous one
        end = info.lines;
        return { line, cells: record };
    });
}
