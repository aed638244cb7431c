import { MoneySummary } from '../../../common/money-summary';
import { startA4Pdf } from '../../../common/pdf';
import { courierText } from '../../checkout';
import { InvoiceContents } from '../types';
import { InvoiceLanguage } from './invoice-links';
import { drawValidationQr } from './invoice-qr';

const LABELS: Record<InvoiceLanguage, Record<string, string>> = {
    en: {
        title: 'TAX INVOICE',
        number: 'Invoice number',
        date: 'Date',
        order: 'Order',
        seller: 'Seller',
        buyer: 'Bill to',
        taxId: 'Tax ID',
        item: 'Item',
        quantity: 'Qty',
        unitPrice: 'Unit price',
        amount: 'Amount',
        items: 'Items',
        subtotal: 'Subtotal',
        noDelivery: 'No delivery needed',
        rounding: 'Rounding',
        shipping: 'Shipping',
        total: 'Total',
        taxIncluded: 'Tax included',
        salesTax: 'Sales tax',
        footer: 'All prices include tax. Thank you for shopping with us.',
        rules: 'Official rules',
    },
    ms: {
        title: 'INVOIS CUKAI',
        number: 'No. invois',
        date: 'Tarikh',
        order: 'Pesanan',
        seller: 'Penjual',
        buyer: 'Dibilkan kepada',
        taxId: 'No. cukai',
        item: 'Barangan',
        quantity: 'Kuantiti',
        unitPrice: 'Harga seunit',
        amount: 'Jumlah',
        items: 'Harga barangan',
        subtotal: 'Jumlah kecil',
        noDelivery: 'Tiada penghantaran',
        rounding: 'Pembundaran',
        shipping: 'Penghantaran',
        total: 'Jumlah keseluruhan',
        taxIncluded: 'Termasuk cukai',
        salesTax: 'Cukai jualan',
        footer: 'Semua harga termasuk cukai. Terima kasih kerana membeli-belah dengan kami.',
        rules: 'Peraturan rasmi',
    },
};

/** `RM 1,234.50` for sen in MYR; other currencies by their code. */
export function money(sen: number, currencyCode: string): string {
    const amount = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(sen) / 100);
    return `${sen < 0 ? '-' : ''}${currencyCode === 'MYR' ? 'RM' : currencyCode} ${amount}`;
}

function issueDate(iso: string, lang: InvoiceLanguage): string {
    return new Intl.DateTimeFormat(lang === 'ms' ? 'ms-MY' : 'en-MY', { dateStyle: 'long', timeZone: 'Asia/Kuala_Lumpur' }).format(new Date(iso));
}

/**
 * The breakdown of an invoice issued before invoices kept one: its lines, its discounts (delivery
 * discounts among them) and, so that the rows still add up to the total charged, delivery as the rest.
 */
function legacySummary(invoice: InvoiceContents): MoneySummary {
    const lines = invoice.lines.map(l => ({
        orderLineId: null,
        name: l.name,
        quantity: l.quantity,
        unitPriceWithTax: l.unitPriceWithTax,
        linePriceWithTax: l.linePriceWithTax,
    }));
    const itemsTotal = lines.reduce((sum, l) => sum + l.linePriceWithTax, 0);
    const discounts = invoice.discounts.map(d => ({ source: '', promotionId: null, name: d.description, couponCode: null, amountWithTax: d.amountWithTax }));
    const subTotal = itemsTotal + discounts.reduce((sum, d) => sum + d.amountWithTax, 0);
    const deliveryPrice = invoice.totalWithTax - subTotal;
    return {
        currencyCode: invoice.currencyCode,
        lines,
        itemsTotal,
        discounts,
        subTotal,
        delivery:
            deliveryPrice || invoice.shippingDescription
                ? { state: 'CHOSEN', name: invoice.shippingDescription ?? null, priceWithTax: deliveryPrice }
                : { state: 'NOT_NEEDED', name: null, priceWithTax: 0 },
        deliveryDiscounts: [],
        total: invoice.totalWithTax,
        taxes: invoice.taxes.filter(tax => tax.taxTotal).map(tax => ({ description: tax.description, taxRate: tax.taxRate, amount: tax.taxTotal })),
        taxTotal: invoice.totalTax,
    };
}

/** The storefront's official rules page of a campaign (the storefront's `common/draws/product/rules?cId=`), absolute. */
export function campaignRulesUrl(storefrontUrl: string, campaignId: string): string {
    return `${storefrontUrl.replace(/\/+$/, '')}/tabs/common/draws/product/rules?cId=${encodeURIComponent(campaignId)}`;
}

/**
 * The invoice as a PDF (A4), in the link's language. Each campaign line (a lucky-draw item, a
 * blind box) links its campaign's official rules on the storefront (docs/responsible-play.md#official-rules);
 * once the order's own e-invoice is valid, its MyInvois validation link is a QR code (docs/einvoice.md).
 */
