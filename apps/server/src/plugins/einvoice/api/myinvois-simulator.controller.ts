import { Body, Controller, Get, Inject, NotFoundException, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';

import { EINVOICE_PLUGIN_OPTIONS, SIMULATOR_ROUTE } from '../constants';
import { MyInvoisSimulatorService, SimAnswer } from '../services/myinvois-simulator.service';
import { EInvoicePluginOptions } from '../types';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, c => `&#${c.charCodeAt(0)};`);

/**
 * The local MyInvois simulator's HTTP side (EINVOICE_PROVIDER=simulator; 404 otherwise): the
 * identity service's token, the e-invoice API's paths, and the validation link's page.
 */
@Controller(SIMULATOR_ROUTE)
export class MyInvoisSimulatorController {
    constructor(
        @Inject(EINVOICE_PLUGIN_OPTIONS) private options: EInvoicePluginOptions,
        private simulator: MyInvoisSimulatorService,
    ) {}

    /** Answers, or 503 while a test has the simulator down; 404 when the shop does not run it. */
    private async answer(res: Response, req: Request | null, work: () => Promise<SimAnswer> | SimAnswer) {
        if (!this.options.simulator) throw new NotFoundException();
        if (this.simulator.down) return res.status(503).json({ error: { code: 'ServiceUnavailable', message: 'The simulator is down (a test said so)' } });
        if (req && !this.simulator.authorised(req.headers.authorization))
            return res.status(401).json({ error: { code: 'Unauthorized', message: 'No valid token' } });
        const { status, body } = await work();
        return body === undefined ? res.status(status).end() : res.status(status).json(body);
    }

    @Post('connect/token')
    token(@Body() body: Record<string, string>, @Res() res: Response) {
        return this.answer(res, null, () => this.simulator.token(body ?? {}));
    }

    @Post('api/v1.0/documentsubmissions')
    submit(@Body() body: unknown, @Req() req: Request, @Res() res: Response) {
        return this.answer(res, req, () => this.simulator.submit(body as Parameters<MyInvoisSimulatorService['submit']>[0]));
    }

    @Get('api/v1.0/documentsubmissions/:uid')
    submission(@Param('uid') uid: string, @Req() req: Request, @Res() res: Response) {
        return this.answer(res, req, () => this.simulator.submission(uid));
    }

    @Get('api/v1.0/documents/:uuid/details')
    details(@Param('uuid') uuid: string, @Req() req: Request, @Res() res: Response) {
        return this.answer(res, req, () => this.simulator.details(uuid));
    }

    @Put('api/v1.0/documents/state/:uuid/state')
    cancel(@Param('uuid') uuid: string, @Body() body: { status?: string; reason?: string }, @Req() req: Request, @Res() res: Response) {
        return this.answer(res, req, () => this.simulator.cancel(uuid, body ?? {}));
    }

    @Get('api/v1.0/taxpayer/validate/:tin')
    validateTin(@Param('tin') tin: string, @Query('idType') idType: string, @Query('idValue') idValue: string, @Req() req: Request, @Res() res: Response) {
        return this.answer(res, req, () => this.simulator.validateTin(tin, String(idType ?? ''), String(idValue ?? '')));
    }

    /** Tests only (dev tools on): `{ "down": true }` makes every simulator call answer 503 until `{ "down": false }`. */
    @Put('dev/outage')
    outage(@Body() body: { down?: boolean }, @Res() res: Response) {
        if (!this.options.simulator || !this.options.devTools) throw new NotFoundException();
        this.simulator.down = body?.down === true;
        res.status(200).json({ down: this.simulator.down });
    }

    /** The validation link's page: what anyone scanning the QR code sees. */
    @Get(':uuid/share/:longId')
    async shared(@Param('uuid') uuid: string, @Param('longId') longId: string, @Res() res: Response) {
        if (!this.options.simulator) throw new NotFoundException();
        const row = await this.simulator.shared(uuid, longId);
        if (!row) return res.status(404).type('text/plain').send('No such document');
        res.status(200)
            .type('text/html')
            .send(
                `<!doctype html><meta charset="utf-8"><title>MyInvois simulator</title><h1>${escapeHtml(row.status)}</h1>` +
                    `<p>MyInvois simulator (not LHDN): e-invoice ${escapeHtml(row.codeNumber)}, UUID ${escapeHtml(row.uuid)}, RM ${escapeHtml(row.totalPayable)}</p>`,
            );
    }
}
