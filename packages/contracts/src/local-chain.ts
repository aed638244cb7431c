/**
 * The local stand-in for a real chain + Chainlink VRF: Hardhat 2's in-process EVM (EDR) served
 * over HTTP JSON-RPC on 127.0.0.1, with Chainlink's VRFCoordinatorV2_5Mock, a funded
 * subscription and TuahDraw deployed and registered as its consumer.
 *
 * Only Hardhat's network internals are used (no hardhat.config, no compile task, no downloads).
 * Hardhat is a dev dependency: this module loads it only when startLocalChain is called.
 *
 * As a CLI (`node dist/local-chain.js [--port 8545] [--no-auto-fulfil] [--fulfil-delay-ms 1000]`)
 * it prints the chain's JSON and keeps running until SIGINT/SIGTERM.
 */
import {
    createPublicClient,
    createWalletClient,
    custom,
    defineChain,
    getAddress,
    keccak256,
    parseEventLogs,
    toBytes,
    type Hex,
    type PublicClient,
    type WalletClient,
    type Account,
    type Chain,
    type Transport,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { drawAbi, vrfCoordinatorMockAbi } from './abi';
import { loadArtifact } from './artifacts';

export interface LocalChain {
    rpcUrl: string;
    chainId: number;
    /** The owner account's private key (Hardhat default account #0). */
    deployerKey: `0x${string}`;
    coordinatorAddress: `0x${string}`;
    drawContractAddress: `0x${string}`;
    subscriptionId: bigint;
    keyHash: `0x${string}`;
    /** Fulfils every pending request on the mock coordinator (as the Chainlink node would); returns how many. */
    fulfilPending(): Promise<number>;
    stop(): Promise<void>;
}

export interface LocalChainOptions {
    /** Port on 127.0.0.1; 0 (the default) picks a free one. */
    port?: number;
    /** Default true: watch RandomWordsRequested and fulfil each request fulfilDelayMs later, like the oracle. */
    autoFulfil?: boolean;
    /** Default 1000. */
    fulfilDelayMs?: number;
    /** Progress and fulfilment messages (default: none). Errors of the auto-fulfiller go to console.error. */
    log?: (message: string) => void;
}

export const LOCAL_CHAIN_ID = 31337;
/** The mock's pricing (Chainlink's documented example values): 0.1 ETH base fee, 1 gwei gas, 0.004 ETH per LINK. */
const MOCK_BASE_FEE = 100_000_000_000_000_000n;
const MOCK_GAS_PRICE = 1_000_000_000n;
const MOCK_WEI_PER_UNIT_LINK = 4_000_000_000_000_000n;
/** 1,000,000 (mock) LINK: each mock fulfilment costs about 25. */
const SUBSCRIPTION_FUNDING = 1_000_000n * 10n ** 18n;
/** Any bytes32 does for the mock; this one says where it came from. */
export const LOCAL_KEY_HASH = keccak256(toBytes('tuah local VRF key hash'));

const POLL_MS = 100;
const RETRY_AFTER_FAILURE_MS = 5_000;

interface EIP1193Like {
    request(args: { method: string; params?: unknown }): Promise<unknown>;
}
interface HardhatServer {
    listen(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
}

function loadHardhat() {
    // Hardhat reads these when some of its modules load; make sure it never prompts or phones home.
    process.env.HARDHAT_DISABLE_TELEMETRY_PROMPT ??= 'true';
    process.env.HARDHAT_DISABLE_TELEMETRY ??= 'true';
    const { resolveConfig } = require('hardhat/internal/core/config/config-resolution') as {
        resolveConfig(
            configPath: string,
            userConfig: object,
        ): {
            networks: { hardhat: { accounts: unknown } };
        };
    };
    const { createProvider } = require('hardhat/internal/core/providers/construction') as {
        createProvider(config: unknown, networkName: string): Promise<EIP1193Like>;
    };
    const { normalizeHardhatNetworkAccountsConfig } = require('hardhat/internal/core/providers/util') as {
        normalizeHardhatNetworkAccountsConfig(accounts: unknown): Array<{ privateKey: string }>;
    };
    const { JsonRpcServer } = require('hardhat/internal/hardhat-network/jsonrpc/server') as {
        JsonRpcServer: new (config: { hostname: string; port: number; provider: EIP1193Like }) => HardhatServer;
    };
    return { resolveConfig, createProvider, normalizeHardhatNetworkAccountsConfig, JsonRpcServer };
}

type Wallet = WalletClient<Transport, Chain, Account>;

export async function startLocalChain(options: LocalChainOptions = {}): Promise<LocalChain> {
    const log = options.log ?? (() => undefined);
    const autoFulfil = options.autoFulfil ?? true;
    const fulfilDelayMs = options.fulfilDelayMs ?? 1_000;
    const drawArtifact = loadArtifact('TuahDraw');
    const mockArtifact = loadArtifact('VRFCoordinatorV2_5Mock');

    const hh = loadHardhat();
    // The "config path" (which must exist) only anchors Hardhat's project paths, unused here:
    // nothing is read from or written to them.
    const config = hh.resolveConfig(__filename, {
        networks: {
            hardhat: {
                chainId: LOCAL_CHAIN_ID,
                loggingEnabled: false,
                mining: { auto: true, interval: 0 },
            },
        },
    });
    const provider = await hh.createProvider(config, 'hardhat');
    const keys = hh.normalizeHardhatNetworkAccountsConfig(config.networks.hardhat.accounts);
    const deployerKey = keys[0].privateKey as Hex;
    // A second account sends the fulfilments, so they never race the owner's nonces.
    const oracleKey = keys[1].privateKey as Hex;

    const server = new hh.JsonRpcServer({ hostname: '127.0.0.1', port: options.port ?? 0, provider });
    const { port } = await server.listen();
    const rpcUrl = `http://127.0.0.1:${port}`;

    // In-process access for the setup and the fulfiller: no HTTP round trips, no sockets to close.
    const transport = custom({ request: args => provider.request(args) });
    const chain = defineChain({
        id: LOCAL_CHAIN_ID,
        name: 'Tuah local chain',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [rpcUrl] } },
    });
    const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 }) as PublicClient;
    const deployer: Wallet = createWalletClient({ account: privateKeyToAccount(deployerKey), chain, transport });
    const oracle: Wallet = createWalletClient({ account: privateKeyToAccount(oracleKey), chain, transport });

    async function mined(hash: Hex) {
        const receipt = await publicClient.waitForTransactionReceipt({ hash });
        if (receipt.status !== 'success') throw new Error(`local chain: transaction ${hash} reverted`);
        return receipt;
    }

    /** The address a deployment's receipt names. */
    const contractAt = (receipt: { contractAddress?: Hex | null }) => getAddress(receipt.contractAddress!);

    let coordinatorAddress: Hex;
    let drawContractAddress: Hex;
    let subscriptionId: bigint;
    try {
        coordinatorAddress = contractAt(
            await mined(
                await deployer.deployContract({
                    abi: vrfCoordinatorMockAbi,
                    bytecode: mockArtifact.bytecode,
                    args: [MOCK_BASE_FEE, MOCK_GAS_PRICE, MOCK_WEI_PER_UNIT_LINK],
                }),
            ),
        );
        const coordinator = { address: coordinatorAddress, abi: vrfCoordinatorMockAbi } as const;

        const subReceipt = await mined(await deployer.writeContract({ ...coordinator, functionName: 'createSubscription' }));
        const [created] = parseEventLogs({ abi: vrfCoordinatorMockAbi, eventName: 'SubscriptionCreated', logs: subReceipt.logs });
        subscriptionId = created.args.subId;
        await mined(await deployer.writeContract({ ...coordinator, functionName: 'fundSubscription', args: [subscriptionId, SUBSCRIPTION_FUNDING] }));

        drawContractAddress = contractAt(
            await mined(
                await deployer.deployContract({ abi: drawAbi, bytecode: drawArtifact.bytecode, args: [coordinatorAddress, subscriptionId, LOCAL_KEY_HASH] }),
            ),
        );
        await mined(await deployer.writeContract({ ...coordinator, functionName: 'addConsumer', args: [subscriptionId, drawContractAddress] }));
    } catch (error) {
        await server.close().catch(() => undefined);
        throw error;
    }
    log(`local chain: ${rpcUrl}, coordinator mock ${coordinatorAddress}, TuahDraw ${drawContractAddress}`);

    // ---- the oracle stand-in ----
    /** requestId → consumer, for requests seen and not yet fulfilled. */
    const pending = new Map<bigint, { consumer: Hex; seenAt: number; retryAt: number }>();
    let scannedTo = -1n;
    let lock: Promise<unknown> = Promise.resolve();
    function locked<T>(task: () => Promise<T>): Promise<T> {
        const run = lock.then(task, task);
        lock = run.catch(() => undefined);
        return run;
    }

    async function scan(): Promise<void> {
        const latest = await publicClient.getBlockNumber({ cacheTime: 0 });
        if (latest <= scannedTo) return;
        const logs = await publicClient.getLogs({ address: coordinatorAddress, fromBlock: scannedTo + 1n, toBlock: latest });
        const events = parseEventLogs({ abi: vrfCoordinatorMockAbi, logs });
        const now = Date.now();
        for (const event of events) {
            if (event.eventName === 'RandomWordsRequested') {
                pending.set(event.args.requestId, { consumer: event.args.sender, seenAt: now, retryAt: 0 });
            } else if (event.eventName === 'RandomWordsFulfilled') {
                pending.delete(event.args.requestId);
            }
        }
        scannedTo = latest;
    }

    async function fulfil(requestId: bigint, consumer: Hex): Promise<boolean> {
        try {
            const receipt = await mined(
                await oracle.writeContract({
                    address: coordinatorAddress,
                    abi: vrfCoordinatorMockAbi,
                    functionName: 'fulfillRandomWords',
                    args: [requestId, consumer],
                }),
            );
            const [done] = parseEventLogs({ abi: vrfCoordinatorMockAbi, eventName: 'RandomWordsFulfilled', logs: receipt.logs });
            pending.delete(requestId);
            if (done && !done.args.success) {
                console.error(`local chain: request ${requestId}: the consumer's callback reverted (the word is lost, as on a real chain)`);
            } else {
                log(`local chain: fulfilled request ${requestId} for ${consumer}`);
            }
            return true;
        } catch (error) {
            const entry = pending.get(requestId);
            if (entry) entry.retryAt = Date.now() + RETRY_AFTER_FAILURE_MS;
            console.error(`local chain: fulfilling request ${requestId} failed: ${(error as Error).message.split('\n')[0]}`);
            return false;
        }
    }

    function fulfilPending(): Promise<number> {
        return locked(async () => {
            await scan();
            let count = 0;
            for (const [requestId, { consumer }] of [...pending]) if (await fulfil(requestId, consumer)) count++;
            return count;
        });
    }

    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    function tick(): void {
        timer = undefined;
        void locked(async () => {
            if (stopped) return;
            await scan();
            const now = Date.now();
            for (const [requestId, { consumer, seenAt, retryAt }] of [...pending]) {
                if (stopped) return;
                if (now >= seenAt + fulfilDelayMs && now >= retryAt) await fulfil(requestId, consumer);
            }
        })
            .catch((error: Error) => console.error(`local chain: auto-fulfil: ${error.message.split('\n')[0]}`))
            .finally(() => {
                if (!stopped) {
                    timer = setTimeout(tick, POLL_MS);
                    timer.unref();
                }
            });
    }
    if (autoFulfil) tick();

    let stopping: Promise<void> | undefined;
    function stop(): Promise<void> {
        stopping ??= (async () => {
            stopped = true;
            if (timer) clearTimeout(timer);
            await lock;
            await server.close();
        })();
        return stopping;
    }

    return {
        rpcUrl,
        chainId: LOCAL_CHAIN_ID,
        deployerKey,
        coordinatorAddress,
        drawContractAddress,
        subscriptionId,
        keyHash: LOCAL_KEY_HASH,
        fulfilPending,
        stop,
    };
}

