import { Injectable } from '@nestjs/common';
import {
    Asset,
    ConfigService,
    ID,
    LanguageCode,
    RequestContext,
    RequestContextCacheService,
    TransactionalConnection,
    TranslatableSaver,
    Translated,
    TranslatorService,
    UserInputError,
} from '@vendure/core';
import { In, IsNull } from 'typeorm';

import { CsvRow, readCsvRows } from '../../../common/csv';
import { refusalMessage } from '../../../common/error-results';
import { clampPage } from '../../../common/paging';
import { Campaign, CampaignService } from '../../campaign';
import { FULL_ODDS_WEIGHT, PrizeRarity, PrizeType } from '../constants';
import { DigitalCode } from '../entities/digital-code.entity';
import { PrizeLine } from '../entities/prize-line.entity';
import { PrizeLineTranslation } from '../entities/prize-line-translation.entity';
import { InvalidPrizeTableError } from '../errors';
import { eligibilitySnapshot, PrizeLineState } from './box-derivation';

export interface PrizeLineInput {
    id?: ID | null;
    rarity: PrizeRarity;
    pType?: PrizeType | null;
    rPercent: number;
    brandStr?: string | null;
    isLose?: boolean | null;
    stock?: number | null;
    productVariantId?: ID | null;
    prizeImgId?: ID | null;
    animationImgId?: ID | null;
    translations: Array<{ id?: ID | null; languageCode: LanguageCode; prizeName?: string | null; tnc?: string | null }>;
}

/** A prize line as the APIs show it: translated, with the units left to win. */
export type PrizeLineView = Translated<PrizeLine> & { remaining: number | null; totalCodes: number; freeCodes: number };

/** A code with the row it came from (the file's line, or its position in a list), for saying which rows were refused. */
export interface CodeRow {
    row: number;
    code: string;
}

export interface RefusedDigitalCode extends CodeRow {
    reason: 'ALREADY_IN_POOL' | 'REPEATED';
}

export interface DigitalCodeImport {
    prizeLineId: ID;
    added: number;
    duplicates: number;
    refused: RefusedDigitalCode[];
    total: number;
    free: number;
}

/** A blind-box campaign in the operators' list of prize tables. */
export interface PrizeTableSummary {
    campaignId: ID;
    sId: string;
    name: string;
    state: string;
    isCancelled: boolean;
    issuedTicket: number;
    totalTicket: number;
    sold: boolean;
    lineCount: number;
    totalPercent: number;
}

const CODE_MAX_LENGTH = 255;
/** A campaign's prize lines in the per-request cache. */
const linesKey = (campaignId: ID) => `blind-box:prize-lines:${campaignId}`;
const INSERT_CHUNK = 200;
/** Refused rows listed in an import's answer; `duplicates` counts them all (a whole re-uploaded file would be thousands). */
const MAX_REFUSED_LISTED = 200;
/** Boxes sold or held in a checkout: from then on the odds are locked. */
const isSold = (c: Campaign) => c.issuedTicket + c.reservedTicket > 0;

/**
 * Owns the prize tables of blind-box campaigns: the operators' odds table (validated as a whole
 * when saved), the digital-code pools, and the reads the shop shows before and after purchase.
 */
@Injectable()
export class PrizeLineService {
    constructor(
        private connection: TransactionalConnection,
        /** Lines per campaign, shared by every field of one request that asks (a page of boxes). */
        private cache: RequestContextCacheService,
        private translatableSaver: TranslatableSaver,
        private translator: TranslatorService,
        private configService: ConfigService,
        private campaigns: CampaignService,
    ) {}

    /** The campaign's prize table in display order, translated, with remaining units. */
    linesOf(ctx: RequestContext, campaignId: ID): Promise<PrizeLineView[]> {
        return this.cache.get(ctx, linesKey(campaignId), () => this.loadLines(ctx, campaignId));
    }

