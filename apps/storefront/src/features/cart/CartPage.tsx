import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { useShopMutation, useShopQuery } from '../../api/useShopQuery';
import { paths } from '../../routing/paths';
import {
    AdjustOrderLineDocument,
    ApplyCouponCodeDocument,
    CampaignDocument,
    CheckCartDocument,
    GetCartDetailsDocument,
    RemoveCouponCodeDocument,
    RemoveOrderLineDocument,
    TransitionOrderToStateDocument,
    type CheckCartMutation,
    type GetCartDetailsQuery,
} from '../../gql/graphql';
import { AssetImage } from '../../ui/AssetImage';
import { useErrorMessage, useFailedCallMessage, type ErrorResultLike } from '../../ui/errorMessage';
import { MoneySummary } from '../../ui/MoneySummary';
import { useMoney } from '../../ui/money';
import { useToast } from '../../ui/toast';
import { MAX_UNITS_PER_ADD, maxUnits, ticketsPerUnit } from '../draws';
import { CartView } from './CartView';
import { useCartChanged } from './useCartChanged';
import { Skeleton, SkeletonList } from '../../ui/Skeleton';

type Cart = NonNullable<GetCartDetailsQuery['activeOrder']>;
type Line = Cart['lines'][number];
type Problem = CheckCartMutation['checkCart']['problems'][number];

/** Where Continue leads once the cart check passes: the checkout's first step. */
export const CHECKOUT_PATH = paths.checkoutReview();

/** Problem codes of the cart check (docs/checkout.md#the-cart-check) that `cart.json` words; others show the server's message. */
const PROBLEM_CODES = [
    'CAMPAIGN_ENDED',
    'CAMPAIGN_NOT_STARTED',
    'CAMPAIGN_UNAVAILABLE',
    'SOLD_OUT',
    'MAX_QTY',
    'ITEM_UNAVAILABLE',
    'OUT_OF_STOCK',
    'PRICE_CHANGED',
] as const;
/** The shopper's own rules (docs/responsible-play.md): about the whole cart, not a line, and never fixed by removing it here. */
const PLAY_CODES = ['SPENDING_LIMIT', 'SELF_EXCLUDED', 'UNDER_AGE', 'DATE_OF_BIRTH_REQUIRED'];
const SPENDING_LIMIT_KEYS = { DAILY: 'play.SPENDING_LIMIT_DAILY', WEEKLY: 'play.SPENDING_LIMIT_WEEKLY', MONTHLY: 'play.SPENDING_LIMIT_MONTHLY' } as const;
const PLAY_KEYS = { SELF_EXCLUDED: 'play.SELF_EXCLUDED', UNDER_AGE: 'play.UNDER_AGE', DATE_OF_BIRTH_REQUIRED: 'play.DATE_OF_BIRTH_REQUIRED' } as const;
const isProblemCode = (code: string): code is (typeof PROBLEM_CODES)[number] => (PROBLEM_CODES as readonly string[]).includes(code);

export function CartPage() {
    const { t } = useTranslation('cart');
    const cart = useShopQuery(GetCartDetailsDocument);
    const order = cart.data?.data.activeOrder;

    return (
        <>
            <header className="sticky top-0 z-10 flex items-baseline justify-between border-b border-line bg-cream/95 px-4 pt-[max(1rem,env(safe-area-inset-top))] pb-3 backdrop-blur">
                <h1 className="text-xl font-black">{t('title')}</h1>
                {order && order.totalQuantity > 0 && <span className="text-sm text-ink-soft">{t('itemCount', { count: order.totalQuantity })}</span>}
            </header>
            <main className="px-4 py-4">
                <CartView query={cart} data={cart.data?.data} loading={<CartSkeleton />}>
                    {order => <CartContents order={order} />}
                </CartView>
            </main>
        </>
    );
}

