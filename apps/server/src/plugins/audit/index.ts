/** The operator audit trail: the plugin (its interceptor records admin mutations by itself) and its read permission. */
export { AuditPlugin } from './audit.plugin';
export { readAuditTrailPermission } from './config/audit-permission';
export { AUDIT_AREAS } from './constants';
export type { AuditArea } from './constants';
export { auditArea, auditSummary } from './services/audit-summary';
