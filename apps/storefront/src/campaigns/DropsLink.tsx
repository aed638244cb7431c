import { Link } from 'react-router';

import { paths } from '../routing/paths';
import { Icon } from '../ui/icons';

/** The sparkling pill that opens Drops (the campaigns the operator announces), coloured for where it stands. */
export function DropsLink({ label, className }: { label: string; className: string }) {
    return (
        <Link to={paths.drop()} className={`flex items-center gap-1 rounded-full px-3 text-xs font-bold ${className}`}>
            <Icon name="sparkles" className="size-4" />
            {label}
        </Link>
    );
}
