import { DeepPartial } from '@vendure/common/lib/shared-types';
import { VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

import { LocalizedText } from '../constants';

/**
 * One of the shop's five policy pages (privacy-policy, terms-of-use, ...), by its contract slug.
 * Title and body are kept in both shop languages at once (`{ en, ms }`), like notifications: an
 * operator saves a page whole, so a language can never be missing. The body is plain text in a
 * tiny markdown subset (docs/engagement.md#policy-pages), never HTML.
 */
@Entity()
export class PolicyPage extends VendureEntity {
    constructor(input?: DeepPartial<PolicyPage>) {
        super(input);
        // ES2022 class fields are defined after super() and would reset what it copied.
        if (input) Object.assign(this, input);
    }

    @Index({ unique: true }) @Column({ length: 64 }) slug: string;
    @Column('simple-json') title: LocalizedText;
    @Column('simple-json') body: LocalizedText;
}
