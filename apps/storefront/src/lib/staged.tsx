import { useEffect, useState, type ReactNode } from 'react';

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
