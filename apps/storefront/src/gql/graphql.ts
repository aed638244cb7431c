/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type BlindBoxFilterParameter = {
  _and?: Array<BlindBoxFilterParameter> | null | undefined;
  _or?: Array<BlindBoxFilterParameter> | null | undefined;
  campaignId?: IdOperators | null | undefined;
  createdAt?: DateOperators | null | undefined;
  id?: IdOperators | null | undefined;
  isOpen?: BooleanOperators | null | undefined;
  /** Position of the box in its order line, from 1. */
  n?: NumberOperators | null | undefined;
  openedAt?: DateOperators | null | undefined;
  orderId?: IdOperators | null | undefined;
  updatedAt?: DateOperators | null | undefined;
};

export type BlindBoxListOptions = {
  /** Allows the results to be filtered */
  filter?: BlindBoxFilterParameter | null | undefined;
  /** Specifies whether multiple top-level "filter" fields should be combined with a logical AND or OR operation. Defaults to AND. */
  filterOperator?: LogicalOperator | null | undefined;
  /** Skips the first n results, for use in pagination */
  skip?: number | null | undefined;
  /** Specifies which properties to sort the results by */
  sort?: BlindBoxSortParameter | null | undefined;
  /** Takes n results, for use in pagination */
  take?: number | null | undefined;
};

export type BlindBoxSortParameter = {
  campaignId?: SortOrder | null | undefined;
  createdAt?: SortOrder | null | undefined;
  id?: SortOrder | null | undefined;
  /** Position of the box in its order line, from 1. */
  n?: SortOrder | null | undefined;
  openedAt?: SortOrder | null | undefined;
  orderId?: SortOrder | null | undefined;
  updatedAt?: SortOrder | null | undefined;
};

/** Operators for filtering on a Boolean field */
export type BooleanOperators = {
  eq?: boolean | null | undefined;
  isNull?: boolean | null | undefined;
};

/**
 * @description
 * ISO 4217 currency code
 *
 * @docsCategory common
 */
