/**
 * Deploys TuahDraw to a chain with Chainlink VRF v2.5 (see docs/contracts.md).
 *
 *   TUAH_DEPLOYER_KEY=0x… node dist/deploy.js --rpc-url https://… \
 *     --coordinator 0x… --subscription-id 123… --key-hash 0x… [--add-consumer]
 *
 * The key comes from the environment only (never the command line). Prints JSON:
 * { chainId, drawContractAddress, deployBlock, txHash, consumerAdded }.
 */
import { createPublicClient, createWalletClient, getAddress, http, isAddress, isHex, parseAbi, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { drawAbi } from './abi';
import { loadArtifact } from './artifacts';

export interface DeployDrawOptions {
    rpcUrl: string;
    /** The deployer becomes the contract's owner (the key the server's client uses). */
    privateKey: `0x${string}`;
    /** Chainlink's VRFCoordinatorV2_5 for the chain. */
    coordinator: `0x${string}`;
    subscriptionId: bigint;
    keyHash: `0x${string}`;
    /** Also call coordinator.addConsumer (only works when the deployer owns the subscription). */
    addConsumer?: boolean;
}

export interface DeployedDraw {
    chainId: number;
    drawContractAddress: `0x${string}`;
    /** Pass as `fromBlock` to drawContractClient so event look-ups stay in range. */
    deployBlock: bigint;
    txHash: `0x${string}`;
    consumerAdded: boolean;
}

const subscriptionAbi = parseAbi(['function addConsumer(uint256 subId, address consumer)']);

export async function deployDrawContract(options: DeployDrawOptions): Promise<DeployedDraw> {
    const transport = http(options.rpcUrl);
    const publicClient = createPublicClient({ transport });
    const chainId = await publicClient.getChainId();
    const walletClient = createWalletClient({ account: privateKeyToAccount(options.privateKey), transport });
    const artifact = loadArtifact('TuahDraw');

    const txHash = await walletClient.deployContract({
        abi: drawAbi,
        bytecode: artifact.bytecode,
        args: [options.coordinator, options.subscriptionId, options.keyHash],
        chain: null,
    });
    const receipt = await publicClient.waitForTransactionReceipt({ hash: txHash });
    if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error(`TuahDraw deployment reverted (tx ${txHash})`);
    const drawContractAddress = getAddress(receipt.contractAddress);

    let consumerAdded = false;
    if (options.addConsumer) {
        const hash = await walletClient.writeContract({
            address: options.coordinator,
            abi: subscriptionAbi,
            functionName: 'addConsumer',
            args: [options.subscriptionId, drawContractAddress],
            chain: null,
        });
        const added = await publicClient.waitForTransactionReceipt({ hash });
        if (added.status !== 'success') throw new Error(`addConsumer reverted (tx ${hash})`);
        consumerAdded = true;
    }
    return { chainId, drawContractAddress, deployBlock: receipt.blockNumber, txHash, consumerAdded };
}

function parseArgs(argv: string[], env: NodeJS.ProcessEnv): DeployDrawOptions {
    const values = new Map<string, string>();
    let addConsumer = false;
    for (let i = 0; i < argv.length; i++) {
        const arg = argv[i];
        if (arg === '--add-consumer') addConsumer = true;
        else if (['--rpc-url', '--coordinator', '--subscription-id', '--key-hash'].includes(arg) && i + 1 < argv.length) {
            values.set(arg, argv[++i]);
        } else throw new Error(`unknown or incomplete argument ${arg}`);
    }
    const need = (name: string): string => {
        const value = values.get(name);
        if (!value) throw new Error(`${name} is required`);
        return value;
    };
    const privateKey = env.TUAH_DEPLOYER_KEY;
    if (!privateKey || !isHex(privateKey) || privateKey.length !== 66) throw new Error("set TUAH_DEPLOYER_KEY to the deployer's 0x… private key");
    const coordinator = need('--coordinator');
    if (!isAddress(coordinator)) throw new Error('--coordinator must be an address');
    const keyHash = need('--key-hash');
    if (!isHex(keyHash) || keyHash.length !== 66) throw new Error('--key-hash must be 32 bytes of hex');
    return {
        rpcUrl: need('--rpc-url'),
        privateKey: privateKey as Hex,
        coordinator,
        subscriptionId: BigInt(need('--subscription-id')),
        keyHash,
        addConsumer,
    };
}

if (require.main === module) {
    (async () => {
        const deployed = await deployDrawContract(parseArgs(process.argv.slice(2), process.env));
        console.log(JSON.stringify({ ...deployed, deployBlock: deployed.deployBlock.toString() }, null, 2));
        if (!deployed.consumerAdded) {
            console.error(
                `Next: add ${deployed.drawContractAddress} as a consumer of subscription ` +
                    'in the VRF subscription manager (vrf.chain.link) and keep the subscription funded.',
            );
        }
    })().catch((error: Error) => {
        console.error(`deploy: ${error.message.split('\n')[0]}`);
        process.exit(1);
    });
}
