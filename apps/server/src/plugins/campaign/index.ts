/**
 * What other plugins, the config, the seed and tests may use of the campaign plugin. Code
 * outside the plugin imports from here only (test/plugin-boundaries.test.ts checks it).
 */
export { CampaignPlugin } from './campaign.plugin';
export { campaignPermission } from './config/campaign-permission';
export { Campaign, type CampaignRules, type DrawStageTimes } from './entities/campaign.entity';
export { CampaignTranslation } from './entities/campaign-translation.entity';
export { Participation } from './entities/participation.entity';
export { Ticket } from './entities/ticket.entity';
export { CampaignService, type CampaignInput, type ViewedCampaign } from './services/campaign.service';
export { CampaignLifecycleService } from './services/campaign-lifecycle.service';
export { CampaignTicketService } from './services/campaign-ticket.service';
export { TicketRarityService } from './services/ticket-rarity.service';
export { CampaignCancelledEvent, CampaignClosedEvent, TicketsIssuedEvent, TicketsVoidedEvent } from './services/campaign-events';
export { displayName } from './services/display-name';
export {
    CAMPAIGN_STAGES,
    DRAW_SEQUENCE,
    UNFINISHED_STAGES,
    type CampaignStage,
    type CampaignState,
    type CampaignType,
    type DrawSequenceStage,
} from './constants';
export { CampaignTicketsUnavailableError, CampaignUnavailableError, type CampaignLimitError, type CampaignUnavailableReason } from './errors';
export type { CampaignPluginOptions } from './types';
