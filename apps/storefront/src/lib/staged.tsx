import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * How many of `count` stages of a page part are drawn: the first at once, then one more per task,
 * so a long page never holds a phone's main thread in one go (docs/performance.md#the-first-screen).
 */
export function useStaged(count: number): number {
    const [shown, setShown] = useState(1);
    useEffect(() => {
        if (shown >= count) return;
        const timer = setTimeout(() => setShown(n => n + 1), 0);
        return () => clearTimeout(timer);
    }, [shown, count]);
    return Math.min(shown, count);
}

/**
 * Draws its children one task after the rest of the page: for what is below the first screen, so
 * that appearing a moment later moves nothing the shopper sees.
 */
export function Later({ children }: { children: ReactNode }) {
    return useStaged(2) === 2 ? children : null;
}

/**
 * False until `ms` after the part using it is drawn and then a moment the browser has to spare: for
 * what would interrupt the first screen (Home's marketing popup), so the page is drawn, its pictures
 * on their way and the shopper reading it before it comes.
 */
export function useAfterFirstScreen(ms: number): boolean {
    const [due, setDue] = useState(false);
    useEffect(() => {
        const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 0));
        const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
        let idleId: number | undefined;
        const timer = window.setTimeout(() => (idleId = idle(() => setDue(true), { timeout: 1000 })), ms);
        return () => {
            window.clearTimeout(timer);
            if (idleId !== undefined) cancelIdle(idleId);
        };
    }, [ms]);
    return due;
}

/** How far below (or above) the screen a part is drawn before the shopper scrolls to it: half a screen. */
const NEAR_MARGIN = '50% 0px';

/** How long after the first screen the parts not scrolled near yet are drawn anyway, when the browser is idle. */
export const FAR_PARTS_DELAY_MS = 2000;

/**
 * Draws its children when the shopper scrolls near them, or else once the first screen has been
 * drawn and the browser is idle (then the page is whole for find-in-page and screen readers): what
 * is far below the first screen costs a phone nothing while that screen is being drawn
 * (docs/performance.md#home-on-a-new-phone). `placeholder` keeps their place meanwhile.
 */
export function NearView({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
    const [near, setNear] = useState(false);
    const due = useAfterFirstScreen(FAR_PARTS_DELAY_MS);
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
        const element = ref.current;
        if (near || due || !element) return;
        if (typeof IntersectionObserver === 'undefined') return setNear(true);
        const observer = new IntersectionObserver(entries => entries.some(entry => entry.isIntersecting) && setNear(true), { rootMargin: NEAR_MARGIN });
        observer.observe(element);
        return () => observer.disconnect();
    }, [near, due]);
    return near || due ? children : <div ref={ref}>{placeholder}</div>;
}
