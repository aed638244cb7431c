import {
    api,
    Page,
    PageBlock,
    PageLayout,
    PageTitle,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableHeader,
    TableRow,
    usePermissions,
} from '@vendure/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';

import { apiErrorMessage, formatTime, Pager } from '../common/format';
import { NoPermission } from '../common/permissions';
import { ORDERS_TO_SHIP, type OrderToShip, PRIZES_TO_SHIP, type PrizeToShip } from './fulfilment-api';
import { ShipForm } from './ShipForm';

const PAGE_SIZE = 20;

/** Vendure's own order page, for everything about the order beyond shipping it. */
function OrderLink({ id, code }: { id: string; code: string }) {
    return (
        <Link to="/orders/$id" params={{ id }} className="font-medium underline underline-offset-4">
            {code}
        </Link>
    );
}

function money(amount: number, currencyCode: string) {
    return new Intl.NumberFormat('en-MY', { style: 'currency', currency: currencyCode }).format(amount / 100);
}

/**
 * The fulfilment desk (admin API `prizesToShip`, `ordersToShip`, `shipOrder`): won prizes waiting
 * to ship, and every paid order waiting to ship, oldest first, each with its Ship form for an
 * operator with UpdateFulfilment. A won prize ships with the paid order it was taken to the cart in.
 */
export function FulfilmentPage() {
    const { hasPermissions } = usePermissions();
    const canRead = hasPermissions(['ReadFulfilment']);
    const canShip = hasPermissions(['UpdateFulfilment']);
    const [prizeSkip, setPrizeSkip] = useState(0);
    const [orderSkip, setOrderSkip] = useState(0);
    const prizes = useQuery({
        queryKey: ['tuah', 'fulfilment', 'prizes', prizeSkip],
        queryFn: () => api.query(PRIZES_TO_SHIP, { skip: prizeSkip, take: PAGE_SIZE }) as Promise<{ prizesToShip: { items: PrizeToShip[]; totalItems: number } }>,
        enabled: canRead,
        placeholderData: keepPreviousData,
    });
    const orders = useQuery({
        queryKey: ['tuah', 'fulfilment', 'orders', orderSkip],
        queryFn: () => api.query(ORDERS_TO_SHIP, { skip: orderSkip, take: PAGE_SIZE }) as Promise<{ ordersToShip: { items: OrderToShip[]; totalItems: number } }>,
        enabled: canRead,
        placeholderData: keepPreviousData,
    });
    if (!canRead) return <NoPermission title="Fulfilment" permission="ReadFulfilment" />;
    const prizeItems = prizes.data?.prizesToShip.items ?? [];
    const orderItems = orders.data?.ordersToShip.items ?? [];
    return (
        <Page pageId="tuah-fulfilment">
            <PageTitle>Fulfilment</PageTitle>
            <PageLayout>
                <PageBlock column="full" blockId="tuah-prizes-to-ship" title="Won prizes waiting to ship" description="Prizes shoppers won and took to a paid order; shipping the order ships the prize.">
                    {!canShip && <p className="mb-2">You can look at this list; shipping needs the UpdateFulfilment permission.</p>}
                    {prizes.error ? (
                        <p role="alert">Could not load the won prizes: {apiErrorMessage(prizes.error)}</p>
                    ) : prizes.isPending ? (
                        <p>Loading won prizes…</p>
                    ) : prizeItems.length === 0 ? (
                        <p>No won prize is waiting to ship.</p>
                    ) : (
                        <Table aria-label="Won prizes waiting to ship">
                            <TableHeader>
                                <TableRow>
                                    <TableHead>Prize</TableHead>
                                    <TableHead>Winner</TableHead>
                                    <TableHead>Order</TableHead>
                                    <TableHead>Paid</TableHead>
                                    {canShip && <TableHead>Ship</TableHead>}
                                </TableRow>
                            </TableHeader>
                            <TableBody>
                                {prizeItems.map(p => (
                                    <TableRow key={p.wonPrizeId}>
                                        <TableCell className="font-medium">{p.productName}</TableCell>
                                        <TableCell>{p.customerName ?? 'Guest'}</TableCell>
                                        <TableCell>
                                            <OrderLink id={p.orderId} code={p.orderCode} />
                                            <div className="text-sm text-muted-foreground">{p.orderState}</div>
                                        </TableCell>
                                        <TableCell>{formatTime(p.orderPlacedAt)}</TableCell>
                                        {canShip && (
                                            <TableCell>
                                                <ShipForm orderId={p.orderId} orderCode={p.orderCode} idPrefix={`prize-${p.wonPrizeId}`} />
                                            </TableCell>
                                        )}
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    )}
                    {prizes.data && <Pager label="Won prizes" skip={prizeSkip} take={PAGE_SIZE} total={prizes.data.prizesToShip.totalItems} onChange={setPrizeSkip} />}
                </PageBlock>
                <PageBlock column="full" blockId="tuah-orders-to-ship" title="Paid orders waiting to ship" description="Every paid order not shipped yet, oldest first.">
                    {orders.error ? (
                        <p role="alert">Could not load the orders: {apiErrorMessage(orders.error)}</p>
                    ) : orders.isPending ? (
                        <p>Loading orders…</p>
                    ) : orderItems.length === 0 ? (
                        <p>No paid order is waiting to ship.</p>
                    ) : (
                        <Table aria-label="Paid orders waiting to ship">
                            <TableHeader>
                                <TableRow>
                                    <TableHead>Order</TableHead>
                                    <TableHead>Customer</TableHead>
                                    <TableHead>Items</TableHead>
                                    <TableHead className="text-right">Total</TableHead>
                                    <TableHead>Paid</TableHead>
                                    {canShip && <TableHead>Ship</TableHead>}
                                </TableRow>
                            </TableHeader>
                            <TableBody>
                                {orderItems.map(o => (
                                    <TableRow key={o.id}>
                                        <TableCell>
                                            <OrderLink id={o.id} code={o.code} />
                                            <div className="text-sm text-muted-foreground">{o.state}</div>
                                        </TableCell>
                                        <TableCell>{o.customer ? `${o.customer.firstName} ${o.customer.lastName}`.trim() : 'Guest'}</TableCell>
                                        <TableCell>
                                            <ul>
                                                {o.lines.map(l => (
                                                    <li key={l.id}>
                                                        {l.quantity} × {l.productVariant.name}
                                                    </li>
                                                ))}
                                            </ul>
                                        </TableCell>
                                        <TableCell className="text-right tabular-nums">{money(o.totalWithTax, o.currencyCode)}</TableCell>
                                        <TableCell>{formatTime(o.orderPlacedAt)}</TableCell>
                                        {canShip && (
                                            <TableCell>
                                                <ShipForm orderId={o.id} orderCode={o.code} idPrefix={`order-${o.id}`} />
                                            </TableCell>
                                        )}
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    )}
                    {orders.data && <Pager label="Paid orders" skip={orderSkip} take={PAGE_SIZE} total={orders.data.ordersToShip.totalItems} onChange={setOrderSkip} />}
                </PageBlock>
            </PageLayout>
        </Page>
    );
}
