import { api, Page, PageBlock, PageLayout, PageTitle, usePermissions } from '@vendure/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';

import { apiErrorMessage, formatTime, Pager } from '../common/format';
import { NoPermission } from '../common/permissions';
import { ORDERS_TO_SHIP, type OrderToShip, PRIZES_TO_SHIP } from './fulfilment-api';
import { ShipForm } from './ShipForm';
import { LinesToShip, ShipToAddress } from './ShipTo';

const PAGE_SIZE = 20;

/**
 * The order's code; a link to Vendure's own order page only for an operator who may open it
 * (ReadOrder): a fulfilment-only packer never lands on "not authorized".
 */
function OrderCode({ id, code }: { id: string; code: string }) {
    const { hasPermissions } = usePermissions();
    if (!hasPermissions(['ReadOrder'])) return <span className="font-medium">{code}</span>;
    return (
        <Link to="/orders/$id" params={{ id }} className="font-medium underline underline-offset-4">
            {code}
        </Link>
    );
}

/** The order's packing slip (./PackingSlipPage), within ReadFulfilment. */
function SlipLink({ id, code }: { id: string; code: string }) {
    return (
        <Link to="/tuah/fulfilment/$id/slip" params={{ id }} className="underline underline-offset-4" aria-label={`Packing slip for order ${code}`}>
            Packing slip
        </Link>
    );
}

function money(amount: number, currencyCode: string) {
    return new Intl.NumberFormat('en-MY', { style: 'currency', currency: currencyCode }).format(amount / 100);
}

function customerName(customer: OrderToShip['customer']) {
    return customer ? `${customer.firstName} ${customer.lastName}`.trim() : 'Guest';
}

/** A field of a card: its label above what it holds, top-aligned with the card's other fields. */
function Field({ label, children }: { label: string; children: React.ReactNode }) {
    return (
        <div className="grid content-start gap-1 min-w-0">
            <div className="text-xs font-medium uppercase text-muted-foreground">{label}</div>
            <div className="break-words">{children}</div>
        </div>
    );
}

/** One paid order waiting to ship, as a card: who and where to, what goes in the parcel, its slip and Ship form. */
function OrderCard({ order, canShip }: { order: OrderToShip; canShip: boolean }) {
    return (
        <li className="rounded-md border p-3" aria-label={`Order ${order.code}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 mb-3">
                <div className="flex flex-wrap items-baseline gap-x-3">
                    <OrderCode id={order.id} code={order.code} />
                    <span className="text-sm text-muted-foreground">{order.state}</span>
                    <span className="text-sm">Paid {formatTime(order.orderPlacedAt)}</span>
                </div>
                <div className="flex items-baseline gap-3">
                    <span className="tabular-nums">{money(order.totalWithTax, order.currencyCode)}</span>
                    <SlipLink id={order.id} code={order.code} />
                </div>
            </div>
            <div className="grid gap-3 md:grid-cols-3">
                <Field label="Ship to">
                    <ShipToAddress address={order.shippingAddress} />
                    <div className="text-sm text-muted-foreground mt-1">Customer: {customerName(order.customer)}</div>
                </Field>
                <Field label="In the parcel">
                    <LinesToShip lines={order.linesToShip} />
                </Field>
                {canShip && (
                    <Field label="Ship">
                        <ShipForm orderId={order.id} orderCode={order.code} idPrefix={`order-${order.id}`} />
                    </Field>
                )}
            </div>
        </li>
    );
}

/**
 * The fulfilment desk (admin API `prizesToShip`, `ordersToShip`, `packingSlip`, `shipOrder`): won
 * prizes waiting to ship, and every paid order with something in its parcel, oldest first, each
 * with its address, the lines that ship (never blind boxes: they are opened online), its packing
 * slip and its Ship form for an operator with UpdateFulfilment. Cards, not tables, so that the
 * desk works on a phone (docs/dashboard.md#what-is-there-so-far, Tuah → Fulfilment).
 */
export function FulfilmentPage() {
    const { hasPermissions } = usePermissions();
    const canRead = hasPermissions(['ReadFulfilment']);
    const canShip = hasPermissions(['UpdateFulfilment']);
    const [prizeSkip, setPrizeSkip] = useState(0);
    const [orderSkip, setOrderSkip] = useState(0);
    const prizes = useQuery({
        queryKey: ['tuah', 'fulfilment', 'prizes', prizeSkip],
        queryFn: () => api.query(PRIZES_TO_SHIP, { skip: prizeSkip, take: PAGE_SIZE }),
        enabled: canRead,
        placeholderData: keepPreviousData,
    });
    const orders = useQuery({
        queryKey: ['tuah', 'fulfilment', 'orders', orderSkip],
        queryFn: () => api.query(ORDERS_TO_SHIP, { skip: orderSkip, take: PAGE_SIZE }),
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
                <PageBlock
                    column="full"
                    blockId="tuah-prizes-to-ship"
                    title="Won prizes waiting to ship"
                    description="Prizes shoppers won and took to a paid order; they ship with that order, below."
                >
                    {prizes.error ? (
                        <p role="alert">Could not load the won prizes: {apiErrorMessage(prizes.error)}</p>
                    ) : prizes.isPending ? (
                        <p>Loading won prizes…</p>
                    ) : prizeItems.length === 0 ? (
                        <p>No won prize is waiting to ship.</p>
                    ) : (
                        <ul aria-label="Won prizes waiting to ship" className="grid gap-2">
                            {prizeItems.map(p => (
                                <li key={p.wonPrizeId} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 rounded-md border p-2">
                                    <span className="font-medium">{p.productName}</span>
                                    <span>won by {p.customerName ?? 'Guest'}</span>
                                    <span>
                                        order <OrderCode id={p.orderId} code={p.orderCode} />{' '}
                                        <span className="text-sm text-muted-foreground">{p.orderState}</span>
                                    </span>
                                    <span className="text-sm">Paid {formatTime(p.orderPlacedAt)}</span>
                                    <SlipLink id={p.orderId} code={p.orderCode} />
                                </li>
                            ))}
                        </ul>
                    )}
                    {prizes.data && (
                        <Pager label="Won prizes" skip={prizeSkip} take={PAGE_SIZE} total={prizes.data.prizesToShip.totalItems} onChange={setPrizeSkip} />
                    )}
                </PageBlock>
                <PageBlock
                    column="full"
                    blockId="tuah-orders-to-ship"
                    title="Paid orders waiting to ship"
                    description="Every paid order with something in the parcel, oldest first. Blind boxes are opened online and never shipped; a won prize is its own line."
                >
                    {!canShip && <p className="mb-2">You can look at this list; shipping needs the UpdateFulfilment permission.</p>}
                    {orders.error ? (
                        <p role="alert">Could not load the orders: {apiErrorMessage(orders.error)}</p>
                    ) : orders.isPending ? (
                        <p>Loading orders…</p>
                    ) : orderItems.length === 0 ? (
                        <p>No paid order is waiting to ship.</p>
                    ) : (
                        <ul aria-label="Paid orders waiting to ship" className="grid gap-3">
                            {orderItems.map(o => (
                                <OrderCard key={o.id} order={o} canShip={canShip} />
                            ))}
                        </ul>
                    )}
                    {orders.data && (
                        <Pager label="Paid orders" skip={orderSkip} take={PAGE_SIZE} total={orders.data.ordersToShip.totalItems} onChange={setOrderSkip} />
                    )}
                </PageBlock>
            </PageLayout>
        </Page>
    );
}
