import type { ReactNode } from 'react';

import { Icon, type IconName } from './icons';

export interface EmptyStateProps {
    icon: IconName;
    title: string;
    body: string;
    action?: ReactNode;
}

/** An honest "nothing here yet", with what the shopper can do next. */
export function EmptyState({ icon, title, body, action }: EmptyStateProps) {
    return (
        <div className="flex flex-col items-center gap-3 px-6 py-14 text-center">
            <span className="grid size-20 place-items-center rounded-full bg-gold-100 text-gold-700">
                <Icon name={icon} className="size-10" />
            </span>
            <h2 className="text-lg font-extrabold text-ink">{title}</h2>
            <p className="max-w-xs text-sm text-ink-soft">{body}</p>
            {action}
        </div>
    );
}
