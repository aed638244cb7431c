import { CrudPermissionDefinition } from '@vendure/core';

/** Create/Read/Update/DeletePrizeTable: who may see and change blind-box prize tables, their terms and digital code pools. */
export const prizeTablePermission = new CrudPermissionDefinition(
    'PrizeTable',
    operation => `Grants permission to ${operation} blind-box prize tables and digital codes`,
);
