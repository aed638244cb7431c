// The dashboard's typed GraphQL (src/gql): what the Vite build of Vendure's dashboard plugin wrote
// from the admin API's schema with our plugins (gqlOutputPath in vite.config.mts) — gql.tada's
// introspection and `graphql()` — plus that schema as SDL, which `gql.tada check` (typecheck.mjs)
// reads to refuse a wrong field name. `node scripts/codegen.mjs` copies the last build's output into
// src/gql; `--check` fails when src/gql differs from it (run after a build, as `npm test` does).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const committed = path.join(root, 'src/gql');
const built = path.join(root, 'node_modules/.cache/tuah-gql');
// The plugin prints the schema into a folder per build under tempCompilationDir (vite.config.mts).
const schemaBuilds = path.join(root, '../server/node_modules/.cache/tuah-dashboard-config/gql-tada');

function newestSchema() {
    const dirs = fs.existsSync(schemaBuilds)
        ? fs
              .readdirSync(schemaBuilds)
              .map(d => path.join(schemaBuilds, d, 'schema.graphql'))
              .filter(f => fs.existsSync(f))
        : [];
    if (!dirs.length) throw new Error('No admin schema from a dashboard build: run `npm run build -w apps/dashboard` first.');
    return dirs.sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
}

const sources = { 'graphql-env.d.ts': path.join(built, 'graphql-env.d.ts'), 'graphql.ts': path.join(built, 'graphql.ts'), 'admin-api.graphql': newestSchema() };

if (process.argv.includes('--check')) {
    const stale = Object.entries(sources).filter(([name, from]) => {
        const to = path.join(committed, name);
        return !fs.existsSync(from) || !fs.existsSync(to) || !fs.readFileSync(from).equals(fs.readFileSync(to));
    });
    if (stale.length) {
        console.error(`apps/dashboard/src/gql is out of date (${stale.map(([name]) => name).join(', ')} differ from the last build's schema).`);
        console.error('Run `npm run codegen -w apps/dashboard` and commit the result.');
        process.exitCode = 1;
    } else {
        console.log('apps/dashboard/src/gql is up to date.');
    }
} else {
    fs.mkdirSync(committed, { recursive: true });
    for (const [name, from] of Object.entries(sources)) fs.copyFileSync(from, path.join(committed, name));
    console.log('Wrote apps/dashboard/src/gql from the last build.');
}
