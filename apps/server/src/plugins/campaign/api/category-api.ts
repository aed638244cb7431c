/** GetCategory (spec: no input; Category id, name, shortId, imgUrl). Kept apart from the campaign SDL. */
export const categoryShopApiExtensions = `
    "A top-level category of the shop (a public Vendure collection right under the root)."
    type Category {
        id: ID!
        "In the request's language."
        name: String!
        "The short id operators give the category (collection custom field shortId): used in links (actionTyp CAT)."
        shortId: String
        "The featured picture's preview URL."
        imgUrl: String
    }
    extend type Query {
        "GetCategory: the shop's top-level categories, in the operators' order (collection position); public ones only."
        getCategory: [Category!]!
    }
`;
