import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { roundAt, roundTime } from '@tuah/fairness';
import { Logger, TransactionalConnection } from '@vendure/core';

import { BeaconClient, PinnedChain } from '../beacon-client';
import { BEACON_PLUGIN_OPTIONS } from '../constants';
import { BeaconRound } from '../entities/beacon-round.entity';
import { BeaconPluginOptions } from '../types';

const PRIME_FOR_MS = 120_000;

/** A round the shop will wait for, and the chain it belongs to. */
export interface NextRound {
    round: number;
    /** When the beacon emits it. */
    emitsAt: Date;
    chain: PinnedChain;
}

/**
 * The shop's beacon rounds for what must not be aimed at in advance (docs/fairness.md#drand): a
 * claim made now (tickets issued, a box's opening claimed) fixes the next round, which nobody,
 * the operator included, can know until the beacon emits it.
 */
@Injectable()
export class BeaconService implements OnApplicationBootstrap, OnApplicationShutdown {
    private clientInstance?: BeaconClient;
    /** Fetches in flight: callers asking for the same round share one request and one BLS check. */
    private fetching = new Map<number, Promise<string | null>>();
    private priming?: NodeJS.Timeout;

    constructor(
        @Inject(BEACON_PLUGIN_OPTIONS) private options: BeaconPluginOptions,
        private connection: TransactionalConnection,
    ) {}

    /**
     * Asks the chain's /info in the background as the process starts, so the first sale does not:
     * tickets take their round inside the payment's transaction, and a first /info asked there under
     * a burst (the embedded beacon answers from this same, busy process) held the transaction and
     * could time out the payment. Retried each second for two minutes (the embedded beacon answers
     * once this process listens); after that the first caller asks.
     */
    onApplicationBootstrap() {
        const started = Date.now();
        const attempt = (): void => {
            this.chain().then(
                () => (this.priming = undefined),
                (err: unknown) => {
                    if (Date.now() - started > PRIME_FOR_MS) {
                        Logger.debug(`Beacon /info not reached at start: ${err instanceof Error ? err.message : err}`, 'Beacon');
                        this.priming = undefined;
                        return;
                    }
                    this.priming = setTimeout(attempt, 1_000);
                    this.priming.unref();
                },
            );
        };
        // A second in: the embedded beacon answers only once this process listens.
        this.priming = setTimeout(attempt, 1_000);
        this.priming.unref();
    }

    onApplicationShutdown() {
        clearTimeout(this.priming);
    }

    private get client(): BeaconClient {
        return (this.clientInstance ??= this.options.client());
    }

    /**
     * The pinned chain. A caller that joined a request which then failed asks once more itself: the
     * start's background request may fail (this process not listening yet) just as a real caller
     * (the demo seed's first tickets) joins it.
     */
    chain(): Promise<PinnedChain> {
        return this.client.chainInfo().catch(() => this.client.chainInfo());
    }

    /** The first round emitted after `at`: the latest one out at that moment is already known to everyone. */
    async nextRoundAfter(at: Date): Promise<NextRound> {
        const chain = await this.chain();
        const round = roundAt(chain, at.getTime() / 1000) + 1;
        return { round, emitsAt: new Date(roundTime(chain, round) * 1000), chain };
    }

    /**
     * The round's signature, verified under the pinned key (kept once fetched); null while the
     * beacon has not emitted it. Concurrent callers for one round (many boxes or tickets of the
     * same second) share one fetch and one signature check; each keeps it in its own flow, since a
     * caller inside a transaction holds the SQLite connection's turn (src/config/sqlite-turns.ts)
     * and must never wait on another request's database work.
     */
    async signature(round: number): Promise<string | null> {
        const chain = await this.chain();
        const repo = this.connection.rawConnection.getRepository(BeaconRound);
        const kept = await repo.findOne({ where: { chainHash: chain.chainHash, round }, select: { id: true, signature: true } });
        if (kept) return kept.signature;
        if (Date.now() / 1000 < roundTime(chain, round)) return null;
        let fetching = this.fetching.get(round);
        if (!fetching) {
            fetching = this.client.signature(round).finally(() => this.fetching.delete(round));
            this.fetching.set(round, fetching);
        }
        const signature = await fetching;
        // Two callers (or processes) may keep the same round: the first row stays, the other insert changes nothing.
        if (signature) await repo.createQueryBuilder().insert().into(BeaconRound).values({ chainHash: chain.chainHash, round, signature }).orIgnore().execute();
        return signature;
    }

    /**
     * Waits for the round (its emission time, then the beacon's answer) and returns its signature.
     * Throws when the beacon has not answered `graceMs` after the round's time (a beacon outage:
     * the caller's work stays claimed and is finished by a later call).
     */
    async waitForSignature(round: number, graceMs = 15_000): Promise<string> {
        const chain = await this.chain();
        const deadline = roundTime(chain, round) * 1000 + graceMs;
        for (;;) {
            const signature = await this.signature(round);
            if (signature) return signature;
            const now = Date.now();
            if (now > deadline) throw new Error(`The beacon has not emitted round ${round}`);
            const untilRound = roundTime(chain, round) * 1000 - now;
            await new Promise(resolve => setTimeout(resolve, Math.max(untilRound, 200)));
        }
    }
}
