import type { CommitmentScheme } from '@tuah/fairness';
import { DeepPartial } from '@vendure/common/lib/shared-types';
import { EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

import { Campaign } from '../../campaign';
import type { DrawProviderName } from '../types';

/**
 * Everything a lucky draw published, one row per campaign (unique): the ticket-set commitment,
 * the randomness and its proof, and the winner. Each column is written once, by the stage that
 * owns it, so a repeated stage finds its work done.
 */
@Entity()
export class DrawRecord extends VendureEntity {
    constructor(input?: DeepPartial<DrawRecord>) {
        super(input);
        // ES2022 class fields are defined after super() and would reset what it copied.
        if (input) Object.assign(this, input);
    }

    @Index({ unique: true })
    @EntityId()
    campaignId: ID;
    @ManyToOne(() => Campaign, { onDelete: 'CASCADE' }) campaign: Campaign;

    /** `local` (the server's ECVRF key), `chainlink` (the draw contract) or `drand` (a beacon round), fixed at DRAW_INIT. */
    @Column({ type: 'varchar', length: 16 }) provider: DrawProviderName;

    /** Secret salt of the holder hashes in the published ticket list (never exposed). */
    @Column({ length: 64 }) holderSalt: string;
    /** Merkle root over the ordered ticket list (hex), published before any randomness exists. */
    @Column({ length: 64 }) commitment: string;
    /**
     * How `commitment` was made (docs/fairness.md): `merkle-sum-v1` for draws committed since the
     * sum tree; `merkle-v1` (the plain root) for the draws committed before, which keep verifying.
     */
    @Column({ type: 'varchar', length: 16, default: 'merkle-v1' }) commitmentScheme: CommitmentScheme;
    @Column() ticketCount: number;
    /** Sum of the tickets' draw weights, as a decimal string. */
    @Column({ length: 40 }) totalWeight: string;

    /** The 256-bit random word the winner is derived from (hex). */
    @Column({ type: 'varchar', length: 64, nullable: true }) randomWord: string | null;

    // local provider
    @Column({ type: 'varchar', length: 64, nullable: true }) vrfPublicKey: string | null;
    @Column({ type: 'varchar', length: 160, nullable: true }) vrfProof: string | null;

    // chainlink provider
    @Column({ type: 'int', nullable: true }) chainId: number | null;
    @Column({ type: 'varchar', length: 42, nullable: true }) contractAddress: string | null;
    @Column({ type: 'varchar', length: 80, nullable: true }) requestId: string | null;
    @Column({ type: 'varchar', length: 66, nullable: true }) commitTxHash: string | null;
    @Column({ type: 'varchar', length: 66, nullable: true }) requestTxHash: string | null;
    @Column({ type: 'varchar', length: 66, nullable: true }) fulfilTxHash: string | null;
    /** The oracle's word as a decimal string; randomWord = keccak256(commitment ‖ vrfWord). */
    @Column({ type: 'varchar', length: 80, nullable: true }) vrfWord: string | null;

    // drand provider (docs/fairness.md#drand): the round fixed at CALL_CONTRACT, all written at once.
    /** The deciding round: the first emitted at least beaconDelaySeconds after beaconFixedAt. */
    @Column({ type: 'int', nullable: true }) beaconRound: number | null;
    /** Unix seconds at which the round was fixed (after the commitment was stored). */
    @Column({ type: 'int', nullable: true }) beaconFixedAt: number | null;
    @Column({ type: 'int', nullable: true }) beaconDelaySeconds: number | null;
    /** The beacon chain: its public key (hex, G2), chain hash, genesis (unix seconds) and period. */
    @Column({ type: 'varchar', length: 192, nullable: true }) beaconPublicKey: string | null;
    @Column({ type: 'varchar', length: 64, nullable: true }) beaconChainHash: string | null;
    @Column({ type: 'int', nullable: true }) beaconGenesisTime: number | null;
    @Column({ type: 'int', nullable: true }) beaconPeriod: number | null;
    /** The round's BLS signature (hex, G1); randomWord = sha256(commitment ‖ signature). */
    @Column({ type: 'varchar', length: 96, nullable: true }) beaconSignature: string | null;

    @Column({ type: 'varchar', length: 32, nullable: true }) winnerTicketId: string | null;
    @Column({ type: 'int', nullable: true }) winnerIndex: number | null;
    @EntityId({ nullable: true }) winnerCustomerId: ID | null;
    /**
     * merkle-sum-v1: the winner's path to the commitment (JSON: ticket, index, steps), written with
     * the winner, so the proof page never needs the whole list.
     */
    @Column({ type: 'text', nullable: true }) winnerProof: string | null;
}
