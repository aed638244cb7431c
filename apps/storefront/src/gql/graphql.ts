/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export const SortOrder = {
  Asc: 'ASC',
  Desc: 'DESC'
} as const;

export type SortOrder = typeof SortOrder[keyof typeof SortOrder];
export const ErrorCode = {
  UnknownError: 'UNKNOWN_ERROR',
  NativeAuthStrategyError: 'NATIVE_AUTH_STRATEGY_ERROR',
  InvalidCredentialsError: 'INVALID_CREDENTIALS_ERROR',
  OrderStateTransitionError: 'ORDER_STATE_TRANSITION_ERROR',
  EmailAddressConflictError: 'EMAIL_ADDRESS_CONFLICT_ERROR',
  GuestCheckoutError: 'GUEST_CHECKOUT_ERROR',
  OrderLimitError: 'ORDER_LIMIT_ERROR',
  NegativeQuantityError: 'NEGATIVE_QUANTITY_ERROR',
  InsufficientStockError: 'INSUFFICIENT_STOCK_ERROR',
  CouponCodeInvalidError: 'COUPON_CODE_INVALID_ERROR',
  CouponCodeExpiredError: 'COUPON_CODE_EXPIRED_ERROR',
  CouponCodeLimitError: 'COUPON_CODE_LIMIT_ERROR',
  OrderModificationError: 'ORDER_MODIFICATION_ERROR',
  IneligibleShippingMethodError: 'INELIGIBLE_SHIPPING_METHOD_ERROR',
  NoActiveOrderError: 'NO_ACTIVE_ORDER_ERROR',
  OrderInterceptorError: 'ORDER_INTERCEPTOR_ERROR',
  OrderPaymentStateError: 'ORDER_PAYMENT_STATE_ERROR',
  IneligiblePaymentMethodError: 'INELIGIBLE_PAYMENT_METHOD_ERROR',
  PaymentFailedError: 'PAYMENT_FAILED_ERROR',
  PaymentDeclinedError: 'PAYMENT_DECLINED_ERROR',
  CouponRemovedDuringCheckoutError: 'COUPON_REMOVED_DURING_CHECKOUT_ERROR',
  AlreadyLoggedInError: 'ALREADY_LOGGED_IN_ERROR',
  MissingPasswordError: 'MISSING_PASSWORD_ERROR',
  PasswordValidationError: 'PASSWORD_VALIDATION_ERROR',
  PasswordAlreadySetError: 'PASSWORD_ALREADY_SET_ERROR',
  VerificationTokenInvalidError: 'VERIFICATION_TOKEN_INVALID_ERROR',
  VerificationTokenExpiredError: 'VERIFICATION_TOKEN_EXPIRED_ERROR',
  IdentifierChangeTokenInvalidError: 'IDENTIFIER_CHANGE_TOKEN_INVALID_ERROR',
  IdentifierChangeTokenExpiredError: 'IDENTIFIER_CHANGE_TOKEN_EXPIRED_ERROR',
  PasswordResetTokenInvalidError: 'PASSWORD_RESET_TOKEN_INVALID_ERROR',
  PasswordResetTokenExpiredError: 'PASSWORD_RESET_TOKEN_EXPIRED_ERROR',
  NotVerifiedError: 'NOT_VERIFIED_ERROR',
  CampaignUnavailableError: 'CAMPAIGN_UNAVAILABLE_ERROR',
  PrizeUnavailableError: 'PRIZE_UNAVAILABLE_ERROR',
  BlindBoxUnavailableError: 'BLIND_BOX_UNAVAILABLE_ERROR',
  BbCodeUnavailableError: 'BB_CODE_UNAVAILABLE_ERROR',
  TooManyAttemptsError: 'TOO_MANY_ATTEMPTS_ERROR'
} as const;

export type ErrorCode = typeof ErrorCode[keyof typeof ErrorCode];
export const LogicalOperator = {
  And: 'AND',
  Or: 'OR'
} as const;

export type LogicalOperator = typeof LogicalOperator[keyof typeof LogicalOperator];
/** Operators for filtering on a String field */
export type StringOperators = {
  eq?: string | null | undefined;
  notEq?: string | null | undefined;
  contains?: string | null | undefined;
  notContains?: string | null | undefined;
  in?: Array<string> | null | undefined;
  notIn?: Array<string> | null | undefined;
  regex?: string | null | undefined;
  isNull?: boolean | null | undefined;
};

/** Operators for filtering on an ID field */
export type IdOperators = {
  eq?: string | null | undefined;
  notEq?: string | null | undefined;
  in?: Array<string> | null | undefined;
  notIn?: Array<string> | null | undefined;
  isNull?: boolean | null | undefined;
};

/** Operators for filtering on a Boolean field */
export type BooleanOperators = {
  eq?: boolean | null | undefined;
  isNull?: boolean | null | undefined;
};

export type NumberRange = {
  start: number;
  end: number;
};

/** Operators for filtering on a Int or Float field */
export type NumberOperators = {
  eq?: number | null | undefined;
  lt?: number | null | undefined;
  lte?: number | null | undefined;
  gt?: number | null | undefined;
  gte?: number | null | undefined;
  between?: NumberRange | null | undefined;
  isNull?: boolean | null | undefined;
};

export type DateRange = {
  start: string;
  end: string;
};

/** Operators for filtering on a DateTime field */
export type DateOperators = {
  eq?: string | null | undefined;
  before?: string | null | undefined;
  after?: string | null | undefined;
  between?: DateRange | null | undefined;
  isNull?: boolean | null | undefined;
};

/**
 * @description
 * ISO 4217 currency code
 *
 * @docsCategory common
 */
