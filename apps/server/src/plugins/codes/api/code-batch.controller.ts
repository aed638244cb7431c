import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { Allow, Ctx, RequestContext } from '@vendure/core';
import type { Response } from 'express';

import { spreadsheetCsv } from '../../../common/csv';
import { codePermission } from '../config/code-permission';
import { CODES_PLUGIN_OPTIONS } from '../constants';
import { CodeService, printedCode } from '../services/code.service';
import { bilingualName, couponGrant, renderCouponSheet } from '../services/coupon-sheet-pdf';
import { CodesPluginOptions } from '../types';
import { PrizeRelations } from '../../prizes';

/** The download's file name: the batch key with anything unsafe in a header or a file name dashed. */
function fileName(batch: string): string {
    return batch.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 80) || 'codes';
}

/**
 * A batch's downloads for operators (ReadCode; the admin session's bearer token or cookie):
 * GET /code-batches/csv?batch=<batch>, one row per code with what it grants and who redeemed it;
 * GET /code-batches/pdf?batch=<batch>, the printable A4 sheet of coupons. 400 without a batch,
 * 404 for an unknown one.
 */
@Controller('code-batches')
export class CodeBatchController {
    constructor(
        private codes: CodeService,
        private relations: PrizeRelations,
        @Inject(CODES_PLUGIN_OPTIONS) private options: CodesPluginOptions,
    ) {}

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
        const body = spreadsheetCsv([header, ...rows]);
        res.status(200)
            .set({
                'content-type': 'text/csv; charset=utf-8',
                'content-disposition': `attachment; filename="${fileName(batch)}.csv"`,
                'cache-control': 'private, no-store',
            })
            .send(body);
    }

    @Get('pdf')
    @Allow(codePermission.Read)
    async pdf(@Ctx() ctx: RequestContext, @Query('batch') batch: string | undefined, @Res() res: Response) {
        if (!batch) return res.status(400).type('text/plain').send('Give the batch: ?batch=<label>');
        const { items, totalItems } = await this.codes.batchCodes(ctx, batch, { take: 1000 });
        if (!totalItems) return res.status(404).type('text/plain').send('No such batch');
        // A batch's codes share what they grant and their expiry (createCodeBatch).
        const first = items[0];
        const [campaign, prize] = await Promise.all([this.relations.campaign(ctx, first.campaignId), this.relations.product(ctx, first.prizeId)]);
        const body = await renderCouponSheet({
            shopName: this.options.shopName ?? 'Tuah',
            grant: couponGrant(first.grantType, first.quantity, bilingualName(campaign), prize ? bilingualName(prize) : null),
            expiresAt: first.expiresAt ? new Date(first.expiresAt) : null,
            codes: items.map(c => printedCode(c.code)),
            batch,
        });
        res.status(200)
            .set({
                'content-type': 'application/pdf',
                'content-disposition': `attachment; filename="${fileName(batch)}.pdf"`,
                'cache-control': 'private, no-store',
            })
            .send(body);
    }
}
