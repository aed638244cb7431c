import { describe, expect, it } from 'vitest';

import { CAMPAIGN_STAGES, campaignPhase, DRAW_STAGES, isDrawInProgress } from './campaign';

const HOUR = 3_600_000;
const now = Date.parse('2026-11-23T12:00:00Z');
const at = (offset: number) => new Date(now + offset).toISOString();
const selling = { startDate: at(-HOUR), endDate: at(HOUR), state: 'ACTIVE', stage: 'OPEN', isCancelled: false } as const;

describe('campaign rules', () => {
    it('lists the draw’s six stages after selling, in the order a campaign reaches them', () => {
        // From the generated enum: the order is the server's (codegen keeps the schema's order).
        expect(CAMPAIGN_STAGES).toEqual(['OPEN', 'ENTERED', 'DRAW_INIT', 'CALL_CONTRACT', 'CALL_CHAINLINK', 'WAIT_VRF_RESULT', 'GET_WINNER', 'ENDED']);
        expect(DRAW_STAGES).toEqual(['DRAW_INIT', 'CALL_CONTRACT', 'CALL_CHAINLINK', 'WAIT_VRF_RESULT', 'GET_WINNER', 'ENDED']);
        expect(DRAW_STAGES.filter(isDrawInProgress)).toEqual(['DRAW_INIT', 'CALL_CONTRACT', 'CALL_CHAINLINK', 'WAIT_VRF_RESULT', 'GET_WINNER']);
        expect(isDrawInProgress('OPEN') || isDrawInProgress('ENTERED')).toBe(false);
    });

    it('tells where a campaign is in its life', () => {
        expect(campaignPhase(selling, now)).toBe('selling');
        expect(campaignPhase({ ...selling, stage: 'ENTERED' }, now)).toBe('selling');
        expect(campaignPhase({ ...selling, startDate: at(HOUR), endDate: at(2 * HOUR) }, now)).toBe('upcoming');
        expect(campaignPhase({ ...selling, endDate: at(-1) }, now)).toBe('drawing');
        expect(campaignPhase({ ...selling, state: 'ENDED', stage: 'CALL_CHAINLINK' }, now)).toBe('drawing');
        expect(campaignPhase({ ...selling, state: 'ENDED', stage: 'ENDED' }, now)).toBe('ended');
        expect(campaignPhase({ ...selling, state: 'ENDED', stage: 'ENDED', isCancelled: true }, now)).toBe('cancelled');
    });
});
