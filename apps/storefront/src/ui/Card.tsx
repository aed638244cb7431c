import type { ReactNode } from 'react';

import { Icon, type IconName } from './icons';

/**
 * A white card that is a section of its page, named by its heading (`id` ties the two for screen
 * readers); the heading may lead with an icon.
 */
export function Card({
    id,
    title,
    icon,
    headingClassName = '',
    children,
}: {
    id?: string;
    title: ReactNode;
    icon?: IconName;
    headingClassName?: string;
    children: ReactNode;
}) {
    return (
        <section aria-labelledby={id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
            <h2 id={id} className={`flex items-center gap-2 text-base font-extrabold ${headingClassName}`}>
                {icon && <Icon name={icon} className="size-5 text-lucky-600" />}
                {title}
            </h2>
            {children}
        </section>
    );
}
