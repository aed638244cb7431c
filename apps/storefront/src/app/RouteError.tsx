import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

import { AnomalyNotice } from '../ui/AnomalyNotice';
import { NotFoundPage } from './NotFoundPage';

/** A page that failed to load or draw (say, a lost connection while fetching its code). */
export function RouteError() {
    const error = useRouteError();
    const { t } = useTranslation();
    if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
    return <AnomalyNotice page action={t('reload')} onAction={() => window.location.reload()} />;
}
