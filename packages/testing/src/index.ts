export { startTestServer, type TestServer, type StartTestServerOptions } from './test-server';
export { shopApi, type GraphQLResponse } from './graphql';
