import { fromHex } from '@tuah/fairness/bytes';

import { SHOP_API_URL } from '../../api/shopApi';
import { storage, STORAGE_KEYS } from '../../lib/storage';
import { verifier } from '../../lib/verifier';

/** One of a proof's entries in the public fairness log, as the shop API lists them (`logEntries`). */
export interface LogEntryRef {
    index: number;
    kind: string;
    body: string;
}

/** What the proof page shows for one kind of entry; the logged entry must say the same. */
export interface ExpectedEntry {
    kind: string;
    data: Record<string, string | number | null | undefined>;
}

/** `missing`: no entry of that kind is logged; `differs`: the entry says something else than the proof; `not-included`: the entry is not under the head. */
export type EntryProblem = 'missing' | 'differs' | 'not-included';

export interface LogCheck {
    /** Everything holds: a head signed by the log's key, and every expected entry included in it, saying what the proof says. */
    ok: boolean;
    treeSize: number;
    /** When the log signed the head (unix milliseconds). */
    signedAt: number;
    publicKey: string;
    signatureValid: boolean;
    /**
     * Against the last head this phone verified, if any: whether the log only grew since (an RFC 6962
     * consistency proof). False when it did not, or when the log now signs with another key.
     */
    consistency: { seenAt: number; ok: boolean } | null;
    entries: Array<{ kind: string; index: number | null; problem: EntryProblem | null }>;
}

/** The log's HTTP API beside the shop API (same origin, or the server the app shell talks to). */
export function logUrl(path: string): string {
    return `${SHOP_API_URL.replace(/\/shop-api\/?$/, '')}/fairness-log/${path}`;
}

/** The head as GET /fairness-log/head answers it. */
interface PublishedHead {
    treeSize: number;
    timestamp: number;
    rootHash: string;
    signature: string;
    publicKey: string;
}

async function getJson<T>(path: string): Promise<T> {
    const response = await fetch(logUrl(path));
    if (!response.ok) throw new Error(`${response.status} ${(await response.text()).slice(0, 200)}`);
    return (await response.json()) as T;
}

/**
 * Checks a proof's entries against the log's latest signed head, in the browser, with
 * `@tuah/fairness` (in the verifier, off the main thread): the head's Ed25519 signature, each entry's RFC 6962
 * inclusion proof, and that each logged entry says what the proof page shows.
 */
export async function checkLog(entries: readonly LogEntryRef[], expected: readonly ExpectedEntry[]): Promise<LogCheck> {
    const head = await getJson<PublishedHead>('head');
    const signatureValid = await verifier('verifyTreeHead', head.publicKey, head);
    const results = await Promise.all(
        expected.map(async want => {
            const entry = entries.find(e => e.kind === want.kind);
            if (!entry) return { kind: want.kind, index: null, problem: 'missing' as const };
            const logged = await verifier('parseLogEntryBody', entry.body);
            const says = Object.entries(want.data).every(([field, value]) => String(logged?.data?.[field] ?? null) === String(value ?? null));
            if (!logged || logged.kind !== want.kind || !says) return { kind: want.kind, index: entry.index, problem: 'differs' as const };
            if (entry.index >= head.treeSize) return { kind: want.kind, index: entry.index, problem: 'not-included' as const };
            const proof = await getJson<{ auditPath: string[] }>(`proof/inclusion?index=${entry.index}&size=${head.treeSize}`);
            const leaf = await verifier('logLeafHash', entry.body);
            const included = await verifier('verifyLogInclusion', leaf, entry.index, head.treeSize, proof.auditPath.map(fromHex), fromHex(head.rootHash));
            return { kind: want.kind, index: entry.index, problem: included ? null : ('not-included' as const) };
        }),
    );

    // This phone as a small monitor: the head it verified last must be a prefix of today's.
    let consistency: LogCheck['consistency'] = null;
    const seen = seenHead();
    if (seen && (await verifier('verifyTreeHead', seen.publicKey, seen))) {
        let ok = seen.publicKey === head.publicKey && seen.treeSize <= head.treeSize;
        if (ok) {
            const proof = await getJson<{ consistency: string[] }>(`proof/consistency?first=${seen.treeSize}&second=${head.treeSize}`);
            ok = await verifier(
                'verifyLogConsistency',
                seen.treeSize,
                head.treeSize,
                proof.consistency.map(fromHex),
                fromHex(seen.rootHash),
                fromHex(head.rootHash),
            );
        }
        consistency = { seenAt: seen.timestamp, ok };
    }
    // A head that failed is not kept: the one seen before stays, as the evidence.
    if (signatureValid && (consistency === null || consistency.ok)) storage.set(STORAGE_KEYS.seenLogHead, JSON.stringify(head));

    return {
        ok: signatureValid && (consistency === null || consistency.ok) && results.every(r => r.problem === null),
        treeSize: head.treeSize,
        signedAt: head.timestamp,
        publicKey: head.publicKey,
        signatureValid,
        consistency,
        entries: results,
    };
}

function seenHead(): PublishedHead | null {
    try {
        const head = JSON.parse(storage.get(STORAGE_KEYS.seenLogHead) ?? 'null') as PublishedHead | null;
        return head && typeof head.treeSize === 'number' && typeof head.publicKey === 'string' ? head : null;
    } catch {
        return null;
    }
}