export const CurrencyCode = {
  /** United Arab Emirates dirham */
  Aed: 'AED',
  /** Afghan afghani */
  Afn: 'AFN',
  /** Albanian lek */
  All: 'ALL',
  /** Armenian dram */
  Amd: 'AMD',
  /** Netherlands Antillean guilder */
  Ang: 'ANG',
  /** Angolan kwanza */
  Aoa: 'AOA',
  /** Argentine peso */
  Ars: 'ARS',
  /** Australian dollar */
  Aud: 'AUD',
  /** Aruban florin */
  Awg: 'AWG',
  /** Azerbaijani manat */
  Azn: 'AZN',
  /** Bosnia and Herzegovina convertible mark */
  Bam: 'BAM',
  /** Barbados dollar */
  Bbd: 'BBD',
  /** Bangladeshi taka */
  Bdt: 'BDT',
  /** Bulgarian lev */
  Bgn: 'BGN',
  /** Bahraini dinar */
  Bhd: 'BHD',
  /** Burundian franc */
  Bif: 'BIF',
  /** Bermudian dollar */
  Bmd: 'BMD',
  /** Brunei dollar */
  Bnd: 'BND',
  /** Boliviano */
  Bob: 'BOB',
  /** Brazilian real */
  Brl: 'BRL',
  /** Bahamian dollar */
  Bsd: 'BSD',
  /** Bhutanese ngultrum */
  Btn: 'BTN',
  /** Botswana pula */
  Bwp: 'BWP',
  /** Belarusian ruble */
  Byn: 'BYN',
  /** Belize dollar */
  Bzd: 'BZD',
  /** Canadian dollar */
  Cad: 'CAD',
  /** Congolese franc */
  Cdf: 'CDF',
  /** Swiss franc */
  Chf: 'CHF',
  /** Chilean peso */
  Clp: 'CLP',
  /** Renminbi (Chinese) yuan */
  Cny: 'CNY',
  /** Colombian peso */
  Cop: 'COP',
  /** Costa Rican colon */
  Crc: 'CRC',
  /** Cuban convertible peso */
  Cuc: 'CUC',
  /** Cuban peso */
  Cup: 'CUP',
  /** Cape Verde escudo */
  Cve: 'CVE',
  /** Czech koruna */
  Czk: 'CZK',
  /** Djiboutian franc */
  Djf: 'DJF',
  /** Danish krone */
  Dkk: 'DKK',
  /** Dominican peso */
  Dop: 'DOP',
  /** Algerian dinar */
  Dzd: 'DZD',
  /** Egyptian pound */
  Egp: 'EGP',
  /** Eritrean nakfa */
  Ern: 'ERN',
  /** Ethiopian birr */
  Etb: 'ETB',
  /** Euro */
  Eur: 'EUR',
  /** Fiji dollar */
  Fjd: 'FJD',
  /** Falkland Islands pound */
  Fkp: 'FKP',
  /** Pound sterling */
  Gbp: 'GBP',
  /** Georgian lari */
  Gel: 'GEL',
  /** Ghanaian cedi */
  Ghs: 'GHS',
  /** Gibraltar pound */
  Gip: 'GIP',
  /** Gambian dalasi */
  Gmd: 'GMD',
  /** Guinean franc */
  Gnf: 'GNF',
  /** Guatemalan quetzal */
  Gtq: 'GTQ',
  /** Guyanese dollar */
  Gyd: 'GYD',
  /** Hong Kong dollar */
  Hkd: 'HKD',
  /** Honduran lempira */
  Hnl: 'HNL',
  /** Croatian kuna */
  Hrk: 'HRK',
  /** Haitian gourde */
  Htg: 'HTG',
  /** Hungarian forint */
  Huf: 'HUF',
  /** Indonesian rupiah */
  Idr: 'IDR',
  /** Israeli new shekel */
  Ils: 'ILS',
  /** Indian rupee */
  Inr: 'INR',
  /** Iraqi dinar */
  Iqd: 'IQD',
  /** Iranian rial */
  Irr: 'IRR',
  /** Icelandic króna */
  Isk: 'ISK',
  /** Jamaican dollar */
  Jmd: 'JMD',
  /** Jordanian dinar */
  Jod: 'JOD',
  /** Japanese yen */
  Jpy: 'JPY',
  /** Kenyan shilling */
  Kes: 'KES',
  /** Kyrgyzstani som */
  Kgs: 'KGS',
  /** Cambodian riel */
  Khr: 'KHR',
  /** Comoro franc */
  Kmf: 'KMF',
  /** North Korean won */
  Kpw: 'KPW',
  /** South Korean won */
  Krw: 'KRW',
  /** Kuwaiti dinar */
  Kwd: 'KWD',
  /** Cayman Islands dollar */
  Kyd: 'KYD',
  /** Kazakhstani tenge */
  Kzt: 'KZT',
  /** Lao kip */
  Lak: 'LAK',
  /** Lebanese pound */
  Lbp: 'LBP',
  /** Sri Lankan rupee */
  Lkr: 'LKR',
  /** Liberian dollar */
  Lrd: 'LRD',
  /** Lesotho loti */
  Lsl: 'LSL',
  /** Libyan dinar */
  Lyd: 'LYD',
  /** Moroccan dirham */
  Mad: 'MAD',
  /** Moldovan leu */
  Mdl: 'MDL',
  /** Malagasy ariary */
  Mga: 'MGA',
  /** Macedonian denar */
  Mkd: 'MKD',
  /** Myanmar kyat */
  Mmk: 'MMK',
  /** Mongolian tögrög */
  Mnt: 'MNT',
  /** Macanese pataca */
  Mop: 'MOP',
  /** Mauritanian ouguiya */
  Mru: 'MRU',
  /** Mauritian rupee */
  Mur: 'MUR',
  /** Maldivian rufiyaa */
  Mvr: 'MVR',
  /** Malawian kwacha */
  Mwk: 'MWK',
  /** Mexican peso */
  Mxn: 'MXN',
  /** Malaysian ringgit */
  Myr: 'MYR',
  /** Mozambican metical */
  Mzn: 'MZN',
  /** Namibian dollar */
  Nad: 'NAD',
  /** Nigerian naira */
  Ngn: 'NGN',
  /** Nicaraguan córdoba */
  Nio: 'NIO',
  /** Norwegian krone */
  Nok: 'NOK',
  /** Nepalese rupee */
  Npr: 'NPR',
  /** New Zealand dollar */
  Nzd: 'NZD',
  /** Omani rial */
  Omr: 'OMR',
  /** Panamanian balboa */
  Pab: 'PAB',
  /** Peruvian sol */
  Pen: 'PEN',
  /** Papua New Guinean kina */
  Pgk: 'PGK',
  /** Philippine peso */
  Php: 'PHP',
  /** Pakistani rupee */
  Pkr: 'PKR',
  /** Polish złoty */
  Pln: 'PLN',
  /** Paraguayan guaraní */
  Pyg: 'PYG',
  /** Qatari riyal */
  Qar: 'QAR',
  /** Romanian leu */
  Ron: 'RON',
  /** Serbian dinar */
  Rsd: 'RSD',
  /** Russian ruble */
  Rub: 'RUB',
  /** Rwandan franc */
  Rwf: 'RWF',
  /** Saudi riyal */
  Sar: 'SAR',
  /** Solomon Islands dollar */
  Sbd: 'SBD',
  /** Seychelles rupee */
  Scr: 'SCR',
  /** Sudanese pound */
  Sdg: 'SDG',
  /** Swedish krona/kronor */
  Sek: 'SEK',
  /** Singapore dollar */
  Sgd: 'SGD',
  /** Saint Helena pound */
  Shp: 'SHP',
  /** Sierra Leonean leone */
  Sll: 'SLL',
  /** Somali shilling */
  Sos: 'SOS',
  /** Surinamese dollar */
  Srd: 'SRD',
  /** South Sudanese pound */
  Ssp: 'SSP',
  /** São Tomé and Príncipe dobra */
  Stn: 'STN',
  /** Salvadoran colón */
  Svc: 'SVC',
  /** Syrian pound */
  Syp: 'SYP',
  /** Swazi lilangeni */
  Szl: 'SZL',
  /** Thai baht */
  Thb: 'THB',
  /** Tajikistani somoni */
  Tjs: 'TJS',
  /** Turkmenistan manat */
  Tmt: 'TMT',
  /** Tunisian dinar */
  Tnd: 'TND',
  /** Tongan paʻanga */
  Top: 'TOP',
  /** Turkish lira */
  Try: 'TRY',
  /** Trinidad and Tobago dollar */
  Ttd: 'TTD',
  /** New Taiwan dollar */
  Twd: 'TWD',
  /** Tanzanian shilling */
  Tzs: 'TZS',
  /** Ukrainian hryvnia */
  Uah: 'UAH',
  /** Ugandan shilling */
  Ugx: 'UGX',
  /** United States dollar */
  Usd: 'USD',
  /** Uruguayan peso */
  Uyu: 'UYU',
  /** Uzbekistan som */
  Uzs: 'UZS',
  /** Venezuelan bolívar soberano */
  Ves: 'VES',
  /** Vietnamese đồng */
  Vnd: 'VND',
  /** Vanuatu vatu */
  Vuv: 'VUV',
  /** Samoan tala */
  Wst: 'WST',
  /** CFA franc BEAC */
  Xaf: 'XAF',
  /** East Caribbean dollar */
  Xcd: 'XCD',
  /** CFA franc BCEAO */
  Xof: 'XOF',
  /** CFP franc (franc Pacifique) */
  Xpf: 'XPF',
  /** Yemeni rial */
  Yer: 'YER',
  /** South African rand */
  Zar: 'ZAR',
  /** Zambian kwacha */
  Zmw: 'ZMW',
  /** Zimbabwean dollar */
  Zwl: 'ZWL'
} as const;

