import { Injectable } from '@nestjs/common';
import {
    ConfigService,
    ForbiddenError,
    InternalServerError,
    ID,
    idsAreEqual,
    LanguageCode,
    ListQueryBuilder,
    LocaleString,
    ListQueryOptions,
    PaginatedList,
    Product,
    RequestContext,
    TransactionalConnection,
    TranslatableSaver,
    TranslatorService,
    UserInputError,
} from '@vendure/core';
import crypto from 'node:crypto';
import { Between, In, MoreThan, Not } from 'typeorm';

import { activeCustomerId, requireCustomerId } from '../../../common/customer';
import { clampListOptions, clampPage, MAX_TAKE } from '../../../common/paging';
import { columnsOf } from '../../../common/sql';
import { CampaignState, CampaignType, DEFAULT_TIER_ODDS, DRAW_WEIGHTS, DrawSequenceStage, TICKET_TIERS, TicketTier, UNFINISHED_STAGES } from '../constants';
import { Campaign, CampaignRules } from '../entities/campaign.entity';
import { CampaignRulesError } from '../errors';
import { CampaignTranslation } from '../entities/campaign-translation.entity';
import { Participation } from '../entities/participation.entity';
import { Ticket } from '../entities/ticket.entity';
import { TicketRarityService } from './ticket-rarity.service';
import { CampaignLifecycleService } from './campaign-lifecycle.service';
import { loadPlainCards, plainCardsAnswer } from './plain-cards';
import { newTierSeed } from './tier-roll';

/** A campaign as the reads return it: `viewerTickets` is how many tickets the viewer holds in it (0 for a guest). */
export type ViewedCampaign = Campaign & { viewerTickets?: number };

export type CampaignSheet = 'HOTTEST' | 'LATEST' | 'ENDING_SOON' | 'JOINED' | 'OTHER' | 'TRENDING';

export interface CampaignInput {
    id?: ID;
    sId?: string | null;
    typStr?: CampaignType;
    startDate?: Date;
    endDate?: Date;
    isHot?: boolean;
    isNew?: boolean;
    ticketPerItem?: number;
    ticketPerItemForSp?: number;
    specialVariantId?: ID | null;
    totalTicket?: number;
    maxQty?: number | null;
    minTicket?: number | null;
    tierOdds?: Partial<Record<TicketTier, number>> | null;
    rules?: CampaignRules | null;
    productId?: ID;
    prizeId?: ID | null;
    coverId?: ID | null;
    featuredImgId?: ID | null;
    translations?: Array<{ id?: ID; languageCode: LanguageCode; name?: string; description?: string; cardBuyTxt?: string }>;
}

/**
 * The Campaign fields a read was asked for (GraphQL names, `selectedFieldNames`): a page loads only
 * the pictures, products, rules and viewer's tickets its fields show. Undefined: everything (a
 * read that does not know what will be shown, such as the campaign page's).
 */
export type CampaignFields = ReadonlySet<string> | undefined;

/** Vendure's DEFAULT_LANGUAGE_CODE (not exported): the translator's last named fallback. */
const DEFAULT_LANGUAGE_CODE = LanguageCode.en;

/** The campaign's words (LocaleString fields), from its translations. */
const CAMPAIGN_WORDS = ['name', 'description', 'cardBuyTxt'] as const;

/**
 * Writes the campaign's words in the request's language onto the campaign itself, by the rule of
 * Vendure's translator (translateEntity): the first of `languages` the campaign has, then English,
 * then any; a field left empty there comes from the next that has it. Without the translator's copy
 * of the whole entity (a property descriptor per column: the largest single cost of a list page),
 * so only for a campaign this request loaded and nobody else holds. `translations`: the campaign's
 * own unless given (a plain card's rows, plain-cards.ts).
 */
function putCampaignWords(
    campaign: Record<(typeof CAMPAIGN_WORDS)[number], unknown>,
    languages: LanguageCode[],
    translations = ((campaign as Campaign).translations ?? []) as Array<Pick<CampaignTranslation, 'languageCode' | (typeof CAMPAIGN_WORDS)[number]>>,
) {
    const chain: typeof translations = [];
    const add = (t: (typeof translations)[number] | undefined) => {
        if (t && !chain.includes(t)) chain.push(t);
    };
    for (const l of languages) add(translations.find(x => x.languageCode === l));
    add(translations.find(x => x.languageCode === DEFAULT_LANGUAGE_CODE));
    add(translations[0]);
    if (!chain.length) throw new InternalServerError('error.entity-has-no-translation-in-language', { entityName: 'Campaign', languageCode: languages.join() });
    for (const key of CAMPAIGN_WORDS) campaign[key] = (chain.find(t => t[key] != null && t[key] !== '')?.[key] ?? '') as LocaleString;
}

