import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The last invoice number given in a year. Issuing an invoice increments it in the transaction
 * that inserts the invoice: the row stays locked until that commits, so numbers are handed out
 * one at a time, and a transaction that fails gives its number back by rolling back.
 */
@Entity('invoice_sequence')
export class InvoiceSequence {
    @PrimaryColumn({ type: 'integer' }) year: number;
    @Column({ type: 'integer', default: 0 }) last: number;
}
