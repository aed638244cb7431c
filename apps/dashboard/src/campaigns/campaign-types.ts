import type { graphql } from '../gql/graphql';

/** The campaign plugin's permissions (apps/server campaign-permission.ts). */
export const CAMPAIGN_PERMISSION = {
    read: 'ReadCampaign',
    create: 'CreateCampaign',
    update: 'UpdateCampaign',
} as const;

export type CampaignType = ReturnType<typeof graphql.scalar<'CampaignType'>>;
export type CampaignState = ReturnType<typeof graphql.scalar<'CampaignState'>>;

export const TYPE_LABEL: Record<CampaignType, string> = { LUCKYDRAW: 'Lucky draw', BLINDBOX: 'Blind box' };
