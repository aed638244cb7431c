// Typechecks Tuah's dashboard screens (src/). @vendure/dashboard ships its TypeScript source, which
// tsc checks along with ours and where it finds errors of its own (duplicated tiptap and react-hook-form
// types); those are Vendure's, so only errors in our files fail this check. Not part of the build (the
// Vite build does not typecheck): `npm test` runs it beside the tests; alone, `npm run typecheck -w apps/dashboard`.
// tsc types what a `graphql()` document returns but passes a field the schema lacks; `gql.tada check`
// validates every document against src/gql/admin-api.graphql (scripts/codegen.mjs) and refuses it.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json', '--noEmit', '--pretty', 'false'], { cwd: import.meta.dirname, encoding: 'utf8' });
// A tsc that did not finish (killed, out of memory) reports nothing: that is a failure, not a pass.
if (result.error || result.signal || result.stderr.trim()) {
    console.log(`tsc did not finish: ${result.error?.message ?? result.signal ?? result.stderr.trim()}`);
    process.exit(1);
}
const ours = result.stdout.split('\n').filter(line => /^src\//.test(line));
const theirs = result.stdout.split('\n').filter(line => /^\S.*error TS/.test(line) && !/^src\//.test(line)).length;
for (const line of ours) console.log(line);
console.log(`${ours.length} type errors in src/ (${theirs} more in @vendure/dashboard's own source, not ours to fix)`);

const gqlTada = path.join(path.dirname(createRequire(import.meta.url).resolve('gql.tada/package.json')), 'bin/cli.js');
const documents = spawnSync(process.execPath, [gqlTada, 'check', '--fail-on-warn'], { cwd: import.meta.dirname, encoding: 'utf8' });
if (documents.status !== 0) console.log(documents.stdout + documents.stderr);
else console.log('GraphQL documents match the admin schema.');
process.exit(ours.length || documents.status !== 0 ? 1 : 0);
