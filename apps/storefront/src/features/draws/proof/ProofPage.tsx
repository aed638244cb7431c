import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { shopRequest } from '../../../api/shopApi';
import { useShopQuery } from '../../../api/useShopQuery';
import { QUERY_KEYS, paths } from '../../../routing/paths';
import { CampaignFairnessDocument, CampaignFairnessTicketsDocument } from '../../../gql/graphql';
import { isSellingStage } from '../../../campaigns/campaign';
import { EmptyState } from '../../../ui/EmptyState';
import { Card } from '../../../ui/Card';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryView } from '../../../ui/QueryView';
import { Skeleton } from '../../../ui/Skeleton';
import { RarityBadge } from '../../../campaigns/tickets';
import { useDateTime } from '../../../ui/time';
import { Later } from '../../../lib/staged';
import { LogInclusion, ProofTimeline, drawLogExpectations } from '../../fairness-log';
import { MyTicketsProof } from './MyTicketsProof';
import { ProviderGuarantees } from './ProviderGuarantees';
import { BEACON_RARITY, loadRarityRounds, provenByPath, verifyPublishedDraw, type DrawCheck, type Fairness } from './verifyDraw';
import { ProofTable } from './ProofTable';

/** Whether the published data is complete enough to verify: a winner has been drawn. */
function canVerify(fairness: Fairness): boolean {
    return !!fairness.commitment && !!fairness.randomWord && !!fairness.winnerTicketId && ['local', 'chainlink', 'drand'].includes(fairness.provider ?? '');
}

/** Tickets listed before "Show all" (the page asks for no more: ticketPage(take: 50)). */
const TICKETS_SHOWN = 50;
/** Above this, "Show all" is not offered: auditors page through `ticketPage` (docs/fairness.md). */
const TICKETS_SHOWN_AT_MOST = 10_000;

/** The whole committed list: a merkle-v1 draw is verified with it. */
async function loadAllTickets(campaignId: string, languageCode?: string) {
    const answer = await shopRequest(CampaignFairnessTicketsDocument, { campaignId }, { languageCode });
    return answer.data.campaignFairness?.tickets ?? [];
}

/**
 * A draw's public proof (`common/draws/item/proof?cId=`): the commitment to the ticket list,
 * the random word and its proof or chain transactions, the ticket list, the tier seed and its
 * commitment — and a button that re-derives the winner in the shopper's own browser.
 */
export function ProofPage() {
    const { t } = useTranslation('draws');
    const [params] = useSearchParams();
    const campaignId = params.get(QUERY_KEYS.campaignId) ?? '';
    const query = useShopQuery(CampaignFairnessDocument, { campaignId }, { enabled: !!campaignId });

    return (
        <>
            <PageHeader title={t('proof.title')} fallback={campaignId ? paths.campaign(campaignId) : paths.draws()} />
            <main className="space-y-4 px-4 py-4">
                <QueryView
                    query={query}
                    data={query.data?.data.campaignFairness}
                    missing={!campaignId}
                    notFound={{ icon: 'compass', title: t('campaign.notFoundTitle'), body: t('campaign.notFoundBody') }}
                    loading={
                        <div aria-busy="true" className="space-y-3">
                            <Skeleton className="h-32" />
                            <Skeleton className="h-48" />
                        </div>
                    }
                >
                    {fairness =>
                        fairness.commitment ? (
                            <Proof fairness={fairness} />
                        ) : (
                            // Nothing sealed yet: while selling, or while the draw seals the ticket list.
                            <EmptyState
                                icon="shield"
                                {...(isSellingStage(fairness.stage)
                                    ? { title: t('proof.notYetTitle'), body: t('proof.notYetBody', { commitment: fairness.tierSeedCommitment }) }
                                    : { title: t('proof.sealingTitle'), body: t('proof.sealingBody', { commitment: fairness.tierSeedCommitment }) })}
                            />
                        )
                    }
                </QueryView>
            </main>
        </>
    );
}

function Proof({ fairness }: { fairness: Fairness }) {
    const { t } = useTranslation('draws');
    const provider = fairness.provider === 'chainlink' || fairness.provider === 'drand' ? fairness.provider : 'local';
    return (
        <>
            <p className="text-sm text-ink-soft">{t('proof.intro', { sId: fairness.sId })}</p>
            <Verify fairness={fairness} />
            <LogInclusion entries={fairness.logEntries} expected={drawLogExpectations(fairness)} />
            <ProofTimeline
                kind="draw"
                stages={fairness.timeline}
                provider={fairness.provider}
                chainId={fairness.chainId}
                beacon={{
                    beaconFixedAt: fairness.beaconFixedAt,
                    beaconDelaySeconds: fairness.beaconDelaySeconds,
                    beaconRound: fairness.beaconRound,
                    beaconGenesisTime: fairness.beaconGenesisTime,
                    beaconPeriod: fairness.beaconPeriod,
                }}
            />
            {/* Below the first screen, each drawn in a task of its own after it: drawn with it in one go, the
                fields and the ticket list (50 rows) made the page's longest task on a phone (Lighthouse, 4× CPU). */}
            <Later>
                <ProofFields fairness={fairness} provider={provider} />
            </Later>
            <Later>
                <TicketList fairness={fairness} />
            </Later>
        </>
    );
}

