import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { useShopQuery } from '../../api/useShopQuery';
import { paths } from '../../routing/paths';
import { GetOneOrderDocument, GetOneOrderPoolingDocument, type GetOneOrderQuery } from '../../gql/graphql';
import { AssetImage } from '../../ui/AssetImage';
import { Card } from '../../ui/Card';
import { useCountryName } from '../../ui/country';
import { Icon } from '../../ui/icons';
import { MoneySummary } from '../../ui/MoneySummary';
import { useMoney } from '../../ui/money';
import { PageHeader } from '../../ui/PageHeader';
import { QueryView } from '../../ui/QueryView';
import { Skeleton } from '../../ui/Skeleton';
import { useDateTime } from '../../ui/time';
import { useToast } from '../../ui/toast';
import { copyText } from '../../ui/copyText';
import { OrderEInvoice } from '../einvoice';
import { RefundNotice } from './RefundNotice';
import { stateLabel } from './buckets';

type Order = NonNullable<GetOneOrderQuery['getOneOrder']>;
type Line = Order['lines'][number];

/** How often (ms) an order with blind boxes asks whether they all exist yet. */
export const BOX_POLL_MS = 2000;

/** One of the shopper's orders: lines, delivery and tracking, payments, discounts and total; its code copies. */
export function OrderPage() {
    const { t } = useTranslation('orders');
    const code = useParams().code ?? '';
    const query = useShopQuery(GetOneOrderDocument, { orderCode: code }, { enabled: !!code });
    return (
        <>
            <PageHeader title={t('order.title')} fallback={paths.orders()} />
            <main className="space-y-4 px-4 py-4">
                <QueryView
                    query={query}
                    data={query.data?.data.getOneOrder}
                    missing={!code}
                    notFound={{
                        icon: 'receipt',
                        title: t('order.notFound.title'),
                        body: t('order.notFound.body'),
                    }}
                    loading={<Skeleton className="h-64 rounded-2xl" />}
                >
                    {order => <OrderDetails order={order} />}
                </QueryView>
            </main>
        </>
    );
}

/** A card of the order page, named by its heading (its region is what screen readers and tests find). */
function Section({ title, children }: { title: string; children: ReactNode }) {
    return (
        <Card id={`order-${title.replace(/\W+/g, '-').toLowerCase()}`} title={title} headingClassName="mb-2">
            {children}
        </Card>
    );
}

