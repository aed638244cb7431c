import {
    chainlinkDrawWord,
    drandDrawWord,
    drawAlpha,
    firstRoundAtOrAfter,
    randomWordFromBeta,
    roundTime,
    toHex,
    vrfProofToHash,
    vrfProve,
    vrfPublicKey,
} from '@tuah/fairness';
import type { drawContractClient } from '@tuah/contracts';

import type { BeaconClient } from '../../beacon';

import type { DrawProviderName } from '../types';

/** The beacon round a drand draw fixed at CALL_CONTRACT, and the chain it belongs to (DrawRecord's beacon columns). */
export interface FixedBeaconRound {
    beaconRound: number;
    beaconFixedAt: number;
    beaconDelaySeconds: number;
    beaconPublicKey: string;
    beaconChainHash: string;
    beaconGenesisTime: number;
    beaconPeriod: number;
}

/** What a stage of the draw needs from a source of randomness. Every call is safe to repeat. */
export interface RandomnessProvider {
    readonly name: DrawProviderName;
    /** CALL_CONTRACT: make the commitment public where the randomness will be bound to it (drand: fix the deciding round). */
    publishCommitment(
        sId: string,
        commitment: string,
    ): Promise<{ chainId?: number; contractAddress?: string; commitTxHash?: string; beacon?: FixedBeaconRound }>;
    /** CALL_CHAINLINK: ask for the random word. */
    requestRandomness(sId: string, commitment: string): Promise<{ requestId?: string; requestTxHash?: string }>;
    /** WAIT_VRF_RESULT: the random word and its proof, or null while it has not arrived. `fixed`: what publishCommitment recorded. */
    randomness(sId: string, commitment: string, fixed: Partial<Record<keyof FixedBeaconRound, number | string | null>>): Promise<RandomnessResult | null>;
}

export interface RandomnessResult {
    /** 32 bytes, hex: what the winner is derived from. */
    randomWord: string;
    vrfPublicKey?: string;
    vrfProof?: string;
    vrfWord?: string;
    fulfilTxHash?: string;
    /** drand: the fixed round's signature (hex). */
    beaconSignature?: string;
}

/**
 * The server's own ECVRF (RFC 9381) over the commitment: nothing to send or wait for, and the
 * proof lets anyone check the word is the only one the key could give for that commitment.
 */
export class LocalVrfProvider implements RandomnessProvider {
    readonly name = 'local' as const;
    constructor(private secretKey: Uint8Array) {}

    async publishCommitment() {
        return {};
    }

    async requestRandomness() {
        return {};
    }

    async randomness(sId: string, commitment: string): Promise<RandomnessResult> {
        const proof = vrfProve(this.secretKey, drawAlpha(sId, commitment));
        return {
            randomWord: toHex(randomWordFromBeta(vrfProofToHash(proof))),
            vrfPublicKey: toHex(vrfPublicKey(this.secretKey)),
            vrfProof: toHex(proof),
        };
    }
}

type DrawContractClient = ReturnType<typeof drawContractClient>;

/**
 * Chainlink VRF v2.5 through the TuahDraw contract. The client's writes are safe to repeat (a
 * commit or request already on chain answers with its original transaction, and the contract
 * refuses a second one), so a stage repeated after a crash sends nothing twice.
 */
export class ChainlinkProvider implements RandomnessProvider {
    readonly name = 'chainlink' as const;
    constructor(
        private client: DrawContractClient,
        private contractAddress: string,
    ) {}

    async publishCommitment(sId: string, commitment: string) {
        const { txHash } = await this.client.commit(sId, `0x${commitment}`);
        return { chainId: await this.client.chainId(), contractAddress: this.contractAddress, commitTxHash: txHash };
    }

    async requestRandomness(sId: string) {
        const sent = await this.client.requestRandomness(sId);
        return { requestId: sent.requestId.toString(), requestTxHash: sent.txHash };
    }

    async randomness(sId: string, commitment: string): Promise<RandomnessResult | null> {
        const fulfilment = await this.client.fulfilment(sId);
        if (!fulfilment) return null;
        const randomWord = toHex(chainlinkDrawWord(commitment, fulfilment.randomWord));
        // The contract derives the same word; a mismatch means a wrong contract or commitment.
        if (`0x${randomWord}` !== fulfilment.drawWord.toLowerCase()) {
            throw new Error(`The draw contract's word for ${sId} does not match keccak256(commitment ‖ randomWord)`);
        }
        return { randomWord, vrfWord: fulfilment.randomWord.toString(), fulfilTxHash: fulfilment.txHash };
    }
}

export interface DrandProviderOptions {
    /** The pinned chain (its /info and rounds are checked against the pinned key and hash). */
    client: BeaconClient;
    /** The deciding round is the first emitted at least this long after the round is fixed. */
    delaySeconds: number;
    now?: () => number;
}

/**
 * A public randomness beacon over drand's HTTP API (quicknet scheme; docs/fairness.md#drand). At
 * CALL_CONTRACT, after the commitment was stored, it fixes the first round emitted at least
 * `delaySeconds` later; once that round exists it fetches it, checks its BLS signature against
 * the pinned key, and the word is sha256(commitment ‖ signature). Nothing is sent anywhere: the
 * round is a pure function of time, so a repeated stage fixes nothing new (the first one kept).
 */
export class DrandProvider implements RandomnessProvider {
    readonly name = 'drand' as const;
    private now: () => number;

    constructor(private options: DrandProviderOptions) {
        this.now = options.now ?? Date.now;
    }

    async publishCommitment() {
        const chain = await this.options.client.chainInfo();
        // Whole seconds, rounded up: never before the commitment was stored.
        const fixedAt = Math.ceil(this.now() / 1000);
        const beacon: FixedBeaconRound = {
            beaconRound: firstRoundAtOrAfter(chain, fixedAt + this.options.delaySeconds),
            beaconFixedAt: fixedAt,
            beaconDelaySeconds: this.options.delaySeconds,
            beaconPublicKey: chain.publicKey,
            beaconChainHash: chain.chainHash,
            beaconGenesisTime: chain.genesisTime,
            beaconPeriod: chain.period,
        };
        return { beacon };
    }

    async requestRandomness() {
        return {};
    }

    async randomness(
        sId: string,
        commitment: string,
        fixed: Partial<Record<keyof FixedBeaconRound, number | string | null>>,
    ): Promise<RandomnessResult | null> {
        const round = Number(fixed.beaconRound);
        const publicKey = String(fixed.beaconPublicKey ?? '');
        if (!Number.isSafeInteger(round) || round < 1 || !publicKey) throw new Error(`Draw ${sId} has no fixed beacon round`);
        const chain = { genesisTime: Number(fixed.beaconGenesisTime), period: Number(fixed.beaconPeriod) };
        if (this.now() / 1000 < roundTime(chain, round)) return null;
        const signature = await this.options.client.signature(round, publicKey);
        if (!signature) return null;
        return { randomWord: toHex(drandDrawWord(commitment, signature)), beaconSignature: signature };
    }
}
