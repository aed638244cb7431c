import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '../../routing/paths';
import { DropsLink } from '../../campaigns/DropsLink';
import { Icon } from '../../ui/icons';
import { LanguagePicker } from '../../ui/LanguagePicker';

/** Home's red and gold header: the shop's name, the language switch, the profile, the tagline and the way to Drops. */
// Memoised: Home's data arriving redraws the page below it, not the header.
export const HomeHeader = memo(function HomeHeader() {
    const { t } = useTranslation('home');
    return (
        <header className="relative overflow-hidden rounded-b-[2rem] bg-gradient-to-br from-lucky-600 via-lucky-700 to-lucky-800 px-4 pt-[max(1rem,env(safe-area-inset-top))] pb-6 text-white">
            <span aria-hidden className="absolute -top-10 -right-8 size-40 rounded-full bg-gold-400/20" />
            <span aria-hidden className="absolute -bottom-16 left-10 size-32 rounded-full bg-gold-300/10" />
            <div className="relative flex items-center justify-between gap-3">
                <h1 className="flex items-center gap-2 text-3xl font-black tracking-tight text-gold-300">
                    <svg aria-hidden viewBox="0 0 36 36" className="size-9">
                        <circle cx="18" cy="18" r="17" className="fill-gold-400" />
                        <circle cx="18" cy="18" r="12" fill="none" strokeWidth="2" className="stroke-lucky-700" />
                        <path d="M12.5 14h11M18 14v10" strokeWidth="3" strokeLinecap="round" className="stroke-lucky-700" />
                    </svg>
                    Tuah
                </h1>
                <div className="flex items-center gap-2">
                    <LanguagePicker look="header" />
                    {/* A guest lands on sign-in, and comes back to the profile. */}
                    <Link
                        to={paths.profile()}
                        aria-label={t('profile')}
                        className="grid size-9 place-items-center rounded-full bg-black/15 text-white hover:bg-black/25"
                    >
                        <Icon name="user" className="size-5" />
                    </Link>
                </div>
            </div>
            <div className="relative mt-2 flex items-center justify-between gap-3">
                <p className="min-w-0 text-sm font-medium text-white/90">{t('tagline')}</p>
                <DropsLink label={t('drops')} className="shrink-0 bg-gold-300 py-1 text-lucky-900" />
            </div>
        </header>
    );
});
