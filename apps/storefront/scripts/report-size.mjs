// Reports the JavaScript the home route loads — the entry script, the chunks it imports, and the
// home page's own chunks (from Vite's build manifest) — gzipped, and fails the build when it is
// over budget. Everything else (other pages, the fairness verifier) loads on demand.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The budget for the home route's JavaScript, gzipped (docs/storefront.md). */
const BUDGET_KB = 120;
/** The home route's page module, as the router loads it (src/features/home/routes.ts). */
const HOME_PAGE = 'src/features/home/HomePage.tsx';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
    console.error('report-size: dist/.vite/manifest.json is missing (vite.config.ts must keep build.manifest on)');
    process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const entry = Object.keys(manifest).find(key => manifest[key].isEntry);
if (!entry || !manifest[HOME_PAGE]) {
    console.error(`report-size: the build manifest has no ${entry ? HOME_PAGE : 'entry'}`);
    process.exit(1);
}

/** A chunk's file and every chunk it imports statically (what the browser must load with it). */
function closure(key, seen = new Set()) {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
}

const kb = bytes => bytes / 1024;
const gzipped = file => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const filesOf = keys => [...new Set([...keys].map(key => manifest[key].file).filter(file => file.endsWith('.js')))];

const initial = filesOf(closure(entry));
const homeRoute = filesOf(new Set([...closure(entry), ...closure(HOME_PAGE)]));
const sizes = new Map(homeRoute.map(file => [file, gzipped(file)]));
const sum = files => files.reduce((total, file) => total + (sizes.get(file) ?? gzipped(file)), 0);

for (const file of [...homeRoute].sort((a, b) => sizes.get(b) - sizes.get(a))) {
    console.log(`  ${file.padEnd(48)} ${kb(sizes.get(file)).toFixed(1).padStart(7)} KB gz${initial.includes(file) ? '' : '  (home page)'}`);
}
const allJs = filesOf(Object.keys(manifest));
const onDemand = allJs.filter(file => !homeRoute.includes(file)).reduce((total, file) => total + gzipped(file), 0);
const home = kb(sum(homeRoute));

console.log(
    `Home route JS: ${home.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB; initial ${kb(sum(initial)).toFixed(1)} KB + home page ${(home - kb(sum(initial))).toFixed(1)} KB); other pages, on demand: ${kb(onDemand).toFixed(1)} KB`,
);
if (home > BUDGET_KB) {
    console.error(`The home route's JavaScript is over budget by ${(home - BUDGET_KB).toFixed(1)} KB`);
    process.exit(1);
}
