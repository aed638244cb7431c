import { useTranslation } from 'react-i18next';

import { Icon } from './icons';

/**
 * The "Operations anomaly" notice (docs/contract.md#other-failures) and the one thing to do about
 * it: a whole page (`page`) when the page itself failed, a block inside a page otherwise.
 */
export function AnomalyNotice({
    page = false,
    message,
    action,
    onAction,
    busy = false,
}: {
    page?: boolean;
    /** Another message than the anomaly's (offline, say). */
    message?: string;
    action: string;
    onAction: () => void;
    busy?: boolean;
}) {
    const { t } = useTranslation();
    const Root = page ? 'main' : 'div';
    return (
        <Root
            role="alert"
            className={
                page
                    ? 'mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 bg-cream px-6 text-center'
                    : 'flex flex-col items-center gap-4 px-6 py-14 text-center'
            }
        >
            <span className={`grid place-items-center rounded-full bg-lucky-50 text-lucky-600 ${page ? 'size-20' : 'size-16'}`}>
                <Icon name="alert" className={page ? 'size-10' : 'size-8'} />
            </span>
            <p className="max-w-xs text-base font-semibold text-ink">{message ?? t('operationsAnomaly')}</p>
            <button
                type="button"
                onClick={onAction}
                disabled={busy}
                className="rounded-full bg-lucky-600 px-6 py-2.5 text-sm font-bold text-white shadow-sm transition active:scale-95 disabled:opacity-60"
            >
                {action}
            </button>
        </Root>
    );
}
