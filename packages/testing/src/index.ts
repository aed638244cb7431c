export { startTestServer, type TestServer, type TestServerProcess, type StartTestServerOptions } from './test-server';
export { queryDatabase } from './database';
export { shopApi, type GraphQLResponse } from './graphql';
