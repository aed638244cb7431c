import { startA4Pdf } from '../../../common/pdf';

/*
 * The shop's fonts (startA4Pdf) for the words, so campaign and prize names in Malay print alike; the
 * code itself in Courier Bold, one of PDF's own fonts: monospaced, so every coupon's code lines up
 * and reads character by character.
 */

export interface CouponSheet {
    /** The shop's name (SELLER_NAME), at the top of every coupon. */
    shopName: string;
    /** What each code grants, in English and Malay (the shopper reads either). */
    grant: { en: string; ms: string };
    expiresAt: Date | null;
    /** The codes in their printed form (groups of four). */
    codes: string[];
    /** The batch, in the document's title. */
    batch: string;
}

/** Coupons per A4 page: two across, five down, each about the size of a business card and a half. */
export const COUPON_COLUMNS = 2;
export const COUPON_ROWS = 5;
const MARGIN = 28;

function expiryDate(date: Date, locale: string): string {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Kuala_Lumpur' }).format(date);
}

/**
 * A batch as a printable A4 sheet of coupons (docs/dashboard.md, Codes): a grid with dashed cut
 * lines, each coupon with the shop's name, what the code grants, the code in large monospace and
 * its expiry; as many pages as the batch needs.
 */
export function renderCouponSheet(sheet: CouponSheet): Promise<Buffer> {
    const { doc, done } = startA4Pdf({ margin: MARGIN, autoFirstPage: false, title: `Coupons: ${sheet.batch}`, author: sheet.shopName });
    const perPage = COUPON_COLUMNS * COUPON_ROWS;
    const expiry = sheet.expiresAt
        ? `Valid until ${expiryDate(sheet.expiresAt, 'en-MY')} · Sah sehingga ${expiryDate(sheet.expiresAt, 'ms-MY')}`
        : 'No expiry · Tiada tarikh tamat';
    sheet.codes.forEach((code, i) => {
        if (i % perPage === 0) doc.addPage();
        const width = (doc.page.width - 2 * MARGIN) / COUPON_COLUMNS;
        const height = (doc.page.height - 2 * MARGIN) / COUPON_ROWS;
        const slot = i % perPage;
        const x = MARGIN + (slot % COUPON_COLUMNS) * width;
        const y = MARGIN + Math.floor(slot / COUPON_COLUMNS) * height;
        // Cut lines: each coupon's own dashed frame (neighbours share theirs).
        doc.save().lineWidth(0.5).dash(4, { space: 3 }).strokeColor('#888888').rect(x, y, width, height).stroke().restore();
        const pad = 14;
        const inner = width - 2 * pad;
        const line = { width: inner, lineBreak: false, ellipsis: true } as const;
        doc.fillColor('#000000')
            .font('bold')
            .fontSize(12)
            .text(sheet.shopName, x + pad, y + pad, line);
        doc.font('regular')
            .fontSize(9)
            .text(sheet.grant.en, x + pad, y + pad + 20, line);
        doc.fillColor('#444444').text(sheet.grant.ms, x + pad, y + pad + 33, line);
        doc.fillColor('#000000')
            .font('Courier-Bold')
            .fontSize(22)
            .text(code, x + pad, y + height / 2 - 6, { width: inner, align: 'center', lineBreak: false });
        doc.font('regular')
            .fontSize(7.5)
            .fillColor('#444444')
            .text(expiry, x + pad, y + height - pad - 22, line);
        doc.text('Single use · Sekali guna', x + pad, y + height - pad - 10, line);
    });
    doc.end();
    return done;
}

/** A name in English and Malay (the English when there is no Malay translation). */
export interface BilingualName {
    en: string;
    ms: string;
}

/** What a code grants, as a coupon says it: "2 tickets in Smart Watch Draw" and, in Malay, "2 tiket dalam Cabutan Jam Pintar". */
export function couponGrant(
    grantType: 'TICKETS' | 'BOX' | 'PRIZE',
    quantity: number,
    campaign: BilingualName,
    prize: BilingualName | null,
): { en: string; ms: string } {
    if (grantType === 'TICKETS')
        return { en: `${quantity} ${quantity === 1 ? 'ticket' : 'tickets'} in ${campaign.en}`, ms: `${quantity} tiket dalam ${campaign.ms}` };
    if (grantType === 'BOX') return { en: `${quantity} ${quantity === 1 ? 'box' : 'boxes'} of ${campaign.en}`, ms: `${quantity} kotak ${campaign.ms}` };
    return { en: `Prize: ${(prize ?? campaign).en}`, ms: `Hadiah: ${(prize ?? campaign).ms}` };
}

/** A translated entity's name in English and Malay (its translations, else its name in the request's language). */
export function bilingualName(entity: { name?: unknown; translations?: Array<{ languageCode: string; name?: unknown }> } | null | undefined): BilingualName {
    const name = (lang: string) => entity?.translations?.find(t => t.languageCode === lang)?.name;
    const fallback = String(name('en') ?? entity?.name ?? '');
    return { en: fallback, ms: String(name('ms') ?? fallback) };
}