    private async loadLines(ctx: RequestContext, campaignId: ID): Promise<PrizeLineView[]> {
        const lines = await this.connection.getRepository(ctx, PrizeLine).find({
            where: { campaignId },
            relations: { prizeImg: true, animationImg: true },
            order: { position: 'ASC', id: 'ASC' },
        });
        const counts = await this.codeCounts(
            ctx,
            lines.map(l => l.id),
        );
        const snapshot = eligibilitySnapshot(lines.map(l => this.stateOf(l, counts)));
        return lines.map((line, i) => {
            const view = this.translator.translate(line, ctx) as PrizeLineView;
            const c = counts.get(String(line.id));
            view.remaining = snapshot[i].remaining;
            view.totalCodes = c?.total ?? 0;
            view.freeCodes = c?.free ?? 0;
            return view;
        });
    }

    /** The table's campaign as the editor heads it: its name and whether boxes were sold; undefined for an unknown campaign. */
    async tableHeading(ctx: RequestContext, campaignId: ID): Promise<{ name: string; sold: boolean } | undefined> {
        const campaign = await this.campaigns.findNamed(ctx, campaignId);
        if (!campaign) return undefined;
        return { name: this.translator.translate(campaign, ctx).name, sold: isSold(campaign) };
    }

    /** The blind-box campaigns, newest first, each with its lines' count and what their odds add up to. */
    async tables(ctx: RequestContext, page: { skip?: number | null; take?: number | null }): Promise<{ items: PrizeTableSummary[]; totalItems: number }> {
        const { skip, take } = clampPage(page);
        const [campaigns, totalItems] = await this.campaigns.blindBoxPage(ctx, skip, take);
        const ids = campaigns.map(c => c.id);
        const sums = ids.length
            ? await this.connection
                  .getRepository(ctx, PrizeLine)
                  .createQueryBuilder('l')
                  .select('l.campaignId', 'campaignId')
                  .addSelect('COUNT(l.id)', 'lines')
                  .addSelect('SUM(l.weight)', 'weight')
                  .where('l.campaignId IN (:...ids)', { ids })
                  .groupBy('l.campaignId')
                  .getRawMany<{ campaignId: ID; lines: string; weight: string }>()
            : [];
        const byCampaign = new Map(sums.map(r => [String(r.campaignId), r]));
        const items = campaigns.map(c => {
            const sum = byCampaign.get(String(c.id));
            return {
                campaignId: c.id,
                sId: c.sId,
                name: this.translator.translate(c, ctx).name,
                state: c.state,
                isCancelled: c.isCancelled,
                issuedTicket: c.issuedTicket,
                totalTicket: c.totalTicket,
                sold: isSold(c),
                lineCount: Number(sum?.lines ?? 0),
                totalPercent: Number(sum?.weight ?? 0) / 100,
            };
        });
        return { items, totalItems };
    }

    async findOne(ctx: RequestContext, id: ID): Promise<PrizeLine | undefined> {
        return (await this.connection.getRepository(ctx, PrizeLine).findOne({ where: { id } })) ?? undefined;
    }

    /** What the outcome derivation needs, read fresh (never from the per-request cache). */
    async statesOf(ctx: RequestContext, campaignId: ID): Promise<PrizeLineState[]> {
        const lines = await this.connection.getRepository(ctx, PrizeLine).find({
            where: { campaignId },
            select: { id: true, weight: true, stock: true, awarded: true, pType: true, position: true },
            order: { position: 'ASC', id: 'ASC' },
            loadEagerRelations: false,
        });
        const counts = await this.codeCounts(
            ctx,
            lines.filter(l => l.pType === 'DIGITAL').map(l => l.id),
        );
        return lines.map(l => this.stateOf(l, counts));
    }

    private stateOf(line: PrizeLine, counts: Map<string, { total: number; free: number }>): PrizeLineState {
        return {
            id: line.id,
            weight: line.weight,
            stock: line.stock,
            awarded: line.awarded,
            pType: line.pType,
            freeCodes: counts.get(String(line.id))?.free ?? 0,
        };
    }

