import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeAbiParameters, encodePacked, keccak256, parseEventLogs, toBytes, type Hex } from 'viem';
import { campaignKey, drawAbi, drawContractClient, startLocalChain, vrfCoordinatorMockAbi, type DrawContractClient, type LocalChain } from '../src';
import { isConsumer, revertOf, STRANGER_KEY, viemClients } from './helpers';

// The oracle is driven by hand here (fulfilPending); auto-fulfil.test.ts covers the watcher.
let chain: LocalChain;
let client: DrawContractClient;
let owner: ReturnType<typeof viemClients>;
let stranger: ReturnType<typeof viemClients>;
let draw: { address: Hex; abi: typeof drawAbi };

const commitmentOf = (label: string): Hex => keccak256(toBytes(`ticket root ${label}`));

beforeAll(async () => {
    chain = await startLocalChain({ autoFulfil: false });
    client = drawContractClient({
        rpcUrl: chain.rpcUrl,
        privateKey: chain.deployerKey,
        contractAddress: chain.drawContractAddress,
        chainId: chain.chainId,
        pollingIntervalMs: 50,
    });
    owner = viemClients(chain.rpcUrl, chain.deployerKey);
    stranger = viemClients(chain.rpcUrl, STRANGER_KEY);
    draw = { address: chain.drawContractAddress, abi: drawAbi };
});

afterAll(async () => {
    await chain?.stop();
});

describe('the local chain', () => {
    it('serves chain 31337 over HTTP with TuahDraw wired to a funded mock subscription', async () => {
        expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
        expect(await client.chainId()).toBe(31337);
        const read = owner.publicClient;
        expect(await read.readContract({ ...draw, functionName: 's_vrfCoordinator' })).toBe(chain.coordinatorAddress);
        expect(await read.readContract({ ...draw, functionName: 's_subscriptionId' })).toBe(chain.subscriptionId);
        expect(await read.readContract({ ...draw, functionName: 's_keyHash' })).toBe(chain.keyHash);
        expect(await read.readContract({ ...draw, functionName: 's_callbackGasLimit' })).toBe(200_000);
        expect(await read.readContract({ ...draw, functionName: 's_requestConfirmations' })).toBe(3);
        expect(await isConsumer(read, chain, chain.drawContractAddress)).toBe(true);
        expect((await read.readContract({ ...draw, functionName: 'owner' })).toLowerCase()).toBe(owner.walletClient.account.address.toLowerCase());
    });
});

