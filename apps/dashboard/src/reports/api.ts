import { LS_KEY_SESSION_TOKEN } from '@vendure/dashboard';

import { graphql } from '../gql/graphql';

/** The reports plugin's admin API and downloads (apps/server/src/plugins/reports, docs/reports.md). */

export const SALES_REPORT = graphql(`
    query TuahSalesReport($from: String!, $to: String!) {
        salesReport(from: $from, to: $to) {
            from
            to
            currencyCode
            days {
                date
                orders
                sales
                discounts
                delivery
                tax
                revenue
                ticketsSold
                boxesSold
                prizesAwarded
                prizeCost
                refunds
            }
            totals {
                orders
                sales
                discounts
                delivery
                tax
                revenue
                ticketsSold
                boxesSold
                prizesAwarded
                prizeCost
                refunds
            }
            campaigns {
                campaignId
                sId
                name
                typStr
                orders
                itemsSold
                sales
                ticketsSold
                boxesSold
                prizesAwarded
                prizeCost
                refunds
            }
        }
    }
`);

export const ODDS_CHECKS = graphql(`
    query TuahOddsChecks($take: Int) {
        oddsChecks(take: $take) {
            totalItems
            items {
                campaignId
                sId
                name
                openings
                status
                pValue
                statistic
                degreesOfFreedom
                lines {
                    prizeLineId
                    prizeName
                    isLose
                    rPercent
                    awarded
                    expected
                }
            }
        }
    }
`);

export type ExportKind = 'orders' | 'payments' | 'refunds' | 'einvoices';

/**
 * Downloads an export (GET /exports/<kind>.csv?from=&to=, ExportOrders) with the session's token,
 * as the code batches' downloads do; a refusal is thrown with the server's reason.
 */
export async function downloadExport(kind: ExportKind, from: string, to: string): Promise<void> {
    const token = localStorage.getItem(LS_KEY_SESSION_TOKEN);
    const response = await fetch(`/exports/${kind}.csv?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        credentials: 'same-origin',
    });
    if (!response.ok) {
        const reason = response.status === 403 ? 'you do not have permission to export orders (ExportOrders)' : await response.text();
        throw new Error(`The ${kind} CSV could not be downloaded: ${reason}`);
    }
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = `tuah-${kind}-${from}-to-${to}.csv`;
    document.body.appendChild(link);
    link.click();
    link.remove();
    // The click has started the download; give the browser a moment before the URL is released.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