/** What the draw published, section by section, and the shopper's own tickets: all below the first screen. */
function ProofFields({ fairness, provider }: { fairness: Fairness; provider: 'chainlink' | 'drand' | 'local' }) {
    const { t } = useTranslation('draws');
    const dateTime = useDateTime();
    const chainlink = provider === 'chainlink';
    const drand = provider === 'drand';
    return (
        <>
            <ProviderGuarantees provider={provider} />

            <ProofSection title={t('proof.commitmentTitle')} body={t('proof.commitmentBody')}>
                <Field label={t('proof.commitment')} value={fairness.commitment} mono />
                {fairness.committedAt && <Field label={t('proof.committedAt')} value={dateTime(fairness.committedAt)} />}
                <Field label={t('proof.ticketCount')} value={String(fairness.ticketCount)} />
                <Field label={t('proof.totalWeight')} value={fairness.totalWeight} />
            </ProofSection>

            <ProofSection
                title={t('proof.randomnessTitle')}
                body={t(`proof.${provider}Body`)}
                note={
                    drand ? <p className="mt-1 text-xs text-ink-soft">{t(beaconIsPublic(fairness) ? 'proof.beaconPublic' : 'proof.beaconOwn')}</p> : undefined
                }
            >
                <Field label={t('proof.provider')} value={t(`proof.providers.${provider}`)} />
                <Field label={t('proof.randomWord')} value={fairness.randomWord} mono />
                {drand ? (
                    <BeaconFields fairness={fairness} />
                ) : chainlink ? (
                    <>
                        <Field label={t('proof.chainId')} value={fairness.chainId == null ? null : String(fairness.chainId)} />
                        <Field label={t('proof.contract')} value={fairness.contractAddress} mono />
                        <Field label={t('proof.requestId')} value={fairness.requestId} mono />
                        <Field label={t('proof.commitTx')} value={fairness.commitTxHash} mono />
                        <Field label={t('proof.requestTx')} value={fairness.requestTxHash} mono />
                        <Field label={t('proof.fulfilTx')} value={fairness.fulfilTxHash} mono />
                        <Field label={t('proof.vrfWord')} value={fairness.vrfWord} mono />
                    </>
                ) : (
                    <>
                        <Field label={t('proof.publicKey')} value={fairness.vrfPublicKey} mono />
                        <Field label={t('proof.vrfProof')} value={fairness.vrfProof} mono />
                    </>
                )}
            </ProofSection>

            <ProofSection title={t('proof.winnerTitle')}>
                <Field label={t('proof.winnerTicket')} value={fairness.winnerTicketId} mono />
                <Field label={t('proof.winnerIndex')} value={fairness.winnerIndex == null ? null : String(fairness.winnerIndex)} />
            </ProofSection>

            <MyTicketsProof fairness={fairness} />

            <ProofSection
                title={t('proof.tiersTitle')}
                body={t('proof.tiersBody')}
                footer={
                    <div className="flex flex-wrap gap-2 pt-3">
                        {fairness.tierOdds.map(odds => (
                            <span key={odds.rarity} className="flex items-center gap-1 text-xs text-ink-soft">
                                <RarityBadge rarity={odds.rarity} /> {odds.percent}%
                            </span>
                        ))}
                    </div>
                }
            >
                <Field label={t('proof.tierSeedCommitment')} value={fairness.tierSeedCommitment} mono />
                <Field label={t('proof.tierSeed')} value={fairness.tierSeed} mono />
            </ProofSection>
        </>
    );
}

/** drand's public quicknet (League of Entropy); any other chain is a beacon whoever runs it could sign ahead (docs/fairness.md#drand). */
const DRAND_QUICKNET_CHAIN = '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971';

/** Whether a drand draw's chain is drand's public quicknet (the note above its fields says which). */
const beaconIsPublic = (fairness: Fairness) => fairness.beaconChainHash === DRAND_QUICKNET_CHAIN;

