import { DeepPartial } from '@vendure/common/lib/shared-types';
import { EntityId, ID } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

import { CustomerOwnedEntity } from '../../../common/customer-owned.entity';

/** The three periods a shopper may limit, rolling: the last 24 hours, 7 days, 30 days. */
export type SpendingPeriod = 'DAILY' | 'WEEKLY' | 'MONTHLY';

/** Raised (or removed: null) limits waiting for their 24 hours, by period. */
export type PendingLimits = Partial<Record<SpendingPeriod, number | null>>;

/**
 * A shopper's own rules of play (docs/responsible-play.md): spending limits, raises waiting for
 * their 24 hours, and a self-exclusion. One row per customer, made when they first set anything;
 * checkout locks it (`checkouts`), so one shopper's concurrent checkouts pass the limit check one
 * at a time.
 */
@Entity()
export class PlaySettings extends CustomerOwnedEntity {
    constructor(input?: DeepPartial<PlaySettings>) {
        super(input);
        // ES2022 class fields are defined after super() and would reset what it copied.
        if (input) Object.assign(this, input);
    }

    @Index({ unique: true }) @EntityId() customerId: ID;

    /** In sen; null: no limit. */
    @Column({ type: 'integer', nullable: true }) dailyLimit: number | null;
    @Column({ type: 'integer', nullable: true }) weeklyLimit: number | null;
    @Column({ type: 'integer', nullable: true }) monthlyLimit: number | null;
    @Column({ type: 'simple-json', nullable: true }) pendingLimits: PendingLimits | null;
    /** When the pending limits apply (24 hours after they were asked for). */
    @Column({ type: Date, nullable: true }) pendingFrom: Date | null;
    /** No buying before this moment; it only ever moves later. */
    @Column({ type: Date, nullable: true }) excludedUntil: Date | null;
    /** Who placed the current exclusion: the shopper, or an operator at the shopper's request. */
    @Column({ type: 'varchar', length: 8, nullable: true }) excludedBy: 'SHOPPER' | 'OPERATOR' | null;
    /** The operator's note on a support-requested exclusion. */
    @Column({ type: 'varchar', length: 200, nullable: true }) exclusionNote: string | null;
    /** Bumped by every checkout that checks the limits: the UPDATE is the row lock that serialises them. */
    @Column({ type: 'integer', default: 0 }) checkouts: number;
}
