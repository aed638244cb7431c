import type { Abi } from 'viem';
import { loadArtifact } from './artifacts';

/** TuahDraw's compiled ABI and creation bytecode (dist/artifacts/TuahDraw.json, read at require time). */
export const drawArtifact: { abi: Abi; bytecode: `0x${string}` } = loadArtifact('TuahDraw');
/** Chainlink's VRFCoordinatorV2_5Mock, for local chains and tests only. */
export const vrfCoordinatorMockArtifact: { abi: Abi; bytecode: `0x${string}` } = loadArtifact('VRFCoordinatorV2_5Mock');

export { drawAbi, vrfCoordinatorMockAbi } from './abi';
export { campaignKey, drawContractClient } from './client';
export type { DrawState, DrawContractClient, DrawContractClientOptions } from './client';
export { startLocalChain, localChainJson, LOCAL_CHAIN_ID, LOCAL_KEY_HASH } from './local-chain';
export type { LocalChain, LocalChainOptions } from './local-chain';
export { deployDrawContract } from './deploy';
export type { DeployDrawOptions, DeployedDraw } from './deploy';
