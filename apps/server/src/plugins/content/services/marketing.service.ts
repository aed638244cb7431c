import { Injectable } from '@nestjs/common';
import { DeletionResponse, DeletionResult } from '@vendure/common/lib/generated-types';
import {
    Asset,
    EventBus,
    ID,
    LanguageCode,
    ListQueryBuilder,
    ListQueryOptions,
    PaginatedList,
    RequestContext,
    TransactionalConnection,
    TranslatableSaver,
    Translated,
    TranslatorService,
    UserInputError,
    VendureEvent,
} from '@vendure/core';

import { clampListOptions } from '../../../common/paging';
import { CampaignService } from '../../campaign';
import { ACTION_TYPES, ActionType, isPolicySlug, POLICY_SLUGS } from '../constants';
import { MarketingItem, MarketingItemTranslation, MarketingKind } from '../entities/marketing-item.entity';

/** How long a server process reuses what it read of the live items (its own writes clear it at once). */
const LIVE_CACHE_MS = 30_000;
const TITLE_MAX = 200;
const ID_VALUE = /^[A-Za-z0-9_-]{1,64}$/;

export interface MarketingItemInput {
    kind: MarketingKind;
    assetId: ID;
    actionTyp: ActionType;
    actionVal?: string | null;
    startsAt?: Date | string | null;
    endsAt?: Date | string | null;
    position?: number | null;
    enabled?: boolean | null;
    translations: Array<{ languageCode: LanguageCode; title: string }>;
}
export type MarketingItemUpdate = Partial<MarketingItemInput> & { id: ID };

interface LiveRows {
    items: MarketingItem[];
    /** Campaign id → when it stops selling (ms; 0: it already has). */
    campaignEnds: Map<string, number>;
}

/** Home's marketing: the live banners in order, and the first live popup, FAB and blind-box promo. */
export interface Marketing {
    banners: Array<Translated<MarketingItem>>;
    popup: Translated<MarketingItem> | null;
    fab: Translated<MarketingItem> | null;
    bb: Translated<MarketingItem> | null;
}

/** Marketing items were created, changed or deleted (published with the change; delivered once it commits). */
export class MarketingChangedEvent extends VendureEvent {
    constructor(public ctx: RequestContext) {
        super();
    }
}

/**
 * Marketing items (docs/engagement.md#marketing): operators manage them (every input checked
 * here), Home reads what is live now. The live read is one statement (items with their titles
 * and pictures), kept for LIVE_CACHE_MS per process because Home asks on every first screen;
 * this process's own changes drop it (MarketingChangedEvent).
 */
@Injectable()
export class MarketingService {
    private live?: { at: number; items: Promise<LiveRows> };

    constructor(
        private connection: TransactionalConnection,
        private campaigns: CampaignService,
        private listQueryBuilder: ListQueryBuilder,
        private translatableSaver: TranslatableSaver,
        private translator: TranslatorService,
        private eventBus: EventBus,
    ) {
        // Dropped again once a change commits: a shop read between the write and its commit may have kept the old rows.
        this.eventBus.ofType(MarketingChangedEvent).subscribe(() => (this.live = undefined));
    }

    /** The live rows are read again: at once, and after the change commits. */
    private async changed(ctx: RequestContext) {
        this.live = undefined;
        await this.eventBus.publish(new MarketingChangedEvent(ctx));
    }

    async marketing(ctx: RequestContext): Promise<Marketing> {
        const now = new Date();
        const { items: enabled, campaignEnds } = await this.enabledItems(ctx);
        const items = enabled
            .filter(item => (!item.startsAt || item.startsAt <= now) && (!item.endsAt || item.endsAt > now))
            // An item opening a campaign that no longer sells (ended, sold out, cancelled, drawn) is not shown.
            .filter(item => item.actionTyp !== 'CAM' || (campaignEnds.get(String(item.actionVal)) ?? 0) > now.getTime())
            .map(item => this.translator.translate(item, ctx));
        const first = (kind: MarketingKind) => items.find(item => item.kind === kind) ?? null;
        return { banners: items.filter(item => item.kind === 'BANNER'), popup: first('POPUP'), fab: first('FAB'), bb: first('BB') };
    }