export type CurrencyCode = typeof CurrencyCode[keyof typeof CurrencyCode];
export type CampaignListOptions = {
  /** Skips the first n results, for use in pagination */
  skip?: number | null | undefined;
  /** Takes n results, for use in pagination */
  take?: number | null | undefined;
  /** Specifies which properties to sort the results by */
  sort?: CampaignSortParameter | null | undefined;
  /** Allows the results to be filtered */
  filter?: CampaignFilterParameter | null | undefined;
  /** Specifies whether multiple top-level "filter" fields should be combined with a logical AND or OR operation. Defaults to AND. */
  filterOperator?: LogicalOperator | null | undefined;
};

export type CampaignSortParameter = {
  id?: SortOrder | null | undefined;
  createdAt?: SortOrder | null | undefined;
  updatedAt?: SortOrder | null | undefined;
  sId?: SortOrder | null | undefined;
  name?: SortOrder | null | undefined;
  description?: SortOrder | null | undefined;
  cardBuyTxt?: SortOrder | null | undefined;
  startDate?: SortOrder | null | undefined;
  endDate?: SortOrder | null | undefined;
  ticketPerItem?: SortOrder | null | undefined;
  ticketPerItemForSp?: SortOrder | null | undefined;
  totalTicket?: SortOrder | null | undefined;
  issuedTicket?: SortOrder | null | undefined;
  maxQty?: SortOrder | null | undefined;
  minTicket?: SortOrder | null | undefined;
  ts_DRAW_INIT?: SortOrder | null | undefined;
  ts_CALL_CONTRACT?: SortOrder | null | undefined;
  ts_CALL_CHAINLINK?: SortOrder | null | undefined;
  ts_WAIT_VRF_RESULT?: SortOrder | null | undefined;
  ts_GET_WINNER?: SortOrder | null | undefined;
  ts_ENDED?: SortOrder | null | undefined;
};

