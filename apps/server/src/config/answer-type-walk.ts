import { GraphqlValueTransformer, type TypeTree, type TypeTreeNode } from '@vendure/core/dist/api/common/graphql-value-transformer';
import type { GraphQLNamedType } from 'graphql';

type Children = TypeTreeNode['children'];
type Visitor = (value: unknown, type: GraphQLNamedType | undefined) => unknown;
export interface Transformer {
    transformValues(this: Transformer, typeTree: TypeTree, data: Record<string, unknown>, visitorFn: Visitor): void;
    deepMergeChildren(target: Children, source: Children): Children;
}
/** A node's children with its fragments' merged in, as they were made from the node's own `children` and `fragmentRefs`. */
interface Merged {
    children: Children;
    fragmentRefs: string[];
    merged: Children;
}

let patched = false;

/**
 * Whether Vendure's walk reads `key` as a field's name: `Number.parseInt(key, 10)` is NaN. A key
 * starting with a letter or `_` (every GraphQL name) is NaN without parsing: parseInt skips only
 * white space and a sign before the digits it reads.
 */
export function isName(key: string): boolean {
    const c = key.charCodeAt(0);
    if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95) return true;
    return Number.isNaN(Number.parseInt(key, 10));
}

/** Each node's children merged with its fragments', kept while its `children` and `fragmentRefs` are the ones they were made from. */
const made = new WeakMap<TypeTreeNode, Merged>();

/**
 * The node's children with those of the fragments it spreads (and theirs), as Vendure's
 * `getTypeNodeByPath` merges them (with its `deepMergeChildren`, fragments taken in its order).
 */
export function childrenOf(transformer: Transformer, typeTree: TypeTree, node: TypeTreeNode): Children {
    const own = node.children;
    const refs = node.fragmentRefs;
    if (!refs.length) return own;
    const kept = made.get(node);
    if (kept && kept.children === own && kept.fragmentRefs === refs) return kept.merged;
    let merged = own;
    const pending = refs.slice();
    while (pending.length) {
        const ref = pending.pop();
        if (!ref) continue;
        const fragment = typeTree.fragments[ref];
        if (!fragment) continue;
        merged = transformer.deepMergeChildren(merged, fragment.children);
        if (fragment.fragmentRefs) pending.push(...fragment.fragmentRefs);
    }
    made.set(node, { children: own, fragmentRefs: refs, merged });
    return merged;
}

/**
 * Walks each answer beside its type tree once (docs/performance.md, "Campaign lists").
 *
 * Vendure's `GraphqlValueTransformer.transformValues` runs twice over every answer (the id codec's
 * and the asset interceptor's `willSendResponse`) and finds the type of each value by walking the
 * tree again from the root along the value's whole path, merging the children of every node that
 * spreads fragments on the way (`deepMergeChildren`: object copies) — for every value of the answer:
 * 40 µs of CPU a card of the storefront's campaign list (`bench/answer-walk.ts`). Here the walk
 * keeps the node it is at, so each value costs one lookup, and a node's merged children are made
 * once and kept (by the node, for as long as its `children` and `fragmentRefs` are the ones they were
 * made from: Vendure's merge replaces those of nodes below, never those of the node being merged).
 *
 * What the visitor sees is Vendure's: the same calls in the same order with the same types. A key
 * that parses as an integer (an array's index, or a numeric key of an object) keeps the node, once
 * no node is found none is below it, the visitor gets `(value, node && node.type)` before the walk
 * goes into the value, and the walk goes into what the visitor returned. The merge is Vendure's own
 * `deepMergeChildren`, fragments taken in its order (`test/answer-type-walk.test.ts` compares both
 * walks over the storefront's own documents).
 */
export function walkAnswersWithTheirTypes(): void {
    if (patched) return;
    patched = true;
    const proto = GraphqlValueTransformer.prototype as unknown as Transformer;

    function walk(transformer: Transformer, typeTree: TypeTree, o: Record<string, unknown>, node: TypeTreeNode | undefined, visit: Visitor) {
        let children: Children | undefined;
        for (const key of Object.keys(o)) {
            let child = node;
            if (node && isName(key)) {
                children ??= childrenOf(transformer, typeTree, node);
                child = children[key];
            }
            o[key] = visit(o[key], child && child.type);
            const value = o[key];
            if (value !== null && typeof value === 'object') walk(transformer, typeTree, value as Record<string, unknown>, child, visit);
        }
    }

    proto.transformValues = function (this: Transformer, typeTree: TypeTree, data: Record<string, unknown>, visitorFn: Visitor) {
        walk(this, typeTree, data, typeTree.operation, visitorFn);
    };
}
