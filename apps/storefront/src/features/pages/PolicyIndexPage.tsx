import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useShopQuery } from '../../api/useShopQuery';
import { paths } from '../../routing/paths';
import { PolicyPagesDocument } from '../../gql/graphql';
import { Icon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { QueryView } from '../../ui/QueryView';
import { Skeleton } from '../../ui/Skeleton';

/** `profile/policy`: the five policy pages by title, for everyone (signed in or not). */
export function PolicyIndexPage() {
    const { t } = useTranslation('pages');
    const query = useShopQuery(PolicyPagesDocument);
    return (
        <>
            <PageHeader title={t('policy.title')} fallback={paths.home()} />
            <main className="space-y-4 px-4 py-5">
                <p className="text-sm text-ink-soft">{t('policy.intro')}</p>
                <QueryView query={query} data={query.data?.data.policyPages} loading={<Skeleton className="h-64" />}>
                    {pages => (
                        <ul className="divide-y divide-line overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line">
                            {pages.map(page => (
                                <li key={page.slug}>
                                    <Link
                                        to={paths.policy(page.slug)}
                                        className="flex items-center justify-between gap-3 px-4 py-3.5 text-sm font-bold text-ink hover:bg-cream"
                                    >
                                        {page.title}
                                        <Icon name="forward" className="size-4 shrink-0 text-ink-soft" />
                                    </Link>
                                </li>
                            ))}
                        </ul>
                    )}
                </QueryView>
            </main>
        </>
    );
}