export type CampaignFilterParameter = {
  id?: IdOperators | null | undefined;
  createdAt?: DateOperators | null | undefined;
  updatedAt?: DateOperators | null | undefined;
  sId?: StringOperators | null | undefined;
  name?: StringOperators | null | undefined;
  description?: StringOperators | null | undefined;
  cardBuyTxt?: StringOperators | null | undefined;
  typStr?: StringOperators | null | undefined;
  state?: StringOperators | null | undefined;
  startDate?: DateOperators | null | undefined;
  endDate?: DateOperators | null | undefined;
  isHot?: BooleanOperators | null | undefined;
  isNew?: BooleanOperators | null | undefined;
  /** No longer selling (state ENDED). */
  isClosed?: BooleanOperators | null | undefined;
  /** The draw has started or finished. */
  isDraw?: BooleanOperators | null | undefined;
  /** Ended below minTicket: paid lines were refunded, no draw. */
  isCancelled?: BooleanOperators | null | undefined;
  ticketPerItem?: NumberOperators | null | undefined;
  ticketPerItemForSp?: NumberOperators | null | undefined;
  totalTicket?: NumberOperators | null | undefined;
  issuedTicket?: NumberOperators | null | undefined;
  maxQty?: NumberOperators | null | undefined;
  minTicket?: NumberOperators | null | undefined;
  ts_DRAW_INIT?: DateOperators | null | undefined;
  ts_CALL_CONTRACT?: DateOperators | null | undefined;
  ts_CALL_CHAINLINK?: DateOperators | null | undefined;
  ts_WAIT_VRF_RESULT?: DateOperators | null | undefined;
  ts_GET_WINNER?: DateOperators | null | undefined;
  ts_ENDED?: DateOperators | null | undefined;
  stage?: StringOperators | null | undefined;
  _and?: Array<CampaignFilterParameter> | null | undefined;
  _or?: Array<CampaignFilterParameter> | null | undefined;
};

export type ParticipationListOptions = {
  /** Skips the first n results, for use in pagination */
  skip?: number | null | undefined;
  /** Takes n results, for use in pagination */
  take?: number | null | undefined;
  /** Specifies which properties to sort the results by */
  sort?: ParticipationSortParameter | null | undefined;
  /** Allows the results to be filtered */
  filter?: ParticipationFilterParameter | null | undefined;
  /** Specifies whether multiple top-level "filter" fields should be combined with a logical AND or OR operation. Defaults to AND. */
  filterOperator?: LogicalOperator | null | undefined;
};

export type ParticipationSortParameter = {
  id?: SortOrder | null | undefined;
  /** Tickets held. */
  count?: SortOrder | null | undefined;
  createdAt?: SortOrder | null | undefined;
};

export type ParticipationFilterParameter = {
  id?: IdOperators | null | undefined;
  /** Tickets held. */
  count?: NumberOperators | null | undefined;
  createdAt?: DateOperators | null | undefined;
  _and?: Array<ParticipationFilterParameter> | null | undefined;
  _or?: Array<ParticipationFilterParameter> | null | undefined;
};

export type ProductListOptions = {
  /** Skips the first n results, for use in pagination */
  skip?: number | null | undefined;
  /** Takes n results, for use in pagination */
  take?: number | null | undefined;
  /** Specifies which properties to sort the results by */
  sort?: ProductSortParameter | null | undefined;
  /** Allows the results to be filtered */
  filter?: ProductFilterParameter | null | undefined;
  /** Specifies whether multiple top-level "filter" fields should be combined with a logical AND or OR operation. Defaults to AND. */
  filterOperator?: LogicalOperator | null | undefined;
};

export const CampaignState = {
  Active: 'ACTIVE',
  Ended: 'ENDED'
} as const;

export type CampaignState = typeof CampaignState[keyof typeof CampaignState];
export const CampaignType = {
  Blindbox: 'BLINDBOX',
  Luckydraw: 'LUCKYDRAW'
} as const;

export type CampaignType = typeof CampaignType[keyof typeof CampaignType];
export const TicketRarity = {
  Common: 'COMMON',
  Rare: 'RARE',
  Epic: 'EPIC',
  Legendary: 'LEGENDARY',
  Ultra: 'ULTRA'
} as const;

export type TicketRarity = typeof TicketRarity[keyof typeof TicketRarity];
/** The list sheets of the draw lists screen. */
export const CampaignSheet = {
  Hottest: 'HOTTEST',
  Latest: 'LATEST',
  EndingSoon: 'ENDING_SOON',
  Joined: 'JOINED',
  Other: 'OTHER',
  Trending: 'TRENDING'
} as const;

export type CampaignSheet = typeof CampaignSheet[keyof typeof CampaignSheet];
export const ParticipantSort = {
  Date: 'DATE',
  Name: 'NAME',
  Ticket: 'TICKET'
} as const;

export type ParticipantSort = typeof ParticipantSort[keyof typeof ParticipantSort];
export type ParticipantSortInput = {
  field: ParticipantSort;
  order?: SortOrder | null | undefined;
};

