import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useShopQuery } from '../../api/useShopQuery';
import { paths } from '../../routing/paths';
import { BlindBoxFairnessDocument, GetBoxDocument } from '../../gql/graphql';
import { Card } from '../../ui/Card';
import { boxLogExpectations, LogInclusion, ProofTimeline } from '../fairness-log';
import { PageHeader } from '../../ui/PageHeader';
import { useBoxParams } from './boxParams';
import { BoxQueryView } from './BoxQueryView';
import { boxBeaconTimes, verifyBlindBox, type BoxCheck, type BoxFairness } from './verifyBlindBox';

/**
 * One opened box's proof (ours: `blindbox/proof?boxId=`): the campaign seed and its commitment,
 * the box code, the client seed, the public random round fixed when the opening started (its
 * signature and beacon), the VRF key, proof and random word, and the odds used — and a button that
 * re-derives the prize in the shopper's own browser, checking the round's signature too.
 */
export function BoxProofPage() {
    const { t } = useTranslation('boxes');
    const { boxId, orderId } = useBoxParams();
    const query = useShopQuery(BlindBoxFairnessDocument, { boxId }, { enabled: !!boxId });
    // The prize's name: the evidence names the prize line by id only (issue 31: "Prize won: 6").
    const box = useShopQuery(GetBoxDocument, { bbBlindBoxId: boxId }, { enabled: !!boxId });
    const prizes = box.data?.data.getBox?.allPrizes ?? [];
    return (
        <>
            <PageHeader title={t('proof.title')} fallback={boxId ? paths.boxResult(boxId, orderId) : paths.blindBoxes(orderId)} />
            <main className="space-y-4 px-4 py-4">
                <BoxQueryView query={query} data={query.data?.data.blindBoxFairness} boxId={boxId}>
                    {fairness => (
                        <>
                            <p className="text-sm text-ink-soft">{t('proof.intro')}</p>
                            <Verify fairness={fairness} />
                            <LogInclusion entries={fairness.logEntries} expected={boxLogExpectations(fairness)} />
                            <ProofTimeline kind="box" stages={fairness.timeline} beacon={boxBeaconTimes(fairness)} />
                            <Card title={t('proof.evidence')}>
                                <dl className="mt-3 space-y-2">
                                    <Field label={t('proof.boxCode')} value={fairness.boxCode} />
                                    <Field label={t('proof.seedCommitment')} value={fairness.seedCommitment} />
                                    <Field label={t('proof.campaignSeed')} value={fairness.campaignSeed} />
                                    <Field label={t('proof.clientSeed')} value={fairness.clientSeed} />
                                    <Field label={t('proof.scheme')} value={fairness.scheme} />
                                    {fairness.beacon && (
                                        <>
                                            <Field label={t('proof.beaconRound')} value={String(fairness.beacon.round)} />
                                            <Field label={t('proof.beaconSignature')} value={fairness.beacon.signature} />
                                            <Field label={t('proof.beaconChain')} value={fairness.beacon.chainHash} />
                                            <Field label={t('proof.beaconPublicKey')} value={fairness.beacon.publicKey} />
                                        </>
                                    )}
                                    <Field label={t('proof.vrfSuite')} value={fairness.vrfSuite} />
                                    <Field label={t('proof.publicKey')} value={fairness.vrfPublicKey} />
                                    <Field label={t('proof.vrfProof')} value={fairness.vrfProof} />
                                    <Field label={t('proof.randomWord')} value={fairness.randomWord} />
                                    <div>
                                        <dt className="text-xs font-semibold text-ink-soft">{t('proof.prizeLine')}</dt>
                                        <dd className="text-sm font-bold text-ink">
                                            {fairness.prizeLineId == null
                                                ? t('proof.notPublished')
                                                : t('proof.prizeLineValue', {
                                                      name: prizes.find(prize => prize.id === String(fairness.prizeLineId))?.prizeName ?? '…',
                                                      id: fairness.prizeLineId,
                                                  })}
                                        </dd>
                                    </div>
                                </dl>
                            </Card>
                        </>
                    )}
                </BoxQueryView>
            </main>
        </>
    );
}

type VerifyState = { status: 'idle' | 'running' } | { status: 'done'; check: BoxCheck } | { status: 'error'; message: string };

function Verify({ fairness }: { fairness: BoxFairness }) {
    const { t } = useTranslation('boxes');
    const [state, setState] = useState<VerifyState>({ status: 'idle' });
    const ready = !!fairness.campaignSeed && !!fairness.vrfProof;

    async function verify() {
        setState({ status: 'running' });
        try {
            setState({ status: 'done', check: await verifyBlindBox(fairness) });
        } catch (error) {
            setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
        }
    }

    return (
        <Card icon="shield" title={t('proof.verifyTitle')}>
            <p className="mt-1 text-sm text-ink-soft">{ready ? t('proof.verifyBody') : t('proof.notOpened')}</p>
            <button
                type="button"
                onClick={() => void verify()}
                disabled={!ready || state.status === 'running'}
                className="mt-3 w-full rounded-full bg-lucky-600 py-3 text-sm font-extrabold text-white shadow-md disabled:opacity-50"
            >
                {state.status === 'running' ? t('proof.verifying') : t('proof.verify')}
            </button>
            {state.status === 'done' && (
                <div
                    role="status"
                    className={`mt-3 rounded-xl p-3 text-sm ring-1 ${state.check.matches ? 'bg-emerald-50 text-emerald-900 ring-emerald-300' : 'bg-lucky-50 text-lucky-900 ring-lucky-200'}`}
                >
                    <p className="text-base font-black">{state.check.matches ? t('proof.match') : t('proof.mismatch')}</p>
                    <ul className="mt-2 space-y-1">
                        <li>
                            {t('proof.checks.seed')}: {state.check.seedMatches ? t('proof.ok') : t('proof.failed')}
                        </li>
                        <li>
                            {t('proof.checks.proof')}: {state.check.proofValid ? t('proof.ok') : t('proof.failed')}
                        </li>
                        {state.check.beaconValid !== null && (
                            <li>
                                {t('proof.checks.beacon')}: {state.check.beaconValid ? t('proof.ok') : t('proof.failed')}
                            </li>
                        )}
                        {state.check.timelineInOrder !== null && (
                            <li>
                                {t('proof.checks.timeline')}: {state.check.timelineInOrder ? t('proof.ok') : t('proof.failed')}
                            </li>
                        )}
                        <li>
                            {t('proof.checks.prize')}: {state.check.derivedPrizeLineId === String(fairness.prizeLineId) ? t('proof.ok') : t('proof.failed')}
                        </li>
                    </ul>
                    {!state.check.matches && state.check.reason && <p className="mt-2 text-xs break-words">{state.check.reason}</p>}
                </div>
            )}
            {state.status === 'error' && (
                <p role="alert" className="mt-3 rounded-xl bg-lucky-50 p-3 text-sm break-words text-lucky-800">
                    {t('proof.error', { message: state.message })}
                </p>
            )}
        </Card>
    );
}

function Field({ label, value }: { label: string; value: string | null | undefined }) {
    const { t } = useTranslation('boxes');
    return (
        <div>
            <dt className="text-xs font-semibold text-ink-soft">{label}</dt>
            <dd className="font-mono text-xs break-all text-ink">{value ?? t('proof.notPublished')}</dd>
        </div>
    );
}
