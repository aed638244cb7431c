import { VendureImage } from '@vendure/dashboard';

import type { MarketingKind, PictureAsset } from './api';

/**
 * The item as the storefront's Home draws it (apps/storefront/src/features/marketing): banners and
 * the blind-box promo a 2:1 card with the title over a dark fade, the popup a square picture with
 * its title as the heading, the floating button a round picture named by its title. Drawn with the
 * dashboard's own pieces at a phone's width; the storefront stays the reference.
 */
/** The storefront's own words on the popup's and the promo's buttons (public/locales/<lang>/marketing.json). */
const SHOP_WORDS = {
    en: { language: 'English', follow: 'Take a look', open: 'Try your luck' },
    ms: { language: 'Malay', follow: 'Lihat sekarang', open: 'Cuba nasib anda' },
} as const;

export function MarketingPreview({
    kind,
    asset,
    title,
    lang,
}: {
    kind: MarketingKind;
    asset: PictureAsset | null;
    title: string;
    lang: keyof typeof SHOP_WORDS;
}) {
    const words = SHOP_WORDS[lang];
    const language = words.language;
    const picture = asset ? (
        <VendureImage asset={asset} preset="large" alt="" className="absolute inset-0 size-full object-cover" />
    ) : (
        <span className="absolute inset-0 grid place-items-center text-sm text-muted-foreground">No picture yet</span>
    );
    const shown = title.trim() || 'No title yet';
    return (
        <figure aria-label={`Preview in ${language}`} className="grid gap-1.5">
            <figcaption className="text-sm font-medium">{language}</figcaption>
            <div lang={lang} className="w-full max-w-[22rem] rounded-[1.5rem] border bg-muted/40 p-4">
                {kind === 'POPUP' ? (
                    <div className="overflow-hidden rounded-3xl bg-background shadow-lg">
                        <div className="relative aspect-square bg-muted">{picture}</div>
                        <p className="px-5 pt-4 text-lg leading-snug font-bold">{shown}</p>
                        <span className="mx-5 mt-3 mb-5 block rounded-full bg-primary py-3 text-center font-bold text-primary-foreground">{words.follow}</span>
                    </div>
                ) : kind === 'FAB' ? (
                    <div className="flex items-center justify-end gap-3">
                        <span className="text-sm text-muted-foreground">{shown}</span>
                        <span className="relative block size-16 overflow-hidden rounded-full border-2 border-white bg-muted shadow-lg">{picture}</span>
                    </div>
                ) : (
                    <div className="relative aspect-[2/1] overflow-hidden rounded-2xl bg-muted">
                        {picture}
                        <span className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-3 bg-gradient-to-t from-black/75 to-transparent px-4 pt-8 pb-3 text-left text-white">
                            <span className="text-sm leading-snug font-bold">{shown}</span>
                            {kind === 'BB' && <span className="shrink-0 rounded-full bg-white px-3 py-1 text-xs font-bold text-black">{words.open}</span>}
                        </span>
                    </div>
                )}
            </div>
        </figure>
    );
}