/** What CampaignLifecycleService.shown reads, so every read shows a campaign past its end as ended. */
const SHOWN_COLUMNS = ['state', 'stage', 'typStr', 'endDate', 'reservedTicket', 'issuedTicket', 'minTicket', 'isCancelled'];
/** Fields resolved from columns of other names (the campaign plugin's and the draw plugin's resolvers). */
const FIELD_COLUMNS: Record<string, string[]> = {
    isClosed: ['state'],
    isDraw: ['isCancelled', 'ts_DRAW_INIT'],
    stage: ['stage'],
    winner: ['ts_GET_WINNER'],
};
/** The relations a card may show, by the column holding their id. */
const RELATION_IDS: Record<string, string> = {
    cover: 'coverId',
    featuredImg: 'featuredImgId',
    product: 'productId',
    prize: 'prizeId',
    specialVariant: 'specialVariantId',
};

/** Whether a read asked for `field` (a read that does not say asked for everything). */
function asked(fields: CampaignFields, ...names: string[]): boolean {
    return !fields || names.some(name => fields.has(name));
}

/** What sold tickets were issued on: unchangeable once a ticket is issued or held (update). */
const LEDGER_FIELDS = ['tierOdds', 'ticketPerItem', 'ticketPerItemForSp', 'minTicket'] as const;

/** The odds the tier roll uses: the campaign's own over the defaults (packages/fairness rollTier). */
export function effectiveTierOdds(odds: Partial<Record<TicketTier, number>> | null | undefined): Record<TicketTier, number> {
    return { ...DEFAULT_TIER_ODDS, ...(odds ?? {}) };
}

/** What the campaign page's odds block shows (CampaignService.odds). */
export interface CampaignOdds {
    tiers: Array<{ rarity: TicketTier; percent: number; weight: number }>;
    ticketsSold: number;
    ticketsLeft: number;
    countedTickets: number;
    totalWeight: number;
    myTickets: number;
    myWeight: number;
    myChance: number | null;
    myPendingTickets: number;
}

/** Longest rules text per language: the policy pages' cap. */
export const MAX_RULES_LENGTH = 50_000;

/**
 * Why these rules cannot be a campaign's: missing (required when creating; an update may leave
 * them out to keep them), a language blank, or too long. Undefined when they are fine.
 */
function checkRules(rules: CampaignRules | null | undefined, required: boolean): CampaignRulesError | undefined {
    if (rules == null) return required ? new CampaignRulesError('MISSING') : undefined;
    for (const lang of ['en', 'ms'] as const) {
        const text = typeof rules[lang] === 'string' ? rules[lang].trim() : '';
        if (!text) return new CampaignRulesError(lang === 'en' ? 'MISSING_EN' : 'MISSING_MS');
        if (text.length > MAX_RULES_LENGTH) return new CampaignRulesError('TOO_LONG');
    }
    return undefined;
}

function trimRules(rules: CampaignRules): CampaignRules {
    return { en: rules.en.trim(), ms: rules.ms.trim() };
}

/** Stated cap of the ticket lists (userTickets, listUserCurCampaignTicket), documented in the schema. */
export const TICKET_MAX_TAKE = 1000;

/** Campaign reads (lists, sheets, progress, participants, tickets) and operator writes. */
@Injectable()
export class CampaignService {
    constructor(
        private connection: TransactionalConnection,
        private translatableSaver: TranslatableSaver,
        private translator: TranslatorService,
        private lifecycle: CampaignLifecycleService,
        private listQueryBuilder: ListQueryBuilder,
        private rarities: TicketRarityService,
        private configService: ConfigService,
    ) {}

    /** A new campaign, selling from its startDate; refused (CampaignRulesError) without official rules in en and ms. */
    async create(ctx: RequestContext, input: CampaignInput): Promise<Campaign | CampaignRulesError> {
        this.validate(input, true);
        const rulesRefusal = checkRules(input.rules, true);
        if (rulesRefusal) return rulesRefusal;
        const fields = {
            ...input,
            ...(input.typStr === 'BLINDBOX' ? { ticketPerItem: 1, ticketPerItemForSp: 1 } : {}),
            sId: input.sId ?? newShortId(),
            rules: trimRules(input.rules!),
            translations: input.translations ?? [],
        };
        const saved = await this.translatableSaver.create({
            ctx,
            input: fields,
            entityType: Campaign,
            translationType: CampaignTranslation,
            beforeSave: async c => {
                c.tierSeed = newTierSeed();
                c.issuedTicket = 0;
                c.reservedTicket = 0;
                c.state = 'ACTIVE';
                c.stage = 'OPEN';
            },
        });
        return this.findOneOrFail(ctx, saved.id);
    }

