import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface LoadMoreProps {
    hasMore: boolean;
    loading: boolean;
    onLoadMore: () => unknown;
    /** The scrolling box when it is not the page (a bottom sheet's body). */
    root?: Element | null;
}

/**
 * The end of an infinite list: loads the next page as it scrolls into view (and keeps loading
 * while it stays in view), with a button for those who prefer to ask.
 */
export function LoadMore({ hasMore, loading, onLoadMore, root }: LoadMoreProps) {
    const { t } = useTranslation();
    const sentinel = useRef<HTMLDivElement>(null);
    const [visible, setVisible] = useState(false);

    useEffect(() => {
        const element = sentinel.current;
        if (!element || typeof IntersectionObserver === 'undefined') return;
        const observer = new IntersectionObserver(([entry]) => setVisible(!!entry?.isIntersecting), { root, rootMargin: '400px 0px' });
        observer.observe(element);
        return () => observer.disconnect();
    }, [root, hasMore]);

    useEffect(() => {
        if (visible && hasMore && !loading) onLoadMore();
    }, [visible, hasMore, loading, onLoadMore]);

    if (!hasMore) return null;
    return (
        <div ref={sentinel} className="flex justify-center py-4">
            <button
                type="button"
                onClick={() => onLoadMore()}
                disabled={loading}
                className="rounded-full bg-white px-5 py-2 text-sm font-bold text-lucky-700 shadow-sm ring-1 ring-line disabled:opacity-60"
            >
                {loading ? t('loadingMore') : t('loadMore')}
            </button>
        </div>
    );
}