/** Draw stage (docs/contract.md#draw-stages). ENTERED is the viewer's own view of an OPEN campaign they hold tickets in. */
export const CampaignStage = {
  Open: 'OPEN',
  Entered: 'ENTERED',
  DrawInit: 'DRAW_INIT',
  CallContract: 'CALL_CONTRACT',
  CallChainlink: 'CALL_CHAINLINK',
  WaitVrfResult: 'WAIT_VRF_RESULT',
  GetWinner: 'GET_WINNER',
  Ended: 'ENDED'
} as const;

export type CampaignStage = typeof CampaignStage[keyof typeof CampaignStage];
/** Prize rarity (docs/contract.md#enumerations). */
export const PrizeRarity = {
  Common: 'COMMON',
  Rare: 'RARE',
  Epic: 'EPIC',
  Legendary: 'LEGENDARY',
  Ultra: 'ULTRA'
} as const;

export type PrizeRarity = typeof PrizeRarity[keyof typeof PrizeRarity];
/** How a prize is delivered (spec 'Product kind'): DIGITAL prizes are codes (bbCode), PHYSICAL ones ship. */
export const PrizeType = {
  Digital: 'DIGITAL',
  Physical: 'PHYSICAL'
} as const;

export type PrizeType = typeof PrizeType[keyof typeof PrizeType];
export type BlindBoxListOptions = {
  /** Skips the first n results, for use in pagination */
  skip?: number | null | undefined;
  /** Takes n results, for use in pagination */
  take?: number | null | undefined;
  /** Specifies which properties to sort the results by */
  sort?: BlindBoxSortParameter | null | undefined;
  /** Allows the results to be filtered */
  filter?: BlindBoxFilterParameter | null | undefined;
  /** Specifies whether multiple top-level "filter" fields should be combined with a logical AND or OR operation. Defaults to AND. */
  filterOperator?: LogicalOperator | null | undefined;
};

export type ProductFilterParameter = {
  id?: IdOperators | null | undefined;
  createdAt?: DateOperators | null | undefined;
  updatedAt?: DateOperators | null | undefined;
  languageCode?: StringOperators | null | undefined;
  name?: StringOperators | null | undefined;
  slug?: StringOperators | null | undefined;
  description?: StringOperators | null | undefined;
  enabled?: BooleanOperators | null | undefined;
  _and?: Array<ProductFilterParameter> | null | undefined;
  _or?: Array<ProductFilterParameter> | null | undefined;
};

export type ProductSortParameter = {
  id?: SortOrder | null | undefined;
  createdAt?: SortOrder | null | undefined;
  updatedAt?: SortOrder | null | undefined;
  name?: SortOrder | null | undefined;
  slug?: SortOrder | null | undefined;
  description?: SortOrder | null | undefined;
};

export type BlindBoxFilterParameter = {
  id?: IdOperators | null | undefined;
  createdAt?: DateOperators | null | undefined;
  updatedAt?: DateOperators | null | undefined;
  isOpen?: BooleanOperators | null | undefined;
  openedAt?: DateOperators | null | undefined;
  /** Position of the box in its order line, from 1. */
  n?: NumberOperators | null | undefined;
  orderId?: IdOperators | null | undefined;
  campaignId?: IdOperators | null | undefined;
  _and?: Array<BlindBoxFilterParameter> | null | undefined;
  _or?: Array<BlindBoxFilterParameter> | null | undefined;
};

export type BlindBoxSortParameter = {
  id?: SortOrder | null | undefined;
  createdAt?: SortOrder | null | undefined;
  updatedAt?: SortOrder | null | undefined;
  openedAt?: SortOrder | null | undefined;
  /** Position of the box in its order line, from 1. */
  n?: SortOrder | null | undefined;
  orderId?: SortOrder | null | undefined;
  campaignId?: SortOrder | null | undefined;
};

export type OrderLineCustomFieldsInput = {
  campaignId?: string | null | undefined;
  prizeId?: string | null | undefined;
};

export type CampaignCardFragment = { id: string, name: string, cardBuyTxt: string, typStr: CampaignType, state: CampaignState, stage: CampaignStage, startDate: string, endDate: string, isHot: boolean, isNew: boolean, isCancelled: boolean, totalTicket: number, issuedTicket: number, cover: { id: string, preview: string } | null, featuredImg: { id: string, preview: string } | null, prize: { id: string, featuredAsset: { id: string, preview: string } | null } | null, product: { id: string, featuredAsset: { id: string, preview: string } | null }, winner: { ticketId: string, customer: { id: string, displayName: string } | null } | null };

export type CategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoriesQuery = { collections: { items: Array<{ id: string, name: string, featuredAsset: { id: string, preview: string } | null }> } };

export type TicketStubFragment = { id: string, ticketId: string, rarity: TicketRarity, weight: number, isWin: boolean, isVoid: boolean };

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
    | { __typename: 'BoxOpeningList', opened: number, items: Array<{ alreadyOpened: boolean, box: { id: string }, prizeLine: { id: string, prizeName: string, isLose: boolean, rarity: PrizeRarity, pType: PrizeType, prizeImg: string | null } }> }
    | { __typename: 'BlindBoxUnavailableError', errorCode: ErrorCode, message: string }
   };

export type OpenBoxMutationVariables = Exact<{
  boxId: string | number;
  autoNext?: boolean | null | undefined;
}>;


