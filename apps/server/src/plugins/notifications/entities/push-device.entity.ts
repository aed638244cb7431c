import { DeepPartial } from '@vendure/common/lib/shared-types';
import { EntityId, ID } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

import { CustomerOwnedEntity } from '../../../common/customer-owned.entity';

/**
 * One device that receives the customer's push notifications (an FCM registration token). A
 * customer has several; a token belongs to one customer at a time (unique): registered again
 * by someone else, it moves to them (one phone, one shopper).
 */
@Entity()
export class PushDevice extends CustomerOwnedEntity {
    constructor(input?: DeepPartial<PushDevice>) {
        super(input);
        if (input) Object.assign(this, input);
    }

    @Index() @EntityId() customerId: ID;

    @Index({ unique: true }) @Column({ length: 1024 }) token: string;
    /** What the app said it runs on (android, ios, web), if it said. */
    @Column({ type: 'varchar', length: 16, nullable: true }) platform: string | null;
    /** The language the app used when it last registered: pushes are written in it unless the profile names one. */
    @Column({ type: 'varchar', length: 8, nullable: true }) languageCode: string | null;
    @Column({ type: Date }) lastSeenAt: Date;
}
