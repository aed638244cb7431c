import { DeepPartial } from '@vendure/common/lib/shared-types';
import { EntityId, ID, LanguageCode, LocaleString, Translatable, Translation, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne, OneToMany } from 'typeorm';

import { Campaign } from '../../campaign';

/**
 * `bbTnc`: a blind-box campaign's terms (translated) and an optional video, shown before
 * purchase. One per campaign (`campaignId` is unique), saved whole by `saveBbTnc`.
 */
@Entity()
export class BlindBoxTerms extends VendureEntity implements Translatable {
    constructor(input?: DeepPartial<BlindBoxTerms>) {
        super(input);
        // ES2022 class fields are defined after super() and would reset what it copied.
        if (input) Object.assign(this, input);
    }

    tnc: LocaleString;
    @Column({ type: 'varchar', length: 500, nullable: true }) videoUrl: string | null;

    @ManyToOne(() => Campaign, { onDelete: 'CASCADE' }) campaign: Campaign;
    @Index({ unique: true })
    @EntityId()
    campaignId: ID;

    @OneToMany(() => BlindBoxTermsTranslation, t => t.base, { eager: true })
    translations: Array<Translation<BlindBoxTerms>>;
}

@Entity()
export class BlindBoxTermsTranslation extends VendureEntity implements Translation<BlindBoxTerms> {
    constructor(input?: DeepPartial<Translation<BlindBoxTerms>>) {
        super(input);
        if (input) Object.assign(this, input);
    }

    @Column('varchar') languageCode: LanguageCode;
    @Column('text', { default: '' }) tnc: string;

    @Index()
    @ManyToOne(() => BlindBoxTerms, base => base.translations, { onDelete: 'CASCADE' })
    base: BlindBoxTerms;
}
