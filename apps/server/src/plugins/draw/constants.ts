import type { DrawSequenceStage } from '../campaign';

export const DRAW_PLUGIN_OPTIONS = Symbol('DRAW_PLUGIN_OPTIONS');
export const loggerCtx = 'DrawPlugin';

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

/** A drand draw's own words for the stages it runs differently: it fixes a beacon round and waits for it (docs/draws.md). */
export const DRAND_STAGE_MESSAGES: Record<string, Partial<Record<DrawSequenceStage, string>>> = {
    en: {
        CALL_CONTRACT: 'Fixing the beacon round that will decide the draw',
        CALL_CHAINLINK: 'Fixing the beacon round that will decide the draw',
        WAIT_VRF_RESULT: 'Waiting for the beacon round',
    },
    ms: {
        CALL_CONTRACT: 'Menetapkan pusingan suar yang akan menentukan cabutan',
        CALL_CHAINLINK: 'Menetapkan pusingan suar yang akan menentukan cabutan',
        WAIT_VRF_RESULT: 'Menunggu pusingan suar',
    },
};

/** A draw's entries in the fairness log are filed under its campaign's public id. */
export function logSubject(campaign: { sId: string }): string {
    return `draw:${campaign.sId}`;
}
