import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PLACEHOLDER_TIME, clock, remaining, useTimeLeft } from './time';

/** The current time, ticking every second while a countdown is on screen. */
function useNow(running: boolean) {
    const [now, setNow] = useState(() => Date.now());
    useEffect(() => {
        if (!running) return;
        const timer = setInterval(() => setNow(Date.now()), 1000);
        return () => clearInterval(timer);
    }, [running]);
    return now;
}

/**
 * A live countdown to `until`: "2d 03:12:45" ("2h 03:12:45" in Malay), the contract's placeholder
 * 00:00:00 (docs/contract.md#languages-and-constants) once it is over or when there is no date. Screen readers get the calm relative
 * version ("Ends in 2 days") instead of a number that changes every second.
 */
export function Countdown({ until, label = 'ends', className = '' }: { until: string | null | undefined; label?: 'ends' | 'starts'; className?: string }) {
    const { t } = useTranslation();
    const timeLeft = useTimeLeft();
    const parts = until ? remaining(until) : null;
    const now = useNow(!!parts && !parts.done);
    const left = until ? remaining(until, now) : null;
    const text = !left || left.done ? PLACEHOLDER_TIME : `${left.days > 0 ? `${t('time.days', { count: left.days })} ` : ''}${clock(left)}`;
    const spoken = !until || !left || left.done ? undefined : label === 'starts' ? timeLeft.startsIn(until) : timeLeft.endsIn(until);
    return (
        <span role="timer" aria-label={spoken ?? PLACEHOLDER_TIME} className={`font-mono tabular-nums ${className}`}>
            <span aria-hidden>{text}</span>
        </span>
    );
}