    /** Changes a campaign; rules, when given, replace both languages and may not be blank (CampaignRulesError). */
    async update(ctx: RequestContext, input: CampaignInput & { id: ID }): Promise<Campaign | CampaignRulesError> {
        const current = await this.connection.getEntityOrThrow(ctx, Campaign, input.id);
        this.validate(input, false, current.typStr);
        const rulesRefusal = checkRules(input.rules, false);
        if (rulesRefusal) return rulesRefusal;
        if (input.totalTicket != null && input.totalTicket < current.issuedTicket + current.reservedTicket) {
            throw new UserInputError(`totalTicket cannot go below the ${current.issuedTicket + current.reservedTicket} tickets already issued or held`);
        }
        if (current.issuedTicket + current.reservedTicket > 0) {
            // Sold tickets were rolled and priced with these: the proof re-derives every ticket's
            // rarity from the seed and the odds, and holders bought on these terms.
            const changed = LEDGER_FIELDS.filter(key =>
                key === 'tierOdds'
                    ? input.tierOdds != null && TICKET_TIERS.some(t => effectiveTierOdds(input.tierOdds)[t] !== effectiveTierOdds(current.tierOdds)[t])
                    : input[key] !== undefined && (input[key] ?? null) !== (current[key] ?? null),
            );
            if (changed.length) throw new UserInputError(`${changed.join(', ')} cannot change once tickets are sold or held`);
        }
        // Counters and the tier seed are never operator-editable: they are the ledger.
        const { sId, rules, ...rest } = input;
        await this.translatableSaver.update({
            ctx,
            input: { ...rest, ...(rules ? { rules: trimRules(rules) } : {}), translations: input.translations ?? [] },
            entityType: Campaign,
            translationType: CampaignTranslation,
        });
        return this.findOneOrFail(ctx, input.id);
    }

    private validate(input: CampaignInput, creating: boolean, typStr = input.typStr) {
        if (creating && (!input.productId || !input.startDate || !input.endDate || input.totalTicket == null)) {
            throw new UserInputError('productId, startDate, endDate and totalTicket are required');
        }
        if (input.startDate && input.endDate && new Date(input.endDate) <= new Date(input.startDate)) {
            throw new UserInputError('endDate must be after startDate');
        }
        for (const key of ['totalTicket', 'ticketPerItem', 'ticketPerItemForSp', 'maxQty', 'minTicket'] as const) {
            const v = input[key];
            if (v != null && (!Number.isInteger(v) || v < (key === 'totalTicket' || key.startsWith('ticket') ? 1 : 0))) {
                throw new UserInputError(`${key} must be a positive whole number`);
            }
        }
        if (input.tierOdds != null) {
            const odds = input.tierOdds as Record<string, unknown>;
            if (
                typeof odds !== 'object' ||
                Array.isArray(odds) ||
                Object.entries(odds).some(([k, v]) => !TICKET_TIERS.includes(k as TicketTier) || typeof v !== 'number' || !Number.isFinite(v) || v < 0)
            ) {
                throw new UserInputError(`tierOdds takes a percentage of 0 or more for each of ${TICKET_TIERS.join(', ')}`);
            }
            // Missing tiers keep their default odds (as the tier roll reads them); the whole must be 100 %.
            const sum = TICKET_TIERS.reduce((total, t) => total + effectiveTierOdds(input.tierOdds)[t], 0);
            if (Math.abs(sum - 100) > 1e-9) throw new UserInputError(`tierOdds must add up to 100 % (they add up to ${+sum.toFixed(4)} %)`);
        }
        // A blind-box ticket is a box: one per unit bought, so totalTicket is the boxes for sale
        // and the ledger's sell-out cap and exactly-once issuance apply to boxes. Boxes are
        // delivered at once, so there is no draw to cancel below a minimum.
        if (typStr === 'BLINDBOX') {
            if ((input.ticketPerItem ?? 1) !== 1 || (input.ticketPerItemForSp ?? 1) !== 1) {
                throw new UserInputError('A blind-box campaign gives one box per item: ticketPerItem and ticketPerItemForSp are 1');
            }
            if (input.minTicket != null) throw new UserInputError('A blind-box campaign has no minimum (minTicket)');
        }
    }

    /** One campaign, as it reads now (`CampaignLifecycleService.shown`): a read never writes. */
    async findOne(ctx: RequestContext, id: ID): Promise<Campaign | undefined> {
        const [campaign] = await this.cards(ctx, [id]);
        return campaign ? (await this.decorate(ctx, [campaign]))[0] : undefined;
    }

    async findOneOrFail(ctx: RequestContext, id: ID): Promise<Campaign> {
        const campaign = await this.findOne(ctx, id);
        if (!campaign) throw new UserInputError(`No campaign with id ${id}`);
        return campaign;
    }

