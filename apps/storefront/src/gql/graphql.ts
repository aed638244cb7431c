/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Where tapping a notification or a marketing item leads (spec values): campaign, category, nowhere, policy page, tickets, link. */
export type ActionType =
  | 'CAM'
  | 'CAT'
  | 'NON'
  | 'PG'
  | 'TIC'
  | 'URL';

export type AuthenticationInput = {
  native?: NativeAuthInput | null | undefined;
};

export type BlindBoxFilterParameter = {
  _and?: Array<BlindBoxFilterParameter> | null | undefined;
  _or?: Array<BlindBoxFilterParameter> | null | undefined;
  campaignId?: IdOperators | null | undefined;
  createdAt?: DateOperators | null | undefined;
  id?: IdOperators | null | undefined;
  /** The box's prize is recorded (it is set together with prizeLine). A box whose opening is claimed but whose beacon round is still awaited is not open yet. */
  isOpen?: BooleanOperators | null | undefined;
  /** Refunded before it was opened: it can never be opened. */
  isVoid?: BooleanOperators | null | undefined;
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

export type CampaignFilterParameter = {
  _and?: Array<CampaignFilterParameter> | null | undefined;
  _or?: Array<CampaignFilterParameter> | null | undefined;
  cardBuyTxt?: StringOperators | null | undefined;
  createdAt?: DateOperators | null | undefined;
  description?: StringOperators | null | undefined;
  endDate?: DateOperators | null | undefined;
  id?: IdOperators | null | undefined;
  /** Ended below minTicket: paid lines were refunded, no draw. */
  isCancelled?: BooleanOperators | null | undefined;
  /** No longer selling (state ENDED). */
  isClosed?: BooleanOperators | null | undefined;
  /** The draw has started or finished. */
  isDraw?: BooleanOperators | null | undefined;
  isHot?: BooleanOperators | null | undefined;
  isNew?: BooleanOperators | null | undefined;
  issuedTicket?: NumberOperators | null | undefined;
  maxQty?: NumberOperators | null | undefined;
  minTicket?: NumberOperators | null | undefined;
  name?: StringOperators | null | undefined;
  /** The official rules in the request's language (English for any language but ms); null on campaigns made before rules were required: show the campaign-rules policy page. */
  rules?: StringOperators | null | undefined;
  sId?: StringOperators | null | undefined;
  stage?: StringOperators | null | undefined;
  startDate?: DateOperators | null | undefined;
  state?: StringOperators | null | undefined;
  ticketPerItem?: NumberOperators | null | undefined;
  ticketPerItemForSp?: NumberOperators | null | undefined;
  totalTicket?: NumberOperators | null | undefined;
  ts_CALL_CHAINLINK?: DateOperators | null | undefined;
  ts_CALL_CONTRACT?: DateOperators | null | undefined;
  ts_DRAW_INIT?: DateOperators | null | undefined;
  ts_ENDED?: DateOperators | null | undefined;
  ts_GET_WINNER?: DateOperators | null | undefined;
  ts_WAIT_VRF_RESULT?: DateOperators | null | undefined;
  typStr?: StringOperators | null | undefined;
  updatedAt?: DateOperators | null | undefined;
};

export type CampaignListOptions = {
  /** Allows the results to be filtered */
  filter?: CampaignFilterParameter | null | undefined;
  /** Specifies whether multiple top-level "filter" fields should be combined with a logical AND or OR operation. Defaults to AND. */
  filterOperator?: LogicalOperator | null | undefined;
  /** Skips the first n results, for use in pagination */
  skip?: number | null | undefined;
  /** Specifies which properties to sort the results by */
  sort?: CampaignSortParameter | null | undefined;
  /** Takes n results, for use in pagination */
  take?: number | null | undefined;
};

/** The list sheets of the draw lists screen. */
export type CampaignSheet =
  | 'ENDING_SOON'
  | 'HOTTEST'
  | 'JOINED'
  | 'LATEST'
  | 'OTHER'
  | 'TRENDING';

export type CampaignSortParameter = {
  cardBuyTxt?: SortOrder | null | undefined;
  createdAt?: SortOrder | null | undefined;
  description?: SortOrder | null | undefined;
  endDate?: SortOrder | null | undefined;
  id?: SortOrder | null | undefined;
  issuedTicket?: SortOrder | null | undefined;
  maxQty?: SortOrder | null | undefined;
  minTicket?: SortOrder | null | undefined;
  name?: SortOrder | null | undefined;
  /** The official rules in the request's language (English for any language but ms); null on campaigns made before rules were required: show the campaign-rules policy page. */
  rules?: SortOrder | null | undefined;
  sId?: SortOrder | null | undefined;
  startDate?: SortOrder | null | undefined;
  ticketPerItem?: SortOrder | null | undefined;
  ticketPerItemForSp?: SortOrder | null | undefined;
  totalTicket?: SortOrder | null | undefined;
  ts_CALL_CHAINLINK?: SortOrder | null | undefined;
  ts_CALL_CONTRACT?: SortOrder | null | undefined;
  ts_DRAW_INIT?: SortOrder | null | undefined;
  ts_ENDED?: SortOrder | null | undefined;
  ts_GET_WINNER?: SortOrder | null | undefined;
  ts_WAIT_VRF_RESULT?: SortOrder | null | undefined;
  updatedAt?: SortOrder | null | undefined;
};

/** Draw stage (docs/contract.md#draw-stages). ENTERED is the viewer's own view of an OPEN campaign they hold tickets in. */
export type CampaignStage =
  | 'CALL_CHAINLINK'
  | 'CALL_CONTRACT'
  | 'DRAW_INIT'
  | 'ENDED'
  | 'ENTERED'
  | 'GET_WINNER'
  | 'OPEN'
  | 'WAIT_VRF_RESULT';

export type CampaignState =
  | 'ACTIVE'
  | 'ENDED';

export type CampaignType =
  | 'BLINDBOX'
  | 'LUCKYDRAW';

/** What a code grants: tickets in a lucky draw, boxes of a blind box (both as a zero-priced order), or a prize. */
export type CodeGrant =
  | 'BOX'
  | 'PRIZE'
  | 'TICKETS';

/**
 * Input used to create an Address.
 *
 * The countryCode must correspond to a `code` property of a Country that has been defined in the
 * Vendure server. The `code` property is typically a 2-character ISO code such as "GB", "US", "DE" etc.
 * If an invalid code is passed, the mutation will fail.
 */
export type CreateAddressInput = {
  city?: string | null | undefined;
  company?: string | null | undefined;
  countryCode: string;
  customFields?: unknown;
  defaultBillingAddress?: boolean | null | undefined;
  defaultShippingAddress?: boolean | null | undefined;
  fullName?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  postalCode?: string | null | undefined;
  province?: string | null | undefined;
  streetLine1: string;
  streetLine2?: string | null | undefined;
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

export type DeleteAccInput = {
  /** The word DELETE, typed by the shopper. */
  confirmation: string;
  password: string;
};

/** Where to price delivery to; left out, the active order's shipping address. */
export type DeliveryFeeInput = {
  countryCode?: string | null | undefined;
  postalCode?: string | null | undefined;
  province?: string | null | undefined;
};

export type EInvoiceDetailsInput = {
  idNumber: string;
  idType: EInvoiceIdType;
  /** The name the e-invoice is issued to. */
  name: string;
  /** The tax identification number LHDN issued (IG… for individuals). */
  tin: string;
};

export type EInvoiceIdType =
  | 'ARMY'
  | 'BRN'
  | 'NRIC'
  | 'PASSPORT';

/** What the shop issued: an invoice to one buyer, the month's consolidated invoice for the general public, or a refund note. */
export type EInvoiceKind =
  | 'CONSOLIDATED'
  | 'INVOICE'
  | 'REFUND_NOTE';

/** Where an e-invoice document is on its way to MyInvois (docs/einvoice.md#states). */
export type EInvoiceStatus =
  | 'CANCELLED'
  | 'INVALID'
  | 'PENDING'
  | 'SUBMITTED'
  | 'VALID';

export type ErrorCode =
  | 'AGE_RESTRICTED_ERROR'
  | 'ALREADY_LOGGED_IN_ERROR'
  | 'BB_CODE_UNAVAILABLE_ERROR'
  | 'BLIND_BOX_UNAVAILABLE_ERROR'
  | 'BOT_CHECK_FAILED_ERROR'
  | 'BOX_OPENING_PENDING_ERROR'
  | 'CAMPAIGN_UNAVAILABLE_ERROR'
  | 'COUPON_CODE_EXPIRED_ERROR'
  | 'COUPON_CODE_INVALID_ERROR'
  | 'COUPON_CODE_LIMIT_ERROR'
  | 'COUPON_REMOVED_DURING_CHECKOUT_ERROR'
  | 'DELETE_CONFIRMATION_ERROR'
  | 'DELIVERY_OPTION_ERROR'
  | 'EINVOICE_DETAILS_ERROR'
  | 'EINVOICE_REQUEST_ERROR'
  | 'EMAIL_ADDRESS_CONFLICT_ERROR'
  | 'FCM_TOKEN_INVALID_ERROR'
  | 'GUEST_CHECKOUT_ERROR'
  | 'IDENTIFIER_CHANGE_TOKEN_EXPIRED_ERROR'
  | 'IDENTIFIER_CHANGE_TOKEN_INVALID_ERROR'
  | 'INELIGIBLE_PAYMENT_METHOD_ERROR'
  | 'INELIGIBLE_SHIPPING_METHOD_ERROR'
  | 'INSUFFICIENT_STOCK_ERROR'
  | 'INVALID_ACCOUNT_FIELD_ERROR'
  | 'INVALID_AVATAR_ERROR'
  | 'INVALID_CLIENT_SEED_ERROR'
  | 'INVALID_CREDENTIALS_ERROR'
  | 'INVALID_DATE_OF_BIRTH_ERROR'
  | 'INVALID_PHONE_NUMBER_ERROR'
  | 'INVALID_SPENDING_LIMIT_ERROR'
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
  | 'OTP_EXPIRED_ERROR'
  | 'OTP_INVALID_ERROR'
  | 'OTP_RESEND_TOO_SOON_ERROR'
  | 'PASSWORD_ALREADY_SET_ERROR'
  | 'PASSWORD_RESET_TOKEN_EXPIRED_ERROR'
  | 'PASSWORD_RESET_TOKEN_INVALID_ERROR'
  | 'PASSWORD_VALIDATION_ERROR'
  | 'PAYMENT_DECLINED_ERROR'
  | 'PAYMENT_FAILED_ERROR'
  | 'PHONE_NOT_VERIFIED_ERROR'
  | 'PHONE_NUMBER_CONFLICT_ERROR'
  | 'PRIZE_UNAVAILABLE_ERROR'
  | 'SELF_EXCLUDED_ERROR'
  | 'SMS_NOT_SENT_ERROR'
  | 'SPENDING_LIMIT_ERROR'
  | 'TICKET_PROOFS_UNAVAILABLE_ERROR'
  | 'TOO_MANY_ATTEMPTS_ERROR'
  | 'UNKNOWN_ERROR'
  | 'USERNAME_CONFLICT_ERROR'
  | 'VERIFICATION_TOKEN_EXPIRED_ERROR'
  | 'VERIFICATION_TOKEN_INVALID_ERROR';

export type ExclusionPeriod =
  | 'DAYS_7'
  | 'DAYS_30'
  | 'HOURS_24'
  | 'MONTHS_6';

/** What became of a gateway transaction: SETTLED (the order took it), DECLINED (the payment failed), TO_REFUND (paid, but the shop refused it: being refunded), REFUNDED. */
export type GatewayPaymentOutcome =
  | 'DECLINED'
  | 'REFUNDED'
  | 'SETTLED'
  | 'TO_REFUND';

export type GenerateOtpInput = {
  phoneNumber?: string | null | undefined;
  purpose?: OtpPurpose | null | undefined;
};

/** Operators for filtering on an ID field */
export type IdOperators = {
  eq?: string | null | undefined;
  in?: Array<string> | null | undefined;
  isNull?: boolean | null | undefined;
  notEq?: string | null | undefined;
  notIn?: Array<string> | null | undefined;
};

/**
 * @description
 * Languages in the form of a ISO 639-1 language code with optional
 * region or script modifier (e.g. de_AT). The selection available is based
 * on the [Unicode CLDR summary list](https://unicode-org.github.io/cldr-staging/charts/37/summary/root.html)
 * and includes the major spoken languages of the world and any widely-used variants.
 *
 * @docsCategory common
 */
export type LanguageCode =
  /** Afrikaans */
  | 'af'
  /** Akan */
  | 'ak'
  /** Amharic */
  | 'am'
  /** Arabic */
  | 'ar'
  /** Assamese */
  | 'as'
  /** Azerbaijani */
  | 'az'
  /** Belarusian */
  | 'be'
  /** Bulgarian */
  | 'bg'
  /** Bambara */
  | 'bm'
  /** Bangla */
  | 'bn'
  /** Tibetan */
  | 'bo'
  /** Breton */
  | 'br'
  /** Bosnian */
  | 'bs'
  /** Catalan */
  | 'ca'
  /** Chechen */
  | 'ce'
  /** Corsican */
  | 'co'
  /** Czech */
  | 'cs'
  /** Church Slavic */
  | 'cu'
  /** Welsh */
  | 'cy'
  /** Danish */
  | 'da'
  /** German */
  | 'de'
  /** Austrian German */
  | 'de_AT'
  /** Swiss High German */
  | 'de_CH'
  /** Dzongkha */
  | 'dz'
  /** Ewe */
  | 'ee'
  /** Greek */
  | 'el'
  /** English */
  | 'en'
  /** Australian English */
  | 'en_AU'
  /** Canadian English */
  | 'en_CA'
  /** British English */
  | 'en_GB'
  /** American English */
  | 'en_US'
  /** Esperanto */
  | 'eo'
  /** Spanish */
  | 'es'
  /** European Spanish */
  | 'es_ES'
  /** Mexican Spanish */
  | 'es_MX'
  /** Estonian */
  | 'et'
  /** Basque */
  | 'eu'
  /** Persian */
  | 'fa'
  /** Dari */
  | 'fa_AF'
  /** Fulah */
  | 'ff'
  /** Finnish */
  | 'fi'
  /** Faroese */
  | 'fo'
  /** French */
  | 'fr'
  /** Canadian French */
  | 'fr_CA'
  /** Swiss French */
  | 'fr_CH'
  /** Western Frisian */
  | 'fy'
  /** Irish */
  | 'ga'
  /** Scottish Gaelic */
  | 'gd'
  /** Galician */
  | 'gl'
  /** Gujarati */
  | 'gu'
  /** Manx */
  | 'gv'
  /** Hausa */
  | 'ha'
  /** Hebrew */
  | 'he'
  /** Hindi */
  | 'hi'
  /** Croatian */
  | 'hr'
  /** Haitian Creole */
  | 'ht'
  /** Hungarian */
  | 'hu'
  /** Armenian */
  | 'hy'
  /** Interlingua */
  | 'ia'
  /** Indonesian */
  | 'id'
  /** Igbo */
  | 'ig'
  /** Sichuan Yi */
  | 'ii'
  /** Icelandic */
  | 'is'
  /** Italian */
  | 'it'
  /** Japanese */
  | 'ja'
  /** Javanese */
  | 'jv'
  /** Georgian */
  | 'ka'
  /** Kikuyu */
  | 'ki'
  /** Kazakh */
  | 'kk'
  /** Kalaallisut */
  | 'kl'
  /** Khmer */
  | 'km'
  /** Kannada */
  | 'kn'
  /** Korean */
  | 'ko'
  /** Kashmiri */
  | 'ks'
  /** Kurdish */
  | 'ku'
  /** Cornish */
  | 'kw'
  /** Kyrgyz */
  | 'ky'
  /** Latin */
  | 'la'
  /** Luxembourgish */
  | 'lb'
  /** Ganda */
  | 'lg'
  /** Lingala */
  | 'ln'
  /** Lao */
  | 'lo'
  /** Lithuanian */
  | 'lt'
  /** Luba-Katanga */
  | 'lu'
  /** Latvian */
  | 'lv'
  /** Malagasy */
  | 'mg'
  /** Maori */
  | 'mi'
  /** Macedonian */
  | 'mk'
  /** Malayalam */
  | 'ml'
  /** Mongolian */
  | 'mn'
  /** Marathi */
  | 'mr'
  /** Malay */
  | 'ms'
  /** Maltese */
  | 'mt'
  /** Burmese */
  | 'my'
  /** Norwegian Bokmål */
  | 'nb'
  /** North Ndebele */
  | 'nd'
  /** Nepali */
  | 'ne'
  /** Dutch */
  | 'nl'
  /** Flemish */
  | 'nl_BE'
  /** Norwegian Nynorsk */
  | 'nn'
  /** Nyanja */
  | 'ny'
  /** Oromo */
  | 'om'
  /** Odia */
  | 'or'
  /** Ossetic */
  | 'os'
  /** Punjabi */
  | 'pa'
  /** Polish */
  | 'pl'
  /** Pashto */
  | 'ps'
  /** Portuguese */
  | 'pt'
  /** Brazilian Portuguese */
  | 'pt_BR'
  /** European Portuguese */
  | 'pt_PT'
  /** Quechua */
  | 'qu'
  /** Romansh */
  | 'rm'
  /** Rundi */
  | 'rn'
  /** Romanian */
  | 'ro'
  /** Moldavian */
  | 'ro_MD'
  /** Russian */
  | 'ru'
  /** Kinyarwanda */
  | 'rw'
  /** Sanskrit */
  | 'sa'
  /** Sindhi */
  | 'sd'
  /** Northern Sami */
  | 'se'
  /** Sango */
  | 'sg'
  /** Sinhala */
  | 'si'
  /** Slovak */
  | 'sk'
  /** Slovenian */
  | 'sl'
  /** Samoan */
  | 'sm'
  /** Shona */
  | 'sn'
  /** Somali */
  | 'so'
  /** Albanian */
  | 'sq'
  /** Serbian */
  | 'sr'
  /** Southern Sotho */
  | 'st'
  /** Sundanese */
  | 'su'
  /** Swedish */
  | 'sv'
  /** Swahili */
  | 'sw'
  /** Congo Swahili */
  | 'sw_CD'
  /** Tamil */
  | 'ta'
  /** Telugu */
  | 'te'
  /** Tajik */
  | 'tg'
  /** Thai */
  | 'th'
  /** Tigrinya */
  | 'ti'
  /** Turkmen */
  | 'tk'
  /** Tongan */
  | 'to'
  /** Turkish */
  | 'tr'
  /** Tatar */
  | 'tt'
  /** Uyghur */
  | 'ug'
  /** Ukrainian */
  | 'uk'
  /** Urdu */
  | 'ur'
  /** Uzbek */
  | 'uz'
  /** Vietnamese */
  | 'vi'
  /** Volapük */
  | 'vo'
  /** Wolof */
  | 'wo'
  /** Xhosa */
  | 'xh'
  /** Yiddish */
  | 'yi'
  /** Yoruba */
  | 'yo'
  /** Chinese */
  | 'zh'
  /** Simplified Chinese */
  | 'zh_Hans'
  /** Traditional Chinese */
  | 'zh_Hant'
  /** Zulu */
  | 'zu';

export type LogicalOperator =
  | 'AND'
  | 'OR';

/** Where delivery stands: CHOSEN (a shipping line), NOT_CHOSEN (the order ships, no option yet), NOT_NEEDED (nothing ships). */
export type MoneySummaryDeliveryState =
  | 'CHOSEN'
  | 'NOT_CHOSEN'
  | 'NOT_NEEDED';

export type NativeAuthInput = {
  password: string;
  username: string;
};

export type NotificationFilterParameter = {
  _and?: Array<NotificationFilterParameter> | null | undefined;
  _or?: Array<NotificationFilterParameter> | null | undefined;
  actionTyp?: StringOperators | null | undefined;
  /** What the action opens: a campaign id for CAM, a link for URL, ... */
  actionVal?: StringOperators | null | undefined;
  createdAt?: DateOperators | null | undefined;
  id?: IdOperators | null | undefined;
  imgUrl?: StringOperators | null | undefined;
  isRead?: BooleanOperators | null | undefined;
  /** In the request's language; English when the notification has no text in it. */
  msg?: StringOperators | null | undefined;
  tag?: StringOperators | null | undefined;
  /** In the request's language; English when the notification has no text in it. */
  title?: StringOperators | null | undefined;
};

export type NotificationListOptions = {
  /** Allows the results to be filtered */
  filter?: NotificationFilterParameter | null | undefined;
  /** Specifies whether multiple top-level "filter" fields should be combined with a logical AND or OR operation. Defaults to AND. */
  filterOperator?: LogicalOperator | null | undefined;
  /** Skips the first n results, for use in pagination */
  skip?: number | null | undefined;
  /** Specifies which properties to sort the results by */
  sort?: NotificationSortParameter | null | undefined;
  /** Takes n results, for use in pagination */
  take?: number | null | undefined;
};

export type NotificationSortParameter = {
  /** What the action opens: a campaign id for CAM, a link for URL, ... */
  actionVal?: SortOrder | null | undefined;
  createdAt?: SortOrder | null | undefined;
  id?: SortOrder | null | undefined;
  imgUrl?: SortOrder | null | undefined;
  /** In the request's language; English when the notification has no text in it. */
  msg?: SortOrder | null | undefined;
  tag?: SortOrder | null | undefined;
  /** In the request's language; English when the notification has no text in it. */
  title?: SortOrder | null | undefined;
};

export type NotificationsMarkReadInput = {
  /** True: every unread notification of the caller (the tab's mark all read); ids are then ignored and the answer holds up to 100 of them. */
  all?: boolean | null | undefined;
  ids: Array<string | number>;
};

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

/** The profile's order buckets (docs/orders.md#buckets). */
export type OrderBucket =
  /** Delivered. */
  | 'Completed'
  /** Paid, waiting to ship: PaymentAuthorized, PaymentSettled. */
  | 'Processing'
  /** On its way: Shipped, PartiallyShipped, PartiallyDelivered. */
  | 'Shipped'
  /** Won prizes not yet in an order (listed by the prize screens, counted here). */
  | 'Won';

/** GetAllOrders options: one bucket (left out: every paid order), newest first; take 1..50 (default 10), skip >= 0. */
export type OrderBucketListOptions = {
  bucket?: OrderBucket | null | undefined;
  skip?: number | null | undefined;
  take?: number | null | undefined;
};

export type OrderLineCustomFieldsInput = {
  campaignId?: string | null | undefined;
  prizeId?: string | null | undefined;
};

/** What a code is for: a code only verifies the purpose it was sent for. */
export type OtpPurpose =
  | 'CHANGE_PHONE'
  | 'RESET_PASSWORD'
  | 'SIGN_UP'
  | 'UPDATE_PASSWORD';

export type ParticipantSort =
  | 'DATE'
  | 'NAME'
  | 'TICKET';

export type ParticipantSortInput = {
  field: ParticipantSort;
  order?: SortOrder | null | undefined;
};

export type ParticipationFilterParameter = {
  _and?: Array<ParticipationFilterParameter> | null | undefined;
  _or?: Array<ParticipationFilterParameter> | null | undefined;
  /** Tickets held. */
  count?: NumberOperators | null | undefined;
  createdAt?: DateOperators | null | undefined;
  id?: IdOperators | null | undefined;
};

export type ParticipationListOptions = {
  /** Allows the results to be filtered */
  filter?: ParticipationFilterParameter | null | undefined;
  /** Specifies whether multiple top-level "filter" fields should be combined with a logical AND or OR operation. Defaults to AND. */
  filterOperator?: LogicalOperator | null | undefined;
  /** Skips the first n results, for use in pagination */
  skip?: number | null | undefined;
  /** Specifies which properties to sort the results by */
  sort?: ParticipationSortParameter | null | undefined;
  /** Takes n results, for use in pagination */
  take?: number | null | undefined;
};

export type ParticipationSortParameter = {
  /** Tickets held. */
  count?: SortOrder | null | undefined;
  createdAt?: SortOrder | null | undefined;
  id?: SortOrder | null | undefined;
};

/** Passed as input to the `addPaymentToOrder` mutation. */
export type PaymentInput = {
  /**
   * This field should contain arbitrary data passed to the specified PaymentMethodHandler's `createPayment()` method
   * as the "metadata" argument. For example, it could contain an ID for the payment and other
   * data generated by the payment provider.
   */
  metadata: unknown;
  /** This field should correspond to the `code` property of a PaymentMethod. */
  method: string;
};

/** What the signed-in customer still has to do: add a phone, set a password, verify their phone, or nothing. */
export type PendingAction =
  | 'NONE'
  | 'UPDATE_HP'
  | 'UPDATE_PW'
  | 'VERIFY_HP';

/** Where the payment is made: the app (in-app browser) or the web storefront. */
export type Platform =
  | 'APP'
  | 'WEB';

/** Prize rarity (docs/contract.md#enumerations). */
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

export type PrizesUpdateInput = {
  id: string | number;
  isATC?: boolean | null | undefined;
  isRedeemed?: boolean | null | undefined;
};

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
  videoUrl?: StringOperators | null | undefined;
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
  sizeImg?: SortOrder | null | undefined;
  slug?: SortOrder | null | undefined;
  updatedAt?: SortOrder | null | undefined;
  videoUrl?: SortOrder | null | undefined;
};

export type RegisterCustomerAccountWithOtpInput = {
  /** YYYY-MM-DD; a MyKad number in govId must encode it. Optional: without it, the first purchase asks (docs/responsible-play.md#age-gate). */
  dateOfBirth?: string | null | undefined;
  emailAddress: string;
  /** Name as per NRIC. */
  firstName: string;
  /** NRIC number; cannot be changed once submitted. */
  govId?: string | null | undefined;
  lang?: string | null | undefined;
  /** The code, when the phone was not verified with verifyOTP before. */
  otp?: string | null | undefined;
  password?: string | null | undefined;
  phoneNumber: string;
  username: string;
};

export type ResetPasswordUsingOtpInput = {
  otp: string;
  password: string;
  phoneNumber: string;
};

/** The option chosen from getDeliveryFee; priceWithTax, if sent, must still be its price. */
export type SetShippingInput = {
  id?: string | null | undefined;
  priceWithTax?: number | null | undefined;
};

export type SortOrder =
  | 'ASC'
  | 'DESC';

/** Each in sen, RM 1 to RM 1,000,000. Left out: unchanged; null: no limit (after 24 hours). */
export type SpendingLimitsInput = {
  daily?: number | null | undefined;
  monthly?: number | null | undefined;
  weekly?: number | null | undefined;
};

/** Rolling periods: the last 24 hours, 7 days, 30 days. */
export type SpendingPeriod =
  | 'DAILY'
  | 'MONTHLY'
  | 'WEEKLY';

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

export type TicketRarity =
  | 'COMMON'
  | 'EPIC'
  | 'LEGENDARY'
  | 'RARE'
  | 'ULTRA';

/**
 * Input used to update an Address.
 *
 * The countryCode must correspond to a `code` property of a Country that has been defined in the
 * Vendure server. The `code` property is typically a 2-character ISO code such as "GB", "US", "DE" etc.
 * If an invalid code is passed, the mutation will fail.
 */
export type UpdateAddressInput = {
  city?: string | null | undefined;
  company?: string | null | undefined;
  countryCode?: string | null | undefined;
  customFields?: unknown;
  defaultBillingAddress?: boolean | null | undefined;
  defaultShippingAddress?: boolean | null | undefined;
  fullName?: string | null | undefined;
  id: string | number;
  phoneNumber?: string | null | undefined;
  postalCode?: string | null | undefined;
  province?: string | null | undefined;
  streetLine1?: string | null | undefined;
  streetLine2?: string | null | undefined;
};

export type UpdateCustomerCustomFieldsInput = {
  govId?: string | null | undefined;
};

export type UpdateCustomerInput = {
  customFields?: UpdateCustomerCustomFieldsInput | null | undefined;
  /** The name other shoppers see, 1 to 40 characters. */
  displayName?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  title?: string | null | undefined;
};

export type VerifyOtpInput = {
  otp: string;
  phoneNumber?: string | null | undefined;
  purpose?: OtpPurpose | null | undefined;
};

export type WonPrizeFilterParameter = {
  _and?: Array<WonPrizeFilterParameter> | null | undefined;
  _or?: Array<WonPrizeFilterParameter> | null | undefined;
  createdAt?: DateOperators | null | undefined;
  id?: IdOperators | null | undefined;
  /** In a cart: a line of one of the customer's orders carries it at zero price. */
  isATC?: BooleanOperators | null | undefined;
  /** Shipped, or its code revealed. */
  isRedeemed?: BooleanOperators | null | undefined;
  pType?: StringOperators | null | undefined;
  updatedAt?: DateOperators | null | undefined;
};

export type WonPrizeListOptions = {
  /** Allows the results to be filtered */
  filter?: WonPrizeFilterParameter | null | undefined;
  /** Specifies whether multiple top-level "filter" fields should be combined with a logical AND or OR operation. Defaults to AND. */
  filterOperator?: LogicalOperator | null | undefined;
  /** Skips the first n results, for use in pagination */
  skip?: number | null | undefined;
  /** Specifies which properties to sort the results by */
  sort?: WonPrizeSortParameter | null | undefined;
  /** Takes n results, for use in pagination */
  take?: number | null | undefined;
};

export type WonPrizeSortParameter = {
  createdAt?: SortOrder | null | undefined;
  id?: SortOrder | null | undefined;
  updatedAt?: SortOrder | null | undefined;
};

export type CampaignCardFragment = { id: string, name: string, cardBuyTxt: string, typStr: CampaignType, state: CampaignState, stage: CampaignStage, startDate: string, endDate: string, isHot: boolean, isNew: boolean, isCancelled: boolean, totalTicket: number, issuedTicket: number, cover: { id: string, preview: string } | null, featuredImg: { id: string, preview: string } | null, prize: { id: string, featuredAsset: { id: string, preview: string } | null } | null, product: { id: string, featuredAsset: { id: string, preview: string } | null }, winner: { ticketId: string, customer: { id: string, displayName: string } | null } | null };

export type GetCategoryQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCategoryQuery = { getCategory: Array<{ id: string, name: string, shortId: string | null, imgUrl: string | null }> };

export type TicketStubFragment = { id: string, ticketId: string, rarity: TicketRarity | null, weight: number | null, rarityRevealsAt: string | null, isWin: boolean, isVoid: boolean };

export type AltchaChallengeQueryVariables = Exact<{ [key: string]: never; }>;


export type AltchaChallengeQuery = { altchaChallenge: unknown };

type Refusal_AgeRestrictedError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_AlreadyLoggedInError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_BbCodeUnavailableError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_BlindBoxUnavailableError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_BotCheckFailedError_Fragment = { reason: string, errorCode: ErrorCode, message: string };

type Refusal_BoxOpeningPendingError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_CampaignUnavailableError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_CouponCodeExpiredError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_CouponCodeInvalidError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_CouponCodeLimitError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_CouponRemovedDuringCheckoutError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_DeleteConfirmationError_Fragment = { expected: string, errorCode: ErrorCode, message: string };

type Refusal_DeliveryOptionError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_EInvoiceDetailsError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_EInvoiceRequestError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_EmailAddressConflictError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_FcmTokenInvalidError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_GuestCheckoutError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_IdentifierChangeTokenExpiredError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_IdentifierChangeTokenInvalidError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_IneligiblePaymentMethodError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_IneligibleShippingMethodError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_InsufficientStockError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_InvalidAccountFieldError_Fragment = { field: string, errorCode: ErrorCode, message: string };

type Refusal_InvalidAvatarError_Fragment = { reason: string, maxBytes: number, errorCode: ErrorCode, message: string };

type Refusal_InvalidClientSeedError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_InvalidCredentialsError_Fragment = { authenticationError: string, errorCode: ErrorCode, message: string };

type Refusal_InvalidDateOfBirthError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_InvalidPhoneNumberError_Fragment = { reason: string, errorCode: ErrorCode, message: string };

type Refusal_InvalidSpendingLimitError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_MissingPasswordError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_NativeAuthStrategyError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_NegativeQuantityError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_NoActiveOrderError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_NotVerifiedError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_OrderInterceptorError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_OrderLimitError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_OrderModificationError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_OrderPaymentStateError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_OrderStateTransitionError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_OtpExpiredError_Fragment = { reason: string, errorCode: ErrorCode, message: string };

type Refusal_OtpInvalidError_Fragment = { attemptsLeft: number, errorCode: ErrorCode, message: string };

type Refusal_OtpResendTooSoonError_Fragment = { retryAfterSeconds: number, errorCode: ErrorCode, message: string };

type Refusal_PasswordAlreadySetError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_PasswordResetTokenExpiredError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_PasswordResetTokenInvalidError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_PasswordValidationError_Fragment = { validationErrorMessage: string, errorCode: ErrorCode, message: string };

type Refusal_PaymentDeclinedError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_PaymentFailedError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_PhoneNotVerifiedError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_PhoneNumberConflictError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_PrizeUnavailableError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_SelfExcludedError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_SmsNotSentError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_SpendingLimitError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_TicketProofsUnavailableError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_TooManyAttemptsError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_UsernameConflictError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_VerificationTokenExpiredError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_VerificationTokenInvalidError_Fragment = { errorCode: ErrorCode, message: string };

export type RefusalFragment =
  | Refusal_AgeRestrictedError_Fragment
  | Refusal_AlreadyLoggedInError_Fragment
  | Refusal_BbCodeUnavailableError_Fragment
  | Refusal_BlindBoxUnavailableError_Fragment
  | Refusal_BotCheckFailedError_Fragment
  | Refusal_BoxOpeningPendingError_Fragment
  | Refusal_CampaignUnavailableError_Fragment
  | Refusal_CouponCodeExpiredError_Fragment
  | Refusal_CouponCodeInvalidError_Fragment
  | Refusal_CouponCodeLimitError_Fragment
  | Refusal_CouponRemovedDuringCheckoutError_Fragment
  | Refusal_DeleteConfirmationError_Fragment
  | Refusal_DeliveryOptionError_Fragment
  | Refusal_EInvoiceDetailsError_Fragment
  | Refusal_EInvoiceRequestError_Fragment
  | Refusal_EmailAddressConflictError_Fragment
  | Refusal_FcmTokenInvalidError_Fragment
  | Refusal_GuestCheckoutError_Fragment
  | Refusal_IdentifierChangeTokenExpiredError_Fragment
  | Refusal_IdentifierChangeTokenInvalidError_Fragment
  | Refusal_IneligiblePaymentMethodError_Fragment
  | Refusal_IneligibleShippingMethodError_Fragment
  | Refusal_InsufficientStockError_Fragment
  | Refusal_InvalidAccountFieldError_Fragment
  | Refusal_InvalidAvatarError_Fragment
  | Refusal_InvalidClientSeedError_Fragment
  | Refusal_InvalidCredentialsError_Fragment
  | Refusal_InvalidDateOfBirthError_Fragment
  | Refusal_InvalidPhoneNumberError_Fragment
  | Refusal_InvalidSpendingLimitError_Fragment
  | Refusal_MissingPasswordError_Fragment
  | Refusal_NativeAuthStrategyError_Fragment
  | Refusal_NegativeQuantityError_Fragment
  | Refusal_NoActiveOrderError_Fragment
  | Refusal_NotVerifiedError_Fragment
  | Refusal_OrderInterceptorError_Fragment
  | Refusal_OrderLimitError_Fragment
  | Refusal_OrderModificationError_Fragment
  | Refusal_OrderPaymentStateError_Fragment
  | Refusal_OrderStateTransitionError_Fragment
  | Refusal_OtpExpiredError_Fragment
  | Refusal_OtpInvalidError_Fragment
  | Refusal_OtpResendTooSoonError_Fragment
  | Refusal_PasswordAlreadySetError_Fragment
  | Refusal_PasswordResetTokenExpiredError_Fragment
  | Refusal_PasswordResetTokenInvalidError_Fragment
  | Refusal_PasswordValidationError_Fragment
  | Refusal_PaymentDeclinedError_Fragment
  | Refusal_PaymentFailedError_Fragment
  | Refusal_PhoneNotVerifiedError_Fragment
  | Refusal_PhoneNumberConflictError_Fragment
  | Refusal_PrizeUnavailableError_Fragment
  | Refusal_SelfExcludedError_Fragment
  | Refusal_SmsNotSentError_Fragment
  | Refusal_SpendingLimitError_Fragment
  | Refusal_TicketProofsUnavailableError_Fragment
  | Refusal_TooManyAttemptsError_Fragment
  | Refusal_UsernameConflictError_Fragment
  | Refusal_VerificationTokenExpiredError_Fragment
  | Refusal_VerificationTokenInvalidError_Fragment
;

export type AuthenticateMutationVariables = Exact<{
  input: AuthenticationInput;
  rememberMe?: boolean | null | undefined;
}>;


export type AuthenticateMutation = { authenticate:
    | { __typename: 'CurrentUser', id: string, identifier: string, channels: Array<{ id: string, code: string }> }
    | { __typename: 'InvalidCredentialsError', authenticationError: string, errorCode: ErrorCode, message: string }
    | { __typename: 'NotVerifiedError', errorCode: ErrorCode, message: string }
   };

export type GenerateOtpMutationVariables = Exact<{
  input: GenerateOtpInput;
}>;


export type GenerateOtpMutation = { generateOTP:
    | { __typename: 'BotCheckFailedError', reason: string, errorCode: ErrorCode, message: string }
    | { __typename: 'InvalidPhoneNumberError', reason: string, errorCode: ErrorCode, message: string }
    | { __typename: 'OtpResendTooSoonError', retryAfterSeconds: number, errorCode: ErrorCode, message: string }
    | { __typename: 'OtpResult', success: boolean, message: string }
    | { __typename: 'PhoneNotVerifiedError', errorCode: ErrorCode, message: string }
    | { __typename: 'PhoneNumberConflictError', errorCode: ErrorCode, message: string }
    | { __typename: 'SmsNotSentError', errorCode: ErrorCode, message: string }
    | { __typename: 'TooManyAttemptsError', errorCode: ErrorCode, message: string }
   };

export type RegisterCustomerAccountWithOtpMutationVariables = Exact<{
  input: RegisterCustomerAccountWithOtpInput;
}>;


export type RegisterCustomerAccountWithOtpMutation = { registerCustomerAccountWithOTP:
    | { __typename: 'BotCheckFailedError', reason: string, errorCode: ErrorCode, message: string }
    | { __typename: 'EmailAddressConflictError', errorCode: ErrorCode, message: string }
    | { __typename: 'InvalidAccountFieldError', field: string, errorCode: ErrorCode, message: string }
    | { __typename: 'InvalidPhoneNumberError', reason: string, errorCode: ErrorCode, message: string }
    | { __typename: 'MissingPasswordError', errorCode: ErrorCode, message: string }
    | { __typename: 'OtpExpiredError', reason: string, errorCode: ErrorCode, message: string }
    | { __typename: 'OtpInvalidError', attemptsLeft: number, errorCode: ErrorCode, message: string }
    | { __typename: 'OtpResult', success: boolean, message: string }
    | { __typename: 'PasswordValidationError', validationErrorMessage: string, errorCode: ErrorCode, message: string }
    | { __typename: 'PhoneNotVerifiedError', errorCode: ErrorCode, message: string }
    | { __typename: 'PhoneNumberConflictError', errorCode: ErrorCode, message: string }
    | { __typename: 'TooManyAttemptsError', errorCode: ErrorCode, message: string }
    | { __typename: 'UsernameConflictError', errorCode: ErrorCode, message: string }
   };

export type ResetPasswordUsingOtpMutationVariables = Exact<{
  input: ResetPasswordUsingOtpInput;
}>;


export type ResetPasswordUsingOtpMutation = { resetPasswordUsingOTP:
    | { __typename: 'BotCheckFailedError', reason: string, errorCode: ErrorCode, message: string }
    | { __typename: 'InvalidPhoneNumberError', reason: string, errorCode: ErrorCode, message: string }
    | { __typename: 'OtpExpiredError', reason: string, errorCode: ErrorCode, message: string }
    | { __typename: 'OtpInvalidError', attemptsLeft: number, errorCode: ErrorCode, message: string }
    | { __typename: 'OtpResult', success: boolean, message: string }
    | { __typename: 'PasswordValidationError', validationErrorMessage: string, errorCode: ErrorCode, message: string }
    | { __typename: 'TooManyAttemptsError', errorCode: ErrorCode, message: string }
   };

export type DeleteAccMutationVariables = Exact<{
  input: DeleteAccInput;
}>;


export type DeleteAccMutation = { deleteAcc:
    | { __typename: 'DeleteConfirmationError', expected: string, errorCode: ErrorCode, message: string }
    | { __typename: 'InvalidCredentialsError', authenticationError: string, errorCode: ErrorCode, message: string }
    | { __typename: 'Success', success: boolean }
    | { __typename: 'TooManyAttemptsError', errorCode: ErrorCode, message: string }
   };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { success: boolean } };

