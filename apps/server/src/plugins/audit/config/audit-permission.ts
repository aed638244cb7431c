import { PermissionDefinition } from '@vendure/core';

/** ReadAuditTrail: who may read the operator audit trail (nobody may change it). */
export const readAuditTrailPermission = new PermissionDefinition({
    name: 'ReadAuditTrail',
    description: 'Grants permission to read the operator audit trail',
});