    /**
     * A page of campaigns for a list sheet, chosen in the database: the sheet's filter and order
     * (with Vendure's list options, if given, after the sheet's keys), LIMIT/OFFSET and a COUNT,
     * then the page's rows loaded with everything a card shows. A bounded number of queries, and
     * each one's cost bounded by the page, whatever the number of campaigns (docs/performance.md).
     */
    async list(
        ctx: RequestContext,
        options: ListQueryOptions<Campaign> | undefined,
        state: CampaignState | undefined,
        sheet: CampaignSheet | undefined,
        fields?: CampaignFields,
        pictureFields?: CampaignFields,
    ): Promise<PaginatedList<Campaign>> {
        const repo = this.connection.getRepository(ctx, Campaign);
        // The viewer matters to the JOINED and OTHER sheets and to `stage` (ENTERED) only.
        const viewerMatters = sheet === 'JOINED' || sheet === 'OTHER' || asked(fields, 'stage');
        const customerId = viewerMatters ? await this.activeCustomerId(ctx) : undefined;
        if (sheet === 'JOINED' && !customerId) return { items: [], totalItems: 0 };
        const qb = repo.createQueryBuilder('campaign');
        // Vendure's list options, through its builder, only say which campaigns match and the
        // options' order: the builder joins the (eager) translations, a row per language, so the
        // page itself is chosen over campaigns, each once. Only the campaign's own columns sort.
        let requested: Record<string, unknown> = {};
        if (options?.filter || options?.sort) {
            const listed = this.listQueryBuilder.build(
                Campaign,
                { filter: options.filter, filterOperator: options.filterOperator, sort: options.sort },
                { ctx, ignoreQueryLimits: true },
            );
            requested = Object.fromEntries(Object.entries(listed.expressionMap.orderBys).filter(([key]) => key.startsWith('campaign.')));
            if (options.filter) {
                const matching = listed.select('campaign.id').orderBy().skip(undefined).take(undefined);
                qb.andWhere(`campaign.id IN (${matching.getQuery()})`, matching.getParameters());
            }
        }
        this.lifecycle.whereShown(qb, state);
        if ((sheet === 'JOINED' || sheet === 'OTHER') && customerId) {
            const joined = qb
                .subQuery()
                .select('1')
                .from(Participation, 'p')
                .where('p.campaignId = campaign.id')
                .andWhere('p.customerId = :viewer')
                .andWhere('p.count > 0')
                .getQuery();
            qb.andWhere(`${sheet === 'JOINED' ? '' : 'NOT '}EXISTS ${joined}`, { viewer: customerId });
        }
        // COUNT(*), not TypeORM's COUNT(DISTINCT id): nothing is joined here, and the DISTINCT sorts every id.
        const totalItems = Number((await qb.clone().select('COUNT(*)', 'count').getRawOne<{ count: number | string }>())?.count ?? 0);

        // The sheet's keys come first; the options' sort (if any) breaks their ties, then the id.
        const order: Array<[string, 'ASC' | 'DESC']> = [];
        if (sheet === 'JOINED' || sheet === 'OTHER') {
            order.push(['campaign.endDate', 'DESC']);
        } else if (sheet === 'HOTTEST' || sheet === 'TRENDING') {
            // Scores kept with the tickets (claimNumbers, rankSheets), read off their index.
            order.push([sheet === 'HOTTEST' ? 'campaign.ticketsLast24h' : 'campaign.buyersLast24h', 'DESC'], ['campaign.issuedTicket', 'DESC']);
        } else if (sheet === 'ENDING_SOON') {
            // Soonest end first; equal ends: fewest tickets left first.
            order.push(['campaign.endDate', 'ASC'], ['(campaign.totalTicket - campaign.issuedTicket)', 'ASC']);
        } else if (!options?.sort) {
            order.push(['campaign.startDate', 'DESC']);
        }
        qb.orderBy();
        for (const [key, direction] of order) qb.addOrderBy(key, direction);
        for (const [key, direction] of Object.entries(requested)) if (!order.some(([k]) => k === key)) qb.addOrderBy(key, direction as 'ASC' | 'DESC');
        // Newest first on the default sheet; the other sheets' last resort is creation order.
        if (!('campaign.id' in qb.expressionMap.orderBys)) qb.addOrderBy('campaign.id', !sheet || sheet === 'LATEST' ? 'DESC' : 'ASC');

        const { skip, take } = clampPage(options);
        const plain = plainCardsAnswer(fields, pictureFields);
        qb.select('campaign.id', 'id').skip(undefined).take(undefined).offset(skip).limit(take);
        // Plain cards are kept by the version of what they show, read with the page (plain-cards.ts).
        if (plain) qb.addSelect('campaign.cardVersion', 'cardVersion');
        const page = await columnsOf(this.connection, ctx, qb, plain ? ['id', 'cardVersion'] : ['id']);
        const pageIds = page.map(([id]) => id as ID);
        if (plain) {
            // Only plain fields asked (the list shape): cards from raw rows, no entities (plain-cards.ts).
            const languages = this.languagesOf(ctx);
            const cards = await loadPlainCards(
                this.connection,
                ctx,
                { ids: pageIds, versions: page.map(([, version]) => version) },
                fields!,
                pictureFields,
                [...new Set([...languages, DEFAULT_LANGUAGE_CODE])],
                { languages, put: (card, words) => putCampaignWords(card, languages, words as never[]) },
            );
            return { items: cards as unknown as Campaign[], totalItems };
        }
        return { items: await this.decorate(ctx, await this.cards(ctx, pageIds, fields), customerId ?? null, fields), totalItems };
    }