export type ResponsiblePlayQueryVariables = Exact<{ [key: string]: never; }>;


export type ResponsiblePlayQuery = { responsiblePlay: { dateOfBirth: string | null, adult: boolean, excludedUntil: string | null, excludedBy: string | null, limits: Array<{ period: SpendingPeriod, amount: number | null, spent: number, remaining: number | null, pendingAmount: number | null, pendingRemoval: boolean, pendingFrom: string | null }> }, spendingHistory: { totalItems: number, items: Array<{ month: string, spent: number, orders: number, prizesWon: number }> } };

export type SetSpendingLimitsMutationVariables = Exact<{
  input: SpendingLimitsInput;
}>;


export type SetSpendingLimitsMutation = { setSpendingLimits:
    | { __typename: 'InvalidSpendingLimitError', errorCode: ErrorCode, message: string, reason: string }
    | { __typename: 'ResponsiblePlay' }
   };

export type SetDateOfBirthMutationVariables = Exact<{
  dateOfBirth: string;
}>;


export type SetDateOfBirthMutation = { setDateOfBirth:
    | { __typename: 'InvalidDateOfBirthError', errorCode: ErrorCode, message: string, reason: string }
    | { __typename: 'ResponsiblePlay' }
   };

export type SelfExcludeMutationVariables = Exact<{
  period: ExclusionPeriod;
}>;


