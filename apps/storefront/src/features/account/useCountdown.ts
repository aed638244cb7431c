import { useCallback, useEffect, useState } from 'react';

/** Seconds until a new code may be asked for, ticking down to 0; `restart` starts it again. */
export function useCountdown(initialSeconds: number) {
    const [until, setUntil] = useState(() => Date.now() + initialSeconds * 1000);
    const [now, setNow] = useState(() => Date.now());
    const left = Math.max(0, Math.ceil((until - now) / 1000));
    useEffect(() => {
        if (left <= 0) return;
        const timer = setInterval(() => setNow(Date.now()), 1000);
        return () => clearInterval(timer);
    }, [left]);
    const restart = useCallback((seconds: number) => {
        setNow(Date.now());
        setUntil(Date.now() + seconds * 1000);
    }, []);
    return { secondsLeft: left, restart };
}
