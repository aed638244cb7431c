import { createRequire } from 'node:module';
import path from 'node:path';

import { expect, it } from 'vitest';

/**
 * src/config/graphql-type-checks.ts drops graphql's development check for types from a second
 * copy of graphql; that is safe only while the server loads one copy, whoever asks for it.
 */
it('the server, Vendure, Nest and Apollo load the same copy of graphql', () => {
    const server = createRequire(path.join(__dirname, '../src/index.ts'));
    const users = ['@vendure/core', '@nestjs/graphql', '@apollo/server', '@vendure/asset-server-plugin'];
    const resolved = new Set([server.resolve('graphql'), ...users.map(name => createRequire(server.resolve(name)).resolve('graphql'))]);
    expect([...resolved]).toHaveLength(1);
});

it('after the server replaces the check, graphql still tells types apart', async () => {
    const { checkGraphqlTypesAsInProduction } = await import('../src/config/graphql-type-checks');
    checkGraphqlTypesAsInProduction();
    const graphql = createRequire(__filename)('graphql') as typeof import('graphql');
    expect(graphql.isObjectType(graphql.GraphQLString)).toBe(false);
    expect(graphql.isScalarType(graphql.GraphQLString)).toBe(true);
    const list = new graphql.GraphQLList(graphql.GraphQLID);
    expect(graphql.isListType(list)).toBe(true);
    expect(graphql.isNonNullType(list)).toBe(false);
});
