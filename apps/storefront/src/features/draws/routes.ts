import type { RouteObject } from 'react-router';

import { lazyPage } from '../../routing/lazyPage';
import { ROUTES } from '../../routing/paths';
import { RequireSignIn } from '../../routing/RequireSignIn';
import { campaignFirstScreen } from './campaign/firstScreen';

// Its words as the document starts them (firstScreen.ts): the buy sheet's refusals are `errors`.
const campaignPage = lazyPage(() => import('./campaign/CampaignPage').then(m => m.CampaignPage), campaignFirstScreen.namespaces);

/** The Lucky Draw tab, and the campaign pages every tab opens (`common/draws/...`). */
export const drawsRoutes: RouteObject[] = [
    { path: ROUTES.draws, lazy: lazyPage(() => import('./DrawsPage').then(m => m.DrawsPage), ['draws']) },
    { path: ROUTES.drawsCategoryInner, lazy: lazyPage(() => import('./CategoryInnerPage').then(m => m.CategoryInnerPage), ['draws']) },
    { path: ROUTES.drop, lazy: lazyPage(() => import('./DropPage').then(m => m.DropPage), ['draws']) },
    { path: ROUTES.productDetails, lazy: campaignPage },
    { path: ROUTES.productPrize, lazy: campaignPage },
    { path: ROUTES.sizeChart, lazy: lazyPage(() => import('./campaign/SizeChartPage').then(m => m.SizeChartPage), ['draws']) },
    { path: ROUTES.drawlot, lazy: lazyPage(() => import('./participants/ParticipantsPage').then(m => m.ParticipantsPage), ['draws']) },
    {
        path: ROUTES.drawlotUser,
        lazy: lazyPage(() => import('./participants/ParticipantTicketsPage').then(m => m.ParticipantTicketsPage), ['draws']),
    },
    { path: ROUTES.proof, lazy: lazyPage(() => import('./proof/ProofPage').then(m => m.ProofPage), ['draws']) },
    // The rules are public: a guest reads them before signing up. The free entry is a signed-in shopper's (docs/responsible-play.md#free-entry).
    { path: ROUTES.campaignRules, lazy: lazyPage(() => import('./rules/CampaignRulesPage').then(m => m.CampaignRulesPage), ['draws']) },
    {
        Component: RequireSignIn,
        children: [
            { path: ROUTES.freeEntry, lazy: lazyPage(() => import('./rules/FreeEntryPage').then(m => m.FreeEntryPage), ['draws', 'account', 'errors']) },
        ],
    },
];
