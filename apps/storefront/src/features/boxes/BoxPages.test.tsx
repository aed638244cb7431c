import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { changeLanguage } from '../../lib/i18n';
import { signedIn } from '../../test/accountMocks';
import { mockServer } from '../../test/mockServer';
import { renderShop } from '../../test/render';
import { checkLog } from '../fairness-log';
import { verifyBlindBox, type BoxCheck, type BoxFairness } from './verifyBlindBox';

// The real check needs @tuah/fairness (the journey runs it); here its answers are chosen per test.
vi.mock('./verifyBlindBox', async original => ({ ...(await original<object>()), verifyBlindBox: vi.fn() }));
// The log check (its own tests: features/fairness-log) answers as each test says; unanswered by default.
vi.mock('../fairness-log/checkLog', async original => ({ ...(await original<object>()), checkLog: vi.fn(() => new Promise(() => {})) }));

const voucher = {
    id: '31',
    prizeName: 'RM10 Shopping Voucher',
    isLose: false,
    tnc: 'One use.',
    rarity: 'RARE',
    pType: 'DIGITAL',
    rPercent: 15,
    brandStr: 'Tuah',
};
const box = {
    id: '11',
    isOpen: true,
    code: { code: 'BBFIG1-000011' },
    allPrizes: [
        { id: '30', prizeName: 'Smart Watch', prizeImg: null, animationImg: null, rarity: 'LEGENDARY', rPercent: 0.5 },
        { id: '31', prizeName: voucher.prizeName, prizeImg: '/assets/voucher.png', animationImg: '/assets/reveal-rare.png', rarity: 'RARE', rPercent: 15 },
    ],
    prizeLine: voucher,
    orderLine: { id: '4' },
};

const fairness: BoxFairness = {
    boxId: '11',
    boxCode: 'BBFIG1-000011',
    sId: 'BBFIG1',
    seedCommitment: 'c0'.repeat(32),
    campaignSeed: '5e'.repeat(32),
    clientSeed: 'ab'.repeat(16),
    clientSeedSource: 'CLIENT',
    vrfSuite: 'ECVRF-EDWARDS25519-SHA512-TAI',
    vrfPublicKey: 'pk'.repeat(16),
    vrfProof: 'pf'.repeat(40),
    randomWord: 'aa'.repeat(32),
    eligibility: [{ prizeLineId: '31', weight: 1500, remaining: 29 }],
    prizeLineId: '31',
    openedAt: '2026-11-23T10:00:00.000Z',
} as BoxFairness;

beforeEach(() => {
    vi.mocked(verifyBlindBox).mockReset();
    window.sessionStorage.clear();
});
afterEach(() => {
    vi.unstubAllGlobals();
});

