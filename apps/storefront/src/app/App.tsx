import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, type ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';

import { screenChanged, ToastProvider } from '../ui/toast';
import { Splash } from './layouts';

export function createQueryClient() {
    return new QueryClient({
        defaultOptions: {
            // Two quick retries ride out a flaky mobile connection before the error state shows; none
            // while the phone knows it is offline, so it says so at once instead of after three seconds.
            queries: { staleTime: 30_000, retry: (failures: number) => navigator.onLine && failures < 2 },
        },
    });
}

/** What every screen needs around it: data, toasts, and a splash while the first words load. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
    return (
        <Suspense fallback={<Splash />}>
            <QueryClientProvider client={queryClient}>
                <ToastProvider>{children}</ToastProvider>
            </QueryClientProvider>
        </Suspense>
    );
}

export function App({ router, queryClient }: { router: ReturnType<typeof createBrowserRouter>; queryClient: QueryClient }) {
    useEffect(() => {
        let pathname = router.state.location.pathname;
        return router.subscribe(state => {
            if (state.location.pathname === pathname) return;
            pathname = state.location.pathname;
            screenChanged();
        });
    }, [router]);
    return (
        <AppProviders queryClient={queryClient}>
            <RouterProvider router={router} />
        </AppProviders>
    );
}