export type CurrencyCode =
  /** United Arab Emirates dirham */
  | 'AED'
  /** Afghan afghani */
  | 'AFN'
  /** Albanian lek */
  | 'ALL'
  /** Armenian dram */
  | 'AMD'
  /** Netherlands Antillean guilder */
  | 'ANG'
  /** Angolan kwanza */
  | 'AOA'
  /** Argentine peso */
  | 'ARS'
  /** Australian dollar */
  | 'AUD'
  /** Aruban florin */
  | 'AWG'
  /** Azerbaijani manat */
  | 'AZN'
  /** Bosnia and Herzegovina convertible mark */
  | 'BAM'
  /** Barbados dollar */
  | 'BBD'
  /** Bangladeshi taka */
  | 'BDT'
  /** Bulgarian lev */
  | 'BGN'
  /** Bahraini dinar */
  | 'BHD'
  /** Burundian franc */
  | 'BIF'
  /** Bermudian dollar */
  | 'BMD'
  /** Brunei dollar */
  | 'BND'
  /** Boliviano */
  | 'BOB'
  /** Brazilian real */
  | 'BRL'
  /** Bahamian dollar */
  | 'BSD'
  /** Bhutanese ngultrum */
  | 'BTN'
  /** Botswana pula */
  | 'BWP'
  /** Belarusian ruble */
  | 'BYN'
  /** Belize dollar */
  | 'BZD'
  /** Canadian dollar */
  | 'CAD'
  /** Congolese franc */
  | 'CDF'
  /** Swiss franc */
  | 'CHF'
  /** Chilean peso */
  | 'CLP'
  /** Renminbi (Chinese) yuan */
  | 'CNY'
  /** Colombian peso */
  | 'COP'
  /** Costa Rican colon */
  | 'CRC'
  /** Cuban convertible peso */
  | 'CUC'
  /** Cuban peso */
  | 'CUP'
  /** Cape Verde escudo */
  | 'CVE'
  /** Czech koruna */
  | 'CZK'
  /** Djiboutian franc */
  | 'DJF'
  /** Danish krone */
  | 'DKK'
  /** Dominican peso */
  | 'DOP'
  /** Algerian dinar */
  | 'DZD'
  /** Egyptian pound */
  | 'EGP'
  /** Eritrean nakfa */
  | 'ERN'
  /** Ethiopian birr */
  | 'ETB'
  /** Euro */
  | 'EUR'
  /** Fiji dollar */
  | 'FJD'
  /** Falkland Islands pound */
  | 'FKP'
  /** Pound sterling */
  | 'GBP'
  /** Georgian lari */
  | 'GEL'
  /** Ghanaian cedi */
  | 'GHS'
  /** Gibraltar pound */
  | 'GIP'
  /** Gambian dalasi */
  | 'GMD'
  /** Guinean franc */
  | 'GNF'
  /** Guatemalan quetzal */
  | 'GTQ'
  /** Guyanese dollar */
  | 'GYD'
  /** Hong Kong dollar */
  | 'HKD'
  /** Honduran lempira */
  | 'HNL'
  /** Croatian kuna */
  | 'HRK'
  /** Haitian gourde */
  | 'HTG'
  /** Hungarian forint */
  | 'HUF'
  /** Indonesian rupiah */
  | 'IDR'
  /** Israeli new shekel */
  | 'ILS'
  /** Indian rupee */
  | 'INR'
  /** Iraqi dinar */
  | 'IQD'
  /** Iranian rial */
  | 'IRR'
  /** Icelandic króna */
  | 'ISK'
  /** Jamaican dollar */
  | 'JMD'
  /** Jordanian dinar */
  | 'JOD'
  /** Japanese yen */
  | 'JPY'
  /** Kenyan shilling */
  | 'KES'
  /** Kyrgyzstani som */
  | 'KGS'
  /** Cambodian riel */
  | 'KHR'
  /** Comoro franc */
  | 'KMF'
  /** North Korean won */
  | 'KPW'
  /** South Korean won */
  | 'KRW'
  /** Kuwaiti dinar */
  | 'KWD'
  /** Cayman Islands dollar */
  | 'KYD'
  /** Kazakhstani tenge */
  | 'KZT'
  /** Lao kip */
  | 'LAK'
  /** Lebanese pound */
  | 'LBP'
  /** Sri Lankan rupee */
  | 'LKR'
  /** Liberian dollar */
  | 'LRD'
  /** Lesotho loti */
  | 'LSL'
  /** Libyan dinar */
  | 'LYD'
  /** Moroccan dirham */
  | 'MAD'
  /** Moldovan leu */
  | 'MDL'
  /** Malagasy ariary */
  | 'MGA'
  /** Macedonian denar */
  | 'MKD'
  /** Myanmar kyat */
  | 'MMK'
  /** Mongolian tögrög */
  | 'MNT'
  /** Macanese pataca */
  | 'MOP'
  /** Mauritanian ouguiya */
  | 'MRU'
  /** Mauritian rupee */
  | 'MUR'
  /** Maldivian rufiyaa */
  | 'MVR'
  /** Malawian kwacha */
  | 'MWK'
  /** Mexican peso */
  | 'MXN'
  /** Malaysian ringgit */
  | 'MYR'
  /** Mozambican metical */
  | 'MZN'
  /** Namibian dollar */
  | 'NAD'
  /** Nigerian naira */
  | 'NGN'
  /** Nicaraguan córdoba */
  | 'NIO'
  /** Norwegian krone */
  | 'NOK'
  /** Nepalese rupee */
  | 'NPR'
  /** New Zealand dollar */
  | 'NZD'
  /** Omani rial */
  | 'OMR'
  /** Panamanian balboa */
  | 'PAB'
  /** Peruvian sol */
  | 'PEN'
  /** Papua New Guinean kina */
  | 'PGK'
  /** Philippine peso */
  | 'PHP'
  /** Pakistani rupee */
  | 'PKR'
  /** Polish złoty */
  | 'PLN'
  /** Paraguayan guaraní */
  | 'PYG'
  /** Qatari riyal */
  | 'QAR'
  /** Romanian leu */
  | 'RON'
  /** Serbian dinar */
  | 'RSD'
  /** Russian ruble */
  | 'RUB'
  /** Rwandan franc */
  | 'RWF'
  /** Saudi riyal */
  | 'SAR'
  /** Solomon Islands dollar */
  | 'SBD'
  /** Seychelles rupee */
  | 'SCR'
  /** Sudanese pound */
  | 'SDG'
  /** Swedish krona/kronor */
  | 'SEK'
  /** Singapore dollar */
  | 'SGD'
  /** Saint Helena pound */
  | 'SHP'
  /** Sierra Leonean leone */
  | 'SLL'
  /** Somali shilling */
  | 'SOS'
  /** Surinamese dollar */
  | 'SRD'
  /** South Sudanese pound */
  | 'SSP'
  /** São Tomé and Príncipe dobra */
  | 'STN'
  /** Salvadoran colón */
  | 'SVC'
  /** Syrian pound */
  | 'SYP'
  /** Swazi lilangeni */
  | 'SZL'
  /** Thai baht */
  | 'THB'
  /** Tajikistani somoni */
  | 'TJS'
  /** Turkmenistan manat */
  | 'TMT'
  /** Tunisian dinar */
  | 'TND'
  /** Tongan paʻanga */
  | 'TOP'
  /** Turkish lira */
  | 'TRY'
  /** Trinidad and Tobago dollar */
  | 'TTD'
  /** New Taiwan dollar */
  | 'TWD'
  /** Tanzanian shilling */
  | 'TZS'
  /** Ukrainian hryvnia */
  | 'UAH'
  /** Ugandan shilling */
  | 'UGX'
  /** United States dollar */
  | 'USD'
  /** Uruguayan peso */
  | 'UYU'
  /** Uzbekistan som */
  | 'UZS'
  /** Venezuelan bolívar soberano */
  | 'VES'
  /** Vietnamese đồng */
  | 'VND'
  /** Vanuatu vatu */
  | 'VUV'
  /** Samoan tala */
  | 'WST'
  /** CFA franc BEAC */
  | 'XAF'
  /** East Caribbean dollar */
  | 'XCD'
  /** CFA franc BCEAO */
  | 'XOF'
  /** CFP franc (franc Pacifique) */
  | 'XPF'
  /** Yemeni rial */
  | 'YER'
  /** South African rand */
  | 'ZAR'
  /** Zambian kwacha */
  | 'ZMW'
  /** Zimbabwean dollar */
  | 'ZWL';

