import { I18nError, LogLevel, Order } from '@vendure/core';
import { InsufficientStockError, OrderLimitError } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';

import { Messages, reasonedErrorResult } from '../../common/error-results';

export type CampaignUnavailableReason = 'NOT_FOUND' | 'NOT_STARTED' | 'ENDED' | 'WRONG_VARIANT' | 'NOT_SELLING' | 'SIGN_IN_REQUIRED' | 'PHONE_NOT_VERIFIED';

/**
 * The campaign-specific refusal added to the error catalogue: the campaign cannot sell now
 * (unknown, not started, ended, or the variant is not its product's). `reason` says which.
 */
export class CampaignUnavailableError extends reasonedErrorResult<CampaignUnavailableReason>('CampaignUnavailableError', 'CAMPAIGN_UNAVAILABLE_ERROR') {}

export type CampaignNotCancellableReason = 'NOT_FOUND' | 'NOT_LUCKYDRAW' | 'DRAW_STARTED' | 'ENDED' | 'CHECKOUTS_HOLDING';

/**
 * cancelCampaign refused: unknown campaign, a blind box (its opened boxes cannot be undone), its
 * draw has started (the ticket set is committed), it has ended already, or checkouts hold
 * tickets right now (they settle or expire within minutes). Nothing was changed.
 */
export class CampaignNotCancellableError extends reasonedErrorResult<CampaignNotCancellableReason>(
    'CampaignNotCancellableError',
    'CAMPAIGN_NOT_CANCELLABLE_ERROR',
) {}

export type CampaignRulesReason = 'MISSING' | 'MISSING_EN' | 'MISSING_MS' | 'TOO_LONG';

/**
 * createCampaign / updateCampaign refused: a campaign sells only with official rules in both shop
 * languages (docs/responsible-play.md#official-rules). Nothing was saved.
 */
export class CampaignRulesError extends reasonedErrorResult<CampaignRulesReason>('CampaignRulesError', 'CAMPAIGN_RULES_ERROR') {}

/** Vendure's ORDER_LIMIT error, with a message that speaks of the per-customer campaign cap. */
export function campaignLimitError(maxItems: number, unitsLeft: number): CampaignLimitError {
    const error = new OrderLimitError({ maxItems }) as CampaignLimitError;
    (error as { message: string }).message = 'CAMPAIGN_ORDER_LIMIT_ERROR';
    // Not in the schema: the cart check words the room left ("you can buy 16 more"), not the cap.
    error.unitsLeft = unitsLeft;
    return error;
}

/** The campaign's ORDER_LIMIT refusal and how many more units the shopper may still have in the cart. */
export type CampaignLimitError = OrderLimitError & { unitsLeft: number };

/** Vendure's INSUFFICIENT_STOCK error: the campaign has tickets for only `quantityAvailable` more units. */
export function campaignTicketsError(quantityAvailable: number, order: Order): InsufficientStockError {
    const error = new InsufficientStockError({ quantityAvailable, order });
    (error as { message: string }).message = 'CAMPAIGN_INSUFFICIENT_TICKETS_ERROR';
    return error;
}

/**
 * Thrown while a payment settles when its tickets cannot be issued: none left (the hold had
 * expired and others bought them), or the campaign's ticket set is already committed to its draw
 * (CLOSED). Thrown, not returned, so that the payment's transaction rolls back: nobody is charged.
 */
export class CampaignTicketsUnavailableError extends I18nError {
    constructor(sId: string, reason: 'SOLD_OUT' | 'CLOSED' | 'REFUSED') {
        super('error.campaign-tickets-unavailable', { sId, reason }, 'CAMPAIGN_TICKETS_UNAVAILABLE', LogLevel.Warn);
    }
}

