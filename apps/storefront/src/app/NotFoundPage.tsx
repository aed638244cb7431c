import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { Icon } from '../ui/icons';
import { paths } from '../routing/paths';

/** The catch-all page (docs/contract.md#routes): whatever path matched nothing. */
export function NotFoundPage() {
    const { t } = useTranslation();
    // React Router names the splat `*`; the spec calls the catch-all parameter `all`.
    const { '*': all } = useParams();
    return (
        <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 bg-cream px-6 text-center">
            <span className="grid size-24 place-items-center rounded-full bg-lucky-50 text-lucky-600">
                <Icon name="compass" className="size-12" />
            </span>
            <h1 className="text-2xl font-black text-ink">{t('notFound.title')}</h1>
            <p className="max-w-xs text-sm text-ink-soft">{t('notFound.body')}</p>
            {all ? <code className="max-w-full truncate rounded bg-line px-2 py-1 text-xs text-ink-soft">/{all}</code> : null}
            <Link to={paths.home()} className="rounded-full bg-lucky-600 px-6 py-2.5 text-sm font-bold text-white shadow-sm active:scale-95">
                {t('notFound.home')}
            </Link>
        </main>
    );
}
