import { CrudPermissionDefinition } from '@vendure/core';

/** Create/Read/Update/DeleteCampaign: who may see and manage campaigns, and watch and resume their draws. */
export const campaignPermission = new CrudPermissionDefinition('Campaign', operation => `Grants permission to ${operation} campaigns and their draws`);
