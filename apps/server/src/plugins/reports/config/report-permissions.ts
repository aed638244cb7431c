import { PermissionDefinition } from '@vendure/core';

/** ExportOrders (the contract's name): download orders, payments and refunds as CSV. */
export const exportOrdersPermission = new PermissionDefinition({
    name: 'ExportOrders',
    description: 'Grants permission to download orders, payments and refunds as CSV',
});

/** ReadReports: read the sales report and the blind-box odds check. */
export const readReportsPermission = new PermissionDefinition({
    name: 'ReadReports',
    description: 'Grants permission to read the sales report and the blind-box odds check',
});
