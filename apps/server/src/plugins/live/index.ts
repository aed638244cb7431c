/** What the config and tests may use of the live plugin; outside code imports from here only. */
export { LivePlugin } from './live.plugin';
export { LiveProgressService } from './services/live-progress.service';
export type { LivePluginOptions } from './types';
