import gql from 'graphql-tag';

import { adminErrorTypes, shopErrorTypes } from '../errors';

const common = `
    "Where an e-invoice document is on its way to MyInvois (docs/einvoice.md#states)."
    enum EInvoiceStatus { PENDING SUBMITTED VALID INVALID CANCELLED }
    "What the shop issued: an invoice to one buyer, the month's consolidated invoice for the general public, or a refund note."
    enum EInvoiceKind { INVOICE CONSOLIDATED REFUND_NOTE }
`;

export const shopApiExtensions = gql`
    ${common}
    ${shopErrorTypes}
    enum EInvoiceIdType {
        NRIC
        PASSPORT
        BRN
        ARMY
    }

    "The shopper's e-invoice details, kept for their next order."
    type EInvoiceDetails {
        tin: String!
        idType: EInvoiceIdType!
        idNumber: String!
        name: String!
    }

    input EInvoiceDetailsInput {
        "The tax identification number LHDN issued (IG… for individuals)."
        tin: String!
        idType: EInvoiceIdType!
        idNumber: String!
        "The name the e-invoice is issued to."
        name: String!
    }

    "An order's e-invoice: its own (asked for), or the month's consolidated one it is part of."
    type OrderEInvoice {
        "The buyer asked for an e-invoice in their own name."
        requested: Boolean!
        kind: EInvoiceKind
        "The document's number (the order's invoice number, or CON-<month>); null until it exists."
        number: String
        status: EInvoiceStatus
        "MyInvois's document UUID once accepted."
        uuid: String
        "The MyInvois validation link (also the QR code on the invoice PDF) once valid."
        validationUrl: String
    }

    union SetEInvoiceDetailsResult = EInvoiceDetails | EInvoiceDetailsError
    union RequestEInvoiceResult = OrderEInvoice | EInvoiceRequestError

    extend type Query {
        "The signed-in shopper's e-invoice details, or null."
        eInvoiceDetails: EInvoiceDetails
    }

    extend type Mutation {
        "Keeps the shopper's e-invoice details once MyInvois's TIN validation accepts them."
        setEInvoiceDetails(input: EInvoiceDetailsInput!): SetEInvoiceDetailsResult!
        "Asks (true) or stops asking (false) for an e-invoice in the shopper's name on the active order."
        requestEInvoice(requested: Boolean!): RequestEInvoiceResult!
    }

    extend type Order {
        "The order's e-invoice; only its own customer sees it (null for anyone else)."
        eInvoice: OrderEInvoice
    }
`;

export const adminApiExtensions = gql`
    ${common}
    ${adminErrorTypes}
    type EInvoiceValidationError {
        code: String!
        message: String!
    }

    type EInvoiceDocument {
        id: ID!
        createdAt: DateTime!
        updatedAt: DateTime!
        "The shop's document number (MyInvois's codeNumber): unique."
        number: String!
        kind: EInvoiceKind!
        "MyInvois's type: 01 invoice, 02 credit note, 04 refund note."
        typeCode: String!
        orderId: ID
        orderCode: String
        "The month (YYYY-MM, shop calendar) the document belongs to."
        month: String!
        "A refund note's original document."
        referenceNumber: String
        status: EInvoiceStatus!
        "Payable amount in sen, tax included."
        total: Money!
        uuid: String
        submissionUid: String
        longId: String
        validationUrl: String
        "MyInvois's validation errors, or why the last attempt failed."
        errors: [EInvoiceValidationError!]!
        attempts: Int!
        nextAttemptAt: DateTime
        submittedAt: DateTime
        validatedAt: DateTime
        cancelledAt: DateTime
    }

    type EInvoiceDocumentList {
        items: [EInvoiceDocument!]!
        totalItems: Int!
    }

    input EInvoiceDocumentListOptions {
        status: EInvoiceStatus
        kind: EInvoiceKind
        typeCode: String
        "YYYY-MM"
        month: String
        orderId: ID
        skip: Int
        "At most 100."
        take: Int
    }

    union EInvoiceDocumentResult = EInvoiceDocument | EInvoiceActionError

    extend type Query {
        "E-invoice documents, newest first (ReadEInvoice)."
        eInvoiceDocuments(options: EInvoiceDocumentListOptions): EInvoiceDocumentList!
    }

    extend type Mutation {
        "Submits a pending document now, or an invalid one again (built anew) (ManageEInvoice)."
        retryEInvoiceDocument(id: ID!): EInvoiceDocumentResult!
        "Cancels a valid document at MyInvois, within 72 hours of its validation (ManageEInvoice)."
        cancelEInvoiceDocument(id: ID!, reason: String!): EInvoiceDocumentResult!
        "Issues a past month's consolidated e-invoice now, if it has none (ManageEInvoice); the task does it in the first days of each month."
        submitConsolidatedEInvoice(month: String!): EInvoiceDocumentResult!
    }
`;
