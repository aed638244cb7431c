import { SHOP_API_URL } from '../api/shopApi';

import { PRESET_WIDTHS, type Preset } from './pictures';

export type { Preset };

let base: URL | undefined;
// The shop API's address is the same for the whole visit ('/shop-api', or the app's server): parsed once, not twice a picture.
function shopApiBase(): URL {
    return (base ??= new URL(SHOP_API_URL, window.location.href));
}

/** An asset preview URL as the server gives it (absolute, or relative to the server) with a preset. */
export function assetUrl(preview: string, preset: Preset): string {
    const url = new URL(preview, shopApiBase());
    url.searchParams.set('preset', preset);
    url.searchParams.set('format', 'webp');
    return url.toString();
}

/** The `srcSet` offering `presets` of one picture: the browser picks the one that fits. */
export function assetSrcSet(preview: string, presets: readonly Preset[]): string {
    return presets.map(p => `${assetUrl(preview, p)} ${PRESET_WIDTHS[p]}w`).join(', ');
}

interface AssetImageProps {
    preview: string | null | undefined;
    alt: string;
    /** The size the picture is drawn at, in CSS pixels (square). */
    size: number;
    /** The presets to offer the browser, smallest first. */
    presets: readonly Preset[];
    className?: string;
    sizes?: string;
    /** On the first screen: fetched at once and first, not lazily (it is what the shopper sees first). */
    priority?: boolean;
}

/** A product or category picture: lazy unless `priority`, sized up front (no layout shift), in a preset to fit. */
export function AssetImage({ preview, alt, size, presets, className = '', sizes, priority = false }: AssetImageProps) {
    if (!preview) {
        return <div aria-hidden className={`bg-gradient-to-br from-gold-100 to-lucky-100 ${className}`} />;
    }
    const [first] = presets;
    return (
        <img
            src={assetUrl(preview, first ?? 'small')}
            srcSet={assetSrcSet(preview, presets)}
            sizes={sizes ?? `${size}px`}
            width={size}
            height={size}
            alt={alt}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            className={`bg-gold-50 object-cover ${className}`}
        />
    );
}