describe('a draw', () => {
    it('commit → requestRandomness → fulfilment → getDraw', async () => {
        const sId = 'DRAW01';
        const commitment = commitmentOf(sId);
        expect(await client.getDraw(sId)).toEqual({
            commitment: `0x${'0'.repeat(64)}`,
            requestId: 0n,
            randomWord: 0n,
            drawWord: `0x${'0'.repeat(64)}`,
            fulfilled: false,
        });

        const committed = await client.commit(sId, commitment);
        expect(committed.txHash).toMatch(/^0x[0-9a-f]{64}$/);
        const commitReceipt = await owner.publicClient.getTransactionReceipt({ hash: committed.txHash });
        const [committedEvent] = parseEventLogs({ abi: drawAbi, eventName: 'Committed', logs: commitReceipt.logs });
        expect(committedEvent.args).toEqual({ campaignKey: campaignKey(sId), commitment });

        const requested = await client.requestRandomness(sId);
        expect(requested.requestId).toBeGreaterThan(0n);
        // The request reached the coordinator with the contract's VRF settings.
        const requestReceipt = await owner.publicClient.getTransactionReceipt({ hash: requested.txHash });
        const [vrfRequest] = parseEventLogs({
            abi: vrfCoordinatorMockAbi,
            eventName: 'RandomWordsRequested',
            logs: requestReceipt.logs,
        });
        expect(vrfRequest.args).toMatchObject({
            keyHash: chain.keyHash,
            requestId: requested.requestId,
            subId: chain.subscriptionId,
            minimumRequestConfirmations: 3,
            callbackGasLimit: 200_000,
            numWords: 1,
            sender: chain.drawContractAddress,
        });

        // Not fulfilled until the oracle (here: fulfilPending) answers.
        expect(await client.fulfilment(sId)).toBeNull();
        expect((await client.getDraw(sId)).fulfilled).toBe(false);
        expect(await chain.fulfilPending()).toBe(1);
        expect(await chain.fulfilPending()).toBe(0);

        const state = await client.getDraw(sId);
        expect(state.fulfilled).toBe(true);
        expect(state.commitment).toBe(commitment);
        expect(state.requestId).toBe(requested.requestId);
        expect(state.drawWord).toBe(keccak256(encodePacked(['bytes32', 'uint256'], [commitment, state.randomWord])));
        // Mock only: the word is keccak256(abi.encode(requestId, 0)), not randomness.
        expect(state.randomWord).toBe(BigInt(keccak256(encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [requested.requestId, 0n]))));

        const fulfilment = await client.fulfilment(sId);
        expect(fulfilment).toEqual({
            txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
            randomWord: state.randomWord,
            drawWord: state.drawWord,
        });
        const fulfilReceipt = await owner.publicClient.getTransactionReceipt({ hash: fulfilment!.txHash });
        expect(fulfilReceipt.to?.toLowerCase()).toBe(chain.coordinatorAddress.toLowerCase());
        const [fulfilledEvent] = parseEventLogs({ abi: drawAbi, eventName: 'RandomnessFulfilled', logs: fulfilReceipt.logs });
        expect(fulfilledEvent.args).toEqual({
            campaignKey: campaignKey(sId),
            requestId: requested.requestId,
            randomWord: state.randomWord,
            drawWord: state.drawWord,
        });
        expect(await owner.publicClient.readContract({ ...draw, functionName: 'getDrawCoordinator', args: [campaignKey(sId)] })).toBe(chain.coordinatorAddress);

        // Each step is safe to repeat: the same transactions come back, nothing new is sent.
        expect(await client.commit(sId, commitment)).toEqual(committed);
        expect(await client.requestRandomness(sId)).toEqual(requested);
        expect(await client.fulfilment(sId)).toEqual(fulfilment);
    });

    it('different campaigns get different requests and words', async () => {
        await client.commit('DRAW02', commitmentOf('DRAW02'));
        await client.commit('DRAW03', commitmentOf('DRAW03'));
        const a = await client.requestRandomness('DRAW02');
        const b = await client.requestRandomness('DRAW03');
        expect(a.requestId).not.toBe(b.requestId);
        expect(await chain.fulfilPending()).toBe(2);
        const [fa, fb] = [await client.fulfilment('DRAW02'), await client.fulfilment('DRAW03')];
        expect(fa!.randomWord).not.toBe(fb!.randomWord);
        expect(fa!.drawWord).not.toBe(fb!.drawWord);
    });
});

