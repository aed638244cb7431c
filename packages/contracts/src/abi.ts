import { parseAbi } from 'viem';

/**
 * TuahDraw's ABI as a typed constant, for viem's type inference. It must agree with the compiled
 * artifact (`drawArtifact.abi`); test/abi.test.ts checks that it does.
 */
export const drawAbi = parseAbi([
    'constructor(address vrfCoordinator, uint256 subscriptionId, bytes32 keyHash)',
    'function commit(bytes32 campaignKey, bytes32 commitment)',
    'function requestRandomness(bytes32 campaignKey) returns (uint256 requestId)',
    'function getDraw(bytes32 campaignKey) view returns (bytes32 commitment, uint256 requestId, uint256 randomWord, bytes32 drawWord, bool fulfilled)',
    'function getDrawCoordinator(bytes32 campaignKey) view returns (address)',
    'function setVrfConfig(uint256 subscriptionId, bytes32 keyHash, uint32 callbackGasLimit, uint16 requestConfirmations)',
    'function s_subscriptionId() view returns (uint256)',
    'function s_keyHash() view returns (bytes32)',
    'function s_callbackGasLimit() view returns (uint32)',
    'function s_requestConfirmations() view returns (uint16)',
    'function s_vrfCoordinator() view returns (address)',
    'function setCoordinator(address _vrfCoordinator)',
    'function rawFulfillRandomWords(uint256 requestId, uint256[] randomWords)',
    'function owner() view returns (address)',
    'function transferOwnership(address to)',
    'function acceptOwnership()',
    'event Committed(bytes32 indexed campaignKey, bytes32 commitment)',
    'event RandomnessRequested(bytes32 indexed campaignKey, uint256 indexed requestId)',
    'event RandomnessFulfilled(bytes32 indexed campaignKey, uint256 indexed requestId, uint256 randomWord, bytes32 drawWord)',
    'event VrfConfigSet(uint256 subscriptionId, bytes32 keyHash, uint32 callbackGasLimit, uint16 requestConfirmations)',
    'event CoordinatorSet(address vrfCoordinator)',
    'event OwnershipTransferRequested(address indexed from, address indexed to)',
    'event OwnershipTransferred(address indexed from, address indexed to)',
    'error ZeroCommitment()',
    'error AlreadyCommitted(bytes32 campaignKey)',
    'error NotCommitted(bytes32 campaignKey)',
    'error AlreadyRequested(bytes32 campaignKey)',
    'error UnknownRequest(uint256 requestId)',
    'error AlreadyFulfilled(bytes32 campaignKey)',
    'error WrongCoordinator(address have, address want)',
    'error OnlyCoordinatorCanFulfill(address have, address want)',
    'error OnlyOwnerOrCoordinator(address have, address owner, address coordinator)',
    'error ZeroAddress()',
]);

/** The parts of Chainlink's VRFCoordinatorV2_5Mock the local chain uses (checked against the artifact too). */
export const vrfCoordinatorMockAbi = parseAbi([
    'constructor(uint96 _baseFee, uint96 _gasPrice, int256 _weiPerUnitLink)',
    'function createSubscription() returns (uint256 subId)',
    'function fundSubscription(uint256 _subId, uint256 _amount)',
    'function addConsumer(uint256 subId, address consumer)',
    'function consumerIsAdded(uint256 _subId, address _consumer) view returns (bool)',
    'function fulfillRandomWords(uint256 _requestId, address _consumer)',
    'function fulfillRandomWordsWithOverride(uint256 _requestId, address _consumer, uint256[] _words)',
    'event SubscriptionCreated(uint256 indexed subId, address owner)',
    'event RandomWordsRequested(bytes32 indexed keyHash, uint256 requestId, uint256 preSeed, uint256 indexed subId, uint16 minimumRequestConfirmations, uint32 callbackGasLimit, uint32 numWords, bytes extraArgs, address indexed sender)',
    'event RandomWordsFulfilled(uint256 indexed requestId, uint256 outputSeed, uint256 indexed subId, uint96 payment, bool nativePayment, bool success, bool onlyPremium)',
    'error InvalidRequest()',
    'error InvalidRandomWords()',
    'error InvalidConsumer(uint256 subId, address consumer)',
    'error InvalidSubscription()',
    'error InsufficientBalance()',
]);
