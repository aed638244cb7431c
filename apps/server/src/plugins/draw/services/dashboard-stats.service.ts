import { Injectable } from '@nestjs/common';
import { GlobalSettingsService, ProductVariant, RequestContext, StockLevel, TransactionalConnection } from '@vendure/core';
import { Between, In, MoreThanOrEqual } from 'typeorm';

import { PrizeLine } from '../../blind-box';
import { Campaign, DRAW_SEQUENCE, DrawSequenceStage, Ticket, UNFINISHED_STAGES } from '../../campaign';

/** The shop's day: tickets "today" count from midnight in Kuala Lumpur (UTC+8 all year, no daylight saving). */
const SHOP_UTC_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
/** A limited prize line runs low at 5 units left, or at 10 % of its stock when that is more. */
const LOW_UNITS = 5;
const LOW_SHARE = 0.1;
const MAX_LISTED = 50;

/** Midnight of `now`'s day in Asia/Kuala_Lumpur, as an instant. */
export function shopDayStart(now: Date): Date {
    const local = now.getTime() + SHOP_UTC_OFFSET_MS;
    return new Date(local - (local % DAY_MS) - SHOP_UTC_OFFSET_MS);
}

/** The dashboard home's widgets: tickets sold today, campaigns ending within 24 h, draws in progress, prize stock running low. */
@Injectable()
export class DashboardStatsService {
    constructor(
        private connection: TransactionalConnection,
        private globalSettings: GlobalSettingsService,
    ) {}

    async stats(ctx: RequestContext, now = new Date()) {
        const since = shopDayStart(now);
        const ticketsSoldToday = await this.connection
            .getRepository(ctx, Ticket)
            .count({ where: { createdAt: MoreThanOrEqual(since), isVoid: false } });
        const campaigns = this.connection.getRepository(ctx, Campaign);
        const campaignsEndingSoon = await campaigns.find({
            where: { state: 'ACTIVE', isCancelled: false, endDate: Between(now, new Date(now.getTime() + DAY_MS)) },
            order: { endDate: 'ASC', id: 'ASC' },
            take: MAX_LISTED,
        });
        const drawsInProgress = await campaigns.find({
            where: { typStr: 'LUCKYDRAW', state: 'ENDED', isCancelled: false, stage: In(UNFINISHED_STAGES) },
            order: { ts_DRAW_INIT: 'ASC', id: 'ASC' },
            take: MAX_LISTED,
        });
        // Limited lines of blind boxes still selling; a handful per campaign, so filtered here.
        const lines = await this.connection
            .getRepository(ctx, PrizeLine)
            .createQueryBuilder('line')
            .innerJoin(Campaign, 'campaign', 'campaign.id = line.campaignId')
            .leftJoinAndSelect('line.translations', 'translation')
            .where('line.stock IS NOT NULL AND line.isLose = :lose', { lose: false })
            .andWhere('campaign.state = :state AND campaign.isCancelled = :no', { state: 'ACTIVE', no: false })
            .orderBy('line.id', 'ASC')
            .getMany();
        const lowStock = lines
            .map(line => ({ line, remaining: Math.max(0, (line.stock ?? 0) - line.awarded) }))
            .filter(({ line, remaining }) => remaining <= Math.max(LOW_UNITS, LOW_SHARE * (line.stock ?? 0)))
            .sort((a, b) => a.remaining - b.remaining)
            .slice(0, MAX_LISTED)
            .map(({ line, remaining }) => {
                const name = (line.translations.find(t => t.languageCode === ctx.languageCode) ?? line.translations.find(t => t.languageCode === 'en') ?? line.translations[0])?.prizeName ?? '';
                return { prizeLineId: line.id, campaignId: line.campaignId, prizeName: name, rarity: line.rarity, pType: line.pType, stock: line.stock!, awarded: line.awarded, remaining };
            });
        const view = (c: Campaign) => ({
            id: c.id,
            sId: c.sId,
            name: (c.translations?.find(t => t.languageCode === ctx.languageCode) ?? c.translations?.find(t => t.languageCode === 'en') ?? c.translations?.[0])?.name ?? c.sId,
            typStr: c.typStr,
            endDate: c.endDate,
            stage: c.stage,
            stageSince: DRAW_SEQUENCE.includes(c.stage as DrawSequenceStage) ? c[`ts_${c.stage as DrawSequenceStage}` as const] : null,
            issuedTicket: c.issuedTicket,
            totalTicket: c.totalTicket,
        });
        const lowStockVariants = await this.lowStockVariants(ctx);
        return { since, ticketsSoldToday, campaignsEndingSoon: campaignsEndingSoon.map(view), drawsInProgress: drawsInProgress.map(view), lowStock, lowStockVariants };
    }

    /**
     * Catalogue variants that track stock (their own setting, or the shop's when they inherit it),
     * enabled and not deleted, with at most LOW_UNITS available to sell (on hand minus allocated,
     * over every stock location), fewest first (at most 50).
     */
    private async lowStockVariants(ctx: RequestContext) {
        const settings = await this.globalSettings.getSettings(ctx);
        const tracked = settings.trackInventory ? ['TRUE', 'INHERIT'] : ['TRUE'];
        const available = 'SUM(stock.stockOnHand - stock.stockAllocated)';
        const rows = await this.connection
            .getRepository(ctx, StockLevel)
            .createQueryBuilder('stock')
            .innerJoin(ProductVariant, 'variant', 'variant.id = stock.productVariantId')
            .select('variant.id', 'id')
            .addSelect(available, 'available')
            .where('variant.deletedAt IS NULL AND variant.enabled = :yes', { yes: true })
            .andWhere('variant.trackInventory IN (:...tracked)', { tracked })
            .groupBy('variant.id')
            .having(`${available} <= :low`, { low: LOW_UNITS })
            .orderBy(available, 'ASC')
            .addOrderBy('variant.id', 'ASC')
            .limit(MAX_LISTED)
            .getRawMany<{ id: number | string; available: number | string }>();
        if (!rows.length) return [];
        const variants = await this.connection.getRepository(ctx, ProductVariant).find({ where: { id: In(rows.map(r => r.id)) }, relations: { translations: true, product: { translations: true } } });
        const named = <T extends { languageCode: string; name: string }>(translations: T[] | undefined) =>
            (translations?.find(t => t.languageCode === ctx.languageCode) ?? translations?.find(t => t.languageCode === 'en') ?? translations?.[0])?.name ?? '';
        return rows.flatMap(row => {
            const variant = variants.find(v => String(v.id) === String(row.id));
            if (!variant) return [];
            return [{ variantId: variant.id, productId: variant.productId, sku: variant.sku, name: named(variant.translations), productName: named(variant.product?.translations), available: Number(row.available) }];
        });
    }
}
