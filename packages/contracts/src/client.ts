import {
    createPublicClient,
    createWalletClient,
    defineChain,
    http,
    parseEventLogs,
    keccak256,
    toBytes,
    type Chain,
    type Hex,
    type TransactionReceipt,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { drawAbi } from './abi';

/** The on-chain key of a campaign: keccak256 of the UTF-8 bytes of its sId. */
export function campaignKey(sId: string): `0x${string}` {
    return keccak256(toBytes(sId));
}

export interface DrawState {
    commitment: `0x${string}`;
    requestId: bigint;
    randomWord: bigint;
    drawWord: `0x${string}`;
    fulfilled: boolean;
}

export interface DrawContractClientOptions {
    rpcUrl: string;
    /** The TuahDraw owner's key (commit and requestRandomness are owner-only). */
    privateKey: `0x${string}`;
    contractAddress: `0x${string}`;
    /** When given, every transaction checks the RPC serves this chain and refuses otherwise. */
    chainId?: number;
    /** Where the event look-ups start (the contract's deployment block); default 0. Public RPCs
     *  often limit eth_getLogs ranges, so set this for a real chain. */
    fromBlock?: bigint;
    /** How often to poll for receipts; default 1000 ms. */
    pollingIntervalMs?: number;
}

export interface DrawContractClient {
    chainId(): Promise<number>;
    getDraw(sId: string): Promise<DrawState>;
    commit(sId: string, commitment: `0x${string}`): Promise<{ txHash: `0x${string}` }>;
    requestRandomness(sId: string): Promise<{ txHash: `0x${string}`; requestId: bigint }>;
    fulfilment(sId: string): Promise<{ txHash: `0x${string}`; randomWord: bigint; drawWord: `0x${string}` } | null>;
}

const ZERO_BYTES32 = `0x${'0'.repeat(64)}` as const;

/**
 * A thin typed client over viem for the server's chainlink provider: each call is safe to repeat.
 *
 * - `commit` when the same commitment is already stored returns the original transaction; a
 *   different one throws (the contract would revert with AlreadyCommitted).
 * - `requestRandomness` when the campaign was already requested returns the original request.
 * - Writes from one client are sent one at a time (one nonce sequence); they wait for the
 *   receipt and throw when the transaction reverts.
 */
export function drawContractClient(options: DrawContractClientOptions): DrawContractClient {
    const address = options.contractAddress;
    const fromBlock = options.fromBlock ?? 0n;
    const transport = http(options.rpcUrl, { retryCount: 2 });
    const pollingInterval = options.pollingIntervalMs ?? 1_000;
    const chain: Chain | undefined =
        options.chainId === undefined
            ? undefined
            : defineChain({
                  id: options.chainId,
                  name: `chain ${options.chainId}`,
                  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
                  rpcUrls: { default: { http: [options.rpcUrl] } },
              });
    const publicClient = createPublicClient({ chain, transport, pollingInterval });
    const account = privateKeyToAccount(options.privateKey);
    const walletClient = createWalletClient({ account, chain, transport, pollingInterval });

    let writes: Promise<unknown> = Promise.resolve();
    function serialized<T>(task: () => Promise<T>): Promise<T> {
        const run = writes.then(task, task);
        writes = run.catch(() => undefined);
        return run;
    }

    async function readDraw(key: Hex): Promise<DrawState> {
        const [commitment, requestId, randomWord, drawWord, fulfilled] = await publicClient.readContract({
            address,
            abi: drawAbi,
            functionName: 'getDraw',
            args: [key],
        });
        return { commitment, requestId, randomWord, drawWord, fulfilled };
    }

    async function confirmed(hash: Hex, what: string): Promise<TransactionReceipt> {
        const receipt = await publicClient.waitForTransactionReceipt({ hash });
        if (receipt.status !== 'success') throw new Error(`TuahDraw ${what} reverted (tx ${hash})`);
        return receipt;
    }

    async function committedTx(sId: string, key: Hex, commitment: Hex): Promise<{ txHash: Hex } | null> {
        const draw = await readDraw(key);
        if (draw.commitment === ZERO_BYTES32) return null;
        if (draw.commitment.toLowerCase() !== commitment.toLowerCase()) {
            throw new Error(`TuahDraw: campaign ${sId} is already committed to ${draw.commitment}, not ${commitment}`);
        }
        const logs = await publicClient.getContractEvents({
            address,
            abi: drawAbi,
            eventName: 'Committed',
            args: { campaignKey: key },
            fromBlock,
            toBlock: 'latest',
        });
        if (logs.length === 0) {
            throw new Error(`TuahDraw: campaign ${sId} is committed but no Committed event found from block ${fromBlock}`);
        }
        return { txHash: logs[0].transactionHash };
    }

    async function requestedTx(sId: string, key: Hex): Promise<{ txHash: Hex; requestId: bigint } | null> {
        const draw = await readDraw(key);
        // VRF request ids are never 0 (the coordinator derives them from a hash; the mock counts from 1).
        if (draw.requestId === 0n) return null;
        const logs = await publicClient.getContractEvents({
            address,
            abi: drawAbi,
            eventName: 'RandomnessRequested',
            args: { campaignKey: key },
            fromBlock,
            toBlock: 'latest',
        });
        if (logs.length === 0) {
            throw new Error(`TuahDraw: campaign ${sId} has request ${draw.requestId} but no RandomnessRequested event found from block ${fromBlock}`);
        }
        return { txHash: logs[0].transactionHash, requestId: draw.requestId };
    }

    return {
        async chainId() {
            return publicClient.getChainId();
        },

        async getDraw(sId) {
            return readDraw(campaignKey(sId));
        },

        commit(sId, commitment) {
            const key = campaignKey(sId);
            return serialized(async () => {
                const existing = await committedTx(sId, key, commitment);
                if (existing) return existing;
                try {
                    const hash = await walletClient.writeContract({
                        address,
                        abi: drawAbi,
                        functionName: 'commit',
                        args: [key, commitment],
                        chain: chain ?? null,
                    });
                    await confirmed(hash, `commit(${sId})`);
                    return { txHash: hash };
                } catch (error) {
                    // Someone (another process with the same key) may have committed meanwhile.
                    const raced = await committedTx(sId, key, commitment).catch(() => null);
                    if (raced) return raced;
                    throw error;
                }
            });
        },

        requestRandomness(sId) {
            const key = campaignKey(sId);
            return serialized(async () => {
                const existing = await requestedTx(sId, key);
                if (existing) return existing;
                try {
                    const hash = await walletClient.writeContract({
                        address,
                        abi: drawAbi,
                        functionName: 'requestRandomness',
                        args: [key],
                        chain: chain ?? null,
                    });
                    const receipt = await confirmed(hash, `requestRandomness(${sId})`);
                    const [event] = parseEventLogs({
                        abi: drawAbi,
                        eventName: 'RandomnessRequested',
                        logs: receipt.logs.filter(log => log.address.toLowerCase() === address.toLowerCase()),
                    });
                    if (!event) throw new Error(`TuahDraw: requestRandomness(${sId}) emitted no RandomnessRequested (tx ${hash})`);
                    return { txHash: hash, requestId: event.args.requestId };
                } catch (error) {
                    const raced = await requestedTx(sId, key).catch(() => null);
                    if (raced) return raced;
                    throw error;
                }
            });
        },

        async fulfilment(sId) {
            const logs = await publicClient.getContractEvents({
                address,
                abi: drawAbi,
                eventName: 'RandomnessFulfilled',
                args: { campaignKey: campaignKey(sId) },
                fromBlock,
                toBlock: 'latest',
            });
            const log = logs[0];
            if (!log) return null;
            return { txHash: log.transactionHash, randomWord: log.args.randomWord!, drawWord: log.args.drawWord! };
        },
    };
}
