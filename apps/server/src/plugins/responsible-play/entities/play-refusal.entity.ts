import { DeepPartial } from '@vendure/common/lib/shared-types';
import { VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

/** Why a purchase was refused: a spending limit, or a self-exclusion (the shopper's or support's). */
export type PlayRefusalReason = 'LIMIT' | 'EXCLUDED';

/**
 * That a shopper was refused a campaign's tickets or boxes, for the operators' counts per campaign
 * (docs/responsible-play.md#operators). One row per campaign, shopper and reason, however often
 * they were refused: the unique key and INSERT-or-ignore keep the counts to distinct shoppers and
 * the table bounded. Plain ids, no foreign keys: the counts outlive a deleted account.
 */
@Entity()
@Index(['campaignId', 'customerId', 'reason'], { unique: true })
export class PlayRefusal extends VendureEntity {
    constructor(input?: DeepPartial<PlayRefusal>) {
        super(input);
        if (input) Object.assign(this, input);
    }

    @Column({ type: 'integer' }) campaignId: number;
    @Column({ type: 'integer' }) customerId: number;
    @Column({ type: 'varchar', length: 8 }) reason: PlayRefusalReason;
}
