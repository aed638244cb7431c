import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

/**
 * The plugin boundary rule (docs/server.md "Plugin boundaries"): code outside a plugin
 * (another plugin, src/config, src/seed, src/index.ts, scripts, tests) imports from a plugin
 * only through its index.ts. Reads the sources as text; starts no server.
 */
const SERVER = path.resolve(__dirname, '..');
const PLUGINS = path.join(SERVER, 'src', 'plugins');

// import … from '…', export … from '…', import '…', import('…'), require('…')
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'migrations' ? [] : sourceFiles(full);
        return /\.(ts|mts|cts)$/.test(entry.name) ? [full] : [];
    });
}

/** The plugin folder a path lies in, or undefined outside src/plugins. */
function pluginOf(file: string): string | undefined {
    const rel = path.relative(PLUGINS, file);
    if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
    return rel.split(path.sep)[0];
}

/** Each import in `source` (a file at `file`) that enters another plugin past its index. */
function boundaryViolations(file: string, source: string): string[] {
    const own = pluginOf(file);
    const found: string[] = [];
    for (const match of source.matchAll(SPECIFIER)) {
        const specifier = match[1];
        if (!specifier.startsWith('.')) continue;
        const target = path.resolve(path.dirname(file), specifier).replace(/\.(js|ts)$/, '');
        const plugin = pluginOf(target);
        if (!plugin || plugin === own) continue;
        const face = path.join(PLUGINS, plugin);
        if (target === face || target === path.join(face, 'index')) continue;
        const line = source.slice(0, match.index).split('\n').length;
        found.push(`${path.relative(SERVER, file)}:${line} imports '${specifier}' (use '${path.relative(path.dirname(file), face) || '.'}')`);
    }
    return found;
}

describe('plugin boundaries', () => {
    it('code outside a plugin imports it only through its index.ts', () => {
        const files = [...sourceFiles(path.join(SERVER, 'src')), ...sourceFiles(path.join(SERVER, 'test'))];
        expect(files.length).toBeGreaterThan(50);
        const violations = files.flatMap(file => boundaryViolations(file, fs.readFileSync(file, 'utf8')));
        expect(violations, violations.join('\n')).toEqual([]);
    });

    it('every plugin other code uses has an index.ts', () => {
        const used = new Set<string>();
        for (const file of [...sourceFiles(path.join(SERVER, 'src')), ...sourceFiles(path.join(SERVER, 'test'))]) {
            for (const match of fs.readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
                if (!match[1].startsWith('.')) continue;
                const plugin = pluginOf(path.resolve(path.dirname(file), match[1]));
                if (plugin && plugin !== pluginOf(file)) used.add(plugin);
            }
        }
        const missing = [...used].filter(plugin => !fs.existsSync(path.join(PLUGINS, plugin, 'index.ts')));
        expect(missing).toEqual([]);
    });

    it('names a deep import, and lets a plugin reach its own files', () => {
        const draw = path.join(PLUGINS, 'draw', 'services', 'x.ts');
        expect(boundaryViolations(draw, "import { Campaign } from '../../campaign/entities/campaign.entity';")).toEqual([
            `src/plugins/draw/services/x.ts:1 imports '../../campaign/entities/campaign.entity' (use '../../campaign')`,
        ]);
        expect(boundaryViolations(draw, "import { Campaign } from '../../campaign';\nimport { DrawRecord } from '../entities/draw-record.entity';")).toEqual([]);
        const seed = path.join(SERVER, 'src', 'seed', 'x.ts');
        expect(boundaryViolations(seed, "const m = require('../plugins/blind-box/constants');")).toHaveLength(1);
        expect(boundaryViolations(seed, "export { BlindBox } from '../plugins/blind-box/index';")).toEqual([]);
    });
});
