import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { ENVIRONMENT_VARIABLES, readEnvironment } from '../dist/config/environment';

/**
 * deploy/compose.yaml is documentation that must stay true (docs/deploy.md). Where Docker has the
 * compose plugin, `docker compose config -q` validates it; everywhere, our own rules check that it
 * is the topology `npm run test:scale` starts: PostgreSQL, Redis, two servers, one worker and a
 * proxy in front of both servers, every Tuah setting one the server knows and accepts.
 */
const DEPLOY = path.join(__dirname, '../../../deploy');
const COMPOSE_FILE = path.join(DEPLOY, 'compose.yaml');
const TUAH_SERVICES = ['server-1', 'server-2', 'worker'] as const;

/** deploy/.env.example as `docker compose` would read deploy/.env. */
function exampleEnv(): Record<string, string> {
    const vars: Record<string, string> = {};
    for (const line of fs.readFileSync(path.join(DEPLOY, '.env.example'), 'utf8').split('\n')) {
        const m = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
        if (m) vars[m[1]!] = m[2]!;
    }
    return vars;
}

/** Compose's interpolation: ${X}, ${X:-default}, ${X-default}, ${X:?error}, ${X?error} and $$. */
function interpolate(text: string, vars: Record<string, string>): string {
    return text.replace(/\$\$|\$\{([A-Z0-9_]+)(?:(:?[-?])([^}]*))?\}/g, (all, name?: string, op?: string, arg?: string) => {
        if (all === '$$') return '$';
        const value = vars[name!];
        const unsetOrEmpty = value === undefined || (op?.startsWith(':') && value === '');
        if (op?.endsWith('-') && unsetOrEmpty) return arg ?? '';
        if (op?.endsWith('?') && unsetOrEmpty) throw new Error(`${name}: ${arg}`);
        return value ?? '';
    });
}

/** Compose interpolates the parsed file's strings (so an empty value stays an empty string). */
function interpolateAll(value: unknown, vars: Record<string, string>): unknown {
    if (typeof value === 'string') return interpolate(value, vars);
    if (Array.isArray(value)) return value.map(v => interpolateAll(v, vars));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateAll(v, vars)]));
    return value;
}

function loadCompose(vars: Record<string, string>) {
    return interpolateAll(parse(fs.readFileSync(COMPOSE_FILE, 'utf8'), { merge: true }), vars) as {
        services: Record<
            string,
            {
                image?: string;
                environment?: Record<string, string | number | boolean>;
                configs?: Array<{ source: string }>;
                depends_on?: Record<string, unknown>;
            }
        >;
        configs?: Record<string, { content?: string }>;
        volumes?: Record<string, unknown>;
    };
}

const dockerCompose = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });

