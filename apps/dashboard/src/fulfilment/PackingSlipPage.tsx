import { api, Button, Page, PageBlock, PageLayout, PageTitle, usePermissions } from '@vendure/dashboard';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';

import { apiErrorMessage, formatTime } from '../common/format';
import { NoPermission } from '../common/permissions';
import { PACKING_SLIP } from './fulfilment-api';
import { LinesToShip, ShipToAddress } from './ShipTo';

/**
 * One order's packing slip (admin API `packingSlip`, ReadFulfilment): order code and date, the
 * ship-to address, and each line that goes in the parcel with its quantity — won prizes as their
 * own lines, never blind boxes (opened online). "Print" prints the slip alone: on paper it covers
 * the dashboard's navigation, and this page's buttons are left off (print: classes).
 */
export function PackingSlipPage({ id }: { id: string }) {
    const { hasPermissions } = usePermissions();
    const canRead = hasPermissions(['ReadFulfilment']);
    const slip = useQuery({
        queryKey: ['tuah', 'fulfilment', 'slip', id],
        queryFn: () => api.query(PACKING_SLIP, { id }),
        enabled: canRead,
    });
    if (!canRead) return <NoPermission title="Packing slip" permission="ReadFulfilment" />;
    const order = slip.data?.packingSlip;
    return (
        <Page pageId="tuah-packing-slip">
            <PageTitle>{order ? `Packing slip ${order.code}` : 'Packing slip'}</PageTitle>
            <PageLayout>
                <PageBlock column="full" blockId="tuah-packing-slip">
                    <div className="flex flex-wrap gap-3 mb-4 print:hidden">
                        <Link to="/tuah/fulfilment" className="underline underline-offset-4">
                            Back to Fulfilment
                        </Link>
                        {order && (
                            <Button type="button" onClick={() => window.print()}>
                                Print
                            </Button>
                        )}
                    </div>
                    {slip.error ? (
                        <p role="alert">Could not load the packing slip: {apiErrorMessage(slip.error)}</p>
                    ) : slip.isPending ? (
                        <p>Loading the packing slip…</p>
                    ) : !order ? (
                        <p role="alert">There is no placed order {id}.</p>
                    ) : (
                        // On paper the slip covers the whole page, over Vendure's navigation and header.
                        <article
                            aria-label={`Packing slip for order ${order.code}`}
                            className="grid gap-4 max-w-2xl content-start print:fixed print:inset-0 print:z-[1000] print:max-w-none print:bg-white print:p-10 print:text-black"
                        >
                            <header className="grid gap-1">
                                <h2 className="text-xl font-semibold">Tuah — packing slip</h2>
                                <div>
                                    Order <strong>{order.code}</strong>, placed {formatTime(order.orderPlacedAt, 'dateOnly')}
                                </div>
                            </header>
                            <section aria-label="Ship to" className="grid gap-1">
                                <h3 className="font-semibold">Ship to</h3>
                                <ShipToAddress address={order.shippingAddress} />
                            </section>
                            <section aria-label="In the parcel" className="grid gap-1">
                                <h3 className="font-semibold">In the parcel</h3>
                                {order.linesToShip.length ? <LinesToShip lines={order.linesToShip} /> : <p>Nothing to ship: blind boxes are opened online.</p>}
                            </section>
                        </article>
                    )}
                </PageBlock>
            </PageLayout>
        </Page>
    );
}
