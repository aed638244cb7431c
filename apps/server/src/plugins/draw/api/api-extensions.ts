import gql from 'graphql-tag';

import { CAMPAIGN_STAGES, DRAW_SEQUENCE } from '../../campaign';
import { drawErrorTypes, drawShopErrorTypes } from '../errors';

/** A campaign's stage, in both APIs: the enum is written from CAMPAIGN_STAGES, in its order. */
const stageTypes = gql`
    "Draw stage (docs/contract.md#draw-stages). ENTERED is the viewer's own view of an OPEN campaign they hold tickets in."
    enum CampaignStage {
        ${CAMPAIGN_STAGES.join('\n        ')}
    }
    extend type Campaign {
        stage: CampaignStage!
    }
`;

/** The operator's draws (docs/dashboard.md#admin-api-for-the-dashboard). */
export const adminApiExtensions = gql`
    ${stageTypes}
    ${drawErrorTypes}
    "When a draw entered one of its stages (null: not reached)."
    type DrawStageTime {
        stage: CampaignStage!
        at: DateTime
    }
    "A lucky draw past OPEN as operators watch it: the stage timeline, what it published, the winner."
    type Draw {
        campaignId: ID!
        sId: String!
        name: String!
        state: CampaignState!
        stage: CampaignStage!
        isCancelled: Boolean!
        stages: [DrawStageTime!]!
        "Seconds since the current stage was entered (null without its timestamp)."
        stageAgeSeconds: Int
        "An unfinished stage older than three sweeps (and at least 60 s): resume it with resumeDraw."
        stuck: Boolean!
        "local, chainlink or drand, fixed when the draw starts (null before its commitment)."
        provider: String
        commitment: String
        ticketCount: Int
        randomWord: String
        requestId: String
        "drand: the deciding beacon round, fixed after the commitment (null before CALL_CONTRACT, and for other providers)."
        beaconRound: Int
        "drand: when the round was fixed (unix seconds); the round is the first emitted at least beaconDelaySeconds later."
        beaconFixedAt: Int
        beaconDelaySeconds: Int
        "drand: the beacon chain's hash and public key (hex, BLS12-381 G2), pinned when the round was fixed."
        beaconChainHash: String
        beaconPublicKey: String
        "drand: the round's BLS signature (hex, G1), once the round is emitted and checked."
        beaconSignature: String
        "drand: the deciding round's emission time (null before the round is fixed)."
        beaconRoundAt: DateTime
        "drand: whether the chain is drand's public quicknet (key and hash); false: a beacon whose key holder could sign rounds ahead, such as the embedded one."
        beaconPublicChain: Boolean
        winnerTicketId: String
        winnerCustomerId: ID
        winnerName: String
    }
    type DrawList {
        items: [Draw!]!
        totalItems: Int!
    }
    enum DrawResumeOutcome {
        "The draw has ended."
        ENDED
        "It went as far as it can now (a Chainlink answer is awaited)."
        WAITING
        "This process is already advancing it: nothing was run twice."
        BUSY
        "A stage failed this time (logged; e.g. another process was writing): nothing half-done stays, resume again or let the sweeper."
        RETRY
    }
    type DrawResumption {
        outcome: DrawResumeOutcome!
        draw: Draw!
    }
    union ResumeDrawResult = DrawResumption | DrawNotResumableError
    "A campaign as a dashboard widget lists it."
    type DashboardCampaign {
        id: ID!
        sId: String!
        name: String!
        typStr: String!
        endDate: DateTime!
        stage: CampaignStage!
        "When the current draw stage was entered (null while selling)."
        stageSince: DateTime
        issuedTicket: Int!
        totalTicket: Int!
    }
    "A limited blind-box prize line running low: at most 5 units, or 10 % of its stock, left."
    type LowStockPrize {
        prizeLineId: ID!
        campaignId: ID!
        prizeName: String!
        rarity: String!
        pType: String!
        stock: Int!
        awarded: Int!
        remaining: Int!
    }
    "A catalogue variant that tracks stock with at most 5 units available to sell (on hand minus allocated, all locations)."
    type LowStockVariant {
        variantId: ID!
        productId: ID!
        sku: String!
        name: String!
        productName: String!
        available: Int!
    }
    type TuahDashboardStats {
        "Start of today in the shop's time zone (Asia/Kuala_Lumpur)."
        since: DateTime!
        "Tickets issued since then (voided ones not counted)."
        ticketsSoldToday: Int!
        "Active campaigns ending within 24 hours, soonest first (at most 50)."
        campaignsEndingSoon: [DashboardCampaign!]!
        "Lucky draws started but not ended, oldest first (at most 50)."
        drawsInProgress: [DashboardCampaign!]!
        "Limited prize lines of active campaigns running low, fewest left first (at most 50)."
        lowStock: [LowStockPrize!]!
        "Catalogue variants running low, fewest available first (at most 50)."
        lowStockVariants: [LowStockVariant!]!
    }
    extend type Query {
        "The dashboard home's widgets."
        tuahDashboardStats: TuahDashboardStats!
        "Lucky draws past OPEN, newest first; take 1..100 (default 20), skip >= 0."
        draws(skip: Int, take: Int): DrawList!
        draw(campaignId: ID!): Draw
    }
    extend type Mutation {
        "Runs the draw as far as it goes now: the sweeper's own idempotent step."
        resumeDraw(campaignId: ID!): ResumeDrawResult!
    }
`;

