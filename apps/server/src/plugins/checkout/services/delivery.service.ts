import { Inject, Injectable } from '@nestjs/common';
import {
    ActiveOrderService,
    idsAreEqual,
    Order,
    OrderLine,
    OrderService,
    ProductVariant,
    RequestContext,
    ShippingMethodService,
    TransactionalConnection,
} from '@vendure/core';
import { NoActiveOrderError, OrderModificationError } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';
import { In } from 'typeorm';

import { isRowId } from '../../../common/ids';
import { CampaignService } from '../../campaign';
import { COURIER_SHIPPING_METHOD_CODE } from '../config/courier-shipping';
import { DeliveryAddress, resolveAddress } from '../config/regions';
import { CHECKOUT_PLUGIN_OPTIONS } from '../constants';
import { courierLanguage, courierOption } from '../config/courier-words';
import { DeliveryOptionError } from '../errors';
import { CheckoutPluginOptions, DeliveryOption, DeliveryProvider, DeliveryQuote } from '../types';

/** getDeliveryFee's answer: the options, or `error_code` (and a message) with none. */
export interface DeliveryFeeResult {
    error_code: string | null;
    error_remark: string | null;
    options: DeliveryOption[];
}

/**
 * Courier prices for the caller's active order, and the chosen one as its shipping line. Every
 * price comes from the provider on the server: setShipping re-quotes the option it is given.
 */
@Injectable()
export class DeliveryService {
    /** The provider DELIVERY_PROVIDER chose (the parcel service books and tracks with it). */
    readonly provider: DeliveryProvider;

    constructor(
        private connection: TransactionalConnection,
        private campaigns: CampaignService,
        private activeOrderService: ActiveOrderService,
        private orderService: OrderService,
        private shippingMethodService: ShippingMethodService,
        @Inject(CHECKOUT_PLUGIN_OPTIONS) options: CheckoutPluginOptions,
    ) {
        this.provider = options.deliveryProvider();
    }

    /**
     * The lines that go in the parcel, each with its variant's weight in grams. Blind boxes are
     * opened online (their prizes ship later as prize lines: a line with a won prize always ships,
     * whatever campaign it names), a redeemed code's line is an entry,
     * not goods, and a weight of 0 marks an item that never ships (docs/checkout.md#parcels-and-weights).
     * `linesToShipSql` says the same in SQL, for lists that page in the database.
     */
    async linesToShip(ctx: RequestContext, lines: OrderLine[]): Promise<Array<{ line: OrderLine; weight: number }>> {
        const campaignIds = [...new Set(lines.map(l => l.customFields?.campaignId).filter((id): id is string => isRowId(id)))];
        const blindBoxes = await this.campaigns.blindBoxIds(ctx, campaignIds);
        const isBox = (l: OrderLine) => !l.customFields?.prizeId && blindBoxes.some(id => idsAreEqual(id, l.customFields?.campaignId ?? ''));
        const candidates = lines.filter(l => l.quantity > 0 && !l.customFields?.codeId && !isBox(l));
        if (!candidates.length) return [];
        const variants = await this.connection
            .getRepository(ctx, ProductVariant)
            .find({ where: { id: In([...new Set(candidates.map(l => String(l.productVariantId)))]) }, loadEagerRelations: false });
        const weightOf = (id: unknown) => Number(variants.find(v => idsAreEqual(v.id, id as string))?.customFields?.weight ?? 0);
        return candidates.map(line => ({ line, weight: weightOf(line.productVariantId) })).filter(l => l.weight > 0);
    }

    /**
     * `linesToShip` as a condition on an OrderLine alias joined to its `ProductVariant` alias, for
     * queries that must page in the database (the fulfilment desk). Same rule, same test.
     */
    linesToShipSql(line: string, variant: string): string {
        const blindBox = this.campaigns.isBlindBoxSql(`${line}."customFieldsCampaignid"`);
        return `${line}.quantity > 0 AND ${line}."customFieldsCodeid" IS NULL AND ${variant}."customFieldsWeight" > 0 AND (${line}."customFieldsPrizeid" IS NOT NULL OR NOT ${blindBox})`;
    }

    /** Grams to ship: each line that ships (`linesToShip`), its weight times its quantity. */
    async parcelWeight(ctx: RequestContext, order: Order): Promise<number> {
        const shipped = await this.linesToShip(ctx, order.lines ?? []);
        return shipped.reduce((sum, { line, weight }) => sum + line.quantity * weight, 0);
    }

    /** The caller's active order with its lines, or undefined (no session, or no order yet). */
    async activeOrder(ctx: RequestContext): Promise<Order | undefined> {
        if (!ctx.session) return undefined;
        const active = await this.activeOrderService.getActiveOrder(ctx, undefined);
        return active ? this.orderService.findOne(ctx, active.id) : undefined;
    }

