import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The local gateway's own book (IPAY88_MODE=local): every transaction it completed, so its
 * re-query confirms exactly these (TransId, RefNo, amount), its daily report lists them and its
 * refunds are recorded — from any server process.
 */
@Entity('ipay88_local_gateway_transaction')
export class LocalGatewayTransaction {
    @PrimaryColumn({ type: 'varchar', length: 64 }) transId: string;
    @Index()
    @Column({ type: 'varchar', length: 64 })
    refNo: string;
    /** As the request had it: `1,278.99`. */
    @Column({ type: 'varchar', length: 32 }) amount: string;
    @Column({ type: 'varchar', length: 8 }) currency: string;
    /** "1" paid, "0" failed. */
    @Column({ type: 'varchar', length: 4 }) status: string;
    @Column({ type: 'varchar', length: 64, nullable: true }) refundReference: string | null;
    @Column({ type: Date, nullable: true }) refundedAt: Date | null;
    @Index()
    @CreateDateColumn()
    createdAt: Date;
}