export type SelfExcludeMutation = { selfExclude: { excludedUntil: string | null } };

export type SetCustomerAvatarB64MutationVariables = Exact<{
  fileB64: string;
}>;


export type SetCustomerAvatarB64Mutation = { setCustomerAvatarB64:
    | { __typename: 'Asset', id: string, name: string, fileSize: number }
    | { __typename: 'InvalidAvatarError', reason: string, maxBytes: number, errorCode: ErrorCode, message: string }
   };

export type UpdateCustomerMutationVariables = Exact<{
  updateProfileInput: UpdateCustomerInput;
}>;


export type UpdateCustomerMutation = { updateCustomer: { id: string, displayName: string, emailAddress: string, phoneNumber: string | null, firstName: string, customFields: { govId: string | null } | null } };

export type UpdateCustomerPasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type UpdateCustomerPasswordMutation = { updateCustomerPassword:
    | { __typename: 'InvalidCredentialsError', authenticationError: string, errorCode: ErrorCode, message: string }
    | { __typename: 'NativeAuthStrategyError', errorCode: ErrorCode, message: string }
    | { __typename: 'PasswordValidationError', validationErrorMessage: string, errorCode: ErrorCode, message: string }
    | { __typename: 'Success', success: boolean }
   };

export type UpdateLangMutationVariables = Exact<{
  lang: string;
}>;


export type UpdateLangMutation = { updateLang:
    | { __typename: 'Customer', id: string, customFields: { lang: string | null } | null }
    | { __typename: 'InvalidAccountFieldError', field: string, errorCode: ErrorCode, message: string }
   };

export type VerifyOtpMutationVariables = Exact<{
  input: VerifyOtpInput;
}>;


export type VerifyOtpMutation = { verifyOTP:
    | { __typename: 'InvalidPhoneNumberError', reason: string, errorCode: ErrorCode, message: string }
    | { __typename: 'OtpExpiredError', reason: string, errorCode: ErrorCode, message: string }
    | { __typename: 'OtpInvalidError', attemptsLeft: number, errorCode: ErrorCode, message: string }
    | { __typename: 'OtpResult', success: boolean, message: string }
    | { __typename: 'PhoneNumberConflictError', errorCode: ErrorCode, message: string }
    | { __typename: 'TooManyAttemptsError', errorCode: ErrorCode, message: string }
   };

export type GetNewHpOtpMutationVariables = Exact<{
  hpNum: string;
}>;


export type GetNewHpOtpMutation = { getNewHpOTP:
    | { __typename: 'BotCheckFailedError', reason: string, errorCode: ErrorCode, message: string }
    | { __typename: 'InvalidPhoneNumberError', reason: string, errorCode: ErrorCode, message: string }
    | { __typename: 'OtpResendTooSoonError', retryAfterSeconds: number, errorCode: ErrorCode, message: string }
    | { __typename: 'OtpResult', success: boolean, message: string }
    | { __typename: 'PhoneNotVerifiedError', errorCode: ErrorCode, message: string }
    | { __typename: 'PhoneNumberConflictError', errorCode: ErrorCode, message: string }
    | { __typename: 'SmsNotSentError', errorCode: ErrorCode, message: string }
    | { __typename: 'TooManyAttemptsError', errorCode: ErrorCode, message: string }
   };

export type BbCodeQueryVariables = Exact<{
  orderId: string | number;
  prizeLineId: string | number;
}>;


export type BbCodeQuery = { bbCode:
    | { __typename: 'BbCodeReveal', bbCode: { id: string, code: string }, prizeLine: { id: string, tnc: string } }
    | { __typename: 'BbCodeUnavailableError', errorCode: ErrorCode, message: string, reason: string }
   };

export type BlindBoxFairnessQueryVariables = Exact<{
  boxId: string | number;
}>;


export type BlindBoxFairnessQuery = { blindBoxFairness: { boxId: string, boxCode: string, sId: string, seedCommitment: string, campaignSeed: string | null, clientSeed: string | null, clientSeedSource: string | null, vrfSuite: string, vrfPublicKey: string, vrfProof: string | null, randomWord: string | null, prizeLineId: string | null, openedAt: string | null, scheme: string | null, claimedAt: string | null, eligibility: Array<{ prizeLineId: string, weight: number, remaining: number | null }> | null, beacon: { round: number, signature: string | null, publicKey: string, chainHash: string, genesisTime: number, period: number, emittedAt: string } | null, logEntries: Array<{ index: number, kind: string, body: string }> | null, timeline: Array<{ stage: string, at: string | null, evidence: string | null }> | null } | null };

export type BlindBoxesQueryVariables = Exact<{
  options?: BlindBoxListOptions | null | undefined;
}>;


export type BlindBoxesQuery = { blindBoxes: { totalItems: number, items: Array<{ id: string, isOpen: boolean, isVoid: boolean, openedAt: string | null, orderId: string, code: { code: string }, campaign: { id: string, sId: string, name: string } | null, prizeLine: { id: string, prizeName: string, isLose: boolean, rarity: PrizeRarity, pType: PrizeType, prizeImg: string | null } | null }> } };

export type GetNextBlindBoxIdQueryVariables = Exact<{
  orderId: string | number;
  boxId: string | number;
}>;


export type GetNextBlindBoxIdQuery = { getNextBlindBoxId: string | null };

export type GetOneOrderPoolingQueryVariables = Exact<{
  orderCode: string;
}>;


export type GetOneOrderPoolingQuery = { orderByCode: { id: string, code: string, state: string, currencyCode: CurrencyCode, moneySummary: { currencyCode: CurrencyCode, itemsTotal: number, subTotal: number, total: number, taxTotal: number, discounts: Array<{ source: string, name: string, couponCode: string | null, amountWithTax: number }>, delivery: { state: MoneySummaryDeliveryState, name: string | null, priceWithTax: number }, deliveryDiscounts: Array<{ source: string, name: string, couponCode: string | null, amountWithTax: number }>, taxes: Array<{ description: string, taxRate: number, amount: number }> }, gatewayRefunds: Array<{ amount: number, outcome: GatewayPaymentOutcome }>, customFields: { isLBb: boolean | null } | null, lines: Array<{ id: string, customFields: { campaignId: string | null } | null, campaign: { id: string, typStr: CampaignType, name: string } | null, tickets: Array<{ id: string, ticketId: string, rarity: TicketRarity | null, weight: number | null, rarityRevealsAt: string | null, isWin: boolean, isVoid: boolean }> }> } | null };

export type OpenAllBoxMutationVariables = Exact<{
  orderId: string | number;
  clientSeed?: string | null | undefined;
}>;


export type OpenAllBoxMutation = { openAllBox:
    | { __typename: 'BlindBoxUnavailableError', errorCode: ErrorCode, message: string }
    | { __typename: 'BoxOpeningList', opened: number, items: Array<{ alreadyOpened: boolean, box: { id: string }, prizeLine: { id: string, prizeName: string, isLose: boolean, rarity: PrizeRarity, pType: PrizeType, prizeImg: string | null } }> }
    | { __typename: 'BoxOpeningPendingError', errorCode: ErrorCode, message: string }
    | { __typename: 'InvalidClientSeedError', errorCode: ErrorCode, message: string }
   };

export type OpenBoxMutationVariables = Exact<{
  boxId: string | number;
  autoNext?: boolean | null | undefined;
  clientSeed?: string | null | undefined;
}>;


export type OpenBoxMutation = { openBox:
    | { __typename: 'BlindBoxUnavailableError', errorCode: ErrorCode, message: string }
    | { __typename: 'BoxOpening', alreadyOpened: boolean, nextBoxId: string | null, box: { id: string, isOpen: boolean }, prizeLine: { prizeImg: string | null, animationImg: string | null, id: string, prizeName: string, isLose: boolean, tnc: string, rarity: PrizeRarity, pType: PrizeType, rPercent: number, brandStr: string } }
    | { __typename: 'BoxOpeningPendingError', errorCode: ErrorCode, message: string }
    | { __typename: 'InvalidClientSeedError', errorCode: ErrorCode, message: string }
   };

export type PrizeOutcomeFragment = { id: string, prizeName: string, isLose: boolean, tnc: string, rarity: PrizeRarity, pType: PrizeType, rPercent: number, brandStr: string };

export type PrizeSummaryFragment = { id: string, prizeName: string, isLose: boolean, rarity: PrizeRarity, pType: PrizeType, prizeImg: string | null };

export type GetBoxQueryVariables = Exact<{
  bbBlindBoxId: string | number;
}>;


export type GetBoxQuery = { getBox: { id: string, isOpen: boolean, code: { code: string }, allPrizes: Array<{ id: string, prizeName: string, prizeImg: string | null, animationImg: string | null, rarity: PrizeRarity, rPercent: number }>, prizeLine: { id: string, prizeName: string, isLose: boolean, tnc: string, rarity: PrizeRarity, pType: PrizeType, rPercent: number, brandStr: string } | null, orderLine: { id: string } | null } | null };

export type ListPendingBoxesQueryVariables = Exact<{
  orderId: string | number;
}>;