function CartContents({ order }: { order: Cart }) {
    const { t } = useTranslation(['cart', 'common']);
    const toast = useToast();
    const navigate = useNavigate();
    const checkCart = useShopMutation(CheckCartDocument);
    const failedCall = useFailedCallMessage();
    const [problems, setProblems] = useState<readonly Problem[]>([]);
    // When the shopper last saw the prices: the check reports a price edited since.
    const [seenAt] = useState(() => new Date().toISOString());
    useReopened(order.state);

    async function proceed() {
        try {
            const { checkCart: check } = await checkCart.mutateAsync({ ts: seenAt });
            setProblems(check.problems);
            if (check.ok && check.problems.length === 0) void navigate(CHECKOUT_PATH);
        } catch (failure) {
            toast.error(failedCall(failure));
        }
    }

    const resolved = (lineId: string) => setProblems(current => current.filter(problem => problem.orderLineId !== lineId));

    return (
        <>
            <ul className="space-y-3">
                {order.lines.map(line => (
                    <CartLine
                        key={line.id}
                        line={line}
                        currencyCode={order.currencyCode}
                        problems={problems.filter(problem => problem.orderLineId === line.id)}
                        onChanged={() => resolved(line.id)}
                    />
                ))}
            </ul>
            <CouponField couponCodes={order.couponCodes} />
            <MoneySummary summary={order.moneySummary} className="mt-4" />
            {problems.length > 0 && (
                <p role="alert" className="mt-4 text-sm font-semibold text-lucky-700">
                    {t('problems.summary', { count: problems.length })}
                </p>
            )}
            <button
                type="button"
                onClick={() => void proceed()}
                disabled={checkCart.isPending}
                className="mt-4 w-full rounded-full bg-lucky-600 py-3 text-sm font-extrabold text-white shadow-md active:scale-95 disabled:opacity-50"
            >
                {t('continue')}
            </button>
        </>
    );
}

/**
 * Back in the cart from the payment step (or from a failed payment), the order is still waiting for payment, when
 * nothing in it may change: the cart reopens it (AddingItems) so that its lines and coupons can be edited again.
 */
function useReopened(state: string) {
    const transition = useShopMutation(TransitionOrderToStateDocument);
    const cartChanged = useCartChanged();
    const asked = useRef(false);
    useEffect(() => {
        if (state !== 'ArrangingPayment' || asked.current) return;
        asked.current = true;
        transition.mutateAsync({ state: 'AddingItems' }).then(cartChanged, () => undefined);
    }, [state, transition, cartChanged]);
}