/** Messages in English and Malay; the storefront translates by errorCode, these are for API users, logs and checkout refusals. */
export const errorMessages: Messages = {
    en: {
        checkoutRefusal: {
            CAMPAIGN_CANNOT_SELL: 'Campaign { sId } cannot sell ({ reason })',
            CAMPAIGN_CUSTOMER_LIMIT: 'At most { maxQty } items per customer in campaign { sId }',
            CAMPAIGN_TICKETS_SOLD_OUT: 'Not enough tickets left in campaign { sId }',
            CAMPAIGN_SIGN_IN_REQUIRED: 'Sign in with a verified phone number to buy from campaign { sId }',
            CAMPAIGN_HOLDS_PER_CUSTOMER: 'Another of your orders is already holding tickets: pay for it or go back to its cart first ({ sId })',
            CAMPAIGN_HOLDS_PER_ADDRESS: 'Too many checkouts from your network are holding tickets right now. Please try again in a few minutes ({ sId })',
        },
        error: {
            'campaign-tickets-unavailable':
                '{ reason, select, CLOSED {Campaign { sId } has closed and its draw has begun: no more tickets can be issued, so this payment was not taken} REFUSED {Campaign { sId } can no longer take this order (the item or the limit per customer changed), so this payment was not taken} other {Campaign { sId } has no tickets left for this order, so this payment was not taken} }',
        },
        errorResult: {
            CAMPAIGN_UNAVAILABLE_ERROR:
                '{ reason, select, NOT_FOUND {This campaign does not exist} NOT_STARTED {This campaign has not started yet} ENDED {This campaign has ended} WRONG_VARIANT {This item does not belong to the campaign} SIGN_IN_REQUIRED {Sign in to buy from this campaign} PHONE_NOT_VERIFIED {Verify your phone number to buy from this campaign} other {This campaign is not selling} }',
            CAMPAIGN_ORDER_LIMIT_ERROR: 'You may buy at most { maxItems } of this campaign',
            CAMPAIGN_NOT_CANCELLABLE_ERROR:
                '{ reason, select, NOT_FOUND {This campaign does not exist} NOT_LUCKYDRAW {Only a lucky draw can be cancelled here: opened blind boxes cannot be undone} DRAW_STARTED {The draw has started: its ticket set is committed and the campaign can no longer be cancelled} ENDED {This campaign has already ended} CHECKOUTS_HOLDING {Checkouts are holding tickets right now; try again when they have paid or expired (within minutes)} other {This campaign cannot be cancelled} }',
            CAMPAIGN_RULES_ERROR:
                '{ reason, select, MISSING_EN {The official rules need an English text} MISSING_MS {The official rules need a Malay text} TOO_LONG {The official rules may be at most 50,000 characters per language} other {A campaign needs its official rules in English and Malay before it can sell} }',
            CAMPAIGN_INSUFFICIENT_TICKETS_ERROR:
                '{ quantityAvailable, plural, =0 {No tickets are left in this campaign} one {Tickets are left for only 1 more item} other {Tickets are left for only # more items} }',
        },
    },
    ms: {
        checkoutRefusal: {
            CAMPAIGN_CANNOT_SELL: 'Kempen { sId } tidak boleh dijual ({ reason })',
            CAMPAIGN_CUSTOMER_LIMIT: 'Paling banyak { maxQty } item bagi setiap pelanggan dalam kempen { sId }',
            CAMPAIGN_TICKETS_SOLD_OUT: 'Tiket tidak mencukupi lagi dalam kempen { sId }',
            CAMPAIGN_SIGN_IN_REQUIRED: 'Log masuk dengan nombor telefon yang disahkan untuk membeli daripada kempen { sId }',
            CAMPAIGN_HOLDS_PER_CUSTOMER: 'Satu lagi pesanan anda sedang memegang tiket: bayar atau kembali ke troli pesanan itu dahulu ({ sId })',
            CAMPAIGN_HOLDS_PER_ADDRESS:
                'Terlalu banyak pembayaran dari rangkaian anda sedang memegang tiket sekarang. Sila cuba lagi dalam beberapa minit ({ sId })',
        },
        error: {
            'campaign-tickets-unavailable':
                '{ reason, select, CLOSED {Kempen { sId } telah ditutup dan cabutannya telah bermula: tiada tiket lagi boleh dikeluarkan, jadi bayaran ini tidak diambil} REFUSED {Kempen { sId } tidak lagi boleh menerima pesanan ini (item atau had setiap pelanggan telah berubah), jadi bayaran ini tidak diambil} other {Kempen { sId } tiada tiket lagi untuk pesanan ini, jadi bayaran ini tidak diambil} }',
        },
        errorResult: {
            CAMPAIGN_UNAVAILABLE_ERROR:
                '{ reason, select, NOT_FOUND {Kempen ini tidak wujud} NOT_STARTED {Kempen ini belum bermula} ENDED {Kempen ini telah tamat} WRONG_VARIANT {Item ini bukan sebahagian daripada kempen} SIGN_IN_REQUIRED {Log masuk untuk membeli daripada kempen ini} PHONE_NOT_VERIFIED {Sahkan nombor telefon anda untuk membeli daripada kempen ini} other {Kempen ini tidak dijual} }',
            CAMPAIGN_ORDER_LIMIT_ERROR: 'Anda boleh membeli paling banyak { maxItems } untuk kempen ini',
            CAMPAIGN_NOT_CANCELLABLE_ERROR:
                '{ reason, select, NOT_FOUND {Kempen ini tidak wujud} NOT_LUCKYDRAW {Hanya cabutan bertuah boleh dibatalkan di sini: kotak misteri yang telah dibuka tidak boleh dibatalkan} DRAW_STARTED {Cabutan telah bermula: set tiketnya telah dikunci dan kempen tidak boleh dibatalkan lagi} ENDED {Kempen ini telah tamat} CHECKOUTS_HOLDING {Beberapa pembayaran sedang memegang tiket; cuba lagi selepas ia dibayar atau tamat tempoh (dalam beberapa minit)} other {Kempen ini tidak boleh dibatalkan} }',
            CAMPAIGN_RULES_ERROR:
                '{ reason, select, MISSING_EN {Peraturan rasmi memerlukan teks bahasa Inggeris} MISSING_MS {Peraturan rasmi memerlukan teks bahasa Melayu} TOO_LONG {Peraturan rasmi boleh mengandungi paling banyak 50,000 aksara bagi setiap bahasa} other {Kempen memerlukan peraturan rasmi dalam bahasa Inggeris dan bahasa Melayu sebelum boleh dijual} }',
            CAMPAIGN_INSUFFICIENT_TICKETS_ERROR:
                '{ quantityAvailable, plural, =0 {Tiada tiket lagi dalam kempen ini} other {Tiket hanya tinggal untuk # item lagi} }',
        },
    },
};
