import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { beaconPublicKey, verifyBeaconRound } from '@tuah/fairness';
import { afterEach, describe, expect, it } from 'vitest';

import { BEACON_KEY_FILE, embeddedBeacon } from '../src/config/beacon-key';
import { placeOwnerOnlyFile } from '../src/config/owner-only-file';

/**
 * The embedded beacon's key file (src/config/beacon-key.ts) keeps the key's public half, so a start
 * does not derive it again; a file from before that gets it on its next start.
 */
describe('the embedded beacon keeps its key in DATA_DIR', () => {
    const dirs: string[] = [];
    const dataDir = () => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuah-beacon-key-'));
        dirs.push(dir);
        return dir;
    };
    afterEach(() => {
        for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
    });
    const secretOf = (file: string) => new Uint8Array(Buffer.from(JSON.parse(fs.readFileSync(file, 'utf8')).secretKey, 'hex'));

    it('a new key file holds the public half of its secret key, and the rounds it signs verify against it', () => {
        const dir = dataDir();
        const beacon = embeddedBeacon({ DATA_DIR: dir, DRAW_BEACON_PERIOD_SECONDS: 1, DRAW_BEACON_SECRET_KEY: undefined });
        const file = path.join(dir, BEACON_KEY_FILE);
        const stored = JSON.parse(fs.readFileSync(file, 'utf8'));
        expect(stored.publicKey).toBe(beaconPublicKey(secretOf(file)));
        expect(beacon.publicKey).toBe(stored.publicKey);
        const round = beacon.latestRound();
        expect(verifyBeaconRound(beacon.publicKey, round, beacon.round(round)!.signature)).toBe(true);
        expect((fs.statSync(file).mode & 0o777).toString(8)).toBe('600');
    });

    it('a key file without the public half (written before it was kept) gets it, and the chain stays the same', () => {
        const dir = dataDir();
        const file = path.join(dir, BEACON_KEY_FILE);
        const secretKey = '1'.repeat(64);
        fs.writeFileSync(file, JSON.stringify({ secretKey, genesisTime: 1_790_000_000 }) + '\n', { mode: 0o600 });
        const beacon = embeddedBeacon({ DATA_DIR: dir, DRAW_BEACON_PERIOD_SECONDS: 3, DRAW_BEACON_SECRET_KEY: undefined });
        const publicKey = beaconPublicKey(secretOf(file));
        expect(beacon.publicKey).toBe(publicKey);
        expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ secretKey, genesisTime: 1_790_000_000, publicKey });
        expect((fs.statSync(file).mode & 0o777).toString(8)).toBe('600');
        expect(fs.readdirSync(dir)).toEqual([BEACON_KEY_FILE]);
        // The next start reads the same chain from the completed file.
        const again = embeddedBeacon({ DATA_DIR: dir, DRAW_BEACON_PERIOD_SECONDS: 1, DRAW_BEACON_SECRET_KEY: undefined });
        expect([again.publicKey, again.genesisTime]).toEqual([publicKey, 1_790_000_000]);
    });

    it('a key file placed first is the one kept; a completed file replaces it whole; no drafts stay behind', () => {
        const dir = dataDir();
        const file = path.join(dir, 'key.hex');
        expect(placeOwnerOnlyFile(file, 'first\n', { keepFirst: true })).toBe(true);
        expect(placeOwnerOnlyFile(file, 'second\n', { keepFirst: true })).toBe(false);
        expect(fs.readFileSync(file, 'utf8')).toBe('first\n');
        placeOwnerOnlyFile(file, 'completed\n', { keepFirst: false });
        expect(fs.readFileSync(file, 'utf8')).toBe('completed\n');
        expect((fs.statSync(file).mode & 0o777).toString(8)).toBe('600');
        expect(fs.readdirSync(dir)).toEqual(['key.hex']);
    });
});