    /**
     * The campaigns of `ids`, in that order, with what `fields` show: the campaigns with their
     * translations (those the translator may pick, unless all are asked) and the pictures asked for in one statement, then, if asked, the products and
     * prizes of all of them with theirs in one more (joined, their translations multiplied each
     * other's rows: campaign × product × prize translations, eight rows a card). The official
     * rules, the one long column, only when asked. Not the special variant: no card shows it
     * (CampaignEntityResolver loads it when asked).
     */
    private async cards(ctx: RequestContext, ids: ID[], fields?: CampaignFields): Promise<Campaign[]> {
        if (!ids.length) return [];
        const qb = this.connection
            .getRepository(ctx, Campaign)
            .createQueryBuilder('campaign')
            .select(this.campaignColumns(fields))
            .where('campaign.id IN (:...ids)', { ids });
        if (asked(fields, 'translations')) {
            qb.leftJoinAndSelect('campaign.translations', 'translation');
        } else {
            // Only the languages the translator can pick (the request's, then the defaults): one row
            // a campaign instead of one per language.
            const languages = [...new Set([...this.languagesOf(ctx), DEFAULT_LANGUAGE_CODE])];
            qb.leftJoinAndSelect('campaign.translations', 'translation', 'translation.languageCode IN (:...languages)', { languages });
        }
        if (asked(fields, 'cover')) qb.leftJoinAndSelect('campaign.cover', 'cover');
        if (asked(fields, 'featuredImg')) qb.leftJoinAndSelect('campaign.featuredImg', 'featuredImg');
        const campaigns = await qb.getMany();
        const productIds = asked(fields, 'product', 'prize')
            ? [...new Set(campaigns.flatMap(c => (c.prizeId != null ? [c.productId, c.prizeId] : [c.productId])).map(String))]
            : [];
        const products = productIds.length
            ? await this.connection.getRepository(ctx, Product).find({ where: { id: In(productIds) }, relations: { featuredAsset: true } })
            : [];
        const byId = new Map(products.map(p => [String(p.id), p]));
        if (products.length) {
            for (const c of campaigns) {
                c.product = byId.get(String(c.productId))!;
                c.prize = c.prizeId != null ? (byId.get(String(c.prizeId)) ?? null) : null;
            }
        }
        const campaignById = new Map(campaigns.map(c => [String(c.id), c]));
        return ids.map(id => campaignById.get(String(id))).filter((c): c is Campaign => !!c);
    }

    /**
     * The campaign's columns a read needs (`campaign.<column>`). When every field asked is a
     * column, a word, a relation or one of FIELD_COLUMNS: those columns, the relations' ids and
     * what `shown` reads. Otherwise (a field resolved from other columns, such as `odds`, or a
     * read that does not say) every column, the official rules only if asked.
     */
    private campaignColumns(fields: CampaignFields): string[] {
        const all = this.connection.rawConnection.getMetadata(Campaign).columns.filter(c => c.isSelect);
        const names = new Set(all.map(c => c.propertyName));
        const known = (field: string) =>
            names.has(field) ||
            field in FIELD_COLUMNS ||
            field in RELATION_IDS ||
            field === '__typename' ||
            field === 'translations' ||
            (CAMPAIGN_WORDS as readonly string[]).includes(field);
        if (!fields || ![...fields].every(known))
            return all.filter(c => asked(fields, 'rules') || c.propertyName !== 'rules').map(c => `campaign.${c.propertyPath}`);
        const needed = new Set(['id', ...SHOWN_COLUMNS]);
        for (const field of fields) {
            if (names.has(field)) needed.add(field);
            for (const column of FIELD_COLUMNS[field] ?? []) needed.add(column);
            if (field in RELATION_IDS) needed.add(RELATION_IDS[field]!);
        }
        return [...needed].map(column => `campaign.${column}`);
    }

    /**
     * Shows each campaign as it reads now (one past its end as ended, see
     * CampaignLifecycleService.shown), translates the card (campaign, product, prize) and marks
     * the viewer's own campaigns (stage ENTERED; only if `stage` is asked). `customerId`
     * undefined: look the viewer up; null: the caller knows there is none to look for.
     */
    private async decorate(ctx: RequestContext, campaigns: Campaign[], customerId?: ID | null, fields?: CampaignFields): Promise<Campaign[]> {
        if (customerId === undefined) customerId = await this.activeCustomerId(ctx);
        const mine = new Map<string, number>();
        if (customerId && campaigns.length && asked(fields, 'stage')) {
            const rows = await this.connection.getRepository(ctx, Participation).find({
                where: { customerId, campaignId: In(campaigns.map(c => c.id)) },
                select: { campaignId: true, count: true },
            });
            for (const r of rows) mine.set(String(r.campaignId), r.count);
        }
        const languages = this.languagesOf(ctx);
        // Each product or prize translated once, however many of the page's campaigns show it.
        const products = new Map<string, Product>();
        const translated = (product: Product) => {
            let words = products.get(String(product.id));
            if (!words) products.set(String(product.id), (words = this.translator.translate(product, ctx)));
            return words;
        };
        return campaigns.map(c => {
            const shown = this.lifecycle.shown(c) as ViewedCampaign;
            putCampaignWords(shown, languages);
            if (shown.product) shown.product = translated(shown.product);
            if (shown.prize) shown.prize = translated(shown.prize);
            shown.viewerTickets = mine.get(String(c.id)) ?? 0;
            return shown;
        });
    }

