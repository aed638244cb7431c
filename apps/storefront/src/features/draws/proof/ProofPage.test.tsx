import { buildSumTree, encodeSumPath, holderHash, sumTreeProof } from '@tuah/fairness';
import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { changeLanguage } from '../../../lib/i18n';
import { mockServer } from '../../../test/mockServer';
import { renderShop } from '../../../test/render';
import { checkLog } from '../../fairness-log';
import { verifyPublishedDraw, type DrawCheck, type Fairness } from './verifyDraw';

// The real check needs @tuah/fairness (see verifyDraw.ts); here its answers are chosen per test.
vi.mock('./verifyDraw', async importOriginal => ({ ...(await importOriginal<object>()), verifyPublishedDraw: vi.fn() }));
// The log check (its own tests: features/fairness-log) answers as each test says; unanswered by default.
vi.mock('../../fairness-log/checkLog', async original => ({ ...(await original<object>()), checkLog: vi.fn(() => new Promise(() => {})) }));

/** A ticket as issued before beacon-v1 rounds: its tier comes from the seed and its id alone. */
const HMAC_V1 = { rarityScheme: 'hmac-v1', rarityRound: null, issuedAt: null, rarityRevealedAt: null };

const tickets = [
    { ticketId: 'DONE6X-0001', weight: 1, rarity: 'COMMON', holderHash: 'a1'.repeat(32), ...HMAC_V1 },
    { ticketId: 'DONE6X-0002', weight: 3, rarity: 'ULTRA', holderHash: 'b2'.repeat(32), ...HMAC_V1 },
    { ticketId: 'DONE6X-0003', weight: 4, rarity: 'LEGENDARY', holderHash: 'a1'.repeat(32), ...HMAC_V1 },
] as const;

function fairness(overrides: Partial<Fairness> = {}): Fairness {
    return {
        campaignId: '6',
        sId: 'DONE6X',
        stage: 'ENDED',
        provider: 'local',
        commitment: 'c0ffee'.repeat(10) + 'c0ff',
        committedAt: '2026-11-22T10:00:00.000Z',
        ticketCount: 3,
        totalWeight: '8',
        commitmentScheme: 'merkle-v1',
        ticketPage: { totalItems: 3, items: [...tickets] },
        winnerProof: null,
        tierSeedCommitment: '5eed'.repeat(16),
        tierSeed: 'beef'.repeat(16),
        rarityBeacon: null,
        tierOdds: [
            { rarity: 'COMMON', percent: 70 },
            { rarity: 'RARE', percent: 18 },
            { rarity: 'EPIC', percent: 8 },
            { rarity: 'ULTRA', percent: 3 },
            { rarity: 'LEGENDARY', percent: 1 },
        ],
        randomWord: 'ab'.repeat(32),
        vrfPublicKey: 'pk'.repeat(16),
        vrfProof: 'pf'.repeat(40),
        chainId: null,
        contractAddress: null,
        requestId: null,
        commitTxHash: null,
        requestTxHash: null,
        fulfilTxHash: null,
        vrfWord: null,
        beaconRound: null,
        beaconFixedAt: null,
        beaconDelaySeconds: null,
        beaconPublicKey: null,
        beaconChainHash: null,
        beaconGenesisTime: null,
        beaconPeriod: null,
        beaconSignature: null,
        winnerTicketId: 'DONE6X-0002',
        winnerIndex: 1,
        logEntries: null,
        timeline: null,
        ...overrides,
    };
}

const allGood: DrawCheck = {
    matches: true,
    commitmentMatches: true,
    proofValid: true,
    randomWordMatches: true,
    derivedWinner: 'DONE6X-0002',
    publishedWinner: 'DONE6X-0002',
    tierSeedMatches: true,
    tiersMatch: true,
    roundInTime: null,
    timelineInOrder: null,
    path: null,
};

