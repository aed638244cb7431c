import { Button, FullWidthPageBlock, Page, PageLayout, PageTitle } from '@vendure/dashboard';

/**
 * What the draw and fulfilment screens share: the page an operator without the area's permission
 * sees (Vendure's PermissionGuard renders nothing, which looks broken), and API failures in words.
 */
export function NoPermission({ pageId, title, permission }: { pageId: string; title: string; permission: string }) {
    return (
        <Page pageId={pageId}>
            <PageTitle>{title}</PageTitle>
            <PageLayout>
                <FullWidthPageBlock blockId={`${pageId}-forbidden`}>
                    <p role="alert">You do not have permission to open {title}: it needs the {permission} permission. Ask an administrator to add it to your role.</p>
                </FullWidthPageBlock>
            </PageLayout>
        </Page>
    );
}

/**
 * The server's own words for a failed request: the dashboard's GraphQL client prefixes the first
 * error's message with "GraphQL Request Error: ", which an operator need not read.
 */
export function apiErrorMessage(error: unknown): string {
    const message = error instanceof Error ? error.message : String(error);
    const first = (error as { fieldErrors?: Array<{ message?: string }> } | null)?.fieldErrors?.[0]?.message;
    return first ?? message.replace(/^GraphQL Request Error: /, '');
}

/** A moment as operators in Malaysia read it (en-GB order, the browser's time zone). */
export function formatTime(iso: string | null | undefined): string {
    return iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' }) : '';
}

/** "45 s", "14 min", "3 h 5 min", "2 d 4 h": how long a draw has been in its stage. */
export function formatAge(seconds: number | null | undefined): string {
    if (seconds == null) return '';
    if (seconds < 60) return `${seconds} s`;
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60) return `${minutes} min`;
    const hours = Math.floor(minutes / 60);
    if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
    const days = Math.floor(hours / 24);
    return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** Previous / next over a server list of `take` items; hidden when everything fits one page. */
export function Pager({ label, skip, take, total, onChange }: { label: string; skip: number; take: number; total: number; onChange: (skip: number) => void }) {
    if (total <= take && skip === 0) return null;
    const page = Math.floor(skip / take) + 1;
    const pages = Math.max(1, Math.ceil(total / take));
    return (
        <nav aria-label={`${label} pages`} className="flex items-center gap-2 mt-2 text-sm">
            <Button type="button" variant="outline" size="sm" disabled={skip === 0} onClick={() => onChange(Math.max(0, skip - take))}>
                Previous page
            </Button>
            <span>
                Page {page} of {pages} ({total} in all)
            </span>
            <Button type="button" variant="outline" size="sm" disabled={skip + take >= total} onClick={() => onChange(skip + take)}>
                Next page
            </Button>
        </nav>
    );
}
