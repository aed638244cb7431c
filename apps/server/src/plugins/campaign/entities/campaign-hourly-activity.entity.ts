import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The Hottest and Trending sheets' counters, one row per campaign and hour (`hour` is the hour
 * number since the epoch, UTC): the tickets issued in that hour. Added to by one atomic upsert
 * in the transaction that writes the tickets, so a list sums at most 24 rows per campaign
 * instead of scanning the tickets of the day. Voided tickets are not taken back: a cancelled
 * campaign's score only orders a sheet it has already left, and only for a day.
 */
@Entity('campaign_hourly_activity')
@Index(['hour', 'campaignId'])
export class CampaignHourlyActivity {
    @PrimaryColumn({ type: 'integer' }) campaignId: number;
    @PrimaryColumn({ type: 'integer' }) hour: number;
    @Column({ type: 'integer' }) tickets: number;
}

/**
 * Who took tickets in a campaign in an hour (one row per campaign, hour and customer, written
 * with ON CONFLICT DO NOTHING): Trending counts the distinct customers of the last 24 of them.
 */
@Entity('campaign_hourly_participant')
@Index(['hour', 'campaignId'])
export class CampaignHourlyParticipant {
    @PrimaryColumn({ type: 'integer' }) campaignId: number;
    @PrimaryColumn({ type: 'integer' }) hour: number;
    @PrimaryColumn({ type: 'integer' }) customerId: number;
}

const HOUR_MS = 60 * 60 * 1000;

/** The hour bucket of a moment: whole hours since the epoch. */
export function hourOf(at: number = Date.now()): number {
    return Math.floor(at / HOUR_MS);
}

/** Hours of activity the Hottest and Trending sheets count: the current one and the 23 before. */
export const ACTIVITY_HOURS = 24;
/** Buckets kept: twice what the sheets read; older ones are removed by the cleanup task. */
export const ACTIVITY_KEPT_HOURS = 48;
