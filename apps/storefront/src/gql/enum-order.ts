/** The values of CampaignStage, in the schema's order. */
export const CampaignStageValues = ["OPEN","ENTERED","DRAW_INIT","CALL_CONTRACT","CALL_CHAINLINK","WAIT_VRF_RESULT","GET_WINNER","ENDED"] as const;