/** A drand draw on the embedded beacon: round 1207 fixed 2 s after the sealing, one round a second. */
const drandDraw: Partial<Fairness> = {
    provider: 'drand',
    vrfPublicKey: null,
    vrfProof: null,
    beaconRound: 1207,
    beaconFixedAt: Date.parse('2026-11-22T10:00:01.000Z') / 1000,
    beaconDelaySeconds: 2,
    beaconPublicKey: 'b1'.repeat(96),
    beaconChainHash: 'c4'.repeat(32),
    beaconGenesisTime: Date.parse('2026-11-22T09:40:00.000Z') / 1000,
    beaconPeriod: 1,
    beaconSignature: '5e'.repeat(48),
};

function serve(data: Fairness | null) {
    mockServer.use(graphql.query('CampaignFairness', () => HttpResponse.json({ data: { campaignFairness: data } })));
}

async function openAndVerify() {
    const view = renderShop('/tabs/common/draws/item/proof?cId=6');
    await view.user.click(await screen.findByRole('button', { name: 'Verify in my browser' }));
    return view;
}

beforeEach(() => {
    vi.mocked(verifyPublishedDraw).mockReset();
    vi.mocked(checkLog).mockClear();
});

describe('the proof page', () => {
    it('shows the timeline of the stages the provider ran and says what the provider does and does not guarantee', async () => {
        serve(
            fairness({
                timeline: [
                    { stage: 'SALES_CLOSED', at: '2026-11-22T09:59:00.000Z', evidence: '3' },
                    { stage: 'COMMITTED', at: '2026-11-22T10:00:00.000Z', evidence: 'seal' },
                    { stage: 'RANDOMNESS_KNOWN', at: '2026-11-22T10:00:05.000Z', evidence: 'vrf' },
                    // Announced before the randomness was known: the page must say the proof fails.
                    { stage: 'RESULT', at: '2026-11-22T10:00:01.000Z', evidence: 'DONE6X-0002' },
                ],
            }),
        );
        renderShop('/tabs/common/draws/item/proof?cId=6');
        const timeline = await screen.findByRole('region', { name: 'Timeline' });
        expect(within(timeline).getAllByRole('listitem')).toHaveLength(4);
        expect(await within(timeline).findByRole('alert')).toHaveTextContent('Out of order: Winner announced');
        const guarantees = screen.getByRole('region', { name: 'What Tuah’s VRF key guarantees' });
        expect(guarantees).toHaveTextContent('No smart contract, oracle or blockchain takes part');
        expect(guarantees).toHaveTextContent('Tuah could know the winner of a ticket list as soon as the list is known');
    });

    it('says in Malay what a drand draw guarantees', async () => {
        await act(() => changeLanguage('ms'));
        serve(fairness(drandDraw));
        renderShop('/tabs/common/draws/item/proof?cId=6');
        const guarantees = await screen.findByRole('region', { name: 'Apa yang dijamin oleh Pusingan suar drand' });
        expect(guarantees).toHaveTextContent('tiada sesiapa boleh mengira sesuatu pusingan sebelum ia dikeluarkan');
        await act(() => changeLanguage('en'));
    });

    it('publishes the commitment, the random word and its VRF proof, the winner, the tier seed and the ticket list', async () => {
        serve(fairness());
        renderShop('/tabs/common/draws/item/proof?cId=6');

        expect(await screen.findByRole('heading', { name: 'Fairness proof', level: 1 })).toBeInTheDocument();
        expect(await screen.findByText('c0ffee'.repeat(10) + 'c0ff')).toBeInTheDocument();
        expect(screen.getByText('ab'.repeat(32))).toBeInTheDocument();
        expect(screen.getByText('pk'.repeat(16))).toBeInTheDocument();
        expect(screen.getByText('pf'.repeat(40))).toBeInTheDocument();
        expect(screen.getByText('5eed'.repeat(16))).toBeInTheDocument();
        expect(screen.getByText('beef'.repeat(16))).toBeInTheDocument();
        // The ticket list is drawn a moment after the fields above it (the page in stages).
        const list = await screen.findByRole('table');
        expect(within(list).getAllByRole('row')).toHaveLength(4);
        expect(within(list).getByText('DONE6X-0002').closest('tr')).toHaveTextContent('Ultra');
        expect(screen.getByRole('heading', { name: 'The ticket list (3 tickets)' })).toBeInTheDocument();
    });

    it('shows the chain transactions of a Chainlink draw', async () => {
        serve(
            fairness({
                provider: 'chainlink',
                vrfPublicKey: null,
                vrfProof: null,
                chainId: 31337,
                contractAddress: '0xC0n7',
                commitTxHash: '0xc0',
                requestTxHash: '0xre',
                fulfilTxHash: '0xfu',
                vrfWord: '123456789',
            }),
        );
        renderShop('/tabs/common/draws/item/proof?cId=6');
        expect(await screen.findByText('31337')).toBeInTheDocument();
        for (const value of ['0xC0n7', '0xc0', '0xre', '0xfu', '123456789']) expect(screen.getByText(value)).toBeInTheDocument();
        expect(screen.queryByText('VRF proof')).not.toBeInTheDocument();
    });

    it('shows a drand draw its beacon round, signature and chain, and says which beacon it is', async () => {
        serve(fairness(drandDraw));
        renderShop('/tabs/common/draws/item/proof?cId=6');
        expect(await screen.findByText('1207')).toBeInTheDocument();
        for (const value of ['5e'.repeat(48), 'b1'.repeat(96), 'c4'.repeat(32), '2 seconds', 'drand beacon round'])
            expect(screen.getByText(value)).toBeInTheDocument();
        expect(screen.getByText(/whoever holds its key could know rounds in advance/)).toBeInTheDocument();
        expect(screen.queryByText('VRF proof')).not.toBeInTheDocument();
    });

    it('says a drand draw whose round came too early does not match', async () => {
        serve(fairness(drandDraw));
        vi.mocked(verifyPublishedDraw).mockResolvedValue({
            ...allGood,
            matches: false,
            roundInTime: false,
            reason: 'beacon round 1200 is earlier than the commitment allows',
        });
        await openAndVerify();
        const result = await screen.findByRole('status');
        expect(result).toHaveTextContent('The result does not match');
        expect(result).toHaveTextContent('Beacon round came after the sealing: no');
        expect(result).toHaveTextContent('earlier than the commitment allows');
        expect(verifyPublishedDraw).toHaveBeenCalledWith(
            expect.objectContaining({ provider: 'drand', beaconRound: 1207 }),
            expect.any(Function),
            expect.any(Function),
        );
    });

    it('says the winner matches when the browser derives the published winner', async () => {
        serve(fairness());
        vi.mocked(verifyPublishedDraw).mockResolvedValue(allGood);
        await openAndVerify();

        const result = await screen.findByRole('status');
        expect(result).toHaveTextContent('The winner matches');
        expect(result).toHaveTextContent('Derived here: DONE6X-0002 · published: DONE6X-0002');
        expect(result).toHaveTextContent('Ticket list matches its commitment: yes');
        expect(result).toHaveTextContent('Tier seed matches its commitment: yes');
        expect(verifyPublishedDraw).toHaveBeenCalledWith(
            expect.objectContaining({ sId: 'DONE6X', winnerTicketId: 'DONE6X-0002' }),
            expect.any(Function),
            expect.any(Function),
        );
    });

    it('says the result does not match, and which check failed', async () => {
        serve(fairness());
        vi.mocked(verifyPublishedDraw).mockResolvedValue({
            ...allGood,
            matches: false,
            commitmentMatches: false,
            derivedWinner: 'DONE6X-0003',
            reason: 'commitment mismatch',
        });
        await openAndVerify();

        const result = await screen.findByRole('status');
        expect(result).toHaveTextContent('The result does not match');
        expect(result).toHaveTextContent('Derived here: DONE6X-0003 · published: DONE6X-0002');
        expect(result).toHaveTextContent('Ticket list matches its commitment: no');
        expect(result).toHaveTextContent('Winning ticket matches: no');
        expect(result).toHaveTextContent('commitment mismatch');
    });

    it('says the check could not run when verification fails', async () => {
        serve(fairness());
        vi.mocked(verifyPublishedDraw).mockRejectedValue(new Error('Failed to fetch dynamically imported module'));
        await openAndVerify();
        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent('The check could not run');
        expect(alert).toHaveTextContent('Failed to fetch dynamically imported module');
        expect(screen.getByRole('button', { name: 'Verify in my browser' })).toBeEnabled();
    });

    it('cannot verify a draw whose winner is not drawn yet', async () => {
        serve(fairness({ stage: 'CALL_CHAINLINK', randomWord: null, vrfProof: null, winnerTicketId: null, winnerIndex: null }));
        renderShop('/tabs/common/draws/item/proof?cId=6');
        expect(await screen.findByRole('button', { name: 'Verify in my browser' })).toBeDisabled();
        expect(screen.getByText('The check is possible once the winner has been drawn.')).toBeInTheDocument();
        // The published fields are drawn a task after the first screen.
        expect((await screen.findAllByText('Not published yet')).length).toBeGreaterThan(0);
    });

    it('before sales close, shows the tier seed commitment only', async () => {
        serve(
            fairness({
                stage: 'OPEN',
                provider: null,
                commitment: null,
                ticketPage: { totalItems: 0, items: [] },
                tierSeed: null,
                randomWord: null,
                winnerTicketId: null,
            }),
        );
        renderShop('/tabs/common/draws/item/proof?cId=6');
        expect(await screen.findByRole('heading', { name: 'The draw hasn’t started' })).toBeInTheDocument();
        expect(await screen.findByText(/5eed5eed/)).toBeInTheDocument();
    });

    it('after sales close, says the ticket list is being sealed until it is committed', async () => {
        serve(
            fairness({
                stage: 'DRAW_INIT',
                provider: null,
                commitment: null,
                ticketPage: { totalItems: 0, items: [] },
                tierSeed: null,
                randomWord: null,
                winnerTicketId: null,
            }),
        );
        renderShop('/tabs/common/draws/item/proof?cId=6');
        expect(await screen.findByRole('heading', { name: 'The ticket list is being sealed' })).toBeInTheDocument();
    });

    it('shows a drand draw in Malay', async () => {
        await act(() => changeLanguage('ms'));
        serve(fairness({ ...drandDraw, beaconChainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971' }));
        vi.mocked(verifyPublishedDraw).mockResolvedValue({ ...allGood, roundInTime: true });
        const view = renderShop('/tabs/common/draws/item/proof?cId=6');
        expect(await screen.findByText('Pusingan suar drand')).toBeInTheDocument();
        expect(screen.getByText('2 saat')).toBeInTheDocument();
        expect(screen.getByText(/tiada satu pihak pun, termasuk Tuah/)).toBeInTheDocument();
        await view.user.click(screen.getByRole('button', { name: 'Sahkan dalam pelayar saya' }));
        expect(await screen.findByRole('status')).toHaveTextContent('Pusingan suar datang selepas pemeteraian: ya');
    });

    it('speaks Malay', async () => {
        await act(() => changeLanguage('ms'));
        serve(fairness());
        vi.mocked(verifyPublishedDraw).mockResolvedValue(allGood);
        const view = renderShop('/tabs/common/draws/item/proof?cId=6');
        await view.user.click(await screen.findByRole('button', { name: 'Sahkan dalam pelayar saya' }));
        expect(await screen.findByRole('status')).toHaveTextContent('Pemenang sepadan');
    });

    it("checks the draw's entries in the public log, in English and Malay", async () => {
        vi.mocked(checkLog).mockResolvedValue({
            ok: true,
            treeSize: 12,
            signedAt: Date.parse('2026-11-28T10:00:00.000Z'),
            publicKey: 'd7'.repeat(32),
            signatureValid: true,
            consistency: null,
            entries: [
                { kind: 'draw.commitment', index: 3, problem: null },
                { kind: 'draw.randomness', index: 5, problem: null },
                { kind: 'draw.result', index: 6, problem: null },
            ],
        });
        serve(fairness({ logEntries: [{ index: 3, kind: 'draw.commitment', body: '{}' }] }));
        renderShop('/tabs/common/draws/item/proof?cId=6');
        const log = within(await screen.findByRole('region', { name: 'Public log' }));
        expect(await log.findByRole('status')).toHaveTextContent('Included in the logLog of 12 entries, signed');
        expect(log.getByRole('status')).toHaveTextContent('Random word: included, entry #5');
        // What the log entries must say is what this page shows.
        expect(vi.mocked(checkLog).mock.calls[0]).toEqual([
            [{ index: 3, kind: 'draw.commitment', body: '{}' }],
            [
                { kind: 'draw.commitment', data: { commitment: 'c0ffee'.repeat(10) + 'c0ff', ticketCount: 3, totalWeight: '8' } },
                { kind: 'draw.randomness', data: { randomWord: 'ab'.repeat(32) } },
                { kind: 'draw.result', data: { winnerTicketId: 'DONE6X-0002', winnerIndex: 1 } },
            ],
        ]);
        await act(() => changeLanguage('ms'));
        expect(await log.findByText('Termasuk dalam log')).toBeInTheDocument();
    });
});

/** A sum-tree draw of 40 tickets (shopper "7" holds three), and the paths the server gives that shopper. */
function sumTreeDraw() {
    const salt = '5a17'.repeat(16);
    const list = Array.from({ length: 40 }, (_, i) => ({
        ticketId: `SUMT3E-${String(i + 1).padStart(4, '0')}`,
        weight: [1, 1, 3, 4][i % 4]!,
        rarity: (['COMMON', 'RARE', 'ULTRA', 'LEGENDARY'] as const)[i % 4]!,
        holderHash: holderHash(salt, String(i % 13 === 0 ? 7 : 100 + i)),
        ...HMAC_V1,
    }));
    const tree = buildSumTree(list);
    const pathOf = (index: number) => {
        const steps = sumTreeProof(tree, index);
        return {
            index,
            before: String(steps.reduce((sum, s) => (s.side === 'L' ? sum + BigInt(s.sum) : sum), 0n)),
            ticket: list[index]!,
            path: encodeSumPath(steps),
        };
    };
    const own = [0, 13, 26, 39].map(index => {
        const { ticket, ...proof } = pathOf(index);
        return { ...proof, ticket: { ticketId: ticket.ticketId, weight: ticket.weight, rarity: ticket.rarity, ...HMAC_V1 } };
    });
    const data = fairness({
        sId: 'SUMT3E',
        commitment: tree.root,
        commitmentScheme: 'merkle-sum-v1',
        ticketCount: list.length,
        totalWeight: String(tree.total),
        ticketPage: { totalItems: list.length, items: list.slice(0, 50) },
        winnerProof: pathOf(26),
        winnerTicketId: list[26]!.ticketId,
        winnerIndex: 26,
        // These made-up tiers do not come from a seed: the paths alone are checked here (tiers: verifyDraw.test.ts).
        tierSeed: null,
    });
    const proofs = {
        __typename: 'MyTicketProofList',
        commitment: tree.root,
        ticketCount: list.length,
        totalWeight: String(tree.total),
        holderHash: holderHash(salt, '7'),
        totalItems: own.length,
        items: own,
    };
    return { data, proofs };
}

function serveMine(answer: unknown) {
    mockServer.use(graphql.query('MyTicketProofs', () => HttpResponse.json({ data: { myTicketProofs: answer } })));
}

describe('the proof page of a sum-tree draw', () => {
    it("checks the shopper's own tickets against the commitment in the browser, each with its place and chances", async () => {
        const { data, proofs } = sumTreeDraw();
        serve(data);
        serveMine(proofs);
        renderShop('/tabs/common/draws/item/proof?cId=6');
        const card = await screen.findByRole('region', { name: 'Your tickets in this draw (4)' });
        expect(await within(card).findByText('All 4 of your tickets are in the sealed list')).toBeInTheDocument();
        const rows = within(card).getAllByRole('row').slice(1);
        expect(rows.map(r => r.textContent)).toEqual(proofs.items.map(p => expect.stringContaining(p.ticket.ticketId)));
        // Ticket 14 (index 13), Rare, weighs 1, after 1+1+3+4 three times and 1 more: its one chance is number 28.
        expect(rows[1]).toHaveTextContent(/^13SUMT3E-0014Rare128✓yes$/);
        // Ticket 27 (index 26) weighs 3: chances 56 to 58.
        expect(rows[2]).toHaveTextContent(/^26SUMT3E-0027Ultra356–58✓yes$/);
    });

    it('says so when a ticket is not proven: a weight claimed higher than committed', async () => {
        const { data, proofs } = sumTreeDraw();
        serve(data);
        const forged = { ...proofs, items: proofs.items.map((p, i) => (i === 2 ? { ...p, ticket: { ...p.ticket, weight: p.ticket.weight + 1 } } : p)) };
        serveMine(forged);
        renderShop('/tabs/common/draws/item/proof?cId=6');
        expect(await screen.findByText('Some of your tickets could not be proven to be in the sealed list')).toBeInTheDocument();
        const card = screen.getByRole('region', { name: 'Your tickets in this draw (4)' });
        const row = within(card).getByText(proofs.items[2]!.ticket.ticketId).closest('tr')!;
        expect(row).toHaveTextContent('×no');
    });

    it('shows nothing of the kind to a guest, and says the winner is proven by its path', async () => {
        const { data } = sumTreeDraw();
        serve(data);
        serveMine({ __typename: 'TicketProofsUnavailableError', reason: 'SIGN_IN_REQUIRED' });
        vi.mocked(verifyPublishedDraw).mockResolvedValue({
            ...allGood,
            derivedWinner: 'SUMT3E-0027',
            publishedWinner: 'SUMT3E-0027',
            path: { point: '70', from: '68', to: '71', total: '90' },
        });
        await openAndVerify();
        // The verification's own status (the log card beside it has one too).
        const result = await waitFor(() => {
            const found = screen.getAllByRole('status').find(status => status.textContent?.includes('The winner matches'));
            if (!found) throw new Error('no verification result yet');
            return found;
        });
        expect(result).toHaveTextContent('Winner’s path leads to the commitment: yes');
        expect(result).toHaveTextContent('Point 70 of 90 falls in the winner’s chances 68 to 71, fixed by its path.');
        expect(screen.queryByText(/Your tickets in this draw/)).not.toBeInTheDocument();
        expect(screen.getByText(/Auditors can page through every ticket/)).toBeInTheDocument();
    });

    it("checks the shopper's tickets in Malay", async () => {
        await act(() => changeLanguage('ms'));
        const { data, proofs } = sumTreeDraw();
        serve(data);
        serveMine(proofs);
        renderShop('/tabs/common/draws/item/proof?cId=6');
        expect(await screen.findByRole('heading', { name: 'Tiket anda dalam cabutan ini (4)' })).toBeInTheDocument();
        expect(await screen.findByText('Kesemua 4 tiket anda ada dalam senarai yang dimeterai')).toBeInTheDocument();
        expect(screen.getAllByText('ya').length).toBeGreaterThanOrEqual(4);
    });
});
