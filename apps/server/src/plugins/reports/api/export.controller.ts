import { once } from 'node:events';

import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { Allow, Ctx, Logger, RequestContext } from '@vendure/core';
import type { Response } from 'express';

import { spreadsheetCsv } from '../../../common/csv';
import { HeapBound } from '../../../common/heap-bound';
import { exportOrdersPermission } from '../config/report-permissions';
import { EXPORT_HEAP_SLACK_MIB, EXPORT_KINDS, ExportKind, loggerCtx } from '../constants';
import { EXPORT_HEADERS, OrderExportService } from '../services/order-export.service';
import { ReportRangeError, reportRange } from '../services/report-range';

/**
 * The operators' CSV downloads (ExportOrders; the admin session's bearer token or cookie):
 * GET /exports/orders.csv?from=YYYY-MM-DD&to=YYYY-MM-DD, likewise payments.csv and refunds.csv.
 * Streamed: each batch is written as it is read, waiting for the client to drain, and the
 * export stops when the client goes away; its garbage is collected as it goes (HeapBound), so the
 * server's memory stays flat however many rows it writes. 400 with the reason for a bad range, 404 for an unknown kind.
 */
@Controller('exports')
export class ExportController {
    constructor(private exports: OrderExportService) {}

    @Get(':file')
    @Allow(exportOrdersPermission.Permission)
    async download(
        @Ctx() ctx: RequestContext,
        @Param('file') file: string,
        @Query('from') from: string | undefined,
        @Query('to') to: string | undefined,
        @Res() res: Response,
    ) {
        const kind = file.replace(/\.csv$/, '') as ExportKind;
        if (!EXPORT_KINDS.includes(kind))
            return res
                .status(404)
                .type('text/plain')
                .send(`No such export; one of ${EXPORT_KINDS.map(k => `${k}.csv`).join(', ')}`);
        let range;
        try {
            range = reportRange(from, to);
        } catch (e) {
            if (e instanceof ReportRangeError) return res.status(400).type('text/plain').send(e.message);
            throw e;
        }
        res.status(200).set({
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="tuah-${kind}-${range.from}-to-${range.to}.csv"`,
            'cache-control': 'private, no-store',
        });
        let gone = false;
        res.on('close', () => (gone = true));
        const write = async (text: string) => {
            if (!res.write(text)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
        };
        try {
            const heap = new HeapBound(EXPORT_HEAP_SLACK_MIB);
            await write(spreadsheetCsv([EXPORT_HEADERS[kind]]));
            for await (const rows of this.exports.rows(ctx, kind, range)) {
                if (gone) break;
                if (rows.length) await write(spreadsheetCsv(rows));
                heap.settle();
            }
        } catch (e) {
            // The status line is sent: all a failure can do now is cut the file short, which the client sees.
            Logger.error(`The ${kind} export failed: ${e instanceof Error ? e.message : String(e)}`, loggerCtx);
            res.destroy(e instanceof Error ? e : undefined);
            return;
        }
        res.end();
    }
}
