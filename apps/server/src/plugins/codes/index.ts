/** What other plugins may use of the codes plugin; outside code imports from here only. */
export { CodesPlugin } from './codes.plugin';
export { RedemptionCode } from './entities/redemption-code.entity';
export { CodeService } from './services/code.service';
export type { CodesPluginOptions } from './types';