export type OpenBoxMutation = { openBox:
    | { __typename: 'BoxOpening', alreadyOpened: boolean, nextBoxId: string | null, box: { id: string, isOpen: boolean }, prizeLine: { id: string, prizeName: string, isLose: boolean, tnc: string, rarity: PrizeRarity, pType: PrizeType, rPercent: number, brandStr: string, prizeImg: string | null, animationImg: string | null } }
    | { __typename: 'BlindBoxUnavailableError', errorCode: ErrorCode, message: string }
   };

export type GetBoxQueryVariables = Exact<{
  bbBlindBoxId: string | number;
}>;


export type GetBoxQuery = { getBox: { id: string, isOpen: boolean, code: { code: string }, allPrizes: Array<{ id: string, prizeName: string, prizeImg: string | null, animationImg: string | null, rarity: PrizeRarity, rPercent: number }>, prizeLine: { id: string, prizeName: string, isLose: boolean, tnc: string, rarity: PrizeRarity, pType: PrizeType, rPercent: number, brandStr: string } | null, orderLine: { id: string } | null } | null };

export type ListPendingBoxesQueryVariables = Exact<{
  orderId: string | number;
}>;


export type ListPendingBoxesQuery = { listPendingBoxes: Array<{ id: string, isOpen: boolean, code: { code: string } }> };

export type GetCartDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCartDetailsQuery = { activeOrder: { id: string, totalQuantity: number, subTotalWithTax: number, shippingWithTax: number, totalWithTax: number, currencyCode: CurrencyCode, lines: Array<{ id: string, quantity: number, unitPriceWithTax: number, linePriceWithTax: number, featuredAsset: { id: string, preview: string } | null, productVariant: { id: string, name: string } }> } | null };

export type CategoryInnerQueryVariables = Exact<{
  id: string | number;
}>;


export type CategoryInnerQuery = { collection: { id: string, name: string, productVariants: { items: Array<{ id: string, productId: string }> } } | null };

export type GetCampaignsQueryVariables = Exact<{
  options?: CampaignListOptions | null | undefined;
  state?: CampaignState | null | undefined;
  sheet?: CampaignSheet | null | undefined;
}>;


export type GetCampaignsQuery = { campaigns: { totalItems: number, items: Array<{ id: string, name: string, cardBuyTxt: string, typStr: CampaignType, state: CampaignState, stage: CampaignStage, startDate: string, endDate: string, isHot: boolean, isNew: boolean, isCancelled: boolean, totalTicket: number, issuedTicket: number, cover: { id: string, preview: string } | null, featuredImg: { id: string, preview: string } | null, prize: { id: string, featuredAsset: { id: string, preview: string } | null } | null, product: { id: string, featuredAsset: { id: string, preview: string } | null }, winner: { ticketId: string, customer: { id: string, displayName: string } | null } | null }> } };

export type ProductsQueryVariables = Exact<{
  options?: ProductListOptions | null | undefined;
}>;


export type ProductsQuery = { products: { items: Array<{ id: string, name: string, featuredAsset: { id: string, preview: string } | null, variants: Array<{ id: string, priceWithTax: number, currencyCode: CurrencyCode }> }> } };

export type ListUserCurCampaignTicketQueryVariables = Exact<{
  campaignId: string | number;
}>;


export type ListUserCurCampaignTicketQuery = { listUserCurCampaignTicket: { totalItems: number, items: Array<{ id: string, ticketId: string, rarity: TicketRarity, weight: number, isWin: boolean, isVoid: boolean }> } };

export type ListUserParticipateCampaignQueryVariables = Exact<{
  state?: CampaignState | null | undefined;
}>;


export type ListUserParticipateCampaignQuery = { listUserParticipateCampaign: { totalItems: number, items: Array<{ id: string, name: string, cardBuyTxt: string, typStr: CampaignType, state: CampaignState, stage: CampaignStage, startDate: string, endDate: string, isHot: boolean, isNew: boolean, isCancelled: boolean, totalTicket: number, issuedTicket: number, cover: { id: string, preview: string } | null, featuredImg: { id: string, preview: string } | null, prize: { id: string, featuredAsset: { id: string, preview: string } | null } | null, product: { id: string, featuredAsset: { id: string, preview: string } | null }, winner: { ticketId: string, customer: { id: string, displayName: string } | null } | null }> } };

export type AddItemToOrderMutationVariables = Exact<{
  productVariantId: string | number;
  quantity: number;
  customFields?: OrderLineCustomFieldsInput | null | undefined;
}>;


export type AddItemToOrderMutation = { addItemToOrder:
    | { __typename: 'Order', id: string }
    | { __typename: 'OrderModificationError', errorCode: ErrorCode, message: string }
    | { __typename: 'OrderLimitError', errorCode: ErrorCode, message: string, maxItems: number }
    | { __typename: 'NegativeQuantityError', errorCode: ErrorCode, message: string }
    | { __typename: 'InsufficientStockError', errorCode: ErrorCode, message: string, quantityAvailable: number }
    | { __typename: 'OrderInterceptorError', errorCode: ErrorCode, message: string }
    | { __typename: 'CampaignUnavailableError', errorCode: ErrorCode, message: string, reason: string }
    | { __typename: 'PrizeUnavailableError', errorCode: ErrorCode, message: string }
   };

export type CampaignQueryVariables = Exact<{
  campaignId: string | number;
  wonId?: string | number | null | undefined;
}>;


