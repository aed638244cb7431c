import { api, Badge, Page, PageBlock, PageLayout, PageTitle, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, usePermissions } from '@vendure/dashboard';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';

import { apiErrorMessage, formatTime } from '../common/format';
import { NoPermission } from '../common/permissions';
import { type ShopperDetail, shopperName, SUPPORT_SHOPPER } from './api';
import { RemindButton } from './RemindButton';

/** A public proof page of the shop (same origin), opened beside the dashboard. */
function ProofLink({ href, label }: { href: string; label: string }) {
    return (
        <a href={href} target="_blank" rel="noreferrer" className="underline underline-offset-4" aria-label={label}>
            Proof
        </a>
    );
}

function prizeState(p: ShopperDetail['wonPrizes'][number]) {
    if (p.isRedeemed) return p.pType === 'DIGITAL' ? 'Claimed (code revealed)' : 'Claimed (shipped)';
    if (p.isATC) return 'In an order';
    return 'Not claimed';
}

/**
 * One shopper as support sees them (admin `supportShopper`, ReadCustomer): tickets per campaign
 * (numbers, campaign state, voided), blind boxes with their public proofs, won prizes (claimed or
 * not, with the reminder for an unclaimed one), redeemed codes and the notifications sent to them.
 */
export function ShopperPage({ customerId }: { customerId: string }) {
    const { hasPermissions } = usePermissions();
    const canRead = hasPermissions(['ReadCustomer']);
    const canRemind = hasPermissions(['UpdateCustomer']);
    const detail = useQuery({
        queryKey: ['tuah', 'support', 'shopper', customerId],
        queryFn: () => api.query(SUPPORT_SHOPPER, { customerId }) as Promise<{ supportShopper: ShopperDetail | null }>,
        enabled: canRead,
    });
    if (!canRead) return <NoPermission title="Shoppers" permission="ReadCustomer" />;
    const page = detail.data?.supportShopper;
    const name = page ? shopperName(page.shopper) : 'Shopper';
    return (
        <Page pageId="tuah-shopper">
            <PageTitle>{name}</PageTitle>
            <PageLayout>
                <PageBlock column="full" blockId="tuah-shopper-who" title="Shopper">
                    <p>
                        <Link to="/tuah/shoppers" className="underline underline-offset-4">
                            Back to the search
                        </Link>
                    </p>
                    {detail.error ? (
                        <p role="alert">Could not load this shopper: {apiErrorMessage(detail.error)}</p>
                    ) : detail.isPending ? (
                        <p>Loading…</p>
                    ) : !page ? (
                        <p role="alert">There is no shopper {customerId}.</p>
                    ) : (
                        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 mt-2">
                            <dt className="text-muted-foreground">Phone</dt>
                            <dd>{page.shopper.phone ?? 'No verified phone'}</dd>
                            <dt className="text-muted-foreground">Email</dt>
                            <dd>{page.shopper.emailAddress}</dd>
                            <dt className="text-muted-foreground">Joined</dt>
                            <dd>{formatTime(page.shopper.createdAt)}</dd>
                            <dt className="text-muted-foreground">Customer record</dt>
                            <dd>
                                <Link to="/customers/$id" params={{ id: page.shopper.id }} className="underline underline-offset-4">
                                    Open in Customers
                                </Link>
                            </dd>
                        </dl>
                    )}
                </PageBlock>
                {page && (
                    <>
                        <PageBlock column="full" blockId="tuah-shopper-tickets" title="Tickets" description="Per campaign, newest first; a voided ticket is out of the draw.">
                            {page.ticketGroups.length === 0 ? (
                                <p>No tickets.</p>
                            ) : (
                                page.ticketGroups.map(g => {
                                    const valid = g.tickets.filter(t => !t.isVoid).length;
                                    return (
                                        <section key={g.campaignId} className="mb-4" aria-label={`Tickets in ${g.campaignName}`}>
                                            <h3 className="font-medium">
                                                {g.campaignName}{' '}
                                                <span className="text-sm text-muted-foreground">
                                                    {g.isCancelled ? 'Cancelled' : g.state === 'ACTIVE' ? 'Selling' : 'Ended'} · stage {g.stage} · {valid} valid of {g.tickets.length}
                                                </span>{' '}
                                                {g.proofUrl && <ProofLink href={g.proofUrl} label={`Proof of the draw ${g.campaignName}`} />}
                                            </h3>
                                            <ul className="flex flex-wrap gap-2 mt-1">
                                                {g.tickets.map(t => (
                                                    <li key={t.ticketId} className={t.isVoid ? 'line-through text-muted-foreground' : ''}>
                                                        <span className="font-mono">{t.ticketId}</span> {t.rarity}
                                                        {t.isVoid && ' (voided)'}
                                                        {t.isWin && (
                                                            <>
                                                                {' '}
                                                                <Badge>Winner</Badge>
                                                            </>
                                                        )}
                                                    </li>
                                                ))}
                                            </ul>
                                        </section>
                                    );
                                })
                            )}
                        </PageBlock>
                        <PageBlock column="full" blockId="tuah-shopper-boxes" title="Blind boxes">
                            {page.boxes.length === 0 ? (
                                <p>No blind boxes.</p>
                            ) : (
                                <Table aria-label="Blind boxes">
                                    <TableHeader>
                                        <TableRow>
                                            <TableHead>Box</TableHead>
                                            <TableHead>Campaign</TableHead>
                                            <TableHead>Opened</TableHead>
                                            <TableHead>Prize</TableHead>
                                            <TableHead>Proof</TableHead>
                                        </TableRow>
                                    </TableHeader>
                                    <TableBody>
                                        {page.boxes.map(b => (
                                            <TableRow key={b.id}>
                                                <TableCell className="font-mono">{b.code}</TableCell>
                                                <TableCell>{b.campaignName}</TableCell>
                                                <TableCell>{b.isOpen ? formatTime(b.openedAt) : 'Not opened'}</TableCell>
                                                <TableCell>{b.isOpen ? (b.isLose ? `${b.prizeName ?? ''} (consolation)` : b.prizeName) : ''}</TableCell>
                                                <TableCell>{b.proofUrl ? <ProofLink href={b.proofUrl} label={`Proof of box ${b.code}`} /> : ''}</TableCell>
                                            </TableRow>
                                        ))}
                                    </TableBody>
                                </Table>
                            )}
                        </PageBlock>
                        <PageBlock column="full" blockId="tuah-shopper-prizes" title="Won prizes">
                            {page.wonPrizes.length === 0 ? (
                                <p>No won prizes.</p>
                            ) : (
                                <Table aria-label="Won prizes">
                                    <TableHeader>
                                        <TableRow>
                                            <TableHead>Prize</TableHead>
                                            <TableHead>Campaign</TableHead>
                                            <TableHead>Won</TableHead>
                                            <TableHead>Claimed</TableHead>
                                            <TableHead>Last reminder</TableHead>
                                            {canRemind && <TableHead>Remind</TableHead>}
                                        </TableRow>
                                    </TableHeader>
                                    <TableBody>
                                        {page.wonPrizes.map(p => {
                                            const unclaimed = !p.isRedeemed && !p.isATC;
                                            return (
                                                <TableRow key={p.id}>
                                                    <TableCell className="font-medium">{p.prizeName}</TableCell>
                                                    <TableCell>{p.campaignName}</TableCell>
                                                    <TableCell>{formatTime(p.wonAt)}</TableCell>
                                                    <TableCell>{prizeState(p)}</TableCell>
                                                    <TableCell>{p.remindedAt ? formatTime(p.remindedAt) : 'Never'}</TableCell>
                                                    {canRemind && <TableCell>{unclaimed && <RemindButton wonPrizeId={p.id} prizeName={p.prizeName} winner={name} />}</TableCell>}
                                                </TableRow>
                                            );
                                        })}
                                    </TableBody>
                                </Table>
                            )}
                        </PageBlock>
                        <PageBlock column="full" blockId="tuah-shopper-codes" title="Codes redeemed">
                            {page.codes.length === 0 ? (
                                <p>No codes redeemed.</p>
                            ) : (
                                <Table aria-label="Codes redeemed">
                                    <TableHeader>
                                        <TableRow>
                                            <TableHead>Code</TableHead>
                                            <TableHead>Campaign</TableHead>
                                            <TableHead>Granted</TableHead>
                                            <TableHead>Redeemed</TableHead>
                                        </TableRow>
                                    </TableHeader>
                                    <TableBody>
                                        {page.codes.map(c => (
                                            <TableRow key={c.code}>
                                                <TableCell className="font-mono">{c.code}</TableCell>
                                                <TableCell>{c.campaignName}</TableCell>
                                                <TableCell>
                                                    {c.quantity} × {c.grantType.toLowerCase()}
                                                </TableCell>
                                                <TableCell>{formatTime(c.redeemedAt)}</TableCell>
                                            </TableRow>
                                        ))}
                                    </TableBody>
                                </Table>
                            )}
                        </PageBlock>
                        <PageBlock column="full" blockId="tuah-shopper-notifications" title="Notifications sent" description="The 100 newest, in the dashboard's language (English unless Malay is chosen).">
                            {page.notifications.length === 0 ? (
                                <p>No notifications.</p>
                            ) : (
                                <Table aria-label="Notifications sent">
                                    <TableHeader>
                                        <TableRow>
                                            <TableHead>Sent</TableHead>
                                            <TableHead>Kind</TableHead>
                                            <TableHead>Title</TableHead>
                                            <TableHead>Read</TableHead>
                                        </TableRow>
                                    </TableHeader>
                                    <TableBody>
                                        {page.notifications.map(n => (
                                            <TableRow key={n.id}>
                                                <TableCell>{formatTime(n.createdAt)}</TableCell>
                                                <TableCell className="font-mono text-sm">{n.tag}</TableCell>
                                                <TableCell>{n.title}</TableCell>
                                                <TableCell>{n.isRead ? 'Read' : 'Unread'}</TableCell>
                                            </TableRow>
                                        ))}
                                    </TableBody>
                                </Table>
                            )}
                        </PageBlock>
                    </>
                )}
            </PageLayout>
        </Page>
    );
}
