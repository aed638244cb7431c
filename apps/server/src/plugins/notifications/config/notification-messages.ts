import { LanguageCode } from '@vendure/core';

import { Campaign } from '../../campaign';
import type { LocalizedText } from '../../content';
import { NotificationMessage } from '../services/notification.service';

/**
 * Every notification the shop sends, in both of its languages: the one place their words live
 * (docs/engagement.md#notifications). Each message has a tag (what happened), an action link
 * (docs/contract.md#action-links) and metaData the client may use.
 */

/** The campaign's name in a language, else in English, else its short id. */
export function nameIn(campaign: Pick<Campaign, 'translations' | 'sId'>, lang: keyof LocalizedText): string {
    const byLang = (code: string) => campaign.translations?.find(t => t.languageCode === code)?.name;
    return byLang(lang) ?? byLang(LanguageCode.en) ?? campaign.sId;
}

const names = (campaign: Campaign) => ({ en: nameIn(campaign, 'en'), ms: nameIn(campaign, 'ms') });

/** Tickets for a paid (or code) order of a lucky draw now exist: opens that campaign's tickets. */
export function ticketsIssuedMessage(campaign: Campaign, ticketIds: string[], orderCode?: string): NotificationMessage {
    const name = names(campaign);
    const count = ticketIds.length;
    return {
        tag: 'TICKETS_ISSUED',
        title: { en: count === 1 ? 'Your ticket is in' : 'Your tickets are in', ms: 'Tiket anda telah dikeluarkan' },
        msg: {
            en: `${count === 1 ? `Ticket ${ticketIds[0]} is` : `${count} tickets are`} now in the draw "${name.en}". Good luck!`,
            ms: `${count === 1 ? `Tiket ${ticketIds[0]}` : `${count} tiket`} kini dalam cabutan "${name.ms}". Semoga berjaya!`,
        },
        actionTyp: 'TIC',
        actionVal: String(campaign.id),
        metaData: { campaignId: String(campaign.id), sId: campaign.sId, ticketIds, ...(orderCode ? { orderCode } : {}) },
    };
}

/** A lucky draw stopped selling and its draw began: told to every ticket holder. */
export function drawStartedMessage(campaign: Campaign): NotificationMessage {
    const name = names(campaign);
    return {
        tag: 'DRAW_STARTED',
        title: { en: 'The draw has started', ms: 'Cabutan telah bermula' },
        msg: {
            en: `"${name.en}" has closed and its draw is under way. Watch it live to see the winning ticket.`,
            ms: `"${name.ms}" telah ditutup dan cabutannya sedang berjalan. Tonton secara langsung untuk melihat tiket yang menang.`,
        },
        actionTyp: 'CAM',
        actionVal: String(campaign.id),
        metaData: { campaignId: String(campaign.id), sId: campaign.sId },
    };
}

/** The winner of a draw. */
export function drawWonMessage(campaign: Campaign, winningTicketId: string): NotificationMessage {
    const name = names(campaign);
    return {
        tag: 'DRAW_WON',
        title: { en: 'You won!', ms: 'Anda menang!' },
        msg: {
            en: `Your ticket ${winningTicketId} won the draw "${name.en}". Add your prize to the cart to have it shipped.`,
            ms: `Tiket anda ${winningTicketId} memenangi cabutan "${name.ms}". Masukkan hadiah ke troli untuk dihantar.`,
        },
        actionTyp: 'CAM',
        actionVal: String(campaign.id),
        metaData: { campaignId: String(campaign.id), sId: campaign.sId, ticketId: winningTicketId },
    };
}

/** Every other holder of a drawn campaign. */
export function drawEndedMessage(campaign: Campaign, winningTicketId: string): NotificationMessage {
    const name = names(campaign);
    return {
        tag: 'DRAW_ENDED',
        title: { en: 'The draw has ended', ms: 'Cabutan telah tamat' },
        msg: {
            en: `The winner of "${name.en}" is ticket ${winningTicketId}. You can verify the draw yourself.`,
            ms: `Pemenang "${name.ms}" ialah tiket ${winningTicketId}. Anda boleh mengesahkan cabutan sendiri.`,
        },
        actionTyp: 'CAM',
        actionVal: String(campaign.id),
        metaData: { campaignId: String(campaign.id), sId: campaign.sId, ticketId: winningTicketId },
    };
}

/**
 * Told to every ticket holder when a campaign ends below its minimum. Holders whose order was
 * refunded are told so; holders who paid nothing (a free code's tickets) are not promised money.
 */
export function campaignCancelledMessage(campaign: Campaign, refunded: boolean, byOperator = false): NotificationMessage {
    const min = campaign.minTicket ?? 0;
    const name = names(campaign);
    const why = byOperator
        ? { en: `${name.en} was cancelled by the shop, so there will be no draw.`, ms: `${name.ms} telah dibatalkan oleh kedai, jadi tiada cabutan.` }
        : {
              en: `${name.en} ended with fewer than ${min} tickets sold, so there will be no draw.`,
              ms: `${name.ms} tamat dengan kurang daripada ${min} tiket terjual, jadi tiada cabutan.`,
          };
    return {
        tag: 'CAMPAIGN_CANCELLED',
        title: refunded
            ? { en: 'Campaign cancelled and refunded', ms: 'Kempen dibatalkan dan dikembalikan' }
            : { en: 'Campaign cancelled', ms: 'Kempen dibatalkan' },
        msg: {
            en: `${why.en}${refunded ? ' Your payment for it has been refunded.' : ''}`,
            ms: `${why.ms}${refunded ? ' Bayaran anda untuknya telah dikembalikan.' : ''}`,
        },
        actionTyp: 'CAM',
        actionVal: String(campaign.id),
        metaData: { campaignId: String(campaign.id), sId: campaign.sId, refunded, byOperator },
    };
}

/** The blind boxes of a settled order exist and can be opened: opens the campaign, where the shopper opens them. */
export function boxReadyMessage(campaign: Campaign, count: number, orderCode: string): NotificationMessage {
    const name = names(campaign);
    return {
        tag: 'BOX_READY',
        title: { en: count === 1 ? 'Your box is ready' : 'Your boxes are ready', ms: 'Kotak anda sedia dibuka' },
        msg: {
            en: `${count === 1 ? 'Your blind box' : `Your ${count} blind boxes`} from "${name.en}" ${count === 1 ? 'is' : 'are'} ready to open.`,
            ms: `${count === 1 ? 'Kotak misteri anda' : `${count} kotak misteri anda`} daripada "${name.ms}" sedia untuk dibuka.`,
        },
        actionTyp: 'CAM',
        actionVal: String(campaign.id),
        metaData: { campaignId: String(campaign.id), sId: campaign.sId, orderCode, count },
    };
}

/** An order left the warehouse (Shipped) or reached the shopper (Delivered). No action type names an order: NON, the code in metaData. */
export function orderStateMessage(state: 'Shipped' | 'Delivered', orderCode: string): NotificationMessage {
    const shipped = state === 'Shipped';
    return {
        tag: shipped ? 'ORDER_SHIPPED' : 'ORDER_DELIVERED',
        title: shipped
            ? { en: 'Your order is on its way', ms: 'Pesanan anda dalam perjalanan' }
            : { en: 'Your order has arrived', ms: 'Pesanan anda telah tiba' },
        msg: shipped
            ? { en: `Order ${orderCode} has been shipped. Track it under Orders.`, ms: `Pesanan ${orderCode} telah dihantar. Jejakinya di Pesanan.` }
            : { en: `Order ${orderCode} has been delivered. Enjoy!`, ms: `Pesanan ${orderCode} telah sampai. Selamat menikmati!` },
        actionTyp: 'NON',
        actionVal: null,
        metaData: { orderCode, state },
    };
}

/**
 * A refund of an order settled: how much, and what it voided (lucky-draw tickets out of the
 * draw, unopened boxes that can no longer be opened). NON, the code in metaData.
 */
export function orderRefundedMessage(orderCode: string, amountSen: number, voidedTickets: number, voidedBoxes: number): NotificationMessage {
    const money = `RM ${(amountSen / 100).toFixed(2)}`;
    const voided = {
        en: [
            voidedTickets ? `${voidedTickets} ${voidedTickets === 1 ? 'ticket is' : 'tickets are'} out of the draw` : '',
            voidedBoxes ? `${voidedBoxes} unopened ${voidedBoxes === 1 ? 'box' : 'boxes'} can no longer be opened` : '',
        ]
            .filter(Boolean)
            .join('; '),
        ms: [
            voidedTickets ? `${voidedTickets} tiket dikeluarkan daripada cabutan` : '',
            voidedBoxes ? `${voidedBoxes} kotak yang belum dibuka tidak boleh dibuka lagi` : '',
        ]
            .filter(Boolean)
            .join('; '),
    };
    return {
        tag: 'ORDER_REFUNDED',
        title: { en: 'Your refund is on its way', ms: 'Bayaran balik anda sedang diproses' },
        msg: {
            en: `${money} of order ${orderCode} has been refunded.${voided.en ? ` ${voided.en[0].toUpperCase()}${voided.en.slice(1)}.` : ''}`,
            ms: `${money} daripada pesanan ${orderCode} telah dikembalikan.${voided.ms ? ` ${voided.ms[0].toUpperCase()}${voided.ms.slice(1)}.` : ''}`,
        },
        actionTyp: 'NON',
        actionVal: null,
        metaData: { orderCode, amount: amountSen, voidedTickets, voidedBoxes },
    };
}

/** What testNoti sends when the caller gives no text of their own. */
export function testMessage(input: {
    title?: string | null;
    msg?: string | null;
    actionTyp?: NotificationMessage['actionTyp'];
    actionVal?: string | null;
}): NotificationMessage {
    const title = input.title?.trim();
    const msg = input.msg?.trim();
    return {
        tag: 'TEST',
        title: title ? { en: title, ms: title } : { en: 'Test notification', ms: 'Pemberitahuan ujian' },
        msg: msg ? { en: msg, ms: msg } : { en: 'Notifications reach this device.', ms: 'Pemberitahuan sampai ke peranti ini.' },
        actionTyp: input.actionTyp ?? 'NON',
        actionVal: input.actionVal ?? null,
        metaData: { test: true },
    };
}

/** Support's reminder to a winner who has not claimed a prize (docs/dashboard.md#support): opens the campaign, where the prize is. */
export function prizeReminderMessage(campaign: Campaign, prizeName: LocalizedText, wonPrizeId: string): NotificationMessage {
    const name = names(campaign);
    return {
        tag: 'PRIZE_REMINDER',
        title: { en: 'Your prize is waiting', ms: 'Hadiah anda sedang menunggu' },
        msg: {
            en: `You won ${prizeName.en || 'a prize'} in "${name.en}" and have not claimed it yet. Open your prizes to claim it.`,
            ms: `Anda memenangi ${prizeName.ms || 'hadiah'} dalam "${name.ms}" tetapi belum menuntutnya. Buka hadiah anda untuk menuntutnya.`,
        },
        actionTyp: 'CAM',
        actionVal: String(campaign.id),
        metaData: { campaignId: String(campaign.id), sId: campaign.sId, wonPrizeId },
    };
}
