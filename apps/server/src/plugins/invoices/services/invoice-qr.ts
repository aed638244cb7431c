import QRCode from 'qrcode';

import { InvoiceLanguage } from './invoice-links';

const CAPTION: Record<InvoiceLanguage, string> = {
    en: 'e-Invoice validated by LHDN MyInvois: scan the code to check it',
    ms: 'e-Invois disahkan oleh LHDN MyInvois: imbas kod untuk menyemaknya',
};

/**
 * The MyInvois validation link as a QR code (vector squares, no image) with a caption and the
 * link in words, at the current position: the e-invoice's proof for whoever holds the paper.
 */
export function drawValidationQr(doc: PDFKit.PDFDocument, url: string, lang: InvoiceLanguage, left: number, width: number): void {
    const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
    const size = qr.modules.size;
    const side = 90;
    const cell = side / size;
    if (doc.y + side + 40 > doc.page.height - 60) doc.addPage();
    const top = doc.y + 16;
    for (let row = 0; row < size; row++) {
        for (let col = 0; col < size; col++) {
            if (qr.modules.get(row, col)) doc.rect(left + col * cell, top + row * cell, cell, cell);
        }
    }
    doc.fill('#000000');
    const textLeft = left + side + 14;
    doc.font('bold')
        .fontSize(9)
        .text(CAPTION[lang], textLeft, top, { width: width - side - 14 });
    doc.font('regular')
        .fontSize(7)
        .text(url, textLeft, doc.y + 4, { width: width - side - 14 });
    doc.y = Math.max(top + side, doc.y);
}
