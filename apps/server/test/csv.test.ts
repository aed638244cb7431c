import { describe, expect, it } from 'vitest';

import { readCsvRows, spreadsheetCsv } from '../src/common/csv';

// The code-batch download writes with spreadsheetCsv; the digital-code upload reads with readCsvRows.
describe('operator CSV files', () => {
    it('writes every cell quoted with CRLF rows, dates as ISO text and empty cells for nothing', () => {
        const csv = spreadsheetCsv([
            ['code', 'expiresAt', 'redeemedById'],
            ['AB3-XYZ', new Date('2026-01-02T03:04:05.000Z'), null],
        ]);
        expect(csv).toBe('"code","expiresAt","redeemedById"\r\n"AB3-XYZ","2026-01-02T03:04:05.000Z",""\r\n');
    });

    it('a prize name with a comma, a quote and a line break comes back as it went out', () => {
        const name = 'Kopi Tuah, the "Raya" tin\nlimited edition';
        const rows = readCsvRows(
            spreadsheetCsv([
                ['code', 'prize'],
                ['PRIZE-1', name],
                ['PRIZE-2', 'plain'],
            ]),
        );
        expect(rows).toEqual([
            { line: 1, cells: ['code', 'prize'] },
            { line: 2, cells: ['PRIZE-1', name] },
            { line: 4, cells: ['PRIZE-2', 'plain'] },
        ]);
    });

    it('defuses a cell a spreadsheet would run as a formula, and leaves a negative amount a number', () => {
        const [, row] = readCsvRows(
            spreadsheetCsv([
                ['name', 'discount', 'trick'],
                ['=HYPERLINK("http://x")', '-7.00', '-7+cmd|calc'],
            ]),
        );
        expect(row!.cells).toEqual([`'=HYPERLINK("http://x")`, '-7.00', `'-7+cmd|calc`]);
    });

    it('reads a hand-made file: LF or CRLF, blank lines keep the numbering, ragged rows, a byte-order mark', () => {
        expect(readCsvRows('\uFEFFcode\r\nBBB-1\n\n"BBB-2",note\nAB"C\n')).toEqual([
            { line: 1, cells: ['code'] },
            { line: 2, cells: ['BBB-1'] },
            { line: 3, cells: [''] },
            { line: 4, cells: ['BBB-2', 'note'] },
            { line: 5, cells: ['AB"C'] },
        ]);
    });

    it('refuses a quote that is never closed', () => {
        expect(() => readCsvRows('code\n"BBB-1\nBBB-2\n')).toThrow(/Quote Not Closed/);
    });
});