describe('the blind-box result', () => {
    it('shows the prize, reveals and copies its code, forgets the seed, and opens the rest with one new seed', async () => {
        window.sessionStorage.setItem('tuah.boxSeed.box:11', 'ab'.repeat(16));
        const openAll = vi.fn();
        mockServer.use(
            signedIn(),
            graphql.query('getBox', () => HttpResponse.json({ data: { getBox: box } })),
            graphql.query('GetNextBlindBoxId', () => HttpResponse.json({ data: { getNextBlindBoxId: '12' } })),
            graphql.query('BbCode', ({ variables }) =>
                HttpResponse.json({
                    data: {
                        bbCode: {
                            __typename: 'BbCodeReveal',
                            bbCode: { id: '1', code: `TUAH10-${variables.orderId}-${variables.prizeLineId}` },
                            prizeLine: { id: '31', tnc: 'One use.' },
                        },
                    },
                }),
            ),
            graphql.mutation('OpenAllBox', ({ variables }) => {
                openAll(variables);
                return HttpResponse.json({
                    data: {
                        openAllBox: {
                            __typename: 'BoxOpeningList',
                            opened: 1,
                            items: [
                                { alreadyOpened: true, box: { id: '11' }, prizeLine: { ...voucher, prizeImg: null } },
                                {
                                    alreadyOpened: false,
                                    box: { id: '12' },
                                    prizeLine: { id: '30', prizeName: 'Smart Watch', isLose: false, rarity: 'LEGENDARY', pType: 'PHYSICAL', prizeImg: null },
                                },
                            ],
                        },
                    },
                });
            }),
        );
        const { user } = renderShop('/tabs/blindbox/result?boxId=11&orderId=7');

        expect(await screen.findByText('RM10 Shopping Voucher')).toBeInTheDocument();
        expect(screen.getByText('You won')).toBeInTheDocument();
        // The won line's picture, with its reveal art played over it (decoration: no name).
        const frame = screen.getByText('RM10 Shopping Voucher').closest('[data-rarity]')!;
        // Both in a phone-sized preset of the asset server, not the stored originals.
        const src = (selector: string) => new URL(frame.querySelector(selector)!.getAttribute('src')!);
        expect(src('img[data-reveal]')).toMatchObject({ pathname: '/assets/reveal-rare.png', search: '?preset=small&format=webp' });
        expect(src('img:not([data-reveal])')).toMatchObject({ pathname: '/assets/voucher.png', search: '?preset=small&format=webp' });
        expect(window.sessionStorage.getItem('tuah.boxSeed.box:11')).toBeNull();

        await user.click(screen.getByRole('button', { name: 'Reveal code' }));
        expect(await screen.findByText('TUAH10-7-31')).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Copy' }));
        expect(await navigator.clipboard.readText()).toBe('TUAH10-7-31');

        expect(await screen.findByRole('link', { name: 'Next box' })).toHaveAttribute('href', '/tabs/blindbox/open?boxId=12&orderId=7');
        await user.click(screen.getByRole('button', { name: 'Open all' }));
        expect(await screen.findByRole('heading', { name: '1 more box opened' })).toBeInTheDocument();
        expect(screen.getByText('Smart Watch', { selector: 'p' })).toBeInTheDocument();
        expect(openAll).toHaveBeenCalledWith({ orderId: '7', clientSeed: expect.stringMatching(/^[0-9a-f]{32}$/) });
        expect(window.sessionStorage.getItem('tuah.boxSeed.order:7')).toBeNull();
    });

    it('a code that cannot be shown says why (here: none loaded yet)', async () => {
        mockServer.use(
            signedIn(),
            graphql.query('getBox', () => HttpResponse.json({ data: { getBox: box } })),
            graphql.query('GetNextBlindBoxId', () => HttpResponse.json({ data: { getNextBlindBoxId: null } })),
            graphql.query('BbCode', () =>
                HttpResponse.json({
                    data: { bbCode: { __typename: 'BbCodeUnavailableError', errorCode: 'BB_CODE_UNAVAILABLE_ERROR', message: 'x', reason: 'NO_CODE' } },
                }),
            ),
        );
        const { user } = renderShop('/tabs/blindbox/result?boxId=11&orderId=7');
        await user.click(await screen.findByRole('button', { name: 'Reveal code' }));
        expect(await screen.findByRole('alertdialog', { hidden: true })).toHaveTextContent(
            'No code is ready for this prize yet. Please contact our support team.',
        );
    });

    it('opens a box with this device’s kept seed, then shows the result (Malay, reduced motion)', async () => {
        await changeLanguage('ms');
        vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
        window.sessionStorage.setItem('tuah.boxSeed.box:11', 'cd'.repeat(16));
        const opened = vi.fn();
        mockServer.use(
            signedIn(),
            graphql.mutation('OpenBox', ({ variables }) => {
                opened(variables);
                return HttpResponse.json({
                    data: {
                        openBox: {
                            __typename: 'BoxOpening',
                            alreadyOpened: false,
                            nextBoxId: null,
                            box: { id: '11', isOpen: true },
                            prizeLine: { ...voucher, prizeImg: null, animationImg: null },
                        },
                    },
                });
            }),
            graphql.query('getBox', () => HttpResponse.json({ data: { getBox: box } })),
            graphql.query('GetNextBlindBoxId', () => HttpResponse.json({ data: { getNextBlindBoxId: null } })),
        );
        renderShop('/tabs/blindbox/open?boxId=11&orderId=7');
        expect(await screen.findByText('Anda menang')).toBeInTheDocument();
        expect(opened).toHaveBeenCalledWith({ boxId: '11', autoNext: true, clientSeed: 'cd'.repeat(16) });
        expect(screen.getByRole('link', { name: 'Semua kotak saya' })).toBeInTheDocument();
    });

    it('while the public round is awaited says so; a late beacon keeps the box and the retry finishes it (Malay)', async () => {
        await changeLanguage('ms');
        let calls = 0;
        let answer: () => void = () => {};
        mockServer.use(
            signedIn(),
            graphql.mutation('OpenBox', async () => {
                calls += 1;
                if (calls === 1) {
                    // Held until the test has seen the waiting line.
                    await new Promise<void>(resolve => (answer = resolve));
                    return HttpResponse.json({
                        data: { openBox: { __typename: 'BoxOpeningPendingError', errorCode: 'BOX_OPENING_PENDING_ERROR', message: 'late' } },
                    });
                }
                return HttpResponse.json({
                    data: {
                        openBox: {
                            __typename: 'BoxOpening',
                            alreadyOpened: false,
                            nextBoxId: null,
                            box: { id: '11', isOpen: true },
                            prizeLine: { ...voucher, prizeImg: null, animationImg: null },
                        },
                    },
                });
            }),
            graphql.query('getBox', () => HttpResponse.json({ data: { getBox: box } })),
            graphql.query('GetNextBlindBoxId', () => HttpResponse.json({ data: { getNextBlindBoxId: null } })),
        );
        const { user } = renderShop('/tabs/blindbox/open?boxId=11&orderId=7');
        expect(await screen.findByText('Menunggu pusingan rawak awam yang menentukan kotak anda…', {}, { timeout: 3000 })).toBeInTheDocument();
        answer();
        expect(await screen.findByRole('alert')).toHaveTextContent('Pusingan rawak awam yang menentukan kotak anda lewat');
        await user.click(screen.getByRole('button', { name: 'Cuba lagi' }));
        expect(await screen.findByText('Anda menang', {}, { timeout: 3000 })).toBeInTheDocument();
        expect(calls).toBe(2);
    });
});

