import { DeepPartial } from '@vendure/common/lib/shared-types';
import { LanguageCode, Translation, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

import { Campaign } from './campaign.entity';

@Entity()
export class CampaignTranslation extends VendureEntity implements Translation<Campaign> {
    constructor(input?: DeepPartial<Translation<Campaign>>) {
        super(input);
        // ES2022 class fields are defined after super() and would reset what it copied.
        if (input) Object.assign(this, input);
    }

    @Column('varchar') languageCode: LanguageCode;
    @Column() name: string;
    @Column('text', { default: '' }) description: string;
    /** The call to action on the campaign card ("Buy 1 get 2 tickets"). */
    @Column({ default: '' }) cardBuyTxt: string;

    @Index()
    @ManyToOne(() => Campaign, base => base.translations, { onDelete: 'CASCADE' })
    base: Campaign;
}