/** The LocalChain's data as JSON (bigints as decimal strings). */
export function localChainJson(chain: LocalChain): string {
    const { rpcUrl, chainId, deployerKey, coordinatorAddress, drawContractAddress, subscriptionId, keyHash } = chain;
    return JSON.stringify(
        { rpcUrl, chainId, deployerKey, coordinatorAddress, drawContractAddress, subscriptionId: subscriptionId.toString(), keyHash },
        null,
        2,
    );
}

function parseArgs(argv: string[]): LocalChainOptions {
    const options: LocalChainOptions = { port: 8545 };
    for (let i = 0; i < argv.length; i++) {
        const arg = argv[i];
        const value = (): number => {
            const n = Number(argv[++i]);
            if (!Number.isInteger(n) || n < 0) throw new Error(`${arg} needs a non-negative integer`);
            return n;
        };
        if (arg === '--port') options.port = value();
        else if (arg === '--fulfil-delay-ms') options.fulfilDelayMs = value();
        else if (arg === '--no-auto-fulfil') options.autoFulfil = false;
        else if (arg === '--help' || arg === '-h') {
            console.log('usage: node dist/local-chain.js [--port 8545 (0 = free port)] [--no-auto-fulfil] [--fulfil-delay-ms 1000]');
            process.exit(0);
        } else throw new Error(`unknown argument ${arg}`);
    }
    return options;
}

async function main(): Promise<void> {
    const options = parseArgs(process.argv.slice(2));
    const chain = await startLocalChain({ ...options, log: message => console.error(message) });
    console.log(localChainJson(chain));
    console.error('local chain: running; Ctrl-C to stop');
    const shutdown = () => {
        chain.stop().then(
            () => process.exit(0),
            () => process.exit(1),
        );
    };
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);
}

if (require.main === module) {
    main().catch((error: Error) => {
        console.error(`local chain: ${error.message}`);
        process.exit(1);
    });
}
