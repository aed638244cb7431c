import { CrudPermissionDefinition } from '@vendure/core';

/** Operators who see gateway transactions needing attention (to refund) and refund them. */
export const paymentPermission = new CrudPermissionDefinition(
    'GatewayPayment',
    operation => `Grants permission to ${operation} gateway payments needing attention and their refunds`,
);
