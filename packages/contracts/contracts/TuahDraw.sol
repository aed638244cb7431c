// SPDX-License-Identifier: MIT
pragma solidity ^0.8.19;

import {VRFConsumerBaseV2Plus} from "@chainlink/contracts/src/v0.8/vrf/dev/VRFConsumerBaseV2Plus.sol";
import {VRFV2PlusClient} from "@chainlink/contracts/src/v0.8/vrf/dev/libraries/VRFV2PlusClient.sol";

/// @title Tuah lucky-draw randomness
/// @notice One draw per campaign. The shop commits to the campaign's ticket set (a Merkle root)
/// before asking Chainlink VRF v2.5 for a random word; the draw word is
/// keccak256(abi.encodePacked(commitment, randomWord)), so neither the oracle's word nor the
/// shop's commitment alone decides the result, and the commitment cannot change once the
/// request is made.
/// @dev The campaign key is keccak256(utf8(campaign sId)), computed by the server.
contract TuahDraw is VRFConsumerBaseV2Plus {
  struct Draw {
    bytes32 commitment;
    uint256 requestId;
    uint256 randomWord;
    bytes32 drawWord;
    // The coordinator the request went to; only it may fulfil (see fulfillRandomWords).
    address coordinator;
    bool requested;
    bool fulfilled;
  }

  error ZeroCommitment();
  error AlreadyCommitted(bytes32 campaignKey);
  error NotCommitted(bytes32 campaignKey);
  error AlreadyRequested(bytes32 campaignKey);
  error UnknownRequest(uint256 requestId);
  error AlreadyFulfilled(bytes32 campaignKey);
  error WrongCoordinator(address have, address want);

  event Committed(bytes32 indexed campaignKey, bytes32 commitment);
  event RandomnessRequested(bytes32 indexed campaignKey, uint256 indexed requestId);
  event RandomnessFulfilled(bytes32 indexed campaignKey, uint256 indexed requestId, uint256 randomWord, bytes32 drawWord);
  event VrfConfigSet(uint256 subscriptionId, bytes32 keyHash, uint32 callbackGasLimit, uint16 requestConfirmations);

  uint256 public s_subscriptionId;
  bytes32 public s_keyHash;
  uint32 public s_callbackGasLimit = 200_000;
  uint16 public s_requestConfirmations = 3;

  mapping(bytes32 campaignKey => Draw) private s_draws;
  mapping(uint256 requestId => bytes32 campaignKey) private s_requestCampaign;

  constructor(address vrfCoordinator, uint256 subscriptionId, bytes32 keyHash) VRFConsumerBaseV2Plus(vrfCoordinator) {
    s_subscriptionId = subscriptionId;
    s_keyHash = keyHash;
    emit VrfConfigSet(subscriptionId, keyHash, s_callbackGasLimit, s_requestConfirmations);
  }

  /// @notice Changes the VRF request parameters (for draws requested from now on).
  function setVrfConfig(
    uint256 subscriptionId,
    bytes32 keyHash,
    uint32 callbackGasLimit,
    uint16 requestConfirmations
  ) external onlyOwner {
    s_subscriptionId = subscriptionId;
    s_keyHash = keyHash;
    s_callbackGasLimit = callbackGasLimit;
    s_requestConfirmations = requestConfirmations;
    emit VrfConfigSet(subscriptionId, keyHash, callbackGasLimit, requestConfirmations);
  }

  /// @notice Stores the campaign's ticket-set commitment, once.
  function commit(bytes32 campaignKey, bytes32 commitment) external onlyOwner {
    if (commitment == bytes32(0)) revert ZeroCommitment();
    Draw storage d = s_draws[campaignKey];
    if (d.commitment != bytes32(0)) revert AlreadyCommitted(campaignKey);
    d.commitment = commitment;
    emit Committed(campaignKey, commitment);
  }

  /// @notice Asks the VRF coordinator for one random word for a committed campaign, once.
  function requestRandomness(bytes32 campaignKey) external onlyOwner returns (uint256 requestId) {
    Draw storage d = s_draws[campaignKey];
    if (d.commitment == bytes32(0)) revert NotCommitted(campaignKey);
    if (d.requested) revert AlreadyRequested(campaignKey);
    requestId = s_vrfCoordinator.requestRandomWords(
      VRFV2PlusClient.RandomWordsRequest({
        keyHash: s_keyHash,
        subId: s_subscriptionId,
        requestConfirmations: s_requestConfirmations,
        callbackGasLimit: s_callbackGasLimit,
        numWords: 1,
        extraArgs: VRFV2PlusClient._argsToBytes(VRFV2PlusClient.ExtraArgsV1({nativePayment: false}))
      })
    );
    d.requested = true;
    d.requestId = requestId;
    d.coordinator = address(s_vrfCoordinator);
    s_requestCampaign[requestId] = campaignKey;
    emit RandomnessRequested(campaignKey, requestId);
  }

  /// @dev Called by VRFConsumerBaseV2Plus.rawFulfillRandomWords, which checks that the caller
  /// is the current coordinator. We also require it to be the coordinator the request was
  /// sent to, so a coordinator change after the request cannot substitute the word.
  function fulfillRandomWords(uint256 requestId, uint256[] calldata randomWords) internal override {
    bytes32 campaignKey = s_requestCampaign[requestId];
    Draw storage d = s_draws[campaignKey];
    if (!d.requested || d.requestId != requestId) revert UnknownRequest(requestId);
    if (d.fulfilled) revert AlreadyFulfilled(campaignKey);
    if (msg.sender != d.coordinator) revert WrongCoordinator(msg.sender, d.coordinator);
    uint256 randomWord = randomWords[0];
    bytes32 drawWord = keccak256(abi.encodePacked(d.commitment, randomWord));
    d.randomWord = randomWord;
    d.drawWord = drawWord;
    d.fulfilled = true;
    emit RandomnessFulfilled(campaignKey, requestId, randomWord, drawWord);
  }

  /// @notice The campaign's draw; all zero / false until the corresponding step happened.
  function getDraw(
    bytes32 campaignKey
  )
    external
    view
    returns (bytes32 commitment, uint256 requestId, uint256 randomWord, bytes32 drawWord, bool fulfilled)
  {
    Draw storage d = s_draws[campaignKey];
    return (d.commitment, d.requestId, d.randomWord, d.drawWord, d.fulfilled);
  }

  /// @notice The VRF coordinator the campaign's request went to (zero before the request).
  /// Verifiers check it is Chainlink's official coordinator for the chain.
  function getDrawCoordinator(bytes32 campaignKey) external view returns (address) {
    return s_draws[campaignKey].coordinator;
  }
}
