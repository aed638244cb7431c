/** The draw plugin's admin API (apps/server/src/plugins/draw/api, docs/dashboard.md "Draws"). */

const DRAW_FIELDS = `
    campaignId sId name state stage isCancelled
    stages { stage at }
    stageAgeSeconds stuck provider commitment ticketCount randomWord requestId
    winnerTicketId winnerCustomerId winnerName`;

export const DRAWS = /* GraphQL */ `
    query TuahDraws($skip: Int, $take: Int) {
        draws(skip: $skip, take: $take) { totalItems items { ${DRAW_FIELDS} } }
    }
`;

export const DRAW = /* GraphQL */ `
    query TuahDraw($campaignId: ID!) {
        draw(campaignId: $campaignId) { ${DRAW_FIELDS} }
    }
`;

export const RESUME_DRAW = /* GraphQL */ `
    mutation TuahResumeDraw($campaignId: ID!) {
        resumeDraw(campaignId: $campaignId) {
            __typename
            ... on DrawResumption { outcome draw { ${DRAW_FIELDS} } }
            ... on DrawNotResumableError { errorCode message reason }
        }
    }
`;

export interface Draw {
    campaignId: string;
    sId: string;
    name: string;
    state: 'ACTIVE' | 'ENDED';
    stage: string;
    isCancelled: boolean;
    stages: Array<{ stage: string; at: string | null }>;
    stageAgeSeconds: number | null;
    stuck: boolean;
    provider: string | null;
    commitment: string | null;
    ticketCount: number | null;
    randomWord: string | null;
    requestId: string | null;
    winnerTicketId: string | null;
    winnerCustomerId: string | null;
    winnerName: string | null;
}

export type ResumeDrawResult =
    | { __typename: 'DrawResumption'; outcome: 'ENDED' | 'WAITING' | 'BUSY' | 'RETRY'; draw: Draw }
    | { __typename: 'DrawNotResumableError'; errorCode: string; message: string; reason: string };

/** What each resume outcome means to the operator (DrawResumeOutcome in the schema). */
export const RESUME_OUTCOME_WORDS: Record<string, string> = {
    ENDED: 'The draw has ended: every stage has run and the winner is drawn.',
    WAITING: 'The draw went as far as it can now: it is waiting for the oracle\'s random number. It moves on by itself when the answer arrives.',
    BUSY: 'This draw is already being advanced right now: nothing was run twice. Look again in a moment.',
    RETRY: 'A stage could not finish this time (nothing half-done was kept). Try again, or leave it to the automatic sweep.',
};

/** What the draw does while in each stage (DRAW_SEQUENCE in apps/server/src/plugins/draw/constants.ts). */
export const STAGE_WORDS: Record<string, string> = {
    DRAW_INIT: 'Committing the ticket list',
    CALL_CONTRACT: 'Publishing the commitment',
    CALL_CHAINLINK: 'Requesting the random number',
    WAIT_VRF_RESULT: 'Waiting for the random number',
    GET_WINNER: 'Picking the winner',
    ENDED: 'Ended',
};

/** The storefront's public proof page of a draw (apps/storefront/src/app/paths.ts `proof`), on the same origin. */
export const proofUrl = (campaignId: string) => `/tabs/common/draws/item/proof?cId=${encodeURIComponent(campaignId)}`;
