/** What the config and other plugins may use of the draw plugin; outside code imports from here only. */
export { DrawPlugin } from './draw.plugin';
export { DrawRecord } from './entities/draw-record.entity';
export {
    ChainlinkProvider,
    DrandProvider,
    type FixedBeaconRound,
    LocalVrfProvider,
    type RandomnessProvider,
    type RandomnessResult,
} from './config/randomness-provider';
export type { DrawPluginOptions, DrawProviderName } from './types';
export { DrawProgressService, type CampaignProgressView } from './services/draw-progress.service';
export { DrawStageChangedEvent } from './services/draw-events';