/** One line: its campaign and tickets, a stepper within what the campaign still allows, remove, and the check's problems. */
function CartLine({ line, currencyCode, problems, onChanged }: { line: Line; currencyCode: string; problems: readonly Problem[]; onChanged: () => void }) {
    const { t } = useTranslation(['cart', 'common']);
    const { price } = useMoney();
    const toast = useToast();
    const errorMessage = useErrorMessage();
    const failedCall = useFailedCallMessage();
    const cartChanged = useCartChanged();
    const campaignId = line.customFields?.campaignId;
    // A won prize is one unit, free (docs/engagement.md): labelled as the prize, no quantity to change.
    const isPrize = !!line.customFields?.prizeId;
    const campaignQuery = useShopQuery(CampaignDocument, { campaignId: campaignId ?? '' }, { enabled: !!campaignId });
    const campaign = campaignId ? campaignQuery.data?.data.campaign : undefined;
    const adjust = useShopMutation(AdjustOrderLineDocument);
    const remove = useShopMutation(RemoveOrderLineDocument);
    const busy = adjust.isPending || remove.isPending;
    // Tickets in a cart are not issued yet, so the campaign's bounds are the line's bounds, and its per-shopper
    // limit leaves the room after paid orders and the cart's other lines (the server's quantityAvailable).
    const max = Math.min(campaign ? maxUnits(campaign, line.productVariant.id) : MAX_UNITS_PER_ADD, line.quantityAvailable ?? Infinity);
    const name = line.productVariant.name;

    async function change(run: () => Promise<ErrorResultLike & { __typename: string }>) {
        try {
            const result = await run();
            if (result.__typename === 'Order') {
                onChanged();
                await cartChanged();
            } else {
                toast.warning(errorMessage(result));
            }
        } catch (failure) {
            toast.error(failedCall(failure));
        }
    }
    const setQuantity = (quantity: number) => change(async () => (await adjust.mutateAsync({ orderLineId: line.id, quantity })).adjustOrderLine);
    const removeLine = () => change(async () => (await remove.mutateAsync({ orderLineId: line.id })).removeOrderLine);

    return (
        <li className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-line">
            <div className="flex gap-3">
                <AssetImage preview={line.featuredAsset?.preview} alt="" size={72} presets={['thumb', 'small']} className="size-18 shrink-0 rounded-xl" />
                <div className="flex min-w-0 flex-1 flex-col">
                    {isPrize && (
                        <span className="mb-0.5 self-start rounded-full bg-gold-100 px-2 py-0.5 text-[0.6875rem] font-extrabold text-gold-700">
                            {t('prizeLabel')}
                        </span>
                    )}
                    <h2 className="line-clamp-2 text-sm font-semibold">{name}</h2>
                    {campaign && (
                        <p className="text-xs text-ink-soft">
                            {campaign.name} ·{' '}
                            {campaign.typStr === 'BLINDBOX'
                                ? t('boxes', { count: line.quantity })
                                : t('tickets', { count: ticketsPerUnit(campaign, line.productVariant.id) * line.quantity })}
                        </p>
                    )}
                    <p className="mt-0.5 text-xs text-ink-soft">
                        {price(line.unitPriceWithTax, currencyCode)} · {t('quantity', { count: line.quantity })}
                    </p>
                    <div className="mt-2 flex items-center gap-2">
                        {!isPrize && (
                            <>
                                <button
                                    type="button"
                                    aria-label={t('decrease', { name })}
                                    disabled={busy || line.quantity <= 1}
                                    onClick={() => void setQuantity(line.quantity - 1)}
                                    className="size-8 rounded-full ring-1 ring-line disabled:opacity-40"
                                >
                                    −
                                </button>
                                <span aria-live="polite" className="w-6 text-center text-sm font-bold">
                                    {line.quantity}
                                </span>
                                <button
                                    type="button"
                                    aria-label={t('increase', { name })}
                                    disabled={busy || line.quantity >= max}
                                    onClick={() => void setQuantity(line.quantity + 1)}
                                    className="size-8 rounded-full ring-1 ring-line disabled:opacity-40"
                                >
                                    +
                                </button>
                            </>
                        )}
                        <button
                            type="button"
                            aria-label={t('remove', { name })}
                            disabled={busy}
                            onClick={() => void removeLine()}
                            className="ml-auto text-xs font-bold text-ink-soft underline"
                        >
                            {t('removeShort')}
                        </button>
                    </div>
                    <p className="mt-1 text-right text-sm font-extrabold text-lucky-600">{price(line.linePriceWithTax, currencyCode)}</p>
                </div>
            </div>
            {problems.map(problem => {
                if (PLAY_CODES.includes(problem.code)) return <PlayProblem key={problem.code} problem={problem} currencyCode={currencyCode} />;
                const limit = problem.quantityAvailable ?? problem.maxQty;
                return (
                    <div key={problem.code} role="alert" className="mt-2 flex items-center gap-2 rounded-xl bg-lucky-50 p-2 text-xs text-lucky-700">
                        <span className="flex-1">{isProblemCode(problem.code) ? t(`problems.${problem.code}`, { count: limit ?? 0 }) : problem.message}</span>
                        {limit != null && limit > 0 && limit < line.quantity ? (
                            <button type="button" disabled={busy} onClick={() => void setQuantity(limit)} className="shrink-0 font-bold underline">
                                {t('problems.reduce', { count: limit })}
                            </button>
                        ) : (
                            problem.code !== 'PRICE_CHANGED' && (
                                <button type="button" disabled={busy} onClick={() => void removeLine()} className="shrink-0 font-bold underline">
                                    {t('removeShort')}
                                </button>
                            )
                        )}
                    </div>
                );
            })}
        </li>
    );
}

