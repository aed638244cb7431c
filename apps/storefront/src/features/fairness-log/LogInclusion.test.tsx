import { act, screen, within } from '@testing-library/react';
import { logConsistencyProof, logEntryBody, logInclusionProof, logLeafHash, logPublicKey, logRoot, signTreeHead, toHex } from '@tuah/fairness';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { changeLanguage } from '../../lib/i18n';
import { mockServer } from '../../test/mockServer';
import { renderShop } from '../../test/render';
import type { ExpectedEntry, LogEntryRef } from './checkLog';
import { LogInclusion } from './LogInclusion';

const SECRET = '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60';
const SIGNED_AT = Date.parse('2026-11-28T10:00:00.000Z');
const COMMITMENT = 'c0ffee'.repeat(10) + 'c0ff';

const body = (kind: string, subject: string, data: Record<string, string | number | null>) =>
    logEntryBody({ kind, subject, loggedAt: '2026-11-28T09:00:00.000Z', data });

/** A log of five entries; the draw DONE6X's commitment and winner are entries 2 and 4. */
const bodies = [
    body('box.result', 'box:B1', { prizeLineId: '3' }),
    body('box.result', 'box:B2', { prizeLineId: '4' }),
    body('draw.commitment', 'draw:DONE6X', { commitment: COMMITMENT, ticketCount: 3, totalWeight: '8' }),
    body('box.result', 'box:B3', { prizeLineId: '3' }),
    body('draw.result', 'draw:DONE6X', { winnerTicketId: 'DONE6X-0002', winnerIndex: 1 }),
];
const leaves = bodies.map(b => logLeafHash(b));
const entries: LogEntryRef[] = [
    { index: 2, kind: 'draw.commitment', body: bodies[2]! },
    { index: 4, kind: 'draw.result', body: bodies[4]! },
];
const expected: ExpectedEntry[] = [
    { kind: 'draw.commitment', data: { commitment: COMMITMENT, ticketCount: 3, totalWeight: '8' } },
    { kind: 'draw.result', data: { winnerTicketId: 'DONE6X-0002', winnerIndex: 1 } },
];

/** The log's HTTP API over `leaves`, with its head as given (a forger's, in some tests). */
function serveLog(head = signTreeHead(SECRET, { treeSize: leaves.length, timestamp: SIGNED_AT, rootHash: toHex(logRoot(leaves)) }), proofLeaves = leaves) {
    mockServer.use(
        http.get('*/fairness-log/head', () => HttpResponse.json({ ...head, publicKey: logPublicKey(SECRET) })),
        http.get('*/fairness-log/proof/inclusion', ({ request }) => {
            const url = new URL(request.url);
            const index = Number(url.searchParams.get('index'));
            const size = Number(url.searchParams.get('size'));
            return HttpResponse.json({ index, treeSize: size, auditPath: logInclusionProof(proofLeaves, index, size).map(toHex) });
        }),
        http.get('*/fairness-log/proof/consistency', ({ request }) => {
            const url = new URL(request.url);
            const [first, second] = [Number(url.searchParams.get('first')), Number(url.searchParams.get('second'))];
            return HttpResponse.json({ first, second, consistency: logConsistencyProof(proofLeaves, first, second).map(toHex) });
        }),
    );
}

function renderCard(props: { entries: LogEntryRef[]; expected: ExpectedEntry[] }, title = 'Public log') {
    renderShop('/', [{ path: '/', element: <LogInclusion {...props} /> }]);
    return screen.findByRole('region', { name: title });
}

/** The head this phone verified on an earlier visit, over the first `size` of `over`. */
function seenBefore(size: number, over = leaves) {
    const head = signTreeHead(SECRET, { treeSize: size, timestamp: SIGNED_AT - 86_400_000, rootHash: toHex(logRoot(over, size)) });
    localStorage.setItem('seenLogHead', JSON.stringify({ ...head, publicKey: logPublicKey(SECRET) }));
    return head;
}

beforeEach(() => localStorage.removeItem('seenLogHead'));

