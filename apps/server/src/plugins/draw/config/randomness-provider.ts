import { chainlinkDrawWord, drawAlpha, randomWordFromBeta, toHex, vrfProofToHash, vrfProve, vrfPublicKey } from '@tuah/fairness';
import type { drawContractClient } from '@tuah/contracts';

/** What a stage of the draw needs from a source of randomness. Every call is safe to repeat. */
export interface RandomnessProvider {
    readonly name: 'local' | 'chainlink';
    /** CALL_CONTRACT: make the commitment public where the randomness will be bound to it. */
    publishCommitment(sId: string, commitment: string): Promise<{ chainId?: number; contractAddress?: string; commitTxHash?: string }>;
    /** CALL_CHAINLINK: ask for the random word. */
    requestRandomness(sId: string, commitment: string): Promise<{ requestId?: string; requestTxHash?: string }>;
    /** WAIT_VRF_RESULT: the random word and its proof, or null while it has not arrived. */
    randomness(sId: string, commitment: string): Promise<RandomnessResult | null>;
}

export interface RandomnessResult {
    /** 32 bytes, hex: what the winner is derived from. */
    randomWord: string;
    vrfPublicKey?: string;
    vrfProof?: string;
    vrfWord?: string;
    fulfilTxHash?: string;
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
const ZERO_HASH = `0x${'0'.repeat(64)}`;

/**
 * Chainlink VRF v2.5 through the TuahDraw contract. Before sending anything each step reads the
 * contract, so a stage repeated after a crash finds its transaction already done.
 */
export class ChainlinkProvider implements RandomnessProvider {
    readonly name = 'chainlink' as const;
    constructor(
        private client: DrawContractClient,
        private contractAddress: string,
    ) {}

    async publishCommitment(sId: string, commitment: string) {
        const chainId = await this.client.chainId();
        const onChain = await this.client.getDraw(sId);
        let commitTxHash: string | undefined;
        if (onChain.commitment === ZERO_HASH) {
            commitTxHash = (await this.client.commit(sId, `0x${commitment}`)).txHash;
        } else if (onChain.commitment.toLowerCase() !== `0x${commitment}`) {
            throw new Error(`The draw contract holds another commitment for ${sId}: ${onChain.commitment}`);
        }
        return { chainId, contractAddress: this.contractAddress, commitTxHash };
    }

    async requestRandomness(sId: string) {
        const onChain = await this.client.getDraw(sId);
        if (onChain.requestId !== 0n) return { requestId: onChain.requestId.toString() };
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

