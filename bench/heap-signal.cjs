/**
 * Preloaded into the server by the benches (bench/memory.ts's heapSignalEnv: NODE_OPTIONS=--require):
 * on SIGWINCH (a signal Nest's shutdown hooks leave alone; they stop the server on SIGUSR2) it
 * reads the process's memory as it is (process.memoryUsage, V8's heap committed and in use) and,
 * unless HEAP_PROBE_COLLECT=0, runs a full collection and reads it again; it writes the figures to
 * `<HEAP_PROBE_OUT>.<pid>.<n>.json`, and with HEAP_PROBE_SNAPSHOT set a heap snapshot beside them
 * (after the figures: writing one takes memory of its own that the process keeps).
 */
const fs = require('node:fs');
const v8 = require('node:v8');
const vm = require('node:vm');

const MiB = bytes => Math.round(bytes / 2 ** 20);

/** memoryUsage in MiB, and each heap space's committed size and live use. */
function read() {
    const usage = Object.fromEntries(Object.entries(process.memoryUsage()).map(([k, v]) => [k, MiB(v)]));
    const spaces = Object.fromEntries(
        v8.getHeapSpaceStatistics().map(s => [s.space_name.replace(/_space$/, ''), { committed: MiB(s.physical_space_size), used: MiB(s.space_used_size) }]),
    );
    return { ...usage, spaces };
}

const collect = process.env.HEAP_PROBE_COLLECT !== '0';
let gc;
if (collect) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc');
}
let taken = 0;
process.on('SIGWINCH', () => {
    const report = { before: read() };
    if (collect) {
        const start = process.hrtime.bigint();
        gc();
        report.gcMs = Math.round(Number(process.hrtime.bigint() - start) / 1e6);
        report.after = read();
    }
    const out = `${process.env.HEAP_PROBE_OUT}.${process.pid}.${++taken}`;
    if (process.env.HEAP_PROBE_SNAPSHOT) report.snapshot = v8.writeHeapSnapshot(`${out}.heapsnapshot`);
    fs.writeFileSync(`${out}.json`, JSON.stringify(report));
});
