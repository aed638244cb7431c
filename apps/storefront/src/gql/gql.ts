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
    "query BbCode($orderId: ID!, $prizeLineId: ID!) {\n  bbCode(orderId: $orderId, prizeLineId: $prizeLineId) {\n    __typename\n    ... on BbCodeReveal {\n      bbCode {\n        id\n        code\n      }\n      prizeLine {\n        id\n        tnc\n      }\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}": typeof types.BbCodeDocument,
    "query BlindBoxes($options: BlindBoxListOptions) {\n  blindBoxes(options: $options) {\n    totalItems\n    items {\n      id\n      isOpen\n      openedAt\n      code {\n        code\n      }\n      orderId\n      campaign {\n        id\n        sId\n        name\n      }\n      prizeLine {\n        id\n        prizeName\n        isLose\n        rarity\n        pType\n        prizeImg\n      }\n    }\n  }\n}": typeof types.BlindBoxesDocument,
    "query GetCartDetails {\n  activeOrder {\n    id\n    code\n    state\n    totalQuantity\n    subTotalWithTax\n    shippingWithTax\n    totalWithTax\n    currencyCode\n    lines {\n      id\n      quantity\n      unitPriceWithTax\n      linePriceWithTax\n      featuredAsset {\n        id\n        preview\n      }\n      productVariant {\n        id\n        name\n      }\n    }\n  }\n}": typeof types.GetCartDetailsDocument,
    "query GetNextBlindBoxId($orderId: ID!, $boxId: ID!) {\n  getNextBlindBoxId(orderId: $orderId, boxId: $boxId)\n}": typeof types.GetNextBlindBoxIdDocument,
    "query GetOneOrderPooling($orderCode: String!) {\n  orderByCode(code: $orderCode) {\n    id\n    code\n    state\n    customFields {\n      isLBb\n    }\n  }\n}": typeof types.GetOneOrderPoolingDocument,
    "mutation OpenAllBox($orderId: ID!) {\n  openAllBox(orderId: $orderId) {\n    __typename\n    ... on BoxOpeningList {\n      opened\n      items {\n        alreadyOpened\n        box {\n          id\n        }\n        prizeLine {\n          id\n          prizeName\n          isLose\n          rarity\n          pType\n          prizeImg\n        }\n      }\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}": typeof types.OpenAllBoxDocument,
    "mutation OpenBox($boxId: ID!, $autoNext: Boolean) {\n  openBox(boxId: $boxId, autoNext: $autoNext) {\n    __typename\n    ... on BoxOpening {\n      alreadyOpened\n      nextBoxId\n      box {\n        id\n        isOpen\n      }\n      prizeLine {\n        id\n        prizeName\n        isLose\n        tnc\n        rarity\n        pType\n        rPercent\n        brandStr\n        prizeImg\n        animationImg\n      }\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}": typeof types.OpenBoxDocument,
    "query Products($options: ProductListOptions) {\n  products(options: $options) {\n    totalItems\n    items {\n      id\n      name\n      slug\n      featuredAsset {\n        id\n        preview\n      }\n      variants {\n        id\n        priceWithTax\n        currencyCode\n      }\n    }\n  }\n}": typeof types.ProductsDocument,
    "query getBox($bbBlindBoxId: ID!) {\n  getBox(bbBlindBoxId: $bbBlindBoxId) {\n    id\n    isOpen\n    code {\n      code\n    }\n    allPrizes {\n      id\n      prizeName\n      prizeImg\n      animationImg\n      rarity\n      rPercent\n    }\n    prizeLine {\n      id\n      prizeName\n      isLose\n      tnc\n      rarity\n      pType\n      rPercent\n      brandStr\n    }\n    orderLine {\n      id\n    }\n  }\n}": typeof types.GetBoxDocument,
    "query listPendingBoxes($orderId: ID!) {\n  listPendingBoxes(orderId: $orderId) {\n    id\n    isOpen\n    code {\n      code\n    }\n  }\n}": typeof types.ListPendingBoxesDocument,
    "query HomeCategories {\n  collections(options: {topLevelOnly: true, sort: {position: ASC}}) {\n    items {\n      id\n      name\n      slug\n      featuredAsset {\n        id\n        preview\n      }\n    }\n  }\n}": typeof types.HomeCategoriesDocument,
};
const documents: Documents = {
    "query BbCode($orderId: ID!, $prizeLineId: ID!) {\n  bbCode(orderId: $orderId, prizeLineId: $prizeLineId) {\n    __typename\n    ... on BbCodeReveal {\n      bbCode {\n        id\n        code\n      }\n      prizeLine {\n        id\n        tnc\n      }\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}": types.BbCodeDocument,
    "query BlindBoxes($options: BlindBoxListOptions) {\n  blindBoxes(options: $options) {\n    totalItems\n    items {\n      id\n      isOpen\n      openedAt\n      code {\n        code\n      }\n      orderId\n      campaign {\n        id\n        sId\n        name\n      }\n      prizeLine {\n        id\n        prizeName\n        isLose\n        rarity\n        pType\n        prizeImg\n      }\n    }\n  }\n}": types.BlindBoxesDocument,
    "query GetCartDetails {\n  activeOrder {\n    id\n    code\n    state\n    totalQuantity\n    subTotalWithTax\n    shippingWithTax\n    totalWithTax\n    currencyCode\n    lines {\n      id\n      quantity\n      unitPriceWithTax\n      linePriceWithTax\n      featuredAsset {\n        id\n        preview\n      }\n      productVariant {\n        id\n        name\n      }\n    }\n  }\n}": types.GetCartDetailsDocument,
    "query GetNextBlindBoxId($orderId: ID!, $boxId: ID!) {\n  getNextBlindBoxId(orderId: $orderId, boxId: $boxId)\n}": types.GetNextBlindBoxIdDocument,
    "query GetOneOrderPooling($orderCode: String!) {\n  orderByCode(code: $orderCode) {\n    id\n    code\n    state\n    customFields {\n      isLBb\n    }\n  }\n}": types.GetOneOrderPoolingDocument,
    "mutation OpenAllBox($orderId: ID!) {\n  openAllBox(orderId: $orderId) {\n    __typename\n    ... on BoxOpeningList {\n      opened\n      items {\n        alreadyOpened\n        box {\n          id\n        }\n        prizeLine {\n          id\n          prizeName\n          isLose\n          rarity\n          pType\n          prizeImg\n        }\n      }\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}": types.OpenAllBoxDocument,
    "mutation OpenBox($boxId: ID!, $autoNext: Boolean) {\n  openBox(boxId: $boxId, autoNext: $autoNext) {\n    __typename\n    ... on BoxOpening {\n      alreadyOpened\n      nextBoxId\n      box {\n        id\n        isOpen\n      }\n      prizeLine {\n        id\n        prizeName\n        isLose\n        tnc\n        rarity\n        pType\n        rPercent\n        brandStr\n        prizeImg\n        animationImg\n      }\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}": types.OpenBoxDocument,
    "query Products($options: ProductListOptions) {\n  products(options: $options) {\n    totalItems\n    items {\n      id\n      name\n      slug\n      featuredAsset {\n        id\n        preview\n      }\n      variants {\n        id\n        priceWithTax\n        currencyCode\n      }\n    }\n  }\n}": types.ProductsDocument,
    "query getBox($bbBlindBoxId: ID!) {\n  getBox(bbBlindBoxId: $bbBlindBoxId) {\n    id\n    isOpen\n    code {\n      code\n    }\n    allPrizes {\n      id\n      prizeName\n      prizeImg\n      animationImg\n      rarity\n      rPercent\n    }\n    prizeLine {\n      id\n      prizeName\n      isLose\n      tnc\n      rarity\n      pType\n      rPercent\n      brandStr\n    }\n    orderLine {\n      id\n    }\n  }\n}": types.GetBoxDocument,
    "query listPendingBoxes($orderId: ID!) {\n  listPendingBoxes(orderId: $orderId) {\n    id\n    isOpen\n    code {\n      code\n    }\n  }\n}": types.ListPendingBoxesDocument,
    "query HomeCategories {\n  collections(options: {topLevelOnly: true, sort: {position: ASC}}) {\n    items {\n      id\n      name\n      slug\n      featuredAsset {\n        id\n        preview\n      }\n    }\n  }\n}": types.HomeCategoriesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BbCode($orderId: ID!, $prizeLineId: ID!) {\n  bbCode(orderId: $orderId, prizeLineId: $prizeLineId) {\n    __typename\n    ... on BbCodeReveal {\n      bbCode {\n        id\n        code\n      }\n      prizeLine {\n        id\n        tnc\n      }\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}"): typeof import('./graphql').BbCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BlindBoxes($options: BlindBoxListOptions) {\n  blindBoxes(options: $options) {\n    totalItems\n    items {\n      id\n      isOpen\n      openedAt\n      code {\n        code\n      }\n      orderId\n      campaign {\n        id\n        sId\n        name\n      }\n      prizeLine {\n        id\n        prizeName\n        isLose\n        rarity\n        pType\n        prizeImg\n      }\n    }\n  }\n}"): typeof import('./graphql').BlindBoxesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetCartDetails {\n  activeOrder {\n    id\n    code\n    state\n    totalQuantity\n    subTotalWithTax\n    shippingWithTax\n    totalWithTax\n    currencyCode\n    lines {\n      id\n      quantity\n      unitPriceWithTax\n      linePriceWithTax\n      featuredAsset {\n        id\n        preview\n      }\n      productVariant {\n        id\n        name\n      }\n    }\n  }\n}"): typeof import('./graphql').GetCartDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetNextBlindBoxId($orderId: ID!, $boxId: ID!) {\n  getNextBlindBoxId(orderId: $orderId, boxId: $boxId)\n}"): typeof import('./graphql').GetNextBlindBoxIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetOneOrderPooling($orderCode: String!) {\n  orderByCode(code: $orderCode) {\n    id\n    code\n    state\n    customFields {\n      isLBb\n    }\n  }\n}"): typeof import('./graphql').GetOneOrderPoolingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OpenAllBox($orderId: ID!) {\n  openAllBox(orderId: $orderId) {\n    __typename\n    ... on BoxOpeningList {\n      opened\n      items {\n        alreadyOpened\n        box {\n          id\n        }\n        prizeLine {\n          id\n          prizeName\n          isLose\n          rarity\n          pType\n          prizeImg\n        }\n      }\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}"): typeof import('./graphql').OpenAllBoxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OpenBox($boxId: ID!, $autoNext: Boolean) {\n  openBox(boxId: $boxId, autoNext: $autoNext) {\n    __typename\n    ... on BoxOpening {\n      alreadyOpened\n      nextBoxId\n      box {\n        id\n        isOpen\n      }\n      prizeLine {\n        id\n        prizeName\n        isLose\n        tnc\n        rarity\n        pType\n        rPercent\n        brandStr\n        prizeImg\n        animationImg\n      }\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}"): typeof import('./graphql').OpenBoxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Products($options: ProductListOptions) {\n  products(options: $options) {\n    totalItems\n    items {\n      id\n      name\n      slug\n      featuredAsset {\n        id\n        preview\n      }\n      variants {\n        id\n        priceWithTax\n        currencyCode\n      }\n    }\n  }\n}"): typeof import('./graphql').ProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getBox($bbBlindBoxId: ID!) {\n  getBox(bbBlindBoxId: $bbBlindBoxId) {\n    id\n    isOpen\n    code {\n      code\n    }\n    allPrizes {\n      id\n      prizeName\n      prizeImg\n      animationImg\n      rarity\n      rPercent\n    }\n    prizeLine {\n      id\n      prizeName\n      isLose\n      tnc\n      rarity\n      pType\n      rPercent\n      brandStr\n    }\n    orderLine {\n      id\n    }\n  }\n}"): typeof import('./graphql').GetBoxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query listPendingBoxes($orderId: ID!) {\n  listPendingBoxes(orderId: $orderId) {\n    id\n    isOpen\n    code {\n      code\n    }\n  }\n}"): typeof import('./graphql').ListPendingBoxesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomeCategories {\n  collections(options: {topLevelOnly: true, sort: {position: ASC}}) {\n    items {\n      id\n      name\n      slug\n      featuredAsset {\n        id\n        preview\n      }\n    }\n  }\n}"): typeof import('./graphql').HomeCategoriesDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
