import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, expect, it } from 'vitest';

// A build of its own in a scratch folder: the kept paths file sits beside it, as beside dist/.
const build = fs.mkdtempSync(path.join(os.tmpdir(), 'tuah-module-paths-'));
const keeper = path.join(build, 'dist', 'common', 'module-paths.js');
fs.mkdirSync(path.dirname(keeper), { recursive: true });
fs.copyFileSync(path.join(__dirname, '../dist/common/module-paths.js'), keeper);
fs.writeFileSync(path.join(build, 'dist', 'entry.js'), "module.exports = require('./part');");
fs.writeFileSync(path.join(build, 'dist', 'part.js'), "module.exports = 'the part';");
fs.writeFileSync(path.join(build, 'dist', 'other.js'), "module.exports = 'another file';");
const keptFile = path.join(build, 'dist', '.module-paths.json');
afterAll(() => fs.rmSync(build, { recursive: true, force: true }));

/** A start: the keeper first, then the entry, then what it learned kept, as src/index.ts does. */
const start = () =>
    execFileSync(
        process.execPath,
        [
            '-e',
            `const k = require(${JSON.stringify(keeper)}); console.log(require(${JSON.stringify(path.join(build, 'dist', 'entry.js'))})); k.keepModulePaths();`,
        ],
        {
            encoding: 'utf8',
        },
    ).trim();

it('a start finds modules where the last start of the same build found them, and a new build looks again', () => {
    expect(start()).toBe('the part');
    const kept = JSON.parse(fs.readFileSync(keptFile, 'utf8')) as { stamp: string; paths: Record<string, string> };
    const key = `${path.join(build, 'dist')}\0./part`;
    expect(kept.paths[key]).toBe(path.join(build, 'dist', 'part.js'));

    // The next start of the same build goes where the kept paths say, without looking.
    kept.paths[key] = path.join(build, 'dist', 'other.js');
    fs.writeFileSync(keptFile, JSON.stringify(kept));
    expect(start()).toBe('another file');

    // A build writes the keeper anew: the kept paths are for the old one, so the start looks again.
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(keeper, later, later);
    expect(start()).toBe('the part');
    expect((JSON.parse(fs.readFileSync(keptFile, 'utf8')) as { paths: Record<string, string> }).paths[key]).toBe(path.join(build, 'dist', 'part.js'));
});
