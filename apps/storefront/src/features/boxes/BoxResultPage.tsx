import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useShopMutation, useShopQuery } from '../../api/useShopQuery';
import { paths } from '../../routing/paths';
import { GetBoxDocument, GetNextBlindBoxIdDocument, OpenAllBoxDocument, type GetBoxQuery, type OpenAllBoxMutation } from '../../gql/graphql';
import { copyText } from '../../ui/copyText';
import { useErrorMessage } from '../../ui/errorMessage';
import { PageHeader } from '../../ui/PageHeader';
import { plainText } from '../../ui/text';
import { useToast } from '../../ui/toast';
import { useBoxParams } from './boxParams';
import { BoxQueryView } from './BoxQueryView';
import { clientSeedFor, forgetClientSeed } from './clientSeed';
import { PrizeView } from './PrizeView';
import { useBbCodeReveal } from './useBbCodeReveal';

type Box = NonNullable<GetBoxQuery['getBox']>;
type Opened = Extract<OpenAllBoxMutation['openAllBox'], { __typename: 'BoxOpeningList' }>['items'];

/** A box's result: the prize, its code if digital, the next box or "open all", and the proof. */
export function BoxResultPage() {
    const { t } = useTranslation('boxes');
    const { boxId, orderId } = useBoxParams();
    const query = useShopQuery(GetBoxDocument, { bbBlindBoxId: boxId }, { enabled: !!boxId });
    return (
        <>
            <PageHeader title={t('result.title')} fallback={paths.blindBoxes(orderId)} />
            <main className="space-y-4 px-4 py-4">
                <BoxQueryView query={query} data={query.data?.data.getBox} boxId={boxId}>
                    {box => <Result box={box} orderId={orderId} />}
                </BoxQueryView>
            </main>
        </>
    );
}

function Result({ box, orderId }: { box: Box; orderId: string | undefined }) {
    const { t } = useTranslation('boxes');
    const prize = box.prizeLine;
    // The result is on screen: this box's seed has done its work.
    useEffect(() => {
        if (box.isOpen) forgetClientSeed(`box:${box.id}`);
    }, [box.id, box.isOpen]);

    if (!prize) {
        return (
            <Link to={paths.openBox(box.id, orderId)} className="block rounded-full bg-lucky-600 py-3 text-center text-sm font-bold text-white">
                {t('list.open')}
            </Link>
        );
    }
    const line = box.allPrizes.find(candidate => candidate.id === prize.id);
    return (
        <>
            <p className="text-center text-sm font-bold text-ink-soft">{prize.isLose ? t('result.loseTitle') : t('result.won')}</p>
            <PrizeView prize={{ ...prize, prizeImg: line?.prizeImg, animationImg: line?.animationImg }} />
            {prize.tnc && <p className="text-xs whitespace-pre-line text-ink-soft">{plainText(prize.tnc)}</p>}
            {prize.pType === 'DIGITAL' && !prize.isLose && orderId && <CodeReveal orderId={orderId} prizeLineId={prize.id} />}
            <div className="flex justify-center gap-4 text-sm font-bold">
                <Link to={paths.boxProof(box.id, orderId)} className="text-lucky-700 underline">
                    {t('result.proof')}
                </Link>
                <Link to={paths.boxOdds(box.id, orderId)} className="text-lucky-700 underline">
                    {t('list.odds')}
                </Link>
            </div>
            {orderId && <NextBoxes boxId={box.id} orderId={orderId} />}
        </>
    );
}

