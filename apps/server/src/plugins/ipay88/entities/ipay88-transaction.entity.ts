import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One iPay88 transaction reported by a verified backend callback. Its primary key is iPay88's
 * TransId: the callback inserts the row in the transaction that records the payment, so a
 * callback delivered twice (or ten times at once) records its payment once.
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
    @CreateDateColumn() createdAt: Date;
}
