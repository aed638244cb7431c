import { useTranslation } from 'react-i18next';

import { paths } from '../../routing/paths';
import { PageHeader } from '../../ui/PageHeader';
import { Row } from './DevPage';

/** `dev2` (development builds only): the translations loaded, and a way back to a brand-new phone. */
export function Dev2Page() {
    const { t, i18n } = useTranslation('shell');
    const language = i18n.resolvedLanguage ?? i18n.language;
    const namespaces = Object.keys(i18n.store.data[language] ?? {}).sort();

    async function clearEverything() {
        window.localStorage.clear();
        window.sessionStorage.clear();
        if ('caches' in window) await Promise.all((await caches.keys()).map(name => caches.delete(name)));
        window.location.assign(paths.home());
    }

    return (
        <main>
            <PageHeader title={t('dev.title2')} fallback={paths.dev()} />
            <dl className="m-4 divide-y divide-line rounded-2xl bg-white text-sm shadow-sm">
                <Row label={t('dev.language')}>{language}</Row>
                <Row label={t('dev.namespaces')}>{namespaces.join(', ')}</Row>
            </dl>
            <button type="button" onClick={() => void clearEverything()} className="mx-4 rounded-full bg-lucky-600 px-6 py-2.5 text-sm font-bold text-white">
                {t('dev.clear')}
            </button>
        </main>
    );
}
