/**
 * A proof's timeline: the moments a draw or a box went through, each with its evidence, and the
 * rule that they happened in an order that leaves nobody able to steer the outcome:
 *
 *   sales closed  ≤  commitment published  ≤  round fixed (drand)  ≤  round emitted − delay (drand)
 *   commitment published  <  round emitted (drand)      commitment published  ≤  randomness known
 *   round emitted (drand)  ≤  randomness known          randomness known  ≤  result announced
 *
 * Times compare exactly, except against the round's fixing time, which is published in whole
 * seconds (the commitment's time is then taken in whole seconds too).
 * A time that was not published is reported as such and is not a failure, so proofs from before
 * the timeline keep verifying — except the times a provider's own rule needs (drand: the
 * commitment, the fixing and the round), which verifyDraw already requires.
 */
import { roundAt, roundTime } from './drand.js';

/** The stages a proof can show, in their order. A provider shows only the ones it ran. */
export const TIMELINE_STAGES = ['SALES_CLOSED', 'COMMITTED', 'ROUND_FIXED', 'RANDOMNESS_KNOWN', 'RESULT'] as const;
export type TimelineStage = (typeof TIMELINE_STAGES)[number];

/** The published times of one proof: ISO 8601 strings, Dates or unix seconds; absent = not published. */
export interface TimelineTimes {
    salesClosedAt?: string | number | Date | null;
    committedAt?: string | number | Date | null;
    /** drand: when the deciding round was fixed (unix seconds). */
    beaconFixedAt?: number | null;
    beaconDelaySeconds?: number | null;
    /** drand: the round and its chain's schedule, which give the round's emission time. */
    beaconRound?: number | null;
    beaconGenesisTime?: number | null;
    beaconPeriod?: number | null;
    /** When the random word was known (local, chainlink: when the server had it). */
    randomnessAt?: string | number | Date | null;
    resultAt?: string | number | Date | null;
}

export interface TimelineStageCheck {
    stage: TimelineStage;
    /** Unix seconds, or null: not published. */
    at: number | null;
    /** Out of order against an earlier stage (the reason says which). */
    ok: boolean;
}

export interface TimelineCheck<Stage extends string = TimelineStage> {
    /** No two published times are out of order. */
    ok: boolean;
    stages: Array<{ stage: Stage; at: number | null; ok: boolean }>;
    /** The first rule broken, in plain words. */
    reason?: string;
}

/** Unix seconds from an ISO string, a Date or a number; null when absent or unreadable. */
export function unixSeconds(value: string | number | Date | null | undefined): number | null {
    if (typeof value === 'number') return Number.isFinite(value) ? value : null;
    if (value instanceof Date) return Number.isFinite(value.getTime()) ? value.getTime() / 1000 : null;
    if (typeof value !== 'string') return null;
    const ms = Date.parse(value);
    return Number.isFinite(ms) ? ms / 1000 : null;
}

/** drand: the deciding round's emission time, when the round and its chain's schedule are published. */
function roundEmittedAt(times: TimelineTimes): number | null {
    const { beaconRound, beaconGenesisTime, beaconPeriod } = times;
    if (!Number.isSafeInteger(beaconRound) || !Number.isSafeInteger(beaconGenesisTime) || !Number.isSafeInteger(beaconPeriod)) return null;
    try {
        return roundTime({ genesisTime: beaconGenesisTime!, period: beaconPeriod! }, beaconRound!);
    } catch {
        return null;
    }
}

/**
 * Checks a proof's published times are in order (rules above). For a drand proof the randomness
 * is known when its round is emitted: that time comes from the round, not from the server.
 */
