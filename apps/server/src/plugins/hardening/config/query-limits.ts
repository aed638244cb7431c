import {
    DocumentNode,
    FieldNode,
    FragmentDefinitionNode,
    getNamedType,
    getNullableType,
    GraphQLError,
    GraphQLField,
    GraphQLNamedType,
    GraphQLSchema,
    isInterfaceType,
    isListType,
    isObjectType,
    Kind,
    OperationDefinitionNode,
    SchemaMetaFieldDef,
    SelectionSetNode,
    TypeMetaFieldDef,
    TypeNameMetaFieldDef,
    ValidationContext,
    ValidationRule,
    ValueNode,
} from 'graphql';
import { I18nError, LogLevel } from '@vendure/core';

/** The limits one GraphQL operation must stay within; checked while the document is validated, before anything runs. */
export interface QueryLimits {
    /** Nested field levels (`{ a { b } }` is 2). */
    maxDepth: number;
    /** Estimated cost (see `estimateFieldComplexity`). */
    maxComplexity: number;
    /** Fields whose response name differs from the field name. */
    maxAliases: number;
    /** Fields selected, counting every use of a fragment. */
    maxFields: number;
    /** The largest page a list answers (`take` above it is clamped by the server): the cost of a list without `take`. */
    listCap: number;
    /** Cost factors for fields whose lists are known to be long, `Type.field` → factor. */
    fieldFactors?: Record<string, number>;
}

export interface OperationMeasure {
    depth: number;
    complexity: number;
    aliases: number;
    fields: number;
}

/** The arguments the estimator needs, as graphql-query-complexity and the HardenPlugin pass them. */
export interface ComplexityEstimatorArgs {
    type: { name: string };
    field: GraphQLField<unknown, unknown>;
    args: Record<string, unknown>;
    childComplexity: number;
}

/**
 * Vendure's HardenPlugin estimator (a field costs 1 plus its children; a list 5 times its child;
 * a PaginatedList its child plus ln(child) × take), with one change: `take` is clamped to the
 * server's page cap, and a missing `take`, or one outside 1..cap, costs the cap, not 1,000. The
 * server never answers more than the cap, and `take: 0` or `take: -1` must not make a query look cheap.
 */
export function tuahComplexityEstimator(limits: Pick<QueryLimits, 'listCap' | 'fieldFactors'>) {
    return ({ type, field, args, childComplexity }: ComplexityEstimatorArgs): number => {
        const factor = limits.fieldFactors?.[`${type.name}.${field.name}`];
        if (factor != null) return Math.max(childComplexity, 1) * factor;
        const namedType = getNamedType(field.type);
        if (isObjectType(namedType) && namedType.getInterfaces().some(i => i.name === 'PaginatedList')) {
            const options = args?.options;
            const requested = typeof options === 'object' && options !== null && 'take' in options ? options.take : undefined;
            // A take outside 1..cap (0, -1: "everything" to an unguarded list) costs the cap, the most
            // it could ever mean; the lists themselves answer it clamped.
            const take = typeof requested === 'number' && requested >= 1 && requested <= limits.listCap ? requested : limits.listCap;
            return childComplexity + Math.round(Math.log(Math.max(childComplexity, 1)) * take);
        }
        if (isListType(getNullableType(field.type))) return Math.max(childComplexity, 1) * 5;
        return childComplexity + 1;
    };
}

class LimitExceeded extends Error {}

/**
 * Measures one operation: depth, estimated complexity, aliases and fields, following fragments.
 * Variables are not known while validating, so a `take` given by a variable costs the page cap
 * (the most the server answers). Introspection (`__schema`, `__type`) counts towards fields only:
 * its cost is bounded by the schema, and it is off in production. The walk stops as soon as the
 * field count passes `abortAfterFields`, so a fragment bomb costs no more than that.
 */