    /** The languages the translator picks from, in its order: the request's, the channel's default, the shop's default. */
    private languagesOf(ctx: RequestContext): LanguageCode[] {
        return [...new Set([ctx.languageCode, ctx.channel.defaultLanguageCode, this.configService.defaultLanguageCode])];
    }

    private async joinedCampaignIds(ctx: RequestContext, customerId: ID): Promise<Set<string>> {
        const rows = await this.connection.getRepository(ctx, Participation).find({ where: { customerId, count: MoreThan(0) }, select: { campaignId: true } });
        return new Set(rows.map(r => String(r.campaignId)));
    }

    /** The current shopper (one lookup for every plugin: common/customer.ts). */
    activeCustomerId(ctx: RequestContext): Promise<ID | undefined> {
        return activeCustomerId(this.connection, ctx);
    }

    requireCustomerId(ctx: RequestContext): Promise<ID> {
        return requireCustomerId(this.connection, ctx);
    }

    /**
     * A campaign's participants: Vendure's list options (skip/take clamped, filter, sort first
     * if given), then the contract's `sort` argument (docs/contract.md#queries) (DATE, NAME, TICKET; newest first by default).
     */
    async participants(
        ctx: RequestContext,
        campaignId: ID,
        sort: { field?: 'DATE' | 'NAME' | 'TICKET' | null; order?: 'ASC' | 'DESC' | null } | undefined,
        options: ListQueryOptions<Participation> | undefined,
    ): Promise<PaginatedList<Participation>> {
        const order = sort?.order === 'ASC' ? 'ASC' : 'DESC';
        const qb = this.listQueryBuilder
            .build(Participation, clampListOptions(options), {
                ctx,
                entityAlias: 'p',
                where: { campaignId, count: MoreThan(0) },
                ignoreQueryLimits: true,
            })
            .innerJoinAndSelect('p.customer', 'customer');
        // After the options' sort; a column the options already order by keeps their direction.
        const requested = (options?.sort ?? {}) as Record<string, unknown>;
        const column = sort?.field === 'TICKET' ? 'count' : 'createdAt';
        if (sort?.field === 'NAME') qb.addOrderBy('customer.firstName', order).addOrderBy('customer.lastName', order);
        else if (!requested[column]) qb.addOrderBy(`p.${column}`, order);
        qb.addOrderBy('p.id', options?.sort?.id ?? order);
        const [items, totalItems] = await qb.getManyAndCount();
        return { items, totalItems };
    }

    /** Tickets of one customer: only that customer may read them. */
    async userTickets(ctx: RequestContext, customerId: ID, campaignId?: ID | null, options?: ListQueryOptions<Ticket>): Promise<PaginatedList<Ticket>> {
        const viewer = await this.requireCustomerId(ctx);
        if (!idsAreEqual(viewer, customerId)) throw new ForbiddenError();
        // Vendure's list options (skip, take, sort, filter), with its own cap: a ticket is small and
        // a shopper's tickets in one campaign are shown on one screen.
        const [items, totalItems] = await this.listQueryBuilder
            .build(Ticket, clampListOptions(options, { defaultTake: TICKET_MAX_TAKE, maxTake: TICKET_MAX_TAKE }), {
                ctx,
                where: { customerId, ...(campaignId != null ? { campaignId } : {}) },
                orderBy: options?.sort ? undefined : { seq: 'ASC' },
                ignoreQueryLimits: true,
            })
            .addOrderBy('ticket.id', options?.sort?.id ?? 'ASC')
            .getManyAndCount();
        // Nobody sees "revealing" past its round's time (docs/fairness.md#ticket-rarity).
        return { items: await this.rarities.revealRead(ctx, items), totalItems };
    }

    /**
     * The campaigns the customer holds tickets in: Vendure's list options (skip/take clamped,
     * filter, sort), latest end first by default. The page is chosen with the options, then
     * loaded with everything a card shows in one query, as for `list`.
     */
    async participatedCampaigns(ctx: RequestContext, state?: CampaignState | null, options?: ListQueryOptions<Campaign>): Promise<PaginatedList<Campaign>> {
        const customerId = await this.requireCustomerId(ctx);
        const joined = [...(await this.joinedCampaignIds(ctx, customerId))];
        if (!joined.length) return { items: [], totalItems: 0 };
        const qb = this.listQueryBuilder.build(Campaign, clampListOptions(options, { defaultTake: MAX_TAKE }), {
            ctx,
            where: { id: In(joined) },
            orderBy: options?.sort ? undefined : { endDate: 'DESC' },
            ignoreQueryLimits: true,
        });
        const [rows, totalItems] = await this.lifecycle
            .whereShown(qb, state ?? undefined)
            // The tie-break must not replace a requested id order (same key).
            .addOrderBy('campaign.id', options?.sort?.id ?? 'DESC')
            .getManyAndCount();
        return {
            items: await this.decorate(
                ctx,
                await this.cards(
                    ctx,
                    rows.map(r => r.id),
                ),
                customerId,
            ),
            totalItems,
        };
    }

