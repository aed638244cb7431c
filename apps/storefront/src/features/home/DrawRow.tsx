import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { CampaignCardFragment } from '../../gql/graphql';
import { CampaignCard } from '../../ui/CampaignCard';
import { Icon, type IconName } from '../../ui/icons';

interface DrawRowProps {
    id: string;
    title: string;
    icon: IconName;
    campaigns: readonly CampaignCardFragment[];
    /** The full list ("See all"). */
    seeAll?: string;
    /** `tiles` scroll sideways; `rows` stack. */
    layout?: 'tiles' | 'rows';
    children?: ReactNode;
}

/** A titled section of campaign cards on Home; nothing at all when it has no campaigns. */
export function DrawRow({ id, title, icon, campaigns, seeAll, layout = 'tiles' }: DrawRowProps) {
    const { t } = useTranslation('home');
    if (campaigns.length === 0) return null;
    return (
        <section aria-labelledby={id} className="mt-6">
            <div className="mb-3 flex items-center justify-between gap-3">
                <h2 id={id} className="flex items-center gap-1.5 text-base font-extrabold">
                    <Icon name={icon} className="size-5 text-lucky-600" />
                    {title}
                </h2>
                {seeAll && (
                    <Link to={seeAll} className="shrink-0 text-xs font-bold text-lucky-700" aria-label={t('seeAllOf', { title })}>
                        {t('seeAll')}
                    </Link>
                )}
            </div>
            {layout === 'tiles' ? (
                <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-1 [scrollbar-width:none]">
                    {campaigns.map(campaign => (
                        <li key={campaign.id} className="w-44 shrink-0 snap-start">
                            <CampaignCard campaign={campaign} layout="tile" />
                        </li>
                    ))}
                </ul>
            ) : (
                <ul className="space-y-3">
                    {campaigns.map(campaign => (
                        <li key={campaign.id}>
                            <CampaignCard campaign={campaign} />
                        </li>
                    ))}
                </ul>
            )}
        </section>
    );
}
