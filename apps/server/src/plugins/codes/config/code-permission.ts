import { CrudPermissionDefinition } from '@vendure/core';

/** Create/Read/Update/DeleteCode: who may create redemption code batches and see who redeemed them. */
export const codePermission = new CrudPermissionDefinition('Code', operation => `Grants permission to ${operation} redemption code batches`);
