import { roundTime } from '@tuah/fairness';

import { Campaign } from '../../campaign';
import { DrawRecord } from '../entities/draw-record.entity';

/** One published stage of a draw's timeline (schema FairnessTimelineStage). */
export interface TimelineStageView {
    stage: string;
    at: Date | null;
    evidence: string | null;
}

const fromUnix = (seconds: number | null) => (seconds == null ? null : new Date(seconds * 1000));

/** When a drand draw's fixed round is (or was) emitted, unix seconds, from the chain it was fixed on; null without a round. */
export function beaconRoundEmittedAt(record: Pick<DrawRecord, 'beaconRound' | 'beaconGenesisTime' | 'beaconPeriod'> | null | undefined): number | null {
    if (record?.beaconRound == null || record.beaconGenesisTime == null || record.beaconPeriod == null) return null;
    return roundTime({ genesisTime: record.beaconGenesisTime, period: record.beaconPeriod }, record.beaconRound);
}

/**
 * A committed draw's timeline (docs/fairness.md#the-timeline): only the stages its provider ran.
 * Every provider walks the same stored stages (DRAW_SEQUENCE), but a local draw calls no contract
 * and no oracle, so those are not shown as if it had; a drand draw fixes a round instead.
 * When each moment happened comes from the stage timestamps, except a drand round's emission,
 * which follows from the round itself (anyone can recompute it).
 */
export function drawTimeline(campaign: Campaign, record: DrawRecord): TimelineStageView[] {
    const committedAt = campaign.ts_DRAW_INIT;
    // Sales close at the end date, or earlier when the draw sells out: that moment is not stored, so it is not published.
    const salesClosedAt = committedAt && campaign.endDate <= committedAt ? campaign.endDate : null;
    const stages: TimelineStageView[] = [
        { stage: 'SALES_CLOSED', at: salesClosedAt, evidence: `${record.ticketCount}` },
        { stage: 'COMMITTED', at: committedAt, evidence: record.commitment },
    ];
    if (record.provider === 'chainlink') {
        stages.push(
            { stage: 'COMMITMENT_ON_CHAIN', at: campaign.ts_CALL_CHAINLINK, evidence: record.commitTxHash },
            { stage: 'RANDOMNESS_REQUESTED', at: campaign.ts_WAIT_VRF_RESULT, evidence: record.requestTxHash },
            { stage: 'RANDOMNESS_KNOWN', at: campaign.ts_GET_WINNER, evidence: record.fulfilTxHash },
        );
    } else if (record.provider === 'drand') {
        const emitted = beaconRoundEmittedAt(record);
        const round = record.beaconRound == null ? null : String(record.beaconRound);
        stages.push(
            { stage: 'ROUND_FIXED', at: fromUnix(record.beaconFixedAt), evidence: round },
            // Known to everyone the moment the beacon emits the round, to the server included.
            { stage: 'RANDOMNESS_KNOWN', at: record.beaconSignature ? fromUnix(emitted) : null, evidence: record.beaconSignature },
        );
    } else {
        stages.push({ stage: 'RANDOMNESS_KNOWN', at: record.randomWord ? campaign.ts_GET_WINNER : null, evidence: record.vrfProof });
    }
    stages.push({ stage: 'RESULT', at: record.winnerTicketId ? campaign.ts_ENDED : null, evidence: record.winnerTicketId });
    return stages;
}
