import { Injectable } from '@nestjs/common';
import { EventBus, ID, LanguageCode, ListQueryBuilder, ListQueryOptions, PaginatedList, RequestContext, TransactionalConnection } from '@vendure/core';
import { In } from 'typeorm';

import { clampListOptions, clampPage, MAX_TAKE } from '../../../common/paging';
import type { ActionType, LocalizedText } from '../../content';
import { SHOP_TIME_ZONE } from '../constants';
import { Notification } from '../entities/notification.entity';
import { NotificationSend } from '../entities/notification-send.entity';
import { NotificationsSentEvent } from './notification-events';

export interface NotificationMessage {
    tag: string;
    title: LocalizedText;
    msg: LocalizedText;
    actionTyp?: ActionType;
    actionVal?: string | null;
    imgUrl?: string | null;
    metaData?: Notification['metaData'];
}

/** A page of the customer's notifications; whose they are, for the fields counted on demand (unreadCount). */
export type NotificationList = PaginatedList<Notification> & { customerId: ID };

/**
 * Who a sending was for, as the dashboard's "Sent notifications" shows it: every customer (ALL), a
 * campaign's ticket holders (CAMPAIGN_HOLDERS), one customer (ONE) or some customers (CUSTOMERS).
 */
export interface NotificationAudience {
    kind: 'ALL' | 'CAMPAIGN_HOLDERS' | 'ONE' | 'CUSTOMERS';
    campaignId?: ID | null;
}

/** Rows per INSERT: far below PostgreSQL's 65535 bind parameters (10 per row). */
const INSERT_CHUNK = 1000;

/** In-app notifications: sending one message to many customers, and each customer's own inbox. */
@Injectable()
export class NotificationService {
    constructor(
        private connection: TransactionalConnection,
        private listQueryBuilder: ListQueryBuilder,
        private eventBus: EventBus,
    ) {}

    /**
     * Sends the same message to every customer given, in one INSERT (per thousand customers), and
     * announces it (NotificationsSentEvent): the push follows once the caller's transaction commits.
     * The sending itself is recorded once (NotificationSend) with its audience and recipient count;
     * without an audience given, one recipient is ONE and more are CUSTOMERS, of the campaign in
     * the message's metaData if it names one.
     */
    async notify(ctx: RequestContext, customerIds: ID[], message: NotificationMessage, audience?: NotificationAudience): Promise<Notification[]> {
        const rows = [...new Set(customerIds.map(String))].map(
            customerId =>
                new Notification({
                    customerId,
                    tag: message.tag,
                    title: message.title,
                    msg: message.msg,
                    actionTyp: message.actionTyp ?? 'NON',
                    actionVal: message.actionVal ?? null,
                    imgUrl: message.imgUrl ?? null,
                    metaData: message.metaData ?? null,
                    isRead: false,
                }),
        );
        const repo = this.connection.getRepository(ctx, Notification);
        for (let i = 0; i < rows.length; i += INSERT_CHUNK) await repo.insert(rows.slice(i, i + INSERT_CHUNK));
        if (rows.length) {
            const campaignId = audience?.campaignId ?? (message.metaData?.campaignId as ID | undefined) ?? null;
            const kind = audience?.kind ?? (rows.length === 1 ? 'ONE' : 'CUSTOMERS');
            await this.connection.getRepository(ctx, NotificationSend).insert(
                new NotificationSend({
                    tag: message.tag,
                    title: message.title,
                    audience: kind,
                    campaignId: campaignId == null ? null : String(campaignId),
                    recipients: rows.length,
                }),
            );
        }
        if (rows.length)
            await this.eventBus.publish(
                new NotificationsSentEvent(
                    ctx,
                    rows.map(r => r.customerId),
                    message,
                ),
            );
        return rows;
    }

    /** Every sending, newest first: the dashboard's "Sent notifications". take 1..100 (default 20), skip >= 0. */
    async sent(ctx: RequestContext, options?: { skip?: number | null; take?: number | null }): Promise<PaginatedList<NotificationSend>> {
        const [items, totalItems] = await this.connection.getRepository(ctx, NotificationSend).findAndCount({ order: { id: 'DESC' }, ...clampPage(options) });
        return { items, totalItems };
    }

