import { DeepPartial } from '@vendure/common/lib/shared-types';
import { Customer, EntityId, ID, Order, OrderLine, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

import { Campaign } from '../../campaign';
import { BoxPrizeLine, BoxScheme } from '@tuah/fairness';
import { ClientSeedSource } from '../constants';
import { PrizeLine } from './prize-line.entity';

/**
 * One blind box: the n-th unit of a paid order line. `(orderLineId, n)` and `code` are unique,
 * so a box-creation job that runs twice creates nothing the second time. Opening is claimed by
 * the conditional UPDATE `isOpen = true WHERE isOpen = false`, so it happens exactly once; the
 * opening then records everything needed to re-derive its outcome.
 */
@Entity()
@Index(['orderLineId', 'n'], { unique: true })
@Index(['customerId', 'isOpen'])
export class BlindBox extends VendureEntity {
    constructor(input?: DeepPartial<BlindBox>) {
        super(input);
        // ES2022 class fields are defined after super() and would reset what it copied.
        if (input) Object.assign(this, input);
    }

    /** The box's ticket id in its campaign (`<sId>-<seq>`): the input of its outcome. */
    @Index({ unique: true })
    @Column({ length: 40 })
    code: string;
    /** 1-based position of the box in its order line. */
    @Column() n: number;

    @Column({ default: false }) isOpen: boolean;
    /**
     * Refunded before it was opened: it can never be opened (the opening's claim and the void are
     * conditional updates of this row, so exactly one of them wins). docs/blind-boxes.md "Refunds".
     */
    @Column({ default: false }) isVoid: boolean;
    @Column({ type: Date, nullable: true }) openedAt: Date | null;

    @ManyToOne(() => PrizeLine, { nullable: true, onDelete: 'RESTRICT' }) prizeLine: PrizeLine | null;
    @EntityId({ nullable: true }) prizeLineId: ID | null;

    @ManyToOne(() => Campaign, { onDelete: 'RESTRICT' }) campaign: Campaign;
    @Index()
    @EntityId()
    campaignId: ID;
    @ManyToOne(() => OrderLine, { onDelete: 'CASCADE' }) orderLine: OrderLine;
    @EntityId() orderLineId: ID;
    @ManyToOne(() => Order, { onDelete: 'CASCADE' }) order: Order;
    @Index()
    @EntityId()
    orderId: ID;
    @ManyToOne(() => Customer, { onDelete: 'CASCADE' }) customer: Customer;
    @EntityId() customerId: ID;

    // The opening's evidence, written once by the opener.
    /**
     * The seed fixed at opening and bound into the outcome (alpha's last field): the shopper's
     * device's seed, or the entropy the server derived (see clientSeedSource). Written once, by
     * the statement that claims the box; null for boxes opened before client seeds existed.
     */
    @Column({ type: 'varchar', length: 255, nullable: true }) clientSeed: string | null;
    /** Where clientSeed came from: DEVICE (sent by the shopper), PAYMENT or SERVER (docs/fairness.md). */
    @Column({ type: 'varchar', length: 16, nullable: true }) clientSeedSource: ClientSeedSource | null;
    /** The VRF proof over alpha = "tuah-box:" + campaign seed + ":" + code [+ ":" + clientSeed] (hex). */
    @Column({ type: 'varchar', length: 160, nullable: true }) vrfProof: string | null;
    /** The public key the proof was made with (hex). */
    @Column({ type: 'varchar', length: 64, nullable: true }) vrfPublicKey: string | null;
    /** The first 32 bytes of the VRF output: the word the outcome is drawn from (hex). */
    @Column({ type: 'varchar', length: 64, nullable: true }) randomWord: string | null;
    /** The prize lines as the outcome saw them: id, weight and units left (null = unlimited). */
    @Column({ type: 'simple-json', nullable: true }) eligibility: BoxPrizeLine[] | null;

    /**
     * How the outcome's word was made (@tuah/fairness BOX_SCHEMES): vrf-beacon-v1 for openings
     * claimed since the beacon round (written by the claim), vrf-v1 for boxes opened before
     * (the migration's value for them); null until claimed.
     */
    @Column({ type: 'varchar', length: 16, nullable: true }) scheme: BoxScheme | null;
    /**
     * vrf-beacon-v1: when the opening was claimed (client seed and round fixed). The box stays
     * `isOpen = false` until the round is out and the prize awarded (docs/blind-boxes.md#opening-exactly-once).
     */
    @Column({ type: Date, nullable: true }) claimedAt: Date | null;
    /** vrf-beacon-v1: the first round of the beacon emitted after claimedAt; its signature decides the box. */
    @Column({ type: 'int', nullable: true }) beaconRound: number | null;
    /** vrf-beacon-v1: the chain the round belongs to, pinned when the claim was made. */
    @Column({ type: 'simple-json', nullable: true }) beaconChain: { chainHash: string; publicKey: string; genesisTime: number; period: number } | null;
    /** vrf-beacon-v1: the round's signature (hex), verified under beaconChain's key, written with the award. */
    @Column({ type: 'varchar', length: 96, nullable: true }) beaconSignature: string | null;
}
