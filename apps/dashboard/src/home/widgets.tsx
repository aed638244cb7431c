import { api, DashboardBaseWidget, type DashboardBaseWidgetProps, type DashboardWidgetDefinition } from '@vendure/dashboard';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';

import { formatAge, formatTime } from '../common/format';
import { graphql, type ResultOf } from '../gql/graphql';

/**
 * Tuah's widgets on the dashboard home, all from the admin query `tuahDashboardStats` (draw
 * plugin; ReadCampaign), asked once and shared by the four widgets through the query cache.
 */
const STATS = graphql(`
    query TuahDashboardStats {
        tuahDashboardStats {
            since
            ticketsSoldToday
            campaignsEndingSoon {
                id
                name
                typStr
                endDate
                issuedTicket
                totalTicket
            }
            drawsInProgress {
                id
                name
                stage
                stageSince
            }
            lowStock {
                prizeLineId
                campaignId
                prizeName
                rarity
                stock
                remaining
            }
            lowStockVariants {
                variantId
                productId
                sku
                name
                available
            }
        }
    }
`);

type Stats = ResultOf<typeof STATS>['tuahDashboardStats'];

function useStats() {
    return useQuery({
        queryKey: ['tuah', 'dashboardStats'],
        queryFn: () => api.query(STATS),
        // The numbers move all day: refreshed every minute while the home page is open.
        refetchInterval: 60_000,
    });
}

/** Where the operator acts on what a widget shows. */
function actionLink(to: '/tuah/campaigns' | '/tuah/draws' | '/tuah/prize-tables', text: string) {
    return (
        <Link to={to} className="text-sm underline">
            {text}
        </Link>
    );
}

/** The widget's body: loading, the admin API's refusal in words, or the content. */
function StatsBody({ children }: { children: (stats: Stats) => React.ReactNode }) {
    const { data, error, isPending } = useStats();
    if (error) return <p role="alert">Could not load the shop's numbers: {error.message}</p>;
    if (isPending) return <p>Loading…</p>;
    return <>{children(data.tuahDashboardStats)}</>;
}

function TicketsSoldTodayWidget(props: DashboardBaseWidgetProps) {
    return (
        <DashboardBaseWidget
            {...props}
            title="Tickets sold today"
            description="Since midnight, Malaysia time"
            actions={actionLink('/tuah/campaigns', 'Open campaigns')}
        >
            <StatsBody>
                {stats => (
                    <p className="text-4xl font-semibold tabular-nums" data-testid="tuah-tickets-sold-today">
                        {stats.ticketsSoldToday.toLocaleString('en')}
                    </p>
                )}
            </StatsBody>
        </DashboardBaseWidget>
    );
}

function EndingSoonWidget(props: DashboardBaseWidgetProps) {
    return (
        <DashboardBaseWidget {...props} title="Campaigns ending in 24 hours" actions={actionLink('/tuah/campaigns', 'Open campaigns')}>
            <StatsBody>
                {stats =>
                    stats.campaignsEndingSoon.length === 0 ? (
                        <p>No campaign ends in the next 24 hours.</p>
                    ) : (
                        <ul aria-label="Campaigns ending in 24 hours" className="grid gap-1 text-sm">
                            {stats.campaignsEndingSoon.map(c => (
                                <li key={c.id}>
                                    <span className="font-medium">{c.name}</span>: ends {formatTime(c.endDate)}, {c.issuedTicket.toLocaleString('en')} /{' '}
                                    {c.totalTicket.toLocaleString('en')} tickets
                                </li>
                            ))}
                        </ul>
                    )
                }
            </StatsBody>
        </DashboardBaseWidget>
    );
}

