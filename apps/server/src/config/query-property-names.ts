import type { EntityMetadata } from 'typeorm';
import { QueryBuilder } from 'typeorm/query-builder/QueryBuilder';

/** How many statements' replaced texts are kept (the least recently used leave first). */
export const PROPERTY_NAMES_CACHE_SIZE = 1000;

interface Alias {
    name: string;
    hasMetadata: boolean;
    metadata: EntityMetadata;
}
type Builder = { expressionMap: { aliasNamePrefixingEnabled: boolean; aliases: Alias[] } };

let patched = false;

/**
 * Remembers TypeORM's property-to-column renaming of each statement (docs/performance.md "Checkout
 * under a burst"). `QueryBuilder.replacePropertyNamesForTheWholeQuery` builds, for every query, a
 * regular expression of every property of every entity in it and runs it over the whole SQL text:
 * 6–7 % of the server's CPU under a checkout burst, for the same few hundred statements again and
 * again. Its result depends only on the statement, whether aliases are prefixed, and each alias's
 * name and entity metadata, which together are the key here; a hit skips the work, a miss runs
 * TypeORM's own. Both databases.
 */
export function rememberPropertyNameReplacements(): void {
    if (patched) return;
    patched = true;
    const proto = QueryBuilder.prototype as unknown as { replacePropertyNamesForTheWholeQuery(this: Builder, statement: string): string };
    const replace = proto.replacePropertyNamesForTheWholeQuery;
    const metadataIds = new WeakMap<EntityMetadata, number>();
    let nextId = 0;
    const replaced = new Map<string, string>();
    proto.replacePropertyNamesForTheWholeQuery = function (this: Builder, statement: string) {
        const map = this.expressionMap;
        let key = map.aliasNamePrefixingEnabled ? '1' : '0';
        for (const alias of map.aliases) {
            if (!alias.hasMetadata) continue;
            let id = metadataIds.get(alias.metadata);
            if (id === undefined) metadataIds.set(alias.metadata, (id = nextId++));
            key += `\u0001${alias.name}\u0002${id}`;
        }
        key += `\u0000${statement}`;
        const hit = replaced.get(key);
        if (hit !== undefined) {
            replaced.delete(key);
            replaced.set(key, hit);
            return hit;
        }
        const result = replace.call(this, statement);
        replaced.set(key, result);
        if (replaced.size > PROPERTY_NAMES_CACHE_SIZE) replaced.delete(replaced.keys().next().value as string);
        return result;
    };
}