export type ListPendingBoxesQuery = { listPendingBoxes: Array<{ id: string, isOpen: boolean, code: { code: string } }> };

export type AdjustOrderLineMutationVariables = Exact<{
  orderLineId: string | number;
  quantity: number;
}>;


export type AdjustOrderLineMutation = { adjustOrderLine:
    | { __typename: 'AgeRestrictedError', errorCode: ErrorCode, message: string, reason: string }
    | { __typename: 'CampaignUnavailableError', errorCode: ErrorCode, message: string, reason: string }
    | { __typename: 'InsufficientStockError', errorCode: ErrorCode, message: string, quantityAvailable: number }
    | { __typename: 'NegativeQuantityError', errorCode: ErrorCode, message: string }
    | { __typename: 'Order', id: string }
    | { __typename: 'OrderInterceptorError', errorCode: ErrorCode, message: string }
    | { __typename: 'OrderLimitError', errorCode: ErrorCode, message: string, maxItems: number }
    | { __typename: 'OrderModificationError', errorCode: ErrorCode, message: string }
    | { __typename: 'PrizeUnavailableError', errorCode: ErrorCode, message: string, reason: string }
    | { __typename: 'SelfExcludedError', errorCode: ErrorCode, message: string, excludedUntil: string }
    | { __typename: 'SpendingLimitError', errorCode: ErrorCode, message: string, period: SpendingPeriod, limit: number, remaining: number }
   };

export type ApplyCouponCodeMutationVariables = Exact<{
  couponCode: string;
}>;


export type ApplyCouponCodeMutation = { applyCouponCode:
    | { __typename: 'CouponCodeExpiredError', errorCode: ErrorCode, message: string }
    | { __typename: 'CouponCodeInvalidError', errorCode: ErrorCode, message: string }
    | { __typename: 'CouponCodeLimitError', errorCode: ErrorCode, message: string, limit: number }
    | { __typename: 'Order', id: string }
   };

type CartChange_AgeRestrictedError_Fragment = { __typename: 'AgeRestrictedError', errorCode: ErrorCode, message: string, reason: string };

type CartChange_CampaignUnavailableError_Fragment = { __typename: 'CampaignUnavailableError', errorCode: ErrorCode, message: string, reason: string };

type CartChange_InsufficientStockError_Fragment = { __typename: 'InsufficientStockError', errorCode: ErrorCode, message: string, quantityAvailable: number };

type CartChange_NegativeQuantityError_Fragment = { __typename: 'NegativeQuantityError', errorCode: ErrorCode, message: string };

type CartChange_Order_Fragment = { __typename: 'Order', id: string };

type CartChange_OrderInterceptorError_Fragment = { __typename: 'OrderInterceptorError', errorCode: ErrorCode, message: string };

type CartChange_OrderLimitError_Fragment = { __typename: 'OrderLimitError', errorCode: ErrorCode, message: string, maxItems: number };

type CartChange_OrderModificationError_Fragment = { __typename: 'OrderModificationError', errorCode: ErrorCode, message: string };

type CartChange_PrizeUnavailableError_Fragment = { __typename: 'PrizeUnavailableError', errorCode: ErrorCode, message: string, reason: string };

type CartChange_SelfExcludedError_Fragment = { __typename: 'SelfExcludedError', errorCode: ErrorCode, message: string, excludedUntil: string };

type CartChange_SpendingLimitError_Fragment = { __typename: 'SpendingLimitError', errorCode: ErrorCode, message: string, period: SpendingPeriod, limit: number, remaining: number };

export type CartChangeFragment =
  | CartChange_AgeRestrictedError_Fragment
  | CartChange_CampaignUnavailableError_Fragment
  | CartChange_InsufficientStockError_Fragment
  | CartChange_NegativeQuantityError_Fragment
  | CartChange_Order_Fragment
  | CartChange_OrderInterceptorError_Fragment
  | CartChange_OrderLimitError_Fragment
  | CartChange_OrderModificationError_Fragment
  | CartChange_PrizeUnavailableError_Fragment
  | CartChange_SelfExcludedError_Fragment
  | CartChange_SpendingLimitError_Fragment
;

export type CheckCartMutationVariables = Exact<{
  ts?: string | null | undefined;
}>;


export type CheckCartMutation = { checkCart: { ok: boolean, problems: Array<{ code: string, message: string, orderLineId: string, quantityAvailable: number | null, maxQty: number | null, period: string | null, remaining: number | null, excludedUntil: string | null }> } };

export type GetCartDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCartDetailsQuery = { activeOrder: { id: string, state: string, totalQuantity: number, subTotalWithTax: number, shippingWithTax: number, totalWithTax: number, currencyCode: CurrencyCode, couponCodes: Array<string>, moneySummary: { currencyCode: CurrencyCode, itemsTotal: number, subTotal: number, total: number, taxTotal: number, discounts: Array<{ source: string, name: string, couponCode: string | null, amountWithTax: number }>, delivery: { state: MoneySummaryDeliveryState, name: string | null, priceWithTax: number }, deliveryDiscounts: Array<{ source: string, name: string, couponCode: string | null, amountWithTax: number }>, taxes: Array<{ description: string, taxRate: number, amount: number }> }, lines: Array<{ id: string, quantity: number, unitPriceWithTax: number, linePriceWithTax: number, quantityAvailable: number | null, featuredAsset: { id: string, preview: string } | null, productVariant: { id: string, name: string }, customFields: { campaignId: string | null, prizeId: string | null } | null }> } | null };

export type RemoveCouponCodeMutationVariables = Exact<{
  couponCode: string;
}>;


export type RemoveCouponCodeMutation = { removeCouponCode: { id: string } | null };

export type RemoveOrderLineMutationVariables = Exact<{
  orderLineId: string | number;
}>;


export type RemoveOrderLineMutation = { removeOrderLine:
    | { __typename: 'Order', id: string }
    | { __typename: 'OrderInterceptorError', errorCode: ErrorCode, message: string }
    | { __typename: 'OrderModificationError', errorCode: ErrorCode, message: string }
   };

export type AddPaymentToOrderMutationVariables = Exact<{
  input: PaymentInput;
}>;


export type AddPaymentToOrderMutation = { addPaymentToOrder:
    | { __typename: 'CouponRemovedDuringCheckoutError', errorCode: ErrorCode, message: string }
    | { __typename: 'IneligiblePaymentMethodError', errorCode: ErrorCode, message: string }
    | { __typename: 'NoActiveOrderError', errorCode: ErrorCode, message: string }
    | { __typename: 'Order', id: string, state: string }
    | { __typename: 'OrderPaymentStateError', errorCode: ErrorCode, message: string }
    | { __typename: 'OrderStateTransitionError', errorCode: ErrorCode, message: string }
    | { __typename: 'PaymentDeclinedError', errorCode: ErrorCode, message: string }
    | { __typename: 'PaymentFailedError', errorCode: ErrorCode, message: string }
   };

export type AvailableCountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type AvailableCountriesQuery = { availableCountries: Array<{ id: string, code: string, name: string, provinces: Array<string> }> };

export type CreateCustomerAddressMutationVariables = Exact<{
  input: CreateAddressInput;
}>;


export type CreateCustomerAddressMutation = { createCustomerAddress: { id: string, fullName: string | null, streetLine1: string, streetLine2: string | null, city: string | null, province: string | null, postalCode: string | null, phoneNumber: string | null, defaultShippingAddress: boolean | null, defaultBillingAddress: boolean | null, createdAt: string, country: { id: string, code: string, name: string } } };

export type CreateIPayIntentMutationVariables = Exact<{
  platform: Platform;
}>;


export type CreateIPayIntentMutation = { createIPayIntent:
    | { __typename: 'IPayIntent', endpoint: string, fields: Array<{ name: string, value: string }> }
    | { __typename: 'NoActiveOrderError', errorCode: ErrorCode, message: string }
    | { __typename: 'OrderPaymentStateError', errorCode: ErrorCode, message: string }
   };

export type EligiblePaymentMethodsQueryVariables = Exact<{ [key: string]: never; }>;


export type EligiblePaymentMethodsQuery = { eligiblePaymentMethods: Array<{ id: string, code: string, name: string, description: string, isEligible: boolean, eligibilityMessage: string | null }> };

export type EligibleShippingMethodsQueryVariables = Exact<{ [key: string]: never; }>;


export type EligibleShippingMethodsQuery = { eligibleShippingMethods: Array<{ id: string, code: string, name: string, priceWithTax: number }> };

export type GetDeliveryFeeQueryVariables = Exact<{
  input?: DeliveryFeeInput | null | undefined;
}>;


export type GetDeliveryFeeQuery = { getDeliveryFee: { error_code: string | null, error_remark: string | null, options: Array<{ id: string, service_name: string, service_detail: string, courier_name: string, priceWithTax: number, delivery: string, cod_service_available: boolean }> } };

