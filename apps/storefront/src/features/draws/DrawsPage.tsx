import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useShopQuery } from '../../api/useShopQuery';
import { CAMPAIGN_SHEETS, type CampaignSheetName } from '../../routing/paths';
import { GetCategoryDocument, type CampaignState } from '../../gql/graphql';
import { CampaignStateTabs } from '../../campaigns/CampaignStateTabs';
import { CategoryStrip } from '../../campaigns/CategoryStrip';
import { DropsLink } from '../../campaigns/DropsLink';
import { sheetEntryState } from '../../ui/BottomSheet';
import { PullToRefresh } from '../../ui/PullToRefresh';
import { Skeleton } from '../../ui/Skeleton';
import { CampaignList } from './CampaignList';
import { CampaignSheet } from './CampaignSheet';
import { useCampaignPages } from './useCampaignPages';

function sheetOf(value: string | null): CampaignSheetName | null {
    return (CAMPAIGN_SHEETS as readonly string[]).includes(value ?? '') ? (value as CampaignSheetName) : null;
}

/**
 * The Lucky Draw tab: active and past campaigns, the categories, and the list sheets. The
 * address keeps what is shown (`?state=ENDED`, `?sheet=HOTTEST`), so a reload or a shared link
 * opens the same view.
 */
export function DrawsPage() {
    const { t } = useTranslation('draws');
    const queryClient = useQueryClient();
    const [params, setParams] = useSearchParams();
    const state: CampaignState = params.get('state') === 'ENDED' ? 'ENDED' : 'ACTIVE';
    const sheet = sheetOf(params.get('sheet'));
    const categories = useShopQuery(GetCategoryDocument);

    function show(changes: { state?: CampaignState; sheet?: CampaignSheetName | null }) {
        const next = new URLSearchParams(params);
        if (changes.state) {
            if (changes.state === 'ENDED') next.set('state', 'ENDED');
            else next.delete('state');
        }
        if (changes.sheet !== undefined) {
            if (changes.sheet) next.set('sheet', changes.sheet);
            else next.delete('sheet');
        }
        // Keeps an open sheet's history entry, so back still closes the sheet after a tab switch.
        setParams(next, { replace: true, state: sheetEntryState() });
    }

    const refresh = () => queryClient.refetchQueries({ queryKey: ['shop'], type: 'active' });

    return (
        <>
            <header className="sticky top-0 z-20 flex items-center justify-between gap-3 border-b border-line bg-cream/95 px-4 pt-[max(1rem,env(safe-area-inset-top))] pb-3 backdrop-blur">
                <h1 className="text-xl font-black">{t('title')}</h1>
                <DropsLink label={t('drops.link')} className="bg-gold-100 py-1.5 text-gold-700" />
            </header>
            <PullToRefresh onRefresh={refresh}>
                <main className="px-4 pt-3 pb-6">
                    {categories.isPending && <Skeleton className="mb-4 h-28" />}
                    {(categories.data?.data.getCategory.length ?? 0) > 0 && (
                        <section aria-labelledby="draws-categories" className="mb-4">
                            <h2 id="draws-categories" className="mb-2 text-sm font-extrabold">
                                {t('categories')}
                            </h2>
                            <CategoryStrip categories={categories.data!.data.getCategory} />
                        </section>
                    )}

                    <section aria-labelledby="draws-sheets" className="mb-4">
                        <h2 id="draws-sheets" className="mb-2 text-sm font-extrabold">
                            {t('sheets.browse')}
                        </h2>
                        <ul className="grid grid-cols-3 gap-2">
                            {CAMPAIGN_SHEETS.map(name => (
                                <li key={name}>
                                    <button
                                        type="button"
                                        onClick={() => show({ sheet: name })}
                                        className="flex h-full w-full items-center justify-center rounded-xl bg-white px-2 py-2.5 text-center text-xs font-bold text-lucky-700 shadow-sm ring-1 ring-line active:scale-95"
                                    >
                                        {t(`sheets.${name}.tab`)}
                                    </button>
                                </li>
                            ))}
                        </ul>
                    </section>

                    <CampaignStateTabs
                        value={state}
                        onChange={next => show({ state: next })}
                        label={t('states.label')}
                        tabLabel={value => t(`states.${value}`)}
                    >
                        {value => <StateCampaigns state={value} />}
                    </CampaignStateTabs>
                </main>
            </PullToRefresh>
            <CampaignSheet sheet={sheet} state={state} onSheetChange={name => show({ sheet: name })} onClose={() => show({ sheet: null })} />
        </>
    );
}

function StateCampaigns({ state }: { state: CampaignState }) {
    const { t } = useTranslation('draws');
    const pages = useCampaignPages({ state });
    return <CampaignList pages={pages} empty={{ title: t(`states.empty.${state}.title`), body: t(`states.empty.${state}.body`) }} />;
}
