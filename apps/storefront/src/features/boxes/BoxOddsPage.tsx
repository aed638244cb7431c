import { useTranslation } from 'react-i18next';

import { useShopQuery } from '../../api/useShopQuery';
import { paths } from '../../routing/paths';
import { GetBoxDocument } from '../../gql/graphql';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { RarityBadge } from '../../campaigns/tickets';
import { useBoxParams } from './boxParams';
import { BoxQueryView } from './BoxQueryView';

/** A box's odds and rules: every prize it may hold with its chance, and how fairness works, in plain words. */
export function BoxOddsPage() {
    const { t, i18n } = useTranslation('boxes');
    const { boxId, orderId } = useBoxParams();
    const query = useShopQuery(GetBoxDocument, { bbBlindBoxId: boxId }, { enabled: !!boxId });
    const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
    return (
        <>
            <PageHeader title={t('odds.title')} fallback={paths.blindBoxes(orderId)} />
            <main className="space-y-4 px-4 py-4">
                <BoxQueryView query={query} data={query.data?.data.getBox} boxId={boxId}>
                    {box => (
                        <Card title={t('odds.tableTitle')}>
                            <table className="mt-3 w-full text-left text-sm">
                                <thead className="text-xs text-ink-soft">
                                    <tr>
                                        <th scope="col" className="py-1 pr-2 font-semibold">
                                            {t('odds.prize')}
                                        </th>
                                        <th scope="col" className="py-1 pr-2 font-semibold">
                                            {t('odds.rarity')}
                                        </th>
                                        <th scope="col" className="py-1 text-right font-semibold">
                                            {t('odds.chance')}
                                        </th>
                                    </tr>
                                </thead>
                                <tbody className="divide-y divide-line">
                                    {box.allPrizes.map(line => (
                                        <tr key={line.id} data-rarity={line.rarity}>
                                            <td className="py-2 pr-2 font-bold">{line.prizeName}</td>
                                            <td className="py-2 pr-2">
                                                <RarityBadge rarity={line.rarity} />
                                            </td>
                                            <td className="py-2 text-right font-extrabold text-lucky-700 tabular-nums">{percent.format(line.rPercent)} %</td>
                                        </tr>
                                    ))}
                                </tbody>
                            </table>
                        </Card>
                    )}
                </BoxQueryView>
                <Card icon="shield" title={t('odds.fairTitle')}>
                    <ol className="mt-2 list-decimal space-y-2 pl-5 text-sm text-ink-soft">
                        <li>{t('odds.fair1')}</li>
                        <li>{t('odds.fair2')}</li>
                        <li>{t('odds.fair3')}</li>
                        <li>{t('odds.fair4')}</li>
                    </ol>
                </Card>
                <Card title={t('odds.rulesTitle')}>
                    <ul className="mt-2 list-disc space-y-2 pl-5 text-sm text-ink-soft">
                        <li>{t('odds.rule1')}</li>
                        <li>{t('odds.rule2')}</li>
                        <li>{t('odds.rule3')}</li>
                    </ul>
                </Card>
            </main>
        </>
    );
}
