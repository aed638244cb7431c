import gql from 'graphql-tag';

const invoiceType = gql`
    "A paid order's invoice (docs/orders.md#invoices)."
    type Invoice {
        "TUAH-<year>-<6 digits>: per year, consecutive, never reused."
        invoiceNumber: String!
        "A signed link to the PDF, in the request's language; it expires after a few minutes (ask again for a new one)."
        downloadUrl: String!
        createdAt: DateTime!
    }
`;

export const shopApiExtensions = gql`
    ${invoiceType}
    extend type Order {
        "The order's invoice once it is paid (empty before); only its own customer sees it."
        invoices: [Invoice!]!
    }
`;

export const adminApiExtensions = gql`
    ${invoiceType}
    extend type Order {
        "The order's invoice once it is paid (needs the AllowInvoicesPermission permission)."
        invoices: [Invoice!]!
    }
`;
