/**
 * `npx jiti bench/fairness-log.ts` (docs/fairness.md "The fairness log"): the cost of a signed
 * head and an inclusion proof over a log of a million entries, as the server computes them —
 * first with a cold hash cache, then after one more entry (the cache kept, as the server keeps it).
 */
import { logConsistencyProof, type LogHashCache, logInclusionProof, logLeafHash, logRoot } from '../packages/fairness/src';

const SIZE = Number(process.env.BENCH_LOG_SIZE ?? 1_000_000);

function timed<T>(label: string, work: () => T): T {
    const started = performance.now();
    const result = work();
    console.log(`${label.padEnd(52)} ${(performance.now() - started).toFixed(0).padStart(7)} ms`);
    return result;
}

const leaves = timed(`leaf hashes of ${SIZE.toLocaleString('en')} entries`, () => Array.from({ length: SIZE + 1 }, (_, i) => logLeafHash(`entry ${i}`)));
const cache: LogHashCache = new Map();
timed('root, cold cache', () => logRoot(leaves, SIZE, cache));
timed('root after one more entry, warm cache', () => logRoot(leaves, SIZE + 1, cache));
timed('inclusion proof of a middle entry, warm cache', () => logInclusionProof(leaves, Math.floor(SIZE / 2), SIZE + 1, cache));
timed('inclusion proof of the newest entry, warm cache', () => logInclusionProof(leaves, SIZE, SIZE + 1, cache));
timed('consistency proof from half the log, warm cache', () => logConsistencyProof(leaves, Math.floor(SIZE / 2) + 7, SIZE + 1, cache));
console.log(`cached subtree hashes: ${cache.size.toLocaleString('en')}`);
