import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { VENDURE_VERSION } from '@vendure/core';
import { getPluginAPIExtensions } from '@vendure/core/dist/plugin/plugin-metadata';
import { buildSchema, DocumentNode, GraphQLSchema, print, version as graphqlVersion } from 'graphql';

type VendureSchemaModule = typeof import('@vendure/core/dist/api/config/get-final-vendure-schema');
type FinalSchemaOptions = Parameters<VendureSchemaModule['getFinalVendureSchema']>[0];
type FinalSchemaBuilder = VendureSchemaModule['getFinalVendureSchema'];

/** The build's own schema folder (`dist/.schema-cache`), read by every start whose data folder has no copy. */
export const BUILD_SCHEMA_CACHE = path.join(__dirname, '..', '.schema-cache');

/**
 * Vendure builds each API's GraphQL schema at every start from its own type files, the plugins' API
 * extensions and the config: a quarter of a quiet start's CPU, paid again by every restart and by
 * every test server. The schema is a function of those inputs alone, so it is kept as SDL in `dir`,
 * in a file named by the hash of everything that goes in (Vendure's and graphql's versions, the type
 * files, each extension's text, custom fields, authentication and active-order input types, custom
 * permissions). Any change to an input is a new name; an input it cannot read (an extension that
 * needs the schema being built) means no caching. Vendure prints the returned schema to SDL for
 * Nest either way, so a schema rebuilt from the cached SDL serves exactly as the one it replaces.
 *
 * `shared` (the build's own folder) is read when `dir` has no copy and written beside it: the name is
 * the hash of the inputs, valid for any data folder, so a first start on a fresh data folder (a
 * newcomer's, a test's, a new deploy's) finds the schema an earlier start of the same build kept.
 */
export function cacheVendureSchemas(dir: string, shared?: string) {
    // The module object itself (an import would be a copy under esModuleInterop): Vendure calls the
    // function through it at call time, so replacing the export is enough.
    const vendureSchema = require('@vendure/core/dist/api/config/get-final-vendure-schema') as VendureSchemaModule;
    const build: FinalSchemaBuilder = vendureSchema.getFinalVendureSchema;
    if ((build as { cached?: true }).cached) return;
    const cached = async (options: FinalSchemaOptions): Promise<GraphQLSchema | string> => {
        const key = schemaKey(options);
        if (!key) return build(options);
        const file = path.join(dir, `graphql-${options.apiType}-${key}.graphql`);
        const sharedFile = shared && path.join(shared, path.basename(file));
        let sdl = readIfThere(file);
        if (sdl === undefined && sharedFile) {
            sdl = readIfThere(sharedFile);
            if (sdl !== undefined) writeAtomically(file, sdl);
        }
        if (sdl === undefined) {
            sdl = (await build({ ...options, output: 'sdl' })) as string;
            writeAtomically(file, sdl);
            // A read-only build (an image's) is no reason to warn: the data folder keeps its copy.
            if (sharedFile) writeAtomically(sharedFile, sdl, false);
        }
        // Printed from a schema graphql had validated: validating it again is a third of the read.
        return options.output === 'sdl' ? sdl : buildSchema(sdl, { assumeValidSDL: true });
    };
    (vendureSchema as { getFinalVendureSchema: unknown }).getFinalVendureSchema = Object.assign(cached, { cached: true as const });
}

/** The hash of everything the schema is built from, or undefined when some input cannot be read. */
export function schemaKey(options: FinalSchemaOptions): string | undefined {
    const { config, typePaths, apiType } = options;
    const parts: unknown[] = [VENDURE_VERSION, graphqlVersion, apiType, typePaths.map(p => fs.realpathSync.native(path.dirname(p)) + path.basename(p))];
    for (const extension of getPluginAPIExtensions(config.plugins, apiType)) {
        const schema = extension.schema as DocumentNode | ((...args: unknown[]) => DocumentNode | undefined) | undefined;
        if (typeof schema === 'function') {
            // Vendure passes the schema built so far; one that reads it cannot be known beforehand.
            if (schema.length > 0) return undefined;
            parts.push(documentText(schema()));
        } else {
            parts.push(documentText(schema));
        }
    }
    const authStrategies = apiType === 'shop' ? config.authOptions.shopAuthenticationStrategy : config.authOptions.adminAuthenticationStrategy;
    parts.push(authStrategies.map(s => [s.name, documentText(s.defineInputType())]));
    const activeOrder = config.orderOptions.activeOrderStrategy;
    parts.push((Array.isArray(activeOrder) ? activeOrder : [activeOrder]).map(s => [s.name, documentText(s.defineInputType?.())]));
    parts.push(config.authOptions.customPermissions);
    parts.push(config.customFields);
    return createHash('sha256').update(JSON.stringify(parts, readable)).digest('hex').slice(0, 32);
}

function documentText(document: DocumentNode | undefined): string {
    // Printed, not its source text: a document put together from others keeps only one part's source.
    return document ? print(document) : '';
}

/** JSON for config values: functions and classes (a relation's entity) by their source, which names them. */
function readable(_key: string, value: unknown): unknown {
    if (typeof value === 'function') return `function ${value.name}: ${String(value)}`;
    return value;
}

function readIfThere(file: string): string | undefined {
    try {
        return fs.readFileSync(file, 'utf8');
    } catch {
        return undefined;
    }
}

function writeAtomically(file: string, text: string, warn = true) {
    try {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        const temporary = `${file}.${process.pid}.tmp`;
        fs.writeFileSync(temporary, text);
        fs.renameSync(temporary, file);
    } catch (err) {
        // A read-only data folder costs the next start the build, nothing more.
        if (warn) console.warn(`Could not keep the GraphQL schema for the next start: ${(err as Error).message}`);
    }
}
