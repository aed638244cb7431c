import { DeepPartial, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

/**
 * One entry of the public fairness log (docs/fairness.md#the-fairness-log): its place in the log,
 * what it is about, and its body, whose RFC 6962 leaf hash is the Merkle tree's leaf.
 * Append-only: the migration adds triggers that refuse UPDATE and DELETE; `position` is unique, so
 * two appends can never take the same place; (subject, kind) is unique, so a fact is logged once.
 */
@Entity('fairness_log_entry')
@Index(['position'], { unique: true })
@Index(['subject', 'kind'], { unique: true })
export class FairnessLogEntry extends VendureEntity {
    constructor(input?: DeepPartial<FairnessLogEntry>) {
        super(input);
    }

    /** 0, 1, 2, … with no gap: the leaf index in the Merkle tree. */
    @Column({ type: 'integer' }) position: number;

    /** draw.commitment, draw.randomness, draw.result or box.result. */
    @Column({ type: 'varchar', length: 32 }) kind: string;

    /** `draw:<campaign sId>` or `box:<box code>`. */
    @Column({ type: 'varchar', length: 80 }) subject: string;

    /** The entry as published: canonical JSON (packages/fairness logEntryBody). */
    @Column({ type: 'text' }) body: string;

    /** SHA-256(0x00 ‖ body), hex: kept so heads and proofs need not re-hash every body. */
    @Column({ type: 'varchar', length: 64 }) leafHash: string;
}