export function measureOperation(
    schema: GraphQLSchema,
    document: DocumentNode,
    operation: OperationDefinitionNode,
    limits: QueryLimits,
    abortAfterFields = Number.POSITIVE_INFINITY,
): OperationMeasure & { aborted: boolean } {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of document.definitions) {
        if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    const estimate = tuahComplexityEstimator(limits);
    const measure: OperationMeasure = { depth: 0, complexity: 0, aliases: 0, fields: 0 };

    const walk = (selectionSet: SelectionSetNode, parentType: GraphQLNamedType | undefined, depth: number, introspection: boolean, path: string[]): number => {
        let cost = 0;
        for (const selection of selectionSet.selections) {
            if (selection.kind === Kind.FIELD) {
                cost += field(selection, parentType, depth, introspection, path);
            } else if (selection.kind === Kind.INLINE_FRAGMENT) {
                const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parentType;
                cost += walk(selection.selectionSet, type ?? undefined, depth, introspection, path);
            } else {
                const name = selection.name.value;
                const fragment = fragments.get(name);
                // A fragment cycle is reported by graphql's own rule; here it simply ends the walk.
                if (!fragment || path.includes(name)) continue;
                const type = schema.getType(fragment.typeCondition.name.value);
                cost += walk(fragment.selectionSet, type ?? undefined, depth, introspection, [...path, name]);
            }
        }
        return cost;
    };

    const field = (node: FieldNode, parentType: GraphQLNamedType | undefined, depth: number, introspection: boolean, path: string[]): number => {
        measure.fields++;
        if (measure.fields > abortAfterFields) throw new LimitExceeded();
        const name = node.name.value;
        if (node.alias && node.alias.value !== name) measure.aliases++;
        const definition = fieldDefinition(schema, parentType, name);
        const isIntrospection = introspection || name === '__schema' || name === '__type';
        if (!isIntrospection) measure.depth = Math.max(measure.depth, depth);
        // An unknown field is reported by graphql's own rules; it costs 1 here.
        if (!definition) return 1;
        const childComplexity = node.selectionSet ? walk(node.selectionSet, getNamedType(definition.type), depth + 1, isIntrospection, path) : 0;
        if (isIntrospection) return 0;
        return estimate({ type: parentType ?? { name: '?' }, field: definition, args: literalArguments(node), childComplexity });
    };

    let aborted = false;
    try {
        const root =
            operation.operation === 'query'
                ? schema.getQueryType()
                : operation.operation === 'mutation'
                  ? schema.getMutationType()
                  : schema.getSubscriptionType();
        measure.complexity = walk(operation.selectionSet, root ?? undefined, 1, false, []);
    } catch (err) {
        if (!(err instanceof LimitExceeded)) throw err;
        aborted = true;
    }
    return { ...measure, aborted };
}

function fieldDefinition(schema: GraphQLSchema, parentType: GraphQLNamedType | undefined, name: string): GraphQLField<unknown, unknown> | undefined {
    if (name === '__typename') return TypeNameMetaFieldDef;
    if (parentType === schema.getQueryType()) {
        if (name === '__schema') return SchemaMetaFieldDef;
        if (name === '__type') return TypeMetaFieldDef;
    }
    if (parentType && (isObjectType(parentType) || isInterfaceType(parentType))) return parentType.getFields()[name];
    return undefined;
}

/** Argument values written in the document; a variable reads as undefined (its worst case is assumed). */
function literalArguments(node: FieldNode): Record<string, unknown> {
    const args: Record<string, unknown> = {};
    for (const argument of node.arguments ?? []) args[argument.name.value] = literal(argument.value);
    return args;
}

function literal(value: ValueNode): unknown {
    switch (value.kind) {
        case Kind.INT:
            return Number.parseInt(value.value, 10);
        case Kind.FLOAT:
            return Number.parseFloat(value.value);
        case Kind.OBJECT:
            return Object.fromEntries(value.fields.map(f => [f.name.value, literal(f.value)]));
        case Kind.LIST:
            return value.values.map(literal);
        case Kind.STRING:
        case Kind.ENUM:
            return value.value;
        case Kind.BOOLEAN:
            return value.value;
        default:
            return undefined;
    }
}

