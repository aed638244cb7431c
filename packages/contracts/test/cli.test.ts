import { spawn } from 'child_process';
import path from 'path';
import { expect, it } from 'vitest';
import { drawContractClient } from '../src';
import { until } from './helpers';

it('node dist/local-chain.js prints the chain as JSON, serves it, and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, [path.join(__dirname, '..', 'dist', 'local-chain.js'), '--port', '0', '--fulfil-delay-ms', '100'], {
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', chunk => (stdout += chunk));
    child.stderr.on('data', chunk => (stderr += chunk));
    const exited = new Promise<number | null>(resolve => child.on('exit', code => resolve(code)));
    try {
        await until(async () => (stderr.includes('running') ? true : null), 20_000);
        const info = JSON.parse(stdout);
        expect(Object.keys(info).sort()).toEqual(
            ['chainId', 'coordinatorAddress', 'deployerKey', 'drawContractAddress', 'keyHash', 'rpcUrl', 'subscriptionId'].sort(),
        );
        expect(info.chainId).toBe(31337);
        expect(info.subscriptionId).toMatch(/^\d+$/);

        const client = drawContractClient({
            rpcUrl: info.rpcUrl,
            privateKey: info.deployerKey,
            contractAddress: info.drawContractAddress,
            chainId: info.chainId,
            pollingIntervalMs: 50,
        });
        await client.commit('CLI001', `0x${'ab'.repeat(32)}`);
        await client.requestRandomness('CLI001');
        const fulfilment = await until(() => client.fulfilment('CLI001'));
        expect((await client.getDraw('CLI001')).drawWord).toBe(fulfilment.drawWord);
    } finally {
        child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
});
