import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AnomalyNotice } from './AnomalyNotice';
import { useToast } from './toast';

interface ErrorStateProps {
    /** Tries again; resolves to whether it worked this time. */
    onRetry: () => Promise<boolean>;
}

/** The contract's "Operations anomaly" message (docs/contract.md#other-failures) with a retry; a retry that fails again raises a toast. */
export function ErrorState({ onRetry }: ErrorStateProps) {
    const { t } = useTranslation();
    const toast = useToast();
    const [retrying, setRetrying] = useState(false);

    async function retry() {
        setRetrying(true);
        try {
            if (!(await onRetry())) toast.error(t('operationsAnomaly'));
        } finally {
            setRetrying(false);
        }
    }

    return <AnomalyNotice action={t('retry')} onAction={retry} busy={retrying} />;
}
