import { useTranslation } from 'react-i18next';

/** Video files a browser plays itself. */
const VIDEO_FILE = /\.(mp4|webm|ogv|ogg|m4v)$/i;

/**
 * How a product video (custom field videoUrl, or bbTnc's) is shown: a video file on the shop's own
 * origin plays in a `<video controls>`, as the Content-Security-Policy allows (media from 'self');
 * anything else (YouTube and other hosts, or an address that is not http(s)) is a link out, so the
 * policy never needs media-src or frame-src for third parties (docs/storefront.md#information-pages-and-product-extras).
 */
export function videoKind(url: string, origin = window.location.origin): 'play' | 'link' | 'none' {
    let parsed: URL;
    try {
        parsed = new URL(url, origin);
    } catch {
        return 'none';
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'none';
    return parsed.origin === origin && VIDEO_FILE.test(parsed.pathname) ? 'play' : 'link';
}

/** A product's video: played here when it is the shop's own file, else a link that says it opens another site. */
export function ProductVideo({ url, name, label, className = '' }: { url: string | null | undefined; name: string; label?: string; className?: string }) {
    const { t } = useTranslation();
    if (!url) return null;
    const kind = videoKind(url);
    if (kind === 'none') return null;
    if (kind === 'play') {
        return (
            <video
                controls
                preload="none"
                src={url}
                aria-label={t('video.label', { name })}
                className={`mt-3 aspect-video w-full rounded-xl bg-black ${className}`}
            />
        );
    }
    const text = label ?? t('video.watch');
    // The name starts with the words shown (label in name) and says the link leaves the shop.
    return (
        <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${text} ${t('video.external')}`}
            className={`mt-3 inline-flex items-center gap-1 text-sm font-bold text-lucky-700 underline underline-offset-2 ${className}`}
        >
            {text}
        </a>
    );
}
