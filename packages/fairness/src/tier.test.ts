import { createHash, createHmac } from 'node:crypto';

import { describe, expect, test } from 'vitest';

import { toHex } from './bytes.js';
import { seedCommitment } from './box.js';
import { words } from './test-utils.js';
import { DEFAULT_TIER_ODDS, DRAW_WEIGHTS, rollTier, TICKET_TIERS, type TicketTier, tierSeedCommitment } from './tier.js';

/** The server's implementation (apps/server .../tier-roll.ts), verbatim, on node:crypto. */
function serverRollTier(seed: string, ticketId: string, odds?: Partial<Record<TicketTier, number>> | null): TicketTier {
    const table = { ...DEFAULT_TIER_ODDS, ...(odds ?? {}) };
    const total = TICKET_TIERS.reduce((sum, tier) => sum + Math.max(0, table[tier]), 0);
    const digest = createHmac('sha256', seed).update(ticketId).digest();
    const point = (digest.readUIntBE(0, 6) / 2 ** 48) * total;
    let cumulative = 0;
    for (const tier of TICKET_TIERS) {
        cumulative += Math.max(0, table[tier]);
        if (point < cumulative) return tier;
    }
    return 'COMMON';
}

describe('tier constants', () => {
    test('tiers, draw weights and default odds', () => {
        expect(TICKET_TIERS).toEqual(['COMMON', 'RARE', 'EPIC', 'ULTRA', 'LEGENDARY']);
        expect(DRAW_WEIGHTS).toEqual({ COMMON: 1, RARE: 1, EPIC: 1, ULTRA: 3, LEGENDARY: 4 });
        expect(DEFAULT_TIER_ODDS).toEqual({ COMMON: 70, RARE: 18, EPIC: 8, ULTRA: 3, LEGENDARY: 1 });
    });
});

describe('rollTier equals the server, bit for bit', () => {
    const oddsTables: Array<Partial<Record<TicketTier, number>> | null | undefined> = [
        undefined,
        null,
        {},
        { LEGENDARY: 50 },
        { COMMON: 0, RARE: 0, EPIC: 0, ULTRA: 0, LEGENDARY: 1 },
        { COMMON: 33.3, RARE: 33.3, EPIC: 33.4 },
        { COMMON: -5, ULTRA: 10 },
        { COMMON: 0, RARE: 0, EPIC: 0, ULTRA: 0, LEGENDARY: 0 },
        { RARE: Number.NaN },
        { EPIC: undefined },
        { COMMON: 1e-9, LEGENDARY: 1e9 },
    ];

    test('random seeds and ticket ids, all odds tables', () => {
        const seeds = words('tier-seeds', 40).map(toHex);
        seeds.push('', 'short', 'ünïcødé-séed 🎲', 'lone \udc00 surrogate');
        const ids = words('tier-ids', 60).map((w, i) => `${toHex(w).slice(0, 6).toUpperCase()}-${String(i).padStart(6, '0')}`);
        ids.push('', 'ตั๋ว-1', '\ud800');
        let checked = 0;
        for (const seed of seeds) {
            for (const id of ids) {
                for (const odds of oddsTables) {
                    expect(rollTier(seed, id, odds)).toBe(serverRollTier(seed, id, odds));
                    checked++;
                }
            }
        }
        expect(checked).toBeGreaterThan(20_000);
    });

    test('every tier is reached with the default odds, and agrees', () => {
        const seen = new Set<TicketTier>();
        for (let i = 0; i < 5000 && seen.size < 5; i++) {
            const tier = rollTier('edge-seed', `E-${i}`);
            expect(tier).toBe(serverRollTier('edge-seed', `E-${i}`));
            seen.add(tier);
        }
        expect(seen.size).toBe(5);
    });
});

describe('seed commitments', () => {
    test('tierSeedCommitment = seedCommitment = sha256(utf8(seed))', () => {
        for (const seed of ['', 'abc', 'f'.repeat(64), 'ünïcødé']) {
            const expected = createHash('sha256').update(seed, 'utf8').digest('hex');
            expect(tierSeedCommitment(seed)).toBe(expected);
            expect(seedCommitment(seed)).toBe(expected);
        }
    });
});
