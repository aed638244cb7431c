import { GraphqlValueTransformer, type TypeTree, type TypeTreeNode } from '@vendure/core/dist/api/common/graphql-value-transformer';
import { AssetInterceptorPlugin } from '@vendure/core/dist/api/middleware/asset-interceptor-plugin';
import { IdCodecPlugin } from '@vendure/core/dist/api/middleware/id-codec-plugin';
import type { IdCodecService } from '@vendure/core/dist/api/common/id-codec.service';
import { isObject } from '@vendure/common/lib/shared-utils';
import type { DocumentNode, GraphQLNamedType, GraphQLUnionType } from 'graphql';

import { childrenOf, isName, type Transformer } from './answer-type-walk';

/**
 * Where in an answer a finisher has work: at this node's values (`here`), and below the children
 * named in `below` (by the answer's keys). A node with neither has no plan.
 */
interface Plan {
    here: boolean;
    below: Map<string, Plan>;
    /**
     * Whether the node's values are scalars (a JSON value), whose keys may be anything. An object
     * type's values are graphql's result objects, whose keys are all names (fields or aliases), so
     * below such a node nothing but the plan's own children can be reached.
     */
    scalar: boolean;
}

/** The keys Vendure's id codec encodes inside a JSON value (its IdCodecPlugin's list), besides `id`. */
const JSON_ID_KEYS = [
    'paymentId',
    'fulfillmentId',
    'orderItemIds',
    'orderLineId',
    'promotionId',
    'refundId',
    'groupId',
    'modificationId',
    'previousCustomerId',
    'newCustomerId',
];

let patched = false;

/**
 * Vendure finishes every answer with two walks over all of it (docs/performance.md, "Campaign
 * lists"): the asset interceptor makes each picture's `preview` and `source` absolute URLs, and the
 * id codec encodes every value typed `ID` or `JSON` with the entity id strategy. Each visits every
 * value of the answer and asks its type — a card of twenty costs both walks over five fields each.
 *
 * Here each finisher goes only where it can change something, by a plan made once for each
 * document's type tree: the pictures' walk only down the fields that lead to an `Asset` (or a
 * union holding one), the id codec's only down those that lead to a `JSON` value. The id codec has
 * nothing to do at an `ID`: our strategy (`CheckedIdStrategy`) encodes as Vendure's auto-increment
 * one does, `String(id)`, and graphql has already written every `ID` as that string. What each
 * finisher does where it acts is Vendure's own code, unchanged: the same URLs and the same
 * encoding, and an answer without a picture or a JSON value is not walked at all
 * (`test/answer-type-walk.test.ts` compares both with Vendure's over the storefront's answers).
 *
 * The walk keeps Vendure's reading of an answer: a key that is not a name (an array's index, or a
 * numeric key inside a value) keeps the node it is in, and the walk goes on into what was written.
 */
export function finishAnswersWhereTheyChange(): void {
    if (patched) return;
    patched = true;
    const pictures = plans(type => isPicture(type) || (isUnion(type) && type.getTypes().some(isPicture)));
    const jsonValues = plans(type => type.name === 'JSON');

    type PictureFinisher = { graphqlValueTransformer: GraphqlValueTransformer; toAbsoluteUrl?: (request: unknown, identifier: string) => string };
    const assetPlugin = AssetInterceptorPlugin.prototype as unknown as {
        prefixAssetUrls(this: PictureFinisher, request: unknown, document: DocumentNode, data: Record<string, unknown> | null | undefined): void;
    };
    assetPlugin.prefixAssetUrls = function (request, document, data) {
        const toAbsoluteUrl = this.toAbsoluteUrl;
        if (!toAbsoluteUrl || !data) return;
        const plan = pictures(this.graphqlValueTransformer, this.graphqlValueTransformer.getOutputTypeTree(document));
        if (!plan) return;
        finish(data, plan, value => {
            // Vendure's asset interceptor, as it is.
            const picture = value as { preview?: string; source?: string } | null | undefined;
            if (picture && !Array.isArray(picture)) {
                if (picture.preview) picture.preview = toAbsoluteUrl(request, picture.preview);
                if (picture.source) picture.source = toAbsoluteUrl(request, picture.source);
            }
            return value;
        });
    };

    type IdFinisher = { graphqlValueTransformer: GraphqlValueTransformer; idCodecService: IdCodecService };
    const idPlugin = IdCodecPlugin.prototype as unknown as {
        encodeIdFields(this: IdFinisher, document: DocumentNode, data: Record<string, unknown> | null | undefined): void;
    };
    idPlugin.encodeIdFields = function (document, data) {
        if (!data) return;
        const plan = jsonValues(this.graphqlValueTransformer, this.graphqlValueTransformer.getOutputTypeTree(document));
        if (!plan) return;
        // Vendure's id codec at a JSON value, as it is (a JSON value that is not an object stays).
        finish(data, plan, value => (isObject(value) ? this.idCodecService.encode(value, JSON_ID_KEYS) : value));
    };
}

