import { DeepPartial } from '@vendure/common/lib/shared-types';
import { EntityId, ID, Product } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

import { Campaign, Ticket } from '../../campaign';
import { CustomerOwnedEntity } from './customer-owned.entity';

/**
 * A prize a customer won: by a winning draw ticket, or (ticket null) from a blind box. The
 * unique (campaignId, ticketId) index makes "a winning ticket wins once" a database rule, so a
 * repeated draw stage cannot award a ticket twice.
 */
@Entity()
@Index(['campaignId', 'ticketId'], { unique: true })
export class WonPrize extends CustomerOwnedEntity {
    constructor(input?: DeepPartial<WonPrize>) {
        super(input);
        // ES2022 class fields are defined after super() and would reset what it copied.
        if (input) Object.assign(this, input);
    }

    @Index() @EntityId() customerId: ID;

    // RESTRICT: a campaign somebody won something in is part of the books.
    @ManyToOne(() => Campaign, { onDelete: 'RESTRICT' }) campaign: Campaign;
    @EntityId() campaignId: ID;
    @ManyToOne(() => Ticket, { nullable: true, onDelete: 'SET NULL' }) ticket: Ticket | null;
    @EntityId({ nullable: true }) ticketId: ID | null;
    @ManyToOne(() => Product, { nullable: true, onDelete: 'SET NULL' }) prize: Product | null;
    @EntityId({ nullable: true }) prizeId: ID | null;

    /** Added to the cart (spec `isATC`): the prize ships with an order. */
    @Column({ default: false }) isATC: boolean;
    /** Shipped, or its digital code revealed. */
    @Column({ default: false }) isRedeemed: boolean;
}
