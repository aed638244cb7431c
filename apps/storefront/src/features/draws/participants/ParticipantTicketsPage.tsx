import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useShopQuery } from '../../../api/useShopQuery';
import { QUERY_KEYS, paths } from '../../../routing/paths';
import { GetUserTicketsDocument } from '../../../gql/graphql';
import { PageHeader } from '../../../ui/PageHeader';
import { TicketsView, untilRevealed } from '../../../campaigns/tickets';

/**
 * One participant's tickets in a campaign (`common/draws/item/drawlot/user?cId=&customerId=`).
 * Ticket numbers are private: the server shows them to their holder only, so others see why
 * they cannot.
 */
export function ParticipantTicketsPage() {
    const { t } = useTranslation('draws');
    const [params] = useSearchParams();
    const campaignId = params.get(QUERY_KEYS.campaignId) ?? '';
    const customerId = params.get('customerId') ?? '';
    const name = params.get('name') ?? '';
    const query = useShopQuery(
        GetUserTicketsDocument,
        { customerId, campaignId },
        { enabled: !!campaignId && !!customerId, refetchInterval: data => untilRevealed(data?.userTickets.items) },
    );

    return (
        <>
            <PageHeader title={name || t('participantTickets.title')} fallback={campaignId ? paths.participants(campaignId) : paths.draws()} />
            <main className="px-4 py-4">
                <TicketsView
                    query={query}
                    data={query.data?.data.userTickets}
                    missing={!campaignId || !customerId}
                    notFound={{ icon: 'compass', title: t('campaign.notFoundTitle'), body: t('campaign.notFoundBody') }}
                    forbidden={{
                        icon: 'ticket',
                        title: t('participantTickets.privateTitle'),
                        body: t('participantTickets.privateBody', { name: name || t('progress.aShopper') }),
                    }}
                    empty={{ icon: 'ticket', title: t('participantTickets.emptyTitle'), body: t('participantTickets.emptyBody') }}
                    summary={count => <p className="mb-3 text-sm text-ink-soft">{t('participants.tickets', { count })}</p>}
                />
            </main>
        </>
    );
}
