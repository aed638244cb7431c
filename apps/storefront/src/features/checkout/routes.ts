import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

import { lazyPage } from '../../routing/lazyPage';
import { ROUTES } from '../../routing/paths';
import { RequireSignIn } from '../../routing/RequireSignIn';

const page = (load: () => Promise<ComponentType>) => lazyPage(load, ['checkout', 'cart', 'errors', 'einvoice']);

/** The checkout steps (docs/storefront.md#cart-and-checkout), in the Cart tab, and the address book; only a signed-in shopper sees them. */
export const checkoutRoutes: RouteObject[] = [
    {
        Component: RequireSignIn,
        children: [
            { path: ROUTES.checkoutReview, lazy: page(() => import('./ReviewPage').then(m => m.ReviewPage)) },
            { path: ROUTES.checkoutDetails, lazy: page(() => import('./DetailsPage').then(m => m.DetailsPage)) },
            { path: ROUTES.checkoutPayment, lazy: page(() => import('./PaymentPage').then(m => m.PaymentPage)) },
            { path: ROUTES.checkoutSuccess, lazy: page(() => import('./SuccessPage').then(m => m.SuccessPage)) },
            // The profile's address book shares the address form; like every profile page it belongs to no tab.
            { path: ROUTES.addresses, lazy: page(() => import('./AddressesPage').then(m => m.AddressesPage)) },
        ],
    },
];
