/**
 * Preloaded into the server by bench/heap-probe.ts (NODE_OPTIONS=--require): on SIGWINCH (a signal
 * Nest's shutdown hooks leave alone; they stop the server on SIGUSR2) it runs a
 * full collection, writes the process's memory (process.memoryUsage, V8's heap spaces) to
 * HEAP_PROBE_OUT, and, with HEAP_PROBE_SNAPSHOT set, a heap snapshot beside it (after the figures:
 * writing one takes memory of its own that the process keeps).
 */
const fs = require('node:fs');
const v8 = require('node:v8');
const vm = require('node:vm');

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');
let taken = 0;
process.on('SIGWINCH', () => {
    gc();
    const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map(s => [s.space_name, Math.round(s.space_used_size / 2 ** 20)]));
    const mib = Object.fromEntries(Object.entries(process.memoryUsage()).map(([k, v]) => [k, Math.round(v / 2 ** 20)]));
    const out = `${process.env.HEAP_PROBE_OUT}.${++taken}`;
    const snapshot = process.env.HEAP_PROBE_SNAPSHOT ? v8.writeHeapSnapshot(`${out}.heapsnapshot`) : undefined;
    fs.writeFileSync(`${out}.json`, JSON.stringify({ ...mib, spaces, snapshot }));
});