/** A refusal by the shopper's own rules, with what remains (a spending limit) or where to add the date of birth. */
function PlayProblem({ problem, currencyCode }: { problem: Problem; currencyCode: string }) {
    const { t, i18n } = useTranslation('cart');
    const { price } = useMoney();
    const until = problem.excludedUntil
        ? new Intl.DateTimeFormat(i18n.resolvedLanguage === 'en' ? 'en-MY' : 'ms-MY', { dateStyle: 'medium', timeStyle: 'short' }).format(
              new Date(problem.excludedUntil as string),
          )
        : '';
    const text =
        problem.code === 'SPENDING_LIMIT'
            ? t(SPENDING_LIMIT_KEYS[(problem.period ?? 'DAILY') as keyof typeof SPENDING_LIMIT_KEYS], {
                  remaining: price(problem.remaining ?? 0, currencyCode),
              })
            : t(PLAY_KEYS[problem.code as keyof typeof PLAY_KEYS], { until });
    return (
        <div role="alert" className="mt-2 flex items-center gap-2 rounded-xl bg-lucky-50 p-2 text-xs text-lucky-700">
            <span className="flex-1">{text}</span>
            {problem.code !== 'UNDER_AGE' && (
                <Link to={paths.responsiblePlay()} className="shrink-0 font-bold underline">
                    {t(problem.code === 'DATE_OF_BIRTH_REQUIRED' ? 'play.addDateOfBirth' : 'play.seeLimits')}
                </Link>
            )}
        </div>
    );
}

/** The coupon field: apply a code (a refusal reads the contract's message), or take an applied one off. */
function CouponField({ couponCodes }: { couponCodes: readonly string[] }) {
    const { t } = useTranslation(['cart', 'common']);
    const errorMessage = useErrorMessage();
    const failedCall = useFailedCallMessage();
    const toast = useToast();
    const cartChanged = useCartChanged();
    const apply = useShopMutation(ApplyCouponCodeDocument);
    const removeCoupon = useShopMutation(RemoveCouponCodeDocument);
    const [code, setCode] = useState('');
    const [error, setError] = useState<string>();

    async function submit(event: FormEvent) {
        event.preventDefault();
        const couponCode = code.trim();
        if (!couponCode) return;
        try {
            const { applyCouponCode: result } = await apply.mutateAsync({ couponCode });
            if (result.__typename === 'Order') {
                setError(undefined);
                setCode('');
                await cartChanged();
            } else {
                setError(errorMessage(result));
            }
        } catch (failure) {
            toast.error(failedCall(failure));
        }
    }

    async function takeOff(couponCode: string) {
        try {
            await removeCoupon.mutateAsync({ couponCode });
            await cartChanged();
        } catch (failure) {
            toast.error(failedCall(failure));
        }
    }

    return (
        <form onSubmit={event => void submit(event)} className="mt-4 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-line">
            <label htmlFor="coupon" className="text-sm font-bold">
                {t('coupon.label')}
            </label>
            <div className="mt-2 flex gap-2">
                <input
                    id="coupon"
                    value={code}
                    onChange={event => setCode(event.target.value)}
                    aria-invalid={!!error}
                    aria-describedby={error ? 'coupon-error' : undefined}
                    className="min-w-0 flex-1 rounded-full px-4 py-2 text-sm ring-1 ring-line"
                />
                <button
                    type="submit"
                    disabled={apply.isPending || !code.trim()}
                    className="rounded-full bg-ink px-4 py-2 text-sm font-bold text-white disabled:opacity-50"
                >
                    {t('coupon.apply')}
                </button>
            </div>
            {error && (
                <p id="coupon-error" role="alert" className="mt-2 text-xs text-lucky-700">
                    {error}
                </p>
            )}
            {couponCodes.map(applied => (
                <p key={applied} className="mt-2 flex items-center justify-between text-sm">
                    <span>{t('coupon.applied', { code: applied })}</span>
                    <button
                        type="button"
                        aria-label={t('coupon.remove', { code: applied })}
                        onClick={() => void takeOff(applied)}
                        className="text-xs font-bold underline"
                    >
                        {t('removeShort')}
                    </button>
                </p>
            ))}
        </form>
    );
}

function CartSkeleton() {
    return (
        <div aria-busy="true" className="space-y-3">
            <SkeletonList count={3} className="h-24" />
            <Skeleton className="h-28" />
        </div>
    );
}
