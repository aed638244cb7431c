import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';

import { IPAY88_PLUGIN_OPTIONS, ROUTES } from '../constants';
import { IPay88Service } from '../services/ipay88.service';
import { GatewayRequest, LocalGatewayService } from '../services/local-gateway.service';
import { IPay88PluginOptions, IPay88Response } from '../types';
import { GATEWAY_CSS, gatewayLanguage, paymentPage, refusalPage } from './local-gateway-page';

/** Form fields as strings only: a repeated field (an array) or a nested object is dropped. */
function strings(source: unknown): Record<string, string> {
    if (!source || typeof source !== 'object') return {};
    return Object.fromEntries(Object.entries(source).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** iPay88's two calls back: the backend callback (server to server) and the browser's return. */
@Controller()
export class IPay88Controller {
    constructor(private ipay88: IPay88Service) {}

    @Post(ROUTES.callback)
    async callback(@Body() body: unknown, @Res() res: Response) {
        const answer = await this.ipay88.handleCallback(strings(body) as IPay88Response);
        res.status(answer.httpStatus).type('text/plain').send(answer.body);
    }

    /** The browser's return (iPay88 posts it; the local gateway redirects with a query): never settles anything. */
    @Get(ROUTES.return)
    returnGet(@Query() query: unknown, @Res() res: Response) {
        res.redirect(303, this.ipay88.returnUrl(strings(query) as IPay88Response));
    }

    @Post(ROUTES.return)
    returnPost(@Body() body: unknown, @Res() res: Response) {
        res.redirect(303, this.ipay88.returnUrl(strings(body) as IPay88Response));
    }
}

/** The local gateway's pages (IPAY88_MODE=local only; 404 otherwise). */
@Controller()
export class LocalGatewayController {
    constructor(
        @Inject(IPAY88_PLUGIN_OPTIONS) private options: IPay88PluginOptions,
        private gateway: LocalGatewayService,
    ) {}

    @Get(ROUTES.localEntry)
    entryGet(@Query() query: unknown, @Res() res: Response) {
        const { lang, ...request } = strings(query);
        this.entry(request, gatewayLanguage(lang), res);
    }

    @Post(ROUTES.localEntry)
    @HttpCode(200)
    entryPost(@Body() body: unknown, @Query('lang') lang: unknown, @Res() res: Response) {
        this.entry(strings(body), gatewayLanguage(lang), res);
    }

    @Get(ROUTES.localStyles)
    styles(@Res() res: Response) {
        this.localOnly();
        res.type('text/css').set('Cache-Control', 'public, max-age=3600').send(GATEWAY_CSS);
    }

    @Post(ROUTES.localComplete)
    async complete(@Body() body: unknown, @Query('lang') lang: unknown, @Req() req: Request, @Res() res: Response) {
        this.localOnly();
        const fields = strings(body);
        const { outcome, ...request } = fields;
        const checked = this.gateway.check(request as GatewayRequest);
        if (typeof checked === 'string' || (outcome !== 'success' && outcome !== 'failure')) {
            res.status(400)
                .type('html')
                .send(refusalPage(typeof checked === 'string' ? checked : 'Choose success or failure', gatewayLanguage(lang)));
            return;
        }
        res.redirect(303, await this.gateway.complete(checked, outcome === 'success'));
    }

    @Get(ROUTES.localEnquiry)
    async enquiry(@Query() query: unknown, @Res() res: Response) {
        this.localOnly();
        const q = strings(query);
        if (q.MerchantCode !== this.options.merchantCode || !q.RefNo || !q.Amount) return res.type('text/plain').send('Invalid parameters');
        res.type('text/plain').send(await this.gateway.enquiry(q.RefNo, q.Amount, q.TransId || undefined));
    }

    /** The day's report (`?MerchantCode=…&Date=YYYY-MM-DD`), JSON, for the reconciliation. */
    @Get(ROUTES.localReport)
    async report(@Query() query: unknown, @Res() res: Response) {
        this.localOnly();
        const q = strings(query);
        if (q.MerchantCode !== this.options.merchantCode || !/^\d{4}-\d{2}-\d{2}$/.test(q.Date ?? ''))
            return res.status(400).type('text/plain').send('Invalid parameters');
        const rows = await this.gateway.report(q.Date!);
        res.json(
            rows.map(r => ({
                TransId: r.transId,
                RefNo: r.refNo,
                Amount: r.amount,
                Currency: r.currency,
                Status: r.status,
                RefundReference: r.refundReference,
            })),
        );
    }

    private entry(request: GatewayRequest, lang: ReturnType<typeof gatewayLanguage>, res: Response) {
        this.localOnly();
        const checked = this.gateway.check(request);
        if (typeof checked === 'string') {
            res.status(400).type('html').send(refusalPage(checked, lang));
            return;
        }
        res.type('html').send(paymentPage(checked, `/${ROUTES.localComplete}?lang=${lang}`, lang));
    }

    private localOnly() {
        if (this.options.mode !== 'local') throw new NotFoundException();
    }
}
