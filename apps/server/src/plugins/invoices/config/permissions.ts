import { PermissionDefinition } from '@vendure/core';

/** Lets an administrator see orders' invoices and their download links. */
export const allowInvoicesPermission = new PermissionDefinition({
    name: 'AllowInvoicesPermission',
    description: 'Allows reading invoices and downloading their PDFs',
});
