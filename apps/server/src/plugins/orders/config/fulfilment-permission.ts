import { CrudPermissionDefinition } from '@vendure/core';

/** Create/Read/Update/DeleteFulfilment: who may see what waits to ship (won prizes, paid orders) and mark it shipped. */
export const fulfilmentPermission = new CrudPermissionDefinition(
    'Fulfilment',
    operation => `Grants permission to ${operation} shipments of paid orders and won prizes`,
);
