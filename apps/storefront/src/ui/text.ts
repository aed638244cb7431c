/**
 * The text of an operator-written description (Vendure's editor saves HTML): tags are dropped,
 * paragraphs and line breaks kept as new lines. Nothing of the HTML reaches the page as markup.
 */
export function plainText(html: string): string {
    const withBreaks = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h[1-6])>/gi, '\n');
    const text = new DOMParser().parseFromString(withBreaks, 'text/html').body.textContent ?? '';
    return text.replace(/\n{3,}/g, '\n\n').trim();
}
