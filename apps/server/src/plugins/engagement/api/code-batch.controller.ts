import { Controller, Get, Query, Res } from '@nestjs/common';
import { Allow, Ctx, RequestContext } from '@vendure/core';
import type { Response } from 'express';

import { codePermission } from '../config/code-permission';
import { CodeService, printedCode } from '../services/code.service';

/** A spreadsheet cell: quoted, quotes doubled, and a leading = + - @ defused so no spreadsheet runs it as a formula. */
function cell(value: unknown): string {
    let text = value == null ? '' : value instanceof Date ? value.toISOString() : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return `"${text.replace(/"/g, '""')}"`;
}

/**
 * GET /code-batches/csv?batch=<label>: a batch's codes as CSV for operators (ReadCode; the admin
 * session's bearer token or cookie), one row per code with what it grants and who redeemed it.
 */
@Controller('code-batches')
export class CodeBatchController {
    constructor(private codes: CodeService) {}

    @Get('csv')
    @Allow(codePermission.Read)
    async csv(@Ctx() ctx: RequestContext, @Query('batch') batch: string | undefined, @Res() res: Response) {
        if (!batch) return res.status(400).type('text/plain').send('Give the batch: ?batch=<label>');
        const { items, totalItems } = await this.codes.batchCodes(ctx, batch, { take: 1000 });
        if (!totalItems) return res.status(404).type('text/plain').send('No such batch');
        const header = ['code', 'printed', 'kind', 'grantType', 'quantity', 'expiresAt', 'redeemedAt', 'redeemedById', 'redeemedByName'];
        const rows = items.map(c => [
            c.code,
            printedCode(c.code),
            c.kind,
            c.grantType,
            c.quantity,
            c.expiresAt,
            c.redeemedAt,
            c.redeemedById,
            c.redeemedBy ? `${c.redeemedBy.firstName} ${c.redeemedBy.lastName}`.trim() : '',
        ]);
        const body = [header, ...rows].map(row => row.map(cell).join(',')).join('\r\n') + '\r\n';
        const file = batch.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 80) || 'codes';
        res.status(200)
            .set({ 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${file}.csv"`, 'cache-control': 'private, no-store' })
            .send(body);
    }
}
