import { errorResultType } from '../../../common/error-results';

/** Policy pages in the shop API (ours: the contract names the slugs and routes, no operation). */
export const policyShopApiExtensions = `
    "A policy page in the request's language (English when it is neither en nor ms). body is plain text in a tiny markdown subset: blank lines part paragraphs, '## ' starts a heading, '- ' a list item; never HTML."
    type PolicyPage {
        slug: String!
        title: String!
        body: String!
        "The language title and body are in."
        languageCode: LanguageCode!
        updatedAt: DateTime!
    }
    extend type Query {
        "One policy page by slug (privacy-policy, terms-of-use, terms-of-use-android, terms-of-sale, campaign-rules); null for any other slug."
        policyPage(slug: String!): PolicyPage
        "The five policy pages in the contract's order (the policy index)."
        policyPages: [PolicyPage!]!
    }
`;

/** Operators with UpdatePolicy save a page whole, in both languages. */
export const policyAdminApiExtensions = `
    type PolicyPageText {
        languageCode: LanguageCode!
        title: String!
        body: String!
    }
    type PolicyPage {
        id: ID!
        slug: String!
        updatedAt: DateTime!
        translations: [PolicyPageText!]!
    }
    input PolicyPageTranslationInput {
        languageCode: LanguageCode!
        title: String!
        body: String!
    }
    input UpdatePolicyPageInput {
        slug: String!
        "Exactly one English (en) and one Malay (ms) text."
        translations: [PolicyPageTranslationInput!]!
    }
    ${errorResultType('PolicyPageInputError', 'UpdatePolicyPage refused (reason UNKNOWN_SLUG, UNKNOWN_LANGUAGE, REPEATED_LANGUAGE, MISSING_LANGUAGE, BAD_TITLE or BAD_BODY).')}
    union UpdatePolicyPageResult = PolicyPage | PolicyPageInputError
    extend type Query {
        policyPages: [PolicyPage!]!
    }
    extend type Mutation {
        "Saves a policy page's title and body in English and Malay (permission UpdatePolicy)."
        updatePolicyPage(input: UpdatePolicyPageInput!): UpdatePolicyPageResult!
    }
`;
