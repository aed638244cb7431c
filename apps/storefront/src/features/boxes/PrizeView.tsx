import { useTranslation } from 'react-i18next';

import { RarityBadge } from '../../campaigns/tickets';
import { AssetImage, assetSrcSet, assetUrl } from '../../ui/AssetImage';

/** Each rarity's frame around a won prize: rarer prizes glow warmer. */
const FRAMES: Record<string, string> = {
    COMMON: 'bg-white ring-line',
    RARE: 'bg-sky-50 ring-sky-400',
    EPIC: 'bg-violet-50 ring-violet-500',
    ULTRA: 'bg-gradient-to-br from-rose-50 to-amber-50 ring-rose-500',
    LEGENDARY: 'bg-gradient-to-br from-gold-100 via-gold-50 to-gold-200 ring-gold-500 shadow-lg shadow-gold-400/40',
};

export interface PrizeViewLine {
    prizeName: string;
    rarity: string;
    isLose: boolean;
    pType: string;
    prizeImg?: string | null;
    /** The prize line's reveal art (contract `animationImg`), played once over a large view. */
    animationImg?: string | null;
    brandStr?: string | null;
}

/** A box's prize with its rarity's styling (the consolation reads as such). */
export function PrizeView({ prize, size = 'large' }: { prize: PrizeViewLine; size?: 'large' | 'small' }) {
    const { t } = useTranslation('boxes');
    const large = size === 'large';
    return (
        <div
            data-rarity={prize.rarity}
            className={`relative flex items-center gap-3 rounded-2xl ring-2 ${FRAMES[prize.rarity] ?? FRAMES.COMMON} ${large ? 'flex-col p-5 text-center' : 'p-2'}`}
        >
            {large && prize.animationImg && (
                // Decoration only, and none at all for those who asked for less motion.
                <img
                    src={assetUrl(prize.animationImg, 'small')}
                    srcSet={assetSrcSet(prize.animationImg, ['small', 'medium'])}
                    sizes="192px"
                    width={192}
                    height={192}
                    alt=""
                    data-reveal
                    className="pointer-events-none absolute inset-x-0 top-4 mx-auto size-48 animate-reveal object-contain motion-reduce:hidden"
                />
            )}
            {prize.prizeImg ? (
                // In the asset server's preset for its size (a phone-sized WebP, not the stored original), sized up front.
                <AssetImage
                    preview={prize.prizeImg}
                    alt=""
                    size={large ? 160 : 48}
                    presets={large ? ['small', 'medium'] : ['thumb', 'small']}
                    priority={large}
                    className={`${large ? 'size-40' : 'size-12'} shrink-0 rounded-xl`}
                />
            ) : (
                <span
                    aria-hidden="true"
                    className={`${large ? 'size-24 text-5xl' : 'size-12 text-2xl'} grid shrink-0 place-items-center rounded-xl bg-lucky-50`}
                >
                    {prize.isLose ? '🍀' : '🎁'}
                </span>
            )}
            <div className="min-w-0">
                <p className={`${large ? 'text-xl' : 'text-sm'} font-black`}>{prize.prizeName}</p>
                <p className={`mt-1 flex flex-wrap items-center gap-1 text-xs text-ink-soft ${large ? 'justify-center' : ''}`}>
                    <RarityBadge rarity={prize.rarity} />
                    {prize.pType === 'DIGITAL' && <span>{t('digital')}</span>}
                    {prize.brandStr && <span>{prize.brandStr}</span>}
                </p>
                {large && prize.isLose && <p className="mt-2 text-sm text-ink-soft">{t('result.lose')}</p>}
            </div>
        </div>
    );
}