describe('the public log on a proof page', () => {
    it("shows the signed head and checks each of the proof's entries is included, in the browser", async () => {
        serveLog();
        const card = await renderCard({ entries, expected });
        const result = await within(card).findByRole('status');
        expect(result).toHaveTextContent('Included in the log');
        expect(result).toHaveTextContent('Log of 5 entries, signed');
        expect(result).toHaveTextContent('signature valid');
        expect(result).toHaveTextContent('Commitment: included, entry #2');
        expect(result).toHaveTextContent('Winner: included, entry #4');
        expect(result).toHaveTextContent(`Log key: ${logPublicKey(SECRET)}`);
    });

    it('speaks Malay', async () => {
        await act(() => changeLanguage('ms'));
        serveLog();
        const card = await renderCard({ entries, expected }, 'Log awam');
        const result = await within(card).findByRole('status');
        expect(result).toHaveTextContent('Termasuk dalam log');
        expect(result).toHaveTextContent('Log 5 entri, ditandatangani');
        expect(result).toHaveTextContent('tandatangan sah');
        expect(result).toHaveTextContent('Pemenang: termasuk, entri #4');
        await act(() => changeLanguage('en'));
    });

    it('fails a head whose signature is not the log key’s', async () => {
        const head = signTreeHead(SECRET, { treeSize: leaves.length, timestamp: SIGNED_AT, rootHash: toHex(logRoot(leaves)) });
        serveLog({ ...head, signature: signTreeHead('11'.repeat(32), head).signature });
        const result = await within(await renderCard({ entries, expected })).findByRole('status');
        expect(result).toHaveTextContent('Not proven in the log');
        expect(result).toHaveTextContent('signature NOT valid');
    });

    it('fails an entry rewritten behind the signed head', async () => {
        // The server now serves a history where the winner entry was replaced, with proofs from that history.
        const rewritten = body('draw.result', 'draw:DONE6X', { winnerTicketId: 'DONE6X-0003', winnerIndex: 2 });
        const forged = [...leaves.slice(0, 4), logLeafHash(rewritten)];
        serveLog(undefined, forged);
        const result = await within(
            await renderCard({
                entries: [entries[0]!, { index: 4, kind: 'draw.result', body: rewritten }],
                expected: [expected[0]!, { kind: 'draw.result', data: { winnerTicketId: 'DONE6X-0003', winnerIndex: 2 } }],
            }),
        ).findByRole('status');
        expect(result).toHaveTextContent('Not proven in the log');
        // Every path through the rewritten entry fails, the untouched commitment's too.
        expect(result).toHaveTextContent('Commitment: entry #2 is not under the signed log');
        expect(result).toHaveTextContent('Winner: entry #4 is not under the signed log');
    });

    it('fails an entry missing from the log, and one that says something else than the proof', async () => {
        serveLog();
        const result = await within(
            await renderCard({
                entries: [entries[0]!],
                expected: [{ kind: 'draw.commitment', data: { commitment: 'ab'.repeat(32), ticketCount: 3, totalWeight: '8' } }, expected[1]!],
            }),
        ).findByRole('status');
        expect(result).toHaveTextContent('Not proven in the log');
        expect(result).toHaveTextContent('Commitment: entry #2 says something else than this proof');
        expect(result).toHaveTextContent('Winner: not in the log');
    });

    it('checks the log only grew since the head this phone saw before, and keeps the newer head', async () => {
        seenBefore(3);
        serveLog();
        const result = await within(await renderCard({ entries, expected })).findByRole('status');
        expect(result).toHaveTextContent('Included in the log');
        expect(result).toHaveTextContent('Consistent with the log this phone saw on 27 Nov 2026');
        expect(JSON.parse(localStorage.getItem('seenLogHead')!).treeSize).toBe(5);
    });

    it('fails when the history this phone saw was rewritten since, and keeps the old head as evidence', async () => {
        // Three entries seen yesterday; today's log (whose own proofs all hold) starts differently.
        const yesterday = seenBefore(3, [logLeafHash('a box result since rewritten'), ...leaves.slice(1)]);
        serveLog();
        const result = await within(await renderCard({ entries, expected })).findByRole('status');
        expect(result).toHaveTextContent('Not proven in the log');
        expect(result).toHaveTextContent('Commitment: included, entry #2');
        expect(result).toHaveTextContent('NOT consistent with the log this phone saw on 27 Nov 2026');
        expect(JSON.parse(localStorage.getItem('seenLogHead')!).rootHash).toBe(yesterday.rootHash);
    });

    it('says so when the log cannot be reached', async () => {
        mockServer.use(http.get('*/fairness-log/head', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
        const alert = await within(await renderCard({ entries, expected })).findByRole('alert');
        expect(alert).toHaveTextContent('The public log could not be checked: 503');
    });

    it('shows nothing while nothing is expected (a box not yet opened)', async () => {
        renderShop('/', [
            {
                path: '/',
                element: (
                    <>
                        <p>Box proof</p>
                        <LogInclusion entries={[]} expected={[]} />
                    </>
                ),
            },
        ]);
        expect(await screen.findByText('Box proof')).toBeInTheDocument();
        expect(screen.queryByRole('region')).toBeNull();
    });
});
