import { createRequire } from 'node:module';

import type { GraphQLField } from 'graphql';

type GetArgumentValues = (def: Pick<GraphQLField<unknown, unknown>, 'args'>, node: unknown, variableValues?: unknown) => Record<string, unknown>;

let patched = false;

/**
 * graphql reads the arguments of every field it executes, for each value of an answer: it indexes
 * the field's argument nodes in a fresh dictionary, then goes through the arguments the field
 * declares. Most fields of an answer declare none (a card's `id`, `name`, its picture's `preview`),
 * and for them the answer is always an empty dictionary: about 0.3 µs of each card of a campaign
 * list, 5 % of what a card costs (docs/performance.md#campaign-lists). So a field that declares no
 * argument gets that empty dictionary at once, as graphql makes it (`Object.create(null)`); any
 * other field is read by graphql's own code. Arguments a query gives a field that declares none
 * are refused by validation before execution, so none is lost. graphql's executor calls this
 * through its CommonJS exports at each call, so replacing the export once, at start, is seen there.
 */
export function readArgumentsOnlyWhereDeclared(): void {
    if (patched) return;
    patched = true;
    // The server's own graphql, the one Vendure, Nest and Apollo load (CommonJS; test/graphql-copies.test.ts).
    const values = createRequire(__filename)('graphql/execution/values.js') as { getArgumentValues: GetArgumentValues };
    const read = values.getArgumentValues;
    values.getArgumentValues = function getArgumentValues(def, node, variableValues) {
        return def.args.length === 0 ? Object.create(null) : read(def, node, variableValues);
    };
}
