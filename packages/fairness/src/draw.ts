/**
 * The lucky-draw winner: the ticket whose cumulative-weight interval (in ticket-list order) holds
 * uniformBelow(randomWord, totalWeight). The random word comes from one of two providers:
 *
 *   local:     beta = ECVRF(serverKey, drawAlpha(sId, commitment)); randomWord = beta[0..32)
 *   chainlink: randomWord = keccak256(commitment || uint256be(vrfWord)), vrfWord = the word the
 *              Chainlink VRF coordinator fulfilled; the draw contract computes the same value as
 *              keccak256(abi.encodePacked(bytes32 commitment, uint256 randomWord)).
 *   drand:     randomWord = sha256(commitment || signature of beacon round R), R the first round
 *              emitted at least delaySeconds after the round was fixed (drand.ts).
 *
 * Either way the word is bound to the commitment, which was published before the randomness
 * existed, so neither the ticket list nor the word can be chosen after the fact.
 */
import { concatBytes, numberToBytesBE } from '@noble/curves/utils';
import { keccak_256 } from '@noble/hashes/sha3';

import { fromHex, toHex, utf8 } from './bytes.js';
import { type CommittedTicket, merkleRoot } from './commitment.js';
import { type CommitmentScheme, MERKLE_SCHEME, MERKLE_SUM_SCHEME, type SumProofStep, sumTreeRoot, verifyWinnerPath } from './sum-tree.js';
import { drandDrawWord, firstRoundAtOrAfter, roundTime, verifyBeaconRound } from './drand.js';
import { errorMessage } from './internal.js';
import { checkTimeline, type TimelineCheck, unixSeconds } from './timeline.js';
import { pickWeighted } from './uniform.js';
import { vrfVerify } from './vrf.js';

const UINT256_MAX = (1n << 256n) - 1n;

function commitmentBytes(commitmentHex: string): Uint8Array {
    const bytes = fromHex(commitmentHex);
    if (bytes.length !== 32) throw new RangeError('commitment must be 32 bytes (64 hex characters)');
    return bytes;
}

/**
 * The VRF input of the local provider: utf8("tuah-draw:" + sId + ":") || commitment (32 bytes).
 * The commitment has a fixed length at the end, so the encoding is unambiguous for any sId.
 */
export function drawAlpha(campaignSid: string, commitmentHex: string): Uint8Array {
    if (typeof campaignSid !== 'string') throw new TypeError('drawAlpha: sId must be a string');
    return concatBytes(utf8('tuah-draw:' + campaignSid + ':'), commitmentBytes(commitmentHex));
}

/** The draw's 32-byte random word from a 64-byte VRF output: its first 32 bytes. */
export function randomWordFromBeta(beta: Uint8Array): Uint8Array {
    if (!(beta instanceof Uint8Array) || beta.length !== 64) throw new RangeError('randomWordFromBeta: beta must be 64 bytes');
    return beta.slice(0, 32);
}

function parseUint256(value: bigint | string): bigint {
    let n: bigint;
    if (typeof value === 'bigint') n = value;
    else if (typeof value === 'string' && /^0[xX][0-9a-fA-F]+$/.test(value)) n = BigInt(value);
    else if (typeof value === 'string' && /^[0-9]+$/.test(value)) n = BigInt(value);
    else throw new TypeError('vrfWord must be a bigint, a decimal string or a 0x-hex string');
    if (n < 0n || n > UINT256_MAX) throw new RangeError('vrfWord must fit in a uint256');
    return n;
}

/**
 * The Chainlink provider's draw word: keccak256(commitment (32 bytes) || uint256be(vrfWord)),
 * i.e. Solidity's keccak256(abi.encodePacked(bytes32 commitment, uint256 randomWord)).
 * vrfWord: a bigint, a decimal string or a 0x-prefixed hex string, 0 <= vrfWord < 2^256.
 */
