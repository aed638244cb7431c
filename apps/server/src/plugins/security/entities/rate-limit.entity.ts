import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One counter per (limit, key). Written only by single atomic statements
 * (INSERT … ON CONFLICT DO UPDATE … RETURNING, the same SQL on SQLite and PostgreSQL), so the
 * count holds across processes. `key` is a SHA-256 of the limited value (an email, an address):
 * attacker-sized input never reaches the table and no addresses are stored in clear.
 * Times are epoch milliseconds.
 */
@Entity('rate_limit')
export class RateLimit {
    @PrimaryColumn({ type: 'varchar', length: 64 }) policy: string;
    @PrimaryColumn({ type: 'varchar', length: 64 }) key: string;
    /** Events in the current window. */
    @Column({ type: 'integer' }) hits: number;
    @Column({ type: 'bigint' }) windowEndsAt: string | number;
    @Index()
    @Column({ type: 'bigint' })
    blockedUntil: string | number;
    /** 1 if the last consume() was allowed: how one statement reports its own outcome. */
    @Column({ type: 'integer' }) lastAllowed: number;
}
