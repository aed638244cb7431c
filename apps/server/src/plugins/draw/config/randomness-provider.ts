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
