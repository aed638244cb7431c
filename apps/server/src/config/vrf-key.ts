import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { Environment } from './environment';
import { placeOwnerOnlyFile } from './owner-only-file';

/** Where the embedded mode keeps the key it generated, inside DATA_DIR. */
export const VRF_KEY_FILE = 'vrf-key.hex';

/** Where the embedded mode keeps the fairness log's signing key it generated, inside DATA_DIR. */
export const FAIRNESS_LOG_KEY_FILE = 'fairness-log-key.hex';

const loaded = new Map<string, Uint8Array>();

/**
 * The server's VRF secret key (32 bytes): the one key behind the local draw provider's proofs
 * and the blind-box openings, so a shopper checks both against one published public key.
 *
 * `VRF_SECRET_KEY` (hex) wins. Without it, the embedded mode generates a key once and keeps it
 * in `DATA_DIR/vrf-key.hex` (owner-only): proofs stay verifiable across restarts without any
 * set-up. The file appears atomically (see below), so two processes starting together on one
 * DATA_DIR agree on one key. Scaled deployments whose processes do not share DATA_DIR must set
 * VRF_SECRET_KEY, or each process would prove with its own key.
 */
export function loadVrfSecretKey(env: Pick<Environment, 'VRF_SECRET_KEY' | 'DATA_DIR'>): Uint8Array {
    if (env.VRF_SECRET_KEY) return hexKey(env.VRF_SECRET_KEY, 'VRF_SECRET_KEY');
    return keyFileIn(env.DATA_DIR, VRF_KEY_FILE);
}

/**
 * A 32-byte secret key kept in `DATA_DIR/<name>` as hex: generated once (random bytes, owner-only)
 * and read back ever after. Used for the VRF key and the fairness log's signing key.
 */
export function keyFileIn(dataDir: string, name: string, kind = 'VRF'): Uint8Array {
    const file = path.join(dataDir, name);
    const cached = loaded.get(file);
    if (cached) return cached;
    let hex: string;
    try {
        hex = fs.readFileSync(file, 'utf8');
    } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        fs.mkdirSync(dataDir, { recursive: true });
        // A racing process's key, if it got there first, is the one both keep.
        placeOwnerOnlyFile(file, crypto.randomBytes(32).toString('hex') + '\n', { keepFirst: true });
        hex = fs.readFileSync(file, 'utf8');
    }
    const key = hexKey(hex.trim(), file, kind);
    loaded.set(file, key);
    return key;
}

function hexKey(hex: string, source: string, kind = 'VRF'): Uint8Array {
    const body = hex.replace(/^0x/i, '');
    if (!/^[0-9a-fA-F]{64}$/.test(body)) throw new Error(`${source} must hold a 32-byte ${kind} secret key in hex`);
    return new Uint8Array(Buffer.from(body, 'hex'));
}

/**
 * The fairness log's Ed25519 signing key (docs/fairness.md#the-fairness-log): `FAIRNESS_LOG_SECRET_KEY`
 * (hex) wins, else generated once and kept in `DATA_DIR/fairness-log-key.hex`, as the VRF key is.
 */
export function loadFairnessLogKey(env: Pick<Environment, 'FAIRNESS_LOG_SECRET_KEY' | 'DATA_DIR'>): Uint8Array {
    if (env.FAIRNESS_LOG_SECRET_KEY) return hexKey(env.FAIRNESS_LOG_SECRET_KEY, 'FAIRNESS_LOG_SECRET_KEY', 'Ed25519');
    return keyFileIn(env.DATA_DIR, FAIRNESS_LOG_KEY_FILE, 'Ed25519');
}
