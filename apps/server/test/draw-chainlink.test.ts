import { drawContractClient, LocalChain, startLocalChain } from '@tuah/contracts';
import { verifyDraw } from '@tuah/fairness';
import { adminLogin, gql, startTestServer, TestServer } from '@tuah/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FAIRNESS, soldOutDraw, TIMELINE, timelineTimes, waitForDrawEnd } from './support/draws';

describe('a lucky draw with the chainlink provider on a local EVM', () => {
    let chain: LocalChain;
    let server: TestServer;
    let admin: string;

    beforeAll(async () => {
        // A real JSON-RPC chain over HTTP with Chainlink's VRF coordinator mock; it fulfils requests like the oracle would.
        chain = await startLocalChain({ port: 0, autoFulfil: true });
        server = await startTestServer({
            env: {
                PAYMENT_SANDBOX: 'true',
                DRAW_PROVIDER: 'chainlink',
                CHAINLINK_RPC_URL: chain.rpcUrl,
                CHAINLINK_DRAW_CONTRACT: chain.drawContractAddress,
                CHAINLINK_PRIVATE_KEY: chain.deployerKey,
            },
        });
        admin = await adminLogin(server.adminApiUrl);
    });
    afterAll(async () => {
        await server?.stop();
        await chain?.stop();
    });

    it('commits on chain, gets the oracle word and derives the winner from it', { timeout: 180_000 }, async () => {
        const { campaign } = await soldOutDraw(server, admin, { shoppers: 3, each: 2, prefix: 'chain' });
        const progress = await waitForDrawEnd(server.shopApiUrl, campaign.id);
        const fairness = (await gql(server.shopApiUrl, FAIRNESS, { id: campaign.id })).campaignFairness;
        expect(fairness).toMatchObject({
            provider: 'chainlink',
            chainId: chain.chainId,
            contractAddress: chain.drawContractAddress,
            ticketCount: 6,
            vrfProof: null,
            commitTxHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
            requestTxHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
            fulfilTxHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
        });

        // What the contract holds is what the shop published.
        const client = drawContractClient({ rpcUrl: chain.rpcUrl, privateKey: chain.deployerKey, contractAddress: chain.drawContractAddress });
        const onChain = await client.getDraw(fairness.sId);
        expect(onChain).toMatchObject({ commitment: `0x${fairness.commitment}`, fulfilled: true, drawWord: `0x${fairness.randomWord}` });
        expect(onChain.requestId.toString()).toBe(fairness.requestId);
        expect(onChain.randomWord.toString()).toBe(fairness.vrfWord);

        const verified = verifyDraw({
            sId: fairness.sId,
            commitment: fairness.commitment,
            tickets: fairness.tickets,
            provider: 'chainlink',
            vrfWord: fairness.vrfWord,
        });
        expect(verified).toMatchObject({ ok: true, commitmentMatches: true, randomWord: fairness.randomWord });
        expect(verified.winner!.ticketId).toBe(progress.drawResult.winner.ticketId);

        // Its timeline is its transactions (commit, request, fulfil), in order; no beacon round.
        const { timeline } = (await gql(server.shopApiUrl, TIMELINE, { id: campaign.id })).campaignFairness;
        expect(timeline.map((s: any) => [s.stage, s.evidence])).toEqual([
            ['SALES_CLOSED', '6'],
            ['COMMITTED', fairness.commitment],
            ['COMMITMENT_ON_CHAIN', fairness.commitTxHash],
            ['RANDOMNESS_REQUESTED', fairness.requestTxHash],
            ['RANDOMNESS_KNOWN', fairness.fulfilTxHash],
            ['RESULT', fairness.winnerTicketId],
        ]);
        const published = timeline.map((s: any) => s.at).filter(Boolean);
        expect(published.length).toBe(5);
        expect([...published].sort()).toEqual(published);
        const proof = {
            sId: fairness.sId,
            commitment: fairness.commitment,
            tickets: fairness.tickets,
            provider: 'chainlink' as const,
            vrfWord: fairness.vrfWord,
        };
        expect(verifyDraw({ ...proof, ...timelineTimes(timeline) })).toMatchObject({ ok: true, timeline: { ok: true } });
    });
});
