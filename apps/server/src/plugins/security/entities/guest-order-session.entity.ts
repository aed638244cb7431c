import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Which guest session took an order to checkout: only that session may read the order by its
 * code (`orderByCode`), and only until it signs out (the row is deleted) or expires.
 */
@Entity('guest_order_session')
export class GuestOrderSession {
    @PrimaryColumn({ type: 'varchar', length: 64 }) orderId: string;
    @Index()
    @Column({ type: 'varchar', length: 64 })
    sessionId: string;
}