/** Which limit an operation broke; the code clients see in `extensions.code`. */
export type QueryLimitCode = 'QUERY_TOO_DEEP' | 'QUERY_TOO_COMPLEX' | 'QUERY_TOO_MANY_ALIASES' | 'QUERY_TOO_MANY_FIELDS';

const MESSAGE_KEYS: Record<QueryLimitCode, string> = {
    QUERY_TOO_DEEP: 'error.query-too-deep',
    QUERY_TOO_COMPLEX: 'error.query-too-complex',
    QUERY_TOO_MANY_ALIASES: 'error.query-too-many-aliases',
    QUERY_TOO_MANY_FIELDS: 'error.query-too-many-fields',
};

/**
 * The refusal: an I18nError, so Vendure's TranslateErrorsPlugin translates its message into the
 * request's language; QueryLimitErrorsPlugin then puts its code into `extensions.code` (Apollo
 * stamps GRAPHQL_VALIDATION_FAILED on every validation error). Logged at debug level only: a
 * refused query is the client's mistake, and an attacker must not be able to fill the error log.
 */
export class QueryLimitError extends I18nError {
    constructor(
        readonly limitCode: QueryLimitCode,
        variables: { value: number; max: number },
    ) {
        super(MESSAGE_KEYS[limitCode], variables, limitCode, LogLevel.Debug);
    }
}

export const queryLimitMessages = {
    en: {
        error: {
            'query-too-deep': 'This query nests {value} levels deep; at most {max} are allowed',
            'query-too-complex': 'This query is too complex (estimated cost {value}; at most {max} is allowed): ask for fewer or smaller lists',
            'query-too-many-aliases': 'This query uses {value} aliases; at most {max} are allowed',
            'query-too-many-fields': 'This query selects more than {max} fields',
        },
    },
    ms: {
        error: {
            'query-too-deep': 'Pertanyaan ini bersarang {value} tahap; paling banyak {max} dibenarkan',
            'query-too-complex':
                'Pertanyaan ini terlalu kompleks (anggaran kos {value}; paling banyak {max} dibenarkan): minta senarai yang lebih sedikit atau lebih kecil',
            'query-too-many-aliases': 'Pertanyaan ini menggunakan {value} alias; paling banyak {max} dibenarkan',
            'query-too-many-fields': 'Pertanyaan ini memilih lebih daripada {max} medan',
        },
    },
};

/** The first limit `measure` breaks, if any. */
export function brokenLimit(measure: OperationMeasure & { aborted: boolean }, limits: QueryLimits): QueryLimitError | undefined {
    if (measure.aborted || measure.fields > limits.maxFields)
        return new QueryLimitError('QUERY_TOO_MANY_FIELDS', { value: measure.fields, max: limits.maxFields });
    if (measure.aliases > limits.maxAliases) return new QueryLimitError('QUERY_TOO_MANY_ALIASES', { value: measure.aliases, max: limits.maxAliases });
    if (measure.depth > limits.maxDepth) return new QueryLimitError('QUERY_TOO_DEEP', { value: measure.depth, max: limits.maxDepth });
    if (measure.complexity > limits.maxComplexity) return new QueryLimitError('QUERY_TOO_COMPLEX', { value: measure.complexity, max: limits.maxComplexity });
    return undefined;
}

/**
 * A validation rule applying `limits` to every operation of the document, so a refused query
 * never reaches a resolver and Apollo answers HTTP 400. Apollo caches validated documents, so a
 * document is measured once.
 */
export function queryLimitsRule(limits: QueryLimits): ValidationRule {
    return (context: ValidationContext) => ({
        OperationDefinition(operation: OperationDefinitionNode) {
            const measure = measureOperation(context.getSchema(), context.getDocument(), operation, limits, limits.maxFields);
            const error = brokenLimit(measure, limits);
            if (error) context.reportError(new GraphQLError(error.message, { nodes: [operation], originalError: error }));
            return false;
        },
    });
}
