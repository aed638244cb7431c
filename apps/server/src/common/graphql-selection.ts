import { FieldNode, GraphQLResolveInfo, Kind, SelectionSetNode } from 'graphql';

/**
 * The names of the fields a request selects at `path` below the resolver's own field (`['items']`
 * for a list's items), through fragments and inline fragments, so a service loads only what will
 * be shown. Directives are not evaluated: a field under `@include(if: false)` counts as selected,
 * which only loads more than needed.
 */
export function selectedFieldNames(info: GraphQLResolveInfo, path: string[] = []): Set<string> {
    let sets = info.fieldNodes.flatMap(node => (node.selectionSet ? [node.selectionSet] : []));
    for (const name of path) {
        sets = fieldsOf(info, sets)
            .filter(field => field.name.value === name)
            .flatMap(field => (field.selectionSet ? [field.selectionSet] : []));
    }
    return new Set(fieldsOf(info, sets).map(field => field.name.value));
}

function fieldsOf(info: GraphQLResolveInfo, sets: SelectionSetNode[]): FieldNode[] {
    const fields: FieldNode[] = [];
    const visit = (set: SelectionSetNode) => {
        for (const selection of set.selections) {
            if (selection.kind === Kind.FIELD) fields.push(selection);
            else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
            else {
                const fragment = info.fragments[selection.name.value];
                if (fragment) visit(fragment.selectionSet);
            }
        }
    };
    sets.forEach(visit);
    return fields;
}