describe('a box proof', () => {
    const check = (overrides: Partial<BoxCheck>): BoxCheck => ({
        matches: true,
        seedMatches: true,
        proofValid: true,
        beaconValid: null,
        derivedPrizeLineId: '31',
        timelineInOrder: null,
        ...overrides,
    });

    it.each([
        ['verified', check({}), 'Verified: the prize matches the proof'],
        [
            'not verified',
            check({ matches: false, proofValid: false, derivedPrizeLineId: '30', reason: 'bad proof' }),
            'Not verified: the prize does not match the proof',
        ],
    ])('says %s, as the browser found', async (_, result, message) => {
        vi.mocked(verifyBlindBox).mockResolvedValue(result);
        mockServer.use(
            signedIn(),
            graphql.query('BlindBoxFairness', () => HttpResponse.json({ data: { blindBoxFairness: fairness } })),
            graphql.query('getBox', () => HttpResponse.json({ data: { getBox: box } })),
        );
        const { user } = renderShop('/tabs/blindbox/proof?boxId=11');
        expect(await screen.findByText('ab'.repeat(16))).toBeInTheDocument();
        // The prize by its name, not only its id (issue 31).
        expect(await screen.findByText('RM10 Shopping Voucher (prize no. 31)')).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Verify in my browser' }));
        expect(await screen.findByRole('status')).toHaveTextContent(message);
        expect(verifyBlindBox).toHaveBeenCalledWith(fairness);
    });

    it("shows the box's timeline and fails it when the box was opened before it was bought", async () => {
        const timeline = [
            { stage: 'COMMITTED', at: '2026-11-20T10:00:00.000Z', evidence: 'c0'.repeat(32) },
            { stage: 'BOUGHT', at: '2026-11-23T10:00:00.000Z', evidence: 'BBFIG1-000011' },
            { stage: 'RESULT', at: '2026-11-23T09:00:00.000Z', evidence: 'aa'.repeat(32) },
        ];
        vi.mocked(verifyBlindBox).mockResolvedValue(check({ matches: false, timelineInOrder: false }));
        mockServer.use(
            signedIn(),
            graphql.query('BlindBoxFairness', () => HttpResponse.json({ data: { blindBoxFairness: { ...fairness, timeline } } })),
            graphql.query('getBox', () => HttpResponse.json({ data: { getBox: box } })),
        );
        const { user } = renderShop('/tabs/blindbox/proof?boxId=11');
        const card = within(await screen.findByRole('region', { name: 'Timeline' }));
        expect(card.getAllByRole('listitem').map(li => li.querySelector('p')!.textContent)).toEqual(['Campaign seed committed', 'Box bought', 'Box opened']);
        expect(await card.findByRole('alert')).toHaveTextContent('Out of order: Box opened');
        await user.click(screen.getByRole('button', { name: 'Verify in my browser' }));
        expect(await screen.findByRole('status')).toHaveTextContent(/Timeline in order: no/i);
    });

    it('a box decided by a public random round shows the round, its signature and beacon, and the six stages', async () => {
        const beacon = {
            round: 4242,
            signature: '9a'.repeat(48),
            publicKey: 'b7'.repeat(96),
            chainHash: 'c4'.repeat(32),
            // Round 4242 of a 3 s chain is emitted at emittedAt (the timeline check places it by this schedule).
            genesisTime: Date.parse('2026-11-23T10:00:01.000Z') / 1000 - 4241 * 3,
            period: 3,
            emittedAt: '2026-11-23T10:00:01.000Z',
        };
        const timeline = [
            { stage: 'COMMITTED', at: '2026-11-20T10:00:00.000Z', evidence: 'c0'.repeat(32) },
            { stage: 'BOUGHT', at: '2026-11-22T10:00:00.000Z', evidence: 'BBFIG1-000011' },
            { stage: 'CLAIMED', at: '2026-11-23T10:00:00.200Z', evidence: 'ab'.repeat(16) },
            { stage: 'ROUND_FIXED', at: '2026-11-23T10:00:00.200Z', evidence: '4242' },
            { stage: 'RANDOMNESS_KNOWN', at: beacon.emittedAt, evidence: beacon.signature },
            { stage: 'RESULT', at: '2026-11-23T10:00:01.300Z', evidence: 'aa'.repeat(32) },
        ];
        vi.mocked(verifyBlindBox).mockResolvedValue(check({ beaconValid: true, timelineInOrder: true }));
        mockServer.use(
            signedIn(),
            graphql.query('BlindBoxFairness', () =>
                HttpResponse.json({ data: { blindBoxFairness: { ...fairness, scheme: 'vrf-beacon-v1', claimedAt: timeline[2]!.at, beacon, timeline } } }),
            ),
            graphql.query('getBox', () => HttpResponse.json({ data: { getBox: box } })),
        );
        const { user } = renderShop('/tabs/blindbox/proof?boxId=11');
        expect(await screen.findByText('vrf-beacon-v1')).toBeInTheDocument();
        expect(screen.getByText('Public random round').nextSibling).toHaveTextContent('4242');
        expect(screen.getByText('Beacon chain').nextSibling).toHaveTextContent(beacon.chainHash);
        const card = within(await screen.findByRole('region', { name: 'Timeline' }));
        expect(card.getAllByRole('listitem').map(li => li.querySelector('p')!.textContent)).toEqual([
            'Campaign seed committed',
            'Box bought',
            'Opening started (your seed fixed)',
            'Public random round fixed',
            'Public random round published',
            'Box opened',
        ]);
        expect(await card.findByRole('status')).toHaveTextContent('In order');
        await user.click(screen.getByRole('button', { name: 'Verify in my browser' }));
        expect(await screen.findByText(/Public random round is genuine: yes/)).toBeInTheDocument();
    });

    it("checks the box's result in the public log", async () => {
        vi.mocked(checkLog).mockResolvedValue({
            ok: true,
            treeSize: 12,
            signedAt: Date.parse('2026-11-28T10:00:00.000Z'),
            publicKey: 'd7'.repeat(32),
            signatureValid: true,
            consistency: null,
            entries: [{ kind: 'box.result', index: 9, problem: null }],
        });
        mockServer.use(
            signedIn(),
            graphql.query('BlindBoxFairness', () => HttpResponse.json({ data: { blindBoxFairness: fairness } })),
            graphql.query('getBox', () => HttpResponse.json({ data: { getBox: box } })),
        );
        renderShop('/tabs/blindbox/proof?boxId=11');
        const log = within(await screen.findByRole('region', { name: 'Public log' }));
        expect(await log.findByRole('status')).toHaveTextContent('Included in the log');
        expect(log.getByRole('status')).toHaveTextContent('Box result: included, entry #9');
        expect(vi.mocked(checkLog).mock.calls[0]?.[1]).toEqual([
            { kind: 'box.result', data: { boxCode: 'BBFIG1-000011', clientSeed: 'ab'.repeat(16), randomWord: 'aa'.repeat(32), prizeLineId: '31' } },
        ]);
    });
});

