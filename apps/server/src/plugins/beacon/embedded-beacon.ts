import { beaconPublicKey, beaconRandomness, DRAND_SCHEME_ID, roundAt, roundTime, signBeaconRound, toHex } from '@tuah/fairness';
import crypto from 'node:crypto';

/** A round as drand's HTTP API answers it (`GET /<chain hash>/public/<round>`). */
export interface BeaconRoundJson {
    round: number;
    randomness: string;
    signature: string;
}

/** A chain's parameters as drand's HTTP API answers them (`GET /<chain hash>/info`). */
export interface BeaconInfoJson {
    public_key: string;
    period: number;
    genesis_time: number;
    hash: string;
    groupHash: string;
    schemeID: string;
    metadata: { beaconID: string };
}

/**
 * A drand-shaped beacon embedded in the server, for development and tests: its own BLS key, the
 * quicknet scheme (bls-unchained-g1-rfc9380), rounds on a clock. It serves a round once its time
 * has come and refuses later ones, as drand does; but whoever holds its key can sign any round in
 * advance, so it proves nothing against the operator (docs/fairness.md#drand).
 */
export class EmbeddedBeacon {
    readonly publicKey: string;
    readonly chainHash: string;

    /** `publicKey` when the caller kept it from an earlier start: deriving it costs a quarter of a second of CPU. */
    constructor(
        private secretKey: Uint8Array,
        readonly genesisTime: number,
        readonly period: number,
        publicKey: string = beaconPublicKey(secretKey),
        private now: () => number = Date.now,
    ) {
        this.publicKey = publicKey;
        // drand hashes its chain info; ours names the scheme, key, genesis and period the same way (not byte-compatible).
        const info = `tuah-embedded-beacon|${DRAND_SCHEME_ID}|${this.publicKey}|${genesisTime}|${period}`;
        this.chainHash = toHex(new Uint8Array(crypto.createHash('sha256').update(info).digest()));
    }

    info(): BeaconInfoJson {
        return {
            public_key: this.publicKey,
            period: this.period,
            genesis_time: this.genesisTime,
            hash: this.chainHash,
            groupHash: this.chainHash,
            schemeID: DRAND_SCHEME_ID,
            metadata: { beaconID: 'tuah-embedded' },
        };
    }

    /** The latest round emitted by now (0 before genesis). */
    latestRound(): number {
        return roundAt(this, this.now() / 1000);
    }

    /** Round r, or null while its time has not come. */
    round(round: number): BeaconRoundJson | null {
        if (round > this.latestRound() || this.now() / 1000 < roundTime(this, round)) return null;
        const signature = signBeaconRound(this.secretKey, round);
        return { round, randomness: beaconRandomness(signature), signature };
    }
}
