import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

import { lazyPage } from '../../routing/lazyPage';
import { ROUTES } from '../../routing/paths';
import { RequireSignIn } from '../../routing/RequireSignIn';
import { SIGN_IN_TITLE, type RouteHandle } from '../../routing/title';

// The profile lists the information pages (features/pages), whose words are `pages`.
const page = (load: () => Promise<ComponentType>) => lazyPage(load, ['account', 'errors', 'pages']);

/** Signing up, in and out, help, and the profile (docs/storefront.md#accounts); the profile is the signed-in shopper's own. */
export const accountRoutes: RouteObject[] = [
    { path: ROUTES.signUp, lazy: page(() => import('./auth/SignUpPage').then(m => m.SignUpPage)) },
    { path: ROUTES.verify, lazy: page(() => import('./auth/VerifyPage').then(m => m.VerifyPage)) },
    { path: ROUTES.signIn, handle: { title: SIGN_IN_TITLE } satisfies RouteHandle, lazy: page(() => import('./auth/SignInPage').then(m => m.SignInPage)) },
    { path: ROUTES.forgot, lazy: page(() => import('./auth/ForgotPage').then(m => m.ForgotPage)) },
    // Help is for guests too (the policy and information pages are features/pages/routes.ts).
    { path: ROUTES.support, lazy: lazyPage(() => import('./profile/SupportPage').then(m => m.SupportPage), ['account', 'pages']) },
    {
        Component: RequireSignIn,
        children: [
            { path: ROUTES.profile, lazy: page(() => import('./profile/ProfilePage').then(m => m.ProfilePage)) },
            { path: ROUTES.updatePassword, lazy: page(() => import('./profile/UpdatePasswordPage').then(m => m.UpdatePasswordPage)) },
            { path: ROUTES.updateProfile, lazy: page(() => import('./profile/UpdateProfilePage').then(m => m.UpdateProfilePage)) },
            { path: ROUTES.updateName, lazy: page(() => import('./profile/UpdateNamePage').then(m => m.UpdateNamePage)) },
            { path: ROUTES.responsiblePlay, lazy: page(() => import('./profile/ResponsiblePlayPage').then(m => m.ResponsiblePlayPage)) },
            {
                path: ROUTES.eInvoice,
                lazy: lazyPage(() => import('./profile/EInvoicePage').then(m => m.EInvoicePage), ['account', 'errors', 'einvoice']),
            },
            { path: ROUTES.lab, lazy: page(() => import('./profile/LabPage').then(m => m.LabPage)) },
        ],
    },
];
