import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import type { ShopResult } from '../../../api/shopApi';
import { SHOP_API_URL } from '../../../api/shopApi';
import type { CampaignQuery, GetCampaignProgressQuery } from '../../../gql/graphql';

type Progress = NonNullable<GetCampaignProgressQuery['campaignProgress']>;

/** The campaign page's answers (any `wonId`) for one campaign. */
const campaignAnswers = (campaignId: string) => ({
    queryKey: ['shop', 'Campaign'],
    predicate: ({ queryKey }: { queryKey: readonly unknown[] }) => (queryKey[2] as { campaignId?: string } | undefined)?.campaignId === campaignId,
});

/** The server's live stream of a campaign's progress (beside the shop API, wherever that is). */
export function liveProgressUrl(campaignId: string): string {
    return `${SHOP_API_URL.replace(/\/shop-api\/?$/, '')}/live/campaigns/${encodeURIComponent(campaignId)}`;
}

/**
 * Follows a campaign's progress pushed by the server (Server-Sent Events, docs/performance.md
 * "Live progress"): each `progress` event is written into the cached GetCampaignProgress answers
 * (the draw's stages) and the campaign page's tickets sold, so the page updates without asking;
 * when the campaign moves on (sold out and drawing, cancelled), the campaign is read again.
 * Returns whether the stream is open: polling is the fallback while it is not (not yet connected,
 * dropped, or no EventSource at all).
 */
export function useLiveProgress(campaignId: string, enabled: boolean): boolean {
    const queryClient = useQueryClient();
    const [open, setOpen] = useState(false);

    useEffect(() => {
        if (!enabled || typeof EventSource === 'undefined') return;
        const source = new EventSource(liveProgressUrl(campaignId));
        source.onopen = () => setOpen(true);
        // The browser reconnects by itself (after the server's `retry:`); polls meanwhile.
        source.onerror = () => setOpen(false);
        source.addEventListener('progress', event => {
            const live = JSON.parse((event as MessageEvent<string>).data) as Record<string, unknown>;
            let winnerMissing = false;
            // Every language's answer: the pushed fields are the same in all of them.
            queryClient.setQueriesData<ShopResult<GetCampaignProgressQuery>>({ queryKey: ['shop', 'GetCampaignProgress', { campaignId }] }, old => {
                const progress = old?.data.campaignProgress;
                if (!old || !progress) return old;
                const next: Record<string, unknown> = { ...progress };
                // Only the fields the page asked for; the result (winner) is not pushed.
                for (const key of Object.keys(progress)) if (key !== 'drawResult' && key in live) next[key] = live[key];
                if (next.stage === 'ENDED' && !progress.drawResult) winnerMissing = true;
                return { ...old, data: { ...old.data, campaignProgress: next as Progress } };
            });
            // The draw has ended: its winner is read once.
            if (winnerMissing) void queryClient.invalidateQueries({ queryKey: ['shop', 'GetCampaignProgress', { campaignId }] });

            let movedOn = false;
            queryClient.setQueriesData<ShopResult<CampaignQuery>>(campaignAnswers(campaignId), old => {
                const campaign = old?.data.campaign;
                if (!old || !campaign) return old;
                if (live.stage !== campaign.stage || live.isCancelled !== campaign.isCancelled) movedOn = true;
                if (typeof live.issuedTicket !== 'number' || live.issuedTicket === campaign.issuedTicket) return old;
                return { ...old, data: { ...old.data, campaign: { ...campaign, issuedTicket: live.issuedTicket } } };
            });
            if (movedOn) void queryClient.invalidateQueries(campaignAnswers(campaignId));
        });
        return () => {
            source.close();
            setOpen(false);
        };
    }, [campaignId, enabled, queryClient]);

    return open;
}
