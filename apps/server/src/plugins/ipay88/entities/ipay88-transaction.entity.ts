import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * What became of a reported transaction (docs/payments.md): SETTLED (the order took it),
 * DECLINED (the gateway reported a failure), TO_REFUND (money taken that the shop refused:
 * tickets gone, order already paid or cancelled — an operator refunds it), REFUNDED.
 */
export type IPay88Outcome = 'SETTLED' | 'DECLINED' | 'TO_REFUND' | 'REFUNDED';

/**
 * One iPay88 transaction reported by a verified, re-queried backend callback. Its primary key is
 * iPay88's TransId: the callback inserts the row in the transaction that records the payment, so
 * a callback delivered twice (or ten times at once) records its payment once — and one the shop
 * refuses is still stored, as TO_REFUND.
 */
@Entity('ipay88_transaction')
export class IPay88Transaction {
    @PrimaryColumn({ type: 'varchar', length: 64 }) transId: string;
    @Index()
    @Column({ type: 'varchar', length: 64 })
    orderCode: string;
    /** iPay88's Status: "1" paid, "0" failed, "6" pending. */
    @Column({ type: 'varchar', length: 4 }) status: string;
    /** Minor units. */
    @Column({ type: 'integer' }) amount: number;
    /** Set by the callback that claims the transaction; its payment is recorded in the same database transaction. */
    @Column({ type: 'boolean', default: false }) handled: boolean;
    @Index()
    @Column({ type: 'varchar', length: 16, default: 'SETTLED' })
    outcome: IPay88Outcome;
    /** Why the shop refused it (TO_REFUND), or the gateway's failure text (DECLINED). */
    @Column({ type: 'varchar', length: 255, nullable: true }) reason: string | null;
    /** The gateway's (or the operator's) reference of the refund. */
    @Column({ type: 'varchar', length: 128, nullable: true }) refundReference: string | null;
    @Column({ type: 'varchar', length: 128, nullable: true }) refundedBy: string | null;
    @Column({ type: Date, nullable: true }) refundedAt: Date | null;
    @CreateDateColumn() createdAt: Date;
    @UpdateDateColumn() updatedAt: Date;
}
