import { DeepPartial } from '@vendure/common/lib/shared-types';
import { Asset, EntityId, ID, LocaleString, Product, ProductVariant, Translatable, Translation, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne, OneToMany } from 'typeorm';

import { CampaignStage, CampaignState, CampaignType, DRAW_SEQUENCE, DrawSequenceStage, TicketTier } from '../constants';
import { CampaignTranslation } from './campaign-translation.entity';

/** A campaign's official rules: the same tiny markdown subset as the policy pages, in en and ms. */
export interface CampaignRules {
    en: string;
    ms: string;
}

/** When the campaign entered each draw stage (spec field names `ts_<STAGE>`); each is set once, when its stage is reached. */
export type DrawStageTimes = { [Stage in DrawSequenceStage as `ts_${Stage}`]: Date | null };

/** VendureEntity, typed with the stage timestamps: their columns are added from DRAW_SEQUENCE below the class. */
const StageTimedEntity = VendureEntity as abstract new (input?: DeepPartial<VendureEntity>) => VendureEntity & DrawStageTimes;

/**
 * A lucky draw or blind-box campaign selling one product. Counters (`issuedTicket`,
 * `reservedTicket`) are only ever changed by conditional UPDATE statements in
 * CampaignTicketService, so that the database, not process memory, enforces `totalTicket`.
 */
@Entity()
// The default sheet's order (newest start first, then id); Ending soon uses endDate's, or the
// state-and-end index below.
@Index(['startDate', 'id'])
// The Hottest and Trending sheets' orders (score, then tickets issued, both highest first, then
// id, oldest first): a page is read off the index and stops after `take` rows, whatever the number
// of campaigns. The migration makes `id` descending in these four (TypeORM cannot say so, and its
// schema check compares columns only), so the index read backwards is the whole order and equal
// scores are not sorted for each page (migrations/*/…-CampaignSheetTies.ts).
@Index(['ticketsLast24h', 'issuedTicket', 'id'])
@Index(['buyersLast24h', 'issuedTicket', 'id'])
// The same orders within one state: the storefront lists open campaigns (`state: ACTIVE`), and
// with only a `state` index the database took every open campaign and sorted them for each page.
@Index(['state', 'startDate', 'id'])
@Index(['state', 'ticketsLast24h', 'issuedTicket', 'id'])
@Index(['state', 'buyersLast24h', 'issuedTicket', 'id'])
// A state's campaigns by end (Ending soon, the close sweep); with reservedTicket, the open count
// (`endDate > now OR reservedTicket > 0`) is read from the index alone.
@Index(['state', 'endDate', 'reservedTicket'])
export class Campaign extends StageTimedEntity implements Translatable {
    constructor(input?: DeepPartial<Campaign>) {
        super(input);
        // ES2022 class fields are defined after super() and would reset what it copied.
        if (input) Object.assign(this, input);
    }

    name: LocaleString;
    description: LocaleString;
    cardBuyTxt: LocaleString;

    /** Short public id (spec `sId`), used in URLs and as the prefix of ticket ids. */
    @Index({ unique: true })
    @Column({ length: 16 })
    sId: string;

    @Column({ type: 'varchar', length: 16, default: 'LUCKYDRAW' })
    typStr: CampaignType;

    @Column({ type: 'varchar', length: 16, default: 'ACTIVE' })
    state: CampaignState;

    @Column({ type: 'varchar', length: 20, default: 'OPEN' })
    stage: CampaignStage;

    /** Set when the campaign ended below `minTicket` and its paid lines were refunded. */
    @Column({ default: false })
    isCancelled: boolean;

    @Column() startDate: Date;

    @Index()
    @Column()
    endDate: Date;

    @Column({ default: false }) isHot: boolean;
    @Column({ default: false }) isNew: boolean;

    @Column({ default: 1 }) ticketPerItem: number;
    @Column({ default: 1 }) ticketPerItemForSp: number;