export const shopApiExtensions = gql`
    ${stageTypes}
    ${drawShopErrorTypes}
    type DrawResult {
        name: String!
        state: CampaignStage!
        winner: CampaignWinner
        prize: Product
    }
    type CampaignProgress {
        campaignId: ID!
        issuedTicket: Int!
        totalTicket: Int!
        "Tickets issued as a percentage of totalTicket, 0-100."
        percent: Float!
        state: CampaignState!
        stage: CampaignStage!
        isCancelled: Boolean!
        ${DRAW_SEQUENCE.map(stage => `ts_${stage}: DateTime`).join('\n        ')}
        drawResult: DrawResult
        "local, chainlink or drand: the committed draw's provider, else the one this shop draws with. A local draw has no contract, oracle or chain stages to show; a drand draw fixes a beacon round instead (docs/draws.md)."
        provider: String!
        "The progress message for the current stage (docs/contract.md#draw-stages), in the request's language."
        stageMessage: String
    }
    "One ticket of the published, ordered ticket list of a draw."
    type FairnessTicket {
        ticketId: String!
        "Draw weight (chances) of the ticket's rarity."
        weight: Int!
        rarity: TicketRarity!
        "sha256(salt ‖ ':' ‖ holder id): binds the ticket to its holder without naming them."
        holderHash: String!
        "How the rarity was rolled (docs/fairness.md#ticket-rarity): beacon-v1 (tier seed, ticket id and the signature of rarityRound) or hmac-v1 (tickets issued before: seed and id). Null in a winner's path stored before beacon-v1: hmac-v1."
        rarityScheme: String
        "beacon-v1: the first beacon round emitted after issuedAt (its signature: CampaignFairness.rarityRounds)."
        rarityRound: Int
        "When the ticket was issued (its round was fixed then)."
        issuedAt: DateTime
        "beacon-v1: when the rarity was written, never before the round was out."
        rarityRevealedAt: DateTime
    }
    "The beacon chain ticket rarities take their rounds from (docs/fairness.md#ticket-rarity)."
    type FairnessBeaconChain {
        "BLS12-381 G2 public key (hex)."
        publicKey: String!
        chainHash: String!
        "Round r is emitted at genesisTime + (r - 1) * period (unix seconds)."
        genesisTime: Int!
        period: Int!
    }
    "A beacon round a ticket's rarity took."
    type FairnessBeaconRound {
        round: Int!
        "The round's BLS signature (hex, G1), as the shop verified it; null while the round is not out."
        signature: String
        emittedAt: DateTime!
    }
    "One step of a ticket's path to a merkle-sum-v1 commitment: the sibling's hash and the total weight beneath it (decimal), and its side (L or R)."
    type FairnessPathStep {
        side: String!
        hash: String!
        sum: String!
    }
    """
    A ticket's path to a merkle-sum-v1 commitment (docs/fairness.md): re-hashing it up to the root
    proves the ticket is in the committed list, at this index, with its weight, and fixes its
    cumulative-weight interval [before, before + weight) and the total weight.
    """
    type FairnessTicketProof {
        ticket: FairnessTicket!
        index: Int!
        "Sum of the weights before the ticket in the list (decimal); the verifier recomputes it from the path."
        before: String!
        steps: [FairnessPathStep!]!
        "The same steps, compact: base64 of each sibling's hash (32 bytes) and sum (uint64be), from the leaf up; the sides follow from index and ticketCount (fairness decodeSumPath)."
        path: String!
    }
    type FairnessTicketList {
        items: [FairnessTicket!]!
        totalItems: Int!
    }
    "The signed-in shopper's own tickets in one committed draw, each with its path to the commitment."
    type MyTicketProofList {
        campaignId: ID!
        commitment: String!
        commitmentScheme: String!
        ticketCount: Int!
        totalWeight: String!
        "The shopper's holder hash in this draw's list."
        holderHash: String!
        items: [FairnessTicketProof!]!
        totalItems: Int!
    }
    union MyTicketProofsResult = MyTicketProofList | TicketProofsUnavailableError
    type TierOdds {
        rarity: TicketRarity!
        percent: Float!
    }
    """
    Everything needed to re-derive a draw's winner (packages/fairness verifyDraw): the commitment
    over the ordered ticket list, the random word and its proof (local ECVRF) or its chain
    transactions (chainlink), and the winner.
    """
    type CampaignFairness {
        campaignId: ID!
        sId: String!
        stage: CampaignStage!
        "local, chainlink or drand; null until the ticket set is committed (DRAW_INIT)."
        provider: String
        "Merkle root (hex) over the ordered ticket list."
        commitment: String
        "How the commitment was made: merkle-sum-v1 (sum tree; draws committed since issue 32) or merkle-v1 (plain root). Null before DRAW_INIT."
        commitmentScheme: String
        committedAt: DateTime
        ticketCount: Int!
        "Sum of the ticket weights (decimal)."
        totalWeight: String
        "The whole committed list in one response: for small draws and older clients; auditors of large draws page with ticketPage."
        tickets: [FairnessTicket!]!
        "One page of the committed list, in commitment order (take: 1 to 1000, default 1000)."
        ticketPage(skip: Int, take: Int): FairnessTicketList!
        "merkle-sum-v1: the winning ticket's path, which proves the winner without the list (null before the winner, and for merkle-v1 draws)."
        winnerProof: FairnessTicketProof
        "sha256 of the tier seed, published before the first sale."
        tierSeedCommitment: String!
        "The tier seed, revealed once the ticket set is frozen: every ticket's rarity can be re-derived."
        tierSeed: String
        tierOdds: [TierOdds!]!
        "The 256-bit word the winner is derived from (hex)."
        randomWord: String
        vrfPublicKey: String
        vrfProof: String
        chainId: Int
        contractAddress: String
        requestId: String
        commitTxHash: String
        requestTxHash: String
        fulfilTxHash: String
        "The oracle's random word (decimal); randomWord = keccak256(commitment ‖ vrfWord)."
        vrfWord: String
        "drand: the beacon round that decides the draw, fixed after the commitment: the first emitted at least beaconDelaySeconds after beaconFixedAt."
        beaconRound: Int
        "drand: when the round was fixed (unix seconds), not before committedAt."
        beaconFixedAt: Int
        beaconDelaySeconds: Int
        "drand: the beacon chain's public key (hex, BLS12-381 G2)."
        beaconPublicKey: String
        beaconChainHash: String
        "drand: the chain's genesis (unix seconds) and period (seconds): round r is emitted at genesis + (r - 1) * period."
        beaconGenesisTime: Int
        beaconPeriod: Int
        "drand: the round's BLS signature (hex, G1); randomWord = sha256(commitment ‖ beaconSignature)."
        beaconSignature: String
        winnerTicketId: String
        winnerIndex: Int
        "The chain beacon-v1 ticket rarities take their rounds from: the shop's pinned beacon."
        rarityBeacon: FairnessBeaconChain
        "beacon-v1: the signatures of these rounds, those of this draw's tickets only, each once, the first 100 asked for (rounds are shared by every ticket issued in the same period: ask for the rounds of the tickets you check)."
        rarityRounds(rounds: [Int!]!): [FairnessBeaconRound!]!
        "The draw's entries in the public fairness log (commitment, random word, result), in log order; check them against a signed head (docs/fairness.md#the-fairness-log)."
        logEntries: [FairnessLogEntry!]
        "The draw's timeline in order, only the stages its provider ran (local: no contract, oracle or chain stages); verifyDraw fails a proof whose times are out of order. Null before DRAW_INIT."
        timeline: [FairnessTimelineStage!]
    }
    extend type Query {
        "GetCampaignProgress"
        campaignProgress(campaignId: ID!): CampaignProgress
        campaignFairness(campaignId: ID!): CampaignFairness
        "The signed-in shopper's own tickets in a committed merkle-sum-v1 draw, with their paths (take: 1 to 100, default 50)."
        myTicketProofs(campaignId: ID!, skip: Int, take: Int): MyTicketProofsResult!
    }
`;
