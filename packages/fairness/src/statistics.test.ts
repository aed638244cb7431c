/**
 * Distribution tests: chi-square goodness of fit at p = 0.001 (critical values computed from the
 * chi-square distribution in test-utils.ts, checked against the NIST table in stats.test.ts).
 * The words come from a seeded SHA-256 counter-mode generator, so the runs are reproducible.
 * Each fit test has a negative control showing the same test rejects a biased sampler.
 */
import { bytesToNumberBE } from '@noble/curves/utils';
import { describe, expect, test } from 'vitest';

import { toHex } from './bytes.js';
import { type BoxPrizeLine, boxOutcome, rPercentToWeight } from './box.js';
import type { CommittedTicket } from './commitment.js';
import { pickWinner } from './draw.js';
import { goodnessOfFit, words } from './test-utils.js';
import { DEFAULT_TIER_ODDS, rollTier, TICKET_TIERS } from './tier.js';

const HOLDER = '00'.repeat(32);

function countBy<T>(items: Iterable<T>, categories: number, index: (item: T) => number): number[] {
    const counts = new Array<number>(categories).fill(0);
    for (const item of items) counts[index(item)]!++;
    return counts;
}

describe('pickWinner follows the ticket weights', () => {
    const weights = [1, 1, 1, 3, 4, 1, 0, 3, 1, 4, 1, 1];
    const tickets: CommittedTicket[] = weights.map((weight, i) => ({ ticketId: `T-${i}`, weight, holderHash: HOLDER }));
    const sample = words('stats-pick-winner', 20_000);

    test('chi-square, 20,000 draws, 10 degrees of freedom (11 non-zero weights)', () => {
        const counts = countBy(sample, weights.length, w => pickWinner(w, tickets).index);
        const fit = goodnessOfFit(counts, weights);
        expect(fit.dof).toBe(10);
        expect(counts[6]).toBe(0); // the zero-weight ticket
        expect(fit.rejected, JSON.stringify(fit)).toBe(false);
    });

    test('negative control: a modulo-biased sampler (5 random bits mod the total) is rejected', () => {
        // total = 21; 32 = 21 + 11, so points 0..10 are twice as likely as points 11..20.
        const total = weights.reduce((s, w) => s + w, 0);
        const counts = countBy(sample, weights.length, w => {
            const point = (w[0]! & 31) % total;
            let acc = 0;
            return weights.findIndex(x => (acc += x) > point);
        });
        const fit = goodnessOfFit(counts, weights);
        expect(fit.rejected, JSON.stringify(fit)).toBe(true);
    });

    test('negative control: ignoring the weights (uniform over tickets) is rejected', () => {
        const counts = countBy(sample, weights.length, w => Number(bytesToNumberBE(w) % 11n) + (Number(bytesToNumberBE(w) % 11n) >= 6 ? 1 : 0));
        expect(counts[6]).toBe(0);
        expect(goodnessOfFit(counts, weights).rejected).toBe(true);
    });

    test('negative control: a 2 % skew towards one ticket is rejected', () => {
        const counts = countBy(sample, weights.length, w => (w[31]! < 5 ? 0 : pickWinner(w, tickets).index));
        expect(goodnessOfFit(counts, weights).rejected).toBe(true);
    });
});

describe('rollTier follows the tier odds', () => {
    const ids = words('stats-tier-ids', 20_000).map((w, i) => `Q4ZK8N-${String(i).padStart(6, '0')}-${toHex(w).slice(0, 4)}`);
    const seed = toHex(words('stats-tier-seed', 1)[0]!);
    const odds = TICKET_TIERS.map(t => DEFAULT_TIER_ODDS[t]);

    test('chi-square, 20,000 tickets, default odds (4 degrees of freedom)', () => {
        const counts = countBy(ids, 5, id => TICKET_TIERS.indexOf(rollTier(seed, id)));
        const fit = goodnessOfFit(counts, odds);
        expect(fit.dof).toBe(4);
        expect(fit.rejected, JSON.stringify({ fit, counts })).toBe(false);
    });

    test('chi-square, custom odds with a zero tier', () => {
        const custom = { COMMON: 50, RARE: 0, EPIC: 25, ULTRA: 15, LEGENDARY: 10 };
        const counts = countBy(ids.slice(0, 10_000), 5, id => TICKET_TIERS.indexOf(rollTier(seed, id, custom)));
        const fit = goodnessOfFit(
            counts,
            TICKET_TIERS.map(t => custom[t]),
        );
        expect(counts[1]).toBe(0);
        expect(fit.rejected, JSON.stringify({ fit, counts })).toBe(false);
    });

    test('negative control: the rolls tested against slightly wrong odds (69/19) are rejected', () => {
        const counts = countBy(ids, 5, id => TICKET_TIERS.indexOf(rollTier(seed, id)));
        expect(goodnessOfFit(counts, [69, 19, 8, 3, 1]).rejected).toBe(true);
    });
});

describe('boxOutcome follows the prize-line weights', () => {
    const lines: BoxPrizeLine[] = [
        { id: 'phone', weight: rPercentToWeight(1.5), remaining: 3 },
        { id: 'earbuds', weight: rPercentToWeight(8.5), remaining: 40 },
        { id: 'sold-out', weight: rPercentToWeight(10), remaining: 0 },
        { id: 'voucher', weight: rPercentToWeight(30), remaining: null },
        { id: 'sticker', weight: rPercentToWeight(50), remaining: null },
    ];
    const eligible = lines.map(l => (l.remaining === null || l.remaining > 0 ? l.weight : 0));
    const sample = words('stats-boxes', 10_000);

    test('chi-square, 10,000 boxes, an exhausted line never awarded', () => {
        const counts = countBy(sample, lines.length, w => boxOutcome(w, lines).index);
        expect(counts[2]).toBe(0);
        const fit = goodnessOfFit(counts, eligible);
        expect(fit.dof).toBe(3);
        expect(fit.rejected, JSON.stringify({ fit, counts })).toBe(false);
    });

    test('negative control: counting the exhausted line in (renormalising wrongly) is rejected', () => {
        const counts = countBy(sample, lines.length, w => boxOutcome(w, lines).index);
        expect(
            goodnessOfFit(
                counts,
                lines.map(l => l.weight),
            ).rejected,
        ).toBe(true);
    });

    test('negative control: a sampler using the top 8 bits mod the total is rejected', () => {
        // total 9000 > 256: only the first 256 points are reachable.
        const counts = countBy(sample, lines.length, w => {
            const point = w[0]!;
            let acc = 0;
            return eligible.findIndex(x => (acc += x) > point);
        });
        expect(goodnessOfFit(counts, eligible).rejected).toBe(true);
    });
});
