import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Icon } from './icons';
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

    return (
        <div role="alert" className="flex flex-col items-center gap-4 px-6 py-14 text-center">
            <span className="grid size-16 place-items-center rounded-full bg-lucky-50 text-lucky-600">
                <Icon name="alert" className="size-8" />
            </span>
            <p className="max-w-xs text-base font-semibold text-ink">{t('operationsAnomaly')}</p>
            <button
                type="button"
                onClick={retry}
                disabled={retrying}
                className="rounded-full bg-lucky-600 px-6 py-2.5 text-sm font-bold text-white shadow-sm transition active:scale-95 disabled:opacity-60"
            >
                {t('retry')}
            </button>
        </div>
    );
}
