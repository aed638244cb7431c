import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ActionLink } from '../../ui/actionLink';
import { assetSrcSet, assetUrl } from '../../ui/AssetImage';
import { Icon } from '../../ui/icons';
import { WIDE_PICTURES } from '../../ui/pictures';
import { MARKETING_PRESETS, type MarketingItem } from './marketing';

function reducedMotion(): boolean {
    return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Home's banners: a carousel the shopper moves (swipe, scroll-snap, previous/next, dots), never
 * on its own. Each slide is a link named by its title (the picture's text alternative, shown on
 * it); the box keeps the pictures' 2:1 shape before they arrive, so nothing moves.
 */
export function MarketingBanners({ banners, className = '' }: { banners: readonly MarketingItem[]; className?: string }) {
    const { t } = useTranslation('marketing');
    const track = useRef<HTMLDivElement>(null);
    const [current, setCurrent] = useState(0);
    if (banners.length === 0) return null;
    const total = banners.length;

    const show = (index: number) => {
        const el = track.current;
        const target = (index + total) % total;
        setCurrent(target);
        // (jsdom has no element scrolling.)
        el?.scrollTo?.({ left: target * el.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
    };
    const onScroll = () => {
        const el = track.current;
        if (el && el.clientWidth > 0) setCurrent(Math.min(total - 1, Math.max(0, Math.round(el.scrollLeft / el.clientWidth))));
    };

    return (
        <section aria-roledescription={t('banners.carousel')} aria-label={t('banners.label')} className={`relative ${className}`}>
            <div
                ref={track}
                onScroll={onScroll}
                className="flex aspect-[2/1] snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-2xl bg-gold-50 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
            >
                {banners.map((banner, i) => (
                    <div
                        key={banner.id}
                        role="group"
                        aria-roledescription={t('banners.slide')}
                        aria-label={t('banners.position', { n: i + 1, total })}
                        className="relative w-full shrink-0 snap-center snap-always"
                    >
                        <ActionLink type={banner.actionTyp} value={banner.actionVal} className="block size-full">
                            <img
                                src={assetUrl(banner.asset.preview, 'large')}
                                srcSet={assetSrcSet(banner.asset.preview, MARKETING_PRESETS)}
                                sizes={WIDE_PICTURES.banner.sizes}
                                width={800}
                                height={400}
                                alt=""
                                loading={i === 0 ? 'eager' : 'lazy'}
                                fetchPriority={i === 0 ? 'high' : 'auto'}
                                decoding="async"
                                className="absolute inset-0 size-full object-cover"
                            />
                            <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent px-4 pt-8 pb-3 text-left text-sm leading-snug font-bold text-white">
                                {banner.title}
                            </span>
                        </ActionLink>
                    </div>
                ))}
            </div>
            {total > 1 && (
                <div className="mt-2 flex items-center justify-center gap-1">
                    <button
                        type="button"
                        onClick={() => show(current - 1)}
                        aria-label={t('banners.previous')}
                        className="grid size-11 place-items-center rounded-full text-ink-soft"
                    >
                        <Icon name="back" className="size-5" />
                    </button>
                    {banners.map((banner, i) => (
                        <button
                            key={banner.id}
                            type="button"
                            onClick={() => show(i)}
                            aria-label={t('banners.show', { n: i + 1, total })}
                            aria-current={i === current ? 'true' : undefined}
                            className="grid size-8 place-items-center"
                        >
                            <span
                                aria-hidden
                                className={`block h-2 rounded-full transition-all motion-reduce:transition-none ${i === current ? 'w-5 bg-lucky-600' : 'w-2 bg-ink-soft/40'}`}
                            />
                        </button>
                    ))}
                    <button
                        type="button"
                        onClick={() => show(current + 1)}
                        aria-label={t('banners.next')}
                        className="grid size-11 place-items-center rounded-full text-ink-soft"
                    >
                        <Icon name="forward" className="size-5" />
                    </button>
                </div>
            )}
        </section>
    );
}

/** The blind-box promo: one wide card opening its campaign (or wherever its action says). */
export function BlindBoxPromo({ item, className = '' }: { item: MarketingItem | null | undefined; className?: string }) {
    const { t } = useTranslation('marketing');
    if (!item) return null;
    return (
        <section aria-label={t('bb.label')} className={className}>
            <ActionLink type={item.actionTyp} value={item.actionVal} className="relative block aspect-[2/1] overflow-hidden rounded-2xl bg-gold-50">
                <img
                    src={assetUrl(item.asset.preview, 'large')}
                    srcSet={assetSrcSet(item.asset.preview, MARKETING_PRESETS)}
                    sizes={WIDE_PICTURES.banner.sizes}
                    width={800}
                    height={400}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="absolute inset-0 size-full object-cover"
                />
                <span className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-3 bg-gradient-to-t from-black/75 to-transparent px-4 pt-8 pb-3 text-left text-white">
                    <span className="text-sm leading-snug font-bold">{item.title}</span>
                    <span aria-hidden className="shrink-0 rounded-full bg-white px-3 py-1 text-xs font-bold text-lucky-700">
                        {t('bb.open')}
                    </span>
                </span>
            </ActionLink>
        </section>
    );
}
