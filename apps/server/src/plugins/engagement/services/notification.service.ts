import { Injectable } from '@nestjs/common';
import { ID, LanguageCode, ListQueryBuilder, ListQueryOptions, PaginatedList, RequestContext, TransactionalConnection } from '@vendure/core';
import { In } from 'typeorm';

import { clampListOptions, MAX_TAKE } from '../../../common/paging';
import { ActionType, LocalizedText } from '../constants';
import { Notification } from '../entities/notification.entity';

export interface NotificationMessage {
    tag: string;
    title: LocalizedText;
    msg: LocalizedText;
    actionTyp?: ActionType;
    actionVal?: string | null;
    imgUrl?: string | null;
    metaData?: Record<string, unknown> | null;
}

/** Rows per INSERT: far below PostgreSQL's 65535 bind parameters (10 per row). */
const INSERT_CHUNK = 1000;

/** In-app notifications: sending one message to many customers, and each customer's own inbox. */
@Injectable()
export class NotificationService {
    constructor(
        private connection: TransactionalConnection,
        private listQueryBuilder: ListQueryBuilder,
    ) {}

    /** Sends the same message to every customer given, in one INSERT (per thousand customers). */
    async notify(ctx: RequestContext, customerIds: ID[], message: NotificationMessage): Promise<void> {
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
                    metaData: (message.metaData as Record<string, any> | null | undefined) ?? null,
                    isRead: false,
                }),
        );
        const repo = this.connection.getRepository(ctx, Notification);
        for (let i = 0; i < rows.length; i += INSERT_CHUNK) await repo.insert(rows.slice(i, i + INSERT_CHUNK));
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