export type CampaignQuery = { campaign: { sId: string, isDraw: boolean, ticketPerItem: number, ticketPerItemForSp: number, maxQty: number | null, id: string, name: string, cardBuyTxt: string, typStr: CampaignType, state: CampaignState, stage: CampaignStage, startDate: string, endDate: string, isHot: boolean, isNew: boolean, isCancelled: boolean, totalTicket: number, issuedTicket: number, specialVariant: { id: string } | null, prize: { id: string, name: string, description: string, assets: Array<{ id: string, preview: string }>, featuredAsset: { id: string, preview: string } | null } | null, product: { id: string, name: string, description: string, variants: Array<{ id: string, name: string, priceWithTax: number, currencyCode: CurrencyCode }>, featuredAsset: { id: string, preview: string } | null }, cover: { id: string, preview: string } | null, featuredImg: { id: string, preview: string } | null, winner: { ticketId: string, customer: { id: string, displayName: string } | null } | null } | null };

export type GetCampaignProgressQueryVariables = Exact<{
  campaignId: string | number;
}>;


export type GetCampaignProgressQuery = { campaignProgress: { campaignId: string, stage: CampaignStage, isCancelled: boolean, ts_DRAW_INIT: string | null, ts_CALL_CONTRACT: string | null, ts_CALL_CHAINLINK: string | null, ts_WAIT_VRF_RESULT: string | null, ts_GET_WINNER: string | null, ts_ENDED: string | null, drawResult: { winner: { ticketId: string, customer: { id: string, displayName: string } | null } | null } | null } | null };

export type GetUserTicketsQueryVariables = Exact<{
  customerId: string | number;
  campaignId?: string | number | null | undefined;
}>;


export type GetUserTicketsQuery = { userTickets: { totalItems: number, items: Array<{ id: string, ticketId: string, rarity: TicketRarity, weight: number, isWin: boolean, isVoid: boolean }> } };

export type ListCampaignParticipantsQueryVariables = Exact<{
  campaignId: string | number;
  sort?: ParticipantSortInput | null | undefined;
  options?: ParticipationListOptions | null | undefined;
}>;


export type ListCampaignParticipantsQuery = { listCampaignParticipants: { totalItems: number, items: Array<{ id: string, count: number, createdAt: string, customer: { id: string, displayName: string } }> } };

export type CampaignFairnessQueryVariables = Exact<{
  campaignId: string | number;
}>;


export type CampaignFairnessQuery = { campaignFairness: { campaignId: string, sId: string, stage: CampaignStage, provider: string | null, commitment: string | null, committedAt: string | null, ticketCount: number, totalWeight: string | null, tierSeedCommitment: string, tierSeed: string | null, randomWord: string | null, vrfPublicKey: string | null, vrfProof: string | null, chainId: number | null, contractAddress: string | null, requestId: string | null, commitTxHash: string | null, requestTxHash: string | null, fulfilTxHash: string | null, vrfWord: string | null, winnerTicketId: string | null, winnerIndex: number | null, tickets: Array<{ ticketId: string, weight: number, rarity: TicketRarity, holderHash: string }>, tierOdds: Array<{ rarity: TicketRarity, percent: number }> } | null };

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
export const CampaignCardFragmentDoc = new TypedDocumentString(`
    fragment CampaignCard on Campaign {
  id
  name
  cardBuyTxt
  typStr
  state
  stage
  startDate
  endDate
  isHot
  isNew
  isCancelled
  totalTicket
  issuedTicket
  cover {
    id
    preview
  }
  featuredImg {
    id
    preview
  }
  prize {
    id
    featuredAsset {
      id
      preview
    }
  }
  product {
    id
    featuredAsset {
      id
      preview
    }
  }
  winner {
    ticketId
    customer {
      id
      displayName
    }
  }
}
    `, {"fragmentName":"CampaignCard"}) as unknown as TypedDocumentString<CampaignCardFragment, unknown>;
export const TicketStubFragmentDoc = new TypedDocumentString(`
    fragment TicketStub on Ticket {
  id
  ticketId
  rarity
  weight
  isWin
  isVoid
}
    `, {"fragmentName":"TicketStub"}) as unknown as TypedDocumentString<TicketStubFragment, unknown>;
