import { api, Button, Input, Label, Page, PageBlock, PageLayout, PageTitle, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, usePermissions } from '@vendure/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';

import { apiErrorMessage, formatTime, Pager } from '../common/format';
import { NoPermission } from '../common/permissions';
import { type Shopper, shopperName, SUPPORT_SHOPPERS } from './api';

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
        queryFn: () => api.query(SUPPORT_SHOPPERS, { search, skip, take: PAGE_SIZE }) as Promise<{ supportShoppers: { items: Shopper[]; totalItems: number } }>,
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
                <PageBlock column="full" blockId="tuah-shopper-search" title="Find a shopper" description="By phone number (any format: +60 12-300 0001, 0123000001), email, name or username.">
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
                        {found.error ? (
                            <p role="alert">{apiErrorMessage(found.error)}</p>
                        ) : found.isPending ? (
                            <p>Searching…</p>
                        ) : items.length === 0 ? (
                            <p>No shopper matches “{search}”.</p>
                        ) : (
                            <Table aria-label="Shoppers found">
                                <TableHeader>
                                    <TableRow>
                                        <TableHead>Name</TableHead>
                                        <TableHead>Phone</TableHead>
                                        <TableHead>Email</TableHead>
                                        <TableHead>Joined</TableHead>
                                    </TableRow>
                                </TableHeader>
                                <TableBody>
                                    {items.map(s => (
                                        <TableRow key={s.id}>
                                            <TableCell>
                                                <Link to="/tuah/shoppers/$customerId" params={{ customerId: s.id }} className="font-medium underline underline-offset-4">
                                                    {shopperName(s)}
                                                </Link>
                                                {s.username && <div className="text-sm text-muted-foreground">@{s.username}</div>}
                                            </TableCell>
                                            <TableCell>{s.phone ?? 'No verified phone'}</TableCell>
                                            <TableCell>{s.emailAddress}</TableCell>
                                            <TableCell>{formatTime(s.createdAt, 'dateOnly')}</TableCell>
                                        </TableRow>
                                    ))}
                                </TableBody>
                            </Table>
                        )}
                        {found.data && <Pager label="Shoppers" skip={skip} take={PAGE_SIZE} total={found.data.supportShoppers.totalItems} onChange={setSkip} />}
                    </PageBlock>
                )}
            </PageLayout>
        </Page>
    );
}
