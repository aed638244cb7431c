import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { changeLanguage, i18n } from '../../../lib/i18n';
import type { GetCampaignProgressQuery } from '../../../gql/graphql';
import { FakeEventSource } from '../../../test/FakeEventSource';
import { mockServer } from '../../../test/mockServer';
import { DrawProgress } from './DrawProgress';

type Progress = NonNullable<GetCampaignProgressQuery['campaignProgress']>;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function progress(stage: Progress['stage'], overrides: Partial<Progress> = {}): Progress {
    const reached = ['DRAW_INIT', 'CALL_CONTRACT', 'CALL_CHAINLINK', 'WAIT_VRF_RESULT', 'GET_WINNER', 'ENDED'];
    const upTo = reached.indexOf(stage);
    const ts = (s: string, minutes: number) => (reached.indexOf(s) <= upTo && upTo >= 0 ? minutesAgo(minutes) : null);
    return {
        campaignId: '6',
        stage,
        isCancelled: false,
        provider: 'chainlink',
        ts_DRAW_INIT: ts('DRAW_INIT', 10),
        ts_CALL_CONTRACT: ts('CALL_CONTRACT', 8),
        ts_CALL_CHAINLINK: ts('CALL_CHAINLINK', 6),
        ts_WAIT_VRF_RESULT: ts('WAIT_VRF_RESULT', 4),
        ts_GET_WINNER: ts('GET_WINNER', 2),
        ts_ENDED: ts('ENDED', 1),
        drawResult: stage === 'ENDED' ? { winner: { ticketId: 'DONE6X-0042', customer: { id: '3', displayName: 'Siti A.' } } } : null,
        ...overrides,
    };
}

/** The server's answers, one per call, the last one repeated; counts the calls. */
function serveProgressSequence(sequence: Progress[]) {
    let calls = 0;
    mockServer.use(
        graphql.query('GetCampaignProgress', () => {
            const answer = sequence[Math.min(calls, sequence.length - 1)];
            calls += 1;
            return HttpResponse.json({ data: { campaignProgress: answer } });
        }),
    );
    return { calls: () => calls };
}

function renderProgress(pollMs = 30) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
        <Suspense fallback={null}>
            <QueryClientProvider client={queryClient}>
                <MemoryRouter>
                    <DrawProgress campaignId="6" pollMs={pollMs} />
                </MemoryRouter>
            </QueryClientProvider>
        </Suspense>,
    );
}

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

