/** The campaign plugin's permissions (apps/server campaign-permission.ts). */
export const CAMPAIGN_PERMISSION = {
    read: 'ReadCampaign',
    create: 'CreateCampaign',
    update: 'UpdateCampaign',
} as const;

export type CampaignType = 'LUCKYDRAW' | 'BLINDBOX';
export type CampaignState = 'ACTIVE' | 'ENDED';

export const TYPE_LABEL: Record<CampaignType, string> = { LUCKYDRAW: 'Lucky draw', BLINDBOX: 'Blind box' };