    @Column() totalTicket: number;
    @Column({ default: 0 }) issuedTicket: number;
    /** Tickets held for orders in ArrangingPayment; issuedTicket + reservedTicket <= totalTicket. */
    @Column({ default: 0 }) reservedTicket: number;
    /**
     * The last ticket number given out. Numbers are never reused: a refund voids tickets and
     * lowers `issuedTicket` (they can be sold again), but the voided tickets keep their numbers.
     */
    @Column({ default: 0 }) lastSeq: number;

    /**
     * The Hottest sheet's score: tickets issued in the last 24 hourly buckets
     * (`campaign_hourly_activity`). Raised in the statement that claims the tickets' numbers, in
     * their transaction; the `campaign-rank-sheets` task takes off the hours that left the window
     * (docs/performance.md#campaign-lists). Only ever changed by those statements: never loaded
     * into an entity, never written by save(), so a save cannot put back an older score.
     */
    @Column({ default: 0, select: false, insert: false, update: false }) ticketsLast24h: number;
    /** The Trending sheet's score: distinct customers who took tickets in those buckets; kept as `ticketsLast24h` is. */
    @Column({ default: 0, select: false, insert: false, update: false }) buyersLast24h: number;
    /**
     * Raised by the database's own triggers whenever something a plain card shows changes: `sId`,
     * the pictures chosen, a translation, a picture's columns (migration CampaignCardVersions). A
     * server keeps the cards it built with the version they were built at, and a list reads the
     * versions with its page (plain-cards.ts): an edit made through any server, or straight in the
     * database, shows on the next page asked. Never written by the server.
     */
    @Column({ default: 0, select: false, insert: false, update: false }) cardVersion: number;

    /** Units one customer may buy (paid plus in cart); null for no cap. */
    @Column({ type: 'int', nullable: true }) maxQty: number | null;
    /** Below this many tickets at endDate the campaign is cancelled and refunded instead of drawn. */
    @Column({ type: 'int', nullable: true }) minTicket: number | null;

    /** Tier odds in percent, overriding DEFAULT_TIER_ODDS. */
    @Column({ type: 'simple-json', nullable: true }) tierOdds: Partial<Record<TicketTier, number>> | null;
    /**
     * The campaign's official rules in both shop languages (docs/responsible-play.md#official-rules):
     * required to create a campaign, so none sells without them. Null only on campaigns made
     * before rules existed; their page falls back to the shop's campaign-rules policy page.
     */
    @Column({ type: 'simple-json', nullable: true }) rules: CampaignRules | null;
    /** Secret per-campaign seed of the tier roll; the draw issue publishes its commitment. Never exposed. */
    @Column({ length: 64 }) tierSeed: string;

    @ManyToOne(() => Product, { onDelete: 'RESTRICT' }) product: Product;
    @EntityId() productId: ID;
    @ManyToOne(() => Product, { nullable: true, onDelete: 'SET NULL' }) prize: Product | null;
    @EntityId({ nullable: true }) prizeId: ID | null;
    @ManyToOne(() => ProductVariant, { nullable: true, onDelete: 'SET NULL' }) specialVariant: ProductVariant | null;
    @EntityId({ nullable: true }) specialVariantId: ID | null;
    @ManyToOne(() => Asset, { nullable: true, onDelete: 'SET NULL' }) cover: Asset | null;
    @EntityId({ nullable: true }) coverId: ID | null;
    @ManyToOne(() => Asset, { nullable: true, onDelete: 'SET NULL' }) featuredImg: Asset | null;
    @EntityId({ nullable: true }) featuredImgId: ID | null;

    @OneToMany(() => CampaignTranslation, t => t.base, { eager: true })
    translations: Array<Translation<Campaign>>;
}

// One nullable timestamp column per draw stage, written from DRAW_SEQUENCE so the names appear once.
for (const stage of DRAW_SEQUENCE) Column({ type: Date, nullable: true })(Campaign.prototype, `ts_${stage}`);