    ticketsLeft(c: Campaign) {
        return Math.max(0, c.totalTicket - c.issuedTicket);
    }

    // Other plugins' door to the campaign table (docs/server.md, plugin boundaries): each read or
    // write they need, in ctx's transaction, so their locks and exactly-once guarantees hold.

    /** The campaign's stored record alone (no translations, nothing decorated), as a draw step or a check reads it; null if unknown. */
    findRecord(ctx: RequestContext, id: ID): Promise<Campaign | null> {
        return this.connection.getRepository(ctx, Campaign).findOne({ where: { id }, loadEagerRelations: false });
    }

    /** The campaign with its translations (for its name in messages and headings); null if unknown. */
    findNamed(ctx: RequestContext, id: ID): Promise<Campaign | null> {
        return this.connection.getRepository(ctx, Campaign).findOne({ where: { id }, relations: { translations: true } });
    }

    /** These campaigns with their translations, in no particular order (unknown ids are left out). */
    async findNamedByIds(ctx: RequestContext, ids: ID[]): Promise<Campaign[]> {
        return ids.length ? this.connection.getRepository(ctx, Campaign).find({ where: { id: In(ids) } }) : [];
    }

    /**
     * A campaign's type, or undefined if unknown. Without a ctx it reads outside any transaction
     * (an EventBus subscriber, after the event's work has committed).
     */
    async typeOf(ctx: RequestContext | undefined, id: ID): Promise<CampaignType | undefined> {
        const repo = ctx ? this.connection.getRepository(ctx, Campaign) : this.connection.rawConnection.getRepository(Campaign);
        const campaign = await repo.findOne({ where: { id }, select: { id: true, typStr: true }, loadEagerRelations: false });
        return campaign?.typStr;
    }

    /**
     * SQL that holds when `campaignIdColumn` (a text column, such as an order line's custom field)
     * names a blind-box campaign: for queries of other plugins that must page in the database.
     */
    isBlindBoxSql(campaignIdColumn: string): string {
        return `EXISTS (SELECT 1 FROM campaign bb WHERE bb."typStr" = 'BLINDBOX' AND CAST(bb.id AS VARCHAR(40)) = ${campaignIdColumn})`;
    }

    /** Whether a campaign with this id exists. */
    exists(ctx: RequestContext, id: ID): Promise<boolean> {
        return this.connection.getRepository(ctx, Campaign).exists({ where: { id } });
    }

    /** Which of these campaigns are blind boxes (ids only). */
    async blindBoxIds(ctx: RequestContext, ids: ID[]): Promise<ID[]> {
        if (!ids.length) return [];
        // Ids only: without loadEagerRelations: false, TypeORM also reads the eager translations in a second statement.
        const rows = await this.connection
            .getRepository(ctx, Campaign)
            .find({ where: { id: In(ids), typStr: 'BLINDBOX' }, select: { id: true }, loadEagerRelations: false });
        return rows.map(c => c.id);
    }

    /** A campaign's secret tier seed (and short id), for rolling and proving its tickets' and boxes' tiers; throws if unknown. */
    tierSeedOf(ctx: RequestContext, id: ID): Promise<Pick<Campaign, 'id' | 'sId' | 'tierSeed' | 'createdAt'>> {
        return this.connection
            .getRepository(ctx, Campaign)
            .findOneOrFail({ where: { id }, select: { id: true, sId: true, tierSeed: true, createdAt: true }, loadEagerRelations: false });
    }

    /** State and end of these campaigns (ids only, no translations): whether a banner pointing at one is still live. */
    async endsOf(ctx: RequestContext, ids: ID[]): Promise<Array<Pick<Campaign, 'id' | 'state' | 'endDate'>>> {
        if (!ids.length) return [];
        return this.connection
            .getRepository(ctx, Campaign)
            .find({ where: { id: In(ids) }, select: { id: true, state: true, endDate: true }, loadEagerRelations: false });
    }

    /** A page of blind-box campaigns, newest first, with translations: the prize tables' list. */
    blindBoxPage(ctx: RequestContext, skip: number, take: number): Promise<[Campaign[], number]> {
        return this.connection
            .getRepository(ctx, Campaign)
            .findAndCount({ where: { typStr: 'BLINDBOX' }, relations: { translations: true }, order: { id: 'DESC' }, skip, take });
    }

    /** A page of lucky draws whose draw has started, latest first: the operator's draws list. */
    drawsPage(ctx: RequestContext, skip: number, take: number): Promise<[Campaign[], number]> {
        return this.connection.getRepository(ctx, Campaign).findAndCount({
            where: { typStr: 'LUCKYDRAW', stage: Not(In(['OPEN', 'ENTERED'])) },
            order: { ts_DRAW_INIT: 'DESC', id: 'DESC' },
            skip,
            take,
        });
    }

