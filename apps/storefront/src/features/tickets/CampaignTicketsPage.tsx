import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { useShopQuery } from '../../api/useShopQuery';
import { QUERY_KEYS, paths } from '../../routing/paths';
import { CampaignDocument, ListUserCurCampaignTicketDocument } from '../../gql/graphql';
import { CampaignStatus } from '../../campaigns/CampaignCard';
import { PageHeader } from '../../ui/PageHeader';
import { TicketsView, untilRevealed } from '../../campaigns/tickets';

/** The shopper's own tickets in one campaign (`tickets/inner?cId=`), styled by rarity; a winning ticket shines. */
export function CampaignTicketsPage() {
    const { t } = useTranslation('tickets');
    const [params] = useSearchParams();
    const campaignId = params.get(QUERY_KEYS.campaignId) ?? '';
    const campaign = useShopQuery(CampaignDocument, { campaignId }, { enabled: !!campaignId }).data?.data.campaign;
    // A rarity being revealed shows by itself once its beacon round is out.
    const query = useShopQuery(
        ListUserCurCampaignTicketDocument,
        { campaignId },
        { enabled: !!campaignId, refetchInterval: data => untilRevealed(data?.listUserCurCampaignTicket.items) },
    );

    return (
        <>
            <PageHeader title={t('inner.title')} fallback={paths.tickets()} />
            <main className="px-4 py-4">
                {campaign && (
                    <Link to={paths.campaign(campaign.id)} className="mb-4 block rounded-2xl bg-white p-3 shadow-sm ring-1 ring-line">
                        <span className="block text-sm font-bold">{campaign.name}</span>
                        <CampaignStatus campaign={campaign} />
                    </Link>
                )}
                <TicketsView
                    query={query}
                    data={query.data?.data.listUserCurCampaignTicket}
                    missing={!campaignId}
                    notFound={{ icon: 'compass', title: t('inner.notFoundTitle'), body: t('inner.notFoundBody') }}
                    forbidden={{ icon: 'ticket', title: t('signIn.title'), body: t('signIn.body') }}
                    empty={{ icon: 'ticket', title: t('inner.emptyTitle'), body: t('inner.emptyBody') }}
                    summary={count => <h2 className="mb-3 text-base font-extrabold">{t('inner.count', { count })}</h2>}
                />
            </main>
        </>
    );
}
