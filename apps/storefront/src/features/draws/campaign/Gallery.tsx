import { useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { AssetImage } from '../../../ui/AssetImage';
import { WIDE_PICTURES } from '../../../ui/pictures';

/** Pictures side by side that snap into place as they are swiped, with dots for where you are. */
export function Gallery({ images, name }: { images: readonly string[]; name: string }) {
    const { t } = useTranslation('draws');
    const [index, setIndex] = useState(0);
    if (images.length === 0) return <AssetImage preview={null} alt="" size={448} presets={['medium']} className="aspect-square w-full" />;

    function onScroll(event: UIEvent<HTMLUListElement>) {
        const list = event.currentTarget;
        setIndex(Math.round(list.scrollLeft / Math.max(1, list.clientWidth)));
    }

    return (
        <div className="relative">
            <ul onScroll={onScroll} aria-label={t('campaign.gallery', { name })} className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]">
                {images.map((preview, i) => (
                    <li key={`${preview}-${i}`} className="w-full shrink-0 snap-center">
                        <AssetImage
                            preview={preview}
                            alt={t('campaign.picture', { name, number: i + 1, total: images.length })}
                            size={448}
                            presets={WIDE_PICTURES.gallery.presets}
                            sizes={WIDE_PICTURES.gallery.sizes}
                            className="aspect-square h-auto w-full"
                            // The first picture is the page's largest thing on screen: fetched at once, not when laid out.
                            priority={i === 0}
                        />
                    </li>
                ))}
            </ul>
            {images.length > 1 && (
                <div aria-hidden className="absolute inset-x-0 bottom-3 flex justify-center gap-1.5">
                    {images.map((preview, i) => (
                        <span key={`${preview}-${i}`} className={`h-1.5 rounded-full transition-all ${i === index ? 'w-5 bg-white' : 'w-1.5 bg-white/60'}`} />
                    ))}
                </div>
            )}
        </div>
    );
}
