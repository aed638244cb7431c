import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FAR_PARTS_DELAY_MS, NearView } from './staged';

/** An IntersectionObserver the test moves: `scrollNear()` tells every observer its element is in reach. */
class FakeObserver {
    static all: FakeObserver[] = [];
    observed: Element[] = [];
    options: IntersectionObserverInit | undefined;
    constructor(
        private readonly callback: IntersectionObserverCallback,
        options?: IntersectionObserverInit,
    ) {
        this.options = options;
        FakeObserver.all.push(this);
    }
    observe(element: Element) {
        this.observed.push(element);
    }
    disconnect() {
        this.observed = [];
    }
    static scrollNear() {
        for (const observer of FakeObserver.all) {
            const entries = observer.observed.map(target => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
            if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
        }
    }
}

function FarPart() {
    return (
        <NearView placeholder={<p>keeping its place</p>}>
            <p>the catalogue</p>
        </NearView>
    );
}

describe('NearView: what is far below the first screen', () => {
    beforeEach(() => {
        FakeObserver.all = [];
        vi.useFakeTimers();
        vi.stubGlobal('IntersectionObserver', FakeObserver);
        // Idle at once when asked, so the test controls time with the timers alone.
        vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
    });
    afterEach(() => {
        vi.useRealTimers();
        vi.unstubAllGlobals();
    });

    it('keeps its place until the shopper scrolls near, then is drawn', () => {
        render(<FarPart />);
        expect(screen.getByText('keeping its place')).toBeTruthy();
        expect(screen.queryByText('the catalogue')).toBeNull();
        // Watched with a margin, so it is drawn before it comes on screen.
        expect(FakeObserver.all.at(-1)?.options?.rootMargin).toMatch(/^\d+% /);

        act(() => FakeObserver.scrollNear());
        expect(screen.getByText('the catalogue')).toBeTruthy();
        expect(screen.queryByText('keeping its place')).toBeNull();
    });

    it('is drawn anyway once the first screen is done and the browser idle, for find-in-page and screen readers', () => {
        render(<FarPart />);
        act(() => vi.advanceTimersByTime(FAR_PARTS_DELAY_MS - 100));
        expect(screen.queryByText('the catalogue')).toBeNull();
        act(() => vi.advanceTimersByTime(200));
        expect(screen.getByText('the catalogue')).toBeTruthy();
    });
});
