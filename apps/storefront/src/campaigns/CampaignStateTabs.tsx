import { Tabs } from '@base-ui/react/tabs';
import type { ReactNode } from 'react';

import type { CampaignState } from '../gql/graphql';

const STATES = ['ACTIVE', 'ENDED'] as const;

/** The Active / Past switch above a campaign list; each panel draws the list for its state. */
export function CampaignStateTabs({
    value,
    onChange,
    label,
    tabLabel,
    children,
}: {
    value: CampaignState;
    onChange: (state: CampaignState) => void;
    label: string;
    tabLabel: (state: CampaignState) => string;
    children: (state: CampaignState) => ReactNode;
}) {
    return (
        <Tabs.Root value={value} onValueChange={next => onChange(next as CampaignState)}>
            <Tabs.List aria-label={label} className="mb-3 grid grid-cols-2 rounded-full bg-line/70 p-1">
                {STATES.map(state => (
                    <Tabs.Tab
                        key={state}
                        value={state}
                        className="rounded-full py-2 text-sm font-bold text-ink-soft data-active:bg-white data-active:text-lucky-700 data-active:shadow-sm"
                    >
                        {tabLabel(state)}
                    </Tabs.Tab>
                ))}
            </Tabs.List>
            {STATES.map(state => (
                <Tabs.Panel key={state} value={state}>
                    {children(state)}
                </Tabs.Panel>
            ))}
        </Tabs.Root>
    );
}
