import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { RequestContextService } from '@vendure/core';
import type { Response } from 'express';

import { INVOICE_ROUTE, INVOICES_PLUGIN_OPTIONS } from '../constants';
import { renderInvoicePdf } from '../services/invoice-pdf';
import { verifyInvoiceLink } from '../services/invoice-links';
import { InvoiceService } from '../services/invoice.service';
import { InvoiceContents, InvoicesPluginOptions } from '../types';

/** The PDF behind an invoice's signed `downloadUrl`: 403 for a forged or expired link, 404 for no such invoice. */
@Controller(INVOICE_ROUTE)
export class InvoiceController {
    constructor(
        private invoices: InvoiceService,
        private requestContexts: RequestContextService,
        @Inject(INVOICES_PLUGIN_OPTIONS) private options: InvoicesPluginOptions,
    ) {}

    @Get(':file')
    async download(@Param('file') file: string, @Query() query: Record<string, unknown>, @Res() res: Response) {
        // Answered here rather than thrown: a refused link is the visitor's mistake, not a server error to log.
        const refuse = (status: 403 | 404, text: string) => res.status(status).type('text/plain').send(text);
        const number = /^(.+)\.pdf$/.exec(file)?.[1];
        if (!number) return refuse(404, 'Not found');
        const link = verifyInvoiceLink(this.options.linkSecret(), number, query);
        if (typeof link === 'string') return refuse(403, link === 'EXPIRED' ? 'This invoice link has expired' : 'This invoice link is not valid');
        const ctx = await this.requestContexts.create({ apiType: 'shop' });
        const invoice = await this.invoices.findByNumber(ctx, link.invoiceNumber);
        if (!invoice) return refuse(404, 'Not found');
        const validationUrl = await this.invoices.validationLink(ctx, invoice);
        const pdf = await renderInvoicePdf(JSON.parse(invoice.contents) as InvoiceContents, link.lang, {
            storefrontUrl: this.options.storefrontUrl,
            validationUrl,
        });
        res.status(200)
            .set({
                'content-type': 'application/pdf',
                'content-disposition': `attachment; filename="${invoice.invoiceNumber}.pdf"`,
                'cache-control': 'private, no-store',
            })
            .send(pdf);
    }
}
