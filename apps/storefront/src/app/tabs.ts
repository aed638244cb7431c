import type { RouteObject } from 'react-router';

import { cartRoutes } from '../features/cart/routes';
import { checkoutRoutes } from '../features/checkout/routes';
import { drawsRoutes } from '../features/draws/routes';
import { homeRoutes } from '../features/home/routes';
import { notificationsRoutes } from '../features/notifications/routes';
import { ordersRoutes } from '../features/orders/routes';
import { ticketsRoutes } from '../features/tickets/routes';
import type { IconName } from '../ui/icons';

export type TabId = 'home' | 'notifications' | 'draws' | 'tickets' | 'cart' | 'order';

export interface Tab {
    id: TabId;
    /** The tab's root page (docs/contract.md#routes). */
    path: string;
    icon: IconName;
    /** The feature's routes, relative to /tabs. A tab without routes shows in the bar, disabled. */
    routes?: RouteObject[];
    /** Other root pages that belong to this tab (`/tabs/homeV1` is Home's, `/tabs/drop` Lucky Draw's). */
    otherPaths?: readonly string[];
}

/**
 * The bottom tab bar, in the contract's order (docs/contract.md#routes). A tab turns on when its feature lands: give it
 * `routes` and its pages join the router and its button becomes a link.
 */
export const TABS: readonly Tab[] = [
    { id: 'home', path: '/tabs/home', icon: 'home', routes: homeRoutes, otherPaths: ['/tabs/homeV1'] },
    { id: 'notifications', path: '/tabs/notifications', icon: 'bell', routes: notificationsRoutes },
    { id: 'draws', path: '/tabs/draws', icon: 'gift', routes: drawsRoutes, otherPaths: ['/tabs/drop'] },
    { id: 'tickets', path: '/tabs/tickets', icon: 'ticket', routes: ticketsRoutes },
    { id: 'cart', path: '/tabs/cart', icon: 'cart', routes: [...cartRoutes, ...checkoutRoutes] },
    { id: 'order', path: '/tabs/order', icon: 'receipt', routes: ordersRoutes },
];

const within = (pathname: string, root: string) => pathname === root || pathname.startsWith(`${root}/`);

/** The tab a path belongs to: `/tabs/cart/checkout/simple` is in the Cart tab. */
export function tabOf(pathname: string): Tab | undefined {
    return TABS.find(tab => [tab.path, ...(tab.otherPaths ?? [])].some(root => within(pathname, root)));
}

/**
 * Pages every tab opens (`common/...` in docs/contract.md#routes: a campaign, its participants): they belong to
 * no tab of their own but to the tab the shopper opened them from.
 */
export const SHARED_PAGES = '/tabs/common';

export function isSharedPage(pathname: string): boolean {
    return within(pathname, SHARED_PAGES);
}
