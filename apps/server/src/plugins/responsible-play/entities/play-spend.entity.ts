import { DeepPartial } from '@vendure/common/lib/shared-types';
import { VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

/** HELD: the order is in checkout; SPENT: paid; REFUNDED: the order was cancelled after payment (not counted). */
export type PlaySpendStatus = 'HELD' | 'SPENT' | 'REFUNDED';

/**
 * What one order spends on tickets and boxes (its campaign lines, after discounts, tax included):
 * written when the order enters checkout, by one conditional INSERT that refuses it when a limit
 * would pass; SPENT once paid. The limits and the spending history add these up.
 */
@Entity()
@Index(['customerId', 'at'])
export class PlaySpend extends VendureEntity {
    constructor(input?: DeepPartial<PlaySpend>) {
        super(input);
        if (input) Object.assign(this, input);
    }

    /** Plain ids, no foreign keys: the record outlives a deleted account's rows (the books keep orders too). */
    @Index({ unique: true }) @Column({ type: 'integer' }) orderId: number;
    @Column({ type: 'integer' }) customerId: number;
    /** In sen. */
    @Column({ type: 'integer' }) amount: number;
    @Column({ type: 'varchar', length: 8 }) status: PlaySpendStatus;
    /** When checkout began, then when it was paid: the moment the periods count from. */
    @Column() at: Date;
}