/** Operators for filtering on a DateTime field */
export type DateOperators = {
  after?: string | null | undefined;
  before?: string | null | undefined;
  between?: DateRange | null | undefined;
  eq?: string | null | undefined;
  isNull?: boolean | null | undefined;
};

export type DateRange = {
  end: string;
  start: string;
};

export type ErrorCode =
  | 'ALREADY_LOGGED_IN_ERROR'
  | 'BB_CODE_UNAVAILABLE_ERROR'
  | 'BLIND_BOX_UNAVAILABLE_ERROR'
  | 'CAMPAIGN_UNAVAILABLE_ERROR'
  | 'COUPON_CODE_EXPIRED_ERROR'
  | 'COUPON_CODE_INVALID_ERROR'
  | 'COUPON_CODE_LIMIT_ERROR'
  | 'COUPON_REMOVED_DURING_CHECKOUT_ERROR'
  | 'EMAIL_ADDRESS_CONFLICT_ERROR'
  | 'GUEST_CHECKOUT_ERROR'
  | 'IDENTIFIER_CHANGE_TOKEN_EXPIRED_ERROR'
  | 'IDENTIFIER_CHANGE_TOKEN_INVALID_ERROR'
  | 'INELIGIBLE_PAYMENT_METHOD_ERROR'
  | 'INELIGIBLE_SHIPPING_METHOD_ERROR'
  | 'INSUFFICIENT_STOCK_ERROR'
  | 'INVALID_CREDENTIALS_ERROR'
  | 'MISSING_PASSWORD_ERROR'
  | 'NATIVE_AUTH_STRATEGY_ERROR'
  | 'NEGATIVE_QUANTITY_ERROR'
  | 'NOT_VERIFIED_ERROR'
  | 'NO_ACTIVE_ORDER_ERROR'
  | 'ORDER_INTERCEPTOR_ERROR'
  | 'ORDER_LIMIT_ERROR'
  | 'ORDER_MODIFICATION_ERROR'
  | 'ORDER_PAYMENT_STATE_ERROR'
  | 'ORDER_STATE_TRANSITION_ERROR'
  | 'PASSWORD_ALREADY_SET_ERROR'
  | 'PASSWORD_RESET_TOKEN_EXPIRED_ERROR'
  | 'PASSWORD_RESET_TOKEN_INVALID_ERROR'
  | 'PASSWORD_VALIDATION_ERROR'
  | 'PAYMENT_DECLINED_ERROR'
  | 'PAYMENT_FAILED_ERROR'
  | 'UNKNOWN_ERROR'
  | 'VERIFICATION_TOKEN_EXPIRED_ERROR'
  | 'VERIFICATION_TOKEN_INVALID_ERROR';

