import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { useUnreadCount } from '../features/notifications';
import { Icon } from '../ui/icons';
import { TABS, isSharedPage, tabOf, type Tab, type TabId } from './tabs';

/**
 * The tab the shopper is in: the one the page belongs to, or — for a page every tab opens
 * (`/tabs/common/...`) — the tab they opened it from.
 */
function useActiveTab(): Tab | undefined {
    const { pathname } = useLocation();
    const previous = useRef<Tab | undefined>(undefined);
    const active = tabOf(pathname) ?? (isSharedPage(pathname) ? previous.current : undefined);
    useEffect(() => {
        previous.current = active;
    }, [active]);
    return active;
}

/**
 * Where each tab was left, so tapping a tab returns there (its own history). Scroll positions
 * are kept per path by the router's scroll restoration (see RootLayout).
 */
function useLastVisited(activeTab: Tab | undefined) {
    const location = useLocation();
    const lastVisited = useRef(new Map<TabId, string>());
    useEffect(() => {
        if (activeTab) lastVisited.current.set(activeTab.id, `${location.pathname}${location.search}${location.hash}`);
    }, [location, activeTab]);
    return lastVisited.current;
}

export function TabBar() {
    const { t } = useTranslation();
    const activeTab = useActiveTab();
    const lastVisited = useLastVisited(activeTab);
    const unread = useUnreadCount();

    return (
        <nav
            aria-label={t('tabs.label')}
            className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
        >
            <ul className="mx-auto grid max-w-md grid-cols-6">
                {TABS.map(tab => (
                    <li key={tab.id} className="min-w-0">
                        {tab.routes ? (
                            <TabLink
                                tab={tab}
                                active={tab === activeTab}
                                to={lastVisited.get(tab.id) ?? tab.path}
                                badge={tab.id === 'notifications' ? unread : 0}
                            />
                        ) : (
                            <DisabledTab tab={tab} />
                        )}
                    </li>
                ))}
            </ul>
        </nav>
    );
}

// Six tabs share 320 px on the smallest phones: the labels shrink a little there rather than break mid-word.
const TAB_CLASS =
    'flex h-16 flex-col items-center justify-center gap-0.5 text-center text-[10px] leading-3 font-semibold max-[359px]:text-[9px] max-[359px]:tracking-tight';

function TabLink({ tab, active, to, badge }: { tab: Tab; active: boolean; to: string; badge: number }) {
    const { t } = useTranslation();
    const { pathname } = useLocation();

    function onClick(event: MouseEvent) {
        // Tapping the tab you are on: deeper inside it, go back to its root; at its root, scroll up.
        if (active && pathname === tab.path) {
            event.preventDefault();
            window.scrollTo({ top: 0, behavior: 'smooth' });
        }
    }

    return (
        <Link
            to={active ? tab.path : to}
            onClick={onClick}
            aria-current={active ? 'page' : undefined}
            className={`${TAB_CLASS} ${active ? 'text-lucky-600' : 'text-ink-soft hover:text-ink'}`}
        >
            <span className={`relative grid h-7 w-10 place-items-center rounded-full transition ${active ? 'bg-lucky-50' : ''}`}>
                <Icon name={tab.icon} />
                {badge > 0 && (
                    <span
                        data-testid="tab-badge"
                        aria-hidden
                        className="absolute -top-1 right-0 min-w-4 rounded-full bg-red-600 px-1 text-[10px] leading-4 font-bold text-white"
                    >
                        {badge > 99 ? '99+' : badge}
                    </span>
                )}
            </span>
            <span className="line-clamp-2 w-full">{t(`tabs.${tab.id}`)}</span>
            {badge > 0 && <span className="sr-only">{t('tabs.unread', { count: badge })}</span>}
        </Link>
    );
}

/** A tab whose feature has not landed yet: visible, but not a link. */
function DisabledTab({ tab }: { tab: Tab }) {
    const { t } = useTranslation();
    const label = t(`tabs.${tab.id}`);
    return (
        <span role="link" aria-disabled="true" title={t('tabs.comingSoon', { tab: label })} className={`${TAB_CLASS} cursor-not-allowed text-ink-soft/40`}>
            <span className="grid h-7 w-10 place-items-center">
                <Icon name={tab.icon} />
            </span>
            <span className="line-clamp-2 w-full">{label}</span>
        </span>
    );
}
