import { DeepPartial } from '@vendure/common/lib/shared-types';
import { EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

import { BlindBox } from './blind-box.entity';
import { PrizeLine } from './prize-line.entity';

/**
 * One code of a DIGITAL prize line's pool (spec `bbCode`). A code goes to exactly one box: the
 * unique index on `assignedBoxId` plus the conditional claim `SET assignedBoxId = ? WHERE
 * assignedBoxId IS NULL` make a double assignment impossible in either direction.
 */
@Entity()
@Index(['prizeLineId', 'code'], { unique: true })
@Index(['prizeLineId', 'assignedBoxId'])
export class DigitalCode extends VendureEntity {
    constructor(input?: DeepPartial<DigitalCode>) {
        super(input);
        // ES2022 class fields are defined after super() and would reset what it copied.
        if (input) Object.assign(this, input);
    }

    @Column({ length: 255 }) code: string;

    @ManyToOne(() => PrizeLine, { onDelete: 'CASCADE' }) prizeLine: PrizeLine;
    @EntityId() prizeLineId: ID;

    @ManyToOne(() => BlindBox, { nullable: true, onDelete: 'RESTRICT' }) assignedBox: BlindBox | null;
    @Index({ unique: true })
    @EntityId({ nullable: true })
    assignedBoxId: ID | null;

    /** First time its owner read it (bbCode): the prize counts as redeemed from then on. */
    @Column({ type: Date, nullable: true }) revealedAt: Date | null;
}
