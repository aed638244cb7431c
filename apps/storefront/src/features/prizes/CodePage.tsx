import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { useShopMutation } from '../../api/useShopQuery';
import { paths } from '../../routing/paths';
import { CodeRedeemDocument, PreviewCodeDocument, type CodeRedeemMutation, type PreviewCodeMutation } from '../../gql/graphql';
import { useErrorMessage } from '../../ui/errorMessage';
import { PageHeader } from '../../ui/PageHeader';
import { useToast } from '../../ui/toast';

type Preview = Extract<PreviewCodeMutation['previewCode'], { __typename: 'RedemptionCode' }>;
type Redeemed = Extract<CodeRedeemMutation['codeRedeem'], { __typename: 'CodeRedemption' }>;

/** A code (online, or a printed coupon): first what it grants, then redeem it. */
export function CodePage() {
    const { t } = useTranslation(['prizes', 'common']);
    const inputId = useId();
    const queryClient = useQueryClient();
    const toast = useToast();
    const errorMessage = useErrorMessage();
    const preview = useShopMutation(PreviewCodeDocument);
    const redeem = useShopMutation(CodeRedeemDocument);
    // A link may bring the code (`?code=`, a free entry's): typed in, the shopper checks and redeems it as any.
    const [params] = useSearchParams();
    const [code, setCode] = useState(() => params.get('code') ?? '');
    const [shown, setShown] = useState<Preview | null>(null);
    const [problem, setProblem] = useState<string | null>(null);
    const [done, setDone] = useState<Redeemed | null>(null);

    async function check(event: FormEvent) {
        event.preventDefault();
        setShown(null);
        setDone(null);
        setProblem(null);
        try {
            const result = (await preview.mutateAsync({ code })).previewCode;
            if (result.__typename === 'RedemptionCode') setShown(result);
            else setProblem(errorMessage(result));
        } catch {
            toast.error(t('common:operationsAnomaly'));
        }
    }

    async function redeemIt() {
        if (!shown) return;
        try {
            const result = (await redeem.mutateAsync({ code: shown.code, campaignId: shown.campaign.id })).codeRedeem;
            if (result.__typename === 'CodeRedemption') {
                setDone(result);
                setShown(null);
                await queryClient.invalidateQueries({ queryKey: ['shop'] });
            } else {
                setProblem(errorMessage(result));
            }
        } catch {
            toast.error(t('common:operationsAnomaly'));
        }
    }

    return (
        <>
            <PageHeader title={t('code.title')} fallback={paths.profile()} />
            <main className="space-y-4 px-4 py-3">
                <form onSubmit={event => void check(event)} className="space-y-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
                    <label htmlFor={inputId} className="block text-sm font-bold">
                        {t('code.label')}
                    </label>
                    <input
                        id={inputId}
                        value={code}
                        onChange={event => setCode(event.target.value)}
                        autoComplete="off"
                        autoCapitalize="characters"
                        placeholder="ABCD-EFGH-JKMN"
                        className="w-full rounded-xl border border-line px-3 py-2.5 font-mono uppercase"
                    />
                    <button
                        type="submit"
                        disabled={!code.trim() || preview.isPending}
                        className="w-full rounded-full bg-lucky-600 py-2.5 text-sm font-bold text-white disabled:opacity-50"
                    >
                        {t('code.check')}
                    </button>
                    {problem && (
                        <p role="alert" className="text-sm font-bold text-lucky-700">
                            {problem}
                        </p>
                    )}
                </form>

                {shown && (
                    <section aria-labelledby="code-grants" className="space-y-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
                        <h2 id="code-grants" className="text-sm font-bold">
                            {shown.printed}
                        </h2>
                        <p className="text-sm">
                            {shown.grantType === 'TICKETS'
                                ? t('code.grantsTickets', { count: shown.quantity, campaign: shown.campaign.name })
                                : shown.grantType === 'BOX'
                                  ? t('code.grantsBoxes', { count: shown.quantity, campaign: shown.campaign.name })
                                  : t('code.grantsPrize', { prize: shown.prize?.name ?? shown.campaign.name })}
                        </p>
                        {shown.isRedeemed ? (
                            <p className="text-sm font-bold text-lucky-700">{t('code.used')}</p>
                        ) : (
                            <button
                                type="button"
                                disabled={redeem.isPending}
                                onClick={() => void redeemIt()}
                                className="w-full rounded-full bg-lucky-600 py-2.5 text-sm font-bold text-white disabled:opacity-50"
                            >
                                {t('code.redeem')}
                            </button>
                        )}
                    </section>
                )}

                {done && <Redeemed done={done} />}
            </main>
        </>
    );
}

/** What the code gave, and the way to it: the won prizes, the boxes' order (it offers to open them once they exist), or the tickets. */
function Redeemed({ done }: { done: Redeemed }) {
    const { t } = useTranslation('prizes');
    const boxes = done.code.grantType === 'BOX' && done.orderCode;
    const [message, link, to] = done.wonPrize
        ? [t('code.redeemedPrize'), t('code.seePrizes'), paths.wonPrizes()]
        : boxes
          ? [t('code.redeemedBoxes', { count: done.ticketIds.length }), t('code.seeBoxes'), paths.order(boxes)]
          : [t('code.redeemedTickets', { count: done.ticketIds.length }), t('code.seeTickets'), paths.campaignTickets(done.code.campaign.id)];
    return (
        <section role="status" className="space-y-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
            <p className="text-sm font-bold">{message}</p>
            {!boxes && done.ticketIds.length > 0 && <p className="font-mono text-sm">{done.ticketIds.join(', ')}</p>}
            <Link to={to} className="block text-sm font-bold text-lucky-700 underline">
                {link}
            </Link>
        </section>
    );
}
