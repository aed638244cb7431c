import { PermissionDefinition } from '@vendure/core';

export const readEInvoicePermission = new PermissionDefinition({
    name: 'ReadEInvoice',
    description: 'Allows reading e-invoice documents and their MyInvois validation errors',
});

export const manageEInvoicePermission = new PermissionDefinition({
    name: 'ManageEInvoice',
    description: 'Allows retrying and cancelling e-invoice documents and issuing a consolidated e-invoice',
});
