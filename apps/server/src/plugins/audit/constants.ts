export const loggerCtx = 'AuditPlugin';

/** The areas an entry is filed under (the dashboard filters by them). */
export const AUDIT_AREAS = [
    'PRIZE_TABLES',
    'CAMPAIGNS',
    'DRAWS',
    'CODES',
    'MARKETING',
    'REFUNDS',
    'SHIPMENTS',
    'ORDERS',
    'ROLES',
    'ADMINISTRATORS',
    'CUSTOMERS',
    'CATALOG',
    'SETTINGS',
    'OTHER',
] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

/** Largest page of auditEntries. */
export const AUDIT_MAX_TAKE = 100;