export function renderInvoicePdf(
    invoice: InvoiceContents,
    lang: InvoiceLanguage,
    { storefrontUrl, validationUrl }: { storefrontUrl: string; validationUrl?: string },
): Promise<Buffer> {
    const t = LABELS[lang];
    const { doc, done } = startA4Pdf({ margin: 50, title: `${t.title} ${invoice.invoiceNumber}`, author: invoice.seller.name });
    const cur = (sen: number) => money(sen, invoice.currencyCode);
    const left = 50;
    const width = doc.page.width - 100;

    doc.font('bold').fontSize(18).text(t.title, left, 50);
    doc.font('regular').fontSize(10);
    const head = doc.y + 10;
    doc.font('bold').text(t.seller, left, head).font('regular');
    doc.text(invoice.seller.name);
    for (const line of invoice.seller.address) doc.text(line);
    if (invoice.seller.taxId) doc.text(`${t.taxId}: ${invoice.seller.taxId}`);
    if (invoice.seller.email) doc.text(invoice.seller.email);
    const sellerEnd = doc.y;
    const meta = left + width / 2 + 20;
    doc.text(`${t.number}: ${invoice.invoiceNumber}`, meta, head);
    doc.text(`${t.date}: ${issueDate(invoice.issuedAt, lang)}`, meta);
    doc.text(`${t.order}: ${invoice.orderCode}`, meta);

    doc.y = Math.max(sellerEnd, doc.y) + 15;
    doc.font('bold').text(t.buyer, left).font('regular');
    for (const line of [invoice.buyer.name, ...invoice.buyer.address, invoice.buyer.phone, invoice.buyer.email]) if (line) doc.text(line, left);

    // The lines: item, quantity, unit price, amount.
    const cols = { item: left, qty: left + width * 0.55, unit: left + width * 0.65, amount: left + width * 0.82 };
    const colWidth = { item: width * 0.53, qty: width * 0.1, unit: width * 0.17, amount: width * 0.18 };
    // A long order goes on over more pages: a row that would reach the bottom margin starts a new one.
    const roomFor = (height: number) => {
        if (doc.y + height > doc.page.height - 60) doc.addPage();
    };
    const row = (cells: { item: string; qty: string; unit: string; amount: string }, bold = false) => {
        roomFor(30);
        const y = doc.y;
        doc.font(bold ? 'bold' : 'regular');
        doc.text(cells.item, cols.item, y, { width: colWidth.item });
        const end = doc.y;
        doc.text(cells.qty, cols.qty, y, { width: colWidth.qty, align: 'right' });
        doc.text(cells.unit, cols.unit, y, { width: colWidth.unit, align: 'right' });
        doc.text(cells.amount, cols.amount, y, { width: colWidth.amount, align: 'right' });
        doc.y = Math.max(end, doc.y) + 4;
    };
    doc.y += 15;
    row({ item: t.item, qty: t.quantity, unit: t.unitPrice, amount: t.amount }, true);
    doc.moveTo(left, doc.y)
        .lineTo(left + width, doc.y)
        .stroke();
    doc.y += 4;
    for (const line of invoice.lines) {
        row({
            // The product as the shopper knows it, in the invoice's language; the SKU is the shop's, not the shopper's.
            item: line.names?.[lang] || line.name,
            qty: String(line.quantity),
            unit: cur(line.unitPriceWithTax),
            amount: cur(line.linePriceWithTax),
        });
        if (line.campaignId) {
            const url = campaignRulesUrl(storefrontUrl, line.campaignId);
            roomFor(14);
            doc.font('regular').fontSize(8).fillColor('#1d4ed8');
            doc.text(`${t.rules}: ${url}`, cols.item, doc.y - 2, { width: width * 0.8, link: url, underline: true });
            doc.fillColor('black').fontSize(10);
            doc.y += 4;
        }
    }
    doc.moveTo(left, doc.y)
        .lineTo(left + width, doc.y)
        .stroke();
    doc.y += 6;

    // The totals, right-aligned under the amounts.
    const total = (label: string, amount: string, bold = false) => {
        roomFor(20);
        const y = doc.y;
        doc.font(bold ? 'bold' : 'regular');
        doc.text(label, left, y, { width: cols.amount - left - 10, align: 'right' });
        doc.text(amount, cols.amount, y, { width: colWidth.amount, align: 'right' });
        doc.y += 2;
    };
    // The rows of the one money breakdown (common/money-summary.ts), each the sum of those above.
    const summary = invoice.summary ?? legacySummary(invoice);
    // Named as on the shop's screens (ui/MoneySummary): the promotion's own name says it is a discount
    // ("Diskaun 10% untuk pesanan anda"), so no "Discount:" before it.
    const discountLabel = (d: MoneySummary['discounts'][number]) =>
        d.source === 'ROUNDING' ? t.rounding : `${d.name}${d.couponCode ? ` (${d.couponCode})` : ''}`;
    total(t.items, cur(summary.itemsTotal));
    for (const d of summary.discounts) total(discountLabel(d), cur(d.amountWithTax));
    total(t.subtotal, cur(summary.subTotal), true);
    // The courier's words in the invoice's language; the tax by its rate (Vendure's tax-rate names are not translatable).
    const courier = courierText(summary.delivery.name, lang);
    if (summary.delivery.state === 'CHOSEN') total(courier ? `${t.shipping} (${courier})` : t.shipping, cur(summary.delivery.priceWithTax));
    else total(t.shipping, t.noDelivery);
    for (const d of summary.deliveryDiscounts) total(discountLabel(d), cur(d.amountWithTax));
    total(t.total, cur(summary.total), true);
    for (const tax of summary.taxes) total(`${t.taxIncluded}: ${t.salesTax} ${tax.taxRate}%`, cur(tax.amount));
    if (summary.taxes.length === 0) total(t.taxIncluded, cur(summary.taxTotal));

    // The e-invoice's MyInvois validation link, once it is valid (docs/einvoice.md#the-invoice-pdf).
    if (validationUrl) drawValidationQr(doc, validationUrl, lang, left, width);

    doc.font('regular')
        .fontSize(9)
        .text(t.footer, left, doc.y + 20, { width });
    doc.end();
    return done;
}
