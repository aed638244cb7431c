import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The local MyInvois simulator's book (docs/einvoice.md#the-simulator): every document it
 * accepted, or refused as a duplicate, with what it decided. Not the shop's data: MyInvois's.
 */
@Entity('myinvois_sim_document')
export class MyInvoisSimDocument {
    @PrimaryColumn({ type: 'varchar', length: 64 }) uuid: string;
    @Index()
    @Column({ type: 'varchar', length: 64 })
    submissionUid: string;
    /** The submitter's codeNumber: refused as a duplicate while a Valid document has it (an Invalid one may be sent again). */
    @Index()
    @Column({ type: 'varchar', length: 50 })
    codeNumber: string;
    @Column({ type: 'varchar', length: 2 }) typeCode: string;
    @Column({ type: 'varchar', length: 20 }) receiverTin: string;
    /** Valid, Invalid, Cancelled. */
    @Column({ type: 'varchar', length: 16 }) status: string;
    @Column({ type: 'varchar', length: 128, nullable: true }) longId: string | null;
    /** JSON [{ code, message }]. */
    @Column({ type: 'text', nullable: true }) errors: string | null;
    @Column({ type: 'varchar', length: 20 }) totalPayable: string;
    /** How many times this codeNumber was submitted (duplicates included): tests read it. */
    @Column({ type: 'integer', default: 1 }) submissions: number;
    @CreateDateColumn() createdAt: Date;
    @Column({ type: Date, nullable: true }) validatedAt: Date | null;
    @Column({ type: Date, nullable: true }) cancelledAt: Date | null;
}
