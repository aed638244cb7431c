import { APP_INTERCEPTOR } from '@nestjs/core';
import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { appendOnce } from '../../common/config-lists';
import { AuditAdminResolver } from './api/audit-admin.resolver';
import { adminApiExtensions } from './api/api-extensions';
import { AuditInterceptor } from './config/audit-interceptor';
import { readAuditTrailPermission } from './config/audit-permission';
import { AuditEntry } from './entities/audit-entry.entity';
import { AuditService } from './services/audit.service';

/**
 * The operator audit trail (docs/audit.md): every successful admin-API mutation — Vendure's and
 * every plugin's — leaves one append-only `audit_entry` (who, what, when, a redacted summary),
 * readable with `auditEntries` under the ReadAuditTrail permission and in the dashboard's
 * Tuah → Audit trail screen.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    entities: [AuditEntry],
    providers: [AuditService, { provide: APP_INTERCEPTOR, useClass: AuditInterceptor }],
    adminApiExtensions: {
        schema: adminApiExtensions,
        resolvers: [AuditAdminResolver],
    },
    configuration: config => {
        config.authOptions.customPermissions = appendOnce(config.authOptions.customPermissions, [readAuditTrailPermission], p => p.Permission);
        return config;
    },
    compatibility: '^3.0.0',
})
export class AuditPlugin {}
