import type { FirstScreen } from '../../lib/firstScreen';
import { paths } from '../../routing/paths';
import { WIDE_PICTURES } from '../../ui/pictures';
import { GetCampaignsDocument, GetCategoryDocument, GetMarketingDocument, ProductsDocument } from '../../gql/graphql';

/** How many products Home lists (one page; paging arrives with the catalogue screens). */
const PRODUCTS_SHOWN = 48;
/** How many active campaigns Home looks at for its hot, new and blind-box rows. */
const LATEST_TAKEN = 30;
export const ENDING_SOON_SHOWN = 6;

/** Home's queries, as `useHome` makes them and as index.html starts them (lib/firstScreen.ts). */
export const HOME_QUERIES = {
    categories: { document: GetCategoryDocument },
    products: { document: ProductsDocument, variables: { options: { take: PRODUCTS_SHOWN } } },
    latest: { document: GetCampaignsDocument, variables: { state: 'ACTIVE', options: { take: LATEST_TAKEN } } },
    // Twice as many as shown: some may be blind boxes, which the row leaves out.
    endingSoon: { document: GetCampaignsDocument, variables: { state: 'ACTIVE', sheet: 'ENDING_SOON', options: { take: ENDING_SOON_SHOWN * 2 } } },
    // The banners are the top of the first screen (features/marketing/marketing.ts useMarketing).
    marketing: { document: GetMarketingDocument, picture: { paths: [['getMarketing', 'banners', 0, 'asset', 'preview']], ...WIDE_PICTURES.banner } },
} as const;

export const homeFirstScreen: FirstScreen = {
    // The shop's root and /tabs open Home.
    paths: ['', 'tabs', paths.home().slice(1)],
    module: 'src/features/home/HomePage.tsx',
    namespaces: ['home', 'marketing'],
    requests: Object.values(HOME_QUERIES),
};
