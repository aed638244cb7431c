import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

import { Icon } from '../ui/icons';
import { NotFoundPage } from './NotFoundPage';

/** A page that failed to load or draw (say, a lost connection while fetching its code). */
export function RouteError() {
    const error = useRouteError();
    const { t } = useTranslation();
    if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
    return (
        <main role="alert" className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 bg-cream px-6 text-center">
            <span className="grid size-20 place-items-center rounded-full bg-lucky-50 text-lucky-600">
                <Icon name="alert" className="size-10" />
            </span>
            <p className="max-w-xs font-semibold text-ink">{t('operationsAnomaly')}</p>
            <button
                type="button"
                onClick={() => window.location.reload()}
                className="rounded-full bg-lucky-600 px-6 py-2.5 text-sm font-bold text-white shadow-sm active:scale-95"
            >
                {t('reload')}
            </button>
        </main>
    );
}
