import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useShopMutation, useShopQuery } from '../../api/useShopQuery';
import { paths } from '../../routing/paths';
import { AddItemToOrderDocument, GetPrizeDocument, type GetPrizeQuery } from '../../gql/graphql';
import { AssetImage } from '../../ui/AssetImage';
import { copyText } from '../../ui/copyText';
import { useErrorMessage } from '../../ui/errorMessage';
import { PageHeader } from '../../ui/PageHeader';
import { QueryView } from '../../ui/QueryView';
import { SkeletonList } from '../../ui/Skeleton';
import { useToast } from '../../ui/toast';
import { useBbCodeReveal } from '../boxes';

type WonPrize = GetPrizeQuery['getPrize']['items'][number];

/** The shopper's won prizes: a prize that ships goes to the cart at no cost (delivery is paid), a digital one is revealed as a code. */
export function WonPrizesPage() {
    const { t } = useTranslation('prizes');
    const query = useShopQuery(GetPrizeDocument, { options: { take: 100 } });
    return (
        <>
            <PageHeader title={t('won.title')} fallback={paths.profile()} />
            <main className="space-y-3 px-4 py-3">
                <QueryView
                    query={query}
                    data={query.data?.data.getPrize.items}
                    loading={<SkeletonList count={2} className="h-24" />}
                    empty={{
                        icon: 'gift',
                        title: t('won.empty.title'),
                        body: t('won.empty.body'),
                        action: (
                            <Link to={paths.draws()} className="mt-2 rounded-full bg-lucky-600 px-6 py-2.5 text-sm font-bold text-white shadow-sm">
                                {t('won.empty.action')}
                            </Link>
                        ),
                    }}
                    isEmpty={items => items.length === 0}
                >
                    {items => (
                        <ul className="space-y-3">
                            {items.map(prize => (
                                <WonPrizeItem key={prize.id} prize={prize} />
                            ))}
                        </ul>
                    )}
                </QueryView>
            </main>
        </>
    );
}

function WonPrizeItem({ prize }: { prize: WonPrize }) {
    const { t } = useTranslation(['prizes', 'common']);
    const queryClient = useQueryClient();
    const toast = useToast();
    const errorMessage = useErrorMessage();
    const add = useShopMutation(AddItemToOrderDocument);
    const { code, revealing, reveal: revealCode } = useBbCodeReveal({ onRevealed: () => queryClient.invalidateQueries({ queryKey: ['shop', 'GetPrize'] }) });
    const name = prize.prize?.name ?? prize.blindBox?.prizeLine?.prizeName ?? prize.campaign.name;
    const variantId = prize.prize?.variants[0]?.id;

    async function addToCart() {
        if (!variantId) return;
        try {
            const result = (await add.mutateAsync({ productVariantId: variantId, quantity: 1, customFields: { prizeId: prize.id } })).addItemToOrder;
            if (result.__typename === 'Order') {
                toast.success(t('won.added'));
                await queryClient.invalidateQueries({ queryKey: ['shop'] });
            } else {
                toast.warning(errorMessage(result));
            }
        } catch {
            toast.error(t('common:operationsAnomaly'));
        }
    }

    function reveal() {
        const box = prize.blindBox;
        if (box?.prizeLine) void revealCode(box.orderId, box.prizeLine.id);
    }

    const status = prize.isRedeemed ? t('won.status.redeemed') : prize.isATC ? t('won.status.inCart') : t('won.status.new');
    return (
        <li className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-line">
            <div className="flex items-center gap-3">
                <AssetImage preview={prize.prize?.featuredAsset?.preview} alt="" size={64} presets={['thumb']} className="size-16 shrink-0 rounded-xl" />
                <div className="min-w-0 flex-1">
                    <h2 className="line-clamp-2 text-sm font-bold">{name}</h2>
                    <p className="text-xs text-ink-soft">{prize.ticket ? t('won.fromTicket', { ticketId: prize.ticket.ticketId }) : prize.campaign.name}</p>
                    <p className="mt-1 text-xs font-bold text-lucky-700">{status}</p>
                </div>
            </div>
            {prize.pType === 'DIGITAL' ? (
                code ? (
                    <div className="mt-3 flex items-center justify-between gap-2 rounded-xl bg-cream px-3 py-2">
                        <code className="font-mono text-sm font-bold" aria-label={t('won.code')}>
                            {code}
                        </code>
                        <button
                            type="button"
                            className="text-sm font-bold text-lucky-700"
                            onClick={() => void copyText(code).then(copied => copied && toast.success(t('won.copied')))}
                        >
                            {t('won.copy')}
                        </button>
                    </div>
                ) : (
                    <button
                        type="button"
                        disabled={revealing}
                        onClick={reveal}
                        className="mt-3 w-full rounded-full bg-lucky-600 py-2.5 text-sm font-bold text-white disabled:opacity-50"
                    >
                        {t('won.reveal')}
                    </button>
                )
            ) : prize.isATC ? (
                <Link
                    to={paths.cart()}
                    className="mt-3 block w-full rounded-full bg-white py-2.5 text-center text-sm font-bold text-lucky-700 ring-1 ring-lucky-600"
                >
                    {t('won.toCart')}
                </Link>
            ) : !prize.isRedeemed && variantId ? (
                <button
                    type="button"
                    disabled={add.isPending}
                    onClick={() => void addToCart()}
                    className="mt-3 w-full rounded-full bg-lucky-600 py-2.5 text-sm font-bold text-white disabled:opacity-50"
                >
                    {t('won.addToCart')}
                </button>
            ) : null}
        </li>
    );
}
