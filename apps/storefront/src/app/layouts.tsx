import { Suspense, useContext, useEffect } from 'react';
import { Outlet, ScrollRestoration, UNSAFE_DataRouterStateContext, useLocation } from 'react-router';

import { OfflineBanner } from '../ui/offline';
import { Skeleton } from '../ui/Skeleton';
import { ROUTES } from '../routing/paths';
import { TabBar } from './TabBar';
import { useDocumentTitle } from '../routing/title';

/**
 * Every page: its title, and scroll positions kept per path, so each tab's page opens where the
 * shopper left it.
 */
export function RootLayout() {
    useDocumentTitle();
    useScrollRestoredAsPageGrows();
    return (
        <>
            <ScrollRestoration getKey={location => location.pathname} />
            <Outlet />
        </>
    );
}

/**
 * React Router restores a page's scroll as soon as the page draws. A page still filling in (a part
 * still loading, draws arriving after the catalogue) is shorter than when the shopper left it, and
 * the browser stops short. So while the page grows, ask again: until it gets there, the shopper
 * scrolls or touches, or a few seconds pass.
 */
function useScrollRestoredAsPageGrows() {
    const target = useContext(UNSAFE_DataRouterStateContext)?.restoreScrollPosition;
    const { key } = useLocation();
    useEffect(() => {
        if (typeof target !== 'number' || target <= 0 || typeof ResizeObserver === 'undefined') return;
        if (Math.round(window.scrollY) >= Math.round(target)) return;
        const shopperMoves = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
        const observer = new ResizeObserver(() => {
            window.scrollTo(0, target);
            if (Math.round(window.scrollY) >= Math.round(target)) stop();
        });
        const giveUp = window.setTimeout(() => stop(), 3000);
        function stop() {
            observer.disconnect();
            window.clearTimeout(giveUp);
            shopperMoves.forEach(event => window.removeEventListener(event, stop));
        }
        shopperMoves.forEach(event => window.addEventListener(event, stop, { passive: true }));
        observer.observe(document.body);
        return stop;
    }, [key, target]);
}

/** Pages under /tabs that fill the screen, without the tab bar. */
const FULL_SCREEN = [`/tabs/${ROUTES.splash}`, `/tabs/${ROUTES.onboard}`];

/** The pages under /tabs: a phone-width column above the bottom tab bar, and the offline notice. */
export function TabsLayout() {
    const { pathname } = useLocation();
    const fullScreen = FULL_SCREEN.includes(pathname);
    return (
        <div className="mx-auto min-h-dvh max-w-md bg-cream pb-[calc(4rem+env(safe-area-inset-bottom))] md:shadow-xl md:shadow-lucky-900/5">
            {!fullScreen && <OfflineBanner />}
            <Suspense fallback={<PageSkeleton />}>
                <Outlet />
            </Suspense>
            {!fullScreen && <TabBar />}
        </div>
    );
}

function PageSkeleton() {
    return (
        <div className="space-y-4 p-4">
            <Skeleton className="h-28" />
            <Skeleton className="h-48" />
        </div>
    );
}

/** Shown while the shop starts (its first words and page are on their way). */
export function Splash() {
    return (
        <div className="grid min-h-dvh place-items-center bg-lucky-600">
            <span className="text-4xl font-black tracking-tight text-gold-300">Tuah</span>
        </div>
    );
}
