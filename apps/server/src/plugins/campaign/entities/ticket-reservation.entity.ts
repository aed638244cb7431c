import { DeepPartial } from '@vendure/common/lib/shared-types';
import { EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

export type ReservationStatus = 'HELD' | 'ISSUED';

/**
 * Tickets held for one order while it is in ArrangingPayment. One row per (order, campaign):
 * the unique index plus the conditional `status` updates make reserve, release and issue
 * exactly-once even when a payment callback and the expiry task race.
 */
@Entity()
@Index(['orderId', 'campaignId'], { unique: true })
export class TicketReservation extends VendureEntity {
    constructor(input?: DeepPartial<TicketReservation>) {
        super(input);
        // ES2022 class fields are defined after super() and would reset what it copied.
        if (input) Object.assign(this, input);
    }

    @EntityId() orderId: ID;
    @Index()
    @EntityId()
    campaignId: ID;
    /** Who holds (the order's customer) and from which client address: the hold caps count these. */
    @Index()
    @Column({ type: 'integer', nullable: true })
    customerId: number | null;
    @Index()
    @Column({ type: 'varchar', length: 64, nullable: true })
    clientAddress: string | null;
    @Column() tickets: number;
    @Column() units: number;
    @Column({ type: 'varchar', length: 8 }) status: ReservationStatus;
    @Index()
    @Column()
    expiresAt: Date;
}
