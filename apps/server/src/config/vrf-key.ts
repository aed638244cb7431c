import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import type { Environment } from './environment';

/**
 * The server's ECVRF secret key (32 bytes), used for draws with the local provider and for
 * blind-box openings. `VRF_SECRET_KEY` (hex) in production and whenever several processes
 * share a database; otherwise (the embedded default) a key generated once and kept in
 * DATA_DIR, so proofs published yesterday still verify against today's public key.
 */
export function loadVrfSecretKey(env: Pick<Environment, 'VRF_SECRET_KEY' | 'DATA_DIR'>): Uint8Array {
    if (env.VRF_SECRET_KEY) return Uint8Array.from(Buffer.from(env.VRF_SECRET_KEY, 'hex'));
    const file = path.join(env.DATA_DIR, 'vrf-key.hex');
    try {
        return Uint8Array.from(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex'));
    } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    fs.mkdirSync(env.DATA_DIR, { recursive: true });
    const key = crypto.randomBytes(32).toString('hex');
    try {
        // 'wx': if another process created it first, keep theirs.
        fs.writeFileSync(file, key + '\n', { flag: 'wx', mode: 0o600 });
    } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    return Uint8Array.from(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex'));
}