export function chainlinkDrawWord(commitmentHex: string, vrfWord: bigint | string): Uint8Array {
    return keccak_256(concatBytes(commitmentBytes(commitmentHex), numberToBytesBE(parseUint256(vrfWord), 32)));
}

/** The winning ticket: pickWeighted over the ticket weights, in the given (ticket-list) order. */
export function pickWinner(randomWord: Uint8Array, tickets: CommittedTicket[]): { index: number; ticketId: string; point: bigint; totalWeight: bigint } {
    if (!Array.isArray(tickets)) throw new TypeError('pickWinner: tickets must be an array');
    const { index, point, total } = pickWeighted(
        randomWord,
        tickets.map(t => t.weight),
    );
    return { index, ticketId: tickets[index]!.ticketId, point, totalWeight: total };
}

export interface DrawProof {
    sId: string;
    /** The Merkle root published at DRAW_INIT (hex). */
    commitment: string;
    /**
     * How the commitment was made: `merkle-v1` (plain root) or `merkle-sum-v1` (sum tree). Absent
     * (a client from before the sum tree), a full ticket list may match either root: both bind the
     * same list and pickWinner picks the same ticket from it.
     */
    commitmentScheme?: CommitmentScheme | null;
    /** The committed ticket list, in commitment order. A merkle-sum-v1 draw may leave it out and give `winnerPath`. */
    tickets?: CommittedTicket[];
    /** merkle-sum-v1: the winning ticket, its position and its path to the commitment (sum-tree.ts). */
    winnerPath?: { ticket: CommittedTicket; index: number; ticketCount: number; proof: SumProofStep[] };
    provider: 'local' | 'chainlink' | 'drand';
    /** local: the server's VRF public key (hex, 32 bytes). */
    publicKey?: string;
    /** local: the VRF proof pi (hex, 80 bytes). */
    proof?: string;
    /** chainlink: the fulfilled random word (decimal string). */
    vrfWord?: string;
    /** drand: when the commitment was published (ISO 8601 or unix seconds); the round must come after it. */
    committedAt?: string | number;
    /** drand: unix seconds at which the deciding round was fixed (not before committedAt). */
    beaconFixedAt?: number;
    /** drand: seconds between fixing the round and the earliest round that may decide. */
    beaconDelaySeconds?: number;
    /** drand: the beacon chain's public key (hex, compressed G2, 96 bytes). */
    beaconPublicKey?: string;
    beaconGenesisTime?: number;
    beaconPeriod?: number;
    /** drand: the deciding round and its signature (hex, compressed G1, 48 bytes). */
    beaconRound?: number;
    beaconSignature?: string;
    /** When ticket sales closed (optional: a proof without it only shows "not published"). */
    salesClosedAt?: string | number;
    /** When the random word was known (local, chainlink; a drand word is known when its round is emitted). */
    randomnessAt?: string | number;
    /** When the result was announced. */
    resultAt?: string | number;
}

export interface DrawVerification {
    /** Everything checks out: the winner below is the draw's winner. */
    ok: boolean;
    /** The ticket list's root (or, by path, the winner's path) leads to the published commitment. */
    commitmentMatches: boolean;
    /** merkle-sum-v1 by path: the winner's interval [before, before + weight), the total and the point drawn in it. */
    interval?: { before: string; weight: number; total: string; point: string };
    /** local: the VRF proof verifies for drawAlpha(sId, commitment); chainlink: always true (the chain is the proof); drand: the round signature verifies under the beacon's key. */
    proofValid: boolean;
    /** drand only: the round is the first one at least delaySeconds after it was fixed, which was not before the commitment. */
    roundInTime?: boolean;
    /** The draw's random word (hex), or '' if none could be derived. */
    randomWord: string;
    /** The winning ticket; null unless ok. */
    winner: { index: number; ticketId: string } | null;
    /** The published times in order (timeline.ts); a proof whose times are out of order does not verify. */
    timeline?: TimelineCheck;
    /** Why ok is false. */
    reason?: string;
}

