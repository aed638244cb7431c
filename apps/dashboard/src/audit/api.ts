import { graphql } from '../gql/graphql';

/** The audit plugin's admin API (apps/server/src/plugins/audit, docs/audit.md). */

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

/** The areas as an operator reads them. */
export const AREA_NAMES: Record<AuditArea, string> = {
    PRIZE_TABLES: 'Prize tables and odds',
    CAMPAIGNS: 'Campaigns',
    DRAWS: 'Draws',
    CODES: 'Codes',
    MARKETING: 'Marketing',
    REFUNDS: 'Refunds',
    SHIPMENTS: 'Shipments',
    ORDERS: 'Orders',
    ROLES: 'Roles',
    ADMINISTRATORS: 'Administrators',
    CUSTOMERS: 'Customers',
    CATALOG: 'Catalogue',
    SETTINGS: 'Settings',
    OTHER: 'Other',
};

export const AUDIT_ENTRIES = graphql(`
    query TuahAuditEntries($options: AuditEntryListOptions) {
        auditEntries(options: $options) {
            totalItems
            items { id createdAt administratorId identifier operation area entityType entityId summary }
        }
    }
`);

export interface AuditEntry {
    id: string;
    createdAt: string;
    administratorId: string | null;
    identifier: string;
    operation: string;
    area: AuditArea;
    entityType: string | null;
    entityId: string | null;
    summary: string;
}
