import { api, Button, Input, Label, Page, PageBlock, PageLayout, PageTitle, usePermissions } from '@vendure/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';

import { formatTime, Pager } from '../common/format';
import { ListTable } from '../common/list-page';
import { NoPermission } from '../common/permissions';
import { shopperName, SUPPORT_SHOPPERS } from './api';

const PAGE_SIZE = 20;

/** Tuah → Shoppers: support finds a shopper by phone (as the shopper says it), email, name or username, then opens their page. */
export function ShoppersPage() {
    const { hasPermissions } = usePermissions();
    const canRead = hasPermissions(['ReadCustomer']);
    const [typed, setTyped] = useState('');
    const [search, setSearch] = useState('');
    const [skip, setSkip] = useState(0);
    const found = useQuery({
        queryKey: ['tuah', 'support', 'shoppers', search, skip],
        queryFn: () => api.query(SUPPORT_SHOPPERS, { search, skip, take: PAGE_SIZE }),
        enabled: canRead && search !== '',
        placeholderData: keepPreviousData,
        retry: false,
    });
    if (!canRead) return <NoPermission title="Shoppers" permission="ReadCustomer" />;
    const items = found.data?.supportShoppers.items ?? [];
    return (
        <Page pageId="tuah-shoppers">
            <PageTitle>Shoppers</PageTitle>
            <PageLayout>
                <PageBlock
                    column="full"
                    blockId="tuah-shopper-search"
                    title="Find a shopper"
                    description="By phone number (any format: +60 12-300 0001, 0123000001), email, name or username."
                >
                    <form
                        className="flex flex-wrap items-end gap-2"
                        onSubmit={e => {
                            e.preventDefault();
                            setSkip(0);
                            setSearch(typed.trim());
                        }}
                    >
                        <div className="flex flex-col gap-1">
                            <Label htmlFor="shopper-search">Phone, email or name</Label>
                            <Input id="shopper-search" value={typed} maxLength={100} onChange={e => setTyped(e.target.value)} className="w-72" />
                        </div>
                        <Button type="submit">Search</Button>
                    </form>
                </PageBlock>
                {search !== '' && (
                    <PageBlock column="full" blockId="tuah-shopper-results" title="Shoppers found">
                        <ListTable
                            label="Shoppers found"
                            what="shoppers"
                            loading="Searching…"
                            error={found.error}
                            isPending={found.isPending}
                            rows={items}
                            rowKey={s => s.id}
                            empty={`No shopper matches “${search}”.`}
                            columns={[
                                {
                                    header: 'Name',
                                    cell: s => (
                                        <>
                                            <Link
                                                to="/tuah/shoppers/$customerId"
                                                params={{ customerId: s.id }}
                                                className="font-medium underline underline-offset-4"
                                            >
                                                {shopperName(s)}
                                            </Link>
                                            {s.username && <div className="text-sm text-muted-foreground">@{s.username}</div>}
                                        </>
                                    ),
                                },
                                { header: 'Phone', cell: s => s.phone ?? 'No verified phone' },
                                { header: 'Email', cell: s => s.emailAddress },
                                { header: 'Joined', cell: s => formatTime(s.createdAt, 'dateOnly') },
                            ]}
                        />
                        {found.data && <Pager label="Shoppers" skip={skip} take={PAGE_SIZE} total={found.data.supportShoppers.totalItems} onChange={setSkip} />}
                    </PageBlock>
                )}
            </PageLayout>
        </Page>
    );
}
