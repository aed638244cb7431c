export const DRAW_PLUGIN_OPTIONS = Symbol('DRAW_PLUGIN_OPTIONS');
export const loggerCtx = 'DrawPlugin';

/** The draw stages after selling, in order (docs/contract.md#draw-stages). */
export const DRAW_SEQUENCE = ['DRAW_INIT', 'CALL_CONTRACT', 'CALL_CHAINLINK', 'WAIT_VRF_RESULT', 'GET_WINNER', 'ENDED'] as const;
export type DrawSequenceStage = (typeof DRAW_SEQUENCE)[number];

/**
 * Every stage of a campaign, in order: OPEN while it sells (ENTERED is OPEN as a ticket holder
 * sees it; never stored), then the draw. The one list: the schema's CampaignStage enum is
 * written from it, and the storefront takes the order from that enum.
 */
export const CAMPAIGN_STAGES = ['OPEN', 'ENTERED', ...DRAW_SEQUENCE] as const;
export type CampaignStage = (typeof CAMPAIGN_STAGES)[number];

/** The draw stages a started draw can still be in: the sweeper resumes these. */
export const UNFINISHED_STAGES = DRAW_SEQUENCE.filter(stage => stage !== 'ENDED');

/** The contract's progress message per stage (docs/contract.md#draw-stages), in the shop's languages. */
export const STAGE_MESSAGES: Record<string, Partial<Record<DrawSequenceStage, string>>> = {
    en: {
        DRAW_INIT: 'Campaign ended and draw initiated',
        CALL_CONTRACT: 'Communicating with the smart contract',
        CALL_CHAINLINK: 'Communicating with the randomness oracle',
        WAIT_VRF_RESULT: 'Waiting for blockchain confirmation',
        GET_WINNER: 'Retrieving the winning ticket ID',
        ENDED: 'The draw has ended',
    },
    ms: {
        DRAW_INIT: 'Kempen tamat dan cabutan dimulakan',
        CALL_CONTRACT: 'Berhubung dengan kontrak pintar',
        CALL_CHAINLINK: 'Berhubung dengan oracle rawak',
        WAIT_VRF_RESULT: 'Menunggu pengesahan rantaian blok',
        GET_WINNER: 'Mendapatkan ID tiket yang menang',
        ENDED: 'Cabutan telah tamat',
    },
};