/**
 * Recomputes a draw from its published data: the commitment from the ticket list, the random word
 * from the provider's proof, and the winner from both. Never throws: bad input gives ok = false
 * with a reason. The caller compares `winner.ticketId` with the announced winner.
 */
export function verifyDraw(proof: DrawProof): DrawVerification {
    const verified = verifyDrawEvidence(proof);
    let timeline: TimelineCheck;
    try {
        timeline = checkTimeline(proof ?? {});
    } catch (e) {
        return { ...verified, ok: false, winner: null, reason: `bad timeline: ${errorMessage(e)}` };
    }
    if (verified.ok && !timeline.ok) return { ...verified, ok: false, winner: null, timeline, reason: `timeline out of order: ${timeline.reason}` };
    return { ...verified, timeline };
}

/** verifyDraw without the timeline: the commitment, the random word and the winner. */
function verifyDrawEvidence(proof: DrawProof): DrawVerification {
    const result: DrawVerification = { ok: false, commitmentMatches: false, proofValid: false, randomWord: '', winner: null };
    const fail = (reason: string): DrawVerification => ({ ...result, ok: false, winner: null, reason });
    try {
        if (proof === null || typeof proof !== 'object') return fail('no draw proof');
        const { sId, commitment, tickets, provider, winnerPath } = proof;
        const scheme = proof.commitmentScheme ?? null;
        if (typeof sId !== 'string') return fail('sId is missing');
        if (typeof commitment !== 'string') return fail('commitment is missing');
        if (scheme !== null && scheme !== MERKLE_SCHEME && scheme !== MERKLE_SUM_SCHEME) return fail(`unknown commitment scheme ${String(scheme)}`);
        // A sum-tree draw is proven by the winner's path alone; the full list, when given, is checked instead.
        const byPath = scheme === MERKLE_SUM_SCHEME && !Array.isArray(tickets);
        if (byPath && (winnerPath === null || typeof winnerPath !== 'object')) return fail("neither the ticket list nor the winner's path");
        if (!byPath && !Array.isArray(tickets)) return fail('ticket list is missing');
        let committed: Uint8Array;
        try {
            committed = commitmentBytes(commitment);
        } catch (e) {
            return fail(`bad commitment: ${errorMessage(e)}`);
        }
        if (!byPath) {
            try {
                const published = toHex(committed);
                if (scheme !== MERKLE_SUM_SCHEME) result.commitmentMatches = merkleRoot(tickets!) === published;
                if (scheme !== MERKLE_SCHEME && !result.commitmentMatches) result.commitmentMatches = sumTreeRoot(tickets!) === published;
            } catch (e) {
                return fail(`bad ticket list: ${errorMessage(e)}`);
            }
        }

        let word: Uint8Array;
        if (provider === 'local') {
            if (typeof proof.publicKey !== 'string' || typeof proof.proof !== 'string') return fail('local draw without publicKey and proof');
            let publicKey: Uint8Array;
            let pi: Uint8Array;
            try {
                publicKey = fromHex(proof.publicKey);
                pi = fromHex(proof.proof);
            } catch (e) {
                return fail(`bad publicKey or proof: ${errorMessage(e)}`);
            }
            const beta = vrfVerify(publicKey, pi, drawAlpha(sId, commitment));
            if (!beta) return fail('VRF proof does not verify for this public key, campaign and commitment');
            result.proofValid = true;
            word = randomWordFromBeta(beta);
        } else if (provider === 'chainlink') {
            if (typeof proof.vrfWord !== 'string') return fail('chainlink draw without vrfWord');
            try {
                word = chainlinkDrawWord(commitment, proof.vrfWord);
            } catch (e) {
                return fail(`bad vrfWord: ${errorMessage(e)}`);
            }
            result.proofValid = true;
        } else if (provider === 'drand') {
            const checked = checkDrandRound(proof);
            if (typeof checked === 'string') return fail(checked);
            result.roundInTime = checked.inTime;
            if (!verifyBeaconRound(proof.beaconPublicKey!, proof.beaconRound!, proof.beaconSignature!)) {
                return fail(`beacon round ${proof.beaconRound} signature does not verify for this public key`);
            }
            result.proofValid = true;
            word = drandDrawWord(commitment, proof.beaconSignature!);
            if (!checked.inTime) {
                result.randomWord = toHex(word);
                return fail(checked.why);
            }
        } else {
            return fail(`unknown provider ${String(provider)}`);
        }
        result.randomWord = toHex(word);

        if (byPath) {
            const { ticket, index, ticketCount } = winnerPath!;
            const path = verifyWinnerPath(toHex(committed), word, ticket, winnerPath!.proof, { index, count: ticketCount });
            result.commitmentMatches = path.before !== null;
            if (!path.ok) return fail(path.reason ?? 'the winner does not verify');
            const interval = { before: path.before!.toString(), weight: ticket.weight, total: path.total!.toString(), point: path.point!.toString() };
            return { ...result, interval, ok: true, winner: { index, ticketId: ticket.ticketId } };
        }
        if (!result.commitmentMatches) return fail('the ticket list does not match the commitment');
        let winner: ReturnType<typeof pickWinner>;
        try {
            winner = pickWinner(word, tickets!);
        } catch (e) {
            return fail(`no winner: ${errorMessage(e)}`);
        }
        return { ...result, ok: true, winner: { index: winner.index, ticketId: winner.ticketId } };
    } catch (e) {
        return fail(`verification failed: ${errorMessage(e)}`);
    }
}

