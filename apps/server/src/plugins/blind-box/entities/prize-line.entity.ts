import { DeepPartial } from '@vendure/common/lib/shared-types';
import { Asset, EntityId, ID, LocaleString, ProductVariant, Translatable, Translation, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne, OneToMany } from 'typeorm';

import { Campaign } from '../../campaign';
import { PrizeRarity, PrizeType } from '../constants';
import { PrizeLineTranslation } from './prize-line-translation.entity';

/**
 * One row of a blind-box campaign's prize table: what a box may hold and its published odds.
 * `awarded` is only changed by the conditional UPDATE in BoxOpeningService, so a line with
 * limited `stock` is never awarded more often than its stock, whatever the interleaving.
 */
@Entity()
@Index(['campaignId', 'position'])
export class PrizeLine extends VendureEntity implements Translatable {
    constructor(input?: DeepPartial<PrizeLine>) {
        super(input);
        // ES2022 class fields are defined after super() and would reset what it copied.
        if (input) Object.assign(this, input);
    }

    prizeName: LocaleString;
    tnc: LocaleString;

    @ManyToOne(() => Campaign, { onDelete: 'CASCADE' }) campaign: Campaign;
    @Index()
    @EntityId()
    campaignId: ID;

    @Column({ type: 'varchar', length: 12 }) rarity: PrizeRarity;
    @Column({ type: 'varchar', length: 10, default: 'PHYSICAL' }) pType: PrizeType;
    /**
     * The odds in whole hundredths of a percent (spec `rPercent` × 100): a table sums to exactly
     * 10 000, with no floating-point rounding, and this is the weight the outcome is drawn with.
     */
    @Column() weight: number;
    /** The prize's brand, as shown on the prize card (spec `brandStr`). */
    @Column({ default: '' }) brandStr: string;
    /** The consolation ("try again") line: nothing ships. */
    @Column({ default: false }) isLose: boolean;

    /** Units that may be awarded; null for unlimited. */
    @Column({ type: 'int', nullable: true }) stock: number | null;
    /** Units awarded so far. */
    @Column({ default: 0 }) awarded: number;
    /** Display order in the prize table (and the order of the outcome's cumulative intervals). */
    @Column({ default: 0 }) position: number;

    @ManyToOne(() => Asset, { nullable: true, onDelete: 'SET NULL' }) prizeImg: Asset | null;
    @EntityId({ nullable: true }) prizeImgId: ID | null;
    /** The picture the opening animation reveals. */
    @ManyToOne(() => Asset, { nullable: true, onDelete: 'SET NULL' }) animationImg: Asset | null;
    @EntityId({ nullable: true }) animationImgId: ID | null;
    /** What ships for a PHYSICAL prize (zero-priced order line when the shopper claims it). */
    @ManyToOne(() => ProductVariant, { nullable: true, onDelete: 'SET NULL' }) productVariant: ProductVariant | null;
    @EntityId({ nullable: true }) productVariantId: ID | null;

    @OneToMany(() => PrizeLineTranslation, t => t.base, { eager: true })
    translations: Array<Translation<PrizeLine>>;
}
