import { Injectable } from '@nestjs/common';
import {
    ConfigService,
    Order,
    OrderLine,
    OrderService,
    ProductVariant,
    ProductVariantPrice,
    ProductVariantService,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';
import { MoreThan } from 'typeorm';

import { type CampaignLimitError, CampaignTicketService } from '../../campaign';
import { AgeRestrictedError, ResponsiblePlayService, SelfExcludedError, SpendingLimitError } from '../../responsible-play';
import { DeliveryService } from './delivery.service';

/** One thing in the cart the shopper must fix (or accept) before paying; `message` is in the request's language. */
export interface CartProblem {
    code: string;
    message: string;
    orderLineId: string;
    campaignId: string | null;
    quantityAvailable: number | null;
    maxQty: number | null;
    priceWithTax: number | null;
    period?: string | null;
    remaining?: number | null;
    excludedUntil?: Date | null;
}

/**
 * checkCart: the active order re-validated as it stands now. Campaign rules are the campaign
 * plugin's own (the check behind every cart change, with each line as the change); stock and
 * prices are Vendure's. A line whose price moved is repriced, so the cart shows what will be paid.
 */
@Injectable()
export class CartCheckService {
    constructor(
        private connection: TransactionalConnection,
        private delivery: DeliveryService,
        private orderService: OrderService,
        private productVariantService: ProductVariantService,
        private configService: ConfigService,
        private tickets: CampaignTicketService,
        private play: ResponsiblePlayService,
    ) {}

    async check(ctx: RequestContext, since: Date | undefined): Promise<{ ok: boolean; problems: CartProblem[]; order: Order | undefined }> {
        let order = await this.delivery.activeOrder(ctx);
        if (!order) return { ok: true, problems: [], order: undefined };
        const problems: CartProblem[] = [];
        const repriced: OrderLine[] = [];
        for (const line of order.lines) {
            const add = (code: string, extra: Partial<CartProblem> = {}) =>
                problems.push({
                    code,
                    message: ctx.translate(`cartProblem.${code}`, { quantityAvailable: extra.quantityAvailable ?? 0, maxQty: extra.maxQty ?? 0 }),
                    orderLineId: String(line.id),
                    campaignId: line.customFields?.campaignId ?? null,
                    quantityAvailable: null,
                    maxQty: null,
                    priceWithTax: null,
                    ...extra,
                });
            const campaignId = line.customFields?.campaignId;
            if (campaignId) {
                const refusal = await this.tickets.checkCartChange(ctx, order, campaignId, line.productVariantId, line.quantity, line.id);
                if (refusal?.__typename === 'CampaignUnavailableError') {
                    const reason = (refusal as { reason: string }).reason;
                    add(
                        reason === 'ENDED' || reason === 'NOT_SELLING'
                            ? 'CAMPAIGN_ENDED'
                            : reason === 'NOT_STARTED'
                              ? 'CAMPAIGN_NOT_STARTED'
                              : 'CAMPAIGN_UNAVAILABLE',
                    );
                } else if (refusal?.__typename === 'OrderLimitError') {
                    // quantityAvailable: the room left for this line, counting paid orders and the cart's other lines.
                    const limit = refusal as CampaignLimitError;
                    add('MAX_QTY', { maxQty: limit.maxItems, quantityAvailable: limit.unitsLeft });
                } else if (refusal?.__typename === 'InsufficientStockError') {
                    add('SOLD_OUT', { quantityAvailable: (refusal as { quantityAvailable: number }).quantityAvailable });
                }
            }
            const variant = await this.connection.getRepository(ctx, ProductVariant).findOne({
                where: { id: line.productVariantId },
                relations: { productVariantPrices: true, taxCategory: true, product: true },
            });
            if (!variant || variant.deletedAt || !variant.enabled || variant.product?.deletedAt || !variant.product?.enabled) {
                add('ITEM_UNAVAILABLE');
                continue;
            }
            const saleable = await this.productVariantService.getSaleableStockLevel(ctx, variant);
            if (saleable < line.quantity) add('OUT_OF_STOCK', { quantityAvailable: Math.max(0, saleable) });

            const priced = await this.productVariantService.applyChannelPriceAndTax(variant, ctx, order);
            const now = await this.configService.orderOptions.orderItemPriceCalculationStrategy.calculateUnitPrice(
                ctx,
                priced,
                line.customFields ?? {},
                order,
                line.quantity,
            );
            const stale = now.price !== line.listPrice || now.priceIncludesTax !== line.listPriceIncludesTax;
            if (stale || (since && (await this.repricedSince(ctx, line, since)))) {
                if (stale) repriced.push(line);
                add('PRICE_CHANGED', { priceWithTax: now.priceIncludesTax ? now.price : priced.priceWithTax });
            }
        }
        // The shopper's own rules (age, exclusion, limits) are about the whole cart: told once, on its first campaign line.
        const refusal = await this.play.cartRefusal(ctx, order);
        const firstCampaignLine = order.lines.find(l => l.customFields?.campaignId);
        if (refusal && firstCampaignLine) {
            const code =
                refusal instanceof SpendingLimitError
                    ? 'SPENDING_LIMIT'
                    : refusal instanceof SelfExcludedError
                      ? 'SELF_EXCLUDED'
                      : (refusal as AgeRestrictedError).reason;
            problems.push({
                code,
                message: ctx.translate(`cartProblem.${code}`),
                orderLineId: String(firstCampaignLine.id),
                campaignId: firstCampaignLine.customFields?.campaignId ?? null,
                quantityAvailable: null,
                maxQty: null,
                priceWithTax: null,
                period: refusal instanceof SpendingLimitError ? refusal.period : null,
                remaining: refusal instanceof SpendingLimitError ? refusal.remaining : null,
                excludedUntil: refusal instanceof SelfExcludedError ? refusal.excludedUntil : null,
            });
        }
        for (const line of repriced) {
            // Same quantity: Vendure takes the variant's current price (refusals leave the line as it was).
            await this.orderService.adjustOrderLine(ctx, order.id, line.id, line.quantity);
        }
        if (repriced.length) order = (await this.delivery.activeOrder(ctx)) ?? order;
        return { ok: problems.length === 0, problems, order };
    }

    /** Whether the variant's price in this channel was edited after `since` (the shopper last saw the cart then). */
    private async repricedSince(ctx: RequestContext, line: OrderLine, since: Date): Promise<boolean> {
        const count = await this.connection.getRepository(ctx, ProductVariantPrice).count({
            where: { variant: { id: line.productVariantId }, channelId: ctx.channelId, updatedAt: MoreThan(since) },
        });
        return count > 0;
    }
}