function OrderDetails({ order }: { order: Order }) {
    const { t } = useTranslation(['orders', 'einvoice']);
    const { price } = useMoney();
    const dateTime = useDateTime();
    const countryName = useCountryName();
    const money = (amount: number) => price(amount, order.currencyCode);
    const address = order.shippingAddress;
    const addressLines = address
        ? [
              address.fullName,
              address.company,
              address.streetLine1,
              address.streetLine2,
              [address.postalCode, address.city].filter(Boolean).join(' '),
              address.province,
              countryName(address.countryCode),
              address.phoneNumber,
          ].filter(Boolean)
        : [];
    const hasBoxes = order.lines.some(line => line.blindBoxes.length > 0 || line.campaign?.typStr === 'BLINDBOX');

    return (
        <>
            <section aria-labelledby="order-code" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
                <h1 id="order-code" className="sr-only">
                    {t('item.open', { code: order.code })}
                </h1>
                <div className="flex items-center justify-between gap-2">
                    <div className="min-w-0">
                        <p className="text-xs font-bold text-ink-soft">{t('order.code')}</p>
                        <p className="truncate font-mono text-base font-black">{order.code}</p>
                    </div>
                    <CopyButton text={order.code} label={t('order.copy')} done={t('order.copied')} />
                </div>
                <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                    <div>
                        <dt className="text-xs font-bold text-ink-soft">{t('order.status')}</dt>
                        <dd className="font-bold text-lucky-700">{stateLabel(t, order.state)}</dd>
                    </div>
                    {order.orderPlacedAt && (
                        <div>
                            <dt className="text-xs font-bold text-ink-soft">{t('order.placed')}</dt>
                            <dd>{dateTime(order.orderPlacedAt)}</dd>
                        </div>
                    )}
                </dl>
            </section>

            <RefundNotice refunds={order.gatewayRefunds} currencyCode={order.currencyCode} />

            <Progress order={order} />

            {hasBoxes && <BlindBoxReadiness order={order} />}

            <Section title={t('order.items')}>
                <ul className="divide-y divide-line">
                    {order.lines.map(line => (
                        <OrderLineRow key={line.id} line={line} money={money} placed={!!order.orderPlacedAt} />
                    ))}
                </ul>
            </Section>

            <Section title={t('order.delivery')}>
                <Delivery order={order} />
            </Section>

            {addressLines.length > 0 && (
                <Section title={t('order.shipping')}>
                    <address className="text-sm leading-6 not-italic">
                        {addressLines.map((line, i) => (
                            <span key={i} className="block">
                                {line}
                            </span>
                        ))}
                    </address>
                </Section>
            )}

            {order.payments && order.payments.length > 0 && (
                <Section title={t('order.payments')}>
                    <ul className="space-y-1 text-sm">
                        {order.payments.map(payment => (
                            <li key={payment.id} className="flex justify-between gap-2">
                                <span>
                                    {t(`order.paymentMethod.${payment.method}` as 'order.paymentMethod.ipay88', { defaultValue: payment.method })} ·{' '}
                                    {t(`order.paymentState.${payment.state}` as 'order.paymentState.Settled', { defaultValue: payment.state })}
                                    <span className="block text-xs text-ink-soft">{dateTime(payment.createdAt)}</span>
                                </span>
                                <span className="font-bold">{money(payment.amount)}</span>
                            </li>
                        ))}
                    </ul>
                </Section>
            )}

            {order.invoices.length > 0 && (
                <Section title={t('order.invoices')}>
                    <ul className="space-y-1 text-sm">
                        {order.invoices.map(invoice => (
                            <li key={invoice.invoiceNumber}>
                                {/* The link is signed and short-lived: it comes with each reading of the order. */}
                                <a
                                    href={invoice.downloadUrl}
                                    download={`${invoice.invoiceNumber}.pdf`}
                                    className="flex items-center gap-2 font-bold text-lucky-700 underline"
                                >
                                    <Icon name="receipt" className="size-4" />
                                    {t('order.downloadInvoice', {
                                        number: invoice.invoiceNumber,
                                    })}
                                </a>
                            </li>
                        ))}
                    </ul>
                </Section>
            )}

            {order.eInvoice && (order.eInvoice.requested || order.customFields?.paidAt) && (
                <Section title={t('einvoice:order.title')}>
                    <OrderEInvoice eInvoice={order.eInvoice} paid={!!order.customFields?.paidAt} />
                </Section>
            )}

            <Section title={t('order.summary')}>
                <MoneySummary summary={order.moneySummary} bare />
            </Section>
        </>
    );
}

/** Where the order is: placed, paid, shipped, delivered, each with its time once reached. */
function Progress({ order }: { order: Order }) {
    const { t } = useTranslation('orders');
    const dateTime = useDateTime();
    const parcels = (order.fulfillments ?? []).filter(f => f.state !== 'Cancelled');
    const latest = (state: string) =>
        parcels
            .filter(f => f.state === state)
            .map(f => f.updatedAt as string)
            .sort()
            .at(-1);
    const delivered = order.state === 'Delivered' || order.state === 'PartiallyDelivered';
    const shipped = delivered || order.state === 'Shipped' || order.state === 'PartiallyShipped';
    const paid = shipped || order.state === 'PaymentSettled' || order.state === 'PaymentAuthorized';
    const steps = [
        { key: 'placed', done: !!order.orderPlacedAt, at: order.orderPlacedAt },
        {
            key: 'paid',
            done: paid,
            at: order.customFields?.paidAt ?? order.payments?.find(p => p.state === 'Settled')?.createdAt,
        },
        {
            key: 'shipped',
            done: shipped,
            at: latest('Shipped') ?? latest('Delivered'),
        },
        { key: 'delivered', done: delivered, at: latest('Delivered') },
    ] as const;
    return (
        <ol aria-label={t('order.progress')} className="grid grid-cols-4 gap-1 rounded-2xl bg-white p-3 text-center shadow-sm ring-1 ring-line">
            {steps.map(step => (
                <li key={step.key} className="flex flex-col items-center gap-1 text-xs">
                    <span aria-hidden className={`size-3 rounded-full ${step.done ? 'bg-lucky-600' : 'bg-line'}`} />
                    <span className={step.done ? 'font-bold text-ink' : 'text-ink-soft'}>
                        {t(`order.steps.${step.key}`)}
                        <span className="sr-only">{step.done ? ` (${t('order.steps.done')})` : ''}</span>
                    </span>
                    {step.done && step.at && <span className="text-[11px] leading-tight text-ink-soft">{dateTime(step.at)}</span>}
                </li>
            ))}
        </ol>
    );
}

