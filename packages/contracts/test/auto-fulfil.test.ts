import { afterAll, beforeAll, expect, it } from 'vitest';
import { encodePacked, keccak256, toBytes } from 'viem';
import { drawContractClient, startLocalChain, type DrawContractClient, type LocalChain } from '../src';
import { until } from './helpers';

// The default local chain: the watcher answers each request on its own, like the Chainlink node.
let chain: LocalChain;
let client: DrawContractClient;

// Long enough that "not yet" right after the request holds on a busy machine (200 ms did not, beside
// the component tests), short enough to wait for.
const DELAY_MS = 2_000;

beforeAll(async () => {
    chain = await startLocalChain({ fulfilDelayMs: DELAY_MS });
    client = drawContractClient({
        rpcUrl: chain.rpcUrl,
        privateKey: chain.deployerKey,
        contractAddress: chain.drawContractAddress,
        pollingIntervalMs: 50,
    });
});

afterAll(async () => {
    await chain?.stop();
});

it('fulfils requests by itself, after the delay', async () => {
    const sIds = ['AUTO01', 'AUTO02', 'AUTO03'];
    for (const sId of sIds) await client.commit(sId, keccak256(toBytes(sId)));
    const requestedAt = Date.now();
    await Promise.all(sIds.map(sId => client.requestRandomness(sId)));
    expect(await client.fulfilment('AUTO01')).toBeNull();

    const fulfilments = await Promise.all(sIds.map(sId => until(() => client.fulfilment(sId))));
    expect(Date.now() - requestedAt).toBeGreaterThanOrEqual(DELAY_MS);
    for (const [i, sId] of sIds.entries()) {
        const state = await client.getDraw(sId);
        expect(state.fulfilled).toBe(true);
        expect(fulfilments[i].randomWord).toBe(state.randomWord);
        expect(state.drawWord).toBe(keccak256(encodePacked(['bytes32', 'uint256'], [keccak256(toBytes(sId)), state.randomWord])));
    }
    expect(await chain.fulfilPending()).toBe(0);
});

it('stop() ends the chain and is safe to call twice', async () => {
    const other = await startLocalChain({ port: 0 });
    await Promise.all([other.stop(), other.stop()]);
    await expect(fetch(other.rpcUrl, { method: 'POST', body: '{}' })).rejects.toThrow();
});
