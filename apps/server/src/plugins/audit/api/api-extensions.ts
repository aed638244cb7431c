import gql from 'graphql-tag';

import { AUDIT_AREAS } from '../constants';

export const adminApiExtensions = gql`
    "What an audit entry is filed under (from the mutation's name)."
    enum AuditArea {
        ${AUDIT_AREAS.join('\n        ')}
    }

    "One successful admin mutation: who, what and when. Entries are never changed or removed."
    type AuditEntry {
        id: ID!
        createdAt: DateTime!
        "Null for a user that is not an administrator."
        administratorId: ID
        "The administrator's sign-in identifier at the time."
        identifier: String!
        "The mutation, e.g. savePrizeTable, updateRole, settleRefund."
        operation: String!
        area: AuditArea!
        entityType: String
        entityId: String
        "The mutation's input as JSON: passwords, keys, tokens and codes redacted, long values shortened."
        summary: String!
    }

    type AuditEntryList {
        items: [AuditEntry!]!
        totalItems: Int!
    }

    input AuditEntryListOptions {
        "Clamped to 0 or more."
        skip: Int
        "Clamped to 1..100; 50 when absent."
        take: Int
        area: AuditArea
        administratorId: ID
        "Entries at or after this time."
        since: DateTime
        "Entries at or before this time."
        until: DateTime
    }

    extend type Query {
        "The operator audit trail, newest first (permission ReadAuditTrail)."
        auditEntries(options: AuditEntryListOptions): AuditEntryList!
    }
`;
