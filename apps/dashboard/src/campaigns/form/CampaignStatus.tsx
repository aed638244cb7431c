import { Link } from '@tanstack/react-router';

import type { Campaign } from '../campaign-api';
import { TYPE_LABEL } from '../campaign-types';

/** Where a saved campaign stands: its code, type, state, stage and tickets sold. */
export function CampaignStatus({ campaign }: { campaign: Campaign }) {
    return (
        <>
            <dl className="text-sm grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                <dt className="text-muted-foreground">Code</dt>
                <dd>{campaign.sId}</dd>
                <dt className="text-muted-foreground">Type</dt>
                <dd>{TYPE_LABEL[campaign.typStr]}</dd>
                <dt className="text-muted-foreground">State</dt>
                <dd>{campaign.isCancelled ? 'Cancelled (refunded)' : campaign.state === 'ACTIVE' ? 'Active' : 'Ended'}</dd>
                <dt className="text-muted-foreground">Stage</dt>
                <dd>{campaign.stage}</dd>
                <dt className="text-muted-foreground">Tickets sold</dt>
                <dd>
                    {campaign.issuedTicket.toLocaleString('en')} / {campaign.totalTicket.toLocaleString('en')}
                </dd>
            </dl>
            <p className="mt-3 text-sm">
                <Link to="/tuah/campaigns">Back to the campaigns</Link>
            </p>
        </>
    );
}
