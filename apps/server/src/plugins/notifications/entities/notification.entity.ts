import { DeepPartial } from '@vendure/common/lib/shared-types';
import { EntityId, ID } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

import type { ActionType, LocalizedText } from '../../content';
import { CustomerOwnedEntity } from '../../../common/customer-owned.entity';

/** What a notification tells the app beyond its text (ids, counts, flags), stored as JSON. */
export type NotificationMetaData = Record<string, string | number | boolean | null | string[]>;

/**
 * One message to one customer. Title and text are stored in every shop language at once
 * (simple JSON `{ en, ms }`), so a customer who switches language reads old messages in the new one.
 */
@Entity()
export class Notification extends CustomerOwnedEntity {
    constructor(input?: DeepPartial<Notification>) {
        super(input);
        // ES2022 class fields are defined after super() and would reset what it copied.
        if (input) Object.assign(this, input);
    }

    @Index() @EntityId() customerId: ID;

    /** What kind of message this is (e.g. CAMPAIGN_CANCELLED), for grouping and for the client. */
    @Column({ length: 64 }) tag: string;
    @Column('simple-json') title: LocalizedText;
    @Column('simple-json') msg: LocalizedText;
    @Column({ type: 'varchar', length: 1024, nullable: true }) imgUrl: string | null;
    @Column({ type: 'varchar', length: 3, default: 'NON' }) actionTyp: ActionType;
    /** What the action opens: a campaign id for CAM, a URL for URL, ... */
    @Column({ type: 'varchar', length: 1024, nullable: true }) actionVal: string | null;
    @Column({ type: 'simple-json', nullable: true }) metaData: NotificationMetaData | null;
    @Column({ default: false }) isRead: boolean;
}
