import { Alert, AlertDescription, AlertTitle, FullWidthPageBlock, Page, PageLayout, PageTitle, usePermissions } from '@vendure/dashboard';
import type { ReactNode } from 'react';

/**
 * The page an operator without the screen's permission sees when they open its address (the nav
 * link is hidden from them): why there is nothing here, not a page whose requests all fail, nor the
 * blank page Vendure's PermissionGuard leaves.
 */
export function NoPermission({ title, permission }: { title: string; permission: string }) {
    return (
        <Page pageId="tuah-no-permission">
            <PageTitle>{title}</PageTitle>
            <PageLayout>
                <FullWidthPageBlock blockId="tuah-no-permission">
                    <Alert variant="destructive" role="alert">
                        <AlertTitle>You do not have permission to open {title}</AlertTitle>
                        <AlertDescription>It needs the {permission} permission. Ask an administrator to add it to your role.</AlertDescription>
                    </Alert>
                </FullWidthPageBlock>
            </PageLayout>
        </Page>
    );
}

/** `children` for operators holding `permission`, `NoPermission` for anyone else. */
export function NeedsPermission({ permission, title, children }: { permission: string; title: string; children: ReactNode }) {
    const { hasPermissions } = usePermissions();
    return hasPermissions([permission]) ? <>{children}</> : <NoPermission title={title} permission={permission} />;
}
