import { DeepPartial, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

/**
 * The invoice of one paid order: its number, and its contents frozen as issued (JSON), from
 * which the PDF is drawn. One per order (unique `orderId`); numbers are unique, and per year the
 * sequence has no gaps (InvoiceSequence).
 */
@Entity('invoice')
@Index(['year', 'sequence'], { unique: true })
export class Invoice extends VendureEntity {
    constructor(input?: DeepPartial<Invoice>) {
        super(input);
    }

    @Index({ unique: true })
    @Column({ type: 'integer' })
    orderId: ID;

    @Index()
    @Column({ type: 'integer', nullable: true })
    customerId: ID | null;

    /** `TUAH-2026-000001`. */
    @Index({ unique: true })
    @Column({ type: 'varchar', length: 32 })
    invoiceNumber: string;

    @Column({ type: 'integer' }) year: number;
    @Column({ type: 'integer' }) sequence: number;

    /** InvoiceContents as JSON. */
    @Column({ type: 'text' }) contents: string;
}