function DrawsInProgressWidget(props: DashboardBaseWidgetProps) {
    return (
        <DashboardBaseWidget {...props} title="Draws in progress" actions={actionLink('/tuah/draws', 'Open draws')}>
            <StatsBody>
                {stats =>
                    stats.drawsInProgress.length === 0 ? (
                        <p>No draw is running.</p>
                    ) : (
                        <ul aria-label="Draws in progress" className="grid gap-1 text-sm">
                            {stats.drawsInProgress.map(d => (
                                <li key={d.id}>
                                    <span className="font-medium">{d.name}</span>: {d.stage}
                                    {d.stageSince && (
                                        <>
                                            {' '}
                                            since <time dateTime={d.stageSince}>{formatTime(d.stageSince)}</time> (
                                            {formatAge(Math.max(0, Math.round((Date.now() - new Date(d.stageSince).getTime()) / 1000)))})
                                        </>
                                    )}
                                </li>
                            ))}
                        </ul>
                    )
                }
            </StatsBody>
        </DashboardBaseWidget>
    );
}

function LowStockWidget(props: DashboardBaseWidgetProps) {
    return (
        <DashboardBaseWidget
            {...props}
            title="Prizes running low"
            description="Limited blind-box prizes: left / stock"
            actions={actionLink('/tuah/prize-tables', 'Open prize tables')}
        >
            <StatsBody>
                {stats =>
                    stats.lowStock.length === 0 ? (
                        <p>No limited prize is running low.</p>
                    ) : (
                        <ul aria-label="Prizes running low" className="grid gap-1 text-sm">
                            {stats.lowStock.map(p => (
                                <li key={p.prizeLineId}>
                                    <span className="font-medium">{p.prizeName}</span> ({p.rarity}): {p.remaining.toLocaleString('en')} /{' '}
                                    {p.stock.toLocaleString('en')} left
                                </li>
                            ))}
                        </ul>
                    )
                }
            </StatsBody>
        </DashboardBaseWidget>
    );
}

/** Catalogue variants that track stock with at most 5 left to sell; each opens its product in Vendure's catalogue. */
function LowStockVariantsWidget(props: DashboardBaseWidgetProps) {
    return (
        <DashboardBaseWidget {...props} title="Products running low" description="Catalogue variants with 5 or fewer left to sell">
            <StatsBody>
                {stats =>
                    stats.lowStockVariants.length === 0 ? (
                        <p>No product is running low.</p>
                    ) : (
                        <ul aria-label="Products running low" className="grid gap-1 text-sm">
                            {stats.lowStockVariants.map(v => (
                                <li key={v.variantId}>
                                    <Link to="/products/$id" params={{ id: v.productId }} className="font-medium underline underline-offset-4">
                                        {v.name}
                                    </Link>{' '}
                                    ({v.sku}): {v.available.toLocaleString('en')} left
                                </li>
                            ))}
                        </ul>
                    )
                }
            </StatsBody>
        </DashboardBaseWidget>
    );
}

/** The home page's Tuah widgets; only operators who may read campaigns see them. */
export const homeWidgets: DashboardWidgetDefinition[] = [
    {
        id: 'tuah-tickets-sold-today',
        name: 'Tickets sold today',
        component: TicketsSoldTodayWidget,
        defaultSize: { w: 3, h: 2 },
        requiresPermissions: ['ReadCampaign'],
    },
    {
        id: 'tuah-campaigns-ending-soon',
        name: 'Campaigns ending in 24 hours',
        component: EndingSoonWidget,
        defaultSize: { w: 3, h: 3 },
        requiresPermissions: ['ReadCampaign'],
    },
    {
        id: 'tuah-draws-in-progress',
        name: 'Draws in progress',
        component: DrawsInProgressWidget,
        defaultSize: { w: 3, h: 3 },
        requiresPermissions: ['ReadCampaign'],
    },
    { id: 'tuah-low-stock', name: 'Prizes running low', component: LowStockWidget, defaultSize: { w: 3, h: 3 }, requiresPermissions: ['ReadCampaign'] },
    {
        id: 'tuah-low-stock-variants',
        name: 'Products running low',
        component: LowStockVariantsWidget,
        defaultSize: { w: 3, h: 3 },
        requiresPermissions: ['ReadCampaign', 'ReadCatalog'],
    },
];