export const CategoriesDocument = new TypedDocumentString(`
    query Categories {
  collections(options: {topLevelOnly: true, sort: {position: ASC}}) {
    items {
      id
      name
      featuredAsset {
        id
        preview
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CategoriesQuery, CategoriesQueryVariables>;
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
export const GetCartDetailsDocument = new TypedDocumentString(`
    query GetCartDetails {
  activeOrder {
    id
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
export const CategoryInnerDocument = new TypedDocumentString(`
    query CategoryInner($id: ID!) {
  collection(id: $id) {
    id
    name
    productVariants(options: {take: 100}) {
      items {
        id
        productId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CategoryInnerQuery, CategoryInnerQueryVariables>;
export const GetCampaignsDocument = new TypedDocumentString(`
    query GetCampaigns($options: CampaignListOptions, $state: CampaignState, $sheet: CampaignSheet) {
  campaigns(options: $options, state: $state, sheet: $sheet) {
    totalItems
    items {
      ...CampaignCard
    }
  }
}
    fragment CampaignCard on Campaign {
  id
  name
  cardBuyTxt
  typStr
  state
  stage
  startDate
  endDate
  isHot
  isNew
  isCancelled
  totalTicket
  issuedTicket
  cover {
    id
    preview
  }
  featuredImg {
    id
    preview
  }
  prize {
    id
    featuredAsset {
      id
      preview
    }
  }
  product {
    id
    featuredAsset {
      id
      preview
    }
  }
  winner {
    ticketId
    customer {
      id
      displayName
    }
  }
}`) as unknown as TypedDocumentString<GetCampaignsQuery, GetCampaignsQueryVariables>;
export const ProductsDocument = new TypedDocumentString(`
    query Products($options: ProductListOptions) {
  products(options: $options) {
    items {
      id
      name
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
export const ListUserCurCampaignTicketDocument = new TypedDocumentString(`
    query listUserCurCampaignTicket($campaignId: ID!) {
  listUserCurCampaignTicket(campaignId: $campaignId) {
    totalItems
    items {
      ...TicketStub
    }
  }
}
    fragment TicketStub on Ticket {
  id
  ticketId
  rarity
  weight
  isWin
  isVoid
}`) as unknown as TypedDocumentString<ListUserCurCampaignTicketQuery, ListUserCurCampaignTicketQueryVariables>;
export const ListUserParticipateCampaignDocument = new TypedDocumentString(`
    query listUserParticipateCampaign($state: CampaignState) {
  listUserParticipateCampaign(state: $state) {
    totalItems
    items {
      ...CampaignCard
    }
  }
}
    fragment CampaignCard on Campaign {
  id
  name
  cardBuyTxt
  typStr
  state
  stage
  startDate
  endDate
  isHot
  isNew
  isCancelled
  totalTicket
  issuedTicket
  cover {
    id
    preview
  }
  featuredImg {
    id
    preview
  }
  prize {
    id
    featuredAsset {
      id
      preview
    }
  }
  product {
    id
    featuredAsset {
      id
      preview
    }
  }
  winner {
    ticketId
    customer {
      id
      displayName
    }
  }
}`) as unknown as TypedDocumentString<ListUserParticipateCampaignQuery, ListUserParticipateCampaignQueryVariables>;
export const AddItemToOrderDocument = new TypedDocumentString(`
    mutation AddItemToOrder($productVariantId: ID!, $quantity: Int!, $customFields: OrderLineCustomFieldsInput) {
  addItemToOrder(
    productVariantId: $productVariantId
    quantity: $quantity
    customFields: $customFields
  ) {
    __typename
    ... on Order {
      id
    }
    ... on ErrorResult {
      errorCode
      message
    }
    ... on OrderLimitError {
      maxItems
    }
    ... on InsufficientStockError {
      quantityAvailable
    }
    ... on CampaignUnavailableError {
      reason
    }
  }
}
    `) as unknown as TypedDocumentString<AddItemToOrderMutation, AddItemToOrderMutationVariables>;
export const CampaignDocument = new TypedDocumentString(`
    query Campaign($campaignId: ID!, $wonId: ID) {
  campaign(campaignId: $campaignId, wonId: $wonId) {
    ...CampaignCard
    sId
    isDraw
    ticketPerItem
    ticketPerItemForSp
    maxQty
    specialVariant {
      id
    }
    prize {
      id
      name
      description
      assets {
        id
        preview
      }
    }
    product {
      id
      name
      description
      variants {
        id
        name
        priceWithTax
        currencyCode
      }
    }
  }
}
    fragment CampaignCard on Campaign {
  id
  name
  cardBuyTxt
  typStr
  state
  stage
  startDate
  endDate
  isHot
  isNew
  isCancelled
  totalTicket
  issuedTicket
  cover {
    id
    preview
  }
  featuredImg {
    id
    preview
  }
  prize {
    id
    featuredAsset {
      id
      preview
    }
  }
  product {
    id
    featuredAsset {
      id
      preview
    }
  }
  winner {
    ticketId
    customer {
      id
      displayName
    }
  }
}`) as unknown as TypedDocumentString<CampaignQuery, CampaignQueryVariables>;
export const GetCampaignProgressDocument = new TypedDocumentString(`
    query GetCampaignProgress($campaignId: ID!) {
  campaignProgress(campaignId: $campaignId) {
    campaignId
    stage
    isCancelled
    ts_DRAW_INIT
    ts_CALL_CONTRACT
    ts_CALL_CHAINLINK
    ts_WAIT_VRF_RESULT
    ts_GET_WINNER
    ts_ENDED
    drawResult {
      winner {
        ticketId
        customer {
          id
          displayName
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetCampaignProgressQuery, GetCampaignProgressQueryVariables>;
export const GetUserTicketsDocument = new TypedDocumentString(`
    query GetUserTickets($customerId: ID!, $campaignId: ID) {
  userTickets(customerId: $customerId, campaignId: $campaignId) {
    totalItems
    items {
      ...TicketStub
    }
  }
}
    fragment TicketStub on Ticket {
  id
  ticketId
  rarity
  weight
  isWin
  isVoid
}`) as unknown as TypedDocumentString<GetUserTicketsQuery, GetUserTicketsQueryVariables>;
export const ListCampaignParticipantsDocument = new TypedDocumentString(`
    query ListCampaignParticipants($campaignId: ID!, $sort: ParticipantSortInput, $options: ParticipationListOptions) {
  listCampaignParticipants(
    campaignId: $campaignId
    sort: $sort
    options: $options
  ) {
    totalItems
    items {
      id
      count
      createdAt
      customer {
        id
        displayName
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ListCampaignParticipantsQuery, ListCampaignParticipantsQueryVariables>;
export const CampaignFairnessDocument = new TypedDocumentString(`
    query CampaignFairness($campaignId: ID!) {
  campaignFairness(campaignId: $campaignId) {
    campaignId
    sId
    stage
    provider
    commitment
    committedAt
    ticketCount
    totalWeight
    tickets {
      ticketId
      weight
      rarity
      holderHash
    }
    tierSeedCommitment
    tierSeed
    tierOdds {
      rarity
      percent
    }
    randomWord
    vrfPublicKey
    vrfProof
    chainId
    contractAddress
    requestId
    commitTxHash
    requestTxHash
    fulfilTxHash
    vrfWord
    winnerTicketId
    winnerIndex
  }
}
    `) as unknown as TypedDocumentString<CampaignFairnessQuery, CampaignFairnessQueryVariables>;