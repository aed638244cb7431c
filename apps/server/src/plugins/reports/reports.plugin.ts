import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { appendOnce } from '../../common/config-lists';
import { BlindBoxPlugin } from '../blind-box';
import { CampaignPlugin } from '../campaign';
import { EInvoicePlugin } from '../einvoice';
import { PrizesPlugin } from '../prizes';
import { adminApiExtensions } from './api/api-extensions';
import { ExportController } from './api/export.controller';
import { ReportsAdminResolver } from './api/reports-admin.resolver';
import { exportOrdersPermission, readReportsPermission } from './config/report-permissions';
import { OddsCheckService } from './services/odds-check.service';
import { OrderExportService } from './services/order-export.service';
import { SalesReportService } from './services/sales-report.service';

/**
 * Exports and reports for operators (docs/reports.md): orders, payments, refunds and e-invoice documents as CSV for a
 * date range, streamed (ExportOrders); the sales report per day and per campaign and the blind-box
 * odds check (ReadReports), shown on the dashboard's Tuah → Reports screen.
 */
@VendurePlugin({
    imports: [PluginCommonModule, CampaignPlugin, BlindBoxPlugin, PrizesPlugin, EInvoicePlugin],
    controllers: [ExportController],
    providers: [OrderExportService, SalesReportService, OddsCheckService],
    adminApiExtensions: {
        schema: adminApiExtensions,
        resolvers: [ReportsAdminResolver],
    },
    configuration: config => {
        config.authOptions.customPermissions = appendOnce(
            config.authOptions.customPermissions,
            [exportOrdersPermission, readReportsPermission],
            p => p.Permission,
        );
        return config;
    },
    compatibility: '^3.0.0',
})
export class ReportsPlugin {}
