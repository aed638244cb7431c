// TO DELETE AT MERGE: `@tuah/fairness` is being written in parallel and is empty in this branch.
// These are the types of its published API, declared here only so the storefront type-checks
// before the package lands; once it is merged, its own declarations take over — delete this file.
declare module '@tuah/fairness' {
    export interface VerifyDrawInput {
        sId: string;
        commitment: string;
        tickets: Array<{ ticketId: string; weight: number; holderHash: string }>;
        provider: 'local' | 'chainlink';
        publicKey?: string;
        proof?: string;
        vrfWord?: string;
    }
    export interface VerifyDrawResult {
        ok: boolean;
        commitmentMatches: boolean;
        proofValid: boolean;
        randomWord: string;
        winner: { index: number; ticketId: string } | null;
        reason?: string;
    }
    export function verifyDraw(proof: VerifyDrawInput): VerifyDrawResult;
    export function tierSeedCommitment(seed: string): string;
    export function rollTier(seed: string, ticketId: string, odds: Record<string, number>): string;
}
