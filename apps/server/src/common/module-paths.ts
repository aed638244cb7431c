import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';

/**
 * Where each `require` of a start led, kept for the next start. A start loads about 4,700 modules,
 * and Node finds each one by trying files and folders (a `stat` per guess, every `package.json` up
 * the way): about a sixth of a restart's CPU. Where `require(x)` from folder D leads depends only on
 * the files on disk, which change only through a build (this file is written anew) or an install
 * (npm rewrites `node_modules/.package-lock.json`), so both are in the stamp the kept paths are read
 * under; any other stamp starts afresh. A request the paths do not know is resolved by Node as
 * always and added. Only this module's own imports above run before it is in place.
 *
 * Imported first by `src/index.ts`; the server calls `keepModulePaths()` once it is ready.
 */
type ModuleInternals = typeof Module & {
    _resolveFilename(request: string, parent: { path?: string } | undefined, isMain: boolean, options?: unknown): string;
};

const file = path.join(__dirname, '..', '.module-paths.json');
const internals = Module as ModuleInternals;
const stamp = currentStamp();
const known: Record<string, string> = readKnown();
let learned = 0;

const resolve = internals._resolveFilename;
internals._resolveFilename = function (request, parent, isMain, options) {
    // A lookup with its own search paths, or a built-in, is Node's as ever.
    if (options !== undefined || Module.isBuiltin(request)) return resolve.call(this, request, parent, isMain, options);
    const key = `${parent?.path ?? ''}\0${request}`;
    const found = known[key];
    if (found !== undefined) return found;
    const resolved = resolve.call(this, request, parent, isMain, options);
    known[key] = resolved;
    learned++;
    return resolved;
};

/** Writes what this start learned for the next one (nothing when it learned nothing). */
export function keepModulePaths() {
    if (learned === 0) return;
    try {
        const temporary = `${file}.${process.pid}.tmp`;
        fs.writeFileSync(temporary, JSON.stringify({ stamp, paths: known }));
        fs.renameSync(temporary, file);
        learned = 0;
    } catch {
        // A read-only install costs the next start the lookups, nothing more.
    }
}

function readKnown(): Record<string, string> {
    try {
        const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { stamp?: string; paths?: Record<string, string> };
        return kept.stamp === stamp && kept.paths ? kept.paths : {};
    } catch {
        return {};
    }
}

function currentStamp(): string {
    const modified = (p: string) => {
        try {
            return String(fs.statSync(p).mtimeMs);
        } catch {
            return '-';
        }
    };
    // The folder npm installed into: the nearest node_modules above this build holding its lock.
    let installed = '-';
    for (let dir = path.dirname(__dirname); dir !== path.dirname(dir); dir = path.dirname(dir)) {
        const lock = path.join(dir, 'node_modules', '.package-lock.json');
        if (fs.existsSync(lock)) {
            installed = `${lock}@${modified(lock)}`;
            break;
        }
    }
    return [process.version, process.execArgv.join(' '), `${__filename}@${modified(__filename)}`, installed].join('|');
}
