export const BLIND_BOX_PLUGIN_OPTIONS = Symbol('BLIND_BOX_PLUGIN_OPTIONS');
export const loggerCtx = 'BlindBoxPlugin';
/** The job that creates the boxes of a settled order. */
export const CREATE_BOXES_QUEUE = 'blind-box-create';

/** Contract enumerations (docs/contract.md#enumerations), kept verbatim: they are a contract with the existing client. */
export const PRIZE_RARITIES = ['COMMON', 'RARE', 'EPIC', 'LEGENDARY', 'ULTRA'] as const;
export type PrizeRarity = (typeof PRIZE_RARITIES)[number];
/** Spec "Product kind": how a prize is delivered. DIGITAL prizes are codes (`bbCode`). */
export const PRIZE_TYPES = ['DIGITAL', 'PHYSICAL'] as const;
export type PrizeType = (typeof PRIZE_TYPES)[number];

/** Odds are stored as whole hundredths of a percent, so a table sums to exactly this. */
export const FULL_ODDS_WEIGHT = 10_000;

/**
 * Where a box's client seed came from (docs/fairness.md "Client seeds"): DEVICE = sent by the
 * shopper's device with openBox / openAllBox; PAYMENT = derived from the transaction id the
 * payment gateway gave the box's order; SERVER = random bytes drawn at opening (an order with no
 * gateway payment, e.g. a redeemed code).
 */
export const CLIENT_SEED_SOURCES = ['DEVICE', 'PAYMENT', 'SERVER'] as const;
export type ClientSeedSource = (typeof CLIENT_SEED_SOURCES)[number];
