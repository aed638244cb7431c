import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { GraphQLTypesLoader } from '@nestjs/graphql';
import {
    getConfig,
    getFinalVendureSchema,
    resetConfig,
    runPluginConfigurations,
    setConfig,
    VENDURE_ADMIN_API_TYPE_PATHS,
    VENDURE_SHOP_API_TYPE_PATHS,
} from '@vendure/core';

import { BUILD_SCHEMA_CACHE, cacheVendureSchemas, schemaKey } from '../common/schema-cache';
import { readEnvironment } from '../config/environment';
import { buildVendureConfig } from '../config/vendure-config';

/**
 * The last step of `npm run build`: builds both GraphQL schemas of this build's configuration into
 * the build's schema folder, so the very first start of a new build (a newcomer's first
 * `npm run serve`, a fresh deploy) reads them instead of building them: about 4 s of a 2-core
 * machine's first start (docs/performance.md#first-start). The schema is named by the hash of
 * everything it is built from, so a start whose configuration differs simply builds its own.
 * Prepared as bootstrap prepares it (every plugin's configuration run), with the environment the
 * build runs in; a failure here only costs that first start the build, so it never fails `npm run build`.
 */
async function main() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tuah-schema-warm-'));
    try {
        const env = readEnvironment({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'error' });
        await setConfig(buildVendureConfig(env));
        const config = await runPluginConfigurations(getConfig());
        cacheVendureSchemas(path.join(dataDir, 'cache'), BUILD_SCHEMA_CACHE);
        const current = new Set<string>();
        for (const [apiType, typePaths] of [
            ['shop', VENDURE_SHOP_API_TYPE_PATHS],
            ['admin', VENDURE_ADMIN_API_TYPE_PATHS],
        ] as const) {
            const options = { config, typePaths, typesLoader: new GraphQLTypesLoader(), apiType, output: 'sdl' as const };
            // Through the module object, where cacheVendureSchemas put its kept-copy version.
            await (
                require('@vendure/core/dist/api/config/get-final-vendure-schema') as { getFinalVendureSchema: typeof getFinalVendureSchema }
            ).getFinalVendureSchema(options);
            current.add(`graphql-${apiType}-${schemaKey(options)}.graphql`);
        }
        // Schemas of earlier builds would only pile up in dist: a build keeps its own.
        for (const file of fs.readdirSync(BUILD_SCHEMA_CACHE)) {
            if (file.startsWith('graphql-') && !current.has(file)) fs.rmSync(path.join(BUILD_SCHEMA_CACHE, file), { force: true });
        }
        console.log(`GraphQL schemas kept for the first start in ${path.relative(process.cwd(), BUILD_SCHEMA_CACHE)}`);
    } finally {
        resetConfig();
        fs.rmSync(dataDir, { recursive: true, force: true });
    }
}

if (require.main === module) {
    main().then(
        () => process.exit(0),
        err => {
            console.warn(`The GraphQL schemas were not kept for the first start (it builds them): ${(err as Error).message}`);
            process.exit(0);
        },
    );
}