/**
 * The drand timing rule: the round was fixed no earlier than the commitment was published, and it
 * is the first round emitted at least delaySeconds after that. So its signature did not exist when
 * the ticket list was frozen, and the operator could not pick among rounds already seen.
 */
function checkDrandRound(proof: DrawProof): string | { inTime: true } | { inTime: false; why: string } {
    const { beaconPublicKey, beaconSignature, beaconRound, beaconGenesisTime, beaconPeriod, beaconFixedAt, beaconDelaySeconds } = proof;
    if (typeof beaconPublicKey !== 'string' || typeof beaconSignature !== 'string') return 'drand draw without beaconPublicKey and beaconSignature';
    if (!Number.isSafeInteger(beaconRound) || beaconRound! < 1) return 'drand draw without a beacon round';
    if (!Number.isSafeInteger(beaconGenesisTime) || !Number.isSafeInteger(beaconPeriod) || beaconPeriod! < 1)
        return 'drand draw without the beacon genesis time and period';
    if (!Number.isSafeInteger(beaconFixedAt) || !Number.isSafeInteger(beaconDelaySeconds) || beaconDelaySeconds! < 0) {
        return 'drand draw without the time its round was fixed and the delay';
    }
    const committedAt = unixSeconds(proof.committedAt);
    if (committedAt === null) return 'drand draw without the time its commitment was published';
    const chain = { genesisTime: beaconGenesisTime!, period: beaconPeriod! };
    if (beaconFixedAt! < Math.floor(committedAt)) return { inTime: false, why: 'the beacon round was fixed before the commitment was published' };
    const expected = firstRoundAtOrAfter(chain, beaconFixedAt! + beaconDelaySeconds!);
    if (beaconRound !== expected) {
        return {
            inTime: false,
            why:
                beaconRound! < expected
                    ? `beacon round ${beaconRound} is earlier than the commitment allows (round ${expected})`
                    : `beacon round ${beaconRound} is not the round fixed for this draw (round ${expected})`,
        };
    }
    if (roundTime(chain, beaconRound!) <= committedAt) return { inTime: false, why: 'the beacon round was emitted before the commitment was published' };
    return { inTime: true };
}
