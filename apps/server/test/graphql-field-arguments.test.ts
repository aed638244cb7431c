import { createRequire } from 'node:module';

import { expect, it } from 'vitest';

import { readArgumentsOnlyWhereDeclared } from '../src/config/graphql-field-arguments';

/**
 * src/config/graphql-field-arguments.ts answers graphql's reading of a field's arguments at once
 * when the field declares none; every field that declares some must still get them as graphql
 * coerces them (literals, variables, defaults, required ones refused), on the graphql the server loads.
 */
readArgumentsOnlyWhereDeclared();
const graphql = createRequire(__filename)('graphql') as typeof import('graphql');

const seen: Array<{ field: string; args: Record<string, unknown> }> = [];
const schema = new graphql.GraphQLSchema({
    query: new graphql.GraphQLObjectType({
        name: 'Query',
        fields: {
            ticket: {
                type: new graphql.GraphQLObjectType({
                    name: 'Ticket',
                    fields: {
                        number: { type: graphql.GraphQLInt, resolve: (t, args) => (seen.push({ field: 'number', args }), t.number) },
                        label: {
                            type: graphql.GraphQLString,
                            args: {
                                prefix: { type: graphql.GraphQLString, defaultValue: '#' },
                                width: { type: new graphql.GraphQLNonNull(graphql.GraphQLInt) },
                            },
                            resolve: (t, args) => (seen.push({ field: 'label', args }), `${args.prefix}${String(t.number).padStart(args.width, '0')}`),
                        },
                    },
                }),
                resolve: () => ({ number: 42 }),
            },
        },
    }),
});

const run = (source: string, variableValues?: Record<string, unknown>) => graphql.graphql({ schema, source, variableValues });

it('a field that declares no argument gets an empty dictionary, as graphql makes it', async () => {
    seen.length = 0;
    expect((await run('{ ticket { number } }')).data).toEqual({ ticket: { number: 42 } });
    const { args } = seen.find(s => s.field === 'number')!;
    expect(Object.keys(args)).toEqual([]);
    expect(Object.getPrototypeOf(args)).toBe(null);
});

it('a field that declares arguments still gets them coerced: literals, variables and defaults', async () => {
    seen.length = 0;
    const answer = await run('query ($w: Int!) { ticket { a: label(width: 5) b: label(prefix: "T-", width: $w) } }', { w: 3 });
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ ticket: { a: '#00042', b: 'T-042' } });
    expect(seen.map(s => ({ ...s.args }))).toEqual([
        { prefix: '#', width: 5 },
        { prefix: 'T-', width: 3 },
    ]);
});

it('a required argument left out, or one given to a field that declares none, is still refused', async () => {
    expect((await run('{ ticket { label } }')).errors?.[0]?.message).toMatch(/argument "width" of type "Int!" is required/i);
    expect((await run('{ ticket { number(width: 2) } }')).errors?.[0]?.message).toMatch(/Unknown argument "width"/);
});
