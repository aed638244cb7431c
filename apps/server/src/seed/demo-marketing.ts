import { LanguageCode, Logger, TransactionalConnection } from '@vendure/core';

import { Campaign } from '../plugins/campaign';
import { MarketingItem, MarketingItemInput, MarketingKind, MarketingService } from '../plugins/content';
import { DemoCategory } from './demo-catalogue';
import { DemoAssets } from './demo-assets';
import { demoImageSvg, wideDemoImageSvg } from './demo-images';
import { DemoSeedContext, eachDemoItem } from './seed-context';

const loggerCtx = 'DemoData';

interface DemoMarketingItem {
    kind: MarketingKind;
    /** The picture's name (also how the item is found again on a later run). */
    picture: string;
    art: DemoCategory['art'];
    /** CAM: the demo campaign's sId (its id is looked up); PG: the policy slug. */
    action: { type: 'CAM'; sId: string } | { type: 'PG'; slug: string };
    title: { en: string; ms: string };
}

/** Home's demo marketing (docs/engagement.md#marketing): three banners, a popup, a floating button and a blind-box promo. */
export const DEMO_MARKETING: DemoMarketingItem[] = [
    {
        kind: 'BANNER',
        picture: 'mk-banner-smart-watch',
        art: { hue: 210, glyph: 'device' },
        action: { type: 'CAM', sId: 'NEWPH1' },
        title: { en: 'New: win a smart watch with every cap you buy', ms: 'Baharu: menangi jam pintar dengan setiap topi yang anda beli' },
    },
    {
        kind: 'BANNER',
        picture: 'mk-banner-earbuds',
        art: { hue: 330, glyph: 'star' },
        action: { type: 'CAM', sId: 'HOTEB2' },
        title: { en: 'Earbuds Giveaway: over half the tickets are gone', ms: 'Peraduan Fon Telinga: lebih separuh tiket telah habis' },
    },
    {
        kind: 'BANNER',
        picture: 'mk-banner-rules',
        art: { hue: 45, glyph: 'house' },
        action: { type: 'PG', slug: 'campaign-rules' },
        title: { en: 'How our draws work: fair, verifiable, every time', ms: 'Cara cabutan kami berfungsi: adil dan boleh disahkan, setiap kali' },
    },
    {
        kind: 'POPUP',
        picture: 'mk-popup-power-bank',
        art: { hue: 20, glyph: 'device' },
        action: { type: 'CAM', sId: 'LASTT3' },
        title: { en: 'Last call: only a few Power Bank tickets left', ms: 'Panggilan terakhir: tinggal beberapa tiket Bank Kuasa' },
    },
    {
        kind: 'FAB',
        picture: 'mk-fab-weekend',
        art: { hue: 120, glyph: 'star' },
        action: { type: 'CAM', sId: 'WEEK5K' },
        title: { en: 'Weekend Lucky Draw: 3 tickets per special item', ms: 'Cabutan Bertuah Hujung Minggu: 3 tiket bagi setiap item istimewa' },
    },
    {
        kind: 'BB',
        picture: 'mk-bb-gadget',
        art: { hue: 270, glyph: 'device' },
        action: { type: 'CAM', sId: 'BBFIG1' },
        title: { en: 'Mystery Gadget Box: a smart watch could be inside', ms: 'Kotak Misteri Gajet: mungkin ada jam pintar di dalamnya' },
    },
];

/** Each demo item once, in the order above (found again by its picture, so a stopped run is completed by the next). */
export async function seedDemoMarketing({ app, ctx, importAssetsDir, halfway }: DemoSeedContext): Promise<void> {
    const connection = app.get(TransactionalConnection);
    const marketing = app.get(MarketingService);
    const pictures = new DemoAssets(app, ctx, importAssetsDir);
    const existing = await connection.getRepository(ctx, MarketingItem).find({ relations: { asset: true } });
    const positions: Partial<Record<MarketingKind, number>> = {};
    await eachDemoItem(
        DEMO_MARKETING,
        item => `Demo ${item.kind} ${item.picture}`,
        async item => {
            const position = (positions[item.kind] = (positions[item.kind] ?? -1) + 1);
            if (existing.some(e => e.asset?.source.includes(`${item.picture}.`) || e.asset?.source.includes(`${item.picture}__`))) return;
            const picture = await pictures.get(item.picture, item.art, item.kind === 'BANNER' || item.kind === 'BB' ? wideDemoImageSvg : demoImageSvg);
            if (!picture) throw new Error('its picture could not be made');
            let actionVal: string;
            if (item.action.type === 'CAM') {
                const campaign = await connection.getRepository(ctx, Campaign).findOne({ where: { sId: item.action.sId }, loadEagerRelations: false });
                if (!campaign) throw new Error(`its campaign ${item.action.sId} is missing`);
                actionVal = String(campaign.id);
            } else {
                actionVal = item.action.slug;
            }
            const input: MarketingItemInput = {
                kind: item.kind,
                assetId: picture.id,
                actionTyp: item.action.type,
                actionVal,
                position,
                translations: (['en', 'ms'] as const).map(lang => ({ languageCode: lang as LanguageCode, title: item.title[lang] })),
            };
            await marketing.create(ctx, input);
            Logger.info(`Seeded the ${item.kind} ${item.picture}`, loggerCtx);
        },
        i => i === 0 && halfway(),
    );
}
