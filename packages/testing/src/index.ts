export { startTestServer, withFastPasswordHashes, type TestServer, type TestServerProcess, type StartTestServerOptions } from './test-server';
export { queryDatabase } from './database';
export { adminLogin, gql, shopApi, type GraphQLResponse } from './graphql';
export { startShop, withShop } from './shop';
export { createShopper } from './shoppers';
export { createOperator } from './operators';
export { CAMPAIGN_FIELDS, createCampaign, DRAW_STARTED, productVariants } from './campaigns';
export { ADD_ITEM, buy, ORDER_ERRORS, pay, toArrangingPayment } from './checkout';
export { chiSquareCritical, chiSquareStatistic, goodnessOfFit } from './statistics';
