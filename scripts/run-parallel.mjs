// Runs commands side by side (work that does not depend on each other: the dashboard's and the
// storefront's builds) and fails if any fails. Each line of
// output is printed as it comes, prefixed with its command's label, so the two logs stay readable.
// Usage: node scripts/run-parallel.mjs <label> "<command>" [<label> "<command>" ...]
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const args = process.argv.slice(2);
if (args.length === 0 || args.length % 2 !== 0) {
    console.error('usage: node scripts/run-parallel.mjs <label> "<command>" [<label> "<command>" ...]');
    process.exit(2);
}
const jobs = [];
for (let i = 0; i < args.length; i += 2) jobs.push({ label: args[i], command: args[i + 1] });
const width = Math.max(...jobs.map(job => job.label.length));

const results = await Promise.all(
    jobs.map(
        ({ label, command }) =>
            new Promise(resolve => {
                const started = Date.now();
                const prefix = `[${label.padEnd(width)}]`;
                const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
                for (const stream of [child.stdout, child.stderr]) {
                    readline.createInterface({ input: stream }).on('line', line => console.log(`${prefix} ${line}`));
                }
                child.on('close', code => {
                    const seconds = ((Date.now() - started) / 1000).toFixed(0);
                    console.log(`${prefix} == ${command}: ${code === 0 ? 'done' : `FAILED (exit ${code})`} in ${seconds} s`);
                    resolve({ label, code });
                });
            }),
    ),
);
const failed = results.filter(r => r.code !== 0).map(r => r.label);
if (failed.length) console.log(`== failed: ${failed.join(', ')}`);
process.exit(failed.length ? 1 : 0);
