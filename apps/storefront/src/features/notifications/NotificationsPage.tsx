import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useInfiniteShopQuery, useShopMutation } from '../../api/useShopQuery';
import { paths } from '../../routing/paths';
import { NotificationsMarkReadDocument, ReadNotificationDocument, type NotificationItemFragment, type ReadNotificationQuery } from '../../gql/graphql';
import { ActionLink } from '../../ui/actionLink';
import { ItemList } from '../../ui/ItemList';
import { LoadMore } from '../../ui/LoadMore';
import { PullToRefresh } from '../../ui/PullToRefresh';
import { QueryView } from '../../ui/QueryView';
import { SkeletonList } from '../../ui/Skeleton';
import { useRelativeTime } from '../../ui/time';
import { NOTIFICATIONS_REFETCH_MS } from './useUnreadCount';

const PAGE_SIZE = 20;

interface Group {
    title: string;
    content: NotificationItemFragment[];
}

/** The server groups each page by day; a day cut by a page boundary is joined again. */
function joinGroups(pages: readonly { data: ReadNotificationQuery }[]): Group[] {
    const groups: Group[] = [];
    for (const page of pages) {
        for (const group of page.data.readNotification.groups) {
            const last = groups.at(-1);
            if (last?.title === group.title) last.content.push(...group.content);
            else groups.push({ title: group.title, content: [...group.content] });
        }
    }
    return groups;
}

/** The Notification tab (docs/storefront.md#notifications): the shopper's notifications by day, newest first; a tap marks one read and opens its link. */
export function NotificationsPage() {
    const { t } = useTranslation('notifications');
    const queryClient = useQueryClient();
    const list = useInfiniteShopQuery(
        ReadNotificationDocument,
        page => ({ options: page }),
        data => data.readNotification,
        {
            pageSize: PAGE_SIZE,
            refetchInterval: NOTIFICATIONS_REFETCH_MS,
        },
    );
    const pages = list.data?.pages;
    const groups = useMemo(() => (pages ? joinGroups(pages) : undefined), [pages]);
    const unreadCount = pages?.[0]?.data.readNotification.unreadCount ?? 0;
    // Read at once on screen; the server's answer follows.
    const [readNow, setReadNow] = useState<ReadonlySet<string>>(new Set());
    const markRead = useShopMutation(NotificationsMarkReadDocument);

    const refreshAll = () =>
        Promise.all([
            queryClient.invalidateQueries({ queryKey: ['shop', 'ReadNotification'] }),
            queryClient.invalidateQueries({ queryKey: ['shop', 'NotificationsUnread'] }),
        ]);
    async function read(input: { ids: string[]; all?: boolean }) {
        setReadNow(previous => new Set([...previous, ...input.ids]));
        await markRead.mutateAsync({ input }).catch(() => undefined);
        await refreshAll();
    }
    const allIds = groups?.flatMap(group => group.content.filter(n => !n.isRead).map(n => n.id)) ?? [];

    return (
        <>
            <header className="sticky top-0 z-20 flex items-center justify-between gap-2 border-b border-line bg-cream/95 px-4 pt-[max(1rem,env(safe-area-inset-top))] pb-3 backdrop-blur">
                <h1 className="text-xl font-black">{t('title')}</h1>
                <button
                    type="button"
                    onClick={() => void read({ ids: allIds, all: true })}
                    disabled={unreadCount === 0}
                    className="rounded-full px-3 py-1.5 text-sm font-bold text-lucky-700 hover:bg-lucky-50 disabled:text-ink-soft disabled:hover:bg-transparent"
                >
                    {t('markAllRead')}
                </button>
            </header>
            <PullToRefresh onRefresh={refreshAll}>
                <main className="px-4 py-3">
                    <QueryView
                        query={list}
                        data={groups}
                        forbidden={{ icon: 'bell', title: t('signIn.title'), body: t('signIn.body') }}
                        loading={<SkeletonList count={4} className="h-20" />}
                        empty={{
                            icon: 'bell',
                            title: t('empty.title'),
                            body: t('empty.body'),
                            action: (
                                <Link
                                    to={paths.draws()}
                                    className="mt-2 rounded-full bg-lucky-600 px-6 py-2.5 text-sm font-bold text-white shadow-sm active:scale-95"
                                >
                                    {t('empty.action')}
                                </Link>
                            ),
                        }}
                        isEmpty={all => all.length === 0}
                    >
                        {all => (
                            <>
                                {all.map(group => (
                                    <section key={group.title} aria-labelledby={`day-${group.title}`} className="mb-4">
                                        <h2 id={`day-${group.title}`} className="mb-2 text-sm font-extrabold text-ink-soft">
                                            {group.title}
                                        </h2>
                                        <ItemList items={group.content} className="space-y-2">
                                            {item => (
                                                <NotificationRow
                                                    item={item}
                                                    read={item.isRead || readNow.has(item.id)}
                                                    onOpen={() => void read({ ids: [item.id] })}
                                                />
                                            )}
                                        </ItemList>
                                    </section>
                                ))}
                                <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoadMore={list.fetchNextPage} />
                            </>
                        )}
                    </QueryView>
                </main>
            </PullToRefresh>
        </>
    );
}

function NotificationRow({ item, read, onOpen }: { item: NotificationItemFragment; read: boolean; onOpen: () => void }) {
    const { t } = useTranslation('notifications');
    const relative = useRelativeTime();
    return (
        <ActionLink
            type={item.actionTyp}
            value={item.actionVal}
            onClick={read ? undefined : onOpen}
            className={`flex gap-3 rounded-2xl p-3 shadow-sm ring-1 ring-line ${read ? 'bg-white' : 'bg-lucky-50'}`}
        >
            {item.imgUrl ? <img src={item.imgUrl} alt="" loading="lazy" className="size-12 shrink-0 rounded-xl object-cover" /> : null}
            <span className="min-w-0 flex-1">
                <span className="flex items-start justify-between gap-2">
                    <span className={`text-sm ${read ? 'font-semibold' : 'font-black'} text-ink`}>{item.title}</span>
                    {read ? null : (
                        <span className="mt-1 flex shrink-0 items-center">
                            <span aria-hidden className="size-2.5 rounded-full bg-lucky-600" />
                            <span className="sr-only">{t('unread')}</span>
                        </span>
                    )}
                </span>
                <span className="mt-0.5 block text-sm text-ink-soft">{item.msg}</span>
                <time dateTime={item.createdAt} className="mt-1 block text-xs text-ink-soft">
                    {relative(item.createdAt)}
                </time>
            </span>
        </ActionLink>
    );
}
