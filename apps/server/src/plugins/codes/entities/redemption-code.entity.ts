import { DeepPartial } from '@vendure/common/lib/shared-types';
import { Customer, EntityId, ID, Order, Product, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

import { Campaign } from '../../campaign';

export type CodeKind = 'ONLINE' | 'OFFLINE';
export type CodeGrant = 'TICKETS' | 'BOX' | 'PRIZE';

/**
 * One single-use code of a batch an operator created: an online code or a printed offline
 * coupon. It grants `quantity` tickets in its lucky draw or `quantity` boxes of its blind box
 * (both as a zero-priced order, `orderId`), or the prize `prizeId` (a product) as a won prize
 * of that campaign. `code` is unique and stored normalised (upper case, no separators).
 * Redemption is claimed by the conditional UPDATE `redeemedAt = now WHERE redeemedAt IS NULL`,
 * so a code is redeemed once whatever the interleaving.
 */
@Entity()
@Index(['batch'])
export class RedemptionCode extends VendureEntity {
    constructor(input?: DeepPartial<RedemptionCode>) {
        super(input);
        // ES2022 class fields are defined after super() and would reset what it copied.
        if (input) Object.assign(this, input);
    }

    @Index({ unique: true })
    @Column({ length: 32 })
    code: string;
    /** The batch it was created in (an operator's label plus a timestamp). */
    @Column({ length: 80 }) batch: string;
    @Column({ type: 'varchar', length: 8 }) kind: CodeKind;
    @Column({ type: 'varchar', length: 8 }) grantType: CodeGrant;
    /** Tickets (TICKETS) or boxes (BOX) granted; 1 for PRIZE. */
    @Column({ default: 1 }) quantity: number;

    @ManyToOne(() => Campaign, { onDelete: 'RESTRICT' }) campaign: Campaign;
    @EntityId() campaignId: ID;
    @ManyToOne(() => Product, { nullable: true, onDelete: 'SET NULL' }) prize: Product | null;
    @EntityId({ nullable: true }) prizeId: ID | null;

    /** After this a code is refused (COUPON_CODE_EXPIRED); null: it never expires. Set per batch. */
    @Column({ type: Date, nullable: true }) expiresAt: Date | null;

    @Column({ type: Date, nullable: true }) redeemedAt: Date | null;
    @ManyToOne(() => Customer, { nullable: true, onDelete: 'SET NULL' }) redeemedBy: Customer | null;
    @Index()
    @EntityId({ nullable: true })
    redeemedById: ID | null;
    /** The zero-priced order a TICKETS or BOX redemption placed (its line's price is zero only for this order). */
    @ManyToOne(() => Order, { nullable: true, onDelete: 'SET NULL' }) order: Order | null;
    @EntityId({ nullable: true }) orderId: ID | null;
    /** What the redemption gave: ticket ids (TICKETS, BOX) or the won prize's id (PRIZE). */
    @Column({ type: 'simple-json', nullable: true }) granted: { ticketIds?: string[]; wonPrizeId?: string } | null;
}
