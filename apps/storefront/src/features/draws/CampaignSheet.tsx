import { Tabs } from '@base-ui/react/tabs';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { CAMPAIGN_SHEETS, type CampaignSheetName } from '../../routing/paths';
import type { CampaignState } from '../../gql/graphql';
import { BottomSheet } from '../../ui/BottomSheet';
import { CampaignList } from './CampaignList';
import { useCampaignPages } from './useCampaignPages';

interface CampaignSheetProps {
    /** The sheet shown; null when closed. */
    sheet: CampaignSheetName | null;
    state: CampaignState;
    onSheetChange: (sheet: CampaignSheetName) => void;
    onClose: () => void;
}

/**
 * The draw lists' bottom sheets (hottest, latest, ending soon, joined, other, trending): one
 * sheet at a time, switched by the tabs along its top, its list growing as it scrolls.
 */
export function CampaignSheet({ sheet, state, onSheetChange, onClose }: CampaignSheetProps) {
    const { t } = useTranslation('draws');
    // While the sheet slides away it keeps showing what it showed.
    const last = useRef<CampaignSheetName>('HOTTEST');
    if (sheet) last.current = sheet;
    const shown = sheet ?? last.current;

    return (
        <BottomSheet
            open={sheet !== null}
            onOpenChange={open => !open && onClose()}
            title={t(`sheets.${shown}.title`)}
            description={t(`sheets.${shown}.description`)}
        >
            <Tabs.Root value={shown} onValueChange={value => onSheetChange(value as CampaignSheetName)}>
                <Tabs.List
                    aria-label={t('sheets.label')}
                    className="sticky top-0 z-10 -mx-4 mb-3 flex gap-2 overflow-x-auto bg-cream px-4 py-2 [scrollbar-width:none]"
                >
                    {CAMPAIGN_SHEETS.map(name => (
                        <Tabs.Tab
                            key={name}
                            value={name}
                            className="shrink-0 rounded-full bg-white px-3.5 py-1.5 text-xs font-bold whitespace-nowrap text-ink-soft ring-1 ring-line data-active:bg-lucky-600 data-active:text-white data-active:ring-lucky-600"
                        >
                            {t(`sheets.${name}.tab`)}
                        </Tabs.Tab>
                    ))}
                </Tabs.List>
                <Tabs.Panel value={shown}>{sheet && <SheetCampaigns sheet={sheet} state={state} />}</Tabs.Panel>
            </Tabs.Root>
        </BottomSheet>
    );
}

function SheetCampaigns({ sheet, state }: { sheet: CampaignSheetName; state: CampaignState }) {
    const { t } = useTranslation('draws');
    const pages = useCampaignPages({ state, sheet });
    return <CampaignList pages={pages} empty={{ title: t(`sheets.${sheet}.emptyTitle`), body: t(`sheets.${sheet}.emptyBody`) }} />;
}
