/**
 * Numbers as the shop writes them in both its languages (en-MY and ms-MY write them alike: "1,299.5"),
 * without Intl: a page's first `Intl.NumberFormat` loads the locale's number data, tens of
 * milliseconds of a phone's main thread in the middle of its first screen
 * (docs/performance.md#the-first-screen). `ui/number.test.ts` holds these to Intl's output.
 */

/** `value` × 10^`places`, shifted in its decimal digits (so 0.0005 × 100 is 0.05, not 0.049999…). */
function shiftDecimal(value: number, places: number): number {
    const [mantissa, exponent = '0'] = String(value).split('e');
    return Number(`${mantissa}e${Number(exponent) + places}`);
}

/**
 * `value` rounded half away from zero to at most `maxDigits` decimals (at least `minDigits`), with
 * thousands separated by commas: what `Intl.NumberFormat('en-MY')` writes.
 */
export function formatDecimal(value: number, { minDigits = 0, maxDigits }: { minDigits?: number; maxDigits: number }): string {
    const sign = value < 0 ? '-' : '';
    const rounded = shiftDecimal(Math.round(shiftDecimal(Math.abs(value), maxDigits)), -maxDigits);
    let [whole = '0', fraction = ''] = rounded.toFixed(maxDigits).split('.');
    while (fraction.length > minDigits && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
    whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** A fraction as a percentage with at most `maxDigits` decimals: 0.125 → "12.5%". */
export function formatPercent(fraction: number, maxDigits: number): string {
    return `${formatDecimal(shiftDecimal(fraction, 2), { maxDigits })}%`;
}
