import { api, Button, Page, PageActionBar, PageActionBarRight, PageBlock, PageLayout, PageTitle, usePermissions } from '@vendure/dashboard';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';

import { apiErrorMessage, formatAge, formatTime } from '../common/format';
import { NoPermission } from '../common/permissions';
import { DRAW, type Draw, drawsRefetchInterval, proofUrl, RESUME_DRAW, RESUME_OUTCOME_WORDS, timelineStages } from './draw-api';
import { StageBadge } from './DrawListPage';

/** One label and value of the draw's published facts; long hex values wrap. */
function Fact({ label, value, mono }: { label: string; value: React.ReactNode; mono?: boolean }) {
    return (
        <div className="grid gap-1">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className={mono ? 'font-mono text-sm break-all' : ''}>{value ?? <span className="text-muted-foreground">Not yet</span>}</dd>
        </div>
    );
}

/**
 * A drand draw's beacon (docs/fairness.md#drand): the deciding round, when it was fixed and when it
 * is emitted, the chain it belongs to, and the round's signature once it is out; an embedded
 * beacon is named as one (its key is on this server, so it proves only the order).
 */
function BeaconFacts({ draw }: { draw: Draw }) {
    const seconds = (unix: number | null | undefined) => (unix == null ? null : new Date(unix * 1000).toISOString());
    const fixedAt = seconds(draw.beaconFixedAt);
    return (
        <>
            <dl className="grid gap-3">
                <Fact label="Round" value={draw.beaconRound} />
                <Fact
                    label="Fixed at"
                    value={
                        fixedAt && (
                            <>
                                <time dateTime={fixedAt}>{formatTime(fixedAt, 'seconds')}</time> (the first round at least {draw.beaconDelaySeconds} s later
                                decides)
                            </>
                        )
                    }
                />
                <Fact
                    label="Round emitted at"
                    value={draw.beaconRoundAt && <time dateTime={draw.beaconRoundAt}>{formatTime(draw.beaconRoundAt, 'seconds')}</time>}
                />
                <Fact
                    label="Chain"
                    value={
                        draw.beaconPublicChain == null
                            ? null
                            : draw.beaconPublicChain
                              ? "drand's public quicknet (League of Entropy)"
                              : "This server's embedded beacon: its key is on the server, so it proves only the order, not that nobody knew the round"
                    }
                />
                <Fact label="Chain hash" value={draw.beaconChainHash} mono />
                <Fact label="Chain public key" value={draw.beaconPublicKey} mono />
                <Fact label="Round signature" value={draw.beaconSignature} mono />
            </dl>
            <p className="mt-4">
                <a href={proofUrl(draw.campaignId)} target="_blank" rel="noopener" className="underline underline-offset-4">
                    Check the round on the public proof (opens in a new tab)
                </a>
            </p>
        </>
    );
}

/**
 * One draw (admin API `draw`): the stage timeline with the time each stage was reached, what the
 * draw published (provider, commitment, random word, request id, ticket count; a drand draw's beacon
 * round), the winner and the public proof; "Resume draw" runs the sweeper's own step (`resumeDraw`) and says what happened.
 */
