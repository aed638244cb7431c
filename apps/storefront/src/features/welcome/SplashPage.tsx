import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { paths, returnToOf } from '../../routing/paths';

/** How long the splash stays before onboarding: long enough to read the name, short enough not to wait on. */
export const SPLASH_MS = 1200;

/** The splash of a first visit: index.html's own splash (app/layouts.tsx Splash) with the shop's promise, then onboarding. */
export function SplashPage() {
    const { t } = useTranslation('shell');
    const navigate = useNavigate();
    const [search] = useSearchParams();
    const returnTo = returnToOf(search);
    useEffect(() => {
        const next = window.setTimeout(() => navigate(paths.onboard(returnTo), { replace: true }), SPLASH_MS);
        return () => window.clearTimeout(next);
    }, [navigate, returnTo]);
    return (
        <main data-testid="splash" className="fixed inset-0 z-40 grid place-items-center bg-lucky-600 px-6 text-center">
            <div className="flex flex-col items-center gap-3">
                <h1 className="text-4xl font-black tracking-tight text-gold-300">Tuah</h1>
                <p className="max-w-xs text-sm font-semibold text-white">{t('splash.tagline')}</p>
            </div>
        </main>
    );
}
