import { DeepPartial } from '@vendure/common/lib/shared-types';
import { Customer, EntityId, ID, OrderLine, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

import type { RarityScheme } from '@tuah/fairness';

import { TicketTier } from '../constants';
import { Campaign } from './campaign.entity';

/**
 * One draw ticket. `(campaignId, seq)` is unique, so even a bug that computed the same ticket
 * number twice could not store two tickets for one slot.
 */
@Entity()
@Index(['campaignId', 'seq'], { unique: true })
@Index(['campaignId', 'customerId'])
export class Ticket extends VendureEntity {
    constructor(input?: DeepPartial<Ticket>) {
        super(input);
        // ES2022 class fields are defined after super() and would reset what it copied.
        if (input) Object.assign(this, input);
    }

    /** Human-readable and unique: `<campaign sId>-<seq, 6 digits>`. */
    @Index({ unique: true })
    @Column({ length: 32 })
    ticketId: string;

    @Column() seq: number;

    /** Null until the beacon round fixed at issue is out (`beacon-v1`); set once, by `TicketRarityService`. */
    @Column({ type: 'varchar', length: 12, nullable: true }) rarity: TicketTier | null;
    /** Draw weight of the tier: how many chances this ticket is (null while the rarity is not known). */
    @Column({ type: 'int', nullable: true }) weight: number | null;
    /**
     * How the rarity is rolled (docs/fairness.md#ticket-rarity): `beacon-v1` takes the signature of
     * `rarityRound`; tickets issued before it keep `hmac-v1` (the seed and the id alone).
     */
    @Column({ type: 'varchar', length: 16, default: 'hmac-v1' }) rarityScheme: RarityScheme;
    /** `beacon-v1`: the first beacon round emitted after the ticket was issued (at `createdAt`). */
    @Column({ type: 'int', nullable: true }) rarityRound: number | null;
    /** When the rarity was written (`beacon-v1`): never before its round was out. */
    @Column({ type: Date, nullable: true }) rarityRevealedAt: Date | null;

    @Column({ default: false }) isWin: boolean;
    /** Voided when its campaign was cancelled and the line refunded. */
    @Column({ default: false }) isVoid: boolean;

    @ManyToOne(() => Campaign, { onDelete: 'CASCADE' }) campaign: Campaign;
    @EntityId() campaignId: ID;
    @ManyToOne(() => Customer, { onDelete: 'CASCADE' }) customer: Customer;
    @EntityId() customerId: ID;
    @ManyToOne(() => OrderLine, { nullable: true, onDelete: 'SET NULL' }) orderLine: OrderLine | null;
    @EntityId({ nullable: true }) orderLineId: ID | null;
    @Index()
    @EntityId({ nullable: true })
    orderId: ID | null;
}
