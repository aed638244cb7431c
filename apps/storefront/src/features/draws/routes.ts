import type { RouteObject } from 'react-router';

import { lazyPage } from '../../routing/lazyPage';
import { ROUTES } from '../../routing/paths';
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
];
