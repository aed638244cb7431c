import { DeepPartial, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

/** How a buyer is identified besides the TIN (MyInvois's idType). */
export type EInvoiceIdType = 'NRIC' | 'PASSPORT' | 'BRN' | 'ARMY';

/**
 * A shopper's e-invoice details, kept on their profile for next time: validated with MyInvois's
 * TIN validation when saved.
 */
@Entity('einvoice_buyer')
export class EInvoiceBuyer extends VendureEntity {
    constructor(input?: DeepPartial<EInvoiceBuyer>) {
        super(input);
    }

    @Index({ unique: true })
    @Column({ type: 'integer' })
    customerId: ID;

    @Column({ type: 'varchar', length: 20 }) tin: string;
    @Column({ type: 'varchar', length: 10 }) idType: EInvoiceIdType;
    @Column({ type: 'varchar', length: 30 }) idNumber: string;
    /** The name the e-invoice is issued to (a company's registered name, or the shopper's). */
    @Column({ type: 'varchar', length: 200 }) name: string;
}

/**
 * An order whose buyer asked for an e-invoice in their own name: the details as they were when
 * asked, so a later change of profile does not change an issued document.
 */
@Entity('einvoice_order_request')
export class EInvoiceOrderRequest extends VendureEntity {
    constructor(input?: DeepPartial<EInvoiceOrderRequest>) {
        super(input);
    }

    @Index({ unique: true })
    @Column({ type: 'integer' })
    orderId: ID;

    @Index()
    @Column({ type: 'integer' })
    customerId: ID;

    @Column({ type: 'varchar', length: 20 }) tin: string;
    @Column({ type: 'varchar', length: 10 }) idType: EInvoiceIdType;
    @Column({ type: 'varchar', length: 30 }) idNumber: string;
    @Column({ type: 'varchar', length: 200 }) name: string;
}
