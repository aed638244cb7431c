/** A video link is a plain http(s) address: no javascript:, data: or other schemes reach the shop. */
export function videoUrlProblem(value: unknown): string | undefined {
    if (value == null || value === '') return undefined;
    let url: URL;
    try {
        url = new URL(String(value));
    } catch {
        return 'videoUrl must be a full http(s) address';
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'videoUrl must be an http(s) address';
    return undefined;
}