/** Vendure's asset interceptor's types. */
function isPicture(type: GraphQLNamedType): boolean {
    return type.name === 'Asset' || type.name === 'SearchResultAsset';
}

/** graphql's `isUnionType`, by the class's tag: whichever copy of graphql made the schema (the tests load a second). */
function isUnion(type: GraphQLNamedType): type is GraphQLUnionType {
    return Object.prototype.toString.call(type) === '[object GraphQLUnionType]';
}

/** graphql's `isScalarType`, by the class's tag (as `isUnion`). */
function isScalar(type: GraphQLNamedType): boolean {
    return Object.prototype.toString.call(type) === '[object GraphQLScalarType]';
}

/** Plans for one finisher: the nodes whose type `acts` on, made once for each type tree. */
function plans(acts: (type: GraphQLNamedType) => boolean) {
    const made = new WeakMap<TypeTree, Plan | null>();
    return (transformer: GraphqlValueTransformer, typeTree: TypeTree): Plan | null => {
        let plan = made.get(typeTree);
        if (plan === undefined) {
            plan = planOf(transformer as unknown as Transformer, typeTree, typeTree.operation, acts, new Set());
            made.set(typeTree, plan);
        }
        return plan;
    };
}

function planOf(
    transformer: Transformer,
    typeTree: TypeTree,
    node: TypeTreeNode,
    acts: (type: GraphQLNamedType) => boolean,
    path: Set<TypeTreeNode>,
): Plan | null {
    // A document's tree is finite (graphql refuses fragments that spread themselves); the path guards anyway.
    if (path.has(node)) return null;
    path.add(node);
    const below = new Map<string, Plan>();
    const children = childrenOf(transformer, typeTree, node);
    for (const key of Object.keys(children)) {
        const plan = planOf(transformer, typeTree, children[key]!, acts, path);
        if (plan) below.set(key, plan);
    }
    path.delete(node);
    const here = !!node.type && acts(node.type as GraphQLNamedType);
    return here || below.size ? { here, below, scalar: !!node.type && isScalar(node.type as GraphQLNamedType) } : null;
}

/** Goes through `o` (a value at `plan`'s node) along the plan, writing what `touch` returns at the nodes it acts on. */
function finish(o: Record<string, unknown> | unknown[], plan: Plan, touch: (value: unknown) => unknown): void {
    if (Array.isArray(o)) {
        // An index keeps the node (Vendure's walk: not a name).
        for (let i = 0; i < o.length; i++) step(o as unknown as Record<number, unknown>, i, plan, touch);
        return;
    }
    if (plan.below.size) {
        // A node with fields below is one of the answer's objects, whose keys are all names: only the
        // plan's own are looked up, not every key the object has.
        for (const [key, next] of plan.below) if (Object.hasOwn(o, key)) step(o, key, next, touch);
        return;
    }
    // A value the plan acts on (a JSON value): only its keys that are not names go on, keeping the node.
    for (const key of Object.keys(o)) if (!isName(key)) step(o, key, plan, touch);
}

function step(o: Record<string | number, unknown>, key: string | number, plan: Plan, touch: (value: unknown) => unknown): void {
    let value = o[key];
    if (plan.here) {
        const touched = touch(value);
        if (touched !== value) o[key] = value = touched;
    }
    // Below a picture with nothing planned under it (its `preview`, `source`) there is nothing to walk.
    if (value !== null && typeof value === 'object' && (plan.below.size || plan.scalar || Array.isArray(value))) {
        finish(value as Record<string, unknown>, plan, touch);
    }
}