/** A drand draw's evidence: the round fixed after the commitment, its chain and its signature (docs/fairness.md#drand). */
function BeaconFields({ fairness }: { fairness: Fairness }) {
    const { t } = useTranslation('draws');
    const dateTime = useDateTime();
    const at = (seconds: number | null | undefined) => (seconds == null ? null : dateTime(new Date(seconds * 1000).toISOString()));
    const emitted =
        fairness.beaconRound != null && fairness.beaconGenesisTime != null && fairness.beaconPeriod != null
            ? fairness.beaconGenesisTime + (fairness.beaconRound - 1) * fairness.beaconPeriod
            : null;
    return (
        <>
            <Field label={t('proof.beaconRound')} value={fairness.beaconRound == null ? null : String(fairness.beaconRound)} />
            <Field label={t('proof.beaconFixedAt')} value={at(fairness.beaconFixedAt)} />
            <Field
                label={t('proof.beaconDelay')}
                value={fairness.beaconDelaySeconds == null ? null : t('proof.seconds', { count: fairness.beaconDelaySeconds })}
            />
            <Field label={t('proof.beaconEmittedAt')} value={at(emitted)} />
            <Field label={t('proof.beaconSignature')} value={fairness.beaconSignature} mono />
            <Field label={t('proof.beaconPublicKey')} value={fairness.beaconPublicKey} mono />
            <Field label={t('proof.beaconChainHash')} value={fairness.beaconChainHash} mono />
            <Field
                label={t('proof.beaconSchedule')}
                value={
                    fairness.beaconGenesisTime == null || fairness.beaconPeriod == null
                        ? null
                        : t('proof.beaconScheduleValue', { genesis: at(fairness.beaconGenesisTime), count: fairness.beaconPeriod })
                }
            />
        </>
    );
}

type VerifyState = { status: 'idle' } | { status: 'running' } | { status: 'done'; check: DrawCheck } | { status: 'error'; message: string };

function Verify({ fairness }: { fairness: Fairness }) {
    const { t, i18n } = useTranslation('draws');
    const [state, setState] = useState<VerifyState>({ status: 'idle' });
    const ready = canVerify(fairness);

    async function verify() {
        setState({ status: 'running' });
        try {
            const check = await verifyPublishedDraw(
                fairness,
                () => loadAllTickets(fairness.campaignId, i18n.resolvedLanguage),
                rounds => loadRarityRounds(fairness.campaignId, rounds, i18n.resolvedLanguage),
            );
            setState({ status: 'done', check });
        } catch (error) {
            setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
        }
    }

    return (
        <Card id="proof-verify" icon="shield" title={t('proof.verifyTitle')}>
            <p className="mt-1 text-sm text-ink-soft">{ready ? t('proof.verifyBody') : t('proof.verifyNotReady')}</p>
            <button
                type="button"
                onClick={() => void verify()}
                disabled={!ready || state.status === 'running'}
                className="mt-3 w-full rounded-full bg-lucky-600 py-3 text-sm font-extrabold text-white shadow-md active:scale-[0.98] disabled:opacity-50"
            >
                {state.status === 'running' ? t('proof.verifying') : t('proof.verify')}
            </button>
            {state.status === 'done' && <VerifyResult check={state.check} />}
            {state.status === 'error' && (
                <div role="alert" className="mt-3 rounded-xl bg-lucky-50 p-3 text-sm text-lucky-800">
                    <p className="font-bold">{t('proof.errorTitle')}</p>
                    <p className="mt-1 break-words">{state.message}</p>
                </div>
            )}
        </Card>
    );
}

function VerifyResult({ check }: { check: DrawCheck }) {
    const { t } = useTranslation('draws');
    const byPath = check.path !== null;
    const checks: Array<[string, boolean | null]> = [
        [t(byPath ? 'proof.checks.winnerPath' : 'proof.checks.commitment'), check.commitmentMatches],
        [t('proof.checks.proof'), check.proofValid],
        [t('proof.checks.roundInTime'), check.roundInTime],
        [t('proof.checks.timeline'), check.timelineInOrder],
        [t('proof.checks.randomWord'), check.randomWordMatches],
        [t('proof.checks.winner'), check.derivedWinner !== null && check.derivedWinner === check.publishedWinner],
        [t('proof.checks.tierSeed'), check.tierSeedMatches],
        [t(byPath ? 'proof.checks.winnerTier' : 'proof.checks.tiers'), check.tiersMatch],
    ];
    return (
        <div
            role="status"
            className={`mt-3 rounded-xl p-3 text-sm ring-1 ${check.matches ? 'bg-emerald-50 text-emerald-900 ring-emerald-300' : 'bg-lucky-50 text-lucky-900 ring-lucky-200'}`}
        >
            <p className="text-base font-black">{check.matches ? t('proof.match') : t('proof.mismatch')}</p>
            <p className="mt-1">
                {t('proof.derived', { ticketId: check.derivedWinner ?? '—' })} · {t('proof.published', { ticketId: check.publishedWinner ?? '—' })}
            </p>
            {check.path && <p className="mt-1">{t('proof.pathPoint', check.path)}</p>}
            <ul className="mt-2 space-y-1">
                {checks
                    .filter(([, ok]) => ok !== null)
                    .map(([label, ok]) => (
                        <li key={label} className="flex items-center gap-2">
                            <span
                                aria-hidden
                                className={`grid size-5 place-items-center rounded-full text-xs font-black text-white ${ok ? 'bg-emerald-600' : 'bg-lucky-600'}`}
                            >
                                {ok ? '✓' : '×'}
                            </span>
                            {label}: {ok ? t('proof.ok') : t('proof.failed')}
                        </li>
                    ))}
            </ul>
            {!check.matches && check.reason && <p className="mt-2 text-xs break-words">{check.reason}</p>}
        </div>
    );
}

