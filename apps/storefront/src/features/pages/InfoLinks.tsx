import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '../../routing/paths';
import { Icon } from '../../ui/icons';

const LINKS = {
    policies: paths.policies,
    about: paths.about,
    howItWorks: paths.howItWorks,
    tutorials: paths.tutorials,
    contact: paths.contact,
} as const;

type InfoLink = keyof typeof LINKS;

/**
 * The shop's public information pages (policies, about, how it works, tutorials, contact), as a
 * list of links: on the profile, the help page and each information page (without itself).
 * Its words are the `pages` namespace: a page showing it loads that namespace.
 */
export function InfoLinks({ except }: { except?: InfoLink }) {
    const { t } = useTranslation('pages');
    const links = (Object.keys(LINKS) as InfoLink[]).filter(key => key !== except);
    return (
        <nav aria-label={t('links.title')}>
            <ul className="divide-y divide-line overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line">
                {links.map(key => (
                    <li key={key}>
                        <Link to={LINKS[key]()} className="flex items-center justify-between gap-3 px-4 py-3.5 text-sm font-bold text-ink hover:bg-cream">
                            {t(`links.${key}`)}
                            <Icon name="forward" className="size-4 shrink-0 text-ink-soft" />
                        </Link>
                    </li>
                ))}
            </ul>
        </nav>
    );
}

/** A guest's way to the rules and to help, under the sign-in and sign-up forms. */
export function PublicInfoLinks() {
    const { t } = useTranslation('pages');
    const links = [
        { to: paths.policies(), label: t('links.policies') },
        { to: paths.support(), label: t('contact.help') },
        { to: paths.contact(), label: t('links.contact') },
    ];
    return (
        <nav aria-label={t('links.title')} className="pt-2">
            <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs font-bold text-ink-soft">
                {links.map(link => (
                    <li key={link.to}>
                        <Link to={link.to} className="underline underline-offset-2 hover:text-ink">
                            {link.label}
                        </Link>
                    </li>
                ))}
            </ul>
        </nav>
    );
}
