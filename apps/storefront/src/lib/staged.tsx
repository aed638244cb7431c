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
