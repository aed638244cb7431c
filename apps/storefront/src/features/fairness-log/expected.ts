import type { ExpectedEntry } from './checkLog';

/**
 * What a draw's log entries must say, from the proof page's own fields: the commitment once the
 * ticket list is sealed, the random word once known, the winner once drawn.
 */
export function drawLogExpectations(f: {
    commitment?: string | null;
    ticketCount: number;
    totalWeight?: string | null;
    randomWord?: string | null;
    winnerTicketId?: string | null;
    winnerIndex?: number | null;
}): ExpectedEntry[] {
    const expected: ExpectedEntry[] = [];
    if (f.commitment) expected.push({ kind: 'draw.commitment', data: { commitment: f.commitment, ticketCount: f.ticketCount, totalWeight: f.totalWeight } });
    if (f.randomWord) expected.push({ kind: 'draw.randomness', data: { randomWord: f.randomWord } });
    if (f.winnerTicketId) expected.push({ kind: 'draw.result', data: { winnerTicketId: f.winnerTicketId, winnerIndex: f.winnerIndex } });
    return expected;
}

/** What an opened box's log entry must say; nothing for a box not yet opened. */
export function boxLogExpectations(f: {
    boxCode: string;
    clientSeed?: string | null;
    randomWord?: string | null;
    prizeLineId?: string | number | null;
    beacon?: { round: number } | null;
}): ExpectedEntry[] {
    if (f.prizeLineId == null || !f.randomWord) return [];
    // vrf-beacon-v1 entries also name the round (entries of boxes opened before have none).
    const round = f.beacon ? { beaconRound: f.beacon.round } : {};
    return [{ kind: 'box.result', data: { boxCode: f.boxCode, clientSeed: f.clientSeed, randomWord: f.randomWord, prizeLineId: f.prizeLineId, ...round } }];
}