export type GetFinalCartDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetFinalCartDetailsQuery = { activeOrder: { id: string, code: string, state: string, totalQuantity: number, subTotalWithTax: number, shippingWithTax: number, totalWithTax: number, currencyCode: CurrencyCode, couponCodes: Array<string>, courierName: string | null, courierService: string | null, moneySummary: { currencyCode: CurrencyCode, itemsTotal: number, subTotal: number, total: number, taxTotal: number, discounts: Array<{ source: string, name: string, couponCode: string | null, amountWithTax: number }>, delivery: { state: MoneySummaryDeliveryState, name: string | null, priceWithTax: number }, deliveryDiscounts: Array<{ source: string, name: string, couponCode: string | null, amountWithTax: number }>, taxes: Array<{ description: string, taxRate: number, amount: number }> }, lines: Array<{ id: string, quantity: number, linePriceWithTax: number, ticketsToEarn: number, featuredAsset: { id: string, preview: string } | null, productVariant: { id: string, name: string }, campaign: { id: string, name: string } | null }>, shippingAddress: { fullName: string | null, streetLine1: string | null, streetLine2: string | null, city: string | null, province: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, eInvoice: { requested: boolean } | null, customFields: { epName: string | null, epDesc: string | null } | null } | null };

export type OrderAddressFragment = { fullName: string | null, streetLine1: string | null, streetLine2: string | null, city: string | null, province: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null };

export type SetOrderShippingAddressMutationVariables = Exact<{
  input: CreateAddressInput;
}>;


export type SetOrderShippingAddressMutation = { setOrderShippingAddress:
    | { __typename: 'NoActiveOrderError', errorCode: ErrorCode, message: string }
    | { __typename: 'Order', id: string }
   };

export type SetShippingMutationVariables = Exact<{
  input?: SetShippingInput | null | undefined;
  digital?: boolean | null | undefined;
}>;


export type SetShippingMutation = { setShipping:
    | { __typename: 'DeliveryOptionError', errorCode: ErrorCode, message: string, reason: string }
    | { __typename: 'IneligibleShippingMethodError', errorCode: ErrorCode, message: string }
    | { __typename: 'NoActiveOrderError', errorCode: ErrorCode, message: string }
    | { __typename: 'Order', id: string, shippingWithTax: number }
    | { __typename: 'OrderModificationError', errorCode: ErrorCode, message: string }
   };

export type TransitionOrderToStateMutationVariables = Exact<{
  state: string;
}>;


export type TransitionOrderToStateMutation = { transitionOrderToState:
    | { __typename: 'Order', id: string, state: string }
    | { __typename: 'OrderStateTransitionError', errorCode: ErrorCode, message: string, transitionError: string, fromState: string, toState: string }
   | null };

export type UpdateCustomerAddressMutationVariables = Exact<{
  input: UpdateAddressInput;
}>;


export type UpdateCustomerAddressMutation = { updateCustomerAddress: { id: string, fullName: string | null, streetLine1: string, streetLine2: string | null, city: string | null, province: string | null, postalCode: string | null, phoneNumber: string | null, defaultShippingAddress: boolean | null, defaultBillingAddress: boolean | null, createdAt: string, country: { id: string, code: string, name: string } } };

export type UserShippingAddressQueryVariables = Exact<{ [key: string]: never; }>;


export type UserShippingAddressQuery = { userShippingAddress: Array<{ id: string, fullName: string | null, streetLine1: string, streetLine2: string | null, city: string | null, province: string | null, postalCode: string | null, phoneNumber: string | null, defaultShippingAddress: boolean | null, defaultBillingAddress: boolean | null, createdAt: string, country: { id: string, code: string, name: string } }> };

export type CustomerAddressFragment = { id: string, fullName: string | null, streetLine1: string, streetLine2: string | null, city: string | null, province: string | null, postalCode: string | null, phoneNumber: string | null, defaultShippingAddress: boolean | null, defaultBillingAddress: boolean | null, createdAt: string, country: { id: string, code: string, name: string } };

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

export type AddItemToOrderMutationVariables = Exact<{
  productVariantId: string | number;
  quantity: number;
  customFields?: OrderLineCustomFieldsInput | null | undefined;
}>;


export type AddItemToOrderMutation = { addItemToOrder:
    | { __typename: 'AgeRestrictedError', errorCode: ErrorCode, message: string, reason: string }
    | { __typename: 'CampaignUnavailableError', errorCode: ErrorCode, message: string, reason: string }
    | { __typename: 'InsufficientStockError', errorCode: ErrorCode, message: string, quantityAvailable: number }
    | { __typename: 'NegativeQuantityError', errorCode: ErrorCode, message: string }
    | { __typename: 'Order', id: string }
    | { __typename: 'OrderInterceptorError', errorCode: ErrorCode, message: string }
    | { __typename: 'OrderLimitError', errorCode: ErrorCode, message: string, maxItems: number }
    | { __typename: 'OrderModificationError', errorCode: ErrorCode, message: string }
    | { __typename: 'PrizeUnavailableError', errorCode: ErrorCode, message: string, reason: string }
    | { __typename: 'SelfExcludedError', errorCode: ErrorCode, message: string, excludedUntil: string }
    | { __typename: 'SpendingLimitError', errorCode: ErrorCode, message: string, period: SpendingPeriod, limit: number, remaining: number }
   };

export type CampaignQueryVariables = Exact<{
  campaignId: string | number;
  wonId?: string | number | null | undefined;
}>;


export type CampaignQuery = { campaign: { sId: string, isDraw: boolean, ticketPerItem: number, ticketPerItemForSp: number, maxQty: number | null, id: string, name: string, cardBuyTxt: string, typStr: CampaignType, state: CampaignState, stage: CampaignStage, startDate: string, endDate: string, isHot: boolean, isNew: boolean, isCancelled: boolean, totalTicket: number, issuedTicket: number, specialVariant: { id: string } | null, allPrizes: Array<{ id: string, prizeName: string, prizeImg: string | null, rarity: PrizeRarity, rPercent: number, isLose: boolean, pType: PrizeType, remaining: number | null }>, bbTnc: { tnc: string, videoUrl: string | null } | null, prize: { id: string, name: string, description: string, assets: Array<{ id: string, preview: string }>, customFields: { videoUrl: string | null } | null, featuredAsset: { id: string, preview: string } | null } | null, product: { id: string, name: string, description: string, variants: Array<{ id: string, name: string, priceWithTax: number, currencyCode: CurrencyCode }>, customFields: { videoUrl: string | null, sizeImg: { id: string } | null } | null, featuredAsset: { id: string, preview: string } | null }, cover: { id: string, preview: string } | null, featuredImg: { id: string, preview: string } | null, winner: { ticketId: string, customer: { id: string, displayName: string } | null } | null, odds: { ticketsSold: number, ticketsLeft: number, countedTickets: number, totalWeight: number, myTickets: number, myWeight: number, myChance: number | null, myPendingTickets: number, tiers: Array<{ rarity: TicketRarity, percent: number, weight: number }> } } | null };

export type CampaignSizeChartQueryVariables = Exact<{
  campaignId: string | number;
}>;


export type CampaignSizeChartQuery = { campaign: { id: string, product: { id: string, name: string, customFields: { sizeImg: { id: string, preview: string, width: number, height: number } | null } | null } } | null };

export type GetCampaignProgressQueryVariables = Exact<{
  campaignId: string | number;
}>;


export type GetCampaignProgressQuery = { campaignProgress: { campaignId: string, stage: CampaignStage, isCancelled: boolean, provider: string, ts_DRAW_INIT: string | null, ts_CALL_CONTRACT: string | null, ts_CALL_CHAINLINK: string | null, ts_WAIT_VRF_RESULT: string | null, ts_GET_WINNER: string | null, ts_ENDED: string | null, drawResult: { winner: { ticketId: string, customer: { id: string, displayName: string } | null } | null } | null } | null };

export type GetUserTicketsQueryVariables = Exact<{
  customerId: string | number;
  campaignId?: string | number | null | undefined;
}>;


export type GetUserTicketsQuery = { userTickets: { totalItems: number, items: Array<{ id: string, ticketId: string, rarity: TicketRarity | null, weight: number | null, rarityRevealsAt: string | null, isWin: boolean, isVoid: boolean }> } };

export type ListCampaignParticipantsQueryVariables = Exact<{
  campaignId: string | number;
  sort?: ParticipantSortInput | null | undefined;
  options?: ParticipationListOptions | null | undefined;
}>;


export type ListCampaignParticipantsQuery = { listCampaignParticipants: { totalItems: number, items: Array<{ id: string, count: number, createdAt: string, customer: { id: string, displayName: string } }> } };

export type CampaignFairnessQueryVariables = Exact<{
  campaignId: string | number;
}>;


export type CampaignFairnessQuery = { campaignFairness: { campaignId: string, sId: string, stage: CampaignStage, provider: string | null, commitment: string | null, committedAt: string | null, ticketCount: number, totalWeight: string | null, commitmentScheme: string | null, tierSeedCommitment: string, tierSeed: string | null, randomWord: string | null, vrfPublicKey: string | null, vrfProof: string | null, chainId: number | null, contractAddress: string | null, requestId: string | null, commitTxHash: string | null, requestTxHash: string | null, fulfilTxHash: string | null, vrfWord: string | null, beaconRound: number | null, beaconFixedAt: number | null, beaconDelaySeconds: number | null, beaconPublicKey: string | null, beaconChainHash: string | null, beaconGenesisTime: number | null, beaconPeriod: number | null, beaconSignature: string | null, winnerTicketId: string | null, winnerIndex: number | null, ticketPage: { totalItems: number, items: Array<{ ticketId: string, weight: number, rarity: TicketRarity, holderHash: string, rarityScheme: string | null, rarityRound: number | null, issuedAt: string | null, rarityRevealedAt: string | null }> }, winnerProof: { index: number, before: string, path: string, ticket: { ticketId: string, weight: number, rarity: TicketRarity, holderHash: string, rarityScheme: string | null, rarityRound: number | null, issuedAt: string | null, rarityRevealedAt: string | null } } | null, rarityBeacon: { publicKey: string, chainHash: string, genesisTime: number, period: number } | null, tierOdds: Array<{ rarity: TicketRarity, percent: number }>, logEntries: Array<{ index: number, kind: string, body: string }> | null, timeline: Array<{ stage: string, at: string | null, evidence: string | null }> | null } | null };

export type CampaignFairnessTicketsQueryVariables = Exact<{
  campaignId: string | number;
}>;


export type CampaignFairnessTicketsQuery = { campaignFairness: { campaignId: string, tickets: Array<{ ticketId: string, weight: number, rarity: TicketRarity, holderHash: string, rarityScheme: string | null, rarityRound: number | null, issuedAt: string | null, rarityRevealedAt: string | null }> } | null };

export type CampaignRarityRoundsQueryVariables = Exact<{
  campaignId: string | number;
  rounds: Array<number> | number;
}>;


export type CampaignRarityRoundsQuery = { campaignFairness: { campaignId: string, rarityRounds: Array<{ round: number, signature: string | null, emittedAt: string }> } | null };

export type MyTicketProofsQueryVariables = Exact<{
  campaignId: string | number;
  take?: number | null | undefined;
}>;


export type MyTicketProofsQuery = { myTicketProofs:
    | { __typename: 'MyTicketProofList', commitment: string, ticketCount: number, totalWeight: string, holderHash: string, totalItems: number, items: Array<{ index: number, before: string, path: string, ticket: { ticketId: string, weight: number, rarity: TicketRarity, rarityScheme: string | null, rarityRound: number | null, issuedAt: string | null, rarityRevealedAt: string | null } }> }
    | { __typename: 'TicketProofsUnavailableError', reason: string }
   };

export type CampaignOddsFragment = { id: string, typStr: CampaignType, odds: { ticketsSold: number, ticketsLeft: number, countedTickets: number, totalWeight: number, myTickets: number, myWeight: number, myChance: number | null, myPendingTickets: number, tiers: Array<{ rarity: TicketRarity, percent: number, weight: number }> } };

export type CampaignRulesQueryVariables = Exact<{
  campaignId: string | number;
}>;


export type CampaignRulesQuery = { campaign: { id: string, sId: string, name: string, typStr: CampaignType, state: CampaignState, stage: CampaignStage, isDraw: boolean, isCancelled: boolean, startDate: string, endDate: string, totalTicket: number, ticketPerItem: number, rules: string | null, prize: { id: string, name: string, variants: Array<{ id: string, priceWithTax: number, currencyCode: CurrencyCode }> } | null, allPrizes: Array<{ id: string, prizeName: string, rarity: PrizeRarity, rPercent: number, isLose: boolean, pType: PrizeType, remaining: number | null, productVariant: { id: string, priceWithTax: number, currencyCode: CurrencyCode } | null }>, odds: { ticketsSold: number, ticketsLeft: number, countedTickets: number, totalWeight: number, myTickets: number, myWeight: number, myChance: number | null, myPendingTickets: number, tiers: Array<{ rarity: TicketRarity, percent: number, weight: number }> } } | null };

export type FreeEntryQueryVariables = Exact<{
  campaignId: string | number;
}>;


export type FreeEntryQuery = { campaign: { id: string, name: string, typStr: CampaignType, state: CampaignState, stage: CampaignStage, isCancelled: boolean, startDate: string, endDate: string } | null, freeEntry: { id: string, code: { code: string, printed: string, grantType: CodeGrant, isRedeemed: boolean } } | null };

export type RequestFreeEntryMutationVariables = Exact<{
  campaignId: string | number;
}>;


export type RequestFreeEntryMutation = { requestFreeEntry:
    | { __typename: 'BotCheckFailedError', errorCode: ErrorCode, message: string, reason: string }
    | { __typename: 'CampaignUnavailableError', errorCode: ErrorCode, message: string, reason: string }
    | { __typename: 'FreeEntry', id: string, code: { code: string, printed: string, grantType: CodeGrant, isRedeemed: boolean } }
   };

export type FreeEntryFieldsFragment = { id: string, code: { code: string, printed: string, grantType: CodeGrant, isRedeemed: boolean } };

export type EInvoiceDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type EInvoiceDetailsQuery = { eInvoiceDetails: { tin: string, idType: EInvoiceIdType, idNumber: string, name: string } | null };

export type EInvoiceDetailsFieldsFragment = { tin: string, idType: EInvoiceIdType, idNumber: string, name: string };

export type OrderEInvoiceFieldsFragment = { requested: boolean, kind: EInvoiceKind | null, number: string | null, status: EInvoiceStatus | null, validationUrl: string | null };

export type RequestEInvoiceMutationVariables = Exact<{
  requested: boolean;
}>;


export type RequestEInvoiceMutation = { requestEInvoice:
    | { __typename: 'EInvoiceRequestError', errorCode: ErrorCode, message: string, reason: string }
    | { __typename: 'OrderEInvoice', requested: boolean }
   };

export type SetEInvoiceDetailsMutationVariables = Exact<{
  input: EInvoiceDetailsInput;
}>;


export type SetEInvoiceDetailsMutation = { setEInvoiceDetails:
    | { __typename: 'EInvoiceDetails', tin: string, idType: EInvoiceIdType, idNumber: string, name: string }
    | { __typename: 'EInvoiceDetailsError', errorCode: ErrorCode, message: string, reason: string }
   };

export type ProductsQueryVariables = Exact<{
  options?: ProductListOptions | null | undefined;
}>;


export type ProductsQuery = { products: { items: Array<{ id: string, name: string, featuredAsset: { id: string, preview: string } | null, variants: Array<{ id: string, priceWithTax: number, currencyCode: CurrencyCode }> }> } };

export type GetMarketingQueryVariables = Exact<{ [key: string]: never; }>;


export type GetMarketingQuery = { getMarketing: { banners: Array<{ id: string, actionTyp: ActionType, actionVal: string | null, title: string, startsAt: string | null, endsAt: string | null, asset: { id: string, source: string, preview: string } }>, popup: { id: string, actionTyp: ActionType, actionVal: string | null, title: string, startsAt: string | null, endsAt: string | null, asset: { id: string, source: string, preview: string } } | null, fab: { id: string, actionTyp: ActionType, actionVal: string | null, title: string, startsAt: string | null, endsAt: string | null, asset: { id: string, source: string, preview: string } } | null, bb: { id: string, actionTyp: ActionType, actionVal: string | null, title: string, startsAt: string | null, endsAt: string | null, asset: { id: string, source: string, preview: string } } | null } };

export type MarketingItemFieldsFragment = { id: string, actionTyp: ActionType, actionVal: string | null, title: string, startsAt: string | null, endsAt: string | null, asset: { id: string, source: string, preview: string } };

export type NotificationsMarkReadMutationVariables = Exact<{
  input: NotificationsMarkReadInput;
}>;


export type NotificationsMarkReadMutation = { notificationsMarkRead: Array<{ id: string, isRead: boolean }> };

export type NotificationsUnreadQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationsUnreadQuery = { readNotification: { unreadCount: number } };

export type ReadNotificationQueryVariables = Exact<{
  options?: NotificationListOptions | null | undefined;
}>;


export type ReadNotificationQuery = { readNotification: { totalItems: number, unreadCount: number, items: Array<{ id: string }>, groups: Array<{ title: string, content: Array<{ id: string, isRead: boolean, tag: string, title: string, msg: string, imgUrl: string | null, actionTyp: ActionType, actionVal: string | null, createdAt: string }> }> } };

export type NotificationItemFragment = { id: string, isRead: boolean, tag: string, title: string, msg: string, imgUrl: string | null, actionTyp: ActionType, actionVal: string | null, createdAt: string };

export type UpdateFcmTokenMutationVariables = Exact<{
  fcmToken: string;
  platform?: string | null | undefined;
}>;


export type UpdateFcmTokenMutation = { updateFcmToken:
    | { __typename: 'FcmTokenInvalidError', errorCode: ErrorCode, message: string }
    | { __typename: 'PushDevice', id: string }
   };

export type GetAllOrdersQueryVariables = Exact<{
  options?: OrderBucketListOptions | null | undefined;
}>;


export type GetAllOrdersQuery = { getAllOrders: { totalItems: number, counts: { won: number, processing: number, shipped: number, completed: number }, items: Array<{ id: string, code: string, state: string, orderPlacedAt: string | null, totalQuantity: number, totalWithTax: number, currencyCode: CurrencyCode, lines: Array<{ id: string, featuredAsset: { id: string, preview: string } | null, productVariant: { id: string, name: string } }> }> } };

export type OrderSummaryFragment = { id: string, code: string, state: string, orderPlacedAt: string | null, totalQuantity: number, totalWithTax: number, currencyCode: CurrencyCode, lines: Array<{ id: string, featuredAsset: { id: string, preview: string } | null, productVariant: { id: string, name: string } }> };

export type GetOneOrderQueryVariables = Exact<{
  orderCode: string;
}>;


export type GetOneOrderQuery = { getOneOrder: { id: string, code: string, state: string, orderPlacedAt: string | null, totalQuantity: number, subTotalWithTax: number, shippingWithTax: number, totalWithTax: number, currencyCode: CurrencyCode, couponCodes: Array<string>, courierName: string | null, courierService: string | null, moneySummary: { currencyCode: CurrencyCode, itemsTotal: number, subTotal: number, total: number, taxTotal: number, discounts: Array<{ source: string, name: string, couponCode: string | null, amountWithTax: number }>, delivery: { state: MoneySummaryDeliveryState, name: string | null, priceWithTax: number }, deliveryDiscounts: Array<{ source: string, name: string, couponCode: string | null, amountWithTax: number }>, taxes: Array<{ description: string, taxRate: number, amount: number }> }, gatewayRefunds: Array<{ amount: number, outcome: GatewayPaymentOutcome }>, customFields: { paidAt: string | null, createDt: string | null, epTracking: string | null, epName: string | null, epPrice: number | null, epDesc: string | null, isLBb: boolean | null } | null, discounts: Array<{ description: string, amountWithTax: number }>, shippingLines: Array<{ priceWithTax: number, discountedPriceWithTax: number }>, shippingAddress: { fullName: string | null, company: string | null, streetLine1: string | null, streetLine2: string | null, city: string | null, province: string | null, postalCode: string | null, country: string | null, countryCode: string | null, phoneNumber: string | null } | null, tracking: { trackingNumber: string, status: string, events: Array<{ status: string, at: string, location: string }> } | null, invoices: Array<{ invoiceNumber: string, downloadUrl: string }>, eInvoice: { requested: boolean, kind: EInvoiceKind | null, number: string | null, status: EInvoiceStatus | null, validationUrl: string | null } | null, fulfillments: Array<{ id: string, state: string, method: string, trackingCode: string | null, updatedAt: string }> | null, payments: Array<{ id: string, method: string, state: string, transactionId: string | null, amount: number, createdAt: string }> | null, lines: Array<{ id: string, quantity: number, linePriceWithTax: number, featuredAsset: { id: string, preview: string } | null, productVariant: { id: string, name: string }, campaign: { id: string, name: string, typStr: CampaignType, ticketPerItem: number, ticketPerItemForSp: number, specialVariant: { id: string } | null } | null, blindBoxes: Array<{ id: string, isOpen: boolean, code: { code: string } }> }> } | null };

export type PolicyPageQueryVariables = Exact<{
  slug: string;
}>;


export type PolicyPageQuery = { policyPage: { slug: string, title: string, body: string, languageCode: LanguageCode, updatedAt: string } | null };

export type PolicyPagesQueryVariables = Exact<{ [key: string]: never; }>;


export type PolicyPagesQuery = { policyPages: Array<{ slug: string, title: string }> };

export type CodeRedeemMutationVariables = Exact<{
  code: string;
  campaignId?: string | number | null | undefined;
}>;


export type CodeRedeemMutation = { codeRedeem:
    | { __typename: 'CampaignUnavailableError', errorCode: ErrorCode, message: string, reason: string }
    | { __typename: 'CodeRedemption', ticketIds: Array<string>, orderCode: string | null, code: { code: string, grantType: CodeGrant, campaign: { id: string } }, wonPrize: { id: string } | null }
    | { __typename: 'CouponCodeExpiredError', errorCode: ErrorCode, message: string }
    | { __typename: 'CouponCodeInvalidError', errorCode: ErrorCode, message: string }
    | { __typename: 'CouponCodeLimitError', errorCode: ErrorCode, message: string, limit: number }
    | { __typename: 'TooManyAttemptsError', errorCode: ErrorCode, message: string }
   };

export type GetPrizeQueryVariables = Exact<{
  options?: WonPrizeListOptions | null | undefined;
}>;


export type GetPrizeQuery = { getPrize: { totalItems: number, items: Array<{ id: string, createdAt: string, pType: PrizeType, isATC: boolean, isRedeemed: boolean, prize: { id: string, name: string, featuredAsset: { preview: string } | null, variants: Array<{ id: string }> } | null, campaign: { id: string, sId: string, name: string }, ticket: { id: string, ticketId: string } | null, blindBox: { id: string, orderId: string, prizeLine: { id: string, prizeName: string } | null } | null }> } };

export type PreviewCodeMutationVariables = Exact<{
  code: string;
}>;


export type PreviewCodeMutation = { previewCode:
    | { __typename: 'CouponCodeExpiredError', errorCode: ErrorCode, message: string }
    | { __typename: 'CouponCodeInvalidError', errorCode: ErrorCode, message: string }
    | { __typename: 'RedemptionCode', code: string, printed: string, grantType: CodeGrant, quantity: number, isRedeemed: boolean, campaign: { id: string, name: string }, prize: { id: string, name: string } | null }
    | { __typename: 'TooManyAttemptsError', errorCode: ErrorCode, message: string }
   };

export type PrizesUpdateMutationVariables = Exact<{
  input: PrizesUpdateInput;
}>;


export type PrizesUpdateMutation = { prizesUpdate:
    | { __typename: 'PrizeUnavailableError', errorCode: ErrorCode, message: string, reason: string }
    | { __typename: 'WonPrize', id: string, isATC: boolean, isRedeemed: boolean }
   };

export type ListUserCurCampaignTicketQueryVariables = Exact<{
  campaignId: string | number;
}>;


export type ListUserCurCampaignTicketQuery = { listUserCurCampaignTicket: { totalItems: number, items: Array<{ id: string, ticketId: string, rarity: TicketRarity | null, weight: number | null, rarityRevealsAt: string | null, isWin: boolean, isVoid: boolean }> } };

export type ListUserParticipateCampaignQueryVariables = Exact<{
  state?: CampaignState | null | undefined;
}>;


export type ListUserParticipateCampaignQuery = { listUserParticipateCampaign: { totalItems: number, items: Array<{ id: string, name: string, cardBuyTxt: string, typStr: CampaignType, state: CampaignState, stage: CampaignStage, startDate: string, endDate: string, isHot: boolean, isNew: boolean, isCancelled: boolean, totalTicket: number, issuedTicket: number, cover: { id: string, preview: string } | null, featuredImg: { id: string, preview: string } | null, prize: { id: string, featuredAsset: { id: string, preview: string } | null } | null, product: { id: string, featuredAsset: { id: string, preview: string } | null }, winner: { ticketId: string, customer: { id: string, displayName: string } | null } | null }> } };

export type GetLoggedInUserQueryVariables = Exact<{ [key: string]: never; }>;


export type GetLoggedInUserQuery = { activeCustomer: { id: string, firstName: string, displayName: string, emailAddress: string, phoneNumber: string | null, createdAt: string, pendingAction: PendingAction, customFields: { lang: string | null, govId: string | null, username: string | null, avatar: { id: string, preview: string } | null } | null } | null };

export type MoneySummaryFragment = { currencyCode: CurrencyCode, itemsTotal: number, subTotal: number, total: number, taxTotal: number, discounts: Array<{ source: string, name: string, couponCode: string | null, amountWithTax: number }>, delivery: { state: MoneySummaryDeliveryState, name: string | null, priceWithTax: number }, deliveryDiscounts: Array<{ source: string, name: string, couponCode: string | null, amountWithTax: number }>, taxes: Array<{ description: string, taxRate: number, amount: number }> };

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
  rarityRevealsAt
  isWin
  isVoid
}
    `, {"fragmentName":"TicketStub"}) as unknown as TypedDocumentString<TicketStubFragment, unknown>;
export const RefusalFragmentDoc = new TypedDocumentString(`
    fragment Refusal on ErrorResult {
  errorCode
  message
  ... on InvalidPhoneNumberError {
    reason
  }
  ... on OtpResendTooSoonError {
    retryAfterSeconds
  }
  ... on OtpInvalidError {
    attemptsLeft
  }
  ... on OtpExpiredError {
    reason
  }
  ... on InvalidAccountFieldError {
    field
  }
  ... on PasswordValidationError {
    validationErrorMessage
  }
  ... on InvalidCredentialsError {
    authenticationError
  }
  ... on DeleteConfirmationError {
    expected
  }
  ... on BotCheckFailedError {
    reason
  }
  ... on InvalidAvatarError {
    reason
    maxBytes
  }
}
    `, {"fragmentName":"Refusal"}) as unknown as TypedDocumentString<RefusalFragment, unknown>;
export const PrizeOutcomeFragmentDoc = new TypedDocumentString(`
    fragment PrizeOutcome on PrizeLine {
  id
  prizeName
  isLose
  tnc
  rarity
  pType
  rPercent
  brandStr
}
    `, {"fragmentName":"PrizeOutcome"}) as unknown as TypedDocumentString<PrizeOutcomeFragment, unknown>;
export const PrizeSummaryFragmentDoc = new TypedDocumentString(`
    fragment PrizeSummary on PrizeLine {
  id
  prizeName
  isLose
  rarity
  pType
  prizeImg
}
    `, {"fragmentName":"PrizeSummary"}) as unknown as TypedDocumentString<PrizeSummaryFragment, unknown>;
export const CartChangeFragmentDoc = new TypedDocumentString(`
    fragment CartChange on UpdateOrderItemsResult {
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
  ... on PrizeUnavailableError {
    reason
  }
  ... on AgeRestrictedError {
    reason
  }
  ... on SelfExcludedError {
    excludedUntil
  }
  ... on SpendingLimitError {
    period
    limit
    remaining
  }
}
    `, {"fragmentName":"CartChange"}) as unknown as TypedDocumentString<CartChangeFragment, unknown>;
export const OrderAddressFragmentDoc = new TypedDocumentString(`
    fragment OrderAddress on OrderAddress {
  fullName
  streetLine1
  streetLine2
  city
  province
  postalCode
  countryCode
  phoneNumber
}
    `, {"fragmentName":"OrderAddress"}) as unknown as TypedDocumentString<OrderAddressFragment, unknown>;
export const CustomerAddressFragmentDoc = new TypedDocumentString(`
    fragment CustomerAddress on Address {
  id
  fullName
  streetLine1
  streetLine2
  city
  province
  postalCode
  phoneNumber
  country {
    id
    code
    name
  }
  defaultShippingAddress
  defaultBillingAddress
  createdAt
}
    `, {"fragmentName":"CustomerAddress"}) as unknown as TypedDocumentString<CustomerAddressFragment, unknown>;
export const CampaignOddsFragmentDoc = new TypedDocumentString(`
    fragment CampaignOdds on Campaign {
  id
  typStr
  odds {
    tiers {
      rarity
      percent
      weight
    }
    ticketsSold
    ticketsLeft
    countedTickets
    totalWeight
    myTickets
    myWeight
    myChance
    myPendingTickets
  }
}
    `, {"fragmentName":"CampaignOdds"}) as unknown as TypedDocumentString<CampaignOddsFragment, unknown>;
export const FreeEntryFieldsFragmentDoc = new TypedDocumentString(`
    fragment FreeEntryFields on FreeEntry {
  id
  code {
    code
    printed
    grantType
    isRedeemed
  }
}
    `, {"fragmentName":"FreeEntryFields"}) as unknown as TypedDocumentString<FreeEntryFieldsFragment, unknown>;
export const EInvoiceDetailsFieldsFragmentDoc = new TypedDocumentString(`
    fragment EInvoiceDetailsFields on EInvoiceDetails {
  tin
  idType
  idNumber
  name
}
    `, {"fragmentName":"EInvoiceDetailsFields"}) as unknown as TypedDocumentString<EInvoiceDetailsFieldsFragment, unknown>;
export const OrderEInvoiceFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderEInvoiceFields on OrderEInvoice {
  requested
  kind
  number
  status
  validationUrl
}
    `, {"fragmentName":"OrderEInvoiceFields"}) as unknown as TypedDocumentString<OrderEInvoiceFieldsFragment, unknown>;
