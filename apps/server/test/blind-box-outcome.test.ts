import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { chiSquareCritical, chiSquareStatistic } from '@tuah/testing/src/statistics';
import { describe, expect, it } from 'vitest';

import { loadVrfSecretKey, VRF_KEY_FILE } from '../src/config/vrf-key';
import { eligibilitySnapshot, pickPrizeLine, PrizeLineState, proveBox, withoutLine } from '../src/plugins/blind-box';
import { boxAlpha, boxOutcome, BoxPrizeLine, fromHex, rPercentToWeight, seedCommitment, toHex, verifyBox } from '@tuah/fairness';

/** Pearson's statistic of observed counts against expected probabilities. */
const chiSquare = (observed: number[], probabilities: number[]) => {
    const n = observed.reduce((a, b) => a + b, 0);
    return chiSquareStatistic(
        observed,
        probabilities.map(p => n * p),
    );
};

/** The chi-square critical value at significance 0.001, by degrees of freedom. */
const critical = (dof: number) => chiSquareCritical(dof, 0.001);

const KEY = fromHex('9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60');
const SEED = 'a3f1c2d4e5b60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
const BOXES = 10_000;

const TABLE = [0.5, 1.5, 8, 15, 35, 40];
const lines = (table: number[], stock: Array<number | null> = table.map(() => null)): PrizeLineState[] =>
    table.map((p, i) => ({ id: String(i + 1), weight: rPercentToWeight(p), stock: stock[i], awarded: 0, pType: 'PHYSICAL' }));

/**
 * Derives `count` boxes the way an opening does from its 256-bit word (weighted, unbiased pick
 * among eligible lines). The words come from SHA-256 in counter mode rather than from one VRF
 * proof each: a VRF output is uniform by construction, what is tested here is the mapping from a
 * word to a prize line, and 10,000 proofs would take most of a minute (the real VRF path is
 * checked below, box by box).
 */
function deriveCounts(snapshot: BoxPrizeLine[], count: number) {
    const counts = snapshot.map(() => 0);
    for (let i = 1; i <= count; i++) {
        const word = crypto.createHash('sha256').update(`${SEED}:${i}`).digest();
        const lineId = pickPrizeLine(new Uint8Array(word), snapshot);
        counts[snapshot.findIndex(l => l.id === lineId)]++;
    }
    return counts;
}

