/**
 * The shop's addresses (docs/contract.md#routes, #link-query-keys). Pages link with these
 * builders, never with hand-written strings, so a route and its links cannot drift apart.
 */

/** Link query keys (docs/contract.md#link-query-keys): campaignId as `cId`, isPrize as `isP`, and `wonId`. */
export const QUERY_KEYS = { campaignId: 'cId', isPrize: 'isP', wonId: 'wonId' } as const;

/** Ours (the contract names no key for them): the blind-box pages' box and order. */
export const BOX_KEYS = { boxId: 'boxId', orderId: 'orderId' } as const;

/** Route paths relative to /tabs, as the features register them. */
export const ROUTES = {
    home: 'home',
    homeV1: 'homeV1',
    notifications: 'notifications',
    draws: 'draws',
    drawsCategoryInner: 'draws/category/inner',
    drop: 'drop',
    productDetails: 'common/draws/product/details',
    productPrize: 'common/draws/product/prize',
    /** A campaign's product size chart (`?cId=`). */
    sizeChart: 'common/draws/product/size',
    drawlot: 'common/draws/item/drawlot',
    drawlotUser: 'common/draws/item/drawlot/user',
    /** Ours (the spec lists no proof page): the fairness proof of one draw. */
    proof: 'common/draws/item/proof',
    /** Ours (docs/responsible-play.md): a campaign's official rules (`?cId=`), public; and its free-entry form, signed in. */
    campaignRules: 'common/draws/product/rules',
    freeEntry: 'common/draws/product/free-entry',
    tickets: 'tickets',
    ticketsInner: 'tickets/inner',
    cart: 'cart',
    order: 'order',
    /** Ours (the spec lists only `order`): one order, by its code. */
    orderDetail: 'order/:code',
    /** The shopper's blind boxes by order (`?orderId=` shows one order's). */
    blindbox: 'blindbox',
    blindboxOpen: 'blindbox/open',
    blindboxResult: 'blindbox/result',
    blindboxExp: 'blindbox/exp',
    /** Ours (the spec lists no proof page): one opened box's fairness proof. */
    blindboxProof: 'blindbox/proof',
    checkoutReview: 'cart/checkout/simple',
    checkoutDetails: 'cart/checkout/details',
    checkoutPayment: 'cart/checkout/checkout',
    checkoutSuccess: 'cart/checkout/success',
    /** The policy index; `policyContent` one page (`?slug=`). Both public. */
    policy: 'profile/policy',
    policyContent: 'profile/policy/content',
    /** Ours (the spec names the pages, not their routes): the profile's information pages, all public. */
    about: 'profile/about',
    howItWorks: 'profile/how-it-works',
    tutorials: 'profile/tutorials',
    contact: 'profile/contact',
    signUp: 'auth/signup',
    verify: 'auth/verify',
    signIn: 'auth/signin',
    forgot: 'auth/forgot',
    profile: 'profile',
    updatePassword: 'profile/update/password',
    updateProfile: 'profile/update/profile',
    updateName: 'profile/update/name',
    support: 'profile/support',
    /** Settings. */
    lab: 'profile/lab',
    /** Ours (the spec names the feature, not its route): the profile's address book. */
    addresses: 'profile/addresses',
    /** Ours (the spec names the screens, not their routes): the won prizes and the code screen, beside the profile. */
    wonPrizes: 'profile/won',
    /** Ours (docs/responsible-play.md): the date of birth, spending limits, the pause and the spending history. */
    responsiblePlay: 'profile/responsible-play',
    /** Ours (docs/einvoice.md#the-shoppers-screens): the shopper's e-invoice details. */
    eInvoice: 'profile/einvoice',
    code: 'profile/code',
    /** The splash and onboarding a first visit goes through once (`doneOnboard`, docs/storefront.md#splash-and-onboarding). */
    splash: 'splash',
    onboard: 'onboard',
    /** Deep links (`?cId=`, `?actionTyp=&actionVal=`, `?path=`) resolved to a page (docs/storefront.md#deep-links-universal). */
    universal: 'universal',
    /** Diagnostic pages, in development builds only. */
    dev: 'dev',
    dev2: 'dev2',
} as const;

/** Ours: where the sign-in pages go once the shopper is signed in (a page of the shop, nothing else). */
export const RETURN_TO = 'returnTo';

/** Whether `value` is one of the shop's own pages (never another site) to send a shopper on to. */
export function isShopPage(value: string | null | undefined): value is string {
    return !!value && value.startsWith('/tabs/') && !value.startsWith('/tabs/auth/');
}

/** The `returnTo` of an address, if it is one of the shop's own pages (never another site). */
export function returnToOf(search: URLSearchParams): string | undefined {
    const value = search.get(RETURN_TO);
    return isShopPage(value) ? value : undefined;
}

const at = (route: string, query: Record<string, string | undefined> = {}) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, value);
    const search = params.toString();
    return `/tabs/${route}${search ? `?${search}` : ''}`;
};

/** The sheets of the draw lists (the `sheet` argument of GetCampaigns). */
export const CAMPAIGN_SHEETS = ['HOTTEST', 'LATEST', 'ENDING_SOON', 'JOINED', 'OTHER', 'TRENDING'] as const;
export type CampaignSheetName = (typeof CAMPAIGN_SHEETS)[number];

