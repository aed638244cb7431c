import { DeepPartial, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

/** Where a document is on its way to MyInvois (docs/einvoice.md#states). */
export type EInvoiceStatus = 'PENDING' | 'SUBMITTED' | 'VALID' | 'INVALID' | 'CANCELLED';

/** What the shop issued: an invoice for one buyer, the month's consolidated invoice, or a refund note. */
export type EInvoiceKind = 'INVOICE' | 'CONSOLIDATED' | 'REFUND_NOTE';

/** MyInvois's e-invoice type codes: 01 invoice, 02 credit note, 03 debit note, 04 refund note. */
export type EInvoiceTypeCode = '01' | '02' | '03' | '04';

/** PostgreSQL reads bigint as a string. */
const epochMs = { to: (v: number | null) => v, from: (v: string | number | null) => (v == null ? null : Number(v)) };

export interface EInvoiceValidationError {
    code: string;
    message: string;
}

/**
 * One e-invoice document and its state. The shop's document number (`number`, MyInvois's
 * codeNumber) is unique: a document is created once, and its submission is claimed by one runner
 * at a time (`claimedUntil`, a conditional UPDATE), so it is submitted once.
 */
@Entity('einvoice_document')
@Index(['status', 'nextAttemptAt'])
export class EInvoiceDocument extends VendureEntity {
    constructor(input?: DeepPartial<EInvoiceDocument>) {
        super(input);
    }

    /** The shop's document number: the order's invoice number, `CON-<yyyy>-<mm>`, or `RN-<refund id>`. */
    @Index({ unique: true })
    @Column({ type: 'varchar', length: 50 })
    number: string;

    @Column({ type: 'varchar', length: 16 }) kind: EInvoiceKind;
    @Index()
    @Column({ type: 'varchar', length: 2 })
    typeCode: EInvoiceTypeCode;

    /** The order of an individual invoice or of a refund note; null for a consolidated invoice. */
    @Index()
    @Column({ type: 'integer', nullable: true })
    orderId: ID | null;

    /** The refund a refund note is for (one note per refund). */
    @Index({ unique: true })
    @Column({ type: 'integer', nullable: true })
    refundId: ID | null;

    /** The shop-calendar month `YYYY-MM` the document belongs to (a consolidated invoice's sales month). */
    @Index()
    @Column({ type: 'varchar', length: 7 })
    month: string;

    /** A refund note's original document by number (its invoice, or the consolidated invoice of its month). */
    @Column({ type: 'varchar', length: 50, nullable: true }) referenceNumber: string | null;

    @Index()
    @Column({ type: 'varchar', length: 16, default: 'PENDING' })
    status: EInvoiceStatus;

    /** The payable amount in sen (tax included). */
    @Column({ type: 'integer' }) total: number;

    /**
     * The UBL 2.1 JSON document as submitted: built once, so every retry sends the same bytes (a
     * refund note's when its original is valid: it carries the original's UUID).
     */
    @Column({ type: 'text', nullable: true }) document: string | null;

    /** What the document is built from (JSON DocumentModel without the reference), until it is built. */
    @Column({ type: 'text' }) model: string;

    @Column({ type: 'varchar', length: 64, nullable: true }) submissionUid: string | null;
    @Index()
    @Column({ type: 'varchar', length: 64, nullable: true })
    uuid: string | null;
    @Column({ type: 'varchar', length: 128, nullable: true }) longId: string | null;

    /** MyInvois's validation errors (JSON EInvoiceValidationError[]), or why the last attempt failed. */
    @Column({ type: 'text', nullable: true }) errors: string | null;

    @Column({ type: 'integer', default: 0 }) attempts: number;
    /** When the next submission (PENDING) or status check (SUBMITTED) is due, epoch milliseconds. */
    @Column({ type: 'bigint', nullable: true, transformer: epochMs }) nextAttemptAt: number | null;
    /** A runner holds the document until then (epoch milliseconds); another runner leaves it alone. */
    @Column({ type: 'bigint', nullable: true, transformer: epochMs }) claimedUntil: number | null;

    @Column({ type: Date, nullable: true }) submittedAt: Date | null;
    @Column({ type: Date, nullable: true }) validatedAt: Date | null;
    @Column({ type: Date, nullable: true }) cancelledAt: Date | null;
}