    /** Codes per line: how many in the pool and how many not yet given to a box. */
    async codeCounts(ctx: RequestContext, lineIds: ID[]): Promise<Map<string, { total: number; free: number }>> {
        if (!lineIds.length) return new Map();
        const rows = await this.connection
            .getRepository(ctx, DigitalCode)
            .createQueryBuilder('c')
            .select('c.prizeLineId', 'prizeLineId')
            .addSelect('COUNT(c.id)', 'total')
            .addSelect('SUM(CASE WHEN c.assignedBoxId IS NULL THEN 1 ELSE 0 END)', 'free')
            .where('c.prizeLineId IN (:...ids)', { ids: lineIds })
            .groupBy('c.prizeLineId')
            .getRawMany<{ prizeLineId: ID; total: string; free: string }>();
        return new Map(rows.map(r => [String(r.prizeLineId), { total: Number(r.total), free: Number(r.free) }]));
    }

    /** A URL the client can load for a prize picture (spec `prizeImg`, `animationImg` are strings). */
    assetUrl(ctx: RequestContext, asset: Asset | null | undefined): string | null {
        if (!asset?.preview) return null;
        const strategy = this.configService.assetOptions.assetStorageStrategy;
        return strategy.toAbsoluteUrl && ctx.req ? strategy.toAbsoluteUrl(ctx.req, asset.preview) : asset.preview;
    }

    /**
     * Why a BLINDBOX campaign cannot sell yet, or undefined: a box may only be sold when its prize
     * table is complete, i.e. the shopper saw the odds that will be used.
     */
    async saleProblem(ctx: RequestContext, campaignId: ID): Promise<string | undefined> {
        const lines = await this.statesOf(ctx, campaignId);
        if (!lines.length) return refusalMessage(ctx, 'BLIND_BOX_NO_PRIZE_TABLE');
        const total = lines.reduce((sum, l) => sum + l.weight, 0);
        if (total !== FULL_ODDS_WEIGHT) return refusalMessage(ctx, 'BLIND_BOX_ODDS_NOT_100', { totalPercent: String(total / 100) });
        return undefined;
    }

