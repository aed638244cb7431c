import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';

import { paths } from '../../routing/paths';
import { Icon } from '../../ui/icons';
import { resolveLink } from './resolveLink';

/** `/tabs/universal`: opens the page a deep link means (resolveLink), or says plainly that the link leads nowhere. */
export function UniversalPage() {
    const [search] = useSearchParams();
    const to = resolveLink(search);
    return to ? <Navigate to={to} replace /> : <LinkNotRecognised />;
}

function LinkNotRecognised() {
    const { t } = useTranslation('shell');
    return (
        <main className="flex min-h-[70dvh] flex-col items-center justify-center gap-4 px-6 text-center">
            <span className="grid size-24 place-items-center rounded-full bg-lucky-50 text-lucky-600">
                <Icon name="compass" className="size-12" />
            </span>
            <h1 className="text-2xl font-black text-ink">{t('universal.title')}</h1>
            <p className="max-w-xs text-sm text-ink-soft">{t('universal.body')}</p>
            <Link to={paths.home()} className="rounded-full bg-lucky-600 px-6 py-2.5 text-sm font-bold text-white shadow-sm active:scale-95">
                {t('universal.home')}
            </Link>
        </main>
    );
}
