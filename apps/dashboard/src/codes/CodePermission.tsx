import { FullWidthPageBlock, Page, PageLayout, PageTitle, usePermissions } from '@vendure/dashboard';
import type { ReactNode } from 'react';

/**
 * Shows the page only to operators holding `permission`; anyone else who opens the address sees
 * plainly that they may not, rather than a page whose queries all fail.
 */
export function RequirePermission({ permission, title, children }: { permission: string; title: string; children: ReactNode }) {
    const { hasPermissions } = usePermissions();
    if (hasPermissions([permission])) return <>{children}</>;
    return (
        <Page pageId="tuah-no-permission">
            <PageTitle>{title}</PageTitle>
            <PageLayout>
                <FullWidthPageBlock blockId="tuah-no-permission">
                    <p role="alert">You do not have permission to see this page: it needs the {permission} permission. Ask an administrator to add it to your role.</p>
                </FullWidthPageBlock>
            </PageLayout>
        </Page>
    );
}
