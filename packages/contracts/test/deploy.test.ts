import { spawn } from 'child_process';
import path from 'path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { keccak256, toBytes } from 'viem';
import { deployDrawContract, drawAbi, drawContractClient, startLocalChain, type LocalChain } from '../src';
import { isConsumer, viemClients } from './helpers';

// Deploying a second TuahDraw against the local chain's coordinator, as an operator would on a real chain.
let chain: LocalChain;

beforeAll(async () => {
    chain = await startLocalChain({ autoFulfil: false });
});

afterAll(async () => {
    await chain?.stop();
});

it('deployDrawContract deploys, registers the consumer, and the draw works', async () => {
    const deployed = await deployDrawContract({
        rpcUrl: chain.rpcUrl,
        privateKey: chain.deployerKey,
        coordinator: chain.coordinatorAddress,
        subscriptionId: chain.subscriptionId,
        keyHash: chain.keyHash,
        addConsumer: true,
    });
    expect(deployed.chainId).toBe(31337);
    expect(deployed.consumerAdded).toBe(true);
    expect(deployed.drawContractAddress).not.toBe(chain.drawContractAddress);
    const { publicClient } = viemClients(chain.rpcUrl, chain.deployerKey);
    expect(await isConsumer(publicClient, chain, deployed.drawContractAddress)).toBe(true);
    expect(await publicClient.readContract({ address: deployed.drawContractAddress, abi: drawAbi, functionName: 's_keyHash' })).toBe(chain.keyHash);

    const client = drawContractClient({
        rpcUrl: chain.rpcUrl,
        privateKey: chain.deployerKey,
        contractAddress: deployed.drawContractAddress,
        fromBlock: deployed.deployBlock,
        pollingIntervalMs: 50,
    });
    await client.commit('DEPLOY', keccak256(toBytes('DEPLOY')));
    await client.requestRandomness('DEPLOY');
    expect(await chain.fulfilPending()).toBe(1);
    expect((await client.fulfilment('DEPLOY'))?.drawWord).toBe((await client.getDraw('DEPLOY')).drawWord);
});

/** Runs node asynchronously: the chain lives in this process, so a blocking spawnSync would starve it. */
function node(args: string[], env: NodeJS.ProcessEnv): Promise<{ status: number | null; stdout: string; stderr: string }> {
    return new Promise(resolve => {
        const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', chunk => (stdout += chunk));
        child.stderr.on('data', chunk => (stderr += chunk));
        child.on('exit', status => resolve({ status, stdout, stderr }));
    });
}

it('the deploy CLI takes the key from the environment and prints JSON', async () => {
    const script = path.join(__dirname, '..', 'dist', 'deploy.js');
    const args = [
        script,
        '--rpc-url',
        chain.rpcUrl,
        '--coordinator',
        chain.coordinatorAddress,
        '--subscription-id',
        chain.subscriptionId.toString(),
        '--key-hash',
        chain.keyHash,
    ];
    const missingKey = await node(args, { ...process.env, TUAH_DEPLOYER_KEY: '' });
    expect(missingKey.status).toBe(1);
    expect(missingKey.stderr).toMatch(/TUAH_DEPLOYER_KEY/);

    const run = await node(args, { ...process.env, TUAH_DEPLOYER_KEY: chain.deployerKey });
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout);
    expect(out).toMatchObject({ chainId: 31337, consumerAdded: false, deployBlock: expect.stringMatching(/^\d+$/) });
    expect(out.drawContractAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(run.stderr).toMatch(/add .* as a consumer/);
});
