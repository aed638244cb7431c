import { Alert, AlertDescription, AlertTitle, FullWidthPageBlock, Page, PageLayout, PageTitle, usePermissions } from '@vendure/dashboard';
import type { ReactNode } from 'react';

/** The blind-box plugin's permissions (docs/dashboard.md, "Permissions per area"). */
export const READ_PRIZE_TABLE = 'ReadPrizeTable';
export const UPDATE_PRIZE_TABLE = 'UpdatePrizeTable';

/**
 * The prize-table screens for operators with ReadPrizeTable; anyone else who opens the address
 * directly (the nav link is hidden from them) sees why there is nothing, not a failing query.
 */
export function PrizeTableAccess({ children }: { children: ReactNode }) {
    const { hasPermissions } = usePermissions();
    if (hasPermissions([READ_PRIZE_TABLE])) return <>{children}</>;
    return (
        <Page pageId="tuah-prize-tables-forbidden">
            <PageTitle>Prize tables</PageTitle>
            <PageLayout>
                <FullWidthPageBlock blockId="tuah-prize-tables-forbidden">
                    <Alert variant="destructive">
                        <AlertTitle>You do not have permission to see prize tables</AlertTitle>
                        <AlertDescription>Prize tables need the ReadPrizeTable permission; an administrator can add it to your role.</AlertDescription>
                    </Alert>
                </FullWidthPageBlock>
            </PageLayout>
        </Page>
    );
}

/** A failed request's message as the server wrote it, without the GraphQL client's prefix. */
export function errorText(error: unknown): string {
    const message = error instanceof Error ? error.message : String(error);
    return message.replace(/^GraphQL Request Error: /, '');
}