    /**
     * Saves a campaign's whole prize table: lines with an id are updated, lines without are
     * created, lines left out are removed. The odds are validated as a whole (they must add up to
     * exactly 100 %), and once a box has been sold the odds and the set of lines are frozen:
     * shoppers bought on the odds they were shown. Names, terms, pictures, brand and stock
     * (never below what was awarded) stay editable.
     */
    async saveTable(ctx: RequestContext, campaignId: ID, inputs: PrizeLineInput[]): Promise<PrizeLineView[] | InvalidPrizeTableError> {
        const campaign = await this.campaigns.findRecord(ctx, campaignId);
        if (!campaign) throw new UserInputError(`No campaign with id ${campaignId}`);
        if (campaign.typStr !== 'BLINDBOX') return new InvalidPrizeTableError('NOT_BLINDBOX');
        if (!inputs.length) return new InvalidPrizeTableError('EMPTY');

        const weights: number[] = [];
        for (const [i, input] of inputs.entries()) {
            const p = input.rPercent;
            const weight = Math.round(p * 100);
            if (!Number.isFinite(p) || p <= 0 || p > 100 || Math.abs(p * 100 - weight) > 1e-6) {
                return new InvalidPrizeTableError('ODDS_PRECISION', null, i + 1);
            }
            weights.push(weight);
            if (input.stock != null && (!Number.isInteger(input.stock) || input.stock < 0)) {
                throw new UserInputError(`stock of line ${i + 1} must be a whole number of 0 or more`);
            }
            const pType = input.pType ?? 'PHYSICAL';
            if (pType === 'PHYSICAL' && !input.isLose && !input.productVariantId) {
                return new InvalidPrizeTableError('VARIANT_REQUIRED', null, i + 1);
            }
            if (!input.translations?.some(t => t.prizeName)) throw new UserInputError(`line ${i + 1} needs a prizeName`);
        }
        const total = weights.reduce((a, b) => a + b, 0);
        if (total !== FULL_ODDS_WEIGHT) return new InvalidPrizeTableError('ODDS_NOT_100', total / 100);
        // A DIGITAL line is bounded by its codes, so only an unlimited physical or lose line
        // guarantees that every box sold has an outcome.
        if (!inputs.some(i => i.stock == null && ((i.pType ?? 'PHYSICAL') === 'PHYSICAL' || i.isLose))) {
            return new InvalidPrizeTableError('NO_UNLIMITED_LINE');
        }

        const repo = this.connection.getRepository(ctx, PrizeLine);
        const existing = await repo.find({ where: { campaignId }, loadEagerRelations: false });
        const byId = new Map(existing.map(l => [String(l.id), l]));
        for (const input of inputs) {
            if (input.id != null && !byId.has(String(input.id))) {
                throw new UserInputError(`Prize line ${input.id} does not belong to campaign ${campaignId}`);
            }
        }
        for (const [i, input] of inputs.entries()) {
            const current = input.id != null ? byId.get(String(input.id)) : undefined;
            if (current && input.stock != null && input.stock < current.awarded) {
                return new InvalidPrizeTableError('STOCK_BELOW_AWARDED', null, i + 1);
            }
        }
        if (isSold(campaign)) {
            const kept = new Set(inputs.map(i => String(i.id ?? '')));
            const changed =
                inputs.length !== existing.length ||
                existing.some(l => !kept.has(String(l.id))) ||
                inputs.some((input, i) => {
                    const current = byId.get(String(input.id))!;
                    return (
                        current.weight !== weights[i] ||
                        current.isLose !== !!input.isLose ||
                        current.pType !== (input.pType ?? 'PHYSICAL') ||
                        current.position !== i
                    );
                });
            if (changed) return new InvalidPrizeTableError('LOCKED_AFTER_SALE');
        }

        const keep = new Set(inputs.filter(i => i.id != null).map(i => String(i.id)));
        const removed = existing.filter(l => !keep.has(String(l.id)));
        if (removed.length) await repo.delete({ id: In(removed.map(l => l.id)) });

        for (const [position, input] of inputs.entries()) {
            const fields = {
                campaignId,
                rarity: input.rarity,
                pType: input.pType ?? 'PHYSICAL',
                weight: weights[position],
                brandStr: input.brandStr ?? '',
                isLose: !!input.isLose,
                stock: input.stock ?? null,
                position,
                productVariantId: input.productVariantId ?? null,
                prizeImgId: input.prizeImgId ?? null,
                animationImgId: input.animationImgId ?? null,
                translations: input.translations.map(t => ({ ...t, tnc: t.tnc ?? '' })),
            };
            if (input.id != null) {
                await this.translatableSaver.update({
                    ctx,
                    input: { id: input.id, ...fields },
                    entityType: PrizeLine,
                    translationType: PrizeLineTranslation,
                });
            } else {
                await this.translatableSaver.create({
                    ctx,
                    input: fields,
                    entityType: PrizeLine,
                    translationType: PrizeLineTranslation,
                    beforeSave: async line => {
                        line.awarded = 0;
                    },
                });
            }
        }
        this.cache.set(ctx, linesKey(campaignId), undefined);
        return this.linesOf(ctx, campaignId);
    }

