/**
 * `node bench/heap-compare.mjs <before.heapsnapshot> <after.heapsnapshot> [rows]`
 * (docs/performance.md#memory): two heap snapshots (bench/heap-probe.ts with HEAP_PROBE_SNAPSHOT=1)
 * compared by constructor, as DevTools' comparison view groups them: count, self size and retained
 * size of each, the largest changes first. Retained sizes come from the dominator tree (Cooper,
 * Harvey and Kennedy's iterative algorithm, weak edges left out as DevTools leaves them out); a
 * constructor's retained size counts only its instances not held by another instance of it.
 */
import fs from 'node:fs';

function load(file) {
    const snapshot = JSON.parse(fs.readFileSync(file, 'utf8'));
    const meta = snapshot.snapshot.meta;
    const nodeFields = meta.node_fields.length;
    const edgeFields = meta.edge_fields.length;
    const nodeTypes = meta.node_types[0];
    const edgeTypes = meta.edge_types[0];
    const at = name => meta.node_fields.indexOf(name);
    const [typeAt, nameAt, sizeAt, edgeCountAt] = [at('type'), at('name'), at('self_size'), at('edge_count')];
    const [edgeTypeAt, edgeToAt] = [meta.edge_fields.indexOf('type'), meta.edge_fields.indexOf('to_node')];
    const weak = edgeTypes.indexOf('weak');
    const { nodes, edges, strings } = snapshot;
    const count = nodes.length / nodeFields;

    // Successors (CSR over node indices), without weak edges.
    const firstEdge = new Uint32Array(count + 1);
    for (let n = 0, e = 0; n < count; n++) {
        firstEdge[n] = e;
        e += nodes[n * nodeFields + edgeCountAt];
        firstEdge[n + 1] = e;
    }
    const succ = n => {
        const out = [];
        for (let e = firstEdge[n]; e < firstEdge[n + 1]; e++) {
            if (edges[e * edgeFields + edgeTypeAt] === weak) continue;
            out.push(edges[e * edgeFields + edgeToAt] / nodeFields);
        }
        return out;
    };
    // Postorder from the root (node 0), iteratively.
    const order = new Int32Array(count).fill(-1);
    const post = [];
    const stack = [[0, succ(0), 0]];
    order[0] = -2;
    while (stack.length) {
        const top = stack[stack.length - 1];
        if (top[2] < top[1].length) {
            const next = top[1][top[2]++];
            if (order[next] === -1) {
                order[next] = -2;
                stack.push([next, succ(next), 0]);
            }
        } else {
            order[top[0]] = post.length;
            post.push(top[0]);
            stack.pop();
        }
    }
    // Predecessors among reachable nodes.
    const preds = Array.from({ length: count }, () => []);
    for (const n of post) for (const m of succ(n)) if (order[m] >= 0) preds[m].push(n);
    const idom = new Int32Array(count).fill(-1);
    idom[0] = 0;
    const intersect = (a, b) => {
        while (a !== b) {
            while (order[a] < order[b]) a = idom[a];
            while (order[b] < order[a]) b = idom[b];
        }
        return a;
    };
    for (let changed = true; changed;) {
        changed = false;
        for (let i = post.length - 2; i >= 0; i--) {
            const n = post[i];
            let dom = -1;
            for (const p of preds[n]) if (idom[p] !== -1) dom = dom === -1 ? p : intersect(p, dom);
            if (dom !== idom[n]) {
                idom[n] = dom;
                changed = true;
            }
        }
    }
    const retained = new Float64Array(count);
    for (const n of post) {
        retained[n] += nodes[n * nodeFields + sizeAt];
        if (n !== 0) retained[idom[n]] += retained[n];
    }
    const className = n => {
        const type = nodeTypes[nodes[n * nodeFields + typeAt]];
        return type === 'object' || type === 'native' ? strings[nodes[n * nodeFields + nameAt]] : `(${type})`;
    };
    const classes = new Map();
    for (const n of post) {
        const name = className(n);
        const row = classes.get(name) ?? { count: 0, self: 0, retained: 0 };
        row.count++;
        row.self += nodes[n * nodeFields + sizeAt];
        if (n === 0 || className(idom[n]) !== name) row.retained += retained[n];
        classes.set(name, row);
    }
    return { classes, total: retained[0] };
}

const [beforeFile, afterFile, rows = '25'] = process.argv.slice(2);
const before = load(beforeFile);
const after = load(afterFile);
const MiB = bytes => (bytes / 2 ** 20).toFixed(2);
console.log(`live heap (reachable): ${MiB(before.total)} → ${MiB(after.total)} MiB`);
const names = new Set([...before.classes.keys(), ...after.classes.keys()]);
const zero = { count: 0, self: 0, retained: 0 };
const diff = [...names].map(name => {
    const b = before.classes.get(name) ?? zero;
    const a = after.classes.get(name) ?? zero;
    return { name, b, a, self: a.self - b.self, retained: a.retained - b.retained };
});
for (const key of ['self', 'retained']) {
    console.log(`\nby change of ${key} size (MiB): constructor | count before → after | self before → after | retained before → after`);
    for (const d of diff.sort((x, y) => Math.abs(y[key]) - Math.abs(x[key])).slice(0, Number(rows)))
        console.log(`${d.name.slice(0, 60)} | ${d.b.count} → ${d.a.count} | ${MiB(d.b.self)} → ${MiB(d.a.self)} | ${MiB(d.b.retained)} → ${MiB(d.a.retained)}`);
}
