import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '../routing/paths';
import { useToast } from './toast';

/** "Category-type-like values" (docs/contract.md#action-links): what tapping a campaign, category, banner or notification does. */
export const ACTION_TYPES = ['CAM', 'CAT', 'PG', 'TIC', 'URL', 'NON'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

/** Policy page slugs (docs/contract.md#routes): the only pages a PG link may open. */
export const POLICY_SLUGS = ['privacy-policy', 'terms-of-use', 'terms-of-use-android', 'terms-of-sale', 'campaign-rules'] as const;

export type ActionTarget =
    | { kind: 'route'; to: string }
    | { kind: 'external'; href: string }
    /** NON: the item is shown but leads nowhere. */
    | { kind: 'none' }
    /** A link that cannot be followed (unknown type, missing or malformed value): "Invalid Link". */
    | { kind: 'invalid' };

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether `value` can be the id of an action link (a campaign's, a category's). */
export function isLinkId(value: string): boolean {
    return ID.test(value);
}

/**
 * Where an action link goes: CAM a campaign page, CAT a category's draws, PG a policy page,
 * TIC the shopper's tickets (of one campaign when a value is given), URL an http(s) page
 * outside the shop, NON nowhere.
 */
export function actionTarget(type: string | null | undefined, value: string | null | undefined): ActionTarget {
    const val = value?.trim() ?? '';
    switch (type) {
        case 'CAM':
            return ID.test(val) ? { kind: 'route', to: paths.campaign(val) } : { kind: 'invalid' };
        case 'CAT':
            return ID.test(val) ? { kind: 'route', to: paths.category(val) } : { kind: 'invalid' };
        case 'PG':
            return (POLICY_SLUGS as readonly string[]).includes(val) ? { kind: 'route', to: paths.policy(val) } : { kind: 'invalid' };
        case 'TIC':
            if (!val) return { kind: 'route', to: paths.tickets() };
            return ID.test(val) ? { kind: 'route', to: paths.campaignTickets(val) } : { kind: 'invalid' };
        case 'URL':
            return isWebUrl(val) ? { kind: 'external', href: val } : { kind: 'invalid' };
        case 'NON':
            return { kind: 'none' };
        default:
            return { kind: 'invalid' };
    }
}

function isWebUrl(value: string): boolean {
    try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
        return false;
    }
}

interface ActionLinkProps {
    type: string | null | undefined;
    value: string | null | undefined;
    className?: string;
    children: ReactNode;
    'aria-label'?: string;
    /** Also run on a tap (a notification marks itself read); a NON item with it is a button. */
    onClick?: () => void;
}

/**
 * An item that acts on its action link: an in-shop link, an outside page in a new tab, plain
 * content for NON, or — for a link that cannot be followed — a button that says "Invalid Link".
 */
export function ActionLink({ type, value, className, children, 'aria-label': label, onClick }: ActionLinkProps) {
    const target = actionTarget(type, value);
    switch (target.kind) {
        case 'route':
            return (
                <Link to={target.to} className={className} aria-label={label} onClick={onClick}>
                    {children}
                </Link>
            );
        case 'external':
            return (
                <a href={target.href} target="_blank" rel="noopener noreferrer" className={className} aria-label={label} onClick={onClick}>
                    {children}
                </a>
            );
        case 'none':
            return onClick ? (
                <button type="button" onClick={onClick} className={`block w-full text-left ${className ?? ''}`} aria-label={label}>
                    {children}
                </button>
            ) : (
                <div className={className}>{children}</div>
            );
        case 'invalid':
            return (
                <InvalidLink className={className} aria-label={label} onClick={onClick}>
                    {children}
                </InvalidLink>
            );
    }
}

// Its own component: only a link that cannot be followed needs the words and the toast, not every card of a list.
function InvalidLink({ className, children, 'aria-label': label, onClick }: Omit<ActionLinkProps, 'type' | 'value'>) {
    const { t } = useTranslation();
    const toast = useToast();
    return (
        <button
            type="button"
            onClick={() => {
                onClick?.();
                toast.warning(t('invalidLink'));
            }}
            className={`block w-full text-left ${className ?? ''}`}
            aria-label={label}
        >
            {children}
        </button>
    );
}