/** Operators for filtering on an ID field */
export type IdOperators = {
  eq?: string | null | undefined;
  in?: Array<string> | null | undefined;
  isNull?: boolean | null | undefined;
  notEq?: string | null | undefined;
  notIn?: Array<string> | null | undefined;
};

export type LogicalOperator =
  | 'AND'
  | 'OR';

/** Operators for filtering on a Int or Float field */
export type NumberOperators = {
  between?: NumberRange | null | undefined;
  eq?: number | null | undefined;
  gt?: number | null | undefined;
  gte?: number | null | undefined;
  isNull?: boolean | null | undefined;
  lt?: number | null | undefined;
  lte?: number | null | undefined;
};

export type NumberRange = {
  end: number;
  start: number;
};

/** Prize rarity (spec §3). */
export type PrizeRarity =
  | 'COMMON'
  | 'EPIC'
  | 'LEGENDARY'
  | 'RARE'
  | 'ULTRA';

/** How a prize is delivered (spec 'Product kind'): DIGITAL prizes are codes (bbCode), PHYSICAL ones ship. */
export type PrizeType =
  | 'DIGITAL'
  | 'PHYSICAL';

export type ProductFilterParameter = {
  _and?: Array<ProductFilterParameter> | null | undefined;
  _or?: Array<ProductFilterParameter> | null | undefined;
  createdAt?: DateOperators | null | undefined;
  description?: StringOperators | null | undefined;
  enabled?: BooleanOperators | null | undefined;
  id?: IdOperators | null | undefined;
  languageCode?: StringOperators | null | undefined;
  name?: StringOperators | null | undefined;
  slug?: StringOperators | null | undefined;
  updatedAt?: DateOperators | null | undefined;
};

export type ProductListOptions = {
  /** Allows the results to be filtered */
  filter?: ProductFilterParameter | null | undefined;
  /** Specifies whether multiple top-level "filter" fields should be combined with a logical AND or OR operation. Defaults to AND. */
  filterOperator?: LogicalOperator | null | undefined;
  /** Skips the first n results, for use in pagination */
  skip?: number | null | undefined;
  /** Specifies which properties to sort the results by */
  sort?: ProductSortParameter | null | undefined;
  /** Takes n results, for use in pagination */
  take?: number | null | undefined;
};

export type ProductSortParameter = {
  createdAt?: SortOrder | null | undefined;
  description?: SortOrder | null | undefined;
  id?: SortOrder | null | undefined;
  name?: SortOrder | null | undefined;
  slug?: SortOrder | null | undefined;
  updatedAt?: SortOrder | null | undefined;
};

export type SortOrder =
  | 'ASC'
  | 'DESC';

/** Operators for filtering on a String field */
export type StringOperators = {
  contains?: string | null | undefined;
  eq?: string | null | undefined;
  in?: Array<string> | null | undefined;
  isNull?: boolean | null | undefined;
  notContains?: string | null | undefined;
  notEq?: string | null | undefined;
  notIn?: Array<string> | null | undefined;
  regex?: string | null | undefined;
};

export type BbCodeQueryVariables = Exact<{
  orderId: string | number;
  prizeLineId: string | number;
}>;


export type BbCodeQuery = { bbCode:
    | { __typename: 'BbCodeReveal', bbCode: { id: string, code: string }, prizeLine: { id: string, tnc: string } }
    | { __typename: 'BbCodeUnavailableError', errorCode: ErrorCode, message: string }
   };

export type BlindBoxesQueryVariables = Exact<{
  options?: BlindBoxListOptions | null | undefined;
}>;


export type BlindBoxesQuery = { blindBoxes: { totalItems: number, items: Array<{ id: string, isOpen: boolean, openedAt: string | null, orderId: string, code: { code: string }, campaign: { id: string, sId: string, name: string } | null, prizeLine: { id: string, prizeName: string, isLose: boolean, rarity: PrizeRarity, pType: PrizeType, prizeImg: string | null } | null }> } };

