import { graphql } from '../gql/graphql';

/** The audit plugin's admin API (apps/server/src/plugins/audit, docs/audit.md). */

/** An audit area, as the admin schema's AuditArea enum has it (the audit plugin's constants.ts). */
export type AuditArea = ReturnType<typeof graphql.scalar<'AuditArea'>>;

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
            items {
                id
                createdAt
                administratorId
                identifier
                operation
                area
                entityType
                entityId
                summary
            }
        }
    }
`);