describe('deploy/compose.yaml', () => {
    it.runIf(dockerCompose.status === 0)('is valid for docker compose (docker compose config -q)', () => {
        const result = spawnSync('docker', ['compose', '-f', COMPOSE_FILE, '--env-file', path.join(DEPLOY, '.env.example'), 'config', '-q'], {
            encoding: 'utf8',
        });
        expect(result.stderr).toBe('');
        expect(result.status).toBe(0);
    });

    it('has the six services, and the servers and the worker run one image on the same DATABASE_URL and REDIS_URL', () => {
        const compose = loadCompose(exampleEnv());
        expect(Object.keys(compose.services).sort()).toEqual(['postgres', 'proxy', 'redis', 'server-1', 'server-2', 'worker']);
        const tuah = TUAH_SERVICES.map(name => compose.services[name]!);
        expect(new Set(tuah.map(s => s.image)).size).toBe(1);
        expect(tuah[0]!.image).toMatch(/^tuah-shop:/);
        for (const name of ['DATABASE_URL', 'REDIS_URL', 'REDIS_PREFIX', 'DATA_DIR', 'VRF_SECRET_KEY', 'SUPERADMIN_PASSWORD'] as const) {
            const values = new Set(tuah.map(s => String(s.environment?.[name])));
            expect({ name, values: [...values] }).toEqual({ name, values: [expect.any(String)] });
        }
        expect(String(tuah[0]!.environment!.DATABASE_URL)).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
        expect(String(tuah[0]!.environment!.REDIS_URL)).toMatch(/^redis:\/\/[^@]*@redis:6379/);
        expect(tuah.map(s => s.environment?.PROCESS_ROLE)).toEqual(['server', 'server', 'worker']);
        // The database, and the assets and VRF key (DATA_DIR) shared by every Tuah process, are volumes.
        expect(Object.keys(compose.volumes ?? {})).toEqual(expect.arrayContaining(['postgres-data', 'tuah-data']));
    });

    it('sets only environment variables the server knows, each passing its validation', () => {
        const compose = loadCompose(exampleEnv());
        const known = new Set(ENVIRONMENT_VARIABLES);
        for (const name of TUAH_SERVICES) {
            const env = Object.fromEntries(Object.entries(compose.services[name]!.environment ?? {}).map(([k, v]) => [k, String(v)]));
            const unknown = Object.keys(env).filter(k => !known.has(k));
            expect({ service: name, unknown }).toEqual({ service: name, unknown: [] });
            const read = readEnvironment(env);
            expect(read).toMatchObject({ production: true, LIVE_PUBSUB: 'redis', database: { type: 'postgres' } });
            expect(read.usesDefaultSuperadmin).toBe(false);
            // The production checklist with every outside service real: no local stand-in allowed.
            expect(read).toMatchObject({
                IPAY88_MODE: 'live',
                SMS_PROVIDER: 'http',
                DRAW_PROVIDER: 'chainlink',
                DELIVERY_PROVIDER: 'easyparcel',
                PUSH_PROVIDER: 'fcm',
                EINVOICE_PROVIDER: 'myinvois',
                SEED_DEMO_DATA: false,
                devTools: false,
            });
            expect(Object.entries(env).filter(([k, v]) => k.startsWith('ALLOW_') && v !== 'false')).toEqual([]);
        }
    });

    it('needs its secrets: without deploy/.env values it stops instead of starting with defaults', () => {
        const { POSTGRES_PASSWORD: _, ...withoutPassword } = exampleEnv();
        expect(() => loadCompose(withoutPassword)).toThrow(/POSTGRES_PASSWORD: set POSTGRES_PASSWORD in deploy\/\.env/);
    });

    it('puts a compressing proxy in front of both servers, round robin, with no sticky sessions', () => {
        const compose = loadCompose(exampleEnv());
        const proxy = compose.services.proxy!;
        const caddyfile = compose.configs?.[proxy.configs![0]!.source]?.content ?? '';
        expect(caddyfile).toMatch(/^\s*encode\s+.*\bgzip\b/m);
        const upstreams = /reverse_proxy\s+([^{\n]+)/.exec(caddyfile)?.[1]!.trim().split(/\s+/);
        expect(upstreams).toEqual(['server-1:3000', 'server-2:3000']);
        expect(caddyfile).toMatch(/lb_policy\s+round_robin/);
        expect(caddyfile).not.toMatch(/lb_policy\s+(cookie|ip_hash|client_ip_hash|header)/);
        expect(Object.keys(proxy.depends_on ?? {}).sort()).toEqual(['server-1', 'server-2']);
    });

    it('lets the proxy close an idle connection to a server before the server does (a request sent as the server closes one fails)', () => {
        const compose = loadCompose(exampleEnv());
        const proxy = compose.services.proxy!;
        const caddyfile = compose.configs?.[proxy.configs![0]!.source]?.content ?? '';
        // Caddy's own default (2 minutes) would outlast the server's: the file must say.
        const keepalive = /transport\s+http\s*\{[^}]*\bkeepalive\s+(\d+)s\b/.exec(caddyfile)?.[1];
        expect(keepalive).toBeDefined();
        for (const name of ['server-1', 'server-2'] as const) {
            const env = Object.fromEntries(Object.entries(compose.services[name]!.environment ?? {}).map(([k, v]) => [k, String(v)]));
            expect({ service: name, proxyFirst: Number(keepalive) < readEnvironment(env).HTTP_KEEP_ALIVE_SECONDS }).toEqual({
                service: name,
                proxyFirst: true,
            });
        }
    });
});
