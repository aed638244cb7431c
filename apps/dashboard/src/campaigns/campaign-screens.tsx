import { FullWidthPageBlock, Page, PageLayout, PageTitle, usePermissions } from '@vendure/dashboard';
import type { ReactNode } from 'react';

/** The campaign plugin's permissions (apps/server campaign-permission.ts). */
export const CAMPAIGN_PERMISSION = {
    read: 'ReadCampaign',
    create: 'CreateCampaign',
    update: 'UpdateCampaign',
} as const;

export type CampaignType = 'LUCKYDRAW' | 'BLINDBOX';
export type CampaignState = 'ACTIVE' | 'ENDED';

export const TYPE_LABEL: Record<CampaignType, string> = { LUCKYDRAW: 'Lucky draw', BLINDBOX: 'Blind box' };

/**
 * An operator who opens a campaign screen's address without the permission sees why, in words,
 * instead of a page whose queries all fail.
 */
export function RequirePermission({ permission, what, children }: { permission: string; what: string; children: ReactNode }) {
    const { hasPermissions } = usePermissions();
    if (hasPermissions([permission])) return <>{children}</>;
    return (
        <Page pageId="tuah-campaign-forbidden">
            <PageTitle>Campaigns</PageTitle>
            <PageLayout>
                <FullWidthPageBlock blockId="tuah-campaign-forbidden">
                    <p role="alert">
                        You do not have permission to {what} (it needs the {permission} permission). Ask an administrator to add it to
                        your role.
                    </p>
                </FullWidthPageBlock>
            </PageLayout>
        </Page>
    );
}

/** The message of a failed admin API call, as the operator should read it (GraphQL errors carry the server's words). */
export function errorMessage(error: unknown): string {
    // The dashboard's client prefixes the server's first error message.
    const message = (error as { message?: string })?.message ?? String(error);
    return message.replace(/^GraphQL Request Error: /, '');
}
