import { createRequire } from 'node:module';

type InstanceOf = (value: unknown, constructor: abstract new (...args: never[]) => unknown) => boolean;

let patched = false;

/**
 * graphql's type checks (`isObjectType`, `isListType`, …) as graphql makes them under
 * `NODE_ENV=production`: a plain `instanceof` (docs/performance.md, "Campaign lists").
 *
 * Without that setting — the embedded shop, the tests, the bench — each check that answers "no"
 * also reads both classes' names, to tell the developer when a type came from a second copy of
 * graphql. Executing one field asks several such questions (is it non-null, a list, a leaf, an
 * abstract type?), and so does Vendure's asset interceptor for every value of an answer: about a
 * microsecond of each card of a list, 10 % of what a card costs. The shop has one copy of graphql
 * (`test/graphql-copies.test.ts` holds that), so the warning could never fire. graphql's other
 * modules call its `instanceOf` through its CommonJS exports at each call, so replacing the export
 * once, at start, is seen by all of them.
 */
export function checkGraphqlTypesAsInProduction(): void {
    if (patched) return;
    patched = true;
    // The server's own graphql, the one Vendure, Nest and Apollo load (CommonJS).
    const checks = createRequire(__filename)('graphql/jsutils/instanceOf.js') as { instanceOf: InstanceOf };
    checks.instanceOf = function instanceOf(value, constructor) {
        return value instanceof constructor;
    };
}
