import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Icon } from './icons';

/** How far (px) the page must be pulled down to refresh. */
export const PULL_THRESHOLD = 70;

/**
 * Pull-to-refresh for a page: at the top of the page, dragging down past the threshold and
 * letting go runs `onRefresh`. The state is announced politely.
 */
export function PullToRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
    const { t } = useTranslation();
    const start = useRef<number | null>(null);
    const [pull, setPull] = useState(0);
    const [refreshing, setRefreshing] = useState(false);

    function onTouchStart(event: TouchEvent) {
        start.current = window.scrollY <= 0 && !refreshing ? (event.touches[0]?.clientY ?? null) : null;
    }
    function onTouchMove(event: TouchEvent) {
        if (start.current === null) return;
        const distance = (event.touches[0]?.clientY ?? start.current) - start.current;
        // Resistance: the indicator follows at half speed and stops a little past the threshold.
        setPull(distance > 0 ? Math.min(distance / 2, PULL_THRESHOLD + 20) : 0);
    }
    async function onTouchEnd() {
        const pulled = pull;
        start.current = null;
        setPull(0);
        if (pulled < PULL_THRESHOLD / 2 || refreshing) return;
        setRefreshing(true);
        try {
            await onRefresh();
        } finally {
            setRefreshing(false);
        }
    }

    const ready = pull >= PULL_THRESHOLD / 2;
    const status = refreshing ? t('pull.refreshing') : pull > 0 ? (ready ? t('pull.release') : t('pull.pull')) : '';
    return (
        <div onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={() => void onTouchEnd()}>
            <div
                aria-live="polite"
                className="flex items-center justify-center gap-2 overflow-hidden text-xs font-semibold text-ink-soft transition-[height]"
                style={{ height: refreshing ? 40 : pull }}
            >
                {status && (
                    <>
                        <Icon name="refresh" className={`size-4 ${refreshing ? 'animate-spin' : ''}`} />
                        {status}
                    </>
                )}
            </div>
            {children}
        </div>
    );
}