/** A card of published fields: only term and value pairs go in its list; `note` and `footer` are said around it. */
function ProofSection({ title, body, note, footer, children }: { title: string; body?: string; note?: ReactNode; footer?: ReactNode; children: ReactNode }) {
    return (
        <Card title={title}>
            {body && <p className="mt-1 text-xs text-ink-soft">{body}</p>}
            {note}
            <dl className="mt-3 space-y-2">{children}</dl>
            {footer}
        </Card>
    );
}

function Field({ label, value, mono = false }: { label: string; value: string | null | undefined; mono?: boolean }) {
    const { t } = useTranslation('draws');
    return (
        <div>
            <dt className="text-xs font-semibold text-ink-soft">{label}</dt>
            <dd className={`text-sm break-all text-ink ${mono ? 'font-mono text-xs' : ''}`}>{value ?? t('proof.notPublished')}</dd>
        </div>
    );
}

function TicketList({ fairness }: { fairness: Fairness }) {
    const { t } = useTranslation('draws');
    const [all, setAll] = useState(false);
    const count = fairness.ticketPage.totalItems;
    const everything = useShopQuery(CampaignFairnessTicketsDocument, { campaignId: fairness.campaignId }, { enabled: all });
    const shown = (all && everything.data?.data.campaignFairness?.tickets) || fairness.ticketPage.items.slice(0, TICKETS_SHOWN);
    return (
        <Card id="proof-tickets" title={t('proof.ticketsTitle', { count })}>
            <p className="mt-1 text-xs text-ink-soft">{t('proof.ticketsBody')}</p>
            <p className="mt-1 text-xs text-ink-soft">{t('proof.raritiesBody')}</p>
            {provenByPath(fairness) && <p className="mt-1 text-xs text-ink-soft">{t('proof.ticketsAuditors')}</p>}
            <ProofTable headings={['#', t('proof.ticket'), t('proof.rarity'), t('proof.weight'), t('proof.holder')]}>
                {shown.map((ticket, index) => {
                    const winner = ticket.ticketId === fairness.winnerTicketId;
                    return (
                        <tr key={ticket.ticketId} className={winner ? 'bg-gold-100 font-bold' : ''}>
                            <td className="py-1.5 pr-2 tabular-nums">{index}</td>
                            <td className="py-1.5 pr-2 font-mono">
                                {ticket.ticketId}
                                {winner && <span className="sr-only"> ({t('proof.winnerTitle')})</span>}
                            </td>
                            <td className="py-1.5 pr-2">
                                <RarityBadge rarity={ticket.rarity} />
                                {/* Which rule rolled it: a beacon round (beacon-v1) or, issued before those, the seed alone (hmac-v1). */}
                                <span className="block text-[10px] text-ink-soft">
                                    {ticket.rarityScheme === BEACON_RARITY && ticket.rarityRound != null
                                        ? t('proof.rarityScheme.beacon', { round: ticket.rarityRound })
                                        : t('proof.rarityScheme.hmac')}
                                </span>
                            </td>
                            <td className="py-1.5 pr-2 tabular-nums">{ticket.weight}</td>
                            <td className="max-w-[6rem] truncate py-1.5 font-mono" title={ticket.holderHash}>
                                {ticket.holderHash.slice(0, 12)}…
                            </td>
                        </tr>
                    );
                })}
            </ProofTable>
            {count > TICKETS_SHOWN && count <= TICKETS_SHOWN_AT_MOST && shown.length < count && (
                <button type="button" onClick={() => setAll(true)} disabled={all} className="mt-3 text-sm font-bold text-lucky-700">
                    {t('proof.showAll', { count })}
                </button>
            )}
        </Card>
    );
}
