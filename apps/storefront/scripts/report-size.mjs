// Reports the storefront's initial JavaScript (the entry script and the chunks index.html
// modulepreloads) gzipped, and fails the build when it is over budget.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The budget for initial JavaScript, gzipped (docs/storefront.md). */
const BUDGET_KB = 200;

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

const entries = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map(m => m[1]);
const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map(m => m[1]);
const initial = [...new Set([...entries, ...preloads])];
if (initial.length === 0) {
    console.error('report-size: no module script found in dist/index.html');
    process.exit(1);
}

const kb = bytes => bytes / 1024;
const gzipped = file => gzipSync(fs.readFileSync(file), { level: 9 }).length;
const fileOf = url => path.join(dist, url.replace(/^\//, ''));

let total = 0;
for (const url of initial) {
    const size = gzipped(fileOf(url));
    total += size;
    console.log(`  ${url.padEnd(44)} ${kb(size).toFixed(1).padStart(7)} KB gz`);
}

const allJs = fs
    .readdirSync(path.join(dist, 'static'))
    .filter(name => name.endsWith('.js'))
    .map(name => `/static/${name}`);
const onDemand = allJs.filter(url => !initial.includes(url)).reduce((sum, url) => sum + gzipped(fileOf(url)), 0);

console.log(`Initial JS: ${kb(total).toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB); loaded on demand: ${kb(onDemand).toFixed(1)} KB`);
if (kb(total) > BUDGET_KB) {
    console.error(`Initial JS is over budget by ${(kb(total) - BUDGET_KB).toFixed(1)} KB`);
    process.exit(1);
}
