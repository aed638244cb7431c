import gql from 'graphql-tag';

export const shopApiExtensions = gql`
    "One entry of the public fairness log (GET /fairness-log/…; docs/fairness.md#the-fairness-log)."
    type FairnessLogEntry {
        "The entry's position in the log: its leaf index in the Merkle tree."
        index: Int!
        "draw.commitment, draw.randomness, draw.result or box.result."
        kind: String!
        "The entry as logged (canonical JSON); its leaf hash is sha256(0x00 ‖ body)."
        body: String!
    }
    "One stage of a proof's timeline (docs/fairness.md#the-timeline): when it happened and the evidence that shows it. A proof lists only the stages its provider ran."
    type FairnessTimelineStage {
        "SALES_CLOSED, COMMITTED, COMMITMENT_ON_CHAIN, RANDOMNESS_REQUESTED, ROUND_FIXED, RANDOMNESS_KNOWN, RESULT (draws); COMMITTED, BOUGHT, RESULT (boxes)."
        stage: String!
        "Null: not published (e.g. a draw that sold out before its end date)."
        at: DateTime
        "What shows the stage: a hash, a beacon round, a transaction hash, a ticket count or the winning ticket."
        evidence: String
    }
`;
