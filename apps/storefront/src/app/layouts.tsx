import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';

import { Skeleton } from '../ui/Skeleton';
import { TabBar } from './TabBar';
import { useDocumentTitle } from './title';

/**
 * Every page: its title, and scroll positions kept per path, so each tab's page opens where the
 * shopper left it.
 */
export function RootLayout() {
    useDocumentTitle();
    return (
        <>
            <ScrollRestoration getKey={location => location.pathname} />
            <Outlet />
        </>
    );
}

/** The pages under /tabs: a phone-width column above the bottom tab bar. */
export function TabsLayout() {
    return (
        <div className="mx-auto min-h-dvh max-w-md bg-cream pb-[calc(4rem+env(safe-area-inset-bottom))] md:shadow-xl md:shadow-lucky-900/5">
            <Suspense fallback={<PageSkeleton />}>
                <Outlet />
            </Suspense>
            <TabBar />
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
            <span className="animate-pulse text-4xl font-black tracking-tight text-gold-300">Tuah</span>
        </div>
    );
}
