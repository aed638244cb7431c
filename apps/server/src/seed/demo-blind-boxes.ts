import { isGraphQlErrorResult } from '@vendure/core/dist/common/error/error-result';
import crypto from 'node:crypto';

import { LanguageCode, Logger, Product, TransactionalConnection } from '@vendure/core';
import { IsNull } from 'typeorm';

import { BlindBoxTermsService, FULL_ODDS_WEIGHT, InvalidPrizeTableError, PrizeLineInput, PrizeLineService, PrizeRarity, PrizeType } from '../plugins/blind-box';
import { Campaign, CampaignService } from '../plugins/campaign';
import { DemoAssets } from './demo-assets';
import { demoCampaignRules, demoCampaignTranslations } from './demo-campaigns';
import { DemoCategory } from './demo-catalogue';
import { DemoSeedContext, eachDemoItem } from './seed-context';

const loggerCtx = 'DemoData';
const DAY = 24 * 60 * 60 * 1000;

interface DemoPrize {
    rarity: PrizeRarity;
    rPercent: number;
    name: { en: string; ms: string };
    tnc?: { en: string; ms: string };
    brandStr?: string;
    /** The catalogue product that ships (its first variant); its picture is the prize picture. */
    ships?: string;
    pType?: PrizeType;
    isLose?: boolean;
    stock?: number;
    /** DIGITAL: how many demo codes to put in the pool, and their prefix. */
    codes?: { count: number; prefix: string };
}

interface DemoBlindBox {
    sId: string;
    /** The catalogue product sold as the box. */
    product: string;
    name: { en: string; ms: string };
    cardBuyTxt: { en: string; ms: string };
    totalTicket: number;
    maxQty?: number;
    isHot?: boolean;
    isNew?: boolean;
    prizes: DemoPrize[];
}

const LOSE_TNC = {
    en: 'No prize this time. Every box is drawn with the odds shown before purchase.',
    ms: 'Tiada hadiah kali ini. Setiap kotak dicabut dengan peluang yang ditunjukkan sebelum pembelian.',
};

/** Every demo box's consolation line: 40 %, no prize. */
const CONSOLATION: DemoPrize = {
    rarity: 'COMMON',
    rPercent: 40,
    name: { en: 'Better luck next time', ms: 'Cuba lagi lain kali' },
    isLose: true,
    tnc: LOSE_TNC,
};

