import { api, Badge, Page, PageBlock, PageLayout, PageTitle, usePermissions } from '@vendure/dashboard';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';

import { apiErrorMessage, formatTime } from '../common/format';
import { ListTable } from '../common/list-page';
import { NoPermission } from '../common/permissions';
import { type ShopperDetail, shopperName, SUPPORT_SHOPPER } from './api';
import { RemindButton } from './RemindButton';
import { ShopperPlayBlock } from './ShopperPlayBlock';

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
 * not, with the reminder for an unclaimed one), redeemed codes, the notifications sent to them, and
 * their rules of play (age check, limits, exclusion; support places an exclusion they asked for).
 */
export function ShopperPage({ customerId }: { customerId: string }) {
    const { hasPermissions } = usePermissions();
    const canRead = hasPermissions(['ReadCustomer']);
    const canRemind = hasPermissions(['UpdateCustomer']);
    const detail = useQuery({
        queryKey: ['tuah', 'support', 'shopper', customerId],
        queryFn: () => api.query(SUPPORT_SHOPPER, { customerId }),
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
                        <PageBlock
                            column="full"
                            blockId="tuah-shopper-responsible-play"
                            title="Responsible play"
                            description="The age check, spending limits and any pause on buying; the date of birth itself is not shown."
                        >
                            <ShopperPlayBlock customerId={page.shopper.id} shopperName={name} />
                        </PageBlock>
                        <PageBlock
                            column="full"
                            blockId="tuah-shopper-tickets"
                            title="Tickets"
                            description="Per campaign, newest first; a voided ticket is out of the draw."
                        >
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
                                                    {g.isCancelled ? 'Cancelled' : g.state === 'ACTIVE' ? 'Selling' : 'Ended'} · stage {g.stage} · {valid} valid
                                                    of {g.tickets.length}
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
                            <ListTable
                                label="Blind boxes"
                                what="blind boxes"
                                rows={page.boxes}
                                rowKey={b => b.id}
                                empty="No blind boxes."
                                columns={[
                                    { header: 'Box', className: 'font-mono', cell: b => b.code },
                                    { header: 'Campaign', cell: b => b.campaignName },
                                    { header: 'Opened', cell: b => (b.isOpen ? formatTime(b.openedAt) : 'Not opened') },
                                    { header: 'Prize', cell: b => (b.isOpen ? (b.isLose ? `${b.prizeName ?? ''} (consolation)` : b.prizeName) : '') },
                                    { header: 'Proof', cell: b => (b.proofUrl ? <ProofLink href={b.proofUrl} label={`Proof of box ${b.code}`} /> : '') },
                                ]}
                            />
                        </PageBlock>
                        <PageBlock column="full" blockId="tuah-shopper-prizes" title="Won prizes">
                            <ListTable
                                label="Won prizes"
                                what="won prizes"
                                rows={page.wonPrizes}
                                rowKey={p => p.id}
                                empty="No won prizes."
                                columns={[
                                    { header: 'Prize', className: 'font-medium', cell: p => p.prizeName },
                                    { header: 'Campaign', cell: p => p.campaignName },
                                    { header: 'Won', cell: p => formatTime(p.wonAt) },
                                    { header: 'Claimed', cell: prizeState },
                                    { header: 'Last reminder', cell: p => (p.remindedAt ? formatTime(p.remindedAt) : 'Never') },
                                    canRemind && {
                                        header: 'Remind',
                                        // Only a prize still waiting for its winner can be reminded of.
                                        cell: p => !p.isRedeemed && !p.isATC && <RemindButton wonPrizeId={p.id} prizeName={p.prizeName} winner={name} />,
                                    },
                                ]}
                            />
                        </PageBlock>
                        <PageBlock column="full" blockId="tuah-shopper-codes" title="Codes redeemed">
                            <ListTable
                                label="Codes redeemed"
                                what="codes"
                                rows={page.codes}
                                rowKey={c => c.code}
                                empty="No codes redeemed."
                                columns={[
                                    { header: 'Code', className: 'font-mono', cell: c => c.code },
                                    { header: 'Campaign', cell: c => c.campaignName },
                                    { header: 'Granted', cell: c => `${c.quantity} × ${c.grantType.toLowerCase()}` },
                                    { header: 'Redeemed', cell: c => formatTime(c.redeemedAt) },
                                ]}
                            />
                        </PageBlock>
                        <PageBlock
                            column="full"
                            blockId="tuah-shopper-notifications"
                            title="Notifications sent"
                            description="The 100 newest, in the dashboard's language (English unless Malay is chosen)."
                        >
                            <ListTable
                                label="Notifications sent"
                                what="notifications"
                                rows={page.notifications}
                                rowKey={n => n.id}
                                empty="No notifications."
                                columns={[
                                    { header: 'Sent', cell: n => formatTime(n.createdAt) },
                                    { header: 'Kind', className: 'font-mono text-sm', cell: n => n.tag },
                                    { header: 'Title', cell: n => n.title },
                                    { header: 'Read', cell: n => (n.isRead ? 'Read' : 'Unread') },
                                ]}
                            />
                        </PageBlock>
                    </>
                )}
            </PageLayout>
        </Page>
    );
}
