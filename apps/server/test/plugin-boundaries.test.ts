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

/**
 * Each `@Entity` class of a plugin by class name, and its table by table name (the name given to
 * `@Entity`, else TypeORM's snake_case of the class), with the plugin folder it lives in (its owner).
 */
function entityOwners(files: string[]): Map<string, string> {
    const owners = new Map<string, string>();
    for (const file of files) {
        const plugin = pluginOf(file);
        if (!plugin) continue;
        for (const match of fs.readFileSync(file, 'utf8').matchAll(/@Entity\(\s*(?:['"](\w+)['"])?[^)]*\)[\s\S]*?\bclass\s+(\w+)/g)) {
            owners.set(match[2], plugin);
            owners.set(match[1] ?? match[2].replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase(), plugin);
        }
    }
    return owners;
}

// A table reached through TypeORM: getRepository(ctx, X) (or event.ctx), createQueryBuilder(X, …), .from(X, …), joins and
// EntityManager calls (manager.update(X, …)) that name the entity class.
const TABLE_ACCESS =
    /\b(getRepository|createQueryBuilder|from|(?:inner|left)Join\w*|find\w*|count\w*|exist\w*|update|insert|upsert|delete|softDelete|restore|increment|decrement|save|remove|sum|average|minimum|maximum|preload|merge|create)\(\s*(?:[\w.]*\bctx\s*,\s*)?([A-Z]\w*)\s*[,)]/g;

// Raw SQL naming a table: the keywords upper case, as this code base writes SQL (so prose does not match).
const SQL_TABLE = /\b(FROM|JOIN|UPDATE|INTO)\s+"?([a-z_][a-z0-9_]*)"?/g;

/**
 * Table access that stays, each with its reason; the one place for exceptions. None today: every
 * plugin reaches another's tables through the owner's exported service.
 */
const ACCEPTED: Array<{ file: RegExp; names: string; reason: string }> = [];

/** Each repository, query builder, manager call or raw SQL in `source` (a file at `file`) naming another plugin's entity or table. */
function tableViolations(file: string, source: string, owners: Map<string, string>, accepted = ACCEPTED): string[] {
    const own = pluginOf(file);
    const found: string[] = [];
    const matches = [...source.matchAll(TABLE_ACCESS), ...source.matchAll(SQL_TABLE)].sort((a, b) => a.index - b.index);
    for (const match of matches) {
        const owner = owners.get(match[2]);
        if (!owner || owner === own) continue;
        const call = match[0].startsWith(match[1] + '(') ? `${match[1]}(${match[2]})` : `SQL ${match[1]} ${match[2]}`;
        if (accepted.some(a => a.file.test(file) && a.names.split(' ').includes(call))) continue;
        const line = source.slice(0, match.index).split('\n').length;
        found.push(`${path.relative(SERVER, file)}:${line} ${call} reaches the ${owner} plugin's table (use its service)`);
    }
    return found;
}

/** The plugins each plugin imports (type-only imports included), from its files' relative specifiers. */
function pluginGraph(files: string[], read: (file: string) => string = file => fs.readFileSync(file, 'utf8')): Map<string, Set<string>> {
    const graph = new Map<string, Set<string>>();
    for (const file of files) {
        const own = pluginOf(file);
        if (!own) continue;
        const edges = graph.get(own) ?? new Set<string>();
        graph.set(own, edges);
        for (const match of read(file).matchAll(SPECIFIER)) {
            if (!match[1].startsWith('.')) continue;
            const plugin = pluginOf(path.resolve(path.dirname(file), match[1]));
            if (plugin && plugin !== own) edges.add(plugin);
        }
    }
    return graph;
}

/** Every import cycle between plugins, each as the loop of plugin names (depth-first search, each loop once). */
function pluginCycles(graph: Map<string, Set<string>>): string[] {
    const cycles = new Set<string>();
    const visit = (plugin: string, trail: string[]) => {
        const at = trail.indexOf(plugin);
        if (at >= 0) {
            const loop = trail.slice(at);
            // Start each loop at its smallest name so the same loop found from another plugin is one entry.
            const start = loop.indexOf([...loop].sort()[0]);
            cycles.add([...loop.slice(start), ...loop.slice(0, start), loop[start]].join(' → '));
            return;
        }
        for (const next of graph.get(plugin) ?? []) visit(next, [...trail, plugin]);
    };
    for (const plugin of graph.keys()) visit(plugin, []);
    return [...cycles].sort();
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
        expect(boundaryViolations(draw, "import { Campaign } from '../../campaign';\nimport { DrawRecord } from '../entities/draw-record.entity';")).toEqual(
            [],
        );
        const seed = path.join(SERVER, 'src', 'seed', 'x.ts');
        expect(boundaryViolations(seed, "const m = require('../plugins/blind-box/constants');")).toHaveLength(1);
        expect(boundaryViolations(seed, "export { BlindBox } from '../plugins/blind-box/index';")).toEqual([]);
    });

    it("reaches another plugin's table only through the owner's service", () => {
        // Plugins only: the demo seed and migrations outside them write every table on purpose.
        const files = sourceFiles(PLUGINS);
        const owners = entityOwners(files);
        expect(owners.get('Campaign')).toBe('campaign');
        expect(owners.get('blind_box')).toBe('blind-box');
        expect(owners.get('ipay88_transaction')).toBe('ipay88');
        const violations = files.flatMap(file => tableViolations(file, fs.readFileSync(file, 'utf8'), owners));
        expect(violations, violations.join('\n')).toEqual([]);
        // An exception nothing needs any more goes from the list.
        const unaccepted = files.flatMap(file => tableViolations(file, fs.readFileSync(file, 'utf8'), owners, []));
        const stale = ACCEPTED.filter(a => !unaccepted.some(v => a.file.test(path.join(SERVER, v.split(':')[0]))));
        expect(stale.map(a => a.reason)).toEqual([]);
    });

    it("names a repository of another plugin's entity, and lets the owner use its own", () => {
        const owners = new Map([
            ['Campaign', 'campaign'],
            ['campaign', 'campaign'],
            ['DrawRecord', 'draw'],
        ]);
        const draw = path.join(PLUGINS, 'draw', 'services', 'x.ts');
        const source = [
            'const c = await this.connection.getRepository(ctx, Campaign).findOne({ where: { id } });',
            "await manager.update(Campaign, { id }, { stage: 'ENDED' });",
            "const q = repo.createQueryBuilder('r').innerJoin(Campaign, 'c', 'c.id = r.campaignId');",
            'const r = await this.connection.getRepository(ctx, DrawRecord).findOne({ where: { campaignId } });',
            'await rawQuery(this.connection, ctx, `UPDATE "campaign" SET "stage" = ? WHERE "id" = ?`, [stage, id]);',
            '// Reads from campaign rows, as prose does: no SQL.',
        ].join('\n');
        expect(tableViolations(draw, source, owners)).toEqual([
            "src/plugins/draw/services/x.ts:1 getRepository(Campaign) reaches the campaign plugin's table (use its service)",
            "src/plugins/draw/services/x.ts:2 update(Campaign) reaches the campaign plugin's table (use its service)",
            "src/plugins/draw/services/x.ts:3 innerJoin(Campaign) reaches the campaign plugin's table (use its service)",
            "src/plugins/draw/services/x.ts:5 SQL UPDATE campaign reaches the campaign plugin's table (use its service)",
        ]);
        expect(tableViolations(path.join(PLUGINS, 'campaign', 'services', 'x.ts'), source, owners)).toHaveLength(1);
        const accepted = [{ file: /\/draw\/services\/x\.ts$/, names: 'update(Campaign)', reason: 'made up' }];
        expect(tableViolations(draw, source, owners, accepted)).toHaveLength(3);
    });

    it('has no import cycle between plugins, type-only imports included', () => {
        const cycles = pluginCycles(pluginGraph(sourceFiles(PLUGINS)));
        expect(cycles, cycles.join('\n')).toEqual([]);
    });

    it('names an import cycle through type-only imports', () => {
        const file = (plugin: string) => path.join(PLUGINS, plugin, 'x.ts');
        const sources: Record<string, string> = {
            [file('campaign')]: "import type { CampaignStage } from '../draw';",
            [file('draw')]: "import { Campaign } from '../campaign';\nimport { WonPrize } from '../prizes';",
            [file('prizes')]: "import { BlindBox } from '../blind-box';",
            [file('blind-box')]: "import { Campaign } from '../campaign';",
        };
        const graph = pluginGraph(Object.keys(sources), f => sources[f]);
        expect(pluginCycles(graph)).toEqual(['blind-box → campaign → draw → prizes → blind-box', 'campaign → draw → campaign']);
        sources[file('campaign')] = "import { DRAW_SEQUENCE } from './constants';";
        expect(pluginCycles(pluginGraph(Object.keys(sources), f => sources[f]))).toEqual([]);
    });
});