export const paths = {
    home: () => at(ROUTES.home),
    draws: (options: { sheet?: CampaignSheetName; past?: boolean } = {}) =>
        at(ROUTES.draws, { state: options.past ? 'ENDED' : undefined, sheet: options.sheet }),
    category: (categoryId: string) => at(ROUTES.drawsCategoryInner, { id: categoryId }),
    drop: () => at(ROUTES.drop),
    /** The campaign page; `prize` opens it on the prize's tab. */
    campaign: (campaignId: string, options: { prize?: boolean; wonId?: string } = {}) =>
        at(options.prize ? ROUTES.productPrize : ROUTES.productDetails, { [QUERY_KEYS.campaignId]: campaignId, [QUERY_KEYS.wonId]: options.wonId }),
    participants: (campaignId: string) => at(ROUTES.drawlot, { [QUERY_KEYS.campaignId]: campaignId }),
    participantTickets: (campaignId: string, customerId: string, name?: string) =>
        at(ROUTES.drawlotUser, { [QUERY_KEYS.campaignId]: campaignId, customerId, name }),
    proof: (campaignId: string) => at(ROUTES.proof, { [QUERY_KEYS.campaignId]: campaignId }),
    campaignRules: (campaignId: string) => at(ROUTES.campaignRules, { [QUERY_KEYS.campaignId]: campaignId }),
    freeEntry: (campaignId: string) => at(ROUTES.freeEntry, { [QUERY_KEYS.campaignId]: campaignId }),
    notifications: () => at(ROUTES.notifications),
    tickets: () => at(ROUTES.tickets),
    campaignTickets: (campaignId: string) => at(ROUTES.ticketsInner, { [QUERY_KEYS.campaignId]: campaignId }),
    cart: () => at(ROUTES.cart),
    /** The Order tab, on one bucket (Processing when left out). */
    orders: (bucket?: string) => at(ROUTES.order, { bucket }),
    order: (code: string) => at(`${ROUTES.order}/${encodeURIComponent(code)}`),
    blindBoxes: (orderId?: string) => at(ROUTES.blindbox, { [BOX_KEYS.orderId]: orderId }),
    /** The blind-box pages of one box; the order lets them find the next box and the codes. */
    openBox: (boxId: string, orderId?: string) => at(ROUTES.blindboxOpen, { [BOX_KEYS.boxId]: boxId, [BOX_KEYS.orderId]: orderId }),
    boxResult: (boxId: string, orderId?: string) => at(ROUTES.blindboxResult, { [BOX_KEYS.boxId]: boxId, [BOX_KEYS.orderId]: orderId }),
    boxOdds: (boxId: string, orderId?: string) => at(ROUTES.blindboxExp, { [BOX_KEYS.boxId]: boxId, [BOX_KEYS.orderId]: orderId }),
    boxProof: (boxId: string, orderId?: string) => at(ROUTES.blindboxProof, { [BOX_KEYS.boxId]: boxId, [BOX_KEYS.orderId]: orderId }),
    /** The checkout steps: review, address and courier, payment (`payment=failed` after a failed payment), success. */
    checkoutReview: () => at(ROUTES.checkoutReview),
    checkoutDetails: () => at(ROUTES.checkoutDetails),
    checkoutPayment: (options: { failed?: boolean; order?: string } = {}) =>
        at(ROUTES.checkoutPayment, { payment: options.failed ? 'failed' : undefined, order: options.order }),
    checkoutSuccess: (order?: string) => at(ROUTES.checkoutSuccess, { order }),
    policy: (slug: string) => at(ROUTES.policyContent, { slug }),
    policies: () => at(ROUTES.policy),
    sizeChart: (campaignId: string) => at(ROUTES.sizeChart, { [QUERY_KEYS.campaignId]: campaignId }),
    about: () => at(ROUTES.about),
    howItWorks: () => at(ROUTES.howItWorks),
    tutorials: () => at(ROUTES.tutorials),
    contact: () => at(ROUTES.contact),
    /** The sign-in pages; `returnTo` is the page to come back to once signed in. */
    signIn: (returnTo?: string) => at(ROUTES.signIn, { [RETURN_TO]: returnTo }),
    signUp: (returnTo?: string) => at(ROUTES.signUp, { [RETURN_TO]: returnTo }),
    verify: (returnTo?: string) => at(ROUTES.verify, { [RETURN_TO]: returnTo }),
    forgot: (returnTo?: string) => at(ROUTES.forgot, { [RETURN_TO]: returnTo }),
    profile: () => at(ROUTES.profile),
    wonPrizes: () => at(ROUTES.wonPrizes),
    responsiblePlay: () => at(ROUTES.responsiblePlay),
    eInvoice: () => at(ROUTES.eInvoice),
    /** The code screen, with `code` typed in for the shopper (a free entry's). */
    code: (code?: string) => at(ROUTES.code, { code }),
    updatePassword: () => at(ROUTES.updatePassword),
    updateProfile: () => at(ROUTES.updateProfile),
    updateName: () => at(ROUTES.updateName),
    support: () => at(ROUTES.support),
    settings: () => at(ROUTES.lab),
    addresses: () => at(ROUTES.addresses),
    /** The splash, then onboarding, then `returnTo` (Home when left out). */
    splash: (returnTo?: string) => at(ROUTES.splash, { [RETURN_TO]: returnTo }),
    onboard: (returnTo?: string) => at(ROUTES.onboard, { [RETURN_TO]: returnTo }),
    universal: (query: Record<string, string | undefined> = {}) => at(ROUTES.universal, query),
    dev: () => at(ROUTES.dev),
    dev2: () => at(ROUTES.dev2),
};
