import { DeepPartial } from '@vendure/common/lib/shared-types';
import { EntityId, ID, Product } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

import { BlindBox } from '../../blind-box';
import { Campaign, Ticket } from '../../campaign';
import { CustomerOwnedEntity } from '../../../common/customer-owned.entity';

/**
 * A prize a customer won: by a winning draw ticket, from an opened blind box, or by a code. The
 * unique (campaignId, ticketId) index makes "a winning ticket wins once" a database rule, so a
 * repeated draw stage cannot award a ticket twice; the unique `blindBoxId` does the same for a box.
 * `atcOrderId` is the cart claim: set by one conditional UPDATE, so one order line at most carries it.
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
    /** The opened box this prize came out of (null for draw and code prizes): at most one prize per box. */
    @ManyToOne(() => BlindBox, { nullable: true, onDelete: 'SET NULL' }) blindBox: BlindBox | null;
    @Index({ unique: true })
    @EntityId({ nullable: true })
    blindBoxId: ID | null;
    /** PHYSICAL ships on a zero-priced order line; DIGITAL is revealed as a code. */
    @Column({ type: 'varchar', length: 10, default: 'PHYSICAL' }) pType: 'PHYSICAL' | 'DIGITAL';
    /** The order a line of which carries the prize (the cart claim behind `isATC`); null while it is in no cart. */
    @Index()
    @EntityId({ nullable: true })
    atcOrderId: ID | null;

    /** Added to the cart (spec `isATC`): the prize ships with an order. */
    @Column({ default: false }) isATC: boolean;
    /** Shipped, or its digital code revealed. */
    @Column({ default: false }) isRedeemed: boolean;
    /**
     * When support last reminded the winner of this unclaimed prize (null: never). Set by one
     * conditional UPDATE, so two operators clicking at once send one reminder (docs/dashboard.md#support).
     */
    @Column({ type: Date, nullable: true }) remindedAt: Date | null;
}
