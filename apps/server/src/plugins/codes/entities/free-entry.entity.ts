import { DeepPartial } from '@vendure/common/lib/shared-types';
import { Customer, EntityId, ID, VendureEntity } from '@vendure/core';
import { Entity, Index, ManyToOne } from 'typeorm';

import { Campaign } from '../../campaign';
import { RedemptionCode } from './redemption-code.entity';

/**
 * A shopper's free entry into a campaign (docs/responsible-play.md#free-entry): the single-use
 * code it gave them. `(campaignId, customerId)` is unique, so the database, not a read before the
 * write, keeps it to one per person per campaign whatever the interleaving.
 */
@Entity()
@Index(['campaignId', 'customerId'], { unique: true })
export class FreeEntry extends VendureEntity {
    constructor(input?: DeepPartial<FreeEntry>) {
        super(input);
        // ES2022 class fields are defined after super() and would reset what it copied.
        if (input) Object.assign(this, input);
    }

    @ManyToOne(() => Campaign, { onDelete: 'CASCADE' }) campaign: Campaign;
    @EntityId() campaignId: ID;
    @ManyToOne(() => Customer, { onDelete: 'CASCADE' }) customer: Customer;
    @EntityId() customerId: ID;
    @ManyToOne(() => RedemptionCode, { onDelete: 'CASCADE' }) code: RedemptionCode;
    @Index()
    @EntityId()
    codeId: ID;
}