export type GetCartDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCartDetailsQuery = { activeOrder: { id: string, code: string, state: string, totalQuantity: number, subTotalWithTax: number, shippingWithTax: number, totalWithTax: number, currencyCode: CurrencyCode, lines: Array<{ id: string, quantity: number, unitPriceWithTax: number, linePriceWithTax: number, featuredAsset: { id: string, preview: string } | null, productVariant: { id: string, name: string } }> } | null };

export type GetNextBlindBoxIdQueryVariables = Exact<{
  orderId: string | number;
  boxId: string | number;
}>;


export type GetNextBlindBoxIdQuery = { getNextBlindBoxId: string | null };

export type GetOneOrderPoolingQueryVariables = Exact<{
  orderCode: string;
}>;


export type GetOneOrderPoolingQuery = { orderByCode: { id: string, code: string, state: string, customFields: { isLBb: boolean | null } | null } | null };

export type OpenAllBoxMutationVariables = Exact<{
  orderId: string | number;
}>;


export type OpenAllBoxMutation = { openAllBox:
    | { __typename: 'BlindBoxUnavailableError', errorCode: ErrorCode, message: string }
    | { __typename: 'BoxOpeningList', opened: number, items: Array<{ alreadyOpened: boolean, box: { id: string }, prizeLine: { id: string, prizeName: string, isLose: boolean, rarity: PrizeRarity, pType: PrizeType, prizeImg: string | null } }> }
   };

export type OpenBoxMutationVariables = Exact<{
  boxId: string | number;
  autoNext?: boolean | null | undefined;
}>;


export type OpenBoxMutation = { openBox:
    | { __typename: 'BlindBoxUnavailableError', errorCode: ErrorCode, message: string }
    | { __typename: 'BoxOpening', alreadyOpened: boolean, nextBoxId: string | null, box: { id: string, isOpen: boolean }, prizeLine: { id: string, prizeName: string, isLose: boolean, tnc: string, rarity: PrizeRarity, pType: PrizeType, rPercent: number, brandStr: string, prizeImg: string | null, animationImg: string | null } }
   };

export type ProductsQueryVariables = Exact<{
  options?: ProductListOptions | null | undefined;
}>;


export type ProductsQuery = { products: { totalItems: number, items: Array<{ id: string, name: string, slug: string, featuredAsset: { id: string, preview: string } | null, variants: Array<{ id: string, priceWithTax: number, currencyCode: CurrencyCode }> }> } };

export type GetBoxQueryVariables = Exact<{
  bbBlindBoxId: string | number;
}>;


export type GetBoxQuery = { getBox: { id: string, isOpen: boolean, code: { code: string }, allPrizes: Array<{ id: string, prizeName: string, prizeImg: string | null, animationImg: string | null, rarity: PrizeRarity, rPercent: number }>, prizeLine: { id: string, prizeName: string, isLose: boolean, tnc: string, rarity: PrizeRarity, pType: PrizeType, rPercent: number, brandStr: string } | null, orderLine: { id: string } | null } | null };

export type ListPendingBoxesQueryVariables = Exact<{
  orderId: string | number;
}>;


export type ListPendingBoxesQuery = { listPendingBoxes: Array<{ id: string, isOpen: boolean, code: { code: string } }> };