describe('refusals', () => {
    it('commit twice reverts with AlreadyCommitted; the client refuses a different commitment', async () => {
        const sId = 'TWICE1';
        const key = campaignKey(sId);
        await client.commit(sId, commitmentOf(sId));
        expect(await revertOf(owner.walletClient.writeContract({ ...draw, functionName: 'commit', args: [key, commitmentOf('other')] }))).toBe(
            'AlreadyCommitted',
        );
        expect(await revertOf(owner.walletClient.writeContract({ ...draw, functionName: 'commit', args: [key, commitmentOf(sId)] }))).toBe('AlreadyCommitted');
        await expect(client.commit(sId, commitmentOf('other'))).rejects.toThrow(/already committed/);
        expect((await client.getDraw(sId)).commitment).toBe(commitmentOf(sId));
    });

    it('a zero commitment reverts', async () => {
        expect(
            await revertOf(
                owner.walletClient.writeContract({
                    ...draw,
                    functionName: 'commit',
                    args: [campaignKey('ZERO01'), `0x${'0'.repeat(64)}`],
                }),
            ),
        ).toBe('ZeroCommitment');
    });

    it('requestRandomness before commit reverts with NotCommitted', async () => {
        const key = campaignKey('EARLY1');
        expect(await revertOf(owner.walletClient.writeContract({ ...draw, functionName: 'requestRandomness', args: [key] }))).toBe('NotCommitted');
        await expect(client.requestRandomness('EARLY1')).rejects.toThrow(/NotCommitted/);
    });

    it('requestRandomness twice reverts with AlreadyRequested, before and after fulfilment', async () => {
        const sId = 'AGAIN1';
        const key = campaignKey(sId);
        await client.commit(sId, commitmentOf(sId));
        const first = await client.requestRandomness(sId);
        expect(await revertOf(owner.walletClient.writeContract({ ...draw, functionName: 'requestRandomness', args: [key] }))).toBe('AlreadyRequested');
        await chain.fulfilPending();
        expect(await revertOf(owner.walletClient.writeContract({ ...draw, functionName: 'requestRandomness', args: [key] }))).toBe('AlreadyRequested');
        expect((await client.getDraw(sId)).requestId).toBe(first.requestId);
    });

    it('a non-owner cannot commit, request, change the VRF config or coordinator', async () => {
        const key = campaignKey('OWNER1');
        const only = 'Only callable by owner';
        expect(await revertOf(stranger.walletClient.writeContract({ ...draw, functionName: 'commit', args: [key, commitmentOf('x')] }))).toBe(only);
        await client.commit('OWNER1', commitmentOf('OWNER1'));
        expect(await revertOf(stranger.walletClient.writeContract({ ...draw, functionName: 'requestRandomness', args: [key] }))).toBe(only);
        expect(
            await revertOf(
                stranger.walletClient.writeContract({
                    ...draw,
                    functionName: 'setVrfConfig',
                    args: [1n, chain.keyHash, 100_000, 1],
                }),
            ),
        ).toBe(only);
        expect(
            await revertOf(
                stranger.walletClient.writeContract({
                    ...draw,
                    functionName: 'setCoordinator',
                    args: [stranger.walletClient.account.address],
                }),
            ),
        ).toBe('OnlyOwnerOrCoordinator');
        // The stranger's key as a client: the commit is refused, and nothing was stored.
        const strangerClient = drawContractClient({
            rpcUrl: chain.rpcUrl,
            privateKey: STRANGER_KEY,
            contractAddress: chain.drawContractAddress,
            pollingIntervalMs: 50,
        });
        await expect(strangerClient.commit('OWNER2', commitmentOf('OWNER2'))).rejects.toThrow(/Only callable by owner/);
        expect((await client.getDraw('OWNER2')).commitment).toBe(`0x${'0'.repeat(64)}`);
    });

    it('nobody but the coordinator can deliver a word', async () => {
        const sId = 'SPOOF1';
        await client.commit(sId, commitmentOf(sId));
        const { requestId } = await client.requestRandomness(sId);
        for (const who of [owner, stranger]) {
            expect(await revertOf(who.walletClient.writeContract({ ...draw, functionName: 'rawFulfillRandomWords', args: [requestId, [42n]] }))).toBe(
                'OnlyCoordinatorCanFulfill',
            );
        }
        await chain.fulfilPending();
        expect((await client.getDraw(sId)).randomWord).not.toBe(42n);
    });

    it('a client for another chain id refuses to send', async () => {
        const wrongChain = drawContractClient({
            rpcUrl: chain.rpcUrl,
            privateKey: chain.deployerKey,
            contractAddress: chain.drawContractAddress,
            chainId: 1,
            pollingIntervalMs: 50,
        });
        await expect(wrongChain.commit('CHAIN1', commitmentOf('CHAIN1'))).rejects.toThrow(/chain/i);
        expect((await client.getDraw('CHAIN1')).commitment).toBe(`0x${'0'.repeat(64)}`);
    });
});

describe('VRF config', () => {
    it('the owner can change it; the next request uses it', async () => {
        await owner.publicClient.waitForTransactionReceipt({
            hash: await owner.walletClient.writeContract({
                ...draw,
                functionName: 'setVrfConfig',
                args: [chain.subscriptionId, chain.keyHash, 250_000, 5],
            }),
        });
        try {
            await client.commit('CONFIG', commitmentOf('CONFIG'));
            const { txHash } = await client.requestRandomness('CONFIG');
            const receipt = await owner.publicClient.getTransactionReceipt({ hash: txHash });
            const [vrfRequest] = parseEventLogs({ abi: vrfCoordinatorMockAbi, eventName: 'RandomWordsRequested', logs: receipt.logs });
            expect(vrfRequest.args).toMatchObject({ callbackGasLimit: 250_000, minimumRequestConfirmations: 5 });
            expect(await chain.fulfilPending()).toBe(1);
            expect((await client.getDraw('CONFIG')).fulfilled).toBe(true);
        } finally {
            await owner.publicClient.waitForTransactionReceipt({
                hash: await owner.walletClient.writeContract({
                    ...draw,
                    functionName: 'setVrfConfig',
                    args: [chain.subscriptionId, chain.keyHash, 200_000, 3],
                }),
            });
        }
    });
});
