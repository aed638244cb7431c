import { CrudPermissionDefinition } from '@vendure/core';

/** Create/Read/Update/DeleteMarketing: who may see and manage Home's banners, popup, floating button and blind-box promo. */
export const marketingPermission = new CrudPermissionDefinition(
    'Marketing',
    operation => `Grants permission to ${operation} marketing items (banners, popup, FAB, blind-box promo)`,
);
