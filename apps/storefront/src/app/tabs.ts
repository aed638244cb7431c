import type { RouteObject } from 'react-router';

import { cartRoutes } from '../features/cart/routes';
import { homeRoutes } from '../features/home/routes';
import type { IconName } from '../ui/icons';

export type TabId = 'home' | 'notifications' | 'draws' | 'tickets' | 'cart' | 'order';

export interface Tab {
    id: TabId;
    /** The tab's root page (spec §2 routes under /tabs). */
    path: string;
    icon: IconName;
    /** The feature's routes, relative to /tabs. A tab without routes shows in the bar, disabled. */
    routes?: RouteObject[];
}

/**
 * The bottom tab bar, in the spec's order. A tab turns on when its feature lands: give it
 * `routes` and its pages join the router and its button becomes a link.
 */
export const TABS: readonly Tab[] = [
    { id: 'home', path: '/tabs/home', icon: 'home', routes: homeRoutes },
    { id: 'notifications', path: '/tabs/notifications', icon: 'bell' },
    { id: 'draws', path: '/tabs/draws', icon: 'gift' },
    { id: 'tickets', path: '/tabs/tickets', icon: 'ticket' },
    { id: 'cart', path: '/tabs/cart', icon: 'cart', routes: cartRoutes },
    { id: 'order', path: '/tabs/order', icon: 'receipt' },
];

export const HOME_PATH = '/tabs/home';

/** The tab a path belongs to: `/tabs/cart/checkout/simple` is in the Cart tab. */
export function tabOf(pathname: string): Tab | undefined {
    return TABS.find(tab => pathname === tab.path || pathname.startsWith(`${tab.path}/`));
}
