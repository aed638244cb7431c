import { DRAND_SCHEME_ID, verifyBeaconRound } from '@tuah/fairness';

/** A drand chain as the shop pins it: where to ask, and the key and hash its /info must answer with. */
export interface BeaconClientOptions {
    /** The chain's base URL: `<relay>/<chain hash>` (drand's HTTP API). */
    url: string;
    publicKey: string;
    chainHash: string;
}

/** A pinned chain's parameters, as its /info published them. */
export interface PinnedChain {
    publicKey: string;
    chainHash: string;
    genesisTime: number;
    period: number;
}

/**
 * drand's HTTP API for one pinned chain (quicknet scheme; docs/fairness.md#drand): its /info is
 * refused unless it answers with the pinned key and hash, and a round is returned only once its
 * BLS signature verifies under that key. Both the draw provider and the rarity and box rounds
 * (BeaconService) ask through this one client.
 */
export class BeaconClient {
    /** The pinned chain's /info, asked once: concurrent first callers share one request; a failure is asked again. */
    private chain?: Promise<PinnedChain>;

    constructor(readonly options: BeaconClientOptions) {}

    private async get(path: string): Promise<Response> {
        return fetch(`${this.options.url.replace(/\/+$/, '')}/${path}`, { signal: AbortSignal.timeout(10_000), headers: { accept: 'application/json' } });
    }

    /** The chain's genesis and period, from its /info, refused unless it is the pinned chain. */
    chainInfo(): Promise<PinnedChain> {
        this.chain ??= this.fetchChainInfo().catch(err => {
            this.chain = undefined;
            throw err;
        });
        return this.chain;
    }

    private async fetchChainInfo(): Promise<PinnedChain> {
        const res = await this.get('info');
        if (!res.ok) throw new Error(`The drand beacon at ${this.options.url} answered ${res.status} for /info`);
        const info = (await res.json()) as { public_key?: string; hash?: string; schemeID?: string; genesis_time?: number; period?: number };
        if (info.public_key?.toLowerCase() !== this.options.publicKey.toLowerCase() || info.hash?.toLowerCase() !== this.options.chainHash.toLowerCase()) {
            throw new Error(`The drand beacon at ${this.options.url} is not the pinned chain ${this.options.chainHash}`);
        }
        if (info.schemeID !== DRAND_SCHEME_ID) throw new Error(`The drand chain ${this.options.chainHash} uses ${info.schemeID}, not ${DRAND_SCHEME_ID}`);
        if (!Number.isSafeInteger(info.genesis_time) || !Number.isSafeInteger(info.period) || info.period! < 1) {
            throw new Error(`The drand chain ${this.options.chainHash} publishes no genesis time and period`);
        }
        return {
            publicKey: this.options.publicKey.toLowerCase(),
            chainHash: this.options.chainHash.toLowerCase(),
            genesisTime: info.genesis_time!,
            period: info.period!,
        };
    }

    /**
     * Round `round`'s signature (hex, lower case) once the beacon has emitted it, checked against
     * `publicKey` (the pinned key unless a record fixed another); null while it is not out yet.
     */
    async signature(round: number, publicKey: string = this.options.publicKey): Promise<string | null> {
        const res = await this.get(`public/${round}`);
        // drand answers a round not yet emitted with 425 Too Early (older relays: 404).
        if (res.status === 425 || res.status === 404) return null;
        if (!res.ok) throw new Error(`The drand beacon at ${this.options.url} answered ${res.status} for round ${round}`);
        const body = (await res.json()) as { round?: number; signature?: string };
        if (body.round !== round || typeof body.signature !== 'string' || !verifyBeaconRound(publicKey, round, body.signature)) {
            throw new Error(`The drand beacon's round ${round} does not verify under the pinned key`);
        }
        return body.signature.toLowerCase();
    }
}
