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
    "fragment CampaignCard on Campaign {\n  id\n  name\n  cardBuyTxt\n  typStr\n  state\n  stage\n  startDate\n  endDate\n  isHot\n  isNew\n  isCancelled\n  totalTicket\n  issuedTicket\n  cover {\n    id\n    preview\n  }\n  featuredImg {\n    id\n    preview\n  }\n  prize {\n    id\n    featuredAsset {\n      id\n      preview\n    }\n  }\n  product {\n    id\n    featuredAsset {\n      id\n      preview\n    }\n  }\n  winner {\n    ticketId\n    customer {\n      id\n      displayName\n    }\n  }\n}": typeof types.CampaignCardFragmentDoc,
    "query GetCategory {\n  getCategory {\n    id\n    name\n    shortId\n    imgUrl\n  }\n}": typeof types.GetCategoryDocument,
    "fragment TicketStub on Ticket {\n  id\n  ticketId\n  rarity\n  weight\n  isWin\n  isVoid\n}": typeof types.TicketStubFragmentDoc,
    "query AltchaChallenge {\n  altchaChallenge\n}": typeof types.AltchaChallengeDocument,
    "fragment Refusal on ErrorResult {\n  errorCode\n  message\n  ... on InvalidPhoneNumberError {\n    reason\n  }\n  ... on OtpResendTooSoonError {\n    retryAfterSeconds\n  }\n  ... on OtpInvalidError {\n    attemptsLeft\n  }\n  ... on OtpExpiredError {\n    reason\n  }\n  ... on InvalidAccountFieldError {\n    field\n  }\n  ... on PasswordValidationError {\n    validationErrorMessage\n  }\n  ... on InvalidCredentialsError {\n    authenticationError\n  }\n  ... on DeleteConfirmationError {\n    expected\n  }\n  ... on BotCheckFailedError {\n    reason\n  }\n  ... on InvalidAvatarError {\n    reason\n    maxBytes\n  }\n}": typeof types.RefusalFragmentDoc,
    "mutation Authenticate($input: AuthenticationInput!, $rememberMe: Boolean) {\n  authenticate(input: $input, rememberMe: $rememberMe) {\n    __typename\n    ... on CurrentUser {\n      id\n      identifier\n      channels {\n        id\n        code\n      }\n    }\n    ...Refusal\n  }\n}": typeof types.AuthenticateDocument,
    "mutation GenerateOTP($input: GenerateOTPInput!) {\n  generateOTP(input: $input) {\n    __typename\n    ... on OtpResult {\n      success\n      message\n    }\n    ...Refusal\n  }\n}": typeof types.GenerateOtpDocument,
    "mutation RegisterCustomerAccountWithOTP($input: RegisterCustomerAccountWithOTPInput!) {\n  registerCustomerAccountWithOTP(input: $input) {\n    __typename\n    ... on OtpResult {\n      success\n      message\n    }\n    ...Refusal\n  }\n}": typeof types.RegisterCustomerAccountWithOtpDocument,
    "mutation ResetPasswordUsingOTP($input: ResetPasswordUsingOTPInput!) {\n  resetPasswordUsingOTP(input: $input) {\n    __typename\n    ... on OtpResult {\n      success\n      message\n    }\n    ...Refusal\n  }\n}": typeof types.ResetPasswordUsingOtpDocument,
    "mutation DeleteAcc($input: DeleteAccInput!) {\n  deleteAcc(input: $input) {\n    __typename\n    ... on Success {\n      success\n    }\n    ...Refusal\n  }\n}": typeof types.DeleteAccDocument,
    "mutation Logout {\n  logout {\n    success\n  }\n}": typeof types.LogoutDocument,
    "mutation SetCustomerAvatarB64($fileB64: String!) {\n  setCustomerAvatarB64(fileB64: $fileB64) {\n    __typename\n    ... on Asset {\n      id\n      name\n      fileSize\n    }\n    ...Refusal\n  }\n}": typeof types.SetCustomerAvatarB64Document,
    "mutation UpdateCustomer($updateProfileInput: UpdateCustomerInput!) {\n  updateCustomer(input: $updateProfileInput) {\n    id\n    displayName\n    emailAddress\n    phoneNumber\n    firstName\n    customFields {\n      govId\n    }\n  }\n}": typeof types.UpdateCustomerDocument,
    "mutation UpdateCustomerPassword($currentPassword: String!, $newPassword: String!) {\n  updateCustomerPassword(\n    currentPassword: $currentPassword\n    newPassword: $newPassword\n  ) {\n    __typename\n    ... on Success {\n      success\n    }\n    ...Refusal\n  }\n}": typeof types.UpdateCustomerPasswordDocument,
    "mutation UpdateLang($lang: String!) {\n  updateLang(lang: $lang) {\n    __typename\n    ... on Customer {\n      id\n      customFields {\n        lang\n      }\n    }\n    ...Refusal\n  }\n}": typeof types.UpdateLangDocument,
    "mutation VerifyOTP($input: VerifyOTPInput!) {\n  verifyOTP(input: $input) {\n    __typename\n    ... on OtpResult {\n      success\n      message\n    }\n    ...Refusal\n  }\n}": typeof types.VerifyOtpDocument,
    "mutation getNewHpOTP($hpNum: String!) {\n  getNewHpOTP(hpNum: $hpNum) {\n    __typename\n    ... on OtpResult {\n      success\n      message\n    }\n    ...Refusal\n  }\n}": typeof types.GetNewHpOtpDocument,
    "query BbCode($orderId: ID!, $prizeLineId: ID!) {\n  bbCode(orderId: $orderId, prizeLineId: $prizeLineId) {\n    __typename\n    ... on BbCodeReveal {\n      bbCode {\n        id\n        code\n      }\n      prizeLine {\n        id\n        tnc\n      }\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n    ... on BbCodeUnavailableError {\n      reason\n    }\n  }\n}": typeof types.BbCodeDocument,
    "query BlindBoxFairness($boxId: ID!) {\n  blindBoxFairness(boxId: $boxId) {\n    boxId\n    boxCode\n    sId\n    seedCommitment\n    campaignSeed\n    clientSeed\n    clientSeedSource\n    vrfSuite\n    vrfPublicKey\n    vrfProof\n    randomWord\n    eligibility {\n      prizeLineId\n      weight\n      remaining\n    }\n    prizeLineId\n    openedAt\n    logEntries {\n      index\n      kind\n      body\n    }\n    timeline {\n      stage\n      at\n      evidence\n    }\n  }\n}": typeof types.BlindBoxFairnessDocument,
    "query BlindBoxes($options: BlindBoxListOptions) {\n  blindBoxes(options: $options) {\n    totalItems\n    items {\n      id\n      isOpen\n      isVoid\n      openedAt\n      code {\n        code\n      }\n      orderId\n      campaign {\n        id\n        sId\n        name\n      }\n      prizeLine {\n        ...PrizeSummary\n      }\n    }\n  }\n}": typeof types.BlindBoxesDocument,
    "query GetNextBlindBoxId($orderId: ID!, $boxId: ID!) {\n  getNextBlindBoxId(orderId: $orderId, boxId: $boxId)\n}": typeof types.GetNextBlindBoxIdDocument,
    "query GetOneOrderPooling($orderCode: String!) {\n  orderByCode(code: $orderCode) {\n    id\n    code\n    state\n    currencyCode\n    moneySummary {\n      ...MoneySummary\n    }\n    gatewayRefunds {\n      amount\n      outcome\n    }\n    customFields {\n      isLBb\n    }\n    lines {\n      id\n      customFields {\n        campaignId\n      }\n      campaign {\n        id\n        typStr\n        name\n      }\n      tickets {\n        id\n        ticketId\n        rarity\n        weight\n        isWin\n        isVoid\n      }\n    }\n  }\n}": typeof types.GetOneOrderPoolingDocument,
    "mutation OpenAllBox($orderId: ID!, $clientSeed: String) {\n  openAllBox(orderId: $orderId, clientSeed: $clientSeed) {\n    __typename\n    ... on BoxOpeningList {\n      opened\n      items {\n        alreadyOpened\n        box {\n          id\n        }\n        prizeLine {\n          ...PrizeSummary\n        }\n      }\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}": typeof types.OpenAllBoxDocument,
    "mutation OpenBox($boxId: ID!, $autoNext: Boolean, $clientSeed: String) {\n  openBox(boxId: $boxId, autoNext: $autoNext, clientSeed: $clientSeed) {\n    __typename\n    ... on BoxOpening {\n      alreadyOpened\n      nextBoxId\n      box {\n        id\n        isOpen\n      }\n      prizeLine {\n        ...PrizeOutcome\n        prizeImg\n        animationImg\n      }\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}": typeof types.OpenBoxDocument,
    "fragment PrizeOutcome on PrizeLine {\n  id\n  prizeName\n  isLose\n  tnc\n  rarity\n  pType\n  rPercent\n  brandStr\n}\n\nfragment PrizeSummary on PrizeLine {\n  id\n  prizeName\n  isLose\n  rarity\n  pType\n  prizeImg\n}": typeof types.PrizeOutcomeFragmentDoc,
    "query getBox($bbBlindBoxId: ID!) {\n  getBox(bbBlindBoxId: $bbBlindBoxId) {\n    id\n    isOpen\n    code {\n      code\n    }\n    allPrizes {\n      id\n      prizeName\n      prizeImg\n      animationImg\n      rarity\n      rPercent\n    }\n    prizeLine {\n      ...PrizeOutcome\n    }\n    orderLine {\n      id\n    }\n  }\n}": typeof types.GetBoxDocument,
    "query listPendingBoxes($orderId: ID!) {\n  listPendingBoxes(orderId: $orderId) {\n    id\n    isOpen\n    code {\n      code\n    }\n  }\n}": typeof types.ListPendingBoxesDocument,
    "mutation AdjustOrderLine($orderLineId: ID!, $quantity: Int!) {\n  adjustOrderLine(orderLineId: $orderLineId, quantity: $quantity) {\n    ...CartChange\n  }\n}": typeof types.AdjustOrderLineDocument,
    "mutation ApplyCouponCode($couponCode: String!) {\n  applyCouponCode(couponCode: $couponCode) {\n    __typename\n    ... on Order {\n      id\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n    ... on CouponCodeLimitError {\n      limit\n    }\n  }\n}": typeof types.ApplyCouponCodeDocument,
    "fragment CartChange on UpdateOrderItemsResult {\n  __typename\n  ... on Order {\n    id\n  }\n  ... on ErrorResult {\n    errorCode\n    message\n  }\n  ... on OrderLimitError {\n    maxItems\n  }\n  ... on InsufficientStockError {\n    quantityAvailable\n  }\n  ... on CampaignUnavailableError {\n    reason\n  }\n  ... on PrizeUnavailableError {\n    reason\n  }\n}": typeof types.CartChangeFragmentDoc,
    "mutation CheckCart($ts: DateTime) {\n  checkCart(ts: $ts) {\n    ok\n    problems {\n      code\n      message\n      orderLineId\n      quantityAvailable\n      maxQty\n    }\n  }\n}": typeof types.CheckCartDocument,
    "query GetCartDetails {\n  activeOrder {\n    id\n    state\n    totalQuantity\n    subTotalWithTax\n    shippingWithTax\n    totalWithTax\n    currencyCode\n    couponCodes\n    moneySummary {\n      ...MoneySummary\n    }\n    lines {\n      id\n      quantity\n      unitPriceWithTax\n      linePriceWithTax\n      quantityAvailable\n      featuredAsset {\n        id\n        preview\n      }\n      productVariant {\n        id\n        name\n      }\n      customFields {\n        campaignId\n        prizeId\n      }\n    }\n  }\n}": typeof types.GetCartDetailsDocument,
    "mutation RemoveCouponCode($couponCode: String!) {\n  removeCouponCode(couponCode: $couponCode) {\n    id\n  }\n}": typeof types.RemoveCouponCodeDocument,
    "mutation RemoveOrderLine($orderLineId: ID!) {\n  removeOrderLine(orderLineId: $orderLineId) {\n    __typename\n    ... on Order {\n      id\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}": typeof types.RemoveOrderLineDocument,
    "mutation AddPaymentToOrder($input: PaymentInput!) {\n  addPaymentToOrder(input: $input) {\n    __typename\n    ... on Order {\n      id\n      state\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}": typeof types.AddPaymentToOrderDocument,
    "query AvailableCountries {\n  availableCountries {\n    id\n    code\n    name\n    provinces\n  }\n}": typeof types.AvailableCountriesDocument,
    "mutation CreateCustomerAddress($input: CreateAddressInput!) {\n  createCustomerAddress(input: $input) {\n    ...CustomerAddress\n  }\n}": typeof types.CreateCustomerAddressDocument,
    "mutation CreateIPayIntent($platform: Platform!) {\n  createIPayIntent(platform: $platform) {\n    __typename\n    ... on IPayIntent {\n      endpoint\n      fields {\n        name\n        value\n      }\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}": typeof types.CreateIPayIntentDocument,
    "query EligiblePaymentMethods {\n  eligiblePaymentMethods {\n    id\n    code\n    name\n    description\n    isEligible\n    eligibilityMessage\n  }\n}": typeof types.EligiblePaymentMethodsDocument,
    "query EligibleShippingMethods {\n  eligibleShippingMethods {\n    id\n    code\n    name\n    priceWithTax\n  }\n}": typeof types.EligibleShippingMethodsDocument,
    "query GetDeliveryFee($input: DeliveryFeeInput) {\n  getDeliveryFee(input: $input) {\n    error_code\n    error_remark\n    options {\n      id\n      service_name\n      service_detail\n      courier_name\n      priceWithTax\n      delivery\n      cod_service_available\n    }\n  }\n}": typeof types.GetDeliveryFeeDocument,
    "query GetFinalCartDetails {\n  activeOrder {\n    id\n    code\n    state\n    totalQuantity\n    subTotalWithTax\n    shippingWithTax\n    totalWithTax\n    currencyCode\n    couponCodes\n    moneySummary {\n      ...MoneySummary\n    }\n    lines {\n      id\n      quantity\n      linePriceWithTax\n      featuredAsset {\n        id\n        preview\n      }\n      productVariant {\n        id\n        name\n      }\n      ticketsToEarn\n      campaign {\n        id\n        name\n      }\n    }\n    shippingAddress {\n      ...OrderAddress\n    }\n    courierName\n    courierService\n    customFields {\n      epName\n      epDesc\n    }\n  }\n}\n\nfragment OrderAddress on OrderAddress {\n  fullName\n  streetLine1\n  streetLine2\n  city\n  province\n  postalCode\n  countryCode\n  phoneNumber\n}": typeof types.GetFinalCartDetailsDocument,
    "mutation SetOrderShippingAddress($input: CreateAddressInput!) {\n  setOrderShippingAddress(input: $input) {\n    __typename\n    ... on Order {\n      id\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}": typeof types.SetOrderShippingAddressDocument,
    "mutation SetShipping($input: SetShippingInput, $digital: Boolean) {\n  setShipping(input: $input, digital: $digital) {\n    __typename\n    ... on Order {\n      id\n      shippingWithTax\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n    ... on DeliveryOptionError {\n      reason\n    }\n  }\n}": typeof types.SetShippingDocument,
    "mutation TransitionOrderToState($state: String!) {\n  transitionOrderToState(state: $state) {\n    __typename\n    ... on Order {\n      id\n      state\n    }\n    ... on OrderStateTransitionError {\n      errorCode\n      message\n      transitionError\n      fromState\n      toState\n    }\n  }\n}": typeof types.TransitionOrderToStateDocument,
    "mutation UpdateCustomerAddress($input: UpdateAddressInput!) {\n  updateCustomerAddress(input: $input) {\n    ...CustomerAddress\n  }\n}": typeof types.UpdateCustomerAddressDocument,
    "query UserShippingAddress {\n  userShippingAddress {\n    ...CustomerAddress\n  }\n}\n\nfragment CustomerAddress on Address {\n  id\n  fullName\n  streetLine1\n  streetLine2\n  city\n  province\n  postalCode\n  phoneNumber\n  country {\n    id\n    code\n    name\n  }\n  defaultShippingAddress\n  defaultBillingAddress\n  createdAt\n}": typeof types.UserShippingAddressDocument,
    "query CategoryInner($id: ID!) {\n  collection(id: $id) {\n    id\n    name\n    productVariants(options: {take: 100}) {\n      items {\n        id\n        productId\n      }\n    }\n  }\n}": typeof types.CategoryInnerDocument,
    "query GetCampaigns($options: CampaignListOptions, $state: CampaignState, $sheet: CampaignSheet) {\n  campaigns(options: $options, state: $state, sheet: $sheet) {\n    totalItems\n    items {\n      ...CampaignCard\n    }\n  }\n}": typeof types.GetCampaignsDocument,
    "mutation AddItemToOrder($productVariantId: ID!, $quantity: Int!, $customFields: OrderLineCustomFieldsInput) {\n  addItemToOrder(\n    productVariantId: $productVariantId\n    quantity: $quantity\n    customFields: $customFields\n  ) {\n    ...CartChange\n  }\n}": typeof types.AddItemToOrderDocument,
    "query Campaign($campaignId: ID!, $wonId: ID) {\n  campaign(campaignId: $campaignId, wonId: $wonId) {\n    ...CampaignCard\n    ...CampaignOdds\n    sId\n    isDraw\n    ticketPerItem\n    ticketPerItemForSp\n    maxQty\n    specialVariant {\n      id\n    }\n    allPrizes {\n      id\n      prizeName\n      prizeImg\n      rarity\n      rPercent\n      isLose\n      pType\n      remaining\n    }\n    bbTnc {\n      tnc\n      videoUrl\n    }\n    prize {\n      id\n      name\n      description\n      assets {\n        id\n        preview\n      }\n      customFields {\n        videoUrl\n      }\n    }\n    product {\n      id\n      name\n      description\n      variants {\n        id\n        name\n        priceWithTax\n        currencyCode\n      }\n      customFields {\n        videoUrl\n        sizeImg {\n          id\n        }\n      }\n    }\n  }\n}": typeof types.CampaignDocument,
    "query CampaignSizeChart($campaignId: ID!) {\n  campaign(campaignId: $campaignId) {\n    id\n    product {\n      id\n      name\n      customFields {\n        sizeImg {\n          id\n          preview\n          width\n          height\n        }\n      }\n    }\n  }\n}": typeof types.CampaignSizeChartDocument,
    "query GetCampaignProgress($campaignId: ID!) {\n  campaignProgress(campaignId: $campaignId) {\n    campaignId\n    stage\n    isCancelled\n    provider\n    ts_DRAW_INIT\n    ts_CALL_CONTRACT\n    ts_CALL_CHAINLINK\n    ts_WAIT_VRF_RESULT\n    ts_GET_WINNER\n    ts_ENDED\n    drawResult {\n      winner {\n        ticketId\n        customer {\n          id\n          displayName\n        }\n      }\n    }\n  }\n}": typeof types.GetCampaignProgressDocument,
    "query GetUserTickets($customerId: ID!, $campaignId: ID) {\n  userTickets(customerId: $customerId, campaignId: $campaignId) {\n    totalItems\n    items {\n      ...TicketStub\n    }\n  }\n}": typeof types.GetUserTicketsDocument,
    "query ListCampaignParticipants($campaignId: ID!, $sort: ParticipantSortInput, $options: ParticipationListOptions) {\n  listCampaignParticipants(\n    campaignId: $campaignId\n    sort: $sort\n    options: $options\n  ) {\n    totalItems\n    items {\n      id\n      count\n      createdAt\n      customer {\n        id\n        displayName\n      }\n    }\n  }\n}": typeof types.ListCampaignParticipantsDocument,
    "query CampaignFairness($campaignId: ID!) {\n  campaignFairness(campaignId: $campaignId) {\n    campaignId\n    sId\n    stage\n    provider\n    commitment\n    committedAt\n    ticketCount\n    totalWeight\n    commitmentScheme\n    ticketPage(take: 50) {\n      totalItems\n      items {\n        ticketId\n        weight\n        rarity\n        holderHash\n      }\n    }\n    winnerProof {\n      index\n      before\n      ticket {\n        ticketId\n        weight\n        rarity\n        holderHash\n      }\n      path\n    }\n    tierSeedCommitment\n    tierSeed\n    tierOdds {\n      rarity\n      percent\n    }\n    randomWord\n    vrfPublicKey\n    vrfProof\n    chainId\n    contractAddress\n    requestId\n    commitTxHash\n    requestTxHash\n    fulfilTxHash\n    vrfWord\n    beaconRound\n    beaconFixedAt\n    beaconDelaySeconds\n    beaconPublicKey\n    beaconChainHash\n    beaconGenesisTime\n    beaconPeriod\n    beaconSignature\n    winnerTicketId\n    winnerIndex\n    logEntries {\n      index\n      kind\n      body\n    }\n    timeline {\n      stage\n      at\n      evidence\n    }\n  }\n}": typeof types.CampaignFairnessDocument,
    "query CampaignFairnessTickets($campaignId: ID!) {\n  campaignFairness(campaignId: $campaignId) {\n    campaignId\n    tickets {\n      ticketId\n      weight\n      rarity\n      holderHash\n    }\n  }\n}": typeof types.CampaignFairnessTicketsDocument,
    "query MyTicketProofs($campaignId: ID!, $take: Int) {\n  myTicketProofs(campaignId: $campaignId, take: $take) {\n    __typename\n    ... on MyTicketProofList {\n      commitment\n      ticketCount\n      totalWeight\n      holderHash\n      totalItems\n      items {\n        index\n        before\n        ticket {\n          ticketId\n          weight\n        }\n        path\n      }\n    }\n    ... on TicketProofsUnavailableError {\n      reason\n    }\n  }\n}": typeof types.MyTicketProofsDocument,
    "fragment CampaignOdds on Campaign {\n  id\n  typStr\n  odds {\n    tiers {\n      rarity\n      percent\n      weight\n    }\n    ticketsSold\n    ticketsLeft\n    countedTickets\n    totalWeight\n    myTickets\n    myWeight\n    myChance\n  }\n}": typeof types.CampaignOddsFragmentDoc,
    "query CampaignRules($campaignId: ID!) {\n  campaign(campaignId: $campaignId) {\n    id\n    sId\n    name\n    typStr\n    state\n    stage\n    isDraw\n    isCancelled\n    startDate\n    endDate\n    totalTicket\n    ticketPerItem\n    rules\n    prize {\n      id\n      name\n      variants {\n        id\n        priceWithTax\n        currencyCode\n      }\n    }\n    ...CampaignOdds\n  }\n}": typeof types.CampaignRulesDocument,
    "query FreeEntry($campaignId: ID!) {\n  campaign(campaignId: $campaignId) {\n    id\n    name\n    typStr\n    state\n    stage\n    isCancelled\n    startDate\n    endDate\n  }\n  freeEntry(campaignId: $campaignId) {\n    ...FreeEntryFields\n  }\n}\n\nmutation RequestFreeEntry($campaignId: ID!) {\n  requestFreeEntry(campaignId: $campaignId) {\n    __typename\n    ...FreeEntryFields\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n    ... on BotCheckFailedError {\n      reason\n    }\n    ... on CampaignUnavailableError {\n      reason\n    }\n  }\n}\n\nfragment FreeEntryFields on FreeEntry {\n  id\n  code {\n    code\n    printed\n    grantType\n    isRedeemed\n  }\n}": typeof types.FreeEntryDocument,
    "query Products($options: ProductListOptions) {\n  products(options: $options) {\n    items {\n      id\n      name\n      featuredAsset {\n        id\n        preview\n      }\n      variants {\n        id\n        priceWithTax\n        currencyCode\n      }\n    }\n  }\n}": typeof types.ProductsDocument,
    "query GetMarketing {\n  getMarketing {\n    banners {\n      ...MarketingItemFields\n    }\n    popup {\n      ...MarketingItemFields\n    }\n    fab {\n      ...MarketingItemFields\n    }\n    bb {\n      ...MarketingItemFields\n    }\n  }\n}\n\nfragment MarketingItemFields on MarketingItem {\n  id\n  actionTyp\n  actionVal\n  title\n  startsAt\n  endsAt\n  asset {\n    id\n    source\n    preview\n  }\n}": typeof types.GetMarketingDocument,
    "mutation NotificationsMarkRead($input: NotificationsMarkReadInput!) {\n  notificationsMarkRead(input: $input) {\n    id\n    isRead\n  }\n}": typeof types.NotificationsMarkReadDocument,
    "query NotificationsUnread {\n  readNotification(options: {take: 1}) {\n    unreadCount\n  }\n}": typeof types.NotificationsUnreadDocument,
    "query ReadNotification($options: NotificationListOptions) {\n  readNotification(options: $options) {\n    totalItems\n    unreadCount\n    items {\n      id\n    }\n    groups {\n      title\n      content {\n        ...NotificationItem\n      }\n    }\n  }\n}\n\nfragment NotificationItem on Notification {\n  id\n  isRead\n  tag\n  title\n  msg\n  imgUrl\n  actionTyp\n  actionVal\n  createdAt\n}": typeof types.ReadNotificationDocument,
    "mutation UpdateFcmToken($fcmToken: String!, $platform: String) {\n  updateFcmToken(fcmToken: $fcmToken, platform: $platform) {\n    __typename\n    ... on PushDevice {\n      id\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}": typeof types.UpdateFcmTokenDocument,
    "query GetAllOrders($options: OrderBucketListOptions) {\n  getAllOrders(options: $options) {\n    totalItems\n    counts {\n      won\n      processing\n      shipped\n      completed\n    }\n    items {\n      ...OrderSummary\n    }\n  }\n}\n\nfragment OrderSummary on Order {\n  id\n  code\n  state\n  orderPlacedAt\n  totalQuantity\n  totalWithTax\n  currencyCode\n  lines {\n    id\n    featuredAsset {\n      id\n      preview\n    }\n    productVariant {\n      id\n      name\n    }\n  }\n}": typeof types.GetAllOrdersDocument,
    "query GetOneOrder($orderCode: String!) {\n  getOneOrder(orderCode: $orderCode) {\n    id\n    code\n    state\n    orderPlacedAt\n    totalQuantity\n    subTotalWithTax\n    shippingWithTax\n    totalWithTax\n    currencyCode\n    couponCodes\n    moneySummary {\n      ...MoneySummary\n    }\n    gatewayRefunds {\n      amount\n      outcome\n    }\n    courierName\n    courierService\n    customFields {\n      paidAt\n      createDt\n      epTracking\n      epName\n      epPrice\n      epDesc\n      isLBb\n    }\n    discounts {\n      description\n      amountWithTax\n    }\n    shippingLines {\n      priceWithTax\n      discountedPriceWithTax\n    }\n    shippingAddress {\n      fullName\n      company\n      streetLine1\n      streetLine2\n      city\n      province\n      postalCode\n      country\n      countryCode\n      phoneNumber\n    }\n    tracking {\n      trackingNumber\n      status\n      events {\n        status\n        at\n        location\n      }\n    }\n    invoices {\n      invoiceNumber\n      downloadUrl\n    }\n    fulfillments {\n      id\n      state\n      method\n      trackingCode\n      updatedAt\n    }\n    payments {\n      id\n      method\n      state\n      transactionId\n      amount\n      createdAt\n    }\n    lines {\n      id\n      quantity\n      linePriceWithTax\n      featuredAsset {\n        id\n        preview\n      }\n      productVariant {\n        id\n        name\n      }\n      campaign {\n        id\n        name\n        typStr\n        ticketPerItem\n        ticketPerItemForSp\n        specialVariant {\n          id\n        }\n      }\n      blindBoxes {\n        id\n        isOpen\n        code {\n          code\n        }\n      }\n    }\n  }\n}": typeof types.GetOneOrderDocument,
    "query PolicyPage($slug: String!) {\n  policyPage(slug: $slug) {\n    slug\n    title\n    body\n    languageCode\n    updatedAt\n  }\n}": typeof types.PolicyPageDocument,
    "query PolicyPages {\n  policyPages {\n    slug\n    title\n  }\n}": typeof types.PolicyPagesDocument,
    "mutation CodeRedeem($code: String!, $campaignId: ID) {\n  codeRedeem(code: $code, campaignId: $campaignId) {\n    __typename\n    ... on CodeRedemption {\n      ticketIds\n      orderCode\n      code {\n        code\n        grantType\n        campaign {\n          id\n        }\n      }\n      wonPrize {\n        id\n      }\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n    ... on CouponCodeLimitError {\n      limit\n    }\n    ... on CampaignUnavailableError {\n      reason\n    }\n  }\n}": typeof types.CodeRedeemDocument,
    "query GetPrize($options: WonPrizeListOptions) {\n  getPrize(options: $options) {\n    totalItems\n    items {\n      id\n      createdAt\n      pType\n      isATC\n      isRedeemed\n      prize {\n        id\n        name\n        featuredAsset {\n          preview\n        }\n        variants {\n          id\n        }\n      }\n      campaign {\n        id\n        sId\n        name\n      }\n      ticket {\n        id\n        ticketId\n      }\n      blindBox {\n        id\n        orderId\n        prizeLine {\n          id\n          prizeName\n        }\n      }\n    }\n  }\n}": typeof types.GetPrizeDocument,
    "mutation PreviewCode($code: String!) {\n  previewCode(code: $code) {\n    __typename\n    ... on RedemptionCode {\n      code\n      printed\n      grantType\n      quantity\n      isRedeemed\n      campaign {\n        id\n        name\n      }\n      prize {\n        id\n        name\n      }\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}": typeof types.PreviewCodeDocument,
    "mutation PrizesUpdate($input: PrizesUpdateInput!) {\n  prizesUpdate(input: $input) {\n    __typename\n    ... on WonPrize {\n      id\n      isATC\n      isRedeemed\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n    ... on PrizeUnavailableError {\n      reason\n    }\n  }\n}": typeof types.PrizesUpdateDocument,
    "query listUserCurCampaignTicket($campaignId: ID!) {\n  listUserCurCampaignTicket(campaignId: $campaignId) {\n    totalItems\n    items {\n      ...TicketStub\n    }\n  }\n}": typeof types.ListUserCurCampaignTicketDocument,
    "query listUserParticipateCampaign($state: CampaignState) {\n  listUserParticipateCampaign(state: $state) {\n    totalItems\n    items {\n      ...CampaignCard\n    }\n  }\n}": typeof types.ListUserParticipateCampaignDocument,
    "query GetLoggedInUser {\n  activeCustomer {\n    id\n    firstName\n    displayName\n    emailAddress\n    phoneNumber\n    createdAt\n    pendingAction\n    customFields {\n      lang\n      govId\n      username\n      avatar {\n        id\n        preview\n      }\n    }\n  }\n}": typeof types.GetLoggedInUserDocument,
    "fragment MoneySummary on MoneySummary {\n  currencyCode\n  itemsTotal\n  discounts {\n    source\n    name\n    couponCode\n    amountWithTax\n  }\n  subTotal\n  delivery {\n    state\n    name\n    priceWithTax\n  }\n  deliveryDiscounts {\n    source\n    name\n    couponCode\n    amountWithTax\n  }\n  total\n  taxes {\n    description\n    taxRate\n    amount\n  }\n  taxTotal\n}": typeof types.MoneySummaryFragmentDoc,
};
const documents: Documents = {
    "fragment CampaignCard on Campaign {\n  id\n  name\n  cardBuyTxt\n  typStr\n  state\n  stage\n  startDate\n  endDate\n  isHot\n  isNew\n  isCancelled\n  totalTicket\n  issuedTicket\n  cover {\n    id\n    preview\n  }\n  featuredImg {\n    id\n    preview\n  }\n  prize {\n    id\n    featuredAsset {\n      id\n      preview\n    }\n  }\n  product {\n    id\n    featuredAsset {\n      id\n      preview\n    }\n  }\n  winner {\n    ticketId\n    customer {\n      id\n      displayName\n    }\n  }\n}": types.CampaignCardFragmentDoc,
    "query GetCategory {\n  getCategory {\n    id\n    name\n    shortId\n    imgUrl\n  }\n}": types.GetCategoryDocument,
    "fragment TicketStub on Ticket {\n  id\n  ticketId\n  rarity\n  weight\n  isWin\n  isVoid\n}": types.TicketStubFragmentDoc,
    "query AltchaChallenge {\n  altchaChallenge\n}": types.AltchaChallengeDocument,
    "fragment Refusal on ErrorResult {\n  errorCode\n  message\n  ... on InvalidPhoneNumberError {\n    reason\n  }\n  ... on OtpResendTooSoonError {\n    retryAfterSeconds\n  }\n  ... on OtpInvalidError {\n    attemptsLeft\n  }\n  ... on OtpExpiredError {\n    reason\n  }\n  ... on InvalidAccountFieldError {\n    field\n  }\n  ... on PasswordValidationError {\n    validationErrorMessage\n  }\n  ... on InvalidCredentialsError {\n    authenticationError\n  }\n  ... on DeleteConfirmationError {\n    expected\n  }\n  ... on BotCheckFailedError {\n    reason\n  }\n  ... on InvalidAvatarError {\n    reason\n    maxBytes\n  }\n}": types.RefusalFragmentDoc,
    "mutation Authenticate($input: AuthenticationInput!, $rememberMe: Boolean) {\n  authenticate(input: $input, rememberMe: $rememberMe) {\n    __typename\n    ... on CurrentUser {\n      id\n      identifier\n      channels {\n        id\n        code\n      }\n    }\n    ...Refusal\n  }\n}": types.AuthenticateDocument,
    "mutation GenerateOTP($input: GenerateOTPInput!) {\n  generateOTP(input: $input) {\n    __typename\n    ... on OtpResult {\n      success\n      message\n    }\n    ...Refusal\n  }\n}": types.GenerateOtpDocument,
    "mutation RegisterCustomerAccountWithOTP($input: RegisterCustomerAccountWithOTPInput!) {\n  registerCustomerAccountWithOTP(input: $input) {\n    __typename\n    ... on OtpResult {\n      success\n      message\n    }\n    ...Refusal\n  }\n}": types.RegisterCustomerAccountWithOtpDocument,
    "mutation ResetPasswordUsingOTP($input: ResetPasswordUsingOTPInput!) {\n  resetPasswordUsingOTP(input: $input) {\n    __typename\n    ... on OtpResult {\n      success\n      message\n    }\n    ...Refusal\n  }\n}": types.ResetPasswordUsingOtpDocument,
    "mutation DeleteAcc($input: DeleteAccInput!) {\n  deleteAcc(input: $input) {\n    __typename\n    ... on Success {\n      success\n    }\n    ...Refusal\n  }\n}": types.DeleteAccDocument,
    "mutation Logout {\n  logout {\n    success\n  }\n}": types.LogoutDocument,
    "mutation SetCustomerAvatarB64($fileB64: String!) {\n  setCustomerAvatarB64(fileB64: $fileB64) {\n    __typename\n    ... on Asset {\n      id\n      name\n      fileSize\n    }\n    ...Refusal\n  }\n}": types.SetCustomerAvatarB64Document,
    "mutation UpdateCustomer($updateProfileInput: UpdateCustomerInput!) {\n  updateCustomer(input: $updateProfileInput) {\n    id\n    displayName\n    emailAddress\n    phoneNumber\n    firstName\n    customFields {\n      govId\n    }\n  }\n}": types.UpdateCustomerDocument,
    "mutation UpdateCustomerPassword($currentPassword: String!, $newPassword: String!) {\n  updateCustomerPassword(\n    currentPassword: $currentPassword\n    newPassword: $newPassword\n  ) {\n    __typename\n    ... on Success {\n      success\n    }\n    ...Refusal\n  }\n}": types.UpdateCustomerPasswordDocument,
    "mutation UpdateLang($lang: String!) {\n  updateLang(lang: $lang) {\n    __typename\n    ... on Customer {\n      id\n      customFields {\n        lang\n      }\n    }\n    ...Refusal\n  }\n}": types.UpdateLangDocument,
    "mutation VerifyOTP($input: VerifyOTPInput!) {\n  verifyOTP(input: $input) {\n    __typename\n    ... on OtpResult {\n      success\n      message\n    }\n    ...Refusal\n  }\n}": types.VerifyOtpDocument,
    "mutation getNewHpOTP($hpNum: String!) {\n  getNewHpOTP(hpNum: $hpNum) {\n    __typename\n    ... on OtpResult {\n      success\n      message\n    }\n    ...Refusal\n  }\n}": types.GetNewHpOtpDocument,
    "query BbCode($orderId: ID!, $prizeLineId: ID!) {\n  bbCode(orderId: $orderId, prizeLineId: $prizeLineId) {\n    __typename\n    ... on BbCodeReveal {\n      bbCode {\n        id\n        code\n      }\n      prizeLine {\n        id\n        tnc\n      }\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n    ... on BbCodeUnavailableError {\n      reason\n    }\n  }\n}": types.BbCodeDocument,
    "query BlindBoxFairness($boxId: ID!) {\n  blindBoxFairness(boxId: $boxId) {\n    boxId\n    boxCode\n    sId\n    seedCommitment\n    campaignSeed\n    clientSeed\n    clientSeedSource\n    vrfSuite\n    vrfPublicKey\n    vrfProof\n    randomWord\n    eligibility {\n      prizeLineId\n      weight\n      remaining\n    }\n    prizeLineId\n    openedAt\n    logEntries {\n      index\n      kind\n      body\n    }\n    timeline {\n      stage\n      at\n      evidence\n    }\n  }\n}": types.BlindBoxFairnessDocument,
    "query BlindBoxes($options: BlindBoxListOptions) {\n  blindBoxes(options: $options) {\n    totalItems\n    items {\n      id\n      isOpen\n      isVoid\n      openedAt\n      code {\n        code\n      }\n      orderId\n      campaign {\n        id\n        sId\n        name\n      }\n      prizeLine {\n        ...PrizeSummary\n      }\n    }\n  }\n}": types.BlindBoxesDocument,
    "query GetNextBlindBoxId($orderId: ID!, $boxId: ID!) {\n  getNextBlindBoxId(orderId: $orderId, boxId: $boxId)\n}": types.GetNextBlindBoxIdDocument,
    "query GetOneOrderPooling($orderCode: String!) {\n  orderByCode(code: $orderCode) {\n    id\n    code\n    state\n    currencyCode\n    moneySummary {\n      ...MoneySummary\n    }\n    gatewayRefunds {\n      amount\n      outcome\n    }\n    customFields {\n      isLBb\n    }\n    lines {\n      id\n      customFields {\n        campaignId\n      }\n      campaign {\n        id\n        typStr\n        name\n      }\n      tickets {\n        id\n        ticketId\n        rarity\n        weight\n        isWin\n        isVoid\n      }\n    }\n  }\n}": types.GetOneOrderPoolingDocument,
    "mutation OpenAllBox($orderId: ID!, $clientSeed: String) {\n  openAllBox(orderId: $orderId, clientSeed: $clientSeed) {\n    __typename\n    ... on BoxOpeningList {\n      opened\n      items {\n        alreadyOpened\n        box {\n          id\n        }\n        prizeLine {\n          ...PrizeSummary\n        }\n      }\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}": types.OpenAllBoxDocument,
    "mutation OpenBox($boxId: ID!, $autoNext: Boolean, $clientSeed: String) {\n  openBox(boxId: $boxId, autoNext: $autoNext, clientSeed: $clientSeed) {\n    __typename\n    ... on BoxOpening {\n      alreadyOpened\n      nextBoxId\n      box {\n        id\n        isOpen\n      }\n      prizeLine {\n        ...PrizeOutcome\n        prizeImg\n        animationImg\n      }\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}": types.OpenBoxDocument,
    "fragment PrizeOutcome on PrizeLine {\n  id\n  prizeName\n  isLose\n  tnc\n  rarity\n  pType\n  rPercent\n  brandStr\n}\n\nfragment PrizeSummary on PrizeLine {\n  id\n  prizeName\n  isLose\n  rarity\n  pType\n  prizeImg\n}": types.PrizeOutcomeFragmentDoc,
    "query getBox($bbBlindBoxId: ID!) {\n  getBox(bbBlindBoxId: $bbBlindBoxId) {\n    id\n    isOpen\n    code {\n      code\n    }\n    allPrizes {\n      id\n      prizeName\n      prizeImg\n      animationImg\n      rarity\n      rPercent\n    }\n    prizeLine {\n      ...PrizeOutcome\n    }\n    orderLine {\n      id\n    }\n  }\n}": types.GetBoxDocument,
    "query listPendingBoxes($orderId: ID!) {\n  listPendingBoxes(orderId: $orderId) {\n    id\n    isOpen\n    code {\n      code\n    }\n  }\n}": types.ListPendingBoxesDocument,
    "mutation AdjustOrderLine($orderLineId: ID!, $quantity: Int!) {\n  adjustOrderLine(orderLineId: $orderLineId, quantity: $quantity) {\n    ...CartChange\n  }\n}": types.AdjustOrderLineDocument,
    "mutation ApplyCouponCode($couponCode: String!) {\n  applyCouponCode(couponCode: $couponCode) {\n    __typename\n    ... on Order {\n      id\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n    ... on CouponCodeLimitError {\n      limit\n    }\n  }\n}": types.ApplyCouponCodeDocument,
    "fragment CartChange on UpdateOrderItemsResult {\n  __typename\n  ... on Order {\n    id\n  }\n  ... on ErrorResult {\n    errorCode\n    message\n  }\n  ... on OrderLimitError {\n    maxItems\n  }\n  ... on InsufficientStockError {\n    quantityAvailable\n  }\n  ... on CampaignUnavailableError {\n    reason\n  }\n  ... on PrizeUnavailableError {\n    reason\n  }\n}": types.CartChangeFragmentDoc,
    "mutation CheckCart($ts: DateTime) {\n  checkCart(ts: $ts) {\n    ok\n    problems {\n      code\n      message\n      orderLineId\n      quantityAvailable\n      maxQty\n    }\n  }\n}": types.CheckCartDocument,
    "query GetCartDetails {\n  activeOrder {\n    id\n    state\n    totalQuantity\n    subTotalWithTax\n    shippingWithTax\n    totalWithTax\n    currencyCode\n    couponCodes\n    moneySummary {\n      ...MoneySummary\n    }\n    lines {\n      id\n      quantity\n      unitPriceWithTax\n      linePriceWithTax\n      quantityAvailable\n      featuredAsset {\n        id\n        preview\n      }\n      productVariant {\n        id\n        name\n      }\n      customFields {\n        campaignId\n        prizeId\n      }\n    }\n  }\n}": types.GetCartDetailsDocument,
    "mutation RemoveCouponCode($couponCode: String!) {\n  removeCouponCode(couponCode: $couponCode) {\n    id\n  }\n}": types.RemoveCouponCodeDocument,
    "mutation RemoveOrderLine($orderLineId: ID!) {\n  removeOrderLine(orderLineId: $orderLineId) {\n    __typename\n    ... on Order {\n      id\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}": types.RemoveOrderLineDocument,
    "mutation AddPaymentToOrder($input: PaymentInput!) {\n  addPaymentToOrder(input: $input) {\n    __typename\n    ... on Order {\n      id\n      state\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}": types.AddPaymentToOrderDocument,
    "query AvailableCountries {\n  availableCountries {\n    id\n    code\n    name\n    provinces\n  }\n}": types.AvailableCountriesDocument,
    "mutation CreateCustomerAddress($input: CreateAddressInput!) {\n  createCustomerAddress(input: $input) {\n    ...CustomerAddress\n  }\n}": types.CreateCustomerAddressDocument,
    "mutation CreateIPayIntent($platform: Platform!) {\n  createIPayIntent(platform: $platform) {\n    __typename\n    ... on IPayIntent {\n      endpoint\n      fields {\n        name\n        value\n      }\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}": types.CreateIPayIntentDocument,
    "query EligiblePaymentMethods {\n  eligiblePaymentMethods {\n    id\n    code\n    name\n    description\n    isEligible\n    eligibilityMessage\n  }\n}": types.EligiblePaymentMethodsDocument,
    "query EligibleShippingMethods {\n  eligibleShippingMethods {\n    id\n    code\n    name\n    priceWithTax\n  }\n}": types.EligibleShippingMethodsDocument,
    "query GetDeliveryFee($input: DeliveryFeeInput) {\n  getDeliveryFee(input: $input) {\n    error_code\n    error_remark\n    options {\n      id\n      service_name\n      service_detail\n      courier_name\n      priceWithTax\n      delivery\n      cod_service_available\n    }\n  }\n}": types.GetDeliveryFeeDocument,
    "query GetFinalCartDetails {\n  activeOrder {\n    id\n    code\n    state\n    totalQuantity\n    subTotalWithTax\n    shippingWithTax\n    totalWithTax\n    currencyCode\n    couponCodes\n    moneySummary {\n      ...MoneySummary\n    }\n    lines {\n      id\n      quantity\n      linePriceWithTax\n      featuredAsset {\n        id\n        preview\n      }\n      productVariant {\n        id\n        name\n      }\n      ticketsToEarn\n      campaign {\n        id\n        name\n      }\n    }\n    shippingAddress {\n      ...OrderAddress\n    }\n    courierName\n    courierService\n    customFields {\n      epName\n      epDesc\n    }\n  }\n}\n\nfragment OrderAddress on OrderAddress {\n  fullName\n  streetLine1\n  streetLine2\n  city\n  province\n  postalCode\n  countryCode\n  phoneNumber\n}": types.GetFinalCartDetailsDocument,
    "mutation SetOrderShippingAddress($input: CreateAddressInput!) {\n  setOrderShippingAddress(input: $input) {\n    __typename\n    ... on Order {\n      id\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}": types.SetOrderShippingAddressDocument,
    "mutation SetShipping($input: SetShippingInput, $digital: Boolean) {\n  setShipping(input: $input, digital: $digital) {\n    __typename\n    ... on Order {\n      id\n      shippingWithTax\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n    ... on DeliveryOptionError {\n      reason\n    }\n  }\n}": types.SetShippingDocument,
    "mutation TransitionOrderToState($state: String!) {\n  transitionOrderToState(state: $state) {\n    __typename\n    ... on Order {\n      id\n      state\n    }\n    ... on OrderStateTransitionError {\n      errorCode\n      message\n      transitionError\n      fromState\n      toState\n    }\n  }\n}": types.TransitionOrderToStateDocument,
    "mutation UpdateCustomerAddress($input: UpdateAddressInput!) {\n  updateCustomerAddress(input: $input) {\n    ...CustomerAddress\n  }\n}": types.UpdateCustomerAddressDocument,
    "query UserShippingAddress {\n  userShippingAddress {\n    ...CustomerAddress\n  }\n}\n\nfragment CustomerAddress on Address {\n  id\n  fullName\n  streetLine1\n  streetLine2\n  city\n  province\n  postalCode\n  phoneNumber\n  country {\n    id\n    code\n    name\n  }\n  defaultShippingAddress\n  defaultBillingAddress\n  createdAt\n}": types.UserShippingAddressDocument,
    "query CategoryInner($id: ID!) {\n  collection(id: $id) {\n    id\n    name\n    productVariants(options: {take: 100}) {\n      items {\n        id\n        productId\n      }\n    }\n  }\n}": types.CategoryInnerDocument,
    "query GetCampaigns($options: CampaignListOptions, $state: CampaignState, $sheet: CampaignSheet) {\n  campaigns(options: $options, state: $state, sheet: $sheet) {\n    totalItems\n    items {\n      ...CampaignCard\n    }\n  }\n}": types.GetCampaignsDocument,
    "mutation AddItemToOrder($productVariantId: ID!, $quantity: Int!, $customFields: OrderLineCustomFieldsInput) {\n  addItemToOrder(\n    productVariantId: $productVariantId\n    quantity: $quantity\n    customFields: $customFields\n  ) {\n    ...CartChange\n  }\n}": types.AddItemToOrderDocument,
    "query Campaign($campaignId: ID!, $wonId: ID) {\n  campaign(campaignId: $campaignId, wonId: $wonId) {\n    ...CampaignCard\n    ...CampaignOdds\n    sId\n    isDraw\n    ticketPerItem\n    ticketPerItemForSp\n    maxQty\n    specialVariant {\n      id\n    }\n    allPrizes {\n      id\n      prizeName\n      prizeImg\n      rarity\n      rPercent\n      isLose\n      pType\n      remaining\n    }\n    bbTnc {\n      tnc\n      videoUrl\n    }\n    prize {\n      id\n      name\n      description\n      assets {\n        id\n        preview\n      }\n      customFields {\n        videoUrl\n      }\n    }\n    product {\n      id\n      name\n      description\n      variants {\n        id\n        name\n        priceWithTax\n        currencyCode\n      }\n      customFields {\n        videoUrl\n        sizeImg {\n          id\n        }\n      }\n    }\n  }\n}": types.CampaignDocument,
    "query CampaignSizeChart($campaignId: ID!) {\n  campaign(campaignId: $campaignId) {\n    id\n    product {\n      id\n      name\n      customFields {\n        sizeImg {\n          id\n          preview\n          width\n          height\n        }\n      }\n    }\n  }\n}": types.CampaignSizeChartDocument,
    "query GetCampaignProgress($campaignId: ID!) {\n  campaignProgress(campaignId: $campaignId) {\n    campaignId\n    stage\n    isCancelled\n    provider\n    ts_DRAW_INIT\n    ts_CALL_CONTRACT\n    ts_CALL_CHAINLINK\n    ts_WAIT_VRF_RESULT\n    ts_GET_WINNER\n    ts_ENDED\n    drawResult {\n      winner {\n        ticketId\n        customer {\n          id\n          displayName\n        }\n      }\n    }\n  }\n}": types.GetCampaignProgressDocument,
    "query GetUserTickets($customerId: ID!, $campaignId: ID) {\n  userTickets(customerId: $customerId, campaignId: $campaignId) {\n    totalItems\n    items {\n      ...TicketStub\n    }\n  }\n}": types.GetUserTicketsDocument,
    "query ListCampaignParticipants($campaignId: ID!, $sort: ParticipantSortInput, $options: ParticipationListOptions) {\n  listCampaignParticipants(\n    campaignId: $campaignId\n    sort: $sort\n    options: $options\n  ) {\n    totalItems\n    items {\n      id\n      count\n      createdAt\n      customer {\n        id\n        displayName\n      }\n    }\n  }\n}": types.ListCampaignParticipantsDocument,
    "query CampaignFairness($campaignId: ID!) {\n  campaignFairness(campaignId: $campaignId) {\n    campaignId\n    sId\n    stage\n    provider\n    commitment\n    committedAt\n    ticketCount\n    totalWeight\n    commitmentScheme\n    ticketPage(take: 50) {\n      totalItems\n      items {\n        ticketId\n        weight\n        rarity\n        holderHash\n      }\n    }\n    winnerProof {\n      index\n      before\n      ticket {\n        ticketId\n        weight\n        rarity\n        holderHash\n      }\n      path\n    }\n    tierSeedCommitment\n    tierSeed\n    tierOdds {\n      rarity\n      percent\n    }\n    randomWord\n    vrfPublicKey\n    vrfProof\n    chainId\n    contractAddress\n    requestId\n    commitTxHash\n    requestTxHash\n    fulfilTxHash\n    vrfWord\n    beaconRound\n    beaconFixedAt\n    beaconDelaySeconds\n    beaconPublicKey\n    beaconChainHash\n    beaconGenesisTime\n    beaconPeriod\n    beaconSignature\n    winnerTicketId\n    winnerIndex\n    logEntries {\n      index\n      kind\n      body\n    }\n    timeline {\n      stage\n      at\n      evidence\n    }\n  }\n}": types.CampaignFairnessDocument,
    "query CampaignFairnessTickets($campaignId: ID!) {\n  campaignFairness(campaignId: $campaignId) {\n    campaignId\n    tickets {\n      ticketId\n      weight\n      rarity\n      holderHash\n    }\n  }\n}": types.CampaignFairnessTicketsDocument,
    "query MyTicketProofs($campaignId: ID!, $take: Int) {\n  myTicketProofs(campaignId: $campaignId, take: $take) {\n    __typename\n    ... on MyTicketProofList {\n      commitment\n      ticketCount\n      totalWeight\n      holderHash\n      totalItems\n      items {\n        index\n        before\n        ticket {\n          ticketId\n          weight\n        }\n        path\n      }\n    }\n    ... on TicketProofsUnavailableError {\n      reason\n    }\n  }\n}": types.MyTicketProofsDocument,
    "fragment CampaignOdds on Campaign {\n  id\n  typStr\n  odds {\n    tiers {\n      rarity\n      percent\n      weight\n    }\n    ticketsSold\n    ticketsLeft\n    countedTickets\n    totalWeight\n    myTickets\n    myWeight\n    myChance\n  }\n}": types.CampaignOddsFragmentDoc,
    "query CampaignRules($campaignId: ID!) {\n  campaign(campaignId: $campaignId) {\n    id\n    sId\n    name\n    typStr\n    state\n    stage\n    isDraw\n    isCancelled\n    startDate\n    endDate\n    totalTicket\n    ticketPerItem\n    rules\n    prize {\n      id\n      name\n      variants {\n        id\n        priceWithTax\n        currencyCode\n      }\n    }\n    ...CampaignOdds\n  }\n}": types.CampaignRulesDocument,
    "query FreeEntry($campaignId: ID!) {\n  campaign(campaignId: $campaignId) {\n    id\n    name\n    typStr\n    state\n    stage\n    isCancelled\n    startDate\n    endDate\n  }\n  freeEntry(campaignId: $campaignId) {\n    ...FreeEntryFields\n  }\n}\n\nmutation RequestFreeEntry($campaignId: ID!) {\n  requestFreeEntry(campaignId: $campaignId) {\n    __typename\n    ...FreeEntryFields\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n    ... on BotCheckFailedError {\n      reason\n    }\n    ... on CampaignUnavailableError {\n      reason\n    }\n  }\n}\n\nfragment FreeEntryFields on FreeEntry {\n  id\n  code {\n    code\n    printed\n    grantType\n    isRedeemed\n  }\n}": types.FreeEntryDocument,
    "query Products($options: ProductListOptions) {\n  products(options: $options) {\n    items {\n      id\n      name\n      featuredAsset {\n        id\n        preview\n      }\n      variants {\n        id\n        priceWithTax\n        currencyCode\n      }\n    }\n  }\n}": types.ProductsDocument,
    "query GetMarketing {\n  getMarketing {\n    banners {\n      ...MarketingItemFields\n    }\n    popup {\n      ...MarketingItemFields\n    }\n    fab {\n      ...MarketingItemFields\n    }\n    bb {\n      ...MarketingItemFields\n    }\n  }\n}\n\nfragment MarketingItemFields on MarketingItem {\n  id\n  actionTyp\n  actionVal\n  title\n  startsAt\n  endsAt\n  asset {\n    id\n    source\n    preview\n  }\n}": types.GetMarketingDocument,
    "mutation NotificationsMarkRead($input: NotificationsMarkReadInput!) {\n  notificationsMarkRead(input: $input) {\n    id\n    isRead\n  }\n}": types.NotificationsMarkReadDocument,
    "query NotificationsUnread {\n  readNotification(options: {take: 1}) {\n    unreadCount\n  }\n}": types.NotificationsUnreadDocument,
    "query ReadNotification($options: NotificationListOptions) {\n  readNotification(options: $options) {\n    totalItems\n    unreadCount\n    items {\n      id\n    }\n    groups {\n      title\n      content {\n        ...NotificationItem\n      }\n    }\n  }\n}\n\nfragment NotificationItem on Notification {\n  id\n  isRead\n  tag\n  title\n  msg\n  imgUrl\n  actionTyp\n  actionVal\n  createdAt\n}": types.ReadNotificationDocument,
    "mutation UpdateFcmToken($fcmToken: String!, $platform: String) {\n  updateFcmToken(fcmToken: $fcmToken, platform: $platform) {\n    __typename\n    ... on PushDevice {\n      id\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}": types.UpdateFcmTokenDocument,
    "query GetAllOrders($options: OrderBucketListOptions) {\n  getAllOrders(options: $options) {\n    totalItems\n    counts {\n      won\n      processing\n      shipped\n      completed\n    }\n    items {\n      ...OrderSummary\n    }\n  }\n}\n\nfragment OrderSummary on Order {\n  id\n  code\n  state\n  orderPlacedAt\n  totalQuantity\n  totalWithTax\n  currencyCode\n  lines {\n    id\n    featuredAsset {\n      id\n      preview\n    }\n    productVariant {\n      id\n      name\n    }\n  }\n}": types.GetAllOrdersDocument,
    "query GetOneOrder($orderCode: String!) {\n  getOneOrder(orderCode: $orderCode) {\n    id\n    code\n    state\n    orderPlacedAt\n    totalQuantity\n    subTotalWithTax\n    shippingWithTax\n    totalWithTax\n    currencyCode\n    couponCodes\n    moneySummary {\n      ...MoneySummary\n    }\n    gatewayRefunds {\n      amount\n      outcome\n    }\n    courierName\n    courierService\n    customFields {\n      paidAt\n      createDt\n      epTracking\n      epName\n      epPrice\n      epDesc\n      isLBb\n    }\n    discounts {\n      description\n      amountWithTax\n    }\n    shippingLines {\n      priceWithTax\n      discountedPriceWithTax\n    }\n    shippingAddress {\n      fullName\n      company\n      streetLine1\n      streetLine2\n      city\n      province\n      postalCode\n      country\n      countryCode\n      phoneNumber\n    }\n    tracking {\n      trackingNumber\n      status\n      events {\n        status\n        at\n        location\n      }\n    }\n    invoices {\n      invoiceNumber\n      downloadUrl\n    }\n    fulfillments {\n      id\n      state\n      method\n      trackingCode\n      updatedAt\n    }\n    payments {\n      id\n      method\n      state\n      transactionId\n      amount\n      createdAt\n    }\n    lines {\n      id\n      quantity\n      linePriceWithTax\n      featuredAsset {\n        id\n        preview\n      }\n      productVariant {\n        id\n        name\n      }\n      campaign {\n        id\n        name\n        typStr\n        ticketPerItem\n        ticketPerItemForSp\n        specialVariant {\n          id\n        }\n      }\n      blindBoxes {\n        id\n        isOpen\n        code {\n          code\n        }\n      }\n    }\n  }\n}": types.GetOneOrderDocument,
    "query PolicyPage($slug: String!) {\n  policyPage(slug: $slug) {\n    slug\n    title\n    body\n    languageCode\n    updatedAt\n  }\n}": types.PolicyPageDocument,
    "query PolicyPages {\n  policyPages {\n    slug\n    title\n  }\n}": types.PolicyPagesDocument,
    "mutation CodeRedeem($code: String!, $campaignId: ID) {\n  codeRedeem(code: $code, campaignId: $campaignId) {\n    __typename\n    ... on CodeRedemption {\n      ticketIds\n      orderCode\n      code {\n        code\n        grantType\n        campaign {\n          id\n        }\n      }\n      wonPrize {\n        id\n      }\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n    ... on CouponCodeLimitError {\n      limit\n    }\n    ... on CampaignUnavailableError {\n      reason\n    }\n  }\n}": types.CodeRedeemDocument,
    "query GetPrize($options: WonPrizeListOptions) {\n  getPrize(options: $options) {\n    totalItems\n    items {\n      id\n      createdAt\n      pType\n      isATC\n      isRedeemed\n      prize {\n        id\n        name\n        featuredAsset {\n          preview\n        }\n        variants {\n          id\n        }\n      }\n      campaign {\n        id\n        sId\n        name\n      }\n      ticket {\n        id\n        ticketId\n      }\n      blindBox {\n        id\n        orderId\n        prizeLine {\n          id\n          prizeName\n        }\n      }\n    }\n  }\n}": types.GetPrizeDocument,
    "mutation PreviewCode($code: String!) {\n  previewCode(code: $code) {\n    __typename\n    ... on RedemptionCode {\n      code\n      printed\n      grantType\n      quantity\n      isRedeemed\n      campaign {\n        id\n        name\n      }\n      prize {\n        id\n        name\n      }\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}": types.PreviewCodeDocument,
    "mutation PrizesUpdate($input: PrizesUpdateInput!) {\n  prizesUpdate(input: $input) {\n    __typename\n    ... on WonPrize {\n      id\n      isATC\n      isRedeemed\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n    ... on PrizeUnavailableError {\n      reason\n    }\n  }\n}": types.PrizesUpdateDocument,
    "query listUserCurCampaignTicket($campaignId: ID!) {\n  listUserCurCampaignTicket(campaignId: $campaignId) {\n    totalItems\n    items {\n      ...TicketStub\n    }\n  }\n}": types.ListUserCurCampaignTicketDocument,
    "query listUserParticipateCampaign($state: CampaignState) {\n  listUserParticipateCampaign(state: $state) {\n    totalItems\n    items {\n      ...CampaignCard\n    }\n  }\n}": types.ListUserParticipateCampaignDocument,
    "query GetLoggedInUser {\n  activeCustomer {\n    id\n    firstName\n    displayName\n    emailAddress\n    phoneNumber\n    createdAt\n    pendingAction\n    customFields {\n      lang\n      govId\n      username\n      avatar {\n        id\n        preview\n      }\n    }\n  }\n}": types.GetLoggedInUserDocument,
    "fragment MoneySummary on MoneySummary {\n  currencyCode\n  itemsTotal\n  discounts {\n    source\n    name\n    couponCode\n    amountWithTax\n  }\n  subTotal\n  delivery {\n    state\n    name\n    priceWithTax\n  }\n  deliveryDiscounts {\n    source\n    name\n    couponCode\n    amountWithTax\n  }\n  total\n  taxes {\n    description\n    taxRate\n    amount\n  }\n  taxTotal\n}": types.MoneySummaryFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CampaignCard on Campaign {\n  id\n  name\n  cardBuyTxt\n  typStr\n  state\n  stage\n  startDate\n  endDate\n  isHot\n  isNew\n  isCancelled\n  totalTicket\n  issuedTicket\n  cover {\n    id\n    preview\n  }\n  featuredImg {\n    id\n    preview\n  }\n  prize {\n    id\n    featuredAsset {\n      id\n      preview\n    }\n  }\n  product {\n    id\n    featuredAsset {\n      id\n      preview\n    }\n  }\n  winner {\n    ticketId\n    customer {\n      id\n      displayName\n    }\n  }\n}"): typeof import('./graphql').CampaignCardFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetCategory {\n  getCategory {\n    id\n    name\n    shortId\n    imgUrl\n  }\n}"): typeof import('./graphql').GetCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TicketStub on Ticket {\n  id\n  ticketId\n  rarity\n  weight\n  isWin\n  isVoid\n}"): typeof import('./graphql').TicketStubFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AltchaChallenge {\n  altchaChallenge\n}"): typeof import('./graphql').AltchaChallengeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment Refusal on ErrorResult {\n  errorCode\n  message\n  ... on InvalidPhoneNumberError {\n    reason\n  }\n  ... on OtpResendTooSoonError {\n    retryAfterSeconds\n  }\n  ... on OtpInvalidError {\n    attemptsLeft\n  }\n  ... on OtpExpiredError {\n    reason\n  }\n  ... on InvalidAccountFieldError {\n    field\n  }\n  ... on PasswordValidationError {\n    validationErrorMessage\n  }\n  ... on InvalidCredentialsError {\n    authenticationError\n  }\n  ... on DeleteConfirmationError {\n    expected\n  }\n  ... on BotCheckFailedError {\n    reason\n  }\n  ... on InvalidAvatarError {\n    reason\n    maxBytes\n  }\n}"): typeof import('./graphql').RefusalFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Authenticate($input: AuthenticationInput!, $rememberMe: Boolean) {\n  authenticate(input: $input, rememberMe: $rememberMe) {\n    __typename\n    ... on CurrentUser {\n      id\n      identifier\n      channels {\n        id\n        code\n      }\n    }\n    ...Refusal\n  }\n}"): typeof import('./graphql').AuthenticateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GenerateOTP($input: GenerateOTPInput!) {\n  generateOTP(input: $input) {\n    __typename\n    ... on OtpResult {\n      success\n      message\n    }\n    ...Refusal\n  }\n}"): typeof import('./graphql').GenerateOtpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RegisterCustomerAccountWithOTP($input: RegisterCustomerAccountWithOTPInput!) {\n  registerCustomerAccountWithOTP(input: $input) {\n    __typename\n    ... on OtpResult {\n      success\n      message\n    }\n    ...Refusal\n  }\n}"): typeof import('./graphql').RegisterCustomerAccountWithOtpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetPasswordUsingOTP($input: ResetPasswordUsingOTPInput!) {\n  resetPasswordUsingOTP(input: $input) {\n    __typename\n    ... on OtpResult {\n      success\n      message\n    }\n    ...Refusal\n  }\n}"): typeof import('./graphql').ResetPasswordUsingOtpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteAcc($input: DeleteAccInput!) {\n  deleteAcc(input: $input) {\n    __typename\n    ... on Success {\n      success\n    }\n    ...Refusal\n  }\n}"): typeof import('./graphql').DeleteAccDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout {\n    success\n  }\n}"): typeof import('./graphql').LogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetCustomerAvatarB64($fileB64: String!) {\n  setCustomerAvatarB64(fileB64: $fileB64) {\n    __typename\n    ... on Asset {\n      id\n      name\n      fileSize\n    }\n    ...Refusal\n  }\n}"): typeof import('./graphql').SetCustomerAvatarB64Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCustomer($updateProfileInput: UpdateCustomerInput!) {\n  updateCustomer(input: $updateProfileInput) {\n    id\n    displayName\n    emailAddress\n    phoneNumber\n    firstName\n    customFields {\n      govId\n    }\n  }\n}"): typeof import('./graphql').UpdateCustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCustomerPassword($currentPassword: String!, $newPassword: String!) {\n  updateCustomerPassword(\n    currentPassword: $currentPassword\n    newPassword: $newPassword\n  ) {\n    __typename\n    ... on Success {\n      success\n    }\n    ...Refusal\n  }\n}"): typeof import('./graphql').UpdateCustomerPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateLang($lang: String!) {\n  updateLang(lang: $lang) {\n    __typename\n    ... on Customer {\n      id\n      customFields {\n        lang\n      }\n    }\n    ...Refusal\n  }\n}"): typeof import('./graphql').UpdateLangDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VerifyOTP($input: VerifyOTPInput!) {\n  verifyOTP(input: $input) {\n    __typename\n    ... on OtpResult {\n      success\n      message\n    }\n    ...Refusal\n  }\n}"): typeof import('./graphql').VerifyOtpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation getNewHpOTP($hpNum: String!) {\n  getNewHpOTP(hpNum: $hpNum) {\n    __typename\n    ... on OtpResult {\n      success\n      message\n    }\n    ...Refusal\n  }\n}"): typeof import('./graphql').GetNewHpOtpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BbCode($orderId: ID!, $prizeLineId: ID!) {\n  bbCode(orderId: $orderId, prizeLineId: $prizeLineId) {\n    __typename\n    ... on BbCodeReveal {\n      bbCode {\n        id\n        code\n      }\n      prizeLine {\n        id\n        tnc\n      }\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n    ... on BbCodeUnavailableError {\n      reason\n    }\n  }\n}"): typeof import('./graphql').BbCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BlindBoxFairness($boxId: ID!) {\n  blindBoxFairness(boxId: $boxId) {\n    boxId\n    boxCode\n    sId\n    seedCommitment\n    campaignSeed\n    clientSeed\n    clientSeedSource\n    vrfSuite\n    vrfPublicKey\n    vrfProof\n    randomWord\n    eligibility {\n      prizeLineId\n      weight\n      remaining\n    }\n    prizeLineId\n    openedAt\n    logEntries {\n      index\n      kind\n      body\n    }\n    timeline {\n      stage\n      at\n      evidence\n    }\n  }\n}"): typeof import('./graphql').BlindBoxFairnessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BlindBoxes($options: BlindBoxListOptions) {\n  blindBoxes(options: $options) {\n    totalItems\n    items {\n      id\n      isOpen\n      isVoid\n      openedAt\n      code {\n        code\n      }\n      orderId\n      campaign {\n        id\n        sId\n        name\n      }\n      prizeLine {\n        ...PrizeSummary\n      }\n    }\n  }\n}"): typeof import('./graphql').BlindBoxesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetNextBlindBoxId($orderId: ID!, $boxId: ID!) {\n  getNextBlindBoxId(orderId: $orderId, boxId: $boxId)\n}"): typeof import('./graphql').GetNextBlindBoxIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetOneOrderPooling($orderCode: String!) {\n  orderByCode(code: $orderCode) {\n    id\n    code\n    state\n    currencyCode\n    moneySummary {\n      ...MoneySummary\n    }\n    gatewayRefunds {\n      amount\n      outcome\n    }\n    customFields {\n      isLBb\n    }\n    lines {\n      id\n      customFields {\n        campaignId\n      }\n      campaign {\n        id\n        typStr\n        name\n      }\n      tickets {\n        id\n        ticketId\n        rarity\n        weight\n        isWin\n        isVoid\n      }\n    }\n  }\n}"): typeof import('./graphql').GetOneOrderPoolingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OpenAllBox($orderId: ID!, $clientSeed: String) {\n  openAllBox(orderId: $orderId, clientSeed: $clientSeed) {\n    __typename\n    ... on BoxOpeningList {\n      opened\n      items {\n        alreadyOpened\n        box {\n          id\n        }\n        prizeLine {\n          ...PrizeSummary\n        }\n      }\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}"): typeof import('./graphql').OpenAllBoxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OpenBox($boxId: ID!, $autoNext: Boolean, $clientSeed: String) {\n  openBox(boxId: $boxId, autoNext: $autoNext, clientSeed: $clientSeed) {\n    __typename\n    ... on BoxOpening {\n      alreadyOpened\n      nextBoxId\n      box {\n        id\n        isOpen\n      }\n      prizeLine {\n        ...PrizeOutcome\n        prizeImg\n        animationImg\n      }\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}"): typeof import('./graphql').OpenBoxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PrizeOutcome on PrizeLine {\n  id\n  prizeName\n  isLose\n  tnc\n  rarity\n  pType\n  rPercent\n  brandStr\n}\n\nfragment PrizeSummary on PrizeLine {\n  id\n  prizeName\n  isLose\n  rarity\n  pType\n  prizeImg\n}"): typeof import('./graphql').PrizeOutcomeFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getBox($bbBlindBoxId: ID!) {\n  getBox(bbBlindBoxId: $bbBlindBoxId) {\n    id\n    isOpen\n    code {\n      code\n    }\n    allPrizes {\n      id\n      prizeName\n      prizeImg\n      animationImg\n      rarity\n      rPercent\n    }\n    prizeLine {\n      ...PrizeOutcome\n    }\n    orderLine {\n      id\n    }\n  }\n}"): typeof import('./graphql').GetBoxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query listPendingBoxes($orderId: ID!) {\n  listPendingBoxes(orderId: $orderId) {\n    id\n    isOpen\n    code {\n      code\n    }\n  }\n}"): typeof import('./graphql').ListPendingBoxesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdjustOrderLine($orderLineId: ID!, $quantity: Int!) {\n  adjustOrderLine(orderLineId: $orderLineId, quantity: $quantity) {\n    ...CartChange\n  }\n}"): typeof import('./graphql').AdjustOrderLineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApplyCouponCode($couponCode: String!) {\n  applyCouponCode(couponCode: $couponCode) {\n    __typename\n    ... on Order {\n      id\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n    ... on CouponCodeLimitError {\n      limit\n    }\n  }\n}"): typeof import('./graphql').ApplyCouponCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CartChange on UpdateOrderItemsResult {\n  __typename\n  ... on Order {\n    id\n  }\n  ... on ErrorResult {\n    errorCode\n    message\n  }\n  ... on OrderLimitError {\n    maxItems\n  }\n  ... on InsufficientStockError {\n    quantityAvailable\n  }\n  ... on CampaignUnavailableError {\n    reason\n  }\n  ... on PrizeUnavailableError {\n    reason\n  }\n}"): typeof import('./graphql').CartChangeFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckCart($ts: DateTime) {\n  checkCart(ts: $ts) {\n    ok\n    problems {\n      code\n      message\n      orderLineId\n      quantityAvailable\n      maxQty\n    }\n  }\n}"): typeof import('./graphql').CheckCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetCartDetails {\n  activeOrder {\n    id\n    state\n    totalQuantity\n    subTotalWithTax\n    shippingWithTax\n    totalWithTax\n    currencyCode\n    couponCodes\n    moneySummary {\n      ...MoneySummary\n    }\n    lines {\n      id\n      quantity\n      unitPriceWithTax\n      linePriceWithTax\n      quantityAvailable\n      featuredAsset {\n        id\n        preview\n      }\n      productVariant {\n        id\n        name\n      }\n      customFields {\n        campaignId\n        prizeId\n      }\n    }\n  }\n}"): typeof import('./graphql').GetCartDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveCouponCode($couponCode: String!) {\n  removeCouponCode(couponCode: $couponCode) {\n    id\n  }\n}"): typeof import('./graphql').RemoveCouponCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveOrderLine($orderLineId: ID!) {\n  removeOrderLine(orderLineId: $orderLineId) {\n    __typename\n    ... on Order {\n      id\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}"): typeof import('./graphql').RemoveOrderLineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddPaymentToOrder($input: PaymentInput!) {\n  addPaymentToOrder(input: $input) {\n    __typename\n    ... on Order {\n      id\n      state\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}"): typeof import('./graphql').AddPaymentToOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AvailableCountries {\n  availableCountries {\n    id\n    code\n    name\n    provinces\n  }\n}"): typeof import('./graphql').AvailableCountriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateCustomerAddress($input: CreateAddressInput!) {\n  createCustomerAddress(input: $input) {\n    ...CustomerAddress\n  }\n}"): typeof import('./graphql').CreateCustomerAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateIPayIntent($platform: Platform!) {\n  createIPayIntent(platform: $platform) {\n    __typename\n    ... on IPayIntent {\n      endpoint\n      fields {\n        name\n        value\n      }\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}"): typeof import('./graphql').CreateIPayIntentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EligiblePaymentMethods {\n  eligiblePaymentMethods {\n    id\n    code\n    name\n    description\n    isEligible\n    eligibilityMessage\n  }\n}"): typeof import('./graphql').EligiblePaymentMethodsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EligibleShippingMethods {\n  eligibleShippingMethods {\n    id\n    code\n    name\n    priceWithTax\n  }\n}"): typeof import('./graphql').EligibleShippingMethodsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetDeliveryFee($input: DeliveryFeeInput) {\n  getDeliveryFee(input: $input) {\n    error_code\n    error_remark\n    options {\n      id\n      service_name\n      service_detail\n      courier_name\n      priceWithTax\n      delivery\n      cod_service_available\n    }\n  }\n}"): typeof import('./graphql').GetDeliveryFeeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetFinalCartDetails {\n  activeOrder {\n    id\n    code\n    state\n    totalQuantity\n    subTotalWithTax\n    shippingWithTax\n    totalWithTax\n    currencyCode\n    couponCodes\n    moneySummary {\n      ...MoneySummary\n    }\n    lines {\n      id\n      quantity\n      linePriceWithTax\n      featuredAsset {\n        id\n        preview\n      }\n      productVariant {\n        id\n        name\n      }\n      ticketsToEarn\n      campaign {\n        id\n        name\n      }\n    }\n    shippingAddress {\n      ...OrderAddress\n    }\n    courierName\n    courierService\n    customFields {\n      epName\n      epDesc\n    }\n  }\n}\n\nfragment OrderAddress on OrderAddress {\n  fullName\n  streetLine1\n  streetLine2\n  city\n  province\n  postalCode\n  countryCode\n  phoneNumber\n}"): typeof import('./graphql').GetFinalCartDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetOrderShippingAddress($input: CreateAddressInput!) {\n  setOrderShippingAddress(input: $input) {\n    __typename\n    ... on Order {\n      id\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}"): typeof import('./graphql').SetOrderShippingAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetShipping($input: SetShippingInput, $digital: Boolean) {\n  setShipping(input: $input, digital: $digital) {\n    __typename\n    ... on Order {\n      id\n      shippingWithTax\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n    ... on DeliveryOptionError {\n      reason\n    }\n  }\n}"): typeof import('./graphql').SetShippingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TransitionOrderToState($state: String!) {\n  transitionOrderToState(state: $state) {\n    __typename\n    ... on Order {\n      id\n      state\n    }\n    ... on OrderStateTransitionError {\n      errorCode\n      message\n      transitionError\n      fromState\n      toState\n    }\n  }\n}"): typeof import('./graphql').TransitionOrderToStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCustomerAddress($input: UpdateAddressInput!) {\n  updateCustomerAddress(input: $input) {\n    ...CustomerAddress\n  }\n}"): typeof import('./graphql').UpdateCustomerAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserShippingAddress {\n  userShippingAddress {\n    ...CustomerAddress\n  }\n}\n\nfragment CustomerAddress on Address {\n  id\n  fullName\n  streetLine1\n  streetLine2\n  city\n  province\n  postalCode\n  phoneNumber\n  country {\n    id\n    code\n    name\n  }\n  defaultShippingAddress\n  defaultBillingAddress\n  createdAt\n}"): typeof import('./graphql').UserShippingAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CategoryInner($id: ID!) {\n  collection(id: $id) {\n    id\n    name\n    productVariants(options: {take: 100}) {\n      items {\n        id\n        productId\n      }\n    }\n  }\n}"): typeof import('./graphql').CategoryInnerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetCampaigns($options: CampaignListOptions, $state: CampaignState, $sheet: CampaignSheet) {\n  campaigns(options: $options, state: $state, sheet: $sheet) {\n    totalItems\n    items {\n      ...CampaignCard\n    }\n  }\n}"): typeof import('./graphql').GetCampaignsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddItemToOrder($productVariantId: ID!, $quantity: Int!, $customFields: OrderLineCustomFieldsInput) {\n  addItemToOrder(\n    productVariantId: $productVariantId\n    quantity: $quantity\n    customFields: $customFields\n  ) {\n    ...CartChange\n  }\n}"): typeof import('./graphql').AddItemToOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Campaign($campaignId: ID!, $wonId: ID) {\n  campaign(campaignId: $campaignId, wonId: $wonId) {\n    ...CampaignCard\n    ...CampaignOdds\n    sId\n    isDraw\n    ticketPerItem\n    ticketPerItemForSp\n    maxQty\n    specialVariant {\n      id\n    }\n    allPrizes {\n      id\n      prizeName\n      prizeImg\n      rarity\n      rPercent\n      isLose\n      pType\n      remaining\n    }\n    bbTnc {\n      tnc\n      videoUrl\n    }\n    prize {\n      id\n      name\n      description\n      assets {\n        id\n        preview\n      }\n      customFields {\n        videoUrl\n      }\n    }\n    product {\n      id\n      name\n      description\n      variants {\n        id\n        name\n        priceWithTax\n        currencyCode\n      }\n      customFields {\n        videoUrl\n        sizeImg {\n          id\n        }\n      }\n    }\n  }\n}"): typeof import('./graphql').CampaignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CampaignSizeChart($campaignId: ID!) {\n  campaign(campaignId: $campaignId) {\n    id\n    product {\n      id\n      name\n      customFields {\n        sizeImg {\n          id\n          preview\n          width\n          height\n        }\n      }\n    }\n  }\n}"): typeof import('./graphql').CampaignSizeChartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetCampaignProgress($campaignId: ID!) {\n  campaignProgress(campaignId: $campaignId) {\n    campaignId\n    stage\n    isCancelled\n    provider\n    ts_DRAW_INIT\n    ts_CALL_CONTRACT\n    ts_CALL_CHAINLINK\n    ts_WAIT_VRF_RESULT\n    ts_GET_WINNER\n    ts_ENDED\n    drawResult {\n      winner {\n        ticketId\n        customer {\n          id\n          displayName\n        }\n      }\n    }\n  }\n}"): typeof import('./graphql').GetCampaignProgressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetUserTickets($customerId: ID!, $campaignId: ID) {\n  userTickets(customerId: $customerId, campaignId: $campaignId) {\n    totalItems\n    items {\n      ...TicketStub\n    }\n  }\n}"): typeof import('./graphql').GetUserTicketsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListCampaignParticipants($campaignId: ID!, $sort: ParticipantSortInput, $options: ParticipationListOptions) {\n  listCampaignParticipants(\n    campaignId: $campaignId\n    sort: $sort\n    options: $options\n  ) {\n    totalItems\n    items {\n      id\n      count\n      createdAt\n      customer {\n        id\n        displayName\n      }\n    }\n  }\n}"): typeof import('./graphql').ListCampaignParticipantsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CampaignFairness($campaignId: ID!) {\n  campaignFairness(campaignId: $campaignId) {\n    campaignId\n    sId\n    stage\n    provider\n    commitment\n    committedAt\n    ticketCount\n    totalWeight\n    commitmentScheme\n    ticketPage(take: 50) {\n      totalItems\n      items {\n        ticketId\n        weight\n        rarity\n        holderHash\n      }\n    }\n    winnerProof {\n      index\n      before\n      ticket {\n        ticketId\n        weight\n        rarity\n        holderHash\n      }\n      path\n    }\n    tierSeedCommitment\n    tierSeed\n    tierOdds {\n      rarity\n      percent\n    }\n    randomWord\n    vrfPublicKey\n    vrfProof\n    chainId\n    contractAddress\n    requestId\n    commitTxHash\n    requestTxHash\n    fulfilTxHash\n    vrfWord\n    beaconRound\n    beaconFixedAt\n    beaconDelaySeconds\n    beaconPublicKey\n    beaconChainHash\n    beaconGenesisTime\n    beaconPeriod\n    beaconSignature\n    winnerTicketId\n    winnerIndex\n    logEntries {\n      index\n      kind\n      body\n    }\n    timeline {\n      stage\n      at\n      evidence\n    }\n  }\n}"): typeof import('./graphql').CampaignFairnessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CampaignFairnessTickets($campaignId: ID!) {\n  campaignFairness(campaignId: $campaignId) {\n    campaignId\n    tickets {\n      ticketId\n      weight\n      rarity\n      holderHash\n    }\n  }\n}"): typeof import('./graphql').CampaignFairnessTicketsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyTicketProofs($campaignId: ID!, $take: Int) {\n  myTicketProofs(campaignId: $campaignId, take: $take) {\n    __typename\n    ... on MyTicketProofList {\n      commitment\n      ticketCount\n      totalWeight\n      holderHash\n      totalItems\n      items {\n        index\n        before\n        ticket {\n          ticketId\n          weight\n        }\n        path\n      }\n    }\n    ... on TicketProofsUnavailableError {\n      reason\n    }\n  }\n}"): typeof import('./graphql').MyTicketProofsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CampaignOdds on Campaign {\n  id\n  typStr\n  odds {\n    tiers {\n      rarity\n      percent\n      weight\n    }\n    ticketsSold\n    ticketsLeft\n    countedTickets\n    totalWeight\n    myTickets\n    myWeight\n    myChance\n  }\n}"): typeof import('./graphql').CampaignOddsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CampaignRules($campaignId: ID!) {\n  campaign(campaignId: $campaignId) {\n    id\n    sId\n    name\n    typStr\n    state\n    stage\n    isDraw\n    isCancelled\n    startDate\n    endDate\n    totalTicket\n    ticketPerItem\n    rules\n    prize {\n      id\n      name\n      variants {\n        id\n        priceWithTax\n        currencyCode\n      }\n    }\n    ...CampaignOdds\n  }\n}"): typeof import('./graphql').CampaignRulesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FreeEntry($campaignId: ID!) {\n  campaign(campaignId: $campaignId) {\n    id\n    name\n    typStr\n    state\n    stage\n    isCancelled\n    startDate\n    endDate\n  }\n  freeEntry(campaignId: $campaignId) {\n    ...FreeEntryFields\n  }\n}\n\nmutation RequestFreeEntry($campaignId: ID!) {\n  requestFreeEntry(campaignId: $campaignId) {\n    __typename\n    ...FreeEntryFields\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n    ... on BotCheckFailedError {\n      reason\n    }\n    ... on CampaignUnavailableError {\n      reason\n    }\n  }\n}\n\nfragment FreeEntryFields on FreeEntry {\n  id\n  code {\n    code\n    printed\n    grantType\n    isRedeemed\n  }\n}"): typeof import('./graphql').FreeEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Products($options: ProductListOptions) {\n  products(options: $options) {\n    items {\n      id\n      name\n      featuredAsset {\n        id\n        preview\n      }\n      variants {\n        id\n        priceWithTax\n        currencyCode\n      }\n    }\n  }\n}"): typeof import('./graphql').ProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetMarketing {\n  getMarketing {\n    banners {\n      ...MarketingItemFields\n    }\n    popup {\n      ...MarketingItemFields\n    }\n    fab {\n      ...MarketingItemFields\n    }\n    bb {\n      ...MarketingItemFields\n    }\n  }\n}\n\nfragment MarketingItemFields on MarketingItem {\n  id\n  actionTyp\n  actionVal\n  title\n  startsAt\n  endsAt\n  asset {\n    id\n    source\n    preview\n  }\n}"): typeof import('./graphql').GetMarketingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NotificationsMarkRead($input: NotificationsMarkReadInput!) {\n  notificationsMarkRead(input: $input) {\n    id\n    isRead\n  }\n}"): typeof import('./graphql').NotificationsMarkReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NotificationsUnread {\n  readNotification(options: {take: 1}) {\n    unreadCount\n  }\n}"): typeof import('./graphql').NotificationsUnreadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReadNotification($options: NotificationListOptions) {\n  readNotification(options: $options) {\n    totalItems\n    unreadCount\n    items {\n      id\n    }\n    groups {\n      title\n      content {\n        ...NotificationItem\n      }\n    }\n  }\n}\n\nfragment NotificationItem on Notification {\n  id\n  isRead\n  tag\n  title\n  msg\n  imgUrl\n  actionTyp\n  actionVal\n  createdAt\n}"): typeof import('./graphql').ReadNotificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateFcmToken($fcmToken: String!, $platform: String) {\n  updateFcmToken(fcmToken: $fcmToken, platform: $platform) {\n    __typename\n    ... on PushDevice {\n      id\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}"): typeof import('./graphql').UpdateFcmTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAllOrders($options: OrderBucketListOptions) {\n  getAllOrders(options: $options) {\n    totalItems\n    counts {\n      won\n      processing\n      shipped\n      completed\n    }\n    items {\n      ...OrderSummary\n    }\n  }\n}\n\nfragment OrderSummary on Order {\n  id\n  code\n  state\n  orderPlacedAt\n  totalQuantity\n  totalWithTax\n  currencyCode\n  lines {\n    id\n    featuredAsset {\n      id\n      preview\n    }\n    productVariant {\n      id\n      name\n    }\n  }\n}"): typeof import('./graphql').GetAllOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetOneOrder($orderCode: String!) {\n  getOneOrder(orderCode: $orderCode) {\n    id\n    code\n    state\n    orderPlacedAt\n    totalQuantity\n    subTotalWithTax\n    shippingWithTax\n    totalWithTax\n    currencyCode\n    couponCodes\n    moneySummary {\n      ...MoneySummary\n    }\n    gatewayRefunds {\n      amount\n      outcome\n    }\n    courierName\n    courierService\n    customFields {\n      paidAt\n      createDt\n      epTracking\n      epName\n      epPrice\n      epDesc\n      isLBb\n    }\n    discounts {\n      description\n      amountWithTax\n    }\n    shippingLines {\n      priceWithTax\n      discountedPriceWithTax\n    }\n    shippingAddress {\n      fullName\n      company\n      streetLine1\n      streetLine2\n      city\n      province\n      postalCode\n      country\n      countryCode\n      phoneNumber\n    }\n    tracking {\n      trackingNumber\n      status\n      events {\n        status\n        at\n        location\n      }\n    }\n    invoices {\n      invoiceNumber\n      downloadUrl\n    }\n    fulfillments {\n      id\n      state\n      method\n      trackingCode\n      updatedAt\n    }\n    payments {\n      id\n      method\n      state\n      transactionId\n      amount\n      createdAt\n    }\n    lines {\n      id\n      quantity\n      linePriceWithTax\n      featuredAsset {\n        id\n        preview\n      }\n      productVariant {\n        id\n        name\n      }\n      campaign {\n        id\n        name\n        typStr\n        ticketPerItem\n        ticketPerItemForSp\n        specialVariant {\n          id\n        }\n      }\n      blindBoxes {\n        id\n        isOpen\n        code {\n          code\n        }\n      }\n    }\n  }\n}"): typeof import('./graphql').GetOneOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PolicyPage($slug: String!) {\n  policyPage(slug: $slug) {\n    slug\n    title\n    body\n    languageCode\n    updatedAt\n  }\n}"): typeof import('./graphql').PolicyPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PolicyPages {\n  policyPages {\n    slug\n    title\n  }\n}"): typeof import('./graphql').PolicyPagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CodeRedeem($code: String!, $campaignId: ID) {\n  codeRedeem(code: $code, campaignId: $campaignId) {\n    __typename\n    ... on CodeRedemption {\n      ticketIds\n      orderCode\n      code {\n        code\n        grantType\n        campaign {\n          id\n        }\n      }\n      wonPrize {\n        id\n      }\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n    ... on CouponCodeLimitError {\n      limit\n    }\n    ... on CampaignUnavailableError {\n      reason\n    }\n  }\n}"): typeof import('./graphql').CodeRedeemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetPrize($options: WonPrizeListOptions) {\n  getPrize(options: $options) {\n    totalItems\n    items {\n      id\n      createdAt\n      pType\n      isATC\n      isRedeemed\n      prize {\n        id\n        name\n        featuredAsset {\n          preview\n        }\n        variants {\n          id\n        }\n      }\n      campaign {\n        id\n        sId\n        name\n      }\n      ticket {\n        id\n        ticketId\n      }\n      blindBox {\n        id\n        orderId\n        prizeLine {\n          id\n          prizeName\n        }\n      }\n    }\n  }\n}"): typeof import('./graphql').GetPrizeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PreviewCode($code: String!) {\n  previewCode(code: $code) {\n    __typename\n    ... on RedemptionCode {\n      code\n      printed\n      grantType\n      quantity\n      isRedeemed\n      campaign {\n        id\n        name\n      }\n      prize {\n        id\n        name\n      }\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}"): typeof import('./graphql').PreviewCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PrizesUpdate($input: PrizesUpdateInput!) {\n  prizesUpdate(input: $input) {\n    __typename\n    ... on WonPrize {\n      id\n      isATC\n      isRedeemed\n    }\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n    ... on PrizeUnavailableError {\n      reason\n    }\n  }\n}"): typeof import('./graphql').PrizesUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query listUserCurCampaignTicket($campaignId: ID!) {\n  listUserCurCampaignTicket(campaignId: $campaignId) {\n    totalItems\n    items {\n      ...TicketStub\n    }\n  }\n}"): typeof import('./graphql').ListUserCurCampaignTicketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query listUserParticipateCampaign($state: CampaignState) {\n  listUserParticipateCampaign(state: $state) {\n    totalItems\n    items {\n      ...CampaignCard\n    }\n  }\n}"): typeof import('./graphql').ListUserParticipateCampaignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetLoggedInUser {\n  activeCustomer {\n    id\n    firstName\n    displayName\n    emailAddress\n    phoneNumber\n    createdAt\n    pendingAction\n    customFields {\n      lang\n      govId\n      username\n      avatar {\n        id\n        preview\n      }\n    }\n  }\n}"): typeof import('./graphql').GetLoggedInUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MoneySummary on MoneySummary {\n  currencyCode\n  itemsTotal\n  discounts {\n    source\n    name\n    couponCode\n    amountWithTax\n  }\n  subTotal\n  delivery {\n    state\n    name\n    priceWithTax\n  }\n  deliveryDiscounts {\n    source\n    name\n    couponCode\n    amountWithTax\n  }\n  total\n  taxes {\n    description\n    taxRate\n    amount\n  }\n  taxTotal\n}"): typeof import('./graphql').MoneySummaryFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
