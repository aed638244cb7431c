import { DeepPartial } from '@vendure/common/lib/shared-types';
import { EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

import type { LocalizedText } from '../../content';

/**
 * One sending of a notification: the message once (its tag and title in both languages), who it
 * was for (`audience`: ALL, CAMPAIGN_HOLDERS, or ONE for a message to one customer) and how many
 * customers got it. NotificationService.notify writes it in the same transaction as the inbox
 * rows, so the dashboard's "Sent notifications" never counts a sending that rolled back.
 */
@Entity()
export class NotificationSend extends VendureEntity {
    constructor(input?: DeepPartial<NotificationSend>) {
        super(input);
        // ES2022 class fields are defined after super() and would reset what it copied.
        if (input) Object.assign(this, input);
    }

    @Index() @Column({ length: 64 }) tag: string;
    @Column('simple-json') title: LocalizedText;
    @Column({ type: 'varchar', length: 20 }) audience: string;
    /** The campaign whose holders it went to (CAMPAIGN_HOLDERS and the campaign's own notices). */
    @EntityId({ nullable: true }) campaignId: ID | null;
    @Column() recipients: number;
}
