import { createHash, createHmac } from 'node:crypto';

import { describe, expect, test } from 'vitest';

import { toHex } from './bytes.js';
import { seedCommitment } from './box.js';
import { words } from './test-utils.js';
import { beaconPublicKey, signBeaconRound } from './drand.js';
import { checkRarityTimeline } from './timeline.js';
import { DEFAULT_TIER_ODDS, DRAW_WEIGHTS, rollTier, rollTierOnRound, TICKET_TIERS, type TicketTier, tierSeedCommitment, verifyRoundRarity } from './tier.js';

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

describe('beacon-v1: the rarity takes the round fixed at issue', () => {
    const sk = createHash('sha256').update('tuah tier test beacon').digest();
    const publicKey = beaconPublicKey(sk);
    const seed = 'ab'.repeat(32);
    const ticketId = 'P8NAU3-000042';
    const round = 1234;
    const signature = signBeaconRound(sk, round);

    test('HMAC-SHA256(seed, ticketId "|" signature hex) through the same mapping; the round changes the tier', () => {
        const digest = createHmac('sha256', seed).update(`${ticketId}|${signature}`).digest();
        // The mapping is rollTier's: a seed whose HMAC of that message is the digest rolls alike.
        const point = (digest.readUIntBE(0, 6) / 2 ** 48) * 100;
        const expected = point < 70 ? 'COMMON' : point < 88 ? 'RARE' : point < 96 ? 'EPIC' : point < 99 ? 'ULTRA' : 'LEGENDARY';
        expect(rollTierOnRound(seed, ticketId, signature)).toBe(expected);
        expect(rollTierOnRound(seed, ticketId, signature.toUpperCase())).toBe(expected);
        // Over many tickets the round matters: the same ids give other tiers under another round.
        const other = signBeaconRound(sk, round + 1);
        const differs = Array.from({ length: 50 }, (_, i) => `T-${i}`).some(id => rollTierOnRound(seed, id, signature) !== rollTierOnRound(seed, id, other));
        expect(differs).toBe(true);
    });

    test('a ticket verifies with its round; a forged signature, another round or another key fails', () => {
        const rarity = rollTierOnRound(seed, ticketId, signature);
        expect(verifyRoundRarity({ seed, ticketId, rarity, round, signature, publicKey })).toMatchObject({ ok: true, roundValid: true, expected: rarity });
        // A forged signature: another key's signature of the same round.
        const forged = signBeaconRound(createHash('sha256').update('forger').digest(), round);
        expect(verifyRoundRarity({ seed, ticketId, rarity, round, signature: forged, publicKey })).toMatchObject({ ok: false, roundValid: false });
        // A flipped byte.
        const flipped = (signature.slice(0, -2) + (signature.endsWith('00') ? '01' : '00')) as string;
        expect(verifyRoundRarity({ seed, ticketId, rarity, round, signature: flipped, publicKey }).ok).toBe(false);
        // Another round's (valid) signature presented for this round.
        expect(verifyRoundRarity({ seed, ticketId, rarity, round, signature: signBeaconRound(sk, round + 1), publicKey }).ok).toBe(false);
        // A claimed tier the round does not give.
        const wrong = TICKET_TIERS.find(t => t !== rarity)!;
        expect(verifyRoundRarity({ seed, ticketId, rarity: wrong, round, signature, publicKey })).toMatchObject({
            ok: false,
            roundValid: true,
            expected: rarity,
        });
    });

    test('old hmac-v1 tickets keep verifying with rollTier', () => {
        expect(rollTier(seed, ticketId)).toBe(serverRollTier(seed, ticketId));
    });
});

describe('checkRarityTimeline', () => {
    const chain = { genesisTime: 1_700_000_000, period: 3 };
    // Issued 10.5 s after genesis: round 4 (at +9 s) is out, round 5 (at +12 s) is the next.
    const issuedAt = new Date((chain.genesisTime + 10.5) * 1000).toISOString();

    test('issued, round fixed, round emitted, rarity known: in order', () => {
        const check = checkRarityTimeline({ issuedAt, round: 5, ...chain, revealedAt: chain.genesisTime + 12.2 });
        expect(check.ok).toBe(true);
        expect(check.stages.map(s => [s.stage, s.at])).toEqual([
            ['ISSUED', chain.genesisTime + 10.5],
            ['ROUND_FIXED', chain.genesisTime + 10.5],
            ['RANDOMNESS_KNOWN', chain.genesisTime + 12],
            ['RESULT', chain.genesisTime + 12.2],
        ]);
        // Not yet revealed: nothing fails.
        expect(checkRarityTimeline({ issuedAt, round: 5, ...chain }).ok).toBe(true);
    });

    test('a round already out at issue, a later round than the next, or a rarity known before its round fails', () => {
        const early = checkRarityTimeline({ issuedAt, round: 4, ...chain });
        expect(early.ok).toBe(false);
        expect(early.stages.find(s => s.stage === 'ROUND_FIXED')!.ok).toBe(false);
        expect(early.stages.find(s => s.stage === 'RANDOMNESS_KNOWN')!.ok).toBe(false);
        expect(checkRarityTimeline({ issuedAt, round: 6, ...chain }).ok).toBe(false);
        const revealedEarly = checkRarityTimeline({ issuedAt, round: 5, ...chain, revealedAt: chain.genesisTime + 11 });
        expect(revealedEarly.ok).toBe(false);
        expect(revealedEarly.reason).toMatch(/before its round was emitted/);
        expect(checkRarityTimeline({ issuedAt: null, round: 5, ...chain }).ok).toBe(false);
    });
});