describe('blind-box outcome derivation', () => {
    it(`over ${BOXES} derived boxes, outcome frequencies match rPercent (chi-square, p = 0.001)`, () => {
        const snapshot = eligibilitySnapshot(lines(TABLE));
        const started = Date.now();
        const counts = deriveCounts(snapshot, BOXES);
        const chi2 = chiSquare(
            counts,
            TABLE.map(p => p / 100),
        );
        console.log(`${BOXES} boxes derived in ${Date.now() - started} ms; counts ${counts.join(' / ')}; chi-square ${chi2.toFixed(2)} (df 5)`);
        expect(counts.reduce((a, b) => a + b, 0)).toBe(BOXES);
        expect(chi2).toBeLessThan(critical(5));
    });

    it('the same test rejects a derivation that does not follow the published odds', () => {
        // Negative controls: the statistic must be able to fail. Outcomes drawn from a table
        // other than the one published (two lines' odds swapped, and the rarest line doubled)
        // are far outside the acceptance region.
        const swapped = deriveCounts(eligibilitySnapshot(lines([0.5, 1.5, 8, 15, 40, 35])), BOXES);
        expect(
            chiSquare(
                swapped,
                TABLE.map(p => p / 100),
            ),
        ).toBeGreaterThan(critical(5));
        const rareDoubled = deriveCounts(eligibilitySnapshot(lines([1, 1.5, 8, 15, 35, 39.5])), BOXES);
        expect(
            chiSquare(
                rareDoubled,
                TABLE.map(p => p / 100),
            ),
        ).toBeGreaterThan(critical(5));
    });

    it('with client seeds: the outcome of one box follows the odds as its seed varies (chi-square), and a derivation ignoring the seed fails', () => {
        // Real VRF proofs for ONE box code: only the client seed varies, so every difference in
        // outcome comes from it. 600 proofs (5 to 20 ms each) over a three-line table, proved once.
        const odds = [10, 30, 60];
        const snapshot = eligibilitySnapshot(lines(odds));
        const seeds = Array.from({ length: 600 }, (_, i) => crypto.createHash('sha256').update(`client-${i}`).digest('hex').slice(0, 32));
        const words = new Map(seeds.map(clientSeed => [clientSeed, proveBox(KEY, SEED, 'BBTEST-000007', clientSeed).word]));
        const count = (pick: (clientSeed: string) => string) => {
            const counts = odds.map(() => 0);
            for (const clientSeed of seeds) counts[snapshot.findIndex(l => l.id === pick(clientSeed))]++;
            return counts;
        };
        const withSeed = count(clientSeed => pickPrizeLine(words.get(clientSeed)!, snapshot));
        const chi2 = chiSquare(
            withSeed,
            odds.map(p => p / 100),
        );
        console.log(`client seeds over one box: counts ${withSeed.join(' / ')}; chi-square ${chi2.toFixed(2)} (df 2)`);
        expect(chi2).toBeLessThan(critical(2));
        // Negative control: a derivation that drops the client seed gives that box one fixed outcome.
        const fixed = pickPrizeLine(proveBox(KEY, SEED, 'BBTEST-000007').word, snapshot);
        expect(
            chiSquare(
                count(() => fixed),
                odds.map(p => p / 100),
            ),
        ).toBeGreaterThan(critical(2));
        // And one that lets the seed through but draws from other odds than those published.
        const skewed = eligibilitySnapshot(lines([25, 30, 45]));
        const biased = count(clientSeed => pickPrizeLine(words.get(clientSeed)!, skewed));
        expect(
            chiSquare(
                biased,
                odds.map(p => p / 100),
            ),
        ).toBeGreaterThan(critical(2));
    });

    it('is deterministic and re-derivable from the published evidence', () => {
        const snapshot = eligibilitySnapshot(lines(TABLE));
        const a = proveBox(KEY, SEED, 'BBTEST-000042');
        const b = proveBox(KEY, SEED, 'BBTEST-000042');
        expect(a.proof).toBe(b.proof);
        expect(a.proof).toHaveLength(160);
        expect(a.randomWord).toHaveLength(64);
        expect(proveBox(KEY, SEED, 'BBTEST-000043').proof).not.toBe(a.proof);
        expect(proveBox(KEY, `${SEED}x`, 'BBTEST-000042').proof).not.toBe(a.proof);
        expect(toHex(boxAlpha(SEED, 'BBTEST-000042'))).toBe(Buffer.from(`tuah-box:${SEED}:BBTEST-000042`).toString('hex'));
        expect(seedCommitment(SEED)).toBe(crypto.createHash('sha256').update(SEED).digest('hex'));

        const lineId = pickPrizeLine(a.word, snapshot);
        const verified = verifyBox({ campaignSeed: SEED, boxCode: 'BBTEST-000042', publicKey: a.publicKey, proof: a.proof, lines: snapshot });
        expect(verified.lineId).toBe(lineId);
        expect(verified.proofValid).toBe(true);
        const wrongBox = verifyBox({ campaignSeed: SEED, boxCode: 'BBTEST-000041', publicKey: a.publicKey, proof: a.proof, lines: snapshot });
        expect(wrongBox.ok).toBe(false);
    });

    it('never picks a line that has run out, and re-derives deterministically without it', () => {
        const state = lines(TABLE, [0, null, 3, null, null, null]);
        state[2].awarded = 3;
        const snapshot = eligibilitySnapshot(state);
        expect(snapshot.map(l => l.remaining)).toEqual([0, null, 0, null, null, null]);
        const counts = deriveCounts(snapshot, 2_000);
        expect(counts[0]).toBe(0);
        expect(counts[2]).toBe(0);
        // Renormalised over the lines left: 1.5 / 15 / 35 / 40 of 91.5.
        const left = [1.5, 15, 35, 40];
        const chi2 = chiSquare(
            [counts[1], counts[3], counts[4], counts[5]],
            left.map(p => p / 91.5),
        );
        expect(chi2).toBeLessThan(critical(3));

        // A line taken between snapshot and claim: marked run out, the same word picks again.
        const full = eligibilitySnapshot(lines(TABLE));
        for (let i = 0; i < 50; i++) {
            const { word } = proveBox(KEY, SEED, `RETRY-${i}`);
            const first = pickPrizeLine(word, full);
            const again = pickPrizeLine(word, withoutLine(full, first));
            expect(again).not.toBe(first);
            expect(pickPrizeLine(word, withoutLine(full, first))).toBe(again);
        }
    });

    it('bounds a DIGITAL line by its free codes', () => {
        const state: PrizeLineState[] = [
            { id: 'd', weight: 9_000, stock: null, awarded: 0, pType: 'DIGITAL', freeCodes: 0 },
            { id: 'lose', weight: 1_000, stock: null, awarded: 0, pType: 'PHYSICAL' },
        ];
        expect(eligibilitySnapshot(state)[0].remaining).toBe(0);
        for (let i = 0; i < 100; i++) expect(pickPrizeLine(proveBox(KEY, SEED, `D-${i}`).word, eligibilitySnapshot(state))).toBe('lose');
        state[0].freeCodes = 4;
        state[0].stock = 2;
        expect(eligibilitySnapshot(state)[0].remaining).toBe(2);
    });

    it('picks without modulo bias at the edges of the word range', () => {
        // A word of all ones is rejected for a total that does not divide 2^256 and re-drawn.
        const top = new Uint8Array(32).fill(0xff);
        const r = boxOutcome(top, [
            { id: 'a', weight: 3, remaining: null },
            { id: 'b', weight: 0, remaining: null },
            { id: 'c', weight: 4, remaining: 5 },
        ]);
        expect(r.total).toBe(7n);
        expect(['a', 'c']).toContain(r.lineId);
        expect(r.point < 7n).toBe(true);
        expect(() => boxOutcome(top, [{ id: 'a', weight: 10, remaining: 0 }])).toThrow(/no prize line/);
    });
});