    /**
     * The customer's own notifications, newest first unless `options.sort` says otherwise.
     * Vendure's list options (skip, take, sort, filter); take 1..100 (default 100), skip >= 0.
     */
    async list(ctx: RequestContext, customerId: ID, options?: ListQueryOptions<Notification>): Promise<PaginatedList<Notification>> {
        const [items, totalItems] = await this.listQueryBuilder
            .build(Notification, clampListOptions(options, { defaultTake: MAX_TAKE }), {
                ctx,
                where: { customerId },
                orderBy: options?.sort ? undefined : { createdAt: 'DESC' },
            })
            .addOrderBy('notification.id', options?.sort?.id ?? 'DESC')
            .getManyAndCount();
        return { items, totalItems };
    }

    /** How many of the customer's notifications are unread (all of them, not one page): the tab's badge. */
    /** A customer's latest notifications, newest first, at most `take` (support's shopper page). */
    latestOfCustomer(ctx: RequestContext, customerId: ID, take: number): Promise<Notification[]> {
        return this.connection.getRepository(ctx, Notification).find({ where: { customerId }, order: { id: 'DESC' }, take });
    }

    unreadCount(ctx: RequestContext, customerId: ID): Promise<number> {
        return this.connection.getRepository(ctx, Notification).count({ where: { customerId, isRead: false } });
    }

    /** Marks every unread notification of the customer read; answers with up to a page (100) of them. */
    async markAllRead(ctx: RequestContext, customerId: ID): Promise<Notification[]> {
        const repo = this.connection.getRepository(ctx, Notification);
        const unread = await repo.find({ where: { customerId, isRead: false }, select: { id: true }, order: { id: 'DESC' }, take: MAX_TAKE });
        await repo.update({ customerId, isRead: false }, { isRead: true });
        return unread.length ? repo.find({ where: { id: In(unread.map(n => n.id)), customerId }, order: { id: 'ASC' } }) : [];
    }

    /** Marks the given notifications read; ids of other customers' notifications are ignored. */
    async markRead(ctx: RequestContext, customerId: ID, ids: ID[]): Promise<Notification[]> {
        if (!ids.length) return [];
        const repo = this.connection.getRepository(ctx, Notification);
        await repo.update({ id: In(ids), customerId }, { isRead: true });
        return repo.find({ where: { id: In(ids), customerId }, order: { id: 'ASC' } });
    }
}

/** A stored `{ en, ms }` text in the request's language, English when it has none in that language. */
export function inLanguage(text: LocalizedText | Record<string, string>, languageCode: LanguageCode): string {
    const texts = text as Record<string, string>;
    return texts[languageCode] ?? texts[LanguageCode.en] ?? '';
}

export interface NotificationGroup {
    title: string;
    content: Notification[];
}

const GROUP_TITLES: Record<string, { today: string; yesterday: string; locale: string }> = {
    en: { today: 'Today', yesterday: 'Yesterday', locale: 'en-MY' },
    ms: { today: 'Hari ini', yesterday: 'Semalam', locale: 'ms-MY' },
};

/** The calendar day (YYYY-MM-DD) of a moment in the shop's time zone. */
function shopDay(date: Date): string {
    return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/**
 * A page of notifications grouped by the shop's calendar day (Asia/Kuala_Lumpur), in the page's
 * order; each group titled Today, Yesterday or its date, in the request's language.
 */
export function groupByDay(items: Notification[], languageCode: LanguageCode | string, now = new Date()): NotificationGroup[] {
    const words = GROUP_TITLES[languageCode] ?? GROUP_TITLES.en;
    const today = shopDay(now);
    const yesterday = shopDay(new Date(now.getTime() - 24 * 3600 * 1000));
    const dateTitle = new Intl.DateTimeFormat(words.locale, { timeZone: SHOP_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });
    const groups: Array<NotificationGroup & { day: string }> = [];
    for (const item of items) {
        const created = new Date(item.createdAt);
        const day = shopDay(created);
        let group = groups.find(g => g.day === day);
        if (!group) {
            const title = day === today ? words.today : day === yesterday ? words.yesterday : dateTitle.format(created);
            group = { day, title, content: [] };
            groups.push(group);
        }
        group.content.push(item);
    }
    return groups.map(({ title, content }) => ({ title, content }));
}
