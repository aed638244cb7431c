import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { beaconPublicKey } from '@tuah/fairness';

import { EmbeddedBeacon } from '../plugins/beacon';
import { Environment } from './environment';
import { placeOwnerOnlyFile } from './owner-only-file';

/** Where the embedded beacon keeps the key and genesis time it generated, inside DATA_DIR. */
export const BEACON_KEY_FILE = 'beacon-key.json';

/** The genesis of an embedded beacon whose key is configured (DRAW_BEACON_SECRET_KEY): drand quicknet's. */
const CONFIGURED_GENESIS = 1692803367;

const built = new Map<string, EmbeddedBeacon>();

/**
 * The beacon embedded in this server (docs/fairness.md#drand). `DRAW_BEACON_SECRET_KEY` wins;
 * without it, a BLS key and a genesis time are generated once and kept in DATA_DIR/beacon-key.json
 * (owner-only, appearing atomically as the VRF key does), so past rounds verify across restarts.
 * The file keeps the key's public half too: deriving it is a quarter of a second of CPU on every start.
 */
export function embeddedBeacon(env: Pick<Environment, 'DRAW_BEACON_SECRET_KEY' | 'DRAW_BEACON_PERIOD_SECONDS' | 'DATA_DIR'>): EmbeddedBeacon {
    const file = path.join(env.DATA_DIR, BEACON_KEY_FILE);
    const id = `${env.DRAW_BEACON_SECRET_KEY ?? file}|${env.DRAW_BEACON_PERIOD_SECONDS}`;
    const cached = built.get(id);
    if (cached) return cached;
    const stored = env.DRAW_BEACON_SECRET_KEY ? { secretKey: env.DRAW_BEACON_SECRET_KEY, genesisTime: CONFIGURED_GENESIS } : readOrCreate(file);
    const secretKey = stored.secretKey.replace(/^0x/i, '');
    if (!/^[0-9a-fA-F]{64}$/.test(secretKey) || !Number.isSafeInteger(stored.genesisTime)) {
        throw new Error(`${env.DRAW_BEACON_SECRET_KEY ? 'DRAW_BEACON_SECRET_KEY' : file} must hold a 32-byte BLS secret key in hex and a genesis time`);
    }
    const secret = new Uint8Array(Buffer.from(secretKey, 'hex'));
    // A configured key's public half is derived at each start; a key file written before it was kept gets it now.
    const publicKey = stored.publicKey ?? (env.DRAW_BEACON_SECRET_KEY ? undefined : keepPublicKey(file, stored, beaconPublicKey(secret)));
    const beacon = new EmbeddedBeacon(secret, stored.genesisTime, env.DRAW_BEACON_PERIOD_SECONDS, publicKey);
    built.set(id, beacon);
    return beacon;
}

interface StoredBeaconKey {
    secretKey: string;
    genesisTime: number;
    /** The secret key's public half (hex), kept since 2026-11-30; an older file gets it on its next start. */
    publicKey?: string;
}

function readOrCreate(file: string): StoredBeaconKey {
    try {
        return JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // A BLS secret key is a scalar below the group order; 32 random bytes reduced by noble on use
    // would be biased, so draw until one is in range (almost always the first).
    let secretKey: string;
    do secretKey = crypto.randomBytes(32).toString('hex');
    while (BigInt(`0x${secretKey}`) >= BLS12_381_ORDER || BigInt(`0x${secretKey}`) === 0n);
    const publicKey = beaconPublicKey(new Uint8Array(Buffer.from(secretKey, 'hex')));
    // A racing process's key, if it got there first, is the one both keep.
    placeOwnerOnlyFile(file, JSON.stringify({ secretKey, genesisTime: Math.floor(Date.now() / 1000), publicKey }) + '\n', { keepFirst: true });
    return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** An older key file completed with its public half (a racing process writes the same); returns that half. */
function keepPublicKey(file: string, stored: StoredBeaconKey, publicKey: string): string {
    try {
        placeOwnerOnlyFile(file, JSON.stringify({ ...stored, publicKey }) + '\n', { keepFirst: false });
    } catch {
        // A read-only DATA_DIR derives the public half again on the next start, nothing more.
    }
    return publicKey;
}

/** The order of BLS12-381's prime-order subgroups. */
const BLS12_381_ORDER = 0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001n;
