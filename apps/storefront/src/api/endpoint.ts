/**
 * Where the shop API is and how its operations are named: used by the app and by the build (the
 * first-screen script, scripts/first-screen-plugin.ts), so nothing here may touch the browser.
 */

/** Same origin by default; the app shell (Capacitor) points `VITE_SHOP_API_URL` at the real server. */
export function shopApiUrlFrom(env: { VITE_SHOP_API_URL?: string }): string {
    return env.VITE_SHOP_API_URL || '/shop-api';
}

const OPERATION_NAME = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/** The operation's name as written in its document (`query Products(…)` → `Products`). */
export function operationNameOf(document: { toString(): string }): string {
    const name = OPERATION_NAME.exec(document.toString())?.[1];
    if (!name) throw new Error('Every shop API document must be a named operation');
    return name;
}