export function checkTimeline(times: TimelineTimes): TimelineCheck {
    const emitted = roundEmittedAt(times);
    const fixedAt = Number.isSafeInteger(times.beaconFixedAt) ? times.beaconFixedAt! : null;
    const at: Record<TimelineStage, number | null> = {
        SALES_CLOSED: unixSeconds(times.salesClosedAt),
        COMMITTED: unixSeconds(times.committedAt),
        ROUND_FIXED: fixedAt,
        RANDOMNESS_KNOWN: emitted ?? unixSeconds(times.randomnessAt),
        RESULT: unixSeconds(times.resultAt),
    };
    const bad = new Set<TimelineStage>();
    let reason: string | undefined;
    const rule = (later: TimelineStage, earlier: TimelineStage, holds: (l: number, e: number) => boolean, why: string) => {
        const l = at[later];
        const e = at[earlier];
        if (l === null || e === null || holds(l, e)) return;
        bad.add(later);
        reason ??= why;
    };
    const notBefore = (l: number, e: number) => l >= e;
    rule('COMMITTED', 'SALES_CLOSED', notBefore, 'the commitment was published before sales closed');
    rule('ROUND_FIXED', 'COMMITTED', (l, e) => l >= Math.floor(e), 'the beacon round was fixed before the commitment was published');
    if (emitted !== null) {
        rule('RANDOMNESS_KNOWN', 'COMMITTED', (l, e) => l > e, 'the beacon round was emitted before the commitment was published');
        const delay = Number.isSafeInteger(times.beaconDelaySeconds) ? times.beaconDelaySeconds! : 0;
        rule('RANDOMNESS_KNOWN', 'ROUND_FIXED', (l, e) => l >= e + delay, 'the beacon round was emitted before the delay after it was fixed');
    } else {
        rule('RANDOMNESS_KNOWN', 'COMMITTED', notBefore, 'the randomness was known before the commitment was published');
    }
    rule('RESULT', 'RANDOMNESS_KNOWN', notBefore, 'the result was announced before the randomness was known');
    // Without a randomness time, the result still may not precede the commitment.
    if (at.RANDOMNESS_KNOWN === null) rule('RESULT', 'COMMITTED', notBefore, 'the result was announced before the commitment was published');
    const stages = TIMELINE_STAGES.map(stage => ({ stage, at: at[stage], ok: !bad.has(stage) }));
    return reason ? { ok: false, stages, reason } : { ok: true, stages };
}

/**
 * A box's stages: its campaign seed committed, the box bought, and then either (vrf-v1) the box
 * opened, its randomness and result at once, or (vrf-beacon-v1) the opening claimed with the
 * client seed, the beacon round fixed by that claim, the round emitted, the result.
 */
export type BoxTimelineStage = 'COMMITTED' | 'BOUGHT' | 'CLAIMED' | 'ROUND_FIXED' | 'RANDOMNESS_KNOWN' | 'RESULT';

export interface BoxTimelineTimes {
    committedAt?: string | number | Date | null;
    boughtAt?: string | number | Date | null;
    /** vrf-beacon-v1: when the opening was claimed (the client seed fixed). */
    claimedAt?: string | number | Date | null;
    /** vrf-beacon-v1: when the deciding round was fixed (by the claim, so not before it). */
    roundFixedAt?: string | number | Date | null;
    /** vrf-beacon-v1: the round and its chain's schedule, which give the round's emission time. */
    beaconRound?: number | null;
    beaconGenesisTime?: number | null;
    beaconPeriod?: number | null;
    openedAt?: string | number | Date | null;
    /** The box's scheme: vrf-beacon-v1 requires the claim and the round (they are what make it fair). */
    scheme?: string | null;
}

/**
 * A blind box's timeline: the campaign seed committed before the box was bought, the box bought
 * before it was opened. vrf-v1: the opening is when its randomness and its result are known.
 * vrf-beacon-v1: bought ≤ claimed ≤ round fixed < round emitted ≤ result: the round that decides
 * the box was emitted after its client seed was fixed, so nobody could try seeds against it.
 */
