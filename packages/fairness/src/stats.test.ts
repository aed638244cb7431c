import { describe, expect, test } from 'vitest';

import { chiSquareCritical, chiSquareSurvival, goodnessOfFit } from './test-utils.js';

describe('the chi-square machinery used by the statistics tests', () => {
    test('critical values at p = 0.001 match the published table', () => {
        // Upper-tail critical values, alpha = 0.001: NIST/SEMATECH e-Handbook of Statistical
        // Methods, §1.3.6.7.4 "Critical Values of the Chi-Square Distribution".
        const table: Array<[number, number]> = [
            [1, 10.828],
            [2, 13.816],
            [3, 16.266],
            [4, 18.467],
            [5, 20.515],
            [9, 27.877],
            [10, 29.588],
            [20, 45.315],
        ];
        for (const [dof, critical] of table) expect(chiSquareCritical(dof, 0.001)).toBeCloseTo(critical, 2);
    });

    test('survival function: known points', () => {
        expect(chiSquareSurvival(0, 3)).toBe(1);
        expect(chiSquareSurvival(2, 2)).toBeCloseTo(Math.exp(-1), 12); // dof 2 is exponential
        expect(chiSquareSurvival(3.841, 1)).toBeCloseTo(0.05, 4);
        expect(chiSquareSurvival(18.307, 10)).toBeCloseTo(0.05, 4);
    });

    test('a fit that matches is accepted, one that does not is rejected', () => {
        expect(goodnessOfFit([250, 250, 500], [1, 1, 2]).rejected).toBe(false);
        expect(goodnessOfFit([300, 200, 500], [1, 1, 2]).rejected).toBe(true);
        expect(goodnessOfFit([250, 250, 499, 1], [1, 1, 2, 0]).rejected).toBe(true); // zero-weight category hit
    });
});
