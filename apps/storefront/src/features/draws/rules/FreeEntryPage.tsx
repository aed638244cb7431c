import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { useShopMutation, useShopQuery } from '../../../api/useShopQuery';
import { campaignPhase } from '../../../campaigns/campaign';
import { FreeEntryDocument, RequestFreeEntryDocument, type FreeEntryFieldsFragment, type FreeEntryQuery } from '../../../gql/graphql';
import { QUERY_KEYS, paths } from '../../../routing/paths';
import { useErrorMessage } from '../../../ui/errorMessage';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryView } from '../../../ui/QueryView';
import { Skeleton } from '../../../ui/Skeleton';
import { useToast } from '../../../ui/toast';
import { useBotCheck } from '../../account';

type Campaign = NonNullable<FreeEntryQuery['campaign']>;

/**
 * The free way to enter (`common/draws/product/free-entry?cId=`, signed in; docs/responsible-play.md#free-entry):
 * one per shopper per campaign, behind the bot check. It gives a single-use code, which the code
 * screen redeems like any other: the ticket (or box) is an ordinary one, with the same odds.
 */
export function FreeEntryPage() {
    const { t } = useTranslation('draws');
    const [params] = useSearchParams();
    const campaignId = params.get(QUERY_KEYS.campaignId) ?? '';
    const query = useShopQuery(FreeEntryDocument, { campaignId }, { enabled: !!campaignId });
    const campaign = query.data?.data.campaign;
    return (
        <>
            <PageHeader title={t('freeEntry.title')} fallback={campaignId ? paths.campaign(campaignId) : paths.draws()} />
            <QueryView
                query={query}
                data={campaign}
                missing={!campaignId}
                notFound={{ icon: 'compass', title: t('campaign.notFoundTitle'), body: t('campaign.notFoundBody') }}
                loading={<Skeleton className="mx-4 mt-4 h-64" />}
            >
                {found => <FreeEntryForm campaign={found} entry={query.data?.data.freeEntry ?? null} />}
            </QueryView>
        </>
    );
}

function FreeEntryForm({ campaign, entry: saved }: { campaign: Campaign; entry: FreeEntryFieldsFragment | null }) {
    const { t } = useTranslation(['draws', 'common']);
    const bot = useBotCheck();
    const request = useShopMutation(RequestFreeEntryDocument, bot.headers);
    const errorMessage = useErrorMessage();
    const toast = useToast();
    const queryClient = useQueryClient();
    const [entry, setEntry] = useState<FreeEntryFieldsFragment | null>(saved);
    const [problem, setProblem] = useState<string | null>(null);
    const isBox = campaign.typStr === 'BLINDBOX';
    const phase = campaignPhase(campaign);

    async function ask() {
        setProblem(null);
        try {
            const result = (await request.mutateAsync({ campaignId: campaign.id })).requestFreeEntry;
            if (result.__typename === 'FreeEntry') {
                setEntry(result);
                await queryClient.invalidateQueries({ queryKey: ['shop'] });
            } else setProblem(errorMessage(result));
        } catch {
            toast.error(t('common:operationsAnomaly'));
        }
    }

    return (
        <main className="space-y-4 px-4 py-4">
            <section aria-labelledby="free-entry-name" className="space-y-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
                <h1 id="free-entry-name" className="text-lg leading-tight font-black">
                    {campaign.name}
                </h1>
                <p className="text-sm">{isBox ? t('freeEntry.introBox') : t('freeEntry.introDraw')}</p>
                <ul className="list-disc space-y-1 pl-5 text-sm text-ink-soft">
                    <li>{t('freeEntry.onePerPerson')}</li>
                    <li>{isBox ? t('freeEntry.sameTable') : t('freeEntry.sameOdds')}</li>
                    <li>{t('freeEntry.noPurchase')}</li>
                </ul>
                <Link to={paths.campaignRules(campaign.id)} className="block text-sm font-bold text-lucky-700 underline underline-offset-2">
                    {t('rules.read')}
                </Link>
            </section>

            {entry ? (
                <section role="status" aria-labelledby="free-entry-code" className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
                    <h2 id="free-entry-code" className="text-base font-extrabold">
                        {t('freeEntry.yourCode')}
                    </h2>
                    <p className="rounded-xl bg-gold-50 py-3 text-center font-mono text-xl font-black tracking-wider ring-1 ring-gold-200">
                        {entry.code.printed}
                    </p>
                    {entry.code.isRedeemed ? (
                        <>
                            <p className="text-sm">{t('freeEntry.used')}</p>
                            <Link to={paths.campaignTickets(campaign.id)} className="block text-sm font-bold text-lucky-700 underline underline-offset-2">
                                {isBox ? t('freeEntry.seeBoxes') : t('freeEntry.seeTickets')}
                            </Link>
                        </>
                    ) : (
                        <>
                            <p className="text-sm">{isBox ? t('freeEntry.howToUseBox') : t('freeEntry.howToUse')}</p>
                            <Link
                                to={paths.code(entry.code.code)}
                                className="block w-full rounded-full bg-lucky-600 py-2.5 text-center text-sm font-bold text-white"
                            >
                                {t('freeEntry.useCode')}
                            </Link>
                        </>
                    )}
                </section>
            ) : phase === 'selling' ? (
                <section className="space-y-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
                    <button
                        type="button"
                        onClick={() => void ask()}
                        disabled={request.isPending}
                        className="w-full rounded-full bg-lucky-600 py-2.5 text-sm font-bold text-white disabled:opacity-50"
                    >
                        {request.isPending ? t('freeEntry.asking') : t('freeEntry.ask')}
                    </button>
                    {problem && (
                        <p role="alert" className="text-sm font-bold text-lucky-700">
                            {problem}
                        </p>
                    )}
                    {bot.badge}
                </section>
            ) : (
                <p role="status" className="rounded-2xl bg-white p-4 text-sm shadow-sm ring-1 ring-line">
                    {phase === 'upcoming' ? t('freeEntry.notStarted') : t('freeEntry.closed')}
                </p>
            )}
        </main>
    );
}