function OrderLineRow({
    line,
    money,
    placed,
}: {
    line: Line;
    money: (amount: number) => string;
    /** Tickets exist only once the order is paid: a refused payment's order (back in the cart) has none. */
    placed: boolean;
}) {
    const { t } = useTranslation('orders');
    const campaign = line.campaign;
    const perUnit = campaign ? (campaign.specialVariant?.id === line.productVariant.id ? campaign.ticketPerItemForSp : campaign.ticketPerItem) : 0;
    return (
        <li className="flex gap-3 py-2">
            <AssetImage preview={line.featuredAsset?.preview} alt="" size={56} presets={['thumb']} className="size-14 shrink-0 rounded-xl" />
            <div className="min-w-0 flex-1 text-sm">
                <p className="font-bold">{line.productVariant.name}</p>
                {campaign && (
                    <p className="text-xs text-ink-soft">
                        <span>{t('order.campaign', { name: campaign.name })}</span> ·{' '}
                        {/* Every receipt links the campaign's official rules (docs/responsible-play.md#official-rules). */}
                        {/* A box of its own: wrapped across two lines, a tap at its centre would land on the campaign's name. */}
                        <Link to={paths.campaignRules(campaign.id)} className="inline-block font-bold text-lucky-700 underline">
                            {t('order.rules')}
                        </Link>
                    </p>
                )}
                {placed && campaign?.typStr === 'LUCKYDRAW' && perUnit > 0 && (
                    <p className="text-xs">
                        {t('order.tickets', { count: perUnit * line.quantity })} ·{' '}
                        <Link to={paths.campaignTickets(campaign.id)} className="font-bold text-lucky-700 underline">
                            {t('order.viewTickets')}
                        </Link>
                    </p>
                )}
                {line.blindBoxes.length > 0 && (
                    <p className="text-xs">
                        {t('order.boxes', { count: line.blindBoxes.length })}:{' '}
                        {line.blindBoxes.map(box => `${box.code.code} (${box.isOpen ? t('order.boxOpened') : t('order.boxClosed')})`).join(', ')}
                    </p>
                )}
                <p className="flex justify-between text-xs text-ink-soft">
                    <span>× {line.quantity}</span>
                    <span className="font-bold text-ink">{money(line.linePriceWithTax)}</span>
                </p>
            </div>
        </li>
    );
}

