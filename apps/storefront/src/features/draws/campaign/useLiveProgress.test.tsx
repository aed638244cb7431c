import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FakeEventSource } from '../../../test/FakeEventSource';
import { liveProgressUrl, useLiveProgress } from './useLiveProgress';

const KEY = ['shop', 'GetCampaignProgress', { campaignId: '6' }, 'en'];

function cachedProgress(overrides: Record<string, unknown> = {}) {
    return {
        data: {
            campaignProgress: {
                campaignId: '6',
                stage: 'OPEN',
                isCancelled: false,
                ts_DRAW_INIT: null,
                ts_CALL_CONTRACT: null,
                ts_CALL_CHAINLINK: null,
                ts_WAIT_VRF_RESULT: null,
                ts_GET_WINNER: null,
                ts_ENDED: null,
                drawResult: null,
                ...overrides,
            },
        },
        errors: [],
    };
}

/** A progress event as the server sends it: campaignProgress's fields, more than the page asks for. */
function pushed(overrides: Record<string, unknown> = {}) {
    return {
        ...cachedProgress().data.campaignProgress,
        drawResult: undefined,
        name: 'Cap',
        prize: 'A cap',
        issuedTicket: 3,
        totalTicket: 10,
        percent: 30,
        state: 'ACTIVE',
        ...overrides,
    };
}

function renderLive(enabled = true) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(KEY, cachedProgress());
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const hook = renderHook(({ on }) => useLiveProgress('6', on), { wrapper, initialProps: { on: enabled } });
    return { queryClient, hook };
}

describe('useLiveProgress', () => {
    beforeEach(() => {
        FakeEventSource.all = [];
        vi.stubGlobal('EventSource', FakeEventSource);
    });
    afterEach(() => {
        vi.unstubAllGlobals();
    });

    it('opens the campaign stream, reports it open, and writes each progress event into the cached answer', () => {
        const { queryClient, hook } = renderLive();
        expect(FakeEventSource.all).toHaveLength(1);
        const source = FakeEventSource.all[0]!;
        expect(source.url).toBe(liveProgressUrl('6'));
        expect(source.url).toBe('/live/campaigns/6');
        expect(hook.result.current).toBe(false);

        act(() => source.onopen?.());
        expect(hook.result.current).toBe(true);

        const reached = new Date().toISOString();
        act(() => source.emit('progress', pushed({ stage: 'DRAW_INIT', ts_DRAW_INIT: reached })));
        // Only the fields the page asked for; nothing else leaks into the cache.
        expect(queryClient.getQueryData(KEY)).toEqual(cachedProgress({ stage: 'DRAW_INIT', ts_DRAW_INIT: reached }));
    });

    it('falls back to polling when the stream breaks, and closes it on unmount', () => {
        const { hook } = renderLive();
        const source = FakeEventSource.all[0]!;
        act(() => source.onopen?.());
        act(() => source.onerror?.());
        expect(hook.result.current).toBe(false);
        hook.unmount();
        expect(source.closed).toBe(true);
    });

    it('closes the stream once it is no longer wanted (the draw ended), and opens none when off', () => {
        const { hook } = renderLive();
        const source = FakeEventSource.all[0]!;
        act(() => source.onopen?.());
        hook.rerender({ on: false });
        expect(source.closed).toBe(true);
        expect(hook.result.current).toBe(false);
        expect(FakeEventSource.all).toHaveLength(1);
    });

    it('reads the progress again when the draw ends, for its winner (not pushed)', () => {
        const { queryClient } = renderLive();
        const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
        act(() => FakeEventSource.all[0]!.emit('progress', pushed({ stage: 'ENDED' })));
        expect(invalidate).toHaveBeenCalledWith({ queryKey: ['shop', 'GetCampaignProgress', { campaignId: '6' }] });
    });
});

describe('useLiveProgress on a selling campaign page', () => {
    const CAMPAIGN_KEY = ['shop', 'Campaign', { campaignId: '6' }, 'en'];
    const WON_KEY = ['shop', 'Campaign', { campaignId: '6', wonId: '2' }, 'en'];
    const OTHER_KEY = ['shop', 'Campaign', { campaignId: '7' }, 'en'];
    const page = (issuedTicket: number) => ({ data: { campaign: { id: '6', stage: 'OPEN', isCancelled: false, issuedTicket, totalTicket: 10 } }, errors: [] });

    beforeEach(() => {
        FakeEventSource.all = [];
        vi.stubGlobal('EventSource', FakeEventSource);
    });
    afterEach(() => {
        vi.unstubAllGlobals();
    });

    it('moves the tickets sold of every cached answer of that campaign, and no other campaign’s', () => {
        const { queryClient } = renderLive();
        queryClient.setQueryData(CAMPAIGN_KEY, page(1));
        queryClient.setQueryData(WON_KEY, page(1));
        queryClient.setQueryData(OTHER_KEY, { data: { campaign: { ...page(1).data.campaign, id: '7' } }, errors: [] });
        const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

        act(() => FakeEventSource.all[0]!.emit('progress', pushed({ issuedTicket: 4 })));
        expect(queryClient.getQueryData(CAMPAIGN_KEY)).toEqual(page(4));
        expect(queryClient.getQueryData(WON_KEY)).toEqual(page(4));
        expect(queryClient.getQueryData(OTHER_KEY)).toMatchObject({ data: { campaign: { issuedTicket: 1 } } });
        expect(invalidate).not.toHaveBeenCalled();
    });

    it('reads the campaign again when it sells out and its draw starts', () => {
        const { queryClient } = renderLive();
        queryClient.setQueryData(CAMPAIGN_KEY, page(9));
        const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
        act(() => FakeEventSource.all[0]!.emit('progress', pushed({ issuedTicket: 10, stage: 'DRAW_INIT' })));
        expect(queryClient.getQueryData(CAMPAIGN_KEY)).toMatchObject({ data: { campaign: { issuedTicket: 10 } } });
        expect(invalidate).toHaveBeenCalledWith(expect.objectContaining({ queryKey: ['shop', 'Campaign'] }));
        const refreshed = invalidate.mock.calls.find(([filters]) => (filters?.queryKey as unknown[])?.[1] === 'Campaign')![0]!;
        expect(
            queryClient
                .getQueryCache()
                .findAll(refreshed)
                .map(query => query.queryKey),
        ).toEqual([CAMPAIGN_KEY]);
    });
});
