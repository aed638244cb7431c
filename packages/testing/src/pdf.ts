/**
 * The text of a PDF, page by page, as PDF.js extracts it: what a reader (or a screen reader, or
 * a copy and paste) gets out of the file. Items on one line are joined by spaces.
 */
export async function pdfText(data: Uint8Array): Promise<string> {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await pdfjs.getDocument({ data, disableFontFace: true, isEvalSupported: false }).promise;
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
        const content = await (await doc.getPage(n)).getTextContent();
        pages.push(content.items.map(item => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''));
    }
    await doc.destroy();
    return pages.join('\n');
}
