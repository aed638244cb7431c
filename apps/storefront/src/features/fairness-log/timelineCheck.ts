import { verifier } from '../../lib/verifier';

/** A published timeline stage (schema FairnessTimelineStage). */
export interface TimelineEntry {
    stage: string;
    at?: string | null;
    evidence?: string | null;
}

/** A drand draw's round and its chain's schedule: the round's emission time follows from them. */
export interface BeaconTimes {
    beaconFixedAt?: number | null;
    beaconDelaySeconds?: number | null;
    beaconRound?: number | null;
    beaconGenesisTime?: number | null;
    beaconPeriod?: number | null;
    /** A box's scheme: vrf-beacon-v1 requires its claim and round (@tuah/fairness checkBoxTimeline). */
    scheme?: string | null;
}

/** What the order check found: the stages dated before one they must follow. */
export interface TimelineOrder {
    ok: boolean;
    outOfOrder: string[];
}

const atOf = (stages: readonly TimelineEntry[], stage: string) => stages.find(s => s.stage === stage)?.at ?? null;

/** The times a draw's timeline gives verifyDraw (@tuah/fairness checkTimeline). */
export function drawTimelineTimes(stages: readonly TimelineEntry[] | null | undefined) {
    const list = stages ?? [];
    return {
        salesClosedAt: atOf(list, 'SALES_CLOSED') ?? undefined,
        randomnessAt: atOf(list, 'RANDOMNESS_KNOWN') ?? undefined,
        resultAt: atOf(list, 'RESULT') ?? undefined,
    };
}

/**
 * Checks a published timeline's order with @tuah/fairness (in the verifier, off the main thread):
 * a draw by checkTimeline, with the round's own emission time for drand; a box by checkBoxTimeline,
 * with its round's emission time from the beacon's schedule, not from the published stage.
 */
export async function checkTimelineOrder(kind: 'draw' | 'box', stages: readonly TimelineEntry[], beacon: BeaconTimes = {}): Promise<TimelineOrder> {
    const check =
        kind === 'box'
            ? await verifier('checkBoxTimeline', {
                  committedAt: atOf(stages, 'COMMITTED'),
                  boughtAt: atOf(stages, 'BOUGHT'),
                  claimedAt: atOf(stages, 'CLAIMED'),
                  roundFixedAt: atOf(stages, 'ROUND_FIXED'),
                  openedAt: atOf(stages, 'RESULT'),
                  ...beacon,
              })
            : await verifier('checkTimeline', { committedAt: atOf(stages, 'COMMITTED'), ...drawTimelineTimes(stages), ...beacon });
    return { ok: check.ok, outOfOrder: check.stages.filter(s => !s.ok).map(s => s.stage) };
}
