import { SHOP_API_URL } from '../../api/shopApi';

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
 * `@tuah/fairness` (loaded on demand): the head's Ed25519 signature, each entry's RFC 6962
 * inclusion proof, and that each logged entry says what the proof page shows.
 */
export async function checkLog(entries: readonly LogEntryRef[], expected: readonly ExpectedEntry[]): Promise<LogCheck> {
    const { fromHex, logLeafHash, parseLogEntryBody, verifyLogInclusion, verifyTreeHead } = await import('@tuah/fairness');
    const head = await getJson<PublishedHead>('head');
    const signatureValid = verifyTreeHead(head.publicKey, head);
    const results = await Promise.all(
        expected.map(async want => {
            const entry = entries.find(e => e.kind === want.kind);
            if (!entry) return { kind: want.kind, index: null, problem: 'missing' as const };
            const logged = parseLogEntryBody(entry.body);
            const says = Object.entries(want.data).every(([field, value]) => String(logged?.data?.[field] ?? null) === String(value ?? null));
            if (!logged || logged.kind !== want.kind || !says) return { kind: want.kind, index: entry.index, problem: 'differs' as const };
            if (entry.index >= head.treeSize) return { kind: want.kind, index: entry.index, problem: 'not-included' as const };
            const proof = await getJson<{ auditPath: string[] }>(`proof/inclusion?index=${entry.index}&size=${head.treeSize}`);
            const included = verifyLogInclusion(logLeafHash(entry.body), entry.index, head.treeSize, proof.auditPath.map(fromHex), fromHex(head.rootHash));
            return { kind: want.kind, index: entry.index, problem: included ? null : ('not-included' as const) };
        }),
    );
    return {
        ok: signatureValid && results.every(r => r.problem === null),
        treeSize: head.treeSize,
        signedAt: head.timestamp,
        publicKey: head.publicKey,
        signatureValid,
        entries: results,
    };
}
