import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

import { GraphQLTypesLoader } from '@nestjs/graphql';
import {
    getConfig,
    getFinalVendureSchema,
    resetConfig,
    RuntimeVendureConfig,
    runPluginConfigurations,
    setConfig,
    VENDURE_ADMIN_API_TYPE_PATHS,
    VENDURE_SHOP_API_TYPE_PATHS,
} from '@vendure/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cacheVendureSchemas, schemaKey } from '../dist/common/schema-cache';
import { readEnvironment } from '../dist/config/environment';
import { buildVendureConfig } from '../dist/config/vendure-config';

// Vendure's own graphql (CommonJS): a schema from it cannot be printed by the ES module copy.
const { printSchema } = createRequire(__filename)('graphql') as typeof import('graphql');

const APIS = [
    { apiType: 'shop', typePaths: VENDURE_SHOP_API_TYPE_PATHS },
    { apiType: 'admin', typePaths: VENDURE_ADMIN_API_TYPE_PATHS },
] as const;

/** The shop's whole configuration, after every plugin has added its custom fields, as bootstrap builds it. */
async function shopConfig(dataDir: string): Promise<RuntimeVendureConfig> {
    resetConfig();
    await setConfig(buildVendureConfig(readEnvironment({ DATA_DIR: dataDir })));
    return runPluginConfigurations(getConfig());
}

const build = (config: RuntimeVendureConfig, api: (typeof APIS)[number], output?: 'sdl') =>
    getFinalVendureSchema({ config, typePaths: api.typePaths, typesLoader: new GraphQLTypesLoader(), apiType: api.apiType, output });

describe('the GraphQL schemas kept between starts', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuah-schema-cache-'));
    const cacheDir = path.join(dataDir, 'cache');
    // Stands for the build's own folder (dist/.schema-cache), which every data folder shares.
    const buildDir = path.join(dataDir, 'build-cache');
    let config: RuntimeVendureConfig;
    const built = new Map<string, string>();

    beforeAll(async () => {
        config = await shopConfig(dataDir);
        // Vendure's own build, before the cache is in place: what every start used to serve.
        for (const api of APIS) built.set(api.apiType, (await build(config, api, 'sdl')) as string);
        cacheVendureSchemas(cacheDir, buildDir);
    });
    afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

    it('serves exactly the schema Vendure builds, from the first start and from the kept copy', async () => {
        for (const api of APIS) {
            const first = printSchema((await build(config, api)) as never);
            expect(first).toBe(built.get(api.apiType));
            const kept = fs.readdirSync(cacheDir).filter(f => f.startsWith(`graphql-${api.apiType}-`));
            expect(kept).toHaveLength(1);
            // The next start reads the kept copy: what it reads is what it serves.
            fs.appendFileSync(path.join(cacheDir, kept[0]!), '\n"""read from the kept copy"""\nscalar KeptCopyMarker\n');
            const again = printSchema((await build(config, api)) as never);
            expect(again).toContain('KeptCopyMarker');
            expect(again.replace(/\n*"""read from the kept copy"""\nscalar KeptCopyMarker\n?/, '')).toBe(built.get(api.apiType)!.trimEnd());
        }
    });

    it('a fresh data folder reads the schema an earlier start of the build kept beside it', async () => {
        for (const api of APIS) {
            const [kept] = fs.readdirSync(buildDir).filter(f => f.startsWith(`graphql-${api.apiType}-`));
            expect(kept).toBeDefined();
            // A new data folder: nothing of its own yet.
            fs.rmSync(path.join(cacheDir, kept!));
            fs.appendFileSync(path.join(buildDir, kept!), '\n"""read from the build\'s copy"""\nscalar BuildCopyMarker\n');
            const served = printSchema((await build(config, api)) as never);
            expect(served).toContain('BuildCopyMarker');
            // And it keeps that copy for its own next start.
            expect(fs.readFileSync(path.join(cacheDir, kept!), 'utf8')).toContain('BuildCopyMarker');
        }
    });

    it('builds afresh when what the schema comes from changes (a custom field)', async () => {
        const shop = APIS[0];
        const before = schemaKey({ config, typePaths: shop.typePaths, typesLoader: new GraphQLTypesLoader(), apiType: 'shop' });
        config.customFields.Customer = [...(config.customFields.Customer ?? []), { name: 'favouriteColour', type: 'string', public: true }];
        const withField = schemaKey({ config, typePaths: shop.typePaths, typesLoader: new GraphQLTypesLoader(), apiType: 'shop' });
        expect(withField).toMatch(/^[0-9a-f]{32}$/);
        expect(withField).not.toBe(before);
        const sdl = printSchema((await build(config, shop)) as never);
        expect(sdl).toMatch(/type CustomerCustomFields \{[^}]*favouriteColour: String/);
        expect(fs.readdirSync(cacheDir).filter(f => f.startsWith('graphql-shop-'))).toHaveLength(2);
    });
});
