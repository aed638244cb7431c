import { Injectable } from '@nestjs/common';
import { ID, idsAreEqual, isGraphQlErrorResult, Order, OrderLine, OrderService, RequestContext, TransactionalConnection, UserInputError } from '@vendure/core';
import { In } from 'typeorm';

import { clampPage } from '../../../common/paging';
import { DeliveryService } from '../../checkout';

/** Paid orders that have not (all) shipped yet: what the fulfilment desk works through. */
const TO_SHIP = ['PaymentSettled', 'PartiallyShipped'];
const MAX_FIELD = 100;

export interface ShipOrderInput {
    orderId: ID;
    courier: string;
    trackingNumber: string;
}

/**
 * The fulfilment desk: paid orders to ship, the won prizes among their lines, and shipping an
 * order with courier and tracking number through Vendure's own fulfilments (the `courier`
 * handler, then Shipped, which writes them onto the order for the shopper: docs/orders.md).
 */
@Injectable()
export class FulfilmentService {
    constructor(
        private connection: TransactionalConnection,
        private orders: OrderService,
        private delivery: DeliveryService,
    ) {}

    /**
     * Paid orders with something in the parcel, oldest paid first; take 1..100 (default 20),
     * skip >= 0. An order of blind boxes and digital things only never waits here (docs/dashboard.md#fulfilment-permission-fulfilment).
     */
    async ordersToShip(ctx: RequestContext, options: { skip?: number | null; take?: number | null }) {
        const { skip, take } = clampPage(options);
        const ships = this.delivery.linesToShipSql('ship_line', 'ship_variant');
        const [page, totalItems] = await this.connection
            .getRepository(ctx, Order)
            .createQueryBuilder('order')
            .select(['order.id', 'order.orderPlacedAt'])
            .where('order.state IN (:...states)', { states: TO_SHIP })
            .andWhere('order.active = :active', { active: false })
            .andWhere(
                `EXISTS (SELECT 1 FROM order_line ship_line INNER JOIN product_variant ship_variant ON ship_variant.id = ship_line."productVariantId"
                    WHERE ship_line."orderId" = "order".id AND ${ships})`,
            )
            .orderBy('order.orderPlacedAt', 'ASC')
            .addOrderBy('order.id', 'ASC')
            .skip(skip)
            .take(take)
            .getManyAndCount();
        const found = page.length
            ? await this.connection.getRepository(ctx, Order).find({ where: { id: In(page.map(o => o.id)) }, relations: { customer: true, lines: true } })
            : [];
        const items = page.map(o => found.find(f => idsAreEqual(f.id, o.id))!);
        return { items, totalItems };
    }

    /**
     * One placed order for its packing slip (also after it shipped, to print again), or null:
     * the desk's reading of an order, within ReadFulfilment.
     */
    async packingSlip(ctx: RequestContext, orderId: ID) {
        const order = await this.connection
            .getRepository(ctx, Order)
            .findOne({ where: { id: orderId, active: false }, relations: { customer: true, lines: true } });
        return order?.orderPlacedAt ? order : null;
    }

    /** The lines of an order that go in its parcel (the checkout's rule): what the desk and the slip list. */
    async linesToShip(ctx: RequestContext, order: Order) {
        const lines = order.lines ?? (await this.connection.getRepository(ctx, OrderLine).find({ where: { order: { id: order.id } } }));
        return (await this.delivery.linesToShip(ctx, lines)).map(l => l.line);
    }

    /** Won prizes (order lines carrying prizeId) in paid orders not yet shipped, oldest order first. */
    async prizesToShip(ctx: RequestContext, options: { skip?: number | null; take?: number | null }) {
        const { skip, take } = clampPage(options);
        const [lines, totalItems] = await this.connection
            .getRepository(ctx, OrderLine)
            .createQueryBuilder('line')
            .innerJoinAndSelect('line.order', 'order')
            .leftJoinAndSelect('order.customer', 'customer')
            .leftJoinAndSelect('line.productVariant', 'variant')
            .leftJoinAndSelect('variant.translations', 'variantTranslation')
            .where('order.state IN (:...states)', { states: TO_SHIP })
            .andWhere('line.customFields.prizeId IS NOT NULL')
            .andWhere('line.quantity > 0')
            .orderBy('order.orderPlacedAt', 'ASC')
            .addOrderBy('line.id', 'ASC')
            .skip(skip)
            .take(take)
            .getManyAndCount();
        const items = lines.map(line => {
            const names = line.productVariant?.translations ?? [];
            const name = (names.find(t => t.languageCode === ctx.languageCode) ?? names.find(t => t.languageCode === 'en') ?? names[0])?.name ?? '';
            const customer = line.order.customer;
            return {
                wonPrizeId: (line.customFields as { prizeId?: string }).prizeId!,
                orderLineId: line.id,
                orderId: line.order.id,
                orderCode: line.order.code,
                orderState: line.order.state,
                orderPlacedAt: line.order.orderPlacedAt ?? null,
                productVariantId: line.productVariantId,
                productName: name,
                customerId: customer?.id ?? null,
                customerName: customer ? `${customer.firstName} ${customer.lastName}`.trim() : null,
            };
        });
        return { items, totalItems };
    }

    /**
     * Ships a paid order with something in its parcel. Every line is fulfilled (Vendure moves an
     * order to Shipped only when all are), its boxes and digital lines with the parcel, though
     * only the lines that ship are on the desk and the slip. With the courier and tracking number given: Vendure's
     * addFulfillmentToOrder with the `courier` handler, then the fulfilment to Shipped. Vendure's
     * own refusals (already fulfilled, a transition it does not allow) come back as its ErrorResults.
     */
    async ship(ctx: RequestContext, input: ShipOrderInput) {
        const courier = (input.courier ?? '').trim();
        const trackingNumber = (input.trackingNumber ?? '').trim();
        if (!courier || courier.length > MAX_FIELD) throw new UserInputError(`Give the courier (1..${MAX_FIELD} characters)`);
        if (!trackingNumber || trackingNumber.length > MAX_FIELD) throw new UserInputError(`Give the tracking number (1..${MAX_FIELD} characters)`);
        const order = await this.connection.getRepository(ctx, Order).findOne({ where: { id: input.orderId }, relations: { lines: true } });
        if (!order) throw new UserInputError(`There is no order ${input.orderId}`);
        if (!TO_SHIP.includes(order.state))
            throw new UserInputError(`Order ${order.code} is ${order.state}: only a paid order that has not shipped can be shipped`);
        if (!(await this.delivery.linesToShip(ctx, order.lines)).length) {
            throw new UserInputError(`Order ${order.code} has nothing to ship: its blind boxes are opened online and its digital items are not posted`);
        }
        const fulfilment = await this.orders.createFulfillment(ctx, {
            lines: order.lines.filter(l => l.quantity > 0).map(l => ({ orderLineId: l.id, quantity: l.quantity })),
            handler: {
                code: 'courier',
                arguments: [
                    { name: 'courier', value: courier },
                    { name: 'trackingNumber', value: trackingNumber },
                ],
            },
        });
        if (isGraphQlErrorResult(fulfilment)) return fulfilment;
        const shipped = await this.orders.transitionFulfillmentToState(ctx, fulfilment.id, 'Shipped');
        if (isGraphQlErrorResult(shipped)) return shipped;
        return this.connection.getRepository(ctx, Order).findOneOrFail({ where: { id: order.id }, relations: { lines: true, customer: true } });
    }
}