    /**
     * Adds codes to a DIGITAL line's pool. Blank rows are skipped; a code already in the pool or
     * repeated in the input is not added twice (unique per line) and its row is reported refused.
     * Plain strings are rows 1, 2, ... in order; a file's codes carry their line (parseCodeFile).
     */
    async addCodes(ctx: RequestContext, prizeLineId: ID, codes: Array<string | CodeRow>): Promise<DigitalCodeImport> {
        const line = await this.findOne(ctx, prizeLineId);
        if (!line) throw new UserInputError(`No prize line with id ${prizeLineId}`);
        if (line.pType !== 'DIGITAL') throw new UserInputError('Codes can only be added to a DIGITAL prize line');
        const rows = codes.map((c, i) => (typeof c === 'string' ? { row: i + 1, code: c.trim() } : { row: c.row, code: c.code.trim() })).filter(r => r.code);
        const tooLong = rows.find(r => r.code.length > CODE_MAX_LENGTH);
        if (tooLong) throw new UserInputError(`Codes are at most ${CODE_MAX_LENGTH} characters (row ${tooLong.row})`);
        const unique = [...new Set(rows.map(r => r.code))];
        const repo = this.connection.getRepository(ctx, DigitalCode);
        const inPool = new Set<string>();
        for (let i = 0; i < unique.length; i += INSERT_CHUNK) {
            const found = await repo.find({ where: { prizeLineId, code: In(unique.slice(i, i + INSERT_CHUNK)) }, select: { code: true } });
            for (const c of found) inPool.add(c.code);
        }
        const seen = new Set<string>();
        const refused: RefusedDigitalCode[] = [];
        for (const r of rows) {
            const reason = inPool.has(r.code) ? 'ALREADY_IN_POOL' : seen.has(r.code) ? 'REPEATED' : undefined;
            seen.add(r.code);
            if (reason && refused.length < MAX_REFUSED_LISTED) refused.push({ ...r, reason });
        }
        const before = await repo.count({ where: { prizeLineId } });
        const fresh = unique.filter(code => !inPool.has(code));
        for (let i = 0; i < fresh.length; i += INSERT_CHUNK) {
            await repo
                .createQueryBuilder()
                .insert()
                .into(DigitalCode)
                .values(fresh.slice(i, i + INSERT_CHUNK).map(code => ({ code, prizeLineId, assignedBoxId: null, revealedAt: null })))
                .orIgnore()
                .execute();
        }
        const total = await repo.count({ where: { prizeLineId } });
        const free = await repo.count({ where: { prizeLineId, assignedBoxId: IsNull() } });
        this.cache.set(ctx, linesKey(line.campaignId), undefined);
        return { prizeLineId, added: total - before, duplicates: rows.length - (total - before), refused, total, free };
    }

    /** Codes from an uploaded text or CSV file: one per line (its row, from 1), the first column, a `code` header skipped. */
    parseCodeFile(text: string): CodeRow[] {
        let rows: CsvRow[];
        try {
            rows = readCsvRows(text);
        } catch (e) {
            throw new UserInputError(`This file is not readable as CSV: ${e instanceof Error ? e.message : String(e)}`);
        }
        return rows
            .map(({ line, cells }) => ({ row: line, code: (cells[0] ?? '').trim() }))
            .filter(({ row, code }) => code && !(row === 1 && code.toLowerCase() === 'code'));
    }

    /** Prize lines with limited stock (not the consolation) of campaigns still selling, by id, with translations: the dashboard's low-stock list. */
    limitedLinesOfSellingCampaigns(ctx: RequestContext): Promise<PrizeLine[]> {
        return this.connection
            .getRepository(ctx, PrizeLine)
            .createQueryBuilder('line')
            .innerJoin('line.campaign', 'campaign')
            .leftJoinAndSelect('line.translations', 'translation')
            .where('line.stock IS NOT NULL AND line.isLose = :lose', { lose: false })
            .andWhere('campaign.state = :state AND campaign.isCancelled = :no', { state: 'ACTIVE', no: false })
            .orderBy('line.id', 'ASC')
            .getMany();
    }

    /** These prize lines by id, with translations (unknown ids are left out). */
    async findByIds(ctx: RequestContext, ids: ID[]): Promise<PrizeLine[]> {
        return ids.length ? this.connection.getRepository(ctx, PrizeLine).find({ where: { id: In(ids) } }) : [];
    }

    /** A campaign's prize lines with their translations, in table order. */
    entitiesOf(ctx: RequestContext, campaignId: ID): Promise<PrizeLine[]> {
        return this.connection.getRepository(ctx, PrizeLine).find({ where: { campaignId }, order: { position: 'ASC', id: 'ASC' } });
    }
}
