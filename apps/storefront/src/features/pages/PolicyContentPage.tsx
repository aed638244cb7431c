import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { useShopQuery } from '../../api/useShopQuery';
import { paths } from '../../routing/paths';
import { PolicyPageDocument } from '../../gql/graphql';
import { PageHeader } from '../../ui/PageHeader';
import { QueryView } from '../../ui/QueryView';
import { Skeleton } from '../../ui/Skeleton';
import { useDateTime } from '../../ui/time';
import { PolicyBody } from './PolicyBody';

/** `profile/policy/content?slug=`: one policy page in the shopper's language; another slug shows "no such policy". */
export function PolicyContentPage() {
    const { t } = useTranslation('pages');
    const dateTime = useDateTime();
    const slug = useSearchParams()[0].get('slug') ?? '';
    const query = useShopQuery(PolicyPageDocument, { slug }, { enabled: !!slug });
    const page = query.data?.data.policyPage;
    return (
        <>
            <PageHeader title={page?.title ?? t('policy.title')} fallback={paths.policies()} />
            <main className="px-4 py-5">
                <QueryView
                    query={query}
                    data={page}
                    missing={!slug}
                    notFound={{
                        icon: 'compass',
                        title: t('policy.notFoundTitle'),
                        body: t('policy.notFoundBody'),
                        action: (
                            <Link to={paths.policies()} className="text-sm font-bold text-lucky-700 underline underline-offset-2">
                                {t('policy.all')}
                            </Link>
                        ),
                    }}
                    loading={<Skeleton className="h-96" />}
                >
                    {found => (
                        <article lang={found.languageCode} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
                            <p className="mb-3 text-xs text-ink-soft">{t('policy.updated', { date: dateTime(found.updatedAt) })}</p>
                            <PolicyBody body={found.body} />
                        </article>
                    )}
                </QueryView>
            </main>
        </>
    );
}