/** Two blind boxes with every rarity, a consolation line and a digital prize with codes each. */
const demoBlindBoxes: DemoBlindBox[] = [
    {
        sId: 'BBFIG1',
        product: 'figure-mystery',
        name: { en: 'Mystery Gadget Box', ms: 'Kotak Misteri Gajet' },
        cardBuyTxt: { en: 'Open it to reveal your prize', ms: 'Buka untuk melihat hadiah anda' },
        totalTicket: 500,
        maxQty: 20,
        isHot: true,
        isNew: true,
        prizes: [
            { rarity: 'LEGENDARY', rPercent: 0.5, name: { en: 'Smart Watch', ms: 'Jam Pintar' }, brandStr: 'Tuah Tech', ships: 'smart-watch', stock: 2 },
            {
                rarity: 'ULTRA',
                rPercent: 1.5,
                name: { en: 'Wireless Earbuds', ms: 'Fon Telinga Tanpa Wayar' },
                brandStr: 'Tuah Tech',
                ships: 'wireless-earbuds',
                stock: 5,
            },
            {
                rarity: 'EPIC',
                rPercent: 8,
                name: { en: 'Power Bank 20000 mAh', ms: 'Bank Kuasa 20000 mAh' },
                brandStr: 'Tuah Tech',
                ships: 'power-bank-20000',
                stock: 20,
            },
            {
                rarity: 'RARE',
                rPercent: 15,
                name: { en: 'RM10 Shopping Voucher', ms: 'Baucar Belanja RM10' },
                tnc: {
                    en: 'One use, valid 90 days from reveal, not exchangeable for cash.',
                    ms: 'Sekali guna, sah 90 hari dari pendedahan, tidak boleh ditukar dengan wang tunai.',
                },
                brandStr: 'Tuah',
                pType: 'DIGITAL',
                codes: { count: 30, prefix: 'TUAH10' },
            },
            { rarity: 'COMMON', rPercent: 35, name: { en: 'Tuah Lucky Cap', ms: 'Topi Tuah' }, brandStr: 'Tuah', ships: 'cap' },
            CONSOLATION,
        ],
    },
    {
        sId: 'BBSNK2',
        product: 'durian-chocolate',
        name: { en: 'Snack Attack Box', ms: 'Kotak Serangan Snek' },
        cardBuyTxt: { en: 'A treat in every box', ms: 'Juadah dalam setiap kotak' },
        totalTicket: 300,
        isNew: true,
        prizes: [
            { rarity: 'LEGENDARY', rPercent: 0.25, name: { en: 'Air Fryer', ms: 'Penggoreng Udara' }, brandStr: 'Dapur Tuah', ships: 'air-fryer', stock: 1 },
            { rarity: 'ULTRA', rPercent: 1.75, name: { en: 'Rice Cooker', ms: 'Periuk Nasi' }, brandStr: 'Dapur Tuah', ships: 'rice-cooker', stock: 3 },
            {
                rarity: 'EPIC',
                rPercent: 10,
                name: { en: 'Festive Kuih Gift Box', ms: 'Kotak Hadiah Kuih Raya' },
                brandStr: 'Kuih Mak Som',
                ships: 'kuih-gift-box',
                stock: 50,
            },
            {
                rarity: 'RARE',
                rPercent: 18,
                name: { en: 'RM5 Food Delivery Voucher', ms: 'Baucar Penghantaran Makanan RM5' },
                tnc: { en: 'Minimum spend RM20, valid 30 days from reveal.', ms: 'Perbelanjaan minimum RM20, sah 30 hari dari pendedahan.' },
                brandStr: 'MakanCepat',
                pType: 'DIGITAL',
                codes: { count: 20, prefix: 'MAKAN5' },
            },
            { rarity: 'COMMON', rPercent: 30, name: { en: 'Ipoh White Coffee', ms: 'Kopi Putih Ipoh' }, brandStr: 'Kopi Ipoh', ships: 'white-coffee' },
            CONSOLATION,
        ],
    },
];

/** Picture hues per rarity, for the opening animation's reveal picture. */
const RARITY_ART: Record<PrizeRarity, DemoCategory['art']> = {
    COMMON: { hue: 200, glyph: 'star' },
    RARE: { hue: 130, glyph: 'star' },
    EPIC: { hue: 280, glyph: 'star' },
    ULTRA: { hue: 20, glyph: 'star' },
    LEGENDARY: { hue: 48, glyph: 'star' },
};

/**
 * Seeds the demo blind boxes, each looked up by its sId. A box is created with its prize table
 * and codes in one transaction, so it is never on sale without them. A box found with no prize
 * table or an incomplete one (odds not adding up to 100 %: left by an older, interrupted seed)
 * gets the demo table, unless boxes were already sold: the table is locked then, and the box is
 * reported and left as it is, while the other boxes are still seeded.
 */
/** The demo boxes' terms (bbTnc), shown on their campaign pages before purchase. */
const DEMO_BOX_TERMS = {
    en: 'Each box holds exactly one prize, drawn when you open it with the odds shown above. Limited prizes are won until none are left. Physical prizes ship to your address; digital codes are shown in your account. Prizes cannot be exchanged for cash.',
    ms: 'Setiap kotak mengandungi tepat satu hadiah, dicabut semasa anda membukanya dengan peluang yang ditunjukkan di atas. Hadiah terhad boleh dimenangi sehingga habis. Hadiah fizikal dihantar ke alamat anda; kod digital ditunjukkan dalam akaun anda. Hadiah tidak boleh ditukar dengan wang tunai.',
};

