import { Alert, AlertDescription, AlertTitle, FullWidthPageBlock, Page, PageLayout, PageTitle, usePermissions } from '@vendure/dashboard';
import type { ReactNode } from 'react';

/**
 * A marketing screen for operators holding `permission`; anyone else who opens its address reads
 * why there is nothing here instead of a page whose requests all fail.
 */
export function NeedsPermission({ permission, title, children }: { permission: string; title: string; children: ReactNode }) {
    const { hasPermissions } = usePermissions();
    if (hasPermissions([permission])) return <>{children}</>;
    return (
        <Page pageId="tuah-marketing-forbidden">
            <PageTitle>{title}</PageTitle>
            <PageLayout>
                <FullWidthPageBlock blockId="tuah-marketing-forbidden">
                    <Alert variant="destructive">
                        <AlertTitle>You do not have permission to see this page</AlertTitle>
                        <AlertDescription>It needs the {permission} permission. Ask an administrator to add it to your role.</AlertDescription>
                    </Alert>
                </FullWidthPageBlock>
            </PageLayout>
        </Page>
    );
}
