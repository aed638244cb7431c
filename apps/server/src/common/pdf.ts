import path from 'node:path';

/**
 * pdfkit, loaded on the first PDF rather than at every process start (a tenth of a second of CPU
 * each start, for documents most processes never print).
 */
const pdfkit = () => require('pdfkit') as typeof import('pdfkit');

/**
 * DejaVu Sans (apps/server/assets/fonts, from the dejavu-fonts-ttf package; its licence is beside
 * it), embedded in every PDF the shop prints (invoices, coupon sheets), registered as 'regular' and
 * 'bold', so any reader shows Malay (and any other Latin) text alike.
 */
const FONT_DIR = path.resolve(__dirname, '../../assets/fonts');
const REGULAR = path.join(FONT_DIR, 'DejaVuSans.ttf');
const BOLD = path.join(FONT_DIR, 'DejaVuSans-Bold.ttf');

/**
 * A new A4 document in the shop's fonts, and the whole file once the caller has drawn it and called
 * `doc.end()`.
 */
export function startA4Pdf(options: { margin: number; title: string; author: string; autoFirstPage?: boolean }): {
    doc: PDFKit.PDFDocument;
    done: Promise<Buffer>;
} {
    const PDFDocument = pdfkit();
    const doc = new PDFDocument({
        size: 'A4',
        margin: options.margin,
        autoFirstPage: options.autoFirstPage ?? true,
        font: REGULAR,
        info: { Title: options.title, Author: options.author },
    });
    doc.registerFont('regular', REGULAR);
    doc.registerFont('bold', BOLD);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve, reject) => {
        doc.on('end', () => resolve(Buffer.concat(chunks)));
        doc.on('error', reject);
    });
    return { doc, done };
}