export async function seedDemoBlindBoxes({ app, ctx, importAssetsDir, halfway }: DemoSeedContext): Promise<void> {
    const connection = app.get(TransactionalConnection);
    const campaigns = app.get(CampaignService);
    const prizeLines = app.get(PrizeLineService);
    const terms = app.get(BlindBoxTermsService);
    const products = await connection.getRepository(ctx, Product).find({ where: { deletedAt: IsNull() }, relations: { featuredAsset: true, variants: true } });
    const bySlug = (slug: string) => products.find(p => p.translations.some(t => t.slug === slug));
    const images = new DemoAssets(app, ctx, importAssetsDir);
    let seeded = 0;

    await eachDemoItem(
        demoBlindBoxes,
        demo => `Demo blind box ${demo.sId}`,
        async demo => {
            const product = bySlug(demo.product);
            if (!product) throw new Error(`its product ${demo.product} is missing`);
            // Pictures before the transaction: an asset is a file as well as a row.
            const lines: PrizeLineInput[] = [];
            for (const prize of demo.prizes) {
                const ships = prize.ships ? bySlug(prize.ships) : undefined;
                const picture =
                    ships?.featuredAsset ??
                    (await images.get(prize.isLose ? 'bb-lose' : 'bb-voucher', prize.isLose ? { hue: 0, glyph: 'bowl' } : { hue: 160, glyph: 'drop' }));
                lines.push({
                    rarity: prize.rarity,
                    pType: prize.pType ?? 'PHYSICAL',
                    rPercent: prize.rPercent,
                    brandStr: prize.brandStr ?? '',
                    isLose: !!prize.isLose,
                    stock: prize.stock ?? null,
                    productVariantId: ships?.variants[0]?.id ?? null,
                    prizeImgId: picture?.id ?? null,
                    animationImgId: (await images.get(`bb-reveal-${prize.rarity.toLowerCase()}`, RARITY_ART[prize.rarity]))?.id ?? null,
                    translations: (['en', 'ms'] as const).map(lang => ({
                        languageCode: lang as LanguageCode,
                        prizeName: prize.name[lang],
                        tnc: prize.tnc?.[lang] ?? '',
                    })),
                });
            }
            await connection.withTransaction(ctx, async tx => {
                let campaign = await connection.getRepository(tx, Campaign).findOne({ where: { sId: demo.sId }, loadEagerRelations: false });
                if (!campaign) {
                    const created = await campaigns.create(tx, {
                        sId: demo.sId,
                        typStr: 'BLINDBOX',
                        startDate: new Date(Date.now() - DAY),
                        endDate: new Date(Date.now() + 30 * DAY),
                        isHot: !!demo.isHot,
                        isNew: !!demo.isNew,
                        totalTicket: demo.totalTicket,
                        maxQty: demo.maxQty ?? null,
                        productId: product.id,
                        coverId: product.featuredAsset?.id ?? null,
                        featuredImgId: product.featuredAsset?.id ?? null,
                        rules: demoCampaignRules(demo.name, 'BLINDBOX'),
                        translations: demoCampaignTranslations(demo),
                    });
                    if (isGraphQlErrorResult(created)) throw new Error(`Demo blind box ${demo.sId}: ${created.message}`);
                    campaign = created;
                    seeded++;
                }
                const existing = await prizeLines.linesOf(tx, campaign.id);
                if (existing.reduce((sum, l) => sum + l.weight, 0) !== FULL_ODDS_WEIGHT) {
                    const saved = await prizeLines.saveTable(tx, campaign.id, lines);
                    if (saved instanceof InvalidPrizeTableError) {
                        throw new Error(
                            saved.reason === 'LOCKED_AFTER_SALE'
                                ? 'LOCKED_AFTER_SALE: boxes were sold before its prize table was complete, so the table is locked; complete it in the admin'
                                : saved.reason,
                        );
                    }
                }
                if (!(await terms.ofCampaign(tx, campaign.id))) {
                    await terms.save(tx, campaign.id, {
                        translations: (['en', 'ms'] as const).map(lang => ({ languageCode: lang as LanguageCode, tnc: DEMO_BOX_TERMS[lang] })),
                    });
                }
                const table = await prizeLines.linesOf(tx, campaign.id);
                for (const [i, prize] of demo.prizes.entries()) {
                    const line = table[i];
                    if (prize.codes && line?.pType === 'DIGITAL' && line.totalCodes === 0) {
                        const codes = Array.from({ length: prize.codes.count }, () => `${prize.codes!.prefix}-${randomCodePart()}-${randomCodePart()}`);
                        await prizeLines.addCodes(tx, line.id, codes);
                    }
                }
            });
        },
        i => i === 0 && halfway(),
    );
    if (seeded) Logger.info(`Seeded ${seeded} blind-box campaigns`, loggerCtx);
}

function randomCodePart(): string {
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    return [...crypto.randomBytes(4)].map(b => alphabet[b % alphabet.length]).join('');
}
