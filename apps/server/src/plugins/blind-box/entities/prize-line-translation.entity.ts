import { DeepPartial } from '@vendure/common/lib/shared-types';
import { LanguageCode, Translation, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

import { PrizeLine } from './prize-line.entity';

@Entity()
export class PrizeLineTranslation extends VendureEntity implements Translation<PrizeLine> {
    constructor(input?: DeepPartial<Translation<PrizeLine>>) {
        super(input);
        // ES2022 class fields are defined after super() and would reset what it copied.
        if (input) Object.assign(this, input);
    }

    @Column('varchar') languageCode: LanguageCode;
    @Column() prizeName: string;
    /** Terms and conditions of the prize (how a voucher is used, its expiry, ...). */
    @Column('text', { default: '' }) tnc: string;

    @Index()
    @ManyToOne(() => PrizeLine, base => base.translations, { onDelete: 'CASCADE' })
    base: PrizeLine;
}