export const MarketingItemFieldsFragmentDoc = new TypedDocumentString(`
    fragment MarketingItemFields on MarketingItem {
  id
  actionTyp
  actionVal
  title
  startsAt
  endsAt
  asset {
    id
    source
    preview
  }
}
    `, {"fragmentName":"MarketingItemFields"}) as unknown as TypedDocumentString<MarketingItemFieldsFragment, unknown>;
export const NotificationItemFragmentDoc = new TypedDocumentString(`
    fragment NotificationItem on Notification {
  id
  isRead
  tag
  title
  msg
  imgUrl
  actionTyp
  actionVal
  createdAt
}
    `, {"fragmentName":"NotificationItem"}) as unknown as TypedDocumentString<NotificationItemFragment, unknown>;
export const OrderSummaryFragmentDoc = new TypedDocumentString(`
    fragment OrderSummary on Order {
  id
  code
  state
  orderPlacedAt
  totalQuantity
  totalWithTax
  currencyCode
  lines {
    id
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
    `, {"fragmentName":"OrderSummary"}) as unknown as TypedDocumentString<OrderSummaryFragment, unknown>;
export const MoneySummaryFragmentDoc = new TypedDocumentString(`
    fragment MoneySummary on MoneySummary {
  currencyCode
  itemsTotal
  discounts {
    source
    name
    couponCode
    amountWithTax
  }
  subTotal
  delivery {
    state
    name
    priceWithTax
  }
  deliveryDiscounts {
    source
    name
    couponCode
    amountWithTax
  }
  total
  taxes {
    description
    taxRate
    amount
  }
  taxTotal
}
    `, {"fragmentName":"MoneySummary"}) as unknown as TypedDocumentString<MoneySummaryFragment, unknown>;
export const GetCategoryDocument = new TypedDocumentString(`
    query GetCategory {
  getCategory {
    id
    name
    shortId
    imgUrl
  }
}
    `) as unknown as TypedDocumentString<GetCategoryQuery, GetCategoryQueryVariables>;
export const AltchaChallengeDocument = new TypedDocumentString(`
    query AltchaChallenge {
  altchaChallenge
}
    `) as unknown as TypedDocumentString<AltchaChallengeQuery, AltchaChallengeQueryVariables>;
