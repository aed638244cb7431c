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
`;
