import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AnomalyNotice } from './AnomalyNotice';
import { useOffline } from './offline';
import { useToast } from './toast';

interface ErrorStateProps {
    /** Tries again; resolves to whether it worked this time. */
    onRetry: () => Promise<boolean>;
}

/**
 * The contract's "Operations anomaly" message (docs/contract.md#other-failures) with a retry; a retry that fails again raises a toast.
 * Offline, it says so instead: nothing is wrong with the shop, the phone has no network and nothing was saved for this.
 */
export function ErrorState({ onRetry }: ErrorStateProps) {
    const { t } = useTranslation();
    const toast = useToast();
    const offline = useOffline();
    const [retrying, setRetrying] = useState(false);

    async function retry() {
        setRetrying(true);
        try {
            if (!(await onRetry())) toast.error(navigator.onLine ? t('operationsAnomaly') : t('offline.error'));
        } finally {
            setRetrying(false);
        }
    }

    return <AnomalyNotice message={offline ? t('offline.error') : undefined} action={t('retry')} onAction={retry} busy={retrying} />;
}
