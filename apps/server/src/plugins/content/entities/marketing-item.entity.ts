import { DeepPartial } from '@vendure/common/lib/shared-types';
import { Asset, EntityId, ID, LanguageCode, LocaleString, Translatable, Translation, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne, OneToMany } from 'typeorm';

import { ActionType } from '../constants';

/** What a marketing item is on Home: one of several banners, the popup, the floating action button, the blind-box promo. */
export const MARKETING_KINDS = ['BANNER', 'POPUP', 'FAB', 'BB'] as const;
export type MarketingKind = (typeof MARKETING_KINDS)[number];

/**
 * One marketing item (docs/engagement.md#marketing): every kind in one table, told apart by
 * `kind`, because they share everything (a picture, an action link, a schedule, an order and a
 * translated title) and Home reads them all in one statement. Shown only while enabled and
 * within its schedule (an open end is unbounded).
 */
@Entity()
@Index(['kind', 'enabled', 'position'])
export class MarketingItem extends VendureEntity implements Translatable {
    constructor(input?: DeepPartial<MarketingItem>) {
        super(input);
        // ES2022 class fields are defined after super() and would reset what it copied.
        if (input) Object.assign(this, input);
    }

    @Column({ type: 'varchar', length: 8 }) kind: MarketingKind;

    @ManyToOne(() => Asset, { onDelete: 'RESTRICT' }) asset: Asset;
    @EntityId() assetId: ID;

    @Column({ type: 'varchar', length: 3, default: 'NON' }) actionTyp: ActionType;
    /** What the action opens: a campaign id for CAM, a policy slug for PG, an http(s) link for URL; null for NON. */
    @Column({ type: 'varchar', length: 1024, nullable: true }) actionVal: string | null;

    @Column({ type: Date, nullable: true }) startsAt: Date | null;
    @Column({ type: Date, nullable: true }) endsAt: Date | null;
    /** Order among items of its kind, smallest first. */
    @Column({ type: 'int', default: 0 }) position: number;
    @Column({ default: true }) enabled: boolean;

    /** The text alternative of the picture (and the popup's heading). */
    title: LocaleString;

    @OneToMany(() => MarketingItemTranslation, t => t.base, { eager: true })
    translations: Array<Translation<MarketingItem>>;
}

@Entity()
export class MarketingItemTranslation extends VendureEntity implements Translation<MarketingItem> {
    constructor(input?: DeepPartial<Translation<MarketingItem>>) {
        super(input);
        if (input) Object.assign(this, input);
    }

    @Column('varchar') languageCode: LanguageCode;
    @Column({ type: 'varchar', length: 200 }) title: string;

    @Index()
    @ManyToOne(() => MarketingItem, base => base.translations, { onDelete: 'CASCADE' })
    base: MarketingItem;
}