export function checkBoxTimeline(times: BoxTimelineTimes): TimelineCheck<BoxTimelineStage> {
    const beacon = times.scheme === 'vrf-beacon-v1' || times.claimedAt != null || times.beaconRound != null;
    const emitted = roundEmittedAt(times);
    const at: Record<BoxTimelineStage, number | null> = {
        COMMITTED: unixSeconds(times.committedAt),
        BOUGHT: unixSeconds(times.boughtAt),
        CLAIMED: unixSeconds(times.claimedAt),
        ROUND_FIXED: unixSeconds(times.roundFixedAt),
        RANDOMNESS_KNOWN: emitted,
        RESULT: unixSeconds(times.openedAt),
    };
    const bad = new Set<BoxTimelineStage>();
    let reason: string | undefined;
    const rule = (later: BoxTimelineStage, earlier: BoxTimelineStage, holds: (l: number, e: number) => boolean, why: string) => {
        const l = at[later];
        const e = at[earlier];
        if (l === null || e === null || holds(l, e)) return;
        bad.add(later);
        reason ??= why;
    };
    const notBefore = (l: number, e: number) => l >= e;
    rule('BOUGHT', 'COMMITTED', notBefore, 'the box was bought before the campaign seed was committed');
    if (!beacon) {
        if (at.BOUGHT !== null) rule('RESULT', 'BOUGHT', notBefore, 'the box was opened before it was bought');
        else rule('RESULT', 'COMMITTED', notBefore, 'the box was opened before the campaign seed was committed');
        const stages = (['COMMITTED', 'BOUGHT', 'RESULT'] as const).map(stage => ({ stage, at: at[stage], ok: !bad.has(stage) }));
        return reason ? { ok: false, stages, reason } : { ok: true, stages };
    }
    if (times.scheme === 'vrf-beacon-v1' && (at.CLAIMED === null || emitted === null)) {
        bad.add('RANDOMNESS_KNOWN');
        reason = 'the claim time or the beacon round is not published';
    }
    rule('CLAIMED', 'BOUGHT', notBefore, 'the opening was claimed before the box was bought');
    rule('ROUND_FIXED', 'CLAIMED', notBefore, 'the beacon round was fixed before the opening was claimed');
    // Whole seconds: the round's time is; the claim's is taken as the second it fell in.
    rule('RANDOMNESS_KNOWN', 'CLAIMED', (l, e) => l > Math.floor(e), 'the beacon round was emitted before the opening was claimed');
    rule('RANDOMNESS_KNOWN', 'ROUND_FIXED', (l, e) => l > Math.floor(e), 'the beacon round was emitted before it was fixed');
    rule('RESULT', 'RANDOMNESS_KNOWN', notBefore, 'the box was opened before its beacon round was emitted');
    if (at.RANDOMNESS_KNOWN === null) rule('RESULT', 'CLAIMED', notBefore, 'the box was opened before it was claimed');
    const stages = (['COMMITTED', 'BOUGHT', 'CLAIMED', 'ROUND_FIXED', 'RANDOMNESS_KNOWN', 'RESULT'] as const).map(stage => ({
        stage,
        at: at[stage],
        ok: !bad.has(stage),
    }));
    return reason ? { ok: false, stages, reason } : { ok: true, stages };
}

/** A `beacon-v1` ticket's stages: issued, its round fixed (at issue), the round emitted, its rarity known. */
export type RarityTimelineStage = 'ISSUED' | 'ROUND_FIXED' | 'RANDOMNESS_KNOWN' | 'RESULT';

/**
 * A ticket's rarity timeline (docs/fairness.md#ticket-rarity): the round is exactly the first one
 * the chain emitted after the ticket was issued (so the issuer could not pick among rounds, nor take
 * one already out), and the rarity was known only once that round was out. A time not published
 * is reported as such, except the issue time and the round, which the rule needs.
 */
export function checkRarityTimeline(times: {
    issuedAt: string | number | Date | null | undefined;
    round: number | null | undefined;
    genesisTime: number;
    period: number;
    revealedAt?: string | number | Date | null;
}): TimelineCheck<RarityTimelineStage> {
    const issued = unixSeconds(times.issuedAt);
    let emitted: number | null = null;
    let expectedRound: number | null = null;
    try {
        if (Number.isSafeInteger(times.round)) emitted = roundTime({ genesisTime: times.genesisTime, period: times.period }, times.round!);
        if (issued !== null) expectedRound = roundAt({ genesisTime: times.genesisTime, period: times.period }, issued) + 1;
    } catch {
        emitted = null;
    }
    const revealed = unixSeconds(times.revealedAt);
    let reason: string | undefined;
    const fixedOk = issued !== null && emitted !== null && times.round === expectedRound;
    if (!fixedOk) {
        reason =
            issued === null || emitted === null
                ? 'the ticket publishes no issue time or round'
                : `round ${times.round} is not the first round emitted after the ticket was issued (${expectedRound})`;
    }
    const emittedOk = emitted === null || issued === null || emitted > issued;
    if (!emittedOk) reason ??= 'the round was emitted before the ticket was issued';
    const revealedOk = revealed === null || emitted === null || revealed >= emitted;
    if (!revealedOk) reason ??= 'the rarity was known before its round was emitted';
    const stages = [
        { stage: 'ISSUED' as const, at: issued, ok: true },
        { stage: 'ROUND_FIXED' as const, at: issued, ok: fixedOk },
        { stage: 'RANDOMNESS_KNOWN' as const, at: emitted, ok: emittedOk },
        { stage: 'RESULT' as const, at: revealed, ok: revealedOk },
    ];
    return reason ? { ok: false, stages, reason } : { ok: true, stages };
}
