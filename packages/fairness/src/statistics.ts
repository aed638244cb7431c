/**
 * Chi-square goodness of fit: is a set of observed counts plausible under the given weights? Used by
 * the distribution tests (box outcomes, ticket tiers, draws) and by the operators' odds check of
 * blind-box campaigns (apps/server reports plugin, docs/reports.md#the-odds-check).
 */

/** Pearson's statistic sum((O - E)^2 / E). */
export function chiSquareStatistic(observed: number[], expected: number[]): number {
    if (observed.length !== expected.length) throw new Error('length mismatch');
    let x = 0;
    for (let i = 0; i < observed.length; i++) {
        const e = expected[i]!;
        if (!(e > 0)) throw new Error('expected counts must be positive');
        x += (observed[i]! - e) ** 2 / e;
    }
    return x;
}

/** ln Γ(z) for z > 0 (Lanczos approximation, g = 7, 9 coefficients; |error| < 1e-13 here). */
function lnGamma(z: number): number {
    const c = [
        0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
        9.9843695780195716e-6, 1.5056327351493116e-7,
    ];
    if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - lnGamma(1 - z);
    z -= 1;
    let a = c[0]!;
    const t = z + 7.5;
    for (let i = 1; i < 9; i++) a += c[i]! / (z + i);
    return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Regularized upper incomplete gamma Q(a, x) = Γ(a, x) / Γ(a). Series for x < a + 1, else a continued fraction. */
function gammaQ(a: number, x: number): number {
    if (x <= 0) return 1;
    const lnPrefix = a * Math.log(x) - x - lnGamma(a);
    if (x < a + 1) {
        // P(a, x) = x^a e^-x / Γ(a+1) * Σ x^n / ((a+1)...(a+n))
        let term = 1 / a;
        let sum = term;
        for (let n = 1; n < 1000; n++) {
            term *= x / (a + n);
            sum += term;
            if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
        }
        return 1 - sum * Math.exp(lnPrefix);
    }
    // Q(a, x) = x^a e^-x / Γ(a) * 1/(x+1-a- 1(1-a)/(x+3-a- 2(2-a)/(x+5-a- ...))), modified Lentz.
    const tiny = 1e-300;
    let b = x + 1 - a;
    let c = 1 / tiny;
    let d = 1 / b;
    let h = d;
    for (let i = 1; i < 1000; i++) {
        const an = -i * (i - a);
        b += 2;
        d = an * d + b;
        if (Math.abs(d) < tiny) d = tiny;
        c = b + an / c;
        if (Math.abs(c) < tiny) c = tiny;
        d = 1 / d;
        const delta = d * c;
        h *= delta;
        if (Math.abs(delta - 1) < 1e-15) break;
    }
    return Math.exp(lnPrefix) * h;
}

/** P(X >= x) for X ~ chi-square with `dof` degrees of freedom. */
export function chiSquareSurvival(x: number, dof: number): number {
    return gammaQ(dof / 2, x / 2);
}

/** The x with P(X >= x) = alpha (bisection on the survival function). */
export function chiSquareCritical(dof: number, alpha = 0.001): number {
    let lo = 0;
    let hi = dof + 20 * Math.sqrt(2 * dof) + 50;
    for (let i = 0; i < 200; i++) {
        const mid = (lo + hi) / 2;
        if (chiSquareSurvival(mid, dof) > alpha) lo = mid;
        else hi = mid;
    }
    return (lo + hi) / 2;
}

/**
 * Goodness of fit of observed counts to the given weights (expected_i = N * w_i / Σw, over the
 * categories with w_i > 0; any count in a zero-weight category is a failure by itself).
 */
export function goodnessOfFit(observed: number[], weights: number[], alpha = 0.001) {
    const total = weights.reduce((s, w) => s + w, 0);
    const n = observed.reduce((s, o) => s + o, 0);
    const obs: number[] = [];
    const exp: number[] = [];
    let impossible = 0;
    weights.forEach((w, i) => {
        if (w > 0) {
            obs.push(observed[i]!);
            exp.push((n * w) / total);
        } else impossible += observed[i]!;
    });
    const dof = obs.length - 1;
    const statistic = chiSquareStatistic(obs, exp);
    const critical = chiSquareCritical(dof, alpha);
    const pValue = chiSquareSurvival(statistic, dof);
    return { statistic, dof, critical, pValue, impossible, rejected: statistic > critical || impossible > 0 };
}
