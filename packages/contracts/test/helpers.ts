import {
    BaseError,
    ContractFunctionRevertedError,
    createPublicClient,
    createWalletClient,
    defineChain,
    http,
    type Chain,
    type Hex,
    type PublicClient,
    type Transport,
    type WalletClient,
} from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';

import { vrfCoordinatorMockAbi, type LocalChain } from '../src';

/** Hardhat's default account #2: funded on the local chain, owns nothing. */
export const STRANGER_KEY: Hex = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a';

/** Plain viem clients over the chain's HTTP JSON-RPC, as any outside caller would use. */
export function viemClients(
    rpcUrl: string,
    privateKey: Hex,
): { publicClient: PublicClient<Transport, Chain>; walletClient: WalletClient<Transport, Chain, PrivateKeyAccount> } {
    const chain = defineChain({
        id: 31337,
        name: 'local',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [rpcUrl] } },
    });
    // No retries: Hardhat answers reverts with -32603, which viem would otherwise retry with back-off.
    const transport = http(rpcUrl, { retryCount: 0 });
    return {
        publicClient: createPublicClient({ chain, transport, pollingInterval: 50 }),
        walletClient: createWalletClient({ account: privateKeyToAccount(privateKey), chain, transport }),
    };
}

/** The revert's custom error name, or its reason string (e.g. "Only callable by owner"). */
export async function revertOf(promise: Promise<unknown>): Promise<string> {
    try {
        await promise;
    } catch (error) {
        if (error instanceof BaseError) {
            const reverted = error.walk(e => e instanceof ContractFunctionRevertedError);
            if (reverted instanceof ContractFunctionRevertedError) {
                return reverted.data?.errorName === 'Error'
                    ? String(reverted.data.args?.[0])
                    : (reverted.data?.errorName ?? reverted.reason ?? reverted.shortMessage);
            }
        }
        throw error;
    }
    throw new Error('expected a revert, but the call succeeded');
}

export async function until<T>(probe: () => Promise<T | null>, timeoutMs = 10_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
        const value = await probe();
        if (value !== null) return value;
        if (Date.now() > deadline) throw new Error(`nothing after ${timeoutMs} ms`);
        await new Promise(resolve => setTimeout(resolve, 50));
    }
}

/** Whether the local chain's VRF coordinator lists `consumer` on the chain's subscription. */
export function isConsumer(publicClient: PublicClient<Transport, Chain>, chain: LocalChain, consumer: Hex): Promise<boolean> {
    return publicClient.readContract({
        address: chain.coordinatorAddress,
        abi: vrfCoordinatorMockAbi,
        functionName: 'consumerIsAdded',
        args: [chain.subscriptionId, consumer],
    });
}
