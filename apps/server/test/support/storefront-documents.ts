import fs from 'node:fs';
import path from 'node:path';

import { ASTNode, DocumentNode, FragmentDefinitionNode, Kind, OperationDefinitionNode, parse, visit } from 'graphql';

export const REPO = path.resolve(__dirname, '../../../..');

export function filesUnder(dir: string, suffix: string): string[] {
    return fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter(f => f.endsWith(suffix))
        .map(f => path.join(dir, f));
}

/** Every operation the storefront ships, each with the fragments it may use. */
export function storefrontDocuments(): Array<{ name: string; document: DocumentNode; operation: OperationDefinitionNode }> {
    const definitions = filesUnder(path.join(REPO, 'apps/storefront/src'), '.graphql').flatMap(f => parse(fs.readFileSync(f, 'utf8')).definitions);
    const fragments = new Map(definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map(f => [f.name.value, f]));
    /** The fragments a definition spreads, and theirs, as the storefront's code generator bundles them. */
    const used = (node: ASTNode, into = new Set<string>()): Set<string> => {
        visit(node, {
            FragmentSpread(spread) {
                if (into.has(spread.name.value)) return;
                into.add(spread.name.value);
                used(fragments.get(spread.name.value)!, into);
            },
        });
        return into;
    };
    return definitions
        .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
        .map(operation => ({
            name: operation.name!.value,
            operation,
            document: { kind: Kind.DOCUMENT, definitions: [operation, ...[...used(operation)].map(name => fragments.get(name)!)] },
        }));
}
