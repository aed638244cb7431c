/** The public fairness log: the plugin, and the service other plugins append through. */
export { FairnessLogPlugin } from './fairness-log.plugin';
export { LOG_ENTRY_KINDS, type LogEntryKind } from './constants';
export { FairnessLogService, type LogEntryData, type PublishedLogEntry } from './services/fairness-log.service';
export type { FairnessLogPluginOptions } from './types';
