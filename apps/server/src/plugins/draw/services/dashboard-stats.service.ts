import { Injectable } from '@nestjs/common';
import { GlobalSettingsService, ProductVariant, RequestContext, StockLevel, TransactionalConnection } from '@vendure/core';
import { In } from 'typeorm';

import { PrizeLineService } from '../../blind-box';
import { Campaign, CampaignService, CampaignTicketService, DRAW_SEQUENCE, DrawSequenceStage } from '../../campaign';

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
        private campaigns: CampaignService,
        private tickets: CampaignTicketService,
        private prizeLines: PrizeLineService,
    ) {}

    async stats(ctx: RequestContext, now = new Date()) {
        const since = shopDayStart(now);
        const ticketsSoldToday = await this.tickets.countSoldSince(ctx, since);
        const campaignsEndingSoon = await this.campaigns.endingBetween(ctx, now, new Date(now.getTime() + DAY_MS), MAX_LISTED);
        const drawsInProgress = await this.campaigns.drawsInProgress(ctx, MAX_LISTED);
        // Limited lines of blind boxes still selling; a handful per campaign, so filtered here.
        const lines = await this.prizeLines.limitedLinesOfSellingCampaigns(ctx);
        const lowStock = lines
            .map(line => ({ line, remaining: Math.max(0, (line.stock ?? 0) - line.awarded) }))
            .filter(({ line, remaining }) => remaining <= Math.max(LOW_UNITS, LOW_SHARE * (line.stock ?? 0)))
            .sort((a, b) => a.remaining - b.remaining)
            .slice(0, MAX_LISTED)
            .map(({ line, remaining }) => {
                const name =
                    (
                        line.translations.find(t => t.languageCode === ctx.languageCode) ??
                        line.translations.find(t => t.languageCode === 'en') ??
                        line.translations[0]
                    )?.prizeName ?? '';
                return {
                    prizeLineId: line.id,
                    campaignId: line.campaignId,
                    prizeName: name,
                    rarity: line.rarity,
                    pType: line.pType,
                    stock: line.stock!,
                    awarded: line.awarded,
                    remaining,
                };
            });
        const view = (c: Campaign) => ({
            id: c.id,
            sId: c.sId,
            name:
                (c.translations?.find(t => t.languageCode === ctx.languageCode) ?? c.translations?.find(t => t.languageCode === 'en') ?? c.translations?.[0])
                    ?.name ?? c.sId,
            typStr: c.typStr,
            endDate: c.endDate,
            stage: c.stage,
            stageSince: DRAW_SEQUENCE.includes(c.stage as DrawSequenceStage) ? c[`ts_${c.stage as DrawSequenceStage}` as const] : null,
            issuedTicket: c.issuedTicket,
            totalTicket: c.totalTicket,
        });
        const lowStockVariants = await this.lowStockVariants(ctx);
        return {
            since,
            ticketsSoldToday,
            campaignsEndingSoon: campaignsEndingSoon.map(view),
            drawsInProgress: drawsInProgress.map(view),
            lowStock,
            lowStockVariants,
        };
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
        const variants = await this.connection
            .getRepository(ctx, ProductVariant)
            .find({ where: { id: In(rows.map(r => r.id)) }, relations: { translations: true, product: { translations: true } } });
        const named = <T extends { languageCode: string; name: string }>(translations: T[] | undefined) =>
            (translations?.find(t => t.languageCode === ctx.languageCode) ?? translations?.find(t => t.languageCode === 'en') ?? translations?.[0])?.name ?? '';
        return rows.flatMap(row => {
            const variant = variants.find(v => String(v.id) === String(row.id));
            if (!variant) return [];
            return [
                {
                    variantId: variant.id,
                    productId: variant.productId,
                    sku: variant.sku,
                    name: named(variant.translations),
                    productName: named(variant.product?.translations),
                    available: Number(row.available),
                },
            ];
        });
    }
}