describe('draw progress', () => {
    it('polls while the draw is in progress and stops once it has ended, then shows the winner', async () => {
        await i18n.loadNamespaces('draws');
        const server = serveProgressSequence([progress('DRAW_INIT'), progress('CALL_CHAINLINK'), progress('GET_WINNER'), progress('ENDED')]);
        renderProgress();

        const winner = await screen.findByRole('status', { name: 'Winner' });
        expect(winner).toHaveTextContent('Siti A.');
        expect(winner).toHaveTextContent('DONE6X-0042');
        expect(within(winner).getByRole('link', { name: 'Verify this draw' })).toHaveAttribute('href', '/tabs/common/draws/item/proof?cId=6');
        expect(server.calls()).toBe(4);

        await act(() => sleep(200));
        expect(server.calls()).toBe(4);
    });

    it('shows each stage with the spec’s message, the one reached marked in progress, and when each was reached', async () => {
        await i18n.loadNamespaces('draws');
        serveProgressSequence([progress('CALL_CHAINLINK')]);
        renderProgress(60_000);

        const steps = await screen.findAllByRole('listitem');
        expect(steps.map(step => step.dataset.stage)).toEqual(['DRAW_INIT', 'CALL_CONTRACT', 'CALL_CHAINLINK', 'WAIT_VRF_RESULT', 'GET_WINNER', 'ENDED']);
        expect(steps.map(step => step.dataset.state)).toEqual(['done', 'done', 'active', 'pending', 'pending', 'pending']);
        expect(steps[0]).toHaveTextContent('Campaign ended and draw initiated');
        expect(steps[0]).toHaveTextContent('10 minutes ago');
        expect(steps[1]).toHaveTextContent('Communicating with the smart contract');
        expect(steps[2]).toHaveTextContent('Communicating with the randomness oracle');
        expect(steps[2]).toHaveAttribute('aria-current', 'step');
        expect(steps[3]).toHaveTextContent('Waiting for blockchain confirmation');
        expect(steps[4]).toHaveTextContent('Retrieving the winning ticket ID');
        expect(steps[4]).not.toHaveTextContent('ago');
    });

    it.each([
        ['en', 'Drawing a random number anyone can verify'],
        ['ms', 'Menjana nombor rawak yang boleh disahkan sesiapa'],
    ] as const)('shows a local draw only the stages it runs: no contract, oracle or blockchain (%s)', async (language, random) => {
        // Issue 31: a local draw listed smart-contract, oracle and blockchain stages it never ran (docs/draws.md).
        await act(() => changeLanguage(language));
        await i18n.loadNamespaces('draws');
        serveProgressSequence([progress('WAIT_VRF_RESULT', { provider: 'local' })]);
        renderProgress(60_000);

        const steps = await screen.findAllByRole('listitem');
        expect(steps.map(step => step.dataset.stage)).toEqual(['DRAW_INIT', 'WAIT_VRF_RESULT', 'GET_WINNER', 'ENDED']);
        expect(steps.map(step => step.dataset.state)).toEqual(['done', 'active', 'pending', 'pending']);
        expect(steps[1]).toHaveTextContent(random);
        expect(screen.getByRole('list')).not.toHaveTextContent(/contract|oracle|blockchain|kontrak|rantaian blok/i);
    });

    it.each([
        ['en', 'Beacon round fixed', 'Waiting for the beacon round’s randomness'],
        ['ms', 'Pusingan suar ditetapkan', 'Menunggu kerawakan pusingan suar'],
    ] as const)('shows a drand draw its own stages: the round fixed, then its randomness; no oracle or blockchain (%s)', async (language, fixed, waiting) => {
        await act(() => changeLanguage(language));
        await i18n.loadNamespaces('draws');
        serveProgressSequence([progress('WAIT_VRF_RESULT', { provider: 'drand' })]);
        renderProgress(60_000);

        const steps = await screen.findAllByRole('listitem');
        expect(steps.map(step => step.dataset.stage)).toEqual(['DRAW_INIT', 'CALL_CONTRACT', 'WAIT_VRF_RESULT', 'GET_WINNER', 'ENDED']);
        expect(steps.map(step => step.dataset.state)).toEqual(['done', 'done', 'active', 'pending', 'pending']);
        expect(steps[1]).toHaveTextContent(fixed);
        expect(steps[2]).toHaveTextContent(waiting);
        expect(screen.getByRole('list')).not.toHaveTextContent(/contract|oracle|blockchain|kontrak|rantaian blok/i);
    });

    it('does not poll a campaign that is still selling', async () => {
        await i18n.loadNamespaces('draws');
        const server = serveProgressSequence([progress('OPEN', { ts_DRAW_INIT: null })]);
        renderProgress();
        await screen.findAllByRole('listitem');
        await act(() => sleep(150));
        expect(server.calls()).toBe(1);
    });

    it('says so when the draw was cancelled', async () => {
        await i18n.loadNamespaces('draws');
        serveProgressSequence([progress('ENDED', { isCancelled: true, drawResult: null })]);
        renderProgress();
        expect(await screen.findByRole('status')).toHaveTextContent('This draw was cancelled');
    });

    it('speaks Malay', async () => {
        await act(() => changeLanguage('ms'));
        await i18n.loadNamespaces('draws');
        serveProgressSequence([progress('WAIT_VRF_RESULT')]);
        renderProgress(60_000);
        const steps = await screen.findAllByRole('listitem');
        expect(steps[3]).toHaveTextContent('Menunggu pengesahan rantaian blok');
        expect(steps[0]).toHaveTextContent('10 minit yang lepas');
        await waitFor(() => expect(screen.getByRole('heading', { name: 'Kemajuan cabutan' })).toBeInTheDocument());
    });

    it('follows the live stream while it is open: no polling, pushed stages drawn at once; polls again when it breaks', async () => {
        await i18n.loadNamespaces('draws');
        FakeEventSource.all = [];
        vi.stubGlobal('EventSource', FakeEventSource);
        try {
            const server = serveProgressSequence([progress('CALL_CHAINLINK')]);
            renderProgress(30);
            await screen.findAllByRole('listitem');
            const source = FakeEventSource.all[0]!;
            expect(source.url).toBe('/live/campaigns/6');

            act(() => source.onopen?.());
            await act(() => sleep(100));
            const callsWhileOpen = server.calls();
            await act(() => sleep(200));
            expect(server.calls()).toBe(callsWhileOpen);

            act(() => source.emit('progress', { ...progress('WAIT_VRF_RESULT'), drawResult: undefined, issuedTicket: 10, percent: 100 }));
            await waitFor(() =>
                expect(screen.getAllByRole('listitem').find(step => step.dataset.stage === 'WAIT_VRF_RESULT')).toHaveAttribute('data-state', 'active'),
            );
            expect(server.calls()).toBe(callsWhileOpen);

            act(() => source.onerror?.());
            await waitFor(() => expect(server.calls()).toBeGreaterThan(callsWhileOpen));
        } finally {
            vi.unstubAllGlobals();
        }
    });
});
