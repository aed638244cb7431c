// Fails when the committed src/gql is not what the code generator makes from the current
// schema and documents: regenerates into a scratch folder and compares file by file.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const committed = path.join(root, 'src/gql');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'tuah-gql-'));

try {
    execFileSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], {
        cwd: root,
        env: { ...process.env, CODEGEN_OUT: `${scratch}/` },
        stdio: ['ignore', 'ignore', 'inherit'],
    });
    const files = dir => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);
    const names = [...new Set([...files(committed), ...files(scratch)])].sort();
    const stale = names.filter(name => {
        const a = path.join(committed, name);
        const b = path.join(scratch, name);
        return !fs.existsSync(a) || !fs.existsSync(b) || !fs.readFileSync(a).equals(fs.readFileSync(b));
    });
    if (stale.length > 0) {
        console.error(`src/gql is out of date (${stale.join(', ')} differ from the schema and documents).`);
        console.error('Run `npm run codegen -w apps/storefront` and commit the result.');
        process.exitCode = 1;
    } else {
        console.log('src/gql is up to date.');
    }
} finally {
    fs.rmSync(scratch, { recursive: true, force: true });
}