export function DrawDetailPage({ campaignId }: { campaignId: string }) {
    const { hasPermissions } = usePermissions();
    const canRead = hasPermissions(['ReadCampaign']);
    const canResume = hasPermissions(['UpdateCampaign']);
    const queryClient = useQueryClient();
    const [resumed, setResumed] = useState<{ ok: boolean; text: string } | null>(null);
    const { data, isPending, error } = useQuery({
        queryKey: ['tuah', 'draw', campaignId],
        queryFn: () => api.query(DRAW, { campaignId }),
        enabled: canRead,
        refetchInterval: query => drawsRefetchInterval(query.state.data?.draw ? [query.state.data.draw] : undefined),
    });
    const resume = useMutation({
        mutationFn: () => api.mutate(RESUME_DRAW, { campaignId }),
        onMutate: () => setResumed(null),
        onSuccess: ({ resumeDraw }) => {
            if (resumeDraw.__typename === 'DrawResumption') {
                setResumed({ ok: resumeDraw.outcome !== 'RETRY', text: RESUME_OUTCOME_WORDS[resumeDraw.outcome] ?? resumeDraw.outcome });
                queryClient.setQueryData(['tuah', 'draw', campaignId], { draw: resumeDraw.draw });
            } else {
                setResumed({ ok: false, text: resumeDraw.message });
            }
            void queryClient.invalidateQueries({ queryKey: ['tuah', 'draw', campaignId] });
            void queryClient.invalidateQueries({ queryKey: ['tuah', 'draws'] });
        },
        onError: err => setResumed({ ok: false, text: `The draw could not be resumed: ${apiErrorMessage(err)}` }),
    });
    if (!canRead) return <NoPermission title="Draws" permission="ReadCampaign" />;
    const draw = data?.draw;
    const title = draw ? `${draw.name} (${draw.sId})` : 'Draw';
    return (
        <Page pageId="tuah-draw-detail">
            <PageTitle>{title}</PageTitle>
            <PageActionBar>
                <PageActionBarRight>
                    {draw && canResume && (
                        <Button type="button" onClick={() => resume.mutate()} disabled={resume.isPending}>
                            {resume.isPending ? 'Resuming…' : 'Resume draw'}
                        </Button>
                    )}
                </PageActionBarRight>
            </PageActionBar>
            <PageLayout>
                <PageBlock column="main" blockId="tuah-draw-stages" title="Stages">
                    <Link to="/tuah/draws" className="text-sm underline underline-offset-4">
                        Back to all draws
                    </Link>
                    {resumed && (
                        <p role={resumed.ok ? 'status' : 'alert'} className={`mt-3 rounded-md border p-3 ${resumed.ok ? '' : 'border-destructive'}`}>
                            {resumed.text}
                        </p>
                    )}
                    {error ? (
                        <p role="alert">Could not load the draw: {apiErrorMessage(error)}</p>
                    ) : isPending ? (
                        <p>Loading the draw…</p>
                    ) : !draw ? (
                        <p role="alert">There is no draw for campaign {campaignId}.</p>
                    ) : (
                        <>
                            <div className="mt-3 flex flex-wrap items-center gap-2">
                                <StageBadge draw={draw} />
                                {draw.stage !== 'ENDED' && draw.stageAgeSeconds != null && !draw.stuck && (
                                    <span className="text-sm text-muted-foreground">for {formatAge(draw.stageAgeSeconds)}</span>
                                )}
                                {draw.isCancelled && <span>Cancelled</span>}
                            </div>
                            <ol aria-label="Stage timeline" className="mt-4 grid gap-2">
                                {timelineStages(draw).map(s => (
                                    <li
                                        key={s.stage}
                                        className="flex flex-wrap items-baseline justify-between gap-2 border-b pb-2"
                                        aria-current={s.stage === draw.stage ? 'step' : undefined}
                                    >
                                        <span>
                                            <span className="font-mono text-sm">{s.stage}</span> <span className="text-muted-foreground">{s.words}</span>
                                        </span>
                                        {s.at ? (
                                            <time dateTime={s.at}>{formatTime(s.at, 'seconds')}</time>
                                        ) : (
                                            <span className="text-muted-foreground">Not reached yet</span>
                                        )}
                                    </li>
                                ))}
                            </ol>
                        </>
                    )}
                </PageBlock>
                {draw && (
                    <PageBlock column="main" blockId="tuah-draw-published" title="What the draw published">
                        <dl className="grid gap-3">
                            <Fact label="Provider" value={draw.provider === 'local' ? 'local (verifiable random function on the server)' : draw.provider} />
                            <Fact label="Tickets in the draw" value={draw.ticketCount} />
                            <Fact label="Commitment (Merkle root of the ticket list)" value={draw.commitment} mono />
                            <Fact label="Random word" value={draw.randomWord} mono />
                            <Fact
                                label="Request id"
                                value={
                                    draw.requestId ??
                                    (draw.provider === 'local' || draw.provider === 'drand' ? `None (${draw.provider} draws make no oracle request)` : null)
                                }
                                mono={!!draw.requestId}
                            />
                        </dl>
                    </PageBlock>
                )}
                {draw?.provider === 'drand' && (
                    // PageLayout places only its own PageBlock children: the block is here, its facts in BeaconFacts.
                    <PageBlock column="main" blockId="tuah-draw-beacon" title="Beacon round (drand)">
                        <BeaconFacts draw={draw} />
                    </PageBlock>
                )}
                {draw && (
                    <PageBlock column="side" blockId="tuah-draw-winner" title="Winner">
                        <dl className="grid gap-3">
                            <Fact label="Winning ticket" value={draw.winnerTicketId} mono />
                            <Fact
                                label="Customer"
                                value={
                                    draw.winnerCustomerId ? (
                                        <Link to="/customers/$id" params={{ id: draw.winnerCustomerId }} className="underline underline-offset-4">
                                            {draw.winnerName || `Customer ${draw.winnerCustomerId}`}
                                        </Link>
                                    ) : null
                                }
                            />
                        </dl>
                        <p className="mt-4">
                            <a href={proofUrl(draw.campaignId)} target="_blank" rel="noopener" className="underline underline-offset-4">
                                Public proof on the shop (opens in a new tab)
                            </a>
                        </p>
                    </PageBlock>
                )}
            </PageLayout>
        </Page>
    );
}