export type HomeCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeCategoriesQuery = { collections: { items: Array<{ id: string, name: string, slug: string, featuredAsset: { id: string, preview: string } | null }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const BbCodeDocument = new TypedDocumentString(`
    query BbCode($orderId: ID!, $prizeLineId: ID!) {
  bbCode(orderId: $orderId, prizeLineId: $prizeLineId) {
    __typename
    ... on BbCodeReveal {
      bbCode {
        id
        code
      }
      prizeLine {
        id
        tnc
      }
    }
    ... on ErrorResult {
      errorCode
      message
    }
  }
}
    `) as unknown as TypedDocumentString<BbCodeQuery, BbCodeQueryVariables>;
export const BlindBoxesDocument = new TypedDocumentString(`
    query BlindBoxes($options: BlindBoxListOptions) {
  blindBoxes(options: $options) {
    totalItems
    items {
      id
      isOpen
      openedAt
      code {
        code
      }
      orderId
      campaign {
        id
        sId
        name
      }
      prizeLine {
        id
        prizeName
        isLose
        rarity
        pType
        prizeImg
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BlindBoxesQuery, BlindBoxesQueryVariables>;
export const GetCartDetailsDocument = new TypedDocumentString(`
    query GetCartDetails {
  activeOrder {
    id
    code
    state
    totalQuantity
    subTotalWithTax
    shippingWithTax
    totalWithTax
    currencyCode
    lines {
      id
      quantity
      unitPriceWithTax
      linePriceWithTax
      featuredAsset {
        id
        preview
      }
      productVariant {
        id
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetCartDetailsQuery, GetCartDetailsQueryVariables>;
export const GetNextBlindBoxIdDocument = new TypedDocumentString(`
    query GetNextBlindBoxId($orderId: ID!, $boxId: ID!) {
  getNextBlindBoxId(orderId: $orderId, boxId: $boxId)
}
    `) as unknown as TypedDocumentString<GetNextBlindBoxIdQuery, GetNextBlindBoxIdQueryVariables>;
export const GetOneOrderPoolingDocument = new TypedDocumentString(`
    query GetOneOrderPooling($orderCode: String!) {
  orderByCode(code: $orderCode) {
    id
    code
    state
    customFields {
      isLBb
    }
  }
}
    `) as unknown as TypedDocumentString<GetOneOrderPoolingQuery, GetOneOrderPoolingQueryVariables>;
export const OpenAllBoxDocument = new TypedDocumentString(`
    mutation OpenAllBox($orderId: ID!) {
  openAllBox(orderId: $orderId) {
    __typename
    ... on BoxOpeningList {
      opened
      items {
        alreadyOpened
        box {
          id
        }
        prizeLine {
          id
          prizeName
          isLose
          rarity
          pType
          prizeImg
        }
      }
    }
    ... on ErrorResult {
      errorCode
      message
    }
  }
}
    `) as unknown as TypedDocumentString<OpenAllBoxMutation, OpenAllBoxMutationVariables>;
export const OpenBoxDocument = new TypedDocumentString(`
    mutation OpenBox($boxId: ID!, $autoNext: Boolean) {
  openBox(boxId: $boxId, autoNext: $autoNext) {
    __typename
    ... on BoxOpening {
      alreadyOpened
      nextBoxId
      box {
        id
        isOpen
      }
      prizeLine {
        id
        prizeName
        isLose
        tnc
        rarity
        pType
        rPercent
        brandStr
        prizeImg
        animationImg
      }
    }
    ... on ErrorResult {
      errorCode
      message
    }
  }
}
    `) as unknown as TypedDocumentString<OpenBoxMutation, OpenBoxMutationVariables>;
export const ProductsDocument = new TypedDocumentString(`
    query Products($options: ProductListOptions) {
  products(options: $options) {
    totalItems
    items {
      id
      name
      slug
      featuredAsset {
        id
        preview
      }
      variants {
        id
        priceWithTax
        currencyCode
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProductsQuery, ProductsQueryVariables>;
export const GetBoxDocument = new TypedDocumentString(`
    query getBox($bbBlindBoxId: ID!) {
  getBox(bbBlindBoxId: $bbBlindBoxId) {
    id
    isOpen
    code {
      code
    }
    allPrizes {
      id
      prizeName
      prizeImg
      animationImg
      rarity
      rPercent
    }
    prizeLine {
      id
      prizeName
      isLose
      tnc
      rarity
      pType
      rPercent
      brandStr
    }
    orderLine {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<GetBoxQuery, GetBoxQueryVariables>;
export const ListPendingBoxesDocument = new TypedDocumentString(`
    query listPendingBoxes($orderId: ID!) {
  listPendingBoxes(orderId: $orderId) {
    id
    isOpen
    code {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<ListPendingBoxesQuery, ListPendingBoxesQueryVariables>;
export const HomeCategoriesDocument = new TypedDocumentString(`
    query HomeCategories {
  collections(options: {topLevelOnly: true, sort: {position: ASC}}) {
    items {
      id
      name
      slug
      featuredAsset {
        id
        preview
      }
    }
  }
}
    `) as unknown as TypedDocumentString<HomeCategoriesQuery, HomeCategoriesQueryVariables>;