import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Icon } from './icons';

interface PageHeaderProps {
    /** The page's heading; leave it out when the page draws its own h1. */
    title?: ReactNode;
    /** Where "Back" goes when the shopper arrived here directly (no history to go back to). */
    fallback: string;
    /** Something at the right end (a count, a link). */
    end?: ReactNode;
}

/** A page's sticky top bar: back, title, and what belongs at its end. */
export function PageHeader({ title, fallback, end }: PageHeaderProps) {
    const { t } = useTranslation();
    const navigate = useNavigate();
    function back() {
        // React Router numbers the entries of its history: above 0 there is a page to go back to.
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (index > 0) void navigate(-1);
        else void navigate(fallback, { replace: true });
    }
    return (
        <header className="sticky top-0 z-20 flex items-center gap-2 border-b border-line bg-cream/95 px-2 pt-[max(0.5rem,env(safe-area-inset-top))] pb-2 backdrop-blur">
            <button
                type="button"
                onClick={back}
                aria-label={t('back')}
                className="grid size-10 shrink-0 place-items-center rounded-full text-ink hover:bg-black/5"
            >
                <Icon name="back" />
            </button>
            <div className="min-w-0 flex-1">{title && <h1 className="text-lg leading-tight font-black text-balance break-words text-ink">{title}</h1>}</div>
            {end && <div className="shrink-0 pr-2">{end}</div>}
        </header>
    );
}
