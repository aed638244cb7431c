/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query GetCartDetails {\n  activeOrder {\n    id\n    code\n    state\n    totalQuantity\n    subTotalWithTax\n    shippingWithTax\n    totalWithTax\n    currencyCode\n    lines {\n      id\n      quantity\n      unitPriceWithTax\n      linePriceWithTax\n      featuredAsset {\n        id\n        preview\n      }\n      productVariant {\n        id\n        name\n      }\n    }\n  }\n}": typeof types.GetCartDetailsDocument,
    "query Products($options: ProductListOptions) {\n  products(options: $options) {\n    totalItems\n    items {\n      id\n      name\n      slug\n      featuredAsset {\n        id\n        preview\n      }\n      variants {\n        id\n        priceWithTax\n        currencyCode\n      }\n    }\n  }\n}": typeof types.ProductsDocument,
    "query HomeCategories {\n  collections(options: {topLevelOnly: true, sort: {position: ASC}}) {\n    items {\n      id\n      name\n      slug\n      featuredAsset {\n        id\n        preview\n      }\n    }\n  }\n}": typeof types.HomeCategoriesDocument,
};
const documents: Documents = {
    "query GetCartDetails {\n  activeOrder {\n    id\n    code\n    state\n    totalQuantity\n    subTotalWithTax\n    shippingWithTax\n    totalWithTax\n    currencyCode\n    lines {\n      id\n      quantity\n      unitPriceWithTax\n      linePriceWithTax\n      featuredAsset {\n        id\n        preview\n      }\n      productVariant {\n        id\n        name\n      }\n    }\n  }\n}": types.GetCartDetailsDocument,
    "query Products($options: ProductListOptions) {\n  products(options: $options) {\n    totalItems\n    items {\n      id\n      name\n      slug\n      featuredAsset {\n        id\n        preview\n      }\n      variants {\n        id\n        priceWithTax\n        currencyCode\n      }\n    }\n  }\n}": types.ProductsDocument,
    "query HomeCategories {\n  collections(options: {topLevelOnly: true, sort: {position: ASC}}) {\n    items {\n      id\n      name\n      slug\n      featuredAsset {\n        id\n        preview\n      }\n    }\n  }\n}": types.HomeCategoriesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetCartDetails {\n  activeOrder {\n    id\n    code\n    state\n    totalQuantity\n    subTotalWithTax\n    shippingWithTax\n    totalWithTax\n    currencyCode\n    lines {\n      id\n      quantity\n      unitPriceWithTax\n      linePriceWithTax\n      featuredAsset {\n        id\n        preview\n      }\n      productVariant {\n        id\n        name\n      }\n    }\n  }\n}"): typeof import('./graphql').GetCartDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Products($options: ProductListOptions) {\n  products(options: $options) {\n    totalItems\n    items {\n      id\n      name\n      slug\n      featuredAsset {\n        id\n        preview\n      }\n      variants {\n        id\n        priceWithTax\n        currencyCode\n      }\n    }\n  }\n}"): typeof import('./graphql').ProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomeCategories {\n  collections(options: {topLevelOnly: true, sort: {position: ASC}}) {\n    items {\n      id\n      name\n      slug\n      featuredAsset {\n        id\n        preview\n      }\n    }\n  }\n}"): typeof import('./graphql').HomeCategoriesDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
