import * as fairness from '@tuah/fairness';
import { afterEach, describe, expect, it } from 'vitest';

import { answer, askOver, type VerifierPort, type VerifierRequest } from './protocol';

const SECRET = '11'.repeat(32);
const head = fairness.signTreeHead(SECRET, { treeSize: 3, timestamp: 1_764_000_000_000, rootHash: 'ab'.repeat(32) });
const tickets = [
    { ticketId: 'DONE6X-0001', weight: 1, holderHash: 'a1'.repeat(32) },
    { ticketId: 'DONE6X-0002', weight: 3, holderHash: 'b2'.repeat(32) },
    { ticketId: 'DONE6X-0003', weight: 4, holderHash: 'a1'.repeat(32) },
];

const channels: MessageChannel[] = [];
afterEach(() => channels.splice(0).forEach(channel => (channel.port1.close(), channel.port2.close())));

/** The page's end of a MessageChannel whose other end answers as verifier.worker.ts does (structured clone included). */
function verifierOverChannel(answerWith = (request: VerifierRequest) => answer(fairness, request)) {
    const channel = new MessageChannel();
    channels.push(channel);
    channel.port2.addEventListener('message', (event: MessageEvent<VerifierRequest>) => channel.port2.postMessage(answerWith(event.data)));
    channel.port2.start();
    channel.port1.start();
    return askOver(channel.port1 as unknown as VerifierPort);
}

describe('the verifier protocol', () => {
    it('answers what the package itself gives: a signed head, bytes and big integers come back as they are', async () => {
        const ask = verifierOverChannel();
        const publicKey = fairness.logPublicKey(SECRET);
        await expect(ask('verifyTreeHead', publicKey, head)).resolves.toBe(true);
        await expect(ask('verifyTreeHead', publicKey, { ...head, treeSize: 4 })).resolves.toBe(false);
        // Bytes arrive as bytes (of the page's realm, hence compared as hex).
        const leaf = await ask('logLeafHash', 'an entry');
        expect(Object.prototype.toString.call(leaf)).toBe('[object Uint8Array]');
        expect(fairness.toHex(leaf)).toBe(fairness.toHex(fairness.logLeafHash('an entry')));

        const tree = fairness.buildSumTree(tickets);
        const root = fairness.sumTreeRoot(tickets);
        const steps = await ask('decodeSumPath', fairness.encodeSumPath(fairness.sumTreeProof(tree, 2)), 2, 3);
        expect(steps).toEqual(fairness.decodeSumPath(fairness.encodeSumPath(fairness.sumTreeProof(tree, 2)), 2, 3));
        const path = await ask('verifySumProof', root, tickets[2]!, steps!, { index: 2, count: 3 });
        expect(path).toEqual({ before: 4n, total: 8n });
    });

    it('gives each request its own answer, whatever order the answers come in', async () => {
        const held: VerifierRequest[] = [];
        const channel = new MessageChannel();
        channels.push(channel);
        channel.port2.addEventListener('message', (event: MessageEvent<VerifierRequest>) => {
            held.push(event.data);
            // Answer only once all three are in, the last asked first.
            if (held.length === 3) held.reverse().forEach(request => channel.port2.postMessage(answer(fairness, request)));
        });
        channel.port2.start();
        channel.port1.start();
        const ask = askOver(channel.port1 as unknown as VerifierPort);

        const answers = await Promise.all(['COMMON', 'one', 'two'].map(seed => ask('tierSeedCommitment', seed)));
        expect(answers).toEqual(['COMMON', 'one', 'two'].map(seed => fairness.tierSeedCommitment(seed)));
    });

    it('fails a request with the message of what the package threw', async () => {
        const ask = verifierOverChannel();
        const thrown = (() => {
            try {
                fairness.fromHex('not hex');
            } catch (error) {
                return (error as Error).message;
            }
        })();
        expect(thrown).toBeTruthy();
        await expect(ask('fromHex', 'not hex')).rejects.toThrow(thrown);
        // The verifier still answers after a failure.
        await expect(ask('verifyTreeHead', fairness.logPublicKey(SECRET), head)).resolves.toBe(true);
    });

    it('runs nothing but the package’s own functions', () => {
        for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'DRAND_QUICKNET', 'noSuchCheck']) {
            expect(answer(fairness, { id: 7, fn: name, args: [] } as unknown as VerifierRequest)).toEqual({
                id: 7,
                ok: false,
                message: `@tuah/fairness has no function ${name}`,
            });
        }
    });

    it('fails what it was asked when the worker cannot start, instead of leaving the page checking', async () => {
        const port = new EventTarget() as EventTarget & VerifierPort;
        port.postMessage = () => {};
        const ask = askOver(port);
        const asked = ask('verifyTreeHead', fairness.logPublicKey(SECRET), head);
        port.dispatchEvent(new Event('error'));
        await expect(asked).rejects.toThrow('The verifier did not start');
    });
});
