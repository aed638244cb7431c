import { DeepPartial } from '@vendure/common/lib/shared-types';
import { VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

/**
 * A beacon round the shop used (a ticket's rarity or a box's outcome waited for it), kept once
 * fetched and verified: proofs show it without asking the beacon again, and a relay that later
 * forgets old rounds loses nothing. A cache of public, self-verifying data: a lost row is fetched again.
 */
@Entity()
@Index(['chainHash', 'round'], { unique: true })
export class BeaconRound extends VendureEntity {
    constructor(input?: DeepPartial<BeaconRound>) {
        super(input);
        if (input) Object.assign(this, input);
    }

    @Column({ length: 64 }) chainHash: string;
    @Column() round: number;
    /** The round's BLS signature (hex, 48-byte compressed G1), verified under the chain's pinned key. */
    @Column({ length: 96 }) signature: string;
}