    /**
     * Every enabled item with its translations and asset, in display order, and when each campaign
     * they open stops selling (its end; 0 once no longer ACTIVE); the schedule is applied by the caller (it moves on).
     */
    private enabledItems(ctx: RequestContext): Promise<LiveRows> {
        if (this.live && Date.now() - this.live.at < LIVE_CACHE_MS) return this.live.items;
        const items = this.readEnabled(ctx);
        this.live = { at: Date.now(), items };
        // A failed read is not kept.
        items.catch(() => (this.live = undefined));
        return items;
    }

    private async readEnabled(ctx: RequestContext): Promise<LiveRows> {
        const items = await this.connection
            .getRepository(ctx, MarketingItem)
            .createQueryBuilder('item')
            .leftJoinAndSelect('item.translations', 'translation')
            .leftJoinAndSelect('item.asset', 'asset')
            .where('item.enabled = :enabled', { enabled: true })
            .orderBy('item.position', 'ASC')
            .addOrderBy('item.id', 'ASC')
            .getMany();
        const ids = [...new Set(items.filter(i => i.actionTyp === 'CAM' && /^\d+$/.test(i.actionVal ?? '')).map(i => i.actionVal!))];
        const campaigns = await this.campaigns.endsOf(ctx, ids);
        const campaignEnds = new Map(campaigns.map(c => [String(c.id), c.state === 'ACTIVE' ? c.endDate.getTime() : 0]));
        return { items, campaignEnds };
    }

    async list(ctx: RequestContext, options?: ListQueryOptions<MarketingItem>): Promise<PaginatedList<Translated<MarketingItem>>> {
        const [items, totalItems] = await this.listQueryBuilder
            .build(MarketingItem, clampListOptions(options), { ctx, relations: ['asset'], orderBy: { kind: 'ASC', position: 'ASC', id: 'ASC' } })
            .getManyAndCount();
        return { items: items.map(item => this.translator.translate(item, ctx)), totalItems };
    }

    async findOne(ctx: RequestContext, id: ID): Promise<Translated<MarketingItem> | null> {
        const item = await this.connection.getRepository(ctx, MarketingItem).findOne({ where: { id }, relations: { asset: true } });
        return item ? this.translator.translate(item, ctx) : null;
    }

    async create(ctx: RequestContext, input: MarketingItemInput): Promise<Translated<MarketingItem>> {
        const fields = await this.checked(ctx, input);
        const item = await this.translatableSaver.create({ ctx, input: fields, entityType: MarketingItem, translationType: MarketingItemTranslation });
        await this.changed(ctx);
        return (await this.findOne(ctx, item.id))!;
    }

    async update(ctx: RequestContext, input: MarketingItemUpdate): Promise<Translated<MarketingItem>> {
        const existing = await this.connection.getRepository(ctx, MarketingItem).findOne({ where: { id: input.id } });
        if (!existing) throw new UserInputError('error.marketing-not-found', { id: String(input.id) });
        // Checked as a whole: a new end is compared with the kept start, a new type with the kept value.
        const merged: MarketingItemInput = {
            kind: input.kind ?? existing.kind,
            assetId: input.assetId ?? existing.assetId,
            actionTyp: input.actionTyp ?? existing.actionTyp,
            actionVal: input.actionVal !== undefined ? input.actionVal : input.actionTyp ? null : existing.actionVal,
            startsAt: input.startsAt !== undefined ? input.startsAt : existing.startsAt,
            endsAt: input.endsAt !== undefined ? input.endsAt : existing.endsAt,
            position: input.position ?? existing.position,
            enabled: input.enabled ?? existing.enabled,
            // Given titles replace those of their languages; the others are kept.
            translations: [
                ...existing.translations
                    .filter(t => !input.translations?.some(i => i.languageCode === t.languageCode))
                    .map(t => ({ languageCode: t.languageCode, title: t.title })),
                ...(input.translations ?? []),
            ],
        };
        const fields = await this.checked(ctx, merged);
        if (!input.translations) delete (fields as Partial<typeof fields>).translations;
        await this.translatableSaver.update({ ctx, input: { id: input.id, ...fields }, entityType: MarketingItem, translationType: MarketingItemTranslation });
        await this.changed(ctx);
        return (await this.findOne(ctx, input.id))!;
    }

