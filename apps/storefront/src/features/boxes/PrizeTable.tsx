import { useTranslation } from 'react-i18next';

import { ProductVideo } from '../../ui/ProductVideo';
import { plainText } from '../../ui/text';
import { RarityBadge } from '../../campaigns/tickets';

export interface PrizeTableLine {
    id: string;
    prizeName: string;
    prizeImg?: string | null;
    rarity: string;
    rPercent: number;
    pType: string;
    remaining?: number | null;
}

/** A prize line's chance and how many are left to win, as every table of a box's prizes words them. */
export function usePrizeLineWords() {
    const { t, i18n } = useTranslation('draws');
    const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
    return {
        odds: (rPercent: number) => t('boxes.odds', { percent: percent.format(rPercent) }),
        left: (remaining: number | null | undefined) =>
            remaining == null ? t('boxes.unlimited') : remaining > 0 ? t('boxes.left', { count: remaining }) : t('boxes.goneOut'),
    };
}

/**
 * A blind box's prize table, shown before purchase: every prize with its picture, rarity and
 * odds, how many of each limited prize are still to win, and the campaign's terms (`bbTnc`).
 */
export function PrizeTable({ prizes, terms }: { prizes: PrizeTableLine[]; terms?: { tnc: string; videoUrl?: string | null } | null }) {
    const { t } = useTranslation('draws');
    const words = usePrizeLineWords();
    return (
        <section aria-labelledby="prize-table" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
            <h2 id="prize-table" className="text-base font-extrabold">
                {t('boxes.title')}
            </h2>
            <p className="mt-1 text-sm text-ink-soft">{t('boxes.intro')}</p>
            <ul className="mt-3 divide-y divide-line">
                {prizes.map(prize => (
                    <li key={prize.id} className="flex items-center gap-3 py-2" data-rarity={prize.rarity}>
                        {prize.prizeImg ? (
                            <img src={prize.prizeImg} alt="" className="size-12 shrink-0 rounded-xl object-cover ring-1 ring-line" loading="lazy" />
                        ) : (
                            <span aria-hidden="true" className="size-12 shrink-0 rounded-xl bg-lucky-50 ring-1 ring-line" />
                        )}
                        <div className="min-w-0 flex-1">
                            <p className="truncate text-sm font-bold">{prize.prizeName}</p>
                            <p className="flex flex-wrap items-center gap-1 text-xs text-ink-soft">
                                <RarityBadge rarity={prize.rarity} />
                                {prize.pType === 'DIGITAL' && <span>{t('boxes.digital')}</span>}
                            </p>
                        </div>
                        <div className="shrink-0 text-right text-xs">
                            <p className="font-extrabold text-lucky-700">{words.odds(prize.rPercent)}</p>
                            <p className="text-ink-soft">{words.left(prize.remaining)}</p>
                        </div>
                    </li>
                ))}
            </ul>
            {terms && (
                <>
                    <h3 className="mt-4 text-sm font-extrabold">{t('boxes.terms')}</h3>
                    <p className="mt-1 text-sm whitespace-pre-line text-ink-soft">{plainText(terms.tnc)}</p>
                    <ProductVideo url={terms.videoUrl} name={t('boxes.terms')} label={t('boxes.video')} />
                </>
            )}
        </section>
    );
}