/** Courier and tracking: each parcel the operator sent (courier, tracking number, state), and the courier chosen at checkout. */
function Delivery({ order }: { order: Order }) {
    const { t } = useTranslation('orders');
    const dateTime = useDateTime();
    const parcels = (order.fulfillments ?? []).filter(f => f.state !== 'Cancelled');
    const tracking = order.customFields?.epTracking;
    if (!parcels.length && !tracking) {
        return (
            <div className="text-sm">
                {order.courierName && <p className="font-bold">{order.courierName}</p>}
                <p className="text-ink-soft">{t('order.noTracking')}</p>
            </div>
        );
    }
    return (
        <ol className="space-y-3 text-sm">
            {parcels.map(parcel => (
                <li key={parcel.id} className="border-l-2 border-lucky-600 pl-3">
                    <p className="font-bold">{t(`order.fulfilment.${parcel.state}` as 'order.fulfilment.Shipped', { defaultValue: parcel.state })}</p>
                    <p className="text-xs text-ink-soft">{dateTime(parcel.updatedAt)}</p>
                    <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-1">
                        <dt className="text-xs font-bold text-ink-soft">{t('order.courier')}</dt>
                        <dd>{parcel.method}</dd>
                        {parcel.trackingCode && (
                            <>
                                <dt className="text-xs font-bold text-ink-soft">{t('order.tracking')}</dt>
                                <dd className="flex min-w-0 flex-wrap items-center gap-2">
                                    <span className="font-mono break-all">{parcel.trackingCode}</span>
                                    <CopyButton text={parcel.trackingCode} label={t('order.copyTracking')} done={t('order.trackingCopied')} small />
                                </dd>
                            </>
                        )}
                    </dl>
                </li>
            ))}
            {order.tracking && order.tracking.events.length > 0 && (
                <li>
                    <p className="font-bold">{t('order.trackingHistory', { status: order.tracking.status })}</p>
                    <ol
                        aria-label={t('order.trackingHistory', {
                            status: order.tracking.status,
                        })}
                        className="mt-1 space-y-1 border-l-2 border-line pl-3 text-xs"
                    >
                        {order.tracking.events.map((event, i) => (
                            <li key={i}>
                                <span className="font-bold text-ink">{event.status}</span>
                                <span className="block text-ink-soft">{[event.at, event.location].filter(Boolean).join(' · ')}</span>
                            </li>
                        ))}
                    </ol>
                </li>
            )}
            {tracking && !parcels.some(parcel => parcel.trackingCode === tracking) && (
                <li className="border-l-2 border-lucky-600 pl-3">
                    <p className="font-bold">{order.courierName}</p>
                    <p className="font-mono">{tracking}</p>
                    {order.courierService && <p className="text-xs text-ink-soft">{order.courierService}</p>}
                </li>
            )}
        </ol>
    );
}

function CopyButton({ text, label, done, small = false }: { text: string; label: string; done: string; small?: boolean }) {
    const { t } = useTranslation('orders');
    const toast = useToast();
    async function copy() {
        if (await copyText(text)) toast.success(done);
        else toast.error(t('order.copyFailed'));
    }
    return (
        <button
            type="button"
            onClick={() => void copy()}
            className={`shrink-0 rounded-full bg-lucky-50 font-bold text-lucky-700 ring-1 ring-lucky-600/30 ${
                small ? 'px-2 py-0.5 text-xs' : 'px-4 py-2 text-sm'
            }`}
        >
            {label}
        </button>
    );
}

/** An order with blind boxes polls until every box exists (isLBb), then offers to open them. */
function BlindBoxReadiness({ order }: { order: Order }) {
    const { t } = useTranslation('orders');
    const ready = !!order.customFields?.isLBb;
    const poll = useShopQuery(
        GetOneOrderPoolingDocument,
        { orderCode: order.code },
        {
            enabled: !ready,
            refetchInterval: data => (data?.orderByCode?.customFields?.isLBb ? false : BOX_POLL_MS),
        },
    );
    const isReady = ready || !!poll.data?.data.orderByCode?.customFields?.isLBb;
    return (
        <div aria-live="polite" className="rounded-2xl bg-gold-100 p-4 text-sm font-bold text-gold-700">
            {isReady ? (
                <Link to={paths.blindBoxes(order.id)} className="flex items-center justify-between gap-2 text-lucky-700">
                    <span className="flex items-center gap-2">
                        <Icon name="box" className="size-5" />
                        {t('order.openBoxes')}
                    </span>
                    <Icon name="forward" className="size-4" />
                </Link>
            ) : (
                <p className="flex items-center gap-2">
                    <Icon name="refresh" className="size-4 animate-spin" />
                    {t('order.boxesPreparing')}
                </p>
            )}
        </div>
    );
}
