/**
 * @tuah/fairness: verifiable draws and blind boxes. Pure TypeScript on @noble/curves and
 * @noble/hashes; runs unchanged in Node and in the browser. See docs/fairness.md.
 */
export { fromHex, toHex, utf8 } from './bytes.js';
export { vrfProofToHash, vrfProve, vrfPublicKey, vrfVerify } from './vrf.js';
export { pickWeighted, uniformBelow } from './uniform.js';
export { type CommittedTicket, holderHash, type MerkleProofStep, merkleProof, merkleRoot, ticketLeaf, verifyMerkleProof } from './commitment.js';
export {
    buildSumTree,
    type CommitmentScheme,
    decodeSumPath,
    encodeSumPath,
    MERKLE_SCHEME,
    MERKLE_SUM_SCHEME,
    type SumPathCheck,
    type SumProofStep,
    type SumTree,
    sumTreeProof,
    sumTreeRoot,
    verifySumProof,
    verifyWinnerPath,
    type WinnerPathCheck,
} from './sum-tree.js';
export {
    beaconPublicKey,
    beaconRandomness,
    beaconRoundMessage,
    type BeaconChain,
    DRAND_G1_DST,
    DRAND_QUICKNET,
    DRAND_SCHEME_ID,
    drandDrawWord,
    firstRoundAtOrAfter,
    roundAt,
    roundTime,
    signBeaconRound,
    verifyBeaconRound,
} from './drand.js';
export { chainlinkDrawWord, type DrawProof, type DrawVerification, drawAlpha, pickWinner, randomWordFromBeta, verifyDraw } from './draw.js';
export {
    type BoxTimelineStage,
    type BoxTimelineTimes,
    checkBoxTimeline,
    checkRarityTimeline,
    checkTimeline,
    type RarityTimelineStage,
    TIMELINE_STAGES,
    type TimelineCheck,
    type TimelineStage,
    type TimelineStageCheck,
    type TimelineTimes,
} from './timeline.js';
export {
    DEFAULT_TIER_ODDS,
    DRAW_WEIGHTS,
    RARITY_SCHEMES,
    type RarityScheme,
    type RarityVerification,
    rollTier,
    rollTierOnRound,
    type RoundRarityProof,
    TICKET_TIERS,
    type TicketTier,
    tierSeedCommitment,
    verifyRoundRarity,
} from './tier.js';
export {
    boxBeaconWord,
    type BoxPrizeLine,
    type BoxProof,
    BOX_SCHEME_BEACON,
    BOX_SCHEMES,
    type BoxScheme,
    boxAlpha,
    boxOutcome,
    CLIENT_SEED_MAX_HEX,
    CLIENT_SEED_MIN_HEX,
    isClientSeed,
    rPercentToWeight,
    seedCommitment,
    verifyBox,
} from './box.js';
export {
    checkLogInclusion,
    logConsistencyProof,
    logEntryBody,
    type LogEntryContent,
    type LogHashCache,
    type LogInclusionCheck,
    type LogInclusionFailure,
    logInclusionProof,
    logLeafHash,
    logNodeHash,
    logPublicKey,
    logRoot,
    parseLogEntryBody,
    type SignedTreeHead,
    signTreeHead,
    treeHeadMessage,
    verifyLogConsistency,
    verifyLogInclusion,
    verifyTreeHead,
} from './log.js';
export { chiSquareCritical, chiSquareStatistic, chiSquareSurvival, goodnessOfFit } from './statistics.js';
