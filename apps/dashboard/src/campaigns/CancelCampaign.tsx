import {
    Alert,
    AlertDescription,
    AlertDialog,
    AlertDialogAction,
    AlertDialogCancel,
    AlertDialogContent,
    AlertDialogDescription,
    AlertDialogFooter,
    AlertDialogHeader,
    AlertDialogTitle,
    api,
    Button,
    toast,
    usePermissions,
} from '@vendure/dashboard';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { apiErrorMessage, formatMoney } from '../common/format';
import { graphql } from '../gql/graphql';
import { CAMPAIGN_PERMISSION } from './campaign-types';

const EFFECT = graphql(`
    query TuahCampaignCancelEffect($id: ID!) {
        campaignCancelEffect(id: $id) {
            campaignId
            orders
            tickets
            holders
            amount
        }
    }
`);
const CANCEL = graphql(`
    mutation TuahCancelCampaign($id: ID!) {
        cancelCampaign(id: $id) {
            __typename
            ... on Campaign {
                id
                state
                isCancelled
            }
            ... on CampaignNotCancellableError {
                errorCode
                message
                reason
            }
        }
    }
`);

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/**
 * Cancelling a lucky draw that still sells (admin API `campaignCancelEffect`, `cancelCampaign`;
 * docs/campaigns.md#cancelling-a-campaign): the effect is read from the server and stated before
 * the operator confirms, and stated again in the confirmation. Shown only to operators with
 * UpdateCampaign, only while the draw has not started.
 */
type Cancellable = { id: string; name: string; typStr: string; state: string; stage: string; isCancelled: boolean };

/** A lucky draw still selling, its draw not started: the only campaign cancelCampaign takes. */
export const canBeCancelled = (c: Cancellable) => c.typStr === 'LUCKYDRAW' && c.state === 'ACTIVE' && c.stage === 'OPEN' && !c.isCancelled;

/** The side block's content; the page places it in a PageBlock (Vendure's layout reads its blocks' props). */
export function CancelCampaign({ campaign }: { campaign: Cancellable }) {
    const { hasPermissions } = usePermissions();
    const [confirming, setConfirming] = useState(false);
    const [refusal, setRefusal] = useState<string | null>(null);
    const queryClient = useQueryClient();
    const cancellable = canBeCancelled(campaign);
    const allowed = hasPermissions([CAMPAIGN_PERMISSION.update]);
    const effect = useQuery({
        queryKey: ['tuah', 'campaign-cancel-effect', campaign.id],
        queryFn: async () => (await api.query(EFFECT, { id: campaign.id })).campaignCancelEffect,
        enabled: cancellable && allowed,
    });
    const cancel = useMutation({
        mutationFn: async () => (await api.mutate(CANCEL, { id: campaign.id })).cancelCampaign,
        onSuccess: async result => {
            if (result.__typename !== 'Campaign') {
                setRefusal(result.message ?? 'The campaign could not be cancelled');
                await effect.refetch();
                return;
            }
            setRefusal(null);
            toast.success(`Campaign “${campaign.name}” cancelled: its buyers are being refunded and told`);
            await queryClient.invalidateQueries({ queryKey: ['tuah', 'campaign', campaign.id] });
            await queryClient.invalidateQueries({ queryKey: ['tuah', 'campaigns'] });
        },
        onError: error => setRefusal(apiErrorMessage(error)),
    });

    if (!cancellable || !allowed) return null;
    const e = effect.data;
    const stated = e
        ? `${plural(e.orders, 'paid order', 'paid orders')} refunded (${formatMoney(e.amount)}), ${plural(e.tickets, 'ticket', 'tickets')} voided and ${plural(e.holders, 'ticket holder', 'ticket holders')} told. There will be no draw.`
        : '';
    return (
        <>
            <div className="space-y-3 text-sm">
                {effect.error ? (
                    <p role="alert">Could not read what cancelling would do: {apiErrorMessage(effect.error)}</p>
                ) : !e ? (
                    <p>Reading what cancelling would do…</p>
                ) : (
                    <p id="tuah-cancel-effect">Cancelling now: {stated}</p>
                )}
                <p className="text-muted-foreground">Once the draw has started (the campaign sold out or ended) it can no longer be cancelled.</p>
                {refusal && (
                    <Alert variant="destructive" role="alert">
                        <AlertDescription>Not cancelled: {refusal}</AlertDescription>
                    </Alert>
                )}
                <Button
                    type="button"
                    variant="destructive"
                    disabled={!e || cancel.isPending}
                    aria-describedby={e ? 'tuah-cancel-effect' : undefined}
                    onClick={() => setConfirming(true)}
                >
                    {cancel.isPending ? 'Cancelling…' : 'Cancel campaign…'}
                </Button>
            </div>
            <AlertDialog open={confirming} onOpenChange={setConfirming}>
                <AlertDialogContent>
                    <AlertDialogHeader>
                        <AlertDialogTitle>Cancel “{campaign.name}”?</AlertDialogTitle>
                        <AlertDialogDescription>{stated} This cannot be undone.</AlertDialogDescription>
                    </AlertDialogHeader>
                    <AlertDialogFooter>
                        <AlertDialogCancel onClick={() => setConfirming(false)}>Keep the campaign</AlertDialogCancel>
                        <AlertDialogAction
                            type="button"
                            className="bg-destructive text-white hover:bg-destructive/90"
                            onClick={() => {
                                setConfirming(false);
                                cancel.mutate();
                            }}
                        >
                            Cancel campaign and refund
                        </AlertDialogAction>
                    </AlertDialogFooter>
                </AlertDialogContent>
            </AlertDialog>
        </>
    );
}
