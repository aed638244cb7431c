import fs from 'node:fs';
import path from 'node:path';

import { bootstrap, runMigrations } from '@vendure/core';
import { buildClientSchema, getIntrospectionQuery, printSchema } from 'graphql';

import { readEnvironment } from '../config/environment';
import { buildVendureConfig } from '../config/vendure-config';
import { freePort } from './free-port';
import { createScratchDatabase } from './scratch-database';

/** Where the storefront's code generator reads the shop API's schema from. */
export const SHOP_SCHEMA_FILE = path.join(__dirname, '../../schema/shop-api.graphql');

/**
 * Starts the real server on a scratch database and writes the shop API schema it serves,
 * as introspection sees it, so that client types are generated from what actually runs.
 */
async function main() {
    const db = await createScratchDatabase('sqlite');
    const port = await freePort();
    const env = readEnvironment({ ...process.env, ...db.env, PORT: String(port), SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn', SHOP_API_INTROSPECTION: 'true' });
    const config = buildVendureConfig(env);
    await runMigrations(config);
    const app = await bootstrap(config);
    try {
        const sdl = await fetchSchema(`http://127.0.0.1:${port}/shop-api`);
        fs.writeFileSync(SHOP_SCHEMA_FILE, sdl);
        console.log(`Wrote ${path.relative(process.cwd(), SHOP_SCHEMA_FILE)}`);
    } finally {
        await app.close();
        await db.drop();
    }
}

export async function fetchSchema(url: string): Promise<string> {
    const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: getIntrospectionQuery() }),
    });
    const { data } = (await response.json()) as { data: Parameters<typeof buildClientSchema>[0] };
    return printSchema(buildClientSchema(data)) + '\n';
}

if (require.main === module) {
    main().then(
        () => process.exit(0),
        err => {
            console.error(err);
            process.exit(1);
        },
    );
}
