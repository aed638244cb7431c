/** Exports and reports for operators: the plugin, its permissions and the odds check's verdict. */
export { ReportsPlugin } from './reports.plugin';
export { exportOrdersPermission, readReportsPermission } from './config/report-permissions';
export { oddsVerdict, type OddsCheckStatus } from './services/odds-check.service';