    /** Campaigns still selling that end between `from` and `to`, soonest first, at most `take`. */
    endingBetween(ctx: RequestContext, from: Date, to: Date, take: number): Promise<Campaign[]> {
        return this.connection.getRepository(ctx, Campaign).find({
            where: { state: 'ACTIVE', isCancelled: false, endDate: Between(from, to) },
            order: { endDate: 'ASC', id: 'ASC' },
            take,
        });
    }

    /** Lucky draws that ended and whose draw has not finished, oldest draw first, at most `take`. */
    drawsInProgress(ctx: RequestContext, take: number): Promise<Campaign[]> {
        return this.connection.getRepository(ctx, Campaign).find({
            where: { typStr: 'LUCKYDRAW', state: 'ENDED', isCancelled: false, stage: In(UNFINISHED_STAGES) },
            order: { ts_DRAW_INIT: 'ASC', id: 'ASC' },
            take,
        });
    }

    /** Ids of lucky draws whose draw has started but not ended: the draw sweeper resumes these. */
    async unfinishedDrawIds(ctx: RequestContext): Promise<ID[]> {
        const rows = await this.connection
            .getRepository(ctx, Campaign)
            .createQueryBuilder('c')
            .select('c.id', 'id')
            .where('c.typStr = :type AND c.state = :state AND c.isCancelled = :no', { type: 'LUCKYDRAW', state: 'ENDED', no: false })
            .andWhere('c.stage IN (:...stages)', { stages: UNFINISHED_STAGES })
            .getRawMany<{ id: ID }>();
        return rows.map(r => r.id);
    }

    /**
     * The campaign page's odds block (docs/responsible-play.md#odds): tier odds and weights, tickets
     * sold and left, and the viewer's chance = their ticket weight over all tickets' weight. Only
     * tickets whose tier is known (weight not null) and not void count, so a ticket still waiting
     * for its tier counts on neither side until it is revealed; any whose round is out are revealed
     * first.
     */
    async odds(ctx: RequestContext, campaign: Campaign): Promise<CampaignOdds> {
        const customerId = await this.activeCustomerId(ctx);
        await this.rarities.revealDueOfCampaign(ctx, campaign.id);
        // Counted: tickets whose rarity (weight) is revealed; the viewer's others are pending, out within seconds.
        const row = await this.connection
            .getRepository(ctx, Ticket)
            .createQueryBuilder('t')
            .select('COALESCE(SUM(t.weight), 0)', 'totalWeight')
            .addSelect('COUNT(t.weight)', 'counted')
            .addSelect(customerId ? 'COALESCE(SUM(CASE WHEN t.customerId = :viewer THEN t.weight ELSE 0 END), 0)' : '0', 'myWeight')
            .addSelect(customerId ? 'COALESCE(SUM(CASE WHEN t.customerId = :viewer AND t.weight IS NOT NULL THEN 1 ELSE 0 END), 0)' : '0', 'myTickets')
            .addSelect(customerId ? 'COALESCE(SUM(CASE WHEN t.customerId = :viewer AND t.weight IS NULL THEN 1 ELSE 0 END), 0)' : '0', 'myPending')
            .where('t.campaignId = :id AND t.isVoid = :no', { id: campaign.id, no: false, viewer: customerId })
            .getRawOne<{
                totalWeight: string | number;
                counted: string | number;
                myWeight: string | number;
                myTickets: string | number;
                myPending: string | number;
            }>();
        const totalWeight = Number(row?.totalWeight ?? 0);
        const myWeight = Number(row?.myWeight ?? 0);
        const odds = effectiveTierOdds(campaign.tierOdds);
        return {
            tiers: TICKET_TIERS.map(rarity => ({ rarity, percent: odds[rarity], weight: DRAW_WEIGHTS[rarity] })),
            ticketsSold: campaign.issuedTicket,
            ticketsLeft: Math.max(0, campaign.totalTicket - campaign.issuedTicket),
            countedTickets: Number(row?.counted ?? 0),
            totalWeight,
            myTickets: Number(row?.myTickets ?? 0),
            myWeight,
            myChance: customerId && totalWeight > 0 ? myWeight / totalWeight : null,
            myPendingTickets: Number(row?.myPending ?? 0),
        };
    }

    /**
     * Moves a draw to its next stage and stamps `ts_<next>`, once: only a campaign still in the
     * stage it was read in moves (a conditional UPDATE in ctx's transaction). True if it moved.
     * The draw plugin alone calls this: it owns the stage machine, this plugin stores the stage.
     */
    async moveStage(ctx: RequestContext, campaign: Pick<Campaign, 'id' | 'stage'>, next: DrawSequenceStage): Promise<boolean> {
        const moved = await this.connection
            .getRepository(ctx, Campaign)
            .createQueryBuilder()
            .update(Campaign)
            .set({ stage: next, [`ts_${next}`]: new Date() })
            .where('id = :id AND stage = :current', { id: campaign.id, current: campaign.stage })
            .execute();
        return !!moved.affected;
    }
}

/** Short public ids: 6 characters without look-alikes (0/O, 1/I). */
function newShortId(): string {
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    return [...crypto.randomBytes(6)].map(b => alphabet[b % alphabet.length]).join('');
}