function CodeReveal({ orderId, prizeLineId }: { orderId: string; prizeLineId: string }) {
    const { t } = useTranslation(['boxes', 'common']);
    const toast = useToast();
    const { code, revealing: busy, reveal } = useBbCodeReveal();

    async function copy(text: string) {
        if (await copyText(text)) toast.success(t('code.copied'));
        else toast.warning(t('code.copyFailed'));
    }

    return code ? (
        <div className="flex items-center justify-between gap-2 rounded-xl bg-cream px-3 py-2">
            <span className="text-xs text-ink-soft">{t('code.label')}</span>
            <code className="font-mono text-sm font-bold">{code}</code>
            <button type="button" className="text-sm font-bold text-lucky-700" onClick={() => void copy(code)}>
                {t('code.copy')}
            </button>
        </div>
    ) : (
        <button
            type="button"
            disabled={busy}
            onClick={() => void reveal(orderId, prizeLineId)}
            className="w-full rounded-full bg-lucky-600 py-2.5 text-sm font-bold text-white disabled:opacity-50"
        >
            {t('code.reveal')}
        </button>
    );
}

/** "Next box" while the order has unopened boxes, and "Open all" to open the rest at once. */
function NextBoxes({ boxId, orderId }: { boxId: string; orderId: string }) {
    const { t } = useTranslation(['boxes', 'common']);
    const queryClient = useQueryClient();
    const toast = useToast();
    const errorMessage = useErrorMessage();
    const next = useShopQuery(GetNextBlindBoxIdDocument, { orderId, boxId });
    const { mutateAsync: openAllBoxes } = useShopMutation(OpenAllBoxDocument);
    const [opened, setOpened] = useState<Opened | null>(null);
    const [busy, setBusy] = useState(false);
    const nextBoxId = next.data?.data.getNextBlindBoxId;

    // The results of "open all" are on screen: the order's seed has done its work.
    useEffect(() => {
        if (opened) forgetClientSeed(`order:${orderId}`);
    }, [opened, orderId]);

    async function openAll() {
        setBusy(true);
        try {
            const data = await openAllBoxes({ orderId, clientSeed: clientSeedFor(`order:${orderId}`) });
            if (data.openAllBox.__typename === 'BoxOpeningList') {
                setOpened(data.openAllBox.items.filter(item => item.box.id !== boxId));
                await queryClient.invalidateQueries({ queryKey: ['shop'] });
            } else {
                toast.warning(errorMessage(data.openAllBox));
            }
        } catch {
            toast.error(t('common:operationsAnomaly'));
        } finally {
            setBusy(false);
        }
    }

    if (opened) {
        return (
            <section aria-labelledby="all-opened" className="space-y-2">
                <h2 id="all-opened" className="text-base font-extrabold">
                    {t('result.allOpened', { count: opened.length })}
                </h2>
                <ul className="space-y-2">
                    {opened.map(item => (
                        <li key={item.box.id} className="flex items-center gap-2">
                            <div className="min-w-0 flex-1">{item.prizeLine && <PrizeView prize={item.prizeLine} size="small" />}</div>
                            <Link to={paths.boxResult(item.box.id, orderId)} className="shrink-0 text-sm font-bold text-lucky-700 underline">
                                {t('result.see')}
                                <span className="sr-only"> {item.prizeLine?.prizeName}</span>
                            </Link>
                        </li>
                    ))}
                </ul>
                <Link to={paths.blindBoxes(orderId)} className="block text-center text-sm font-bold text-lucky-700 underline">
                    {t('result.allBoxes')}
                </Link>
            </section>
        );
    }
    return nextBoxId ? (
        <div className="grid grid-cols-2 gap-3">
            <Link to={paths.openBox(nextBoxId, orderId)} className="rounded-full bg-lucky-600 py-3 text-center text-sm font-bold text-white shadow-md">
                {t('result.next')}
            </Link>
            <button
                type="button"
                disabled={busy}
                onClick={() => void openAll()}
                className="rounded-full bg-white py-3 text-sm font-bold text-lucky-700 ring-1 ring-lucky-600 disabled:opacity-50"
            >
                {busy ? t('open.opening') : t('result.openAll')}
            </button>
        </div>
    ) : (
        <Link to={paths.blindBoxes(orderId)} className="block rounded-full bg-white py-3 text-center text-sm font-bold text-lucky-700 ring-1 ring-lucky-600">
            {t('result.allBoxes')}
        </Link>
    );
}
