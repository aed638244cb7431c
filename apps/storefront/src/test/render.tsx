import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';

import { App } from '../app/App';
import { routes as appRoutes } from '../app/routes';

/** The shop at `path`, as a shopper would open it, with the shop API mocked (see mockServer). */
export function renderShop(path: string, routes: RouteObject[] = appRoutes) {
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const user = userEvent.setup();
    const view = render(<App router={router} queryClient={queryClient} />);
    return { ...view, router, user, queryClient };
}

/** For tests that type whole forms key by key: slow on a busy machine. */
export const TYPING_TIMEOUT = 15_000;