    async delete(ctx: RequestContext, id: ID): Promise<DeletionResponse> {
        const result = await this.connection.getRepository(ctx, MarketingItem).delete({ id });
        if (result.affected) await this.changed(ctx);
        return result.affected
            ? { result: DeletionResult.DELETED }
            : { result: DeletionResult.NOT_DELETED, message: ctx.translate('error.marketing-not-found', { id: String(id) }) };
    }

    /** The input as it is stored, or a refusal saying what is wrong (messages in errors.ts, translated). */
    private async checked(ctx: RequestContext, input: MarketingItemInput) {
        const startsAt = dateOf(input.startsAt, 'startsAt');
        const endsAt = dateOf(input.endsAt, 'endsAt');
        if (startsAt && endsAt && endsAt <= startsAt) throw new UserInputError('error.marketing-ends-before-start');
        if (!(await this.connection.getRepository(ctx, Asset).exists({ where: { id: input.assetId } }))) {
            throw new UserInputError('error.marketing-unknown-asset', { id: String(input.assetId) });
        }
        const actionVal = await this.checkedAction(ctx, input.actionTyp, input.actionVal);
        const titles = input.translations.map(t => ({ languageCode: t.languageCode, title: (t.title ?? '').trim() }));
        if (new Set(titles.map(t => t.languageCode)).size !== titles.length) throw new UserInputError('error.marketing-title-per-language');
        // The title is the picture's text alternative: an image banner without one is not accessible.
        if (!titles.some(t => t.languageCode === LanguageCode.en) || titles.some(t => !t.title || t.title.length > TITLE_MAX)) {
            throw new UserInputError('error.marketing-title-needed', { max: TITLE_MAX });
        }
        const position = input.position ?? 0;
        if (!Number.isInteger(position) || position < 0) throw new UserInputError('error.marketing-bad-position');
        return {
            kind: input.kind,
            assetId: input.assetId,
            asset: { id: input.assetId } as Asset,
            actionTyp: input.actionTyp,
            actionVal,
            startsAt,
            endsAt,
            position,
            enabled: input.enabled ?? true,
            translations: titles,
        };
    }

    /** CAM an existing campaign id, CAT a category id, PG a policy slug, TIC an optional campaign id, URL an http(s) link, NON nothing. Also checks notifications' actions. */
    async checkedAction(ctx: RequestContext, type: ActionType, rawValue: string | null | undefined): Promise<string | null> {
        const value = rawValue?.trim() || null;
        if (!(ACTION_TYPES as readonly string[]).includes(type)) throw new UserInputError('error.marketing-bad-action', { type: String(type) });
        switch (type) {
            case 'NON':
                return null;
            case 'CAM':
                if (!value || !ID_VALUE.test(value) || !(await this.campaigns.exists(ctx, value))) {
                    throw new UserInputError('error.marketing-unknown-campaign', { value: value ?? '' });
                }
                return value;
            case 'PG':
                if (!value || !isPolicySlug(value)) {
                    throw new UserInputError('error.marketing-unknown-policy', { value: value ?? '', slugs: POLICY_SLUGS.join(', ') });
                }
                return value;
            case 'URL':
                if (!value || !isWebUrl(value)) throw new UserInputError('error.marketing-bad-url', { value: value ?? '' });
                return value;
            case 'CAT':
            case 'TIC':
                if (type === 'CAT' ? !value || !ID_VALUE.test(value) : value != null && !ID_VALUE.test(value)) {
                    throw new UserInputError('error.marketing-bad-action', { type });
                }
                return value;
        }
    }
}

function dateOf(value: Date | string | null | undefined, field: string): Date | null {
    if (value == null) return null;
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime())) throw new UserInputError('error.marketing-bad-date', { field });
    return date;
}

function isWebUrl(value: string): boolean {
    try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && !!url.hostname;
    } catch {
        return false;
    }
}
