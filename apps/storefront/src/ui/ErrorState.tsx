import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AnomalyNotice } from './AnomalyNotice';
import { useOffline } from './offline';
import { useToast } from './toast';

/** How often a page the shop could not serve for a moment asks again by itself (the server's Retry-After). */
export const UNAVAILABLE_RETRY_MS = 5_000;

interface ErrorStateProps {
    /** Tries again; resolves to whether it worked this time. */
    onRetry: () => Promise<boolean>;
    /** The shop answered that it cannot serve for a moment (isUnavailable): say so and try again by itself. */
    unavailable?: boolean;
}

/**
 * The contract's "Operations anomaly" message (docs/contract.md#other-failures) with a retry; a retry that fails again raises a toast.
 * Offline, it says so instead: nothing is wrong with the shop, the phone has no network and nothing was saved for this;
 * the page loads by itself when the network returns.
 * When the shop is briefly unavailable (starting, or its database away) the page says so and asks again every few
 * seconds until it loads, so a shopper who waits gets the page back without doing anything.
 */
export function ErrorState({ onRetry, unavailable = false }: ErrorStateProps) {
    const { t } = useTranslation();
    const toast = useToast();
    const offline = useOffline();
    const [retrying, setRetrying] = useState(false);

    // The latest onRetry, so that the page's re-renders (a new function each time) do not restart the wait.
    const latestRetry = useRef(onRetry);
    latestRetry.current = onRetry;
    useEffect(() => {
        if (!unavailable) return;
        const timer = setInterval(() => void latestRetry.current(), UNAVAILABLE_RETRY_MS);
        return () => clearInterval(timer);
    }, [unavailable]);
    // Offline it says the page loads once the phone is back online: it asks again as soon as it is. Not
    // left to TanStack Query's reconnect: a page opened offline never heard the phone go offline, so
    // to Query it never came back.
    const wasOffline = useRef(offline);
    useEffect(() => {
        if (wasOffline.current && !offline) void latestRetry.current();
        wasOffline.current = offline;
    }, [offline]);

    async function retry() {
        setRetrying(true);
        try {
            if (!(await onRetry())) toast.error(navigator.onLine ? t(unavailable ? 'unavailable' : 'operationsAnomaly') : t('offline.error'));
        } finally {
            setRetrying(false);
        }
    }

    const message = offline ? t('offline.error') : unavailable ? t('unavailable') : undefined;
    return <AnomalyNotice message={message} action={t('retry')} onAction={retry} busy={retrying} />;
}