    async getDeliveryFee(ctx: RequestContext, input: Partial<DeliveryAddress> | undefined): Promise<DeliveryFeeResult> {
        const order = await this.activeOrder(ctx);
        if (!order) return this.failure(ctx, 'NO_ACTIVE_ORDER');
        const quote = await this.quote(ctx, order, input);
        // Quoted in the courier's words, answered in the shopper's (setShipping stores the courier's).
        const lang = courierLanguage(ctx.languageCode);
        return 'options' in quote
            ? { error_code: null, error_remark: null, options: quote.options.map(option => courierOption(option, lang)) }
            : this.failure(ctx, quote.error_code, quote.error_remark);
    }

    /**
     * Makes option `id` the order's shipping line at the price quoted now. `priceWithTax`, when
     * the client sends the price it showed, must still be the price: otherwise PRICE_CHANGED, so
     * that the shopper sees the new one before paying it. A `digital` order must need no parcel.
     */
    async setShipping(ctx: RequestContext, input: { id?: string | null; priceWithTax?: number | null } | undefined, digital: boolean) {
        const order = await this.activeOrder(ctx);
        if (!order) return new NoActiveOrderError();
        // Checked before anything is written: the quote fields and the shipping line change together.
        if (order.state !== 'AddingItems') return new OrderModificationError();
        if (digital) {
            if ((await this.parcelWeight(ctx, order)) > 0) return new DeliveryOptionError('NOT_DIGITAL');
            return this.orderService.updateCustomFields(ctx, order.id, { epOptionId: null, epPrice: null, epName: null, epDesc: null });
        }
        if (!input?.id) return new DeliveryOptionError('UNKNOWN_OPTION');
        const quote = await this.quote(ctx, order, undefined);
        if (!('options' in quote)) return new DeliveryOptionError('NO_QUOTE', quote.error_code);
        const option = quote.options.find(o => o.id === input.id);
        if (!option) return new DeliveryOptionError('UNKNOWN_OPTION');
        if (input.priceWithTax != null && input.priceWithTax !== option.priceWithTax) return new DeliveryOptionError('PRICE_CHANGED');
        const method = await this.courierMethod(ctx);
        if (!method) return new DeliveryOptionError('NO_COURIER_METHOD');
        await this.orderService.updateCustomFields(ctx, order.id, {
            epOptionId: option.id,
            epPrice: option.priceWithTax,
            epName: option.courier_name,
            epDesc: `${option.service_name} (${option.delivery})`,
        });
        return this.orderService.setShippingMethod(ctx, order.id, [method.id]);
    }

    /**
     * Why the order cannot go to payment as it is shipped, or undefined: checked when it enters
     * ArrangingPayment, so a changed address or a changed rate is never charged at the old quote.
     */
    async shippingRefusal(ctx: RequestContext, order: Order): Promise<string | undefined> {
        const needsParcel = (await this.parcelWeight(ctx, order)) > 0;
        if (!needsParcel) return undefined;
        if (!order.shippingLines?.length) return 'DELIVERY_REQUIRED';
        const method = await this.courierMethod(ctx);
        if (!method || !order.shippingLines.some(l => idsAreEqual(l.shippingMethodId ?? '', method.id))) return undefined;
        const quote = await this.quote(ctx, order, undefined);
        const option = 'options' in quote ? quote.options.find(o => o.id === order.customFields?.epOptionId) : undefined;
        return option?.priceWithTax === order.customFields?.epPrice ? undefined : 'DELIVERY_QUOTE_CHANGED';
    }

    private async quote(ctx: RequestContext, order: Order, input: Partial<DeliveryAddress> | undefined): Promise<DeliveryQuote> {
        const given = input && (input.countryCode || input.province || input.postalCode);
        const source = given ? input : order.shippingAddress;
        if (!source?.countryCode) return { error_code: given ? 'UNKNOWN_COUNTRY' : 'NO_ADDRESS' };
        const to = resolveAddress({ countryCode: source.countryCode, province: source.province ?? '', postalCode: source.postalCode ?? '' });
        if (typeof to === 'string') return { error_code: to };
        const weightGrams = await this.parcelWeight(ctx, order);
        if (weightGrams <= 0) return { error_code: 'NOTHING_TO_SHIP' };
        return this.provider.quote({ to, weightGrams });
    }

    private failure(ctx: RequestContext, code: string, remark?: string): DeliveryFeeResult {
        const key = `deliveryFee.${code.startsWith('EASYPARCEL_') ? 'PROVIDER_ERROR' : code}`;
        const text = ctx.translate(key, { remark: remark ?? '' });
        return { error_code: code, error_remark: text === key ? (remark ?? code) : text, options: [] };
    }

    private async courierMethod(ctx: RequestContext) {
        const methods = await this.shippingMethodService.findAll(ctx, { filter: { code: { eq: COURIER_SHIPPING_METHOD_CODE } } });
        return methods.items[0];
    }
}