export const AuthenticateDocument = new TypedDocumentString(`
    mutation Authenticate($input: AuthenticationInput!, $rememberMe: Boolean) {
  authenticate(input: $input, rememberMe: $rememberMe) {
    __typename
    ... on CurrentUser {
      id
      identifier
      channels {
        id
        code
      }
    }
    ...Refusal
  }
}
    fragment Refusal on ErrorResult {
  errorCode
  message
  ... on InvalidPhoneNumberError {
    reason
  }
  ... on OtpResendTooSoonError {
    retryAfterSeconds
  }
  ... on OtpInvalidError {
    attemptsLeft
  }
  ... on OtpExpiredError {
    reason
  }
  ... on InvalidAccountFieldError {
    field
  }
  ... on PasswordValidationError {
    validationErrorMessage
  }
  ... on InvalidCredentialsError {
    authenticationError
  }
  ... on DeleteConfirmationError {
    expected
  }
  ... on BotCheckFailedError {
    reason
  }
  ... on InvalidAvatarError {
    reason
    maxBytes
  }
}`) as unknown as TypedDocumentString<AuthenticateMutation, AuthenticateMutationVariables>;
export const GenerateOtpDocument = new TypedDocumentString(`
    mutation GenerateOTP($input: GenerateOTPInput!) {
  generateOTP(input: $input) {
    __typename
    ... on OtpResult {
      success
      message
    }
    ...Refusal
  }
}
    fragment Refusal on ErrorResult {
  errorCode
  message
  ... on InvalidPhoneNumberError {
    reason
  }
  ... on OtpResendTooSoonError {
    retryAfterSeconds
  }
  ... on OtpInvalidError {
    attemptsLeft
  }
  ... on OtpExpiredError {
    reason
  }
  ... on InvalidAccountFieldError {
    field
  }
  ... on PasswordValidationError {
    validationErrorMessage
  }
  ... on InvalidCredentialsError {
    authenticationError
  }
  ... on DeleteConfirmationError {
    expected
  }
  ... on BotCheckFailedError {
    reason
  }
  ... on InvalidAvatarError {
    reason
    maxBytes
  }
}`) as unknown as TypedDocumentString<GenerateOtpMutation, GenerateOtpMutationVariables>;
export const RegisterCustomerAccountWithOtpDocument = new TypedDocumentString(`
    mutation RegisterCustomerAccountWithOTP($input: RegisterCustomerAccountWithOTPInput!) {
  registerCustomerAccountWithOTP(input: $input) {
    __typename
    ... on OtpResult {
      success
      message
    }
    ...Refusal
  }
}
    fragment Refusal on ErrorResult {
  errorCode
  message
  ... on InvalidPhoneNumberError {
    reason
  }
  ... on OtpResendTooSoonError {
    retryAfterSeconds
  }
  ... on OtpInvalidError {
    attemptsLeft
  }
  ... on OtpExpiredError {
    reason
  }
  ... on InvalidAccountFieldError {
    field
  }
  ... on PasswordValidationError {
    validationErrorMessage
  }
  ... on InvalidCredentialsError {
    authenticationError
  }
  ... on DeleteConfirmationError {
    expected
  }
  ... on BotCheckFailedError {
    reason
  }
  ... on InvalidAvatarError {
    reason
    maxBytes
  }
}`) as unknown as TypedDocumentString<RegisterCustomerAccountWithOtpMutation, RegisterCustomerAccountWithOtpMutationVariables>;
export const ResetPasswordUsingOtpDocument = new TypedDocumentString(`
    mutation ResetPasswordUsingOTP($input: ResetPasswordUsingOTPInput!) {
  resetPasswordUsingOTP(input: $input) {
    __typename
    ... on OtpResult {
      success
      message
    }
    ...Refusal
  }
}
    fragment Refusal on ErrorResult {
  errorCode
  message
  ... on InvalidPhoneNumberError {
    reason
  }
  ... on OtpResendTooSoonError {
    retryAfterSeconds
  }
  ... on OtpInvalidError {
    attemptsLeft
  }
  ... on OtpExpiredError {
    reason
  }
  ... on InvalidAccountFieldError {
    field
  }
  ... on PasswordValidationError {
    validationErrorMessage
  }
  ... on InvalidCredentialsError {
    authenticationError
  }
  ... on DeleteConfirmationError {
    expected
  }
  ... on BotCheckFailedError {
    reason
  }
  ... on InvalidAvatarError {
    reason
    maxBytes
  }
}`) as unknown as TypedDocumentString<ResetPasswordUsingOtpMutation, ResetPasswordUsingOtpMutationVariables>;
export const DeleteAccDocument = new TypedDocumentString(`
    mutation DeleteAcc($input: DeleteAccInput!) {
  deleteAcc(input: $input) {
    __typename
    ... on Success {
      success
    }
    ...Refusal
  }
}
    fragment Refusal on ErrorResult {
  errorCode
  message
  ... on InvalidPhoneNumberError {
    reason
  }
  ... on OtpResendTooSoonError {
    retryAfterSeconds
  }
  ... on OtpInvalidError {
    attemptsLeft
  }
  ... on OtpExpiredError {
    reason
  }
  ... on InvalidAccountFieldError {
    field
  }
  ... on PasswordValidationError {
    validationErrorMessage
  }
  ... on InvalidCredentialsError {
    authenticationError
  }
  ... on DeleteConfirmationError {
    expected
  }
  ... on BotCheckFailedError {
    reason
  }
  ... on InvalidAvatarError {
    reason
    maxBytes
  }
}`) as unknown as TypedDocumentString<DeleteAccMutation, DeleteAccMutationVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout {
  logout {
    success
  }
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const ResponsiblePlayDocument = new TypedDocumentString(`
    query ResponsiblePlay {
  responsiblePlay {
    dateOfBirth
    adult
    excludedUntil
    excludedBy
    limits {
      period
      amount
      spent
      remaining
      pendingAmount
      pendingRemoval
      pendingFrom
    }
  }
  spendingHistory {
    totalItems
    items {
      month
      spent
      orders
      prizesWon
    }
  }
}
    `) as unknown as TypedDocumentString<ResponsiblePlayQuery, ResponsiblePlayQueryVariables>;
export const SetSpendingLimitsDocument = new TypedDocumentString(`
    mutation SetSpendingLimits($input: SpendingLimitsInput!) {
  setSpendingLimits(input: $input) {
    __typename
    ... on ErrorResult {
      errorCode
      message
    }
    ... on InvalidSpendingLimitError {
      reason
    }
  }
}
    `) as unknown as TypedDocumentString<SetSpendingLimitsMutation, SetSpendingLimitsMutationVariables>;
export const SetDateOfBirthDocument = new TypedDocumentString(`
    mutation SetDateOfBirth($dateOfBirth: String!) {
  setDateOfBirth(dateOfBirth: $dateOfBirth) {
    __typename
    ... on InvalidDateOfBirthError {
      errorCode
      message
      reason
    }
  }
}
    `) as unknown as TypedDocumentString<SetDateOfBirthMutation, SetDateOfBirthMutationVariables>;
export const SelfExcludeDocument = new TypedDocumentString(`
    mutation SelfExclude($period: ExclusionPeriod!) {
  selfExclude(period: $period) {
    excludedUntil
  }
}
    `) as unknown as TypedDocumentString<SelfExcludeMutation, SelfExcludeMutationVariables>;
export const SetCustomerAvatarB64Document = new TypedDocumentString(`
    mutation SetCustomerAvatarB64($fileB64: String!) {
  setCustomerAvatarB64(fileB64: $fileB64) {
    __typename
    ... on Asset {
      id
      name
      fileSize
    }
    ...Refusal
  }
}
    fragment Refusal on ErrorResult {
  errorCode
  message
  ... on InvalidPhoneNumberError {
    reason
  }
  ... on OtpResendTooSoonError {
    retryAfterSeconds
  }
  ... on OtpInvalidError {
    attemptsLeft
  }
  ... on OtpExpiredError {
    reason
  }
  ... on InvalidAccountFieldError {
    field
  }
  ... on PasswordValidationError {
    validationErrorMessage
  }
  ... on InvalidCredentialsError {
    authenticationError
  }
  ... on DeleteConfirmationError {
    expected
  }
  ... on BotCheckFailedError {
    reason
  }
  ... on InvalidAvatarError {
    reason
    maxBytes
  }
}`) as unknown as TypedDocumentString<SetCustomerAvatarB64Mutation, SetCustomerAvatarB64MutationVariables>;
export const UpdateCustomerDocument = new TypedDocumentString(`
    mutation UpdateCustomer($updateProfileInput: UpdateCustomerInput!) {
  updateCustomer(input: $updateProfileInput) {
    id
    displayName
    emailAddress
    phoneNumber
    firstName
    customFields {
      govId
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateCustomerMutation, UpdateCustomerMutationVariables>;
export const UpdateCustomerPasswordDocument = new TypedDocumentString(`
    mutation UpdateCustomerPassword($currentPassword: String!, $newPassword: String!) {
  updateCustomerPassword(
    currentPassword: $currentPassword
    newPassword: $newPassword
  ) {
    __typename
    ... on Success {
      success
    }
    ...Refusal
  }
}
    fragment Refusal on ErrorResult {
  errorCode
  message
  ... on InvalidPhoneNumberError {
    reason
  }
  ... on OtpResendTooSoonError {
    retryAfterSeconds
  }
  ... on OtpInvalidError {
    attemptsLeft
  }
  ... on OtpExpiredError {
    reason
  }
  ... on InvalidAccountFieldError {
    field
  }
  ... on PasswordValidationError {
    validationErrorMessage
  }
  ... on InvalidCredentialsError {
    authenticationError
  }
  ... on DeleteConfirmationError {
    expected
  }
  ... on BotCheckFailedError {
    reason
  }
  ... on InvalidAvatarError {
    reason
    maxBytes
  }
}`) as unknown as TypedDocumentString<UpdateCustomerPasswordMutation, UpdateCustomerPasswordMutationVariables>;
export const UpdateLangDocument = new TypedDocumentString(`
    mutation UpdateLang($lang: String!) {
  updateLang(lang: $lang) {
    __typename
    ... on Customer {
      id
      customFields {
        lang
      }
    }
    ...Refusal
  }
}
    fragment Refusal on ErrorResult {
  errorCode
  message
  ... on InvalidPhoneNumberError {
    reason
  }
  ... on OtpResendTooSoonError {
    retryAfterSeconds
  }
  ... on OtpInvalidError {
    attemptsLeft
  }
  ... on OtpExpiredError {
    reason
  }
  ... on InvalidAccountFieldError {
    field
  }
  ... on PasswordValidationError {
    validationErrorMessage
  }
  ... on InvalidCredentialsError {
    authenticationError
  }
  ... on DeleteConfirmationError {
    expected
  }
  ... on BotCheckFailedError {
    reason
  }
  ... on InvalidAvatarError {
    reason
    maxBytes
  }
}`) as unknown as TypedDocumentString<UpdateLangMutation, UpdateLangMutationVariables>;
export const VerifyOtpDocument = new TypedDocumentString(`
    mutation VerifyOTP($input: VerifyOTPInput!) {
  verifyOTP(input: $input) {
    __typename
    ... on OtpResult {
      success
      message
    }
    ...Refusal
  }
}
    fragment Refusal on ErrorResult {
  errorCode
  message
  ... on InvalidPhoneNumberError {
    reason
  }
  ... on OtpResendTooSoonError {
    retryAfterSeconds
  }
  ... on OtpInvalidError {
    attemptsLeft
  }
  ... on OtpExpiredError {
    reason
  }
  ... on InvalidAccountFieldError {
    field
  }
  ... on PasswordValidationError {
    validationErrorMessage
  }
  ... on InvalidCredentialsError {
    authenticationError
  }
  ... on DeleteConfirmationError {
    expected
  }
  ... on BotCheckFailedError {
    reason
  }
  ... on InvalidAvatarError {
    reason
    maxBytes
  }
}`) as unknown as TypedDocumentString<VerifyOtpMutation, VerifyOtpMutationVariables>;
export const GetNewHpOtpDocument = new TypedDocumentString(`
    mutation getNewHpOTP($hpNum: String!) {
  getNewHpOTP(hpNum: $hpNum) {
    __typename
    ... on OtpResult {
      success
      message
    }
    ...Refusal
  }
}
    fragment Refusal on ErrorResult {
  errorCode
  message
  ... on InvalidPhoneNumberError {
    reason
  }
  ... on OtpResendTooSoonError {
    retryAfterSeconds
  }
  ... on OtpInvalidError {
    attemptsLeft
  }
  ... on OtpExpiredError {
    reason
  }
  ... on InvalidAccountFieldError {
    field
  }
  ... on PasswordValidationError {
    validationErrorMessage
  }
  ... on InvalidCredentialsError {
    authenticationError
  }
  ... on DeleteConfirmationError {
    expected
  }
  ... on BotCheckFailedError {
    reason
  }
  ... on InvalidAvatarError {
    reason
    maxBytes
  }
}`) as unknown as TypedDocumentString<GetNewHpOtpMutation, GetNewHpOtpMutationVariables>;
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
    ... on BbCodeUnavailableError {
      reason
    }
  }
}
    `) as unknown as TypedDocumentString<BbCodeQuery, BbCodeQueryVariables>;
export const BlindBoxFairnessDocument = new TypedDocumentString(`
    query BlindBoxFairness($boxId: ID!) {
  blindBoxFairness(boxId: $boxId) {
    boxId
    boxCode
    sId
    seedCommitment
    campaignSeed
    clientSeed
    clientSeedSource
    vrfSuite
    vrfPublicKey
    vrfProof
    randomWord
    eligibility {
      prizeLineId
      weight
      remaining
    }
    prizeLineId
    openedAt
    scheme
    claimedAt
    beacon {
      round
      signature
      publicKey
      chainHash
      genesisTime
      period
      emittedAt
    }
    logEntries {
      index
      kind
      body
    }
    timeline {
      stage
      at
      evidence
    }
  }
}
    `) as unknown as TypedDocumentString<BlindBoxFairnessQuery, BlindBoxFairnessQueryVariables>;
export const BlindBoxesDocument = new TypedDocumentString(`
    query BlindBoxes($options: BlindBoxListOptions) {
  blindBoxes(options: $options) {
    totalItems
    items {
      id
      isOpen
      isVoid
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
        ...PrizeSummary
      }
    }
  }
}
    fragment PrizeSummary on PrizeLine {
  id
  prizeName
  isLose
  rarity
  pType
  prizeImg
}`) as unknown as TypedDocumentString<BlindBoxesQuery, BlindBoxesQueryVariables>;
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
    currencyCode
    moneySummary {
      ...MoneySummary
    }
    gatewayRefunds {
      amount
      outcome
    }
    customFields {
      isLBb
    }
    lines {
      id
      customFields {
        campaignId
      }
      campaign {
        id
        typStr
        name
      }
      tickets {
        id
        ticketId
        rarity
        weight
        rarityRevealsAt
        isWin
        isVoid
      }
    }
  }
}
    fragment MoneySummary on MoneySummary {
  currencyCode
  itemsTotal
  discounts {
    source
    name
    couponCode
    amountWithTax
  }
  subTotal
  delivery {
    state
    name
    priceWithTax
  }
  deliveryDiscounts {
    source
    name
    couponCode
    amountWithTax
  }
  total
  taxes {
    description
    taxRate
    amount
  }
  taxTotal
}`) as unknown as TypedDocumentString<GetOneOrderPoolingQuery, GetOneOrderPoolingQueryVariables>;
export const OpenAllBoxDocument = new TypedDocumentString(`
    mutation OpenAllBox($orderId: ID!, $clientSeed: String) {
  openAllBox(orderId: $orderId, clientSeed: $clientSeed) {
    __typename
    ... on BoxOpeningList {
      opened
      items {
        alreadyOpened
        box {
          id
        }
        prizeLine {
          ...PrizeSummary
        }
      }
    }
    ... on ErrorResult {
      errorCode
      message
    }
  }
}
    fragment PrizeSummary on PrizeLine {
  id
  prizeName
  isLose
  rarity
  pType
  prizeImg
}`) as unknown as TypedDocumentString<OpenAllBoxMutation, OpenAllBoxMutationVariables>;
export const OpenBoxDocument = new TypedDocumentString(`
    mutation OpenBox($boxId: ID!, $autoNext: Boolean, $clientSeed: String) {
  openBox(boxId: $boxId, autoNext: $autoNext, clientSeed: $clientSeed) {
    __typename
    ... on BoxOpening {
      alreadyOpened
      nextBoxId
      box {
        id
        isOpen
      }
      prizeLine {
        ...PrizeOutcome
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
    fragment PrizeOutcome on PrizeLine {
  id
  prizeName
  isLose
  tnc
  rarity
  pType
  rPercent
  brandStr
}`) as unknown as TypedDocumentString<OpenBoxMutation, OpenBoxMutationVariables>;
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
      ...PrizeOutcome
    }
    orderLine {
      id
    }
  }
}
    fragment PrizeOutcome on PrizeLine {
  id
  prizeName
  isLose
  tnc
  rarity
  pType
  rPercent
  brandStr
}`) as unknown as TypedDocumentString<GetBoxQuery, GetBoxQueryVariables>;
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
export const AdjustOrderLineDocument = new TypedDocumentString(`
    mutation AdjustOrderLine($orderLineId: ID!, $quantity: Int!) {
  adjustOrderLine(orderLineId: $orderLineId, quantity: $quantity) {
    ...CartChange
  }
}
    fragment CartChange on UpdateOrderItemsResult {
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
  ... on PrizeUnavailableError {
    reason
  }
  ... on AgeRestrictedError {
    reason
  }
  ... on SelfExcludedError {
    excludedUntil
  }
  ... on SpendingLimitError {
    period
    limit
    remaining
  }
}`) as unknown as TypedDocumentString<AdjustOrderLineMutation, AdjustOrderLineMutationVariables>;
export const ApplyCouponCodeDocument = new TypedDocumentString(`
    mutation ApplyCouponCode($couponCode: String!) {
  applyCouponCode(couponCode: $couponCode) {
    __typename
    ... on Order {
      id
    }
    ... on ErrorResult {
      errorCode
      message
    }
    ... on CouponCodeLimitError {
      limit
    }
  }
}
    `) as unknown as TypedDocumentString<ApplyCouponCodeMutation, ApplyCouponCodeMutationVariables>;
export const CheckCartDocument = new TypedDocumentString(`
    mutation CheckCart($ts: DateTime) {
  checkCart(ts: $ts) {
    ok
    problems {
      code
      message
      orderLineId
      quantityAvailable
      maxQty
      period
      remaining
      excludedUntil
    }
  }
}
    `) as unknown as TypedDocumentString<CheckCartMutation, CheckCartMutationVariables>;
export const GetCartDetailsDocument = new TypedDocumentString(`
    query GetCartDetails {
  activeOrder {
    id
    state
    totalQuantity
    subTotalWithTax
    shippingWithTax
    totalWithTax
    currencyCode
    couponCodes
    moneySummary {
      ...MoneySummary
    }
    lines {
      id
      quantity
      unitPriceWithTax
      linePriceWithTax
      quantityAvailable
      featuredAsset {
        id
        preview
      }
      productVariant {
        id
        name
      }
      customFields {
        campaignId
        prizeId
      }
    }
  }
}
    fragment MoneySummary on MoneySummary {
  currencyCode
  itemsTotal
  discounts {
    source
    name
    couponCode
    amountWithTax
  }
  subTotal
  delivery {
    state
    name
    priceWithTax
  }
  deliveryDiscounts {
    source
    name
    couponCode
    amountWithTax
  }
  total
  taxes {
    description
    taxRate
    amount
  }
  taxTotal
}`) as unknown as TypedDocumentString<GetCartDetailsQuery, GetCartDetailsQueryVariables>;
export const RemoveCouponCodeDocument = new TypedDocumentString(`
    mutation RemoveCouponCode($couponCode: String!) {
  removeCouponCode(couponCode: $couponCode) {
    id
  }
}
    `) as unknown as TypedDocumentString<RemoveCouponCodeMutation, RemoveCouponCodeMutationVariables>;
export const RemoveOrderLineDocument = new TypedDocumentString(`
    mutation RemoveOrderLine($orderLineId: ID!) {
  removeOrderLine(orderLineId: $orderLineId) {
    __typename
    ... on Order {
      id
    }
    ... on ErrorResult {
      errorCode
      message
    }
  }
}
    `) as unknown as TypedDocumentString<RemoveOrderLineMutation, RemoveOrderLineMutationVariables>;
export const AddPaymentToOrderDocument = new TypedDocumentString(`
    mutation AddPaymentToOrder($input: PaymentInput!) {
  addPaymentToOrder(input: $input) {
    __typename
    ... on Order {
      id
      state
    }
    ... on ErrorResult {
      errorCode
      message
    }
  }
}
    `) as unknown as TypedDocumentString<AddPaymentToOrderMutation, AddPaymentToOrderMutationVariables>;
export const AvailableCountriesDocument = new TypedDocumentString(`
    query AvailableCountries {
  availableCountries {
    id
    code
    name
    provinces
  }
}
    `) as unknown as TypedDocumentString<AvailableCountriesQuery, AvailableCountriesQueryVariables>;
export const CreateCustomerAddressDocument = new TypedDocumentString(`
    mutation CreateCustomerAddress($input: CreateAddressInput!) {
  createCustomerAddress(input: $input) {
    ...CustomerAddress
  }
}
    fragment CustomerAddress on Address {
  id
  fullName
  streetLine1
  streetLine2
  city
  province
  postalCode
  phoneNumber
  country {
    id
    code
    name
  }
  defaultShippingAddress
  defaultBillingAddress
  createdAt
}`) as unknown as TypedDocumentString<CreateCustomerAddressMutation, CreateCustomerAddressMutationVariables>;
export const CreateIPayIntentDocument = new TypedDocumentString(`
    mutation CreateIPayIntent($platform: Platform!) {
  createIPayIntent(platform: $platform) {
    __typename
    ... on IPayIntent {
      endpoint
      fields {
        name
        value
      }
    }
    ... on ErrorResult {
      errorCode
      message
    }
  }
}
    `) as unknown as TypedDocumentString<CreateIPayIntentMutation, CreateIPayIntentMutationVariables>;
export const EligiblePaymentMethodsDocument = new TypedDocumentString(`
    query EligiblePaymentMethods {
  eligiblePaymentMethods {
    id
    code
    name
    description
    isEligible
    eligibilityMessage
  }
}
    `) as unknown as TypedDocumentString<EligiblePaymentMethodsQuery, EligiblePaymentMethodsQueryVariables>;
export const EligibleShippingMethodsDocument = new TypedDocumentString(`
    query EligibleShippingMethods {
  eligibleShippingMethods {
    id
    code
    name
    priceWithTax
  }
}
    `) as unknown as TypedDocumentString<EligibleShippingMethodsQuery, EligibleShippingMethodsQueryVariables>;
export const GetDeliveryFeeDocument = new TypedDocumentString(`
    query GetDeliveryFee($input: DeliveryFeeInput) {
  getDeliveryFee(input: $input) {
    error_code
    error_remark
    options {
      id
      service_name
      service_detail
      courier_name
      priceWithTax
      delivery
      cod_service_available
    }
  }
}
    `) as unknown as TypedDocumentString<GetDeliveryFeeQuery, GetDeliveryFeeQueryVariables>;
export const GetFinalCartDetailsDocument = new TypedDocumentString(`
    query GetFinalCartDetails {
  activeOrder {
    id
    code
    state
    totalQuantity
    subTotalWithTax
    shippingWithTax
    totalWithTax
    currencyCode
    couponCodes
    moneySummary {
      ...MoneySummary
    }
    lines {
      id
      quantity
      linePriceWithTax
      featuredAsset {
        id
        preview
      }
      productVariant {
        id
        name
      }
      ticketsToEarn
      campaign {
        id
        name
      }
    }
    shippingAddress {
      ...OrderAddress
    }
    courierName
    courierService
    eInvoice {
      requested
    }
    customFields {
      epName
      epDesc
    }
  }
}
    fragment OrderAddress on OrderAddress {
  fullName
  streetLine1
  streetLine2
  city
  province
  postalCode
  countryCode
  phoneNumber
}
fragment MoneySummary on MoneySummary {
  currencyCode
  itemsTotal
  discounts {
    source
    name
    couponCode
    amountWithTax
  }
  subTotal
  delivery {
    state
    name
    priceWithTax
  }
  deliveryDiscounts {
    source
    name
    couponCode
    amountWithTax
  }
  total
  taxes {
    description
    taxRate
    amount
  }
  taxTotal
}`) as unknown as TypedDocumentString<GetFinalCartDetailsQuery, GetFinalCartDetailsQueryVariables>;
export const SetOrderShippingAddressDocument = new TypedDocumentString(`
    mutation SetOrderShippingAddress($input: CreateAddressInput!) {
  setOrderShippingAddress(input: $input) {
    __typename
    ... on Order {
      id
    }
    ... on ErrorResult {
      errorCode
      message
    }
  }
}
    `) as unknown as TypedDocumentString<SetOrderShippingAddressMutation, SetOrderShippingAddressMutationVariables>;
export const SetShippingDocument = new TypedDocumentString(`
    mutation SetShipping($input: SetShippingInput, $digital: Boolean) {
  setShipping(input: $input, digital: $digital) {
    __typename
    ... on Order {
      id
      shippingWithTax
    }
    ... on ErrorResult {
      errorCode
      message
    }
    ... on DeliveryOptionError {
      reason
    }
  }
}
    `) as unknown as TypedDocumentString<SetShippingMutation, SetShippingMutationVariables>;
export const TransitionOrderToStateDocument = new TypedDocumentString(`
    mutation TransitionOrderToState($state: String!) {
  transitionOrderToState(state: $state) {
    __typename
    ... on Order {
      id
      state
    }
    ... on OrderStateTransitionError {
      errorCode
      message
      transitionError
      fromState
      toState
    }
  }
}
    `) as unknown as TypedDocumentString<TransitionOrderToStateMutation, TransitionOrderToStateMutationVariables>;
export const UpdateCustomerAddressDocument = new TypedDocumentString(`
    mutation UpdateCustomerAddress($input: UpdateAddressInput!) {
  updateCustomerAddress(input: $input) {
    ...CustomerAddress
  }
}
    fragment CustomerAddress on Address {
  id
  fullName
  streetLine1
  streetLine2
  city
  province
  postalCode
  phoneNumber
  country {
    id
    code
    name
  }
  defaultShippingAddress
  defaultBillingAddress
  createdAt
}`) as unknown as TypedDocumentString<UpdateCustomerAddressMutation, UpdateCustomerAddressMutationVariables>;
export const UserShippingAddressDocument = new TypedDocumentString(`
    query UserShippingAddress {
  userShippingAddress {
    ...CustomerAddress
  }
}
    fragment CustomerAddress on Address {
  id
  fullName
  streetLine1
  streetLine2
  city
  province
  postalCode
  phoneNumber
  country {
    id
    code
    name
  }
  defaultShippingAddress
  defaultBillingAddress
  createdAt
}`) as unknown as TypedDocumentString<UserShippingAddressQuery, UserShippingAddressQueryVariables>;
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
export const AddItemToOrderDocument = new TypedDocumentString(`
    mutation AddItemToOrder($productVariantId: ID!, $quantity: Int!, $customFields: OrderLineCustomFieldsInput) {
  addItemToOrder(
    productVariantId: $productVariantId
    quantity: $quantity
    customFields: $customFields
  ) {
    ...CartChange
  }
}
    fragment CartChange on UpdateOrderItemsResult {
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
  ... on PrizeUnavailableError {
    reason
  }
  ... on AgeRestrictedError {
    reason
  }
  ... on SelfExcludedError {
    excludedUntil
  }
  ... on SpendingLimitError {
    period
    limit
    remaining
  }
}`) as unknown as TypedDocumentString<AddItemToOrderMutation, AddItemToOrderMutationVariables>;
export const CampaignDocument = new TypedDocumentString(`
    query Campaign($campaignId: ID!, $wonId: ID) {
  campaign(campaignId: $campaignId, wonId: $wonId) {
    ...CampaignCard
    ...CampaignOdds
    sId
    isDraw
    ticketPerItem
    ticketPerItemForSp
    maxQty
    specialVariant {
      id
    }
    allPrizes {
      id
      prizeName
      prizeImg
      rarity
      rPercent
      isLose
      pType
      remaining
    }
    bbTnc {
      tnc
      videoUrl
    }
    prize {
      id
      name
      description
      assets {
        id
        preview
      }
      customFields {
        videoUrl
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
      customFields {
        videoUrl
        sizeImg {
          id
        }
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
}
fragment CampaignOdds on Campaign {
  id
  typStr
  odds {
    tiers {
      rarity
      percent
      weight
    }
    ticketsSold
    ticketsLeft
    countedTickets
    totalWeight
    myTickets
    myWeight
    myChance
    myPendingTickets
  }
}`) as unknown as TypedDocumentString<CampaignQuery, CampaignQueryVariables>;
export const CampaignSizeChartDocument = new TypedDocumentString(`
    query CampaignSizeChart($campaignId: ID!) {
  campaign(campaignId: $campaignId) {
    id
    product {
      id
      name
      customFields {
        sizeImg {
          id
          preview
          width
          height
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CampaignSizeChartQuery, CampaignSizeChartQueryVariables>;
export const GetCampaignProgressDocument = new TypedDocumentString(`
    query GetCampaignProgress($campaignId: ID!) {
  campaignProgress(campaignId: $campaignId) {
    campaignId
    stage
    isCancelled
    provider
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
  rarityRevealsAt
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
    commitmentScheme
    ticketPage(take: 50) {
      totalItems
      items {
        ticketId
        weight
        rarity
        holderHash
        rarityScheme
        rarityRound
        issuedAt
        rarityRevealedAt
      }
    }
    winnerProof {
      index
      before
      ticket {
        ticketId
        weight
        rarity
        holderHash
        rarityScheme
        rarityRound
        issuedAt
        rarityRevealedAt
      }
      path
    }
    tierSeedCommitment
    tierSeed
    rarityBeacon {
      publicKey
      chainHash
      genesisTime
      period
    }
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
    beaconRound
    beaconFixedAt
    beaconDelaySeconds
    beaconPublicKey
    beaconChainHash
    beaconGenesisTime
    beaconPeriod
    beaconSignature
    winnerTicketId
    winnerIndex
    logEntries {
      index
      kind
      body
    }
    timeline {
      stage
      at
      evidence
    }
  }
}
    `) as unknown as TypedDocumentString<CampaignFairnessQuery, CampaignFairnessQueryVariables>;
export const CampaignFairnessTicketsDocument = new TypedDocumentString(`
    query CampaignFairnessTickets($campaignId: ID!) {
  campaignFairness(campaignId: $campaignId) {
    campaignId
    tickets {
      ticketId
      weight
      rarity
      holderHash
      rarityScheme
      rarityRound
      issuedAt
      rarityRevealedAt
    }
  }
}
    `) as unknown as TypedDocumentString<CampaignFairnessTicketsQuery, CampaignFairnessTicketsQueryVariables>;
export const CampaignRarityRoundsDocument = new TypedDocumentString(`
    query CampaignRarityRounds($campaignId: ID!, $rounds: [Int!]!) {
  campaignFairness(campaignId: $campaignId) {
    campaignId
    rarityRounds(rounds: $rounds) {
      round
      signature
      emittedAt
    }
  }
}
    `) as unknown as TypedDocumentString<CampaignRarityRoundsQuery, CampaignRarityRoundsQueryVariables>;
export const MyTicketProofsDocument = new TypedDocumentString(`
    query MyTicketProofs($campaignId: ID!, $take: Int) {
  myTicketProofs(campaignId: $campaignId, take: $take) {
    __typename
    ... on MyTicketProofList {
      commitment
      ticketCount
      totalWeight
      holderHash
      totalItems
      items {
        index
        before
        ticket {
          ticketId
          weight
          rarity
          rarityScheme
          rarityRound
          issuedAt
          rarityRevealedAt
        }
        path
      }
    }
    ... on TicketProofsUnavailableError {
      reason
    }
  }
}
    `) as unknown as TypedDocumentString<MyTicketProofsQuery, MyTicketProofsQueryVariables>;
export const CampaignRulesDocument = new TypedDocumentString(`
    query CampaignRules($campaignId: ID!) {
  campaign(campaignId: $campaignId) {
    id
    sId
    name
    typStr
    state
    stage
    isDraw
    isCancelled
    startDate
    endDate
    totalTicket
    ticketPerItem
    rules
    prize {
      id
      name
      variants {
        id
        priceWithTax
        currencyCode
      }
    }
    allPrizes {
      id
      prizeName
      rarity
      rPercent
      isLose
      pType
      remaining
      productVariant {
        id
        priceWithTax
        currencyCode
      }
    }
    ...CampaignOdds
  }
}
    fragment CampaignOdds on Campaign {
  id
  typStr
  odds {
    tiers {
      rarity
      percent
      weight
    }
    ticketsSold
    ticketsLeft
    countedTickets
    totalWeight
    myTickets
    myWeight
    myChance
    myPendingTickets
  }
}`) as unknown as TypedDocumentString<CampaignRulesQuery, CampaignRulesQueryVariables>;
export const FreeEntryDocument = new TypedDocumentString(`
    query FreeEntry($campaignId: ID!) {
  campaign(campaignId: $campaignId) {
    id
    name
    typStr
    state
    stage
    isCancelled
    startDate
    endDate
  }
  freeEntry(campaignId: $campaignId) {
    ...FreeEntryFields
  }
}
    fragment FreeEntryFields on FreeEntry {
  id
  code {
    code
    printed
    grantType
    isRedeemed
  }
}`) as unknown as TypedDocumentString<FreeEntryQuery, FreeEntryQueryVariables>;
export const RequestFreeEntryDocument = new TypedDocumentString(`
    mutation RequestFreeEntry($campaignId: ID!) {
  requestFreeEntry(campaignId: $campaignId) {
    __typename
    ...FreeEntryFields
    ... on ErrorResult {
      errorCode
      message
    }
    ... on BotCheckFailedError {
      reason
    }
    ... on CampaignUnavailableError {
      reason
    }
  }
}
    fragment FreeEntryFields on FreeEntry {
  id
  code {
    code
    printed
    grantType
    isRedeemed
  }
}`) as unknown as TypedDocumentString<RequestFreeEntryMutation, RequestFreeEntryMutationVariables>;
export const EInvoiceDetailsDocument = new TypedDocumentString(`
    query EInvoiceDetails {
  eInvoiceDetails {
    ...EInvoiceDetailsFields
  }
}
    fragment EInvoiceDetailsFields on EInvoiceDetails {
  tin
  idType
  idNumber
  name
}`) as unknown as TypedDocumentString<EInvoiceDetailsQuery, EInvoiceDetailsQueryVariables>;
export const RequestEInvoiceDocument = new TypedDocumentString(`
    mutation RequestEInvoice($requested: Boolean!) {
  requestEInvoice(requested: $requested) {
    __typename
    ... on OrderEInvoice {
      requested
    }
    ... on EInvoiceRequestError {
      errorCode
      message
      reason
    }
  }
}
    `) as unknown as TypedDocumentString<RequestEInvoiceMutation, RequestEInvoiceMutationVariables>;
export const SetEInvoiceDetailsDocument = new TypedDocumentString(`
    mutation SetEInvoiceDetails($input: EInvoiceDetailsInput!) {
  setEInvoiceDetails(input: $input) {
    __typename
    ... on EInvoiceDetails {
      ...EInvoiceDetailsFields
    }
    ... on EInvoiceDetailsError {
      errorCode
      message
      reason
    }
  }
}
    fragment EInvoiceDetailsFields on EInvoiceDetails {
  tin
  idType
  idNumber
  name
}`) as unknown as TypedDocumentString<SetEInvoiceDetailsMutation, SetEInvoiceDetailsMutationVariables>;
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
export const GetMarketingDocument = new TypedDocumentString(`
    query GetMarketing {
  getMarketing {
    banners {
      ...MarketingItemFields
    }
    popup {
      ...MarketingItemFields
    }
    fab {
      ...MarketingItemFields
    }
    bb {
      ...MarketingItemFields
    }
  }
}
    fragment MarketingItemFields on MarketingItem {
  id
  actionTyp
  actionVal
  title
  startsAt
  endsAt
  asset {
    id
    source
    preview
  }
}`) as unknown as TypedDocumentString<GetMarketingQuery, GetMarketingQueryVariables>;
export const NotificationsMarkReadDocument = new TypedDocumentString(`
    mutation NotificationsMarkRead($input: NotificationsMarkReadInput!) {
  notificationsMarkRead(input: $input) {
    id
    isRead
  }
}
    `) as unknown as TypedDocumentString<NotificationsMarkReadMutation, NotificationsMarkReadMutationVariables>;
export const NotificationsUnreadDocument = new TypedDocumentString(`
    query NotificationsUnread {
  readNotification(options: {take: 1}) {
    unreadCount
  }
}
    `) as unknown as TypedDocumentString<NotificationsUnreadQuery, NotificationsUnreadQueryVariables>;
export const ReadNotificationDocument = new TypedDocumentString(`
    query ReadNotification($options: NotificationListOptions) {
  readNotification(options: $options) {
    totalItems
    unreadCount
    items {
      id
    }
    groups {
      title
      content {
        ...NotificationItem
      }
    }
  }
}
    fragment NotificationItem on Notification {
  id
  isRead
  tag
  title
  msg
  imgUrl
  actionTyp
  actionVal
  createdAt
}`) as unknown as TypedDocumentString<ReadNotificationQuery, ReadNotificationQueryVariables>;
export const UpdateFcmTokenDocument = new TypedDocumentString(`
    mutation UpdateFcmToken($fcmToken: String!, $platform: String) {
  updateFcmToken(fcmToken: $fcmToken, platform: $platform) {
    __typename
    ... on PushDevice {
      id
    }
    ... on ErrorResult {
      errorCode
      message
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateFcmTokenMutation, UpdateFcmTokenMutationVariables>;
export const GetAllOrdersDocument = new TypedDocumentString(`
    query GetAllOrders($options: OrderBucketListOptions) {
  getAllOrders(options: $options) {
    totalItems
    counts {
      won
      processing
      shipped
      completed
    }
    items {
      ...OrderSummary
    }
  }
}
    fragment OrderSummary on Order {
  id
  code
  state
  orderPlacedAt
  totalQuantity
  totalWithTax
  currencyCode
  lines {
    id
    featuredAsset {
      id
      preview
    }
    productVariant {
      id
      name
    }
  }
}`) as unknown as TypedDocumentString<GetAllOrdersQuery, GetAllOrdersQueryVariables>;
export const GetOneOrderDocument = new TypedDocumentString(`
    query GetOneOrder($orderCode: String!) {
  getOneOrder(orderCode: $orderCode) {
    id
    code
    state
    orderPlacedAt
    totalQuantity
    subTotalWithTax
    shippingWithTax
    totalWithTax
    currencyCode
    couponCodes
    moneySummary {
      ...MoneySummary
    }
    gatewayRefunds {
      amount
      outcome
    }
    courierName
    courierService
    customFields {
      paidAt
      createDt
      epTracking
      epName
      epPrice
      epDesc
      isLBb
    }
    discounts {
      description
      amountWithTax
    }
    shippingLines {
      priceWithTax
      discountedPriceWithTax
    }
    shippingAddress {
      fullName
      company
      streetLine1
      streetLine2
      city
      province
      postalCode
      country
      countryCode
      phoneNumber
    }
    tracking {
      trackingNumber
      status
      events {
        status
        at
        location
      }
    }
    invoices {
      invoiceNumber
      downloadUrl
    }
    eInvoice {
      ...OrderEInvoiceFields
    }
    fulfillments {
      id
      state
      method
      trackingCode
      updatedAt
    }
    payments {
      id
      method
      state
      transactionId
      amount
      createdAt
    }
    lines {
      id
      quantity
      linePriceWithTax
      featuredAsset {
        id
        preview
      }
      productVariant {
        id
        name
      }
      campaign {
        id
        name
        typStr
        ticketPerItem
        ticketPerItemForSp
        specialVariant {
          id
        }
      }
      blindBoxes {
        id
        isOpen
        code {
          code
        }
      }
    }
  }
}
    fragment OrderEInvoiceFields on OrderEInvoice {
  requested
  kind
  number
  status
  validationUrl
}
fragment MoneySummary on MoneySummary {
  currencyCode
  itemsTotal
  discounts {
    source
    name
    couponCode
    amountWithTax
  }
  subTotal
  delivery {
    state
    name
    priceWithTax
  }
  deliveryDiscounts {
    source
    name
    couponCode
    amountWithTax
  }
  total
  taxes {
    description
    taxRate
    amount
  }
  taxTotal
}`) as unknown as TypedDocumentString<GetOneOrderQuery, GetOneOrderQueryVariables>;
export const PolicyPageDocument = new TypedDocumentString(`
    query PolicyPage($slug: String!) {
  policyPage(slug: $slug) {
    slug
    title
    body
    languageCode
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<PolicyPageQuery, PolicyPageQueryVariables>;
export const PolicyPagesDocument = new TypedDocumentString(`
    query PolicyPages {
  policyPages {
    slug
    title
  }
}
    `) as unknown as TypedDocumentString<PolicyPagesQuery, PolicyPagesQueryVariables>;
export const CodeRedeemDocument = new TypedDocumentString(`
    mutation CodeRedeem($code: String!, $campaignId: ID) {
  codeRedeem(code: $code, campaignId: $campaignId) {
    __typename
    ... on CodeRedemption {
      ticketIds
      orderCode
      code {
        code
        grantType
        campaign {
          id
        }
      }
      wonPrize {
        id
      }
    }
    ... on ErrorResult {
      errorCode
      message
    }
    ... on CouponCodeLimitError {
      limit
    }
    ... on CampaignUnavailableError {
      reason
    }
  }
}
    `) as unknown as TypedDocumentString<CodeRedeemMutation, CodeRedeemMutationVariables>;
export const GetPrizeDocument = new TypedDocumentString(`
    query GetPrize($options: WonPrizeListOptions) {
  getPrize(options: $options) {
    totalItems
    items {
      id
      createdAt
      pType
      isATC
      isRedeemed
      prize {
        id
        name
        featuredAsset {
          preview
        }
        variants {
          id
        }
      }
      campaign {
        id
        sId
        name
      }
      ticket {
        id
        ticketId
      }
      blindBox {
        id
        orderId
        prizeLine {
          id
          prizeName
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetPrizeQuery, GetPrizeQueryVariables>;
export const PreviewCodeDocument = new TypedDocumentString(`
    mutation PreviewCode($code: String!) {
  previewCode(code: $code) {
    __typename
    ... on RedemptionCode {
      code
      printed
      grantType
      quantity
      isRedeemed
      campaign {
        id
        name
      }
      prize {
        id
        name
      }
    }
    ... on ErrorResult {
      errorCode
      message
    }
  }
}
    `) as unknown as TypedDocumentString<PreviewCodeMutation, PreviewCodeMutationVariables>;
export const PrizesUpdateDocument = new TypedDocumentString(`
    mutation PrizesUpdate($input: PrizesUpdateInput!) {
  prizesUpdate(input: $input) {
    __typename
    ... on WonPrize {
      id
      isATC
      isRedeemed
    }
    ... on ErrorResult {
      errorCode
      message
    }
    ... on PrizeUnavailableError {
      reason
    }
  }
}
    `) as unknown as TypedDocumentString<PrizesUpdateMutation, PrizesUpdateMutationVariables>;
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
  rarityRevealsAt
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
export const GetLoggedInUserDocument = new TypedDocumentString(`
    query GetLoggedInUser {
  activeCustomer {
    id
    firstName
    displayName
    emailAddress
    phoneNumber
    createdAt
    pendingAction
    customFields {
      lang
      govId
      username
      avatar {
        id
        preview
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetLoggedInUserQuery, GetLoggedInUserQueryVariables>;