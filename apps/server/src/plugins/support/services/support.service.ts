import { Injectable } from '@nestjs/common';
import { Customer, ID, RequestContext, TransactionalConnection, UserInputError } from '@vendure/core';
import { Brackets, IsNull } from 'typeorm';

import { clampPage } from '../../../common/paging';
import { BlindBoxService, PrizeLineService } from '../../blind-box';
import { CampaignService, CampaignTicketService } from '../../campaign';
import { normalisePhone } from '../../otp-auth';
import { CodeService } from '../../codes';
import { nameIn, NotificationService, prizeReminderMessage } from '../../notifications';
import { WonPrize, WonPrizeService } from '../../prizes';
import { PrizeReminderRefusedError } from '../errors';

/** Support reminds a winner of one unclaimed prize at most once in this many hours (docs/dashboard.md#support). */
export const REMINDER_INTERVAL_HOURS = 24;
/** Each list on a shopper's support page shows this many, newest first. */
const DETAIL_LIMIT = 100;
const MIN_SEARCH = 2;
const MAX_SEARCH = 100;

/** The shop's public proof pages, as the storefront routes them (apps/storefront/src/routing/paths.ts). */
const drawProofUrl = (campaignId: ID) => `/tabs/common/draws/item/proof?cId=${campaignId}`;
const boxProofUrl = (boxId: ID, orderId: ID) => `/tabs/blindbox/proof?boxId=${boxId}&orderId=${orderId}`;

/**
 * What support sees of one shopper (docs/dashboard.md#support): found by phone, email or name;
 * their tickets per campaign, blind boxes with their proofs, won prizes, redeemed codes and the
 * notifications sent to them. Also the won prizes nobody has claimed, and the reminder to claim one.
 */
@Injectable()
export class SupportService {
    constructor(
        private connection: TransactionalConnection,
        private campaigns: CampaignService,
        private tickets: CampaignTicketService,
        private notifications: NotificationService,
        private boxes: BlindBoxService,
        private prizeLines: PrizeLineService,
        private wonPrizes: WonPrizeService,
        private codes: CodeService,
    ) {}

    /**
     * Shoppers whose phone (any format a shopper types: +60 12-300 0001, 0123000001), email or name
     * contains the search, newest first. take 1..100 (default 20), skip >= 0.
     */
    async findShoppers(ctx: RequestContext, search: string, options?: { skip?: number | null; take?: number | null }) {
        const text = String(search ?? '').trim();
        if (text.length < MIN_SEARCH || text.length > MAX_SEARCH)
            throw new UserInputError('error.support-search-length', { min: String(MIN_SEARCH), max: String(MAX_SEARCH) });
        const like = `%${text.toLowerCase().replace(/[\\%_]/g, c => `\\${c}`)}%`;
        const parsed = /^[+\d][\d\s()-]*$/.test(text) ? normalisePhone(text) : undefined;
        const digits = text.replace(/\D/g, '');
        const query = this.connection
            .getRepository(ctx, Customer)
            .createQueryBuilder('customer')
            .where('customer.deletedAt IS NULL')
            .andWhere(
                new Brackets(or => {
                    or.where(`LOWER(customer.emailAddress) LIKE :like ESCAPE '\\'`, { like })
                        .orWhere(`LOWER(customer.firstName || ' ' || customer.lastName) LIKE :like ESCAPE '\\'`, { like })
                        .orWhere(`LOWER(customer.customFields.username) LIKE :like ESCAPE '\\'`, { like });
                    if (parsed && 'phone' in parsed) or.orWhere('customer.customFields.verifiedHp = :phone', { phone: parsed.phone });
                    if (digits.length >= 4) or.orWhere('customer.customFields.verifiedHp LIKE :digits', { digits: `%${digits}%` });
                }),
            )
            .orderBy('customer.id', 'DESC');
        const { skip, take } = clampPage(options);
        const [items, totalItems] = await query.skip(skip).take(take).getManyAndCount();
        return { items: items.map(shopperView), totalItems };
    }

    /** One shopper's support page, or null when there is no such (live) customer. */
    async shopper(ctx: RequestContext, customerId: ID) {
        const customer = await this.connection.getRepository(ctx, Customer).findOne({ where: { id: customerId, deletedAt: IsNull() } });
        if (!customer) return null;
        const tickets = await this.tickets.latestOfCustomer(ctx, customer.id, DETAIL_LIMIT * 10);
        const boxes = await this.boxes.latestOfCustomer(ctx, customer.id, DETAIL_LIMIT);
        const won = await this.wonPrizes.latestOfCustomer(ctx, customer.id, DETAIL_LIMIT);
        const codes = await this.codes.redeemedBy(ctx, customer.id, DETAIL_LIMIT);
        const notices = await this.notifications.latestOfCustomer(ctx, customer.id, DETAIL_LIMIT);
        const campaignIds = [...new Set([...tickets, ...boxes, ...won, ...codes].map(r => String(r.campaignId)))];
        const campaigns = new Map((await this.campaigns.findNamedByIds(ctx, campaignIds)).map(c => [String(c.id), c]));
        const campaignName = (id: ID) => {
            const campaign = campaigns.get(String(id));
            return campaign ? nameIn(campaign, language(ctx)) : String(id);
        };
        const lineIds = [
            ...new Set(
                boxes
                    .map(b => b.prizeLineId)
                    .filter((id): id is ID => id != null)
                    .map(String),
            ),
        ];
        const lines = new Map((await this.prizeLines.findByIds(ctx, lineIds)).map(l => [String(l.id), l]));
        // A blind box's number is a ticket row of its campaign: boxes are listed as boxes, not as tickets.
        const ticketGroups = campaignIds
            .filter(id => campaigns.get(id)?.typStr !== 'BLINDBOX' && tickets.some(t => String(t.campaignId) === id))
            .map(id => {
                const campaign = campaigns.get(id);
                const own = tickets.filter(t => String(t.campaignId) === id);
                return {
                    campaignId: id,
                    campaignName: campaignName(id),
                    typStr: campaign?.typStr ?? '',
                    state: campaign?.state ?? '',
                    stage: campaign?.stage ?? '',
                    isCancelled: campaign?.isCancelled ?? false,
                    proofUrl: campaign?.typStr === 'LUCKYDRAW' ? drawProofUrl(id) : null,
                    tickets: own.map(t => ({ ticketId: t.ticketId, rarity: t.rarity, isVoid: t.isVoid, isWin: t.isWin, createdAt: t.createdAt })),
                };
            });
        return {
            shopper: shopperView(customer),
            ticketGroups,
            boxes: boxes.map(box => {
                const line = box.prizeLineId != null ? lines.get(String(box.prizeLineId)) : undefined;
                return {
                    id: box.id,
                    code: box.code,
                    campaignId: box.campaignId,
                    campaignName: campaignName(box.campaignId),
                    orderId: box.orderId,
                    isOpen: box.isOpen,
                    openedAt: box.openedAt,
                    prizeName: line ? translated(line.translations, ctx, 'prizeName') : null,
                    isLose: line?.isLose ?? null,
                    proofUrl: box.isOpen ? boxProofUrl(box.id, box.orderId) : null,
                };
            }),
            wonPrizes: won.map(prize => this.prizeView(ctx, prize, campaignName(prize.campaignId))),
            codes: codes.map(code => ({
                code: code.code,
                campaignName: campaignName(code.campaignId),
                grantType: code.grantType,
                quantity: code.quantity,
                redeemedAt: code.redeemedAt,
            })),
            notifications: notices.map(n => ({ id: n.id, tag: n.tag, title: n.title[language(ctx)] ?? n.title.en, createdAt: n.createdAt, isRead: n.isRead })),
        };
    }

    /** Won prizes nobody has claimed (not in a cart or order, not shipped, code not revealed), oldest first. take 1..100 (default 20). */
    async unclaimed(ctx: RequestContext, options?: { skip?: number | null; take?: number | null }) {
        const { skip, take } = clampPage(options);
        const [items, totalItems] = await this.wonPrizes.unclaimedPage(ctx, skip, take);
        return {
            items: items.map(prize => ({
                ...this.prizeView(ctx, prize, prize.campaign ? nameIn(prize.campaign, language(ctx)) : String(prize.campaignId)),
                winner: shopperView(prize.customer),
            })),
            totalItems,
        };
    }

    /**
     * Reminds the winner to claim an unclaimed prize: a notification in English and Malay, at most
     * once in REMINDER_INTERVAL_HOURS per prize. One conditional UPDATE claims the right to send, so
     * two operators (or two clicks) at once send one reminder; the notification commits with it.
     */
    async remind(ctx: RequestContext, wonPrizeId: ID, now = new Date()) {
        const prize = await this.wonPrizes.findWithCampaign(ctx, wonPrizeId);
        if (!prize) return new PrizeReminderRefusedError('NOT_FOUND');
        if (prize.isRedeemed || prize.isATC || prize.atcOrderId != null) return new PrizeReminderRefusedError('CLAIMED');
        const cutoff = new Date(now.getTime() - REMINDER_INTERVAL_HOURS * 3_600_000);
        if (!(await this.wonPrizes.claimReminder(ctx, prize.id, now, cutoff))) {
            const current = await this.wonPrizes.findById(ctx, prize.id);
            if (!current || current.isRedeemed || current.isATC || current.atcOrderId != null) return new PrizeReminderRefusedError('CLAIMED');
            const next = new Date((current.remindedAt ?? now).getTime() + REMINDER_INTERVAL_HOURS * 3_600_000);
            return new PrizeReminderRefusedError('TOO_SOON', next);
        }
        const prizeName = { en: productName(prize, 'en'), ms: productName(prize, 'ms') };
        await this.notifications.notify(ctx, [prize.customerId], prizeReminderMessage(prize.campaign, prizeName, String(prize.id)), {
            kind: 'ONE',
            campaignId: prize.campaignId,
        });
        prize.remindedAt = now;
        return this.prizeView(ctx, prize, nameIn(prize.campaign, language(ctx)));
    }

    private prizeView(ctx: RequestContext, prize: WonPrize, campaignName: string) {
        return {
            id: prize.id,
            campaignId: prize.campaignId,
            campaignName,
            prizeName: productName(prize, language(ctx)),
            pType: prize.pType,
            fromBox: prize.blindBoxId != null,
            isATC: prize.isATC,
            isRedeemed: prize.isRedeemed,
            wonAt: prize.createdAt,
            remindedAt: prize.remindedAt,
        };
    }
}

const language = (ctx: RequestContext): 'en' | 'ms' => (ctx.languageCode === 'ms' ? 'ms' : 'en');

function translated<T extends { languageCode: string }>(translations: T[] | undefined, ctx: RequestContext, field: keyof T): string {
    const t = translations?.find(x => x.languageCode === ctx.languageCode) ?? translations?.find(x => x.languageCode === 'en') ?? translations?.[0];
    return t ? String(t[field]) : '';
}

function productName(prize: WonPrize, lang: 'en' | 'ms'): string {
    const translations = prize.prize?.translations ?? [];
    return (translations.find(t => t.languageCode === lang) ?? translations.find(t => t.languageCode === 'en') ?? translations[0])?.name ?? '';
}

function shopperView(customer: Customer) {
    const fields = (customer.customFields ?? {}) as { verifiedHp?: string | null; username?: string | null };
    return {
        id: customer.id,
        firstName: customer.firstName,
        lastName: customer.lastName,
        emailAddress: customer.emailAddress,
        phone: fields.verifiedHp ?? null,
        username: fields.username ?? null,
        createdAt: customer.createdAt,
    };
}
