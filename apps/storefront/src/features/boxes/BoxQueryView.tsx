import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { QueryView, type QueryStatus } from '../../ui/QueryView';
import { Skeleton } from '../../ui/Skeleton';

/** The states of one box's query: "Box not found" (no id, or not the shopper's), loading, error, then the box. */
export function BoxQueryView<T>({
    query,
    data,
    boxId,
    children,
}: {
    query: QueryStatus;
    data: T | null | undefined;
    boxId: string;
    children: (data: T) => ReactNode;
}) {
    const { t } = useTranslation('boxes');
    return (
        <QueryView
            query={query}
            data={data}
            missing={!boxId}
            notFound={{ icon: 'compass', title: t('notFound.title'), body: t('notFound.body') }}
            loading={<Skeleton className="h-64" />}
        >
            {children}
        </QueryView>
    );
}