describe('the blind-box list', () => {
    const listed = (id: string, n: number, flags: { isOpen?: boolean; isVoid?: boolean }) => ({
        id,
        isOpen: false,
        isVoid: false,
        openedAt: null,
        code: { code: `BBFIG1-00000${n}` },
        orderId: '7',
        campaign: { id: '3', sId: 'BBFIG1', name: 'Mystery Figure Series 1' },
        prizeLine: null,
        ...flags,
    });

    it('a refunded box reads as refunded and offers no Open; the count of unopened leaves it out (English and Malay)', async () => {
        mockServer.use(
            signedIn(),
            graphql.query('BlindBoxes', () =>
                HttpResponse.json({ data: { blindBoxes: { totalItems: 2, items: [listed('21', 1, { isVoid: true }), listed('22', 2, {})] } } }),
            ),
        );
        renderShop('/tabs/blindbox');
        expect(await screen.findByText('Refunded · cannot be opened')).toBeInTheDocument();
        expect(screen.getByText(/2 boxes · 1 unopened/)).toBeInTheDocument();
        expect(screen.getAllByRole('link', { name: /^Open/ })).toHaveLength(1);
        expect(screen.getByRole('link', { name: /^Open/ })).toHaveAccessibleName(/BBFIG1-000002/);

        await changeLanguage('ms');
        expect(await screen.findByText('Dikembalikan wang · tidak boleh dibuka')).toBeInTheDocument();
        expect(screen.getByText(/2 kotak · 1 belum dibuka/)).toBeInTheDocument();
    });
});
