import { DeepPartial } from '@vendure/common/lib/shared-types';
import { Customer, EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

import { Campaign } from './campaign.entity';

/** A customer's stake in one campaign; one row per (campaign, customer), upserted atomically. */
@Entity()
@Index(['campaignId', 'customerId'], { unique: true })
export class Participation extends VendureEntity {
    constructor(input?: DeepPartial<Participation>) {
        super(input);
        // ES2022 class fields are defined after super() and would reset what it copied.
        if (input) Object.assign(this, input);
    }

    /** Tickets held (spec `count`). */
    @Column({ default: 0 }) count: number;
    /** Units paid for, counted against the campaign's per-customer `maxQty`. */
    @Column({ default: 0 }) units: number;

    @ManyToOne(() => Campaign, { onDelete: 'CASCADE' }) campaign: Campaign;
    @EntityId() campaignId: ID;
    @ManyToOne(() => Customer, { onDelete: 'CASCADE' }) customer: Customer;
    @EntityId() customerId: ID;
}
