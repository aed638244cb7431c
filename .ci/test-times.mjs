// Prints how long each test file took, slowest first, from the JSON reports the vitest configs
// write to test-results/times/ (one per suite and database). CI prints it at the end of a run.
import fs from 'node:fs';
import path from 'node:path';

const dir = path.join(import.meta.dirname, '..', 'test-results', 'times');
const rows = [];
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    if (!file.endsWith('.json')) continue;
    const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    const suite = file.replace(/\.json$/, '');
    // A file's startTime is its first test's, after its beforeAll (a server start). Files run two at a
    // time, so a file is counted from the last time any file ended before its first test began (its own
    // worker's previous file ended then or earlier): a few seconds short when the other worker's file
    // ended in between, never more than the truth.
    const results = [...(report.testResults ?? [])].sort((a, b) => a.endTime - b.endTime);
    for (const result of results) {
        const freed = results.reduce(
            (latest, other) => (other.endTime <= result.startTime && other.endTime > latest ? other.endTime : latest),
            report.startTime,
        );
        const seconds = (result.endTime - Math.min(freed, result.startTime)) / 1000;
        rows.push({ suite, file: path.relative(path.join(import.meta.dirname, '..'), result.name), seconds, status: result.status });
    }
}
rows.sort((a, b) => b.seconds - a.seconds);
const total = rows.reduce((sum, r) => sum + r.seconds, 0);
console.log(`Test files by time (${rows.length} files, ${total.toFixed(0)} s in all):`);
for (const r of rows) console.log(`${r.seconds.toFixed(1).padStart(8)} s  ${r.suite.padEnd(30)} ${r.file}${r.status === 'passed' ? '' : `  (${r.status})`}`);
