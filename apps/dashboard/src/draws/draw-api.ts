import { graphql, type ResultOf } from '../gql/graphql';

/** The draw plugin's admin API (apps/server/src/plugins/draw/api, docs/dashboard.md "Draws"). */

const DRAW_FIELDS = graphql(`
    fragment TuahDrawFields on Draw {
        campaignId
        sId
        name
        state
        stage
        isCancelled
        stages {
            stage
            at
        }
        stageAgeSeconds
        stuck
        provider
        commitment
        ticketCount
        randomWord
        requestId
        beaconRound
        beaconFixedAt
        beaconDelaySeconds
        beaconChainHash
        beaconPublicKey
        beaconSignature
        beaconRoundAt
        beaconPublicChain
        winnerTicketId
        winnerCustomerId
        winnerName
    }
`);

export const DRAWS = graphql(
    `
        query TuahDraws($skip: Int, $take: Int) {
            draws(skip: $skip, take: $take) {
                totalItems
                items {
                    ...TuahDrawFields
                }
            }
        }
    `,
    [DRAW_FIELDS],
);

export const DRAW = graphql(
    `
        query TuahDraw($campaignId: ID!) {
            draw(campaignId: $campaignId) {
                ...TuahDrawFields
            }
        }
    `,
    [DRAW_FIELDS],
);

export const RESUME_DRAW = graphql(
    `
        mutation TuahResumeDraw($campaignId: ID!) {
            resumeDraw(campaignId: $campaignId) {
                __typename
                ... on DrawResumption {
                    outcome
                    draw {
                        ...TuahDrawFields
                    }
                }
                ... on DrawNotResumableError {
                    errorCode
                    message
                    reason
                }
            }
        }
    `,
    [DRAW_FIELDS],
);

export type Draw = ResultOf<typeof DRAW_FIELDS>;
export type ResumeDrawResult = ResultOf<typeof RESUME_DRAW>['resumeDraw'];
type ResumeOutcome = ReturnType<typeof graphql.scalar<'DrawResumeOutcome'>>;
/** A draw's stages: the campaign's (CampaignStage in the schema) from DRAW_INIT on, after selling. */
type DrawStage = Exclude<ReturnType<typeof graphql.scalar<'CampaignStage'>>, 'OPEN' | 'ENTERED'>;

/** What each resume outcome means to the operator (DrawResumeOutcome in the schema). */
export const RESUME_OUTCOME_WORDS: Record<ResumeOutcome, string> = {
    ENDED: 'The draw has ended: every stage has run and the winner is drawn.',
    WAITING:
        "The draw went as far as it can now: it is waiting for its random number (the oracle's answer, or the beacon round). It moves on by itself when it arrives.",
    BUSY: 'This draw is already being advanced right now: nothing was run twice. Look again in a moment.',
    RETRY: 'A stage could not finish this time (nothing half-done was kept). Try again, or leave it to the automatic sweep.',
};

/** What the draw does while in each stage (DRAW_SEQUENCE in apps/server/src/plugins/draw/constants.ts). */
export const STAGE_WORDS: Record<DrawStage, string> = {
    DRAW_INIT: 'Committing the ticket list',
    CALL_CONTRACT: 'Publishing the commitment',
    CALL_CHAINLINK: 'Requesting the random number',
    WAIT_VRF_RESULT: 'Waiting for the random number',
    GET_WINNER: 'Picking the winner',
    ENDED: 'Ended',
};

/** The storefront's public proof page of a draw (apps/storefront/src/routing/paths.ts `proof`), on the same origin. */
export const proofUrl = (campaignId: string) => `/tabs/common/draws/item/proof?cId=${encodeURIComponent(campaignId)}`;

/**
 * A local draw's stages as what they are: the server's own VRF sends nothing to a contract and asks
 * no oracle, so CALL_CONTRACT and CALL_CHAINLINK (null: not shown) do nothing and WAIT_VRF_RESULT
 * is where the server makes the random number itself (LocalVrfProvider in the draw plugin).
 */
export const LOCAL_STAGE_WORDS: Record<DrawStage, string | null> = {
    DRAW_INIT: 'Ticket list committed (its Merkle root is fixed: no ticket can be added or changed)',
    CALL_CONTRACT: null,
    CALL_CHAINLINK: null,
    WAIT_VRF_RESULT: 'Random number made on the server (a verifiable random function over the commitment)',
    GET_WINNER: 'Winner picked from the random number',
    ENDED: 'Ended: the proof is public',
};

/**
 * A drand draw's stages as what they are (DrandProvider in the draw plugin): CALL_CONTRACT fixes the
 * beacon round that will decide it, nothing is requested (CALL_CHAINLINK not shown), and
 * WAIT_VRF_RESULT waits for that round and checks its signature.
 */
export const DRAND_STAGE_WORDS: Record<DrawStage, string | null> = {
    DRAW_INIT: 'Ticket list committed (its Merkle root is fixed: no ticket can be added or changed)',
    CALL_CONTRACT: 'Beacon round fixed (the first emitted after the delay: its signature does not exist yet)',
    CALL_CHAINLINK: null,
    WAIT_VRF_RESULT: "Beacon round's signature received and checked against the chain's public key",
    GET_WINNER: 'Winner picked from the random number',
    ENDED: 'Ended: the proof is public',
};

const isDrawStage = (stage: string): stage is DrawStage => stage in STAGE_WORDS;

/** The timeline's rows: every stage of a Chainlink draw; a local or drand draw's without the stages it never runs. */
export function timelineStages(draw: Pick<Draw, 'provider' | 'stages'>): Array<{ stage: string; at: string | null; words: string }> {
    const words = draw.provider === 'local' ? LOCAL_STAGE_WORDS : draw.provider === 'drand' ? DRAND_STAGE_WORDS : STAGE_WORDS;
    return draw.stages.flatMap(s => {
        const said = isDrawStage(s.stage) ? words[s.stage] : '';
        return said == null ? [] : [{ ...s, words: said }];
    });
}

/**
 * How often the Draws screens ask again (ms): every 2 s while a draw is under way (a stage moves
 * on, a winner is drawn), every 15 s otherwise (a campaign that stops selling joins the list).
 * Polling rather than the shop's SSE: that stream is per campaign and public (docs/dashboard.md#what-is-there-so-far, Tuah → Draws).
 */
export function drawsRefetchInterval(draws: Array<Pick<Draw, 'stage'>> | undefined): number {
    return draws?.some(d => d.stage !== 'ENDED') ? 2_000 : 15_000;
}