describe('the VRF key', () => {
    it('comes from VRF_SECRET_KEY, else is generated once into DATA_DIR and kept', () => {
        const hex = crypto.randomBytes(32).toString('hex');
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuah-key-'));
        try {
            expect(toHex(loadVrfSecretKey({ VRF_SECRET_KEY: hex, DATA_DIR: dir }))).toBe(hex);
            expect(fs.existsSync(path.join(dir, VRF_KEY_FILE))).toBe(false);
            const generated = loadVrfSecretKey({ VRF_SECRET_KEY: undefined, DATA_DIR: dir });
            expect(generated).toHaveLength(32);
            const file = path.join(dir, VRF_KEY_FILE);
            expect(fs.readFileSync(file, 'utf8').trim()).toBe(toHex(generated));
            expect(fs.statSync(file).mode & 0o077).toBe(0);
            expect(fs.readdirSync(dir)).toEqual([VRF_KEY_FILE]);
            // Another process (no in-memory cache) reads the same key.
            const other = fs.mkdtempSync(path.join(os.tmpdir(), 'tuah-key-'));
            fs.copyFileSync(file, path.join(other, VRF_KEY_FILE));
            expect(toHex(loadVrfSecretKey({ VRF_SECRET_KEY: undefined, DATA_DIR: other }))).toBe(toHex(generated));
            fs.rmSync(other, { recursive: true, force: true });
        } finally {
            fs.rmSync(dir, { recursive: true, force: true });
        }
    });

    it('refuses a malformed key file', () => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuah-key-'));
        try {
            fs.writeFileSync(path.join(dir, VRF_KEY_FILE), 'abc');
            expect(() => loadVrfSecretKey({ VRF_SECRET_KEY: undefined, DATA_DIR: dir })).toThrow(/32-byte VRF secret key/);
        } finally {
            fs.rmSync(dir, { recursive: true, force: true });
        }
    });
});
