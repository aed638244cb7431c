import { Inject, Injectable } from '@nestjs/common';
import { RequestContext, TransactionalConnection } from '@vendure/core';
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { verify } from 'altcha-lib/frameworks/shared';
import type { Challenge, Payload } from 'altcha-lib/types';
import { LessThan } from 'typeorm';

import { ALTCHA_HEADER, OTP_AUTH_PLUGIN_OPTIONS } from '../constants';
import { AltchaSolution } from '../entities/altcha-solution.entity';
import { BotCheckFailedError, BotCheckFailure } from '../errors';
import { OtpAuthPluginOptions } from '../types';

/** The proof-of-work algorithm: the widget derives keys with WebCrypto's PBKDF2, the server with node:crypto. */
const ALGORITHM = 'PBKDF2/SHA-256';

/**
 * The ALTCHA bot check (docs/accounts.md#bot-check): self-hosted proof of work. The server signs
 * a challenge, the storefront's widget solves it, and the request that needs the check carries
 * the solution in the `x-altcha` header; a solution is accepted once.
 */
@Injectable()
export class BotCheckService {
    constructor(
        @Inject(OTP_AUTH_PLUGIN_OPTIONS) private options: OtpAuthPluginOptions,
        private connection: TransactionalConnection,
    ) {}

    /** A new signed challenge, or null when the bot check is off. */
    async challenge(): Promise<Challenge | null> {
        const altcha = this.options.altcha;
        if (!altcha) return null;
        return createChallenge({
            algorithm: ALGORITHM,
            cost: altcha.cost,
            // Deterministic mode: the server knows the answer, so checking costs one key derivation.
            counter: randomInt(altcha.maxCounter, Math.ceil(altcha.maxCounter / 2)),
            deriveKey,
            hmacSignatureSecret: altcha.hmacKey,
            hmacKeySignatureSecret: `${altcha.hmacKey}:key`,
            expiresAt: new Date(Date.now() + altcha.expiresSeconds * 1000),
        });
    }

    /**
     * Checks the request's solution and uses it up; undefined when it passes (or the check is
     * off), else why not. Used solutions are recorded outside the request's transaction, so a
     * refused duplicate never spoils it and a later failure of the request does not give the
     * solution back.
     */
    async check(ctx: RequestContext): Promise<BotCheckFailedError | undefined> {
        const altcha = this.options.altcha;
        if (!altcha) return;
        const header = ctx.req?.headers[ALTCHA_HEADER];
        const raw = Array.isArray(header) ? header[0] : header;
        if (!raw) return new BotCheckFailedError('MISSING');
        const payload = parsePayload(raw);
        if (!payload) return new BotCheckFailedError('INVALID');
        const expiresAt = (payload.challenge.parameters.expiresAt ?? 0) * 1000;
        const store = {
            get: async () => false,
            set: async () => undefined,
            setIfAbsent: (challengeId: string) => this.recordUse(challengeId, expiresAt),
        };
        const result = await verify(payload, deriveKey, altcha.hmacKey, `${altcha.hmacKey}:key`, store);
        if (!result.error) return;
        return new BotCheckFailedError(failureOf(result.error, result.verification as { expired?: boolean } | null));
    }

    /** Forgets solutions whose challenge has expired (they are refused as expired anyway). */
    async deleteExpired(ctx: RequestContext): Promise<void> {
        await this.connection.getRepository(ctx, AltchaSolution).delete({ expiresAt: LessThan(Date.now()) });
    }

    /** True if this is the first use of the challenge: the unique index refuses every later one. */
    private async recordUse(challengeId: string, expiresAt: number): Promise<boolean> {
        try {
            await this.connection.rawConnection.getRepository(AltchaSolution).insert({ challengeId, expiresAt });
            return true;
        } catch {
            return false;
        }
    }
}

/** The widget's payload: base64 of JSON `{ challenge, solution }`; anything else (a server-signed payload…) is invalid. */
function parsePayload(raw: string): Payload | undefined {
    try {
        const payload = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
        const ok =
            payload &&
            typeof payload === 'object' &&
            typeof payload.challenge?.signature === 'string' &&
            typeof payload.challenge?.parameters?.nonce === 'string' &&
            typeof payload.challenge?.parameters?.expiresAt === 'number' &&
            typeof payload.solution === 'object' &&
            payload.solution !== null &&
            !('verificationData' in payload);
        return ok ? payload : undefined;
    } catch {
        return undefined;
    }
}

function failureOf(error: string, verification: { expired?: boolean } | null): BotCheckFailure {
    if (/already used/i.test(error)) return 'USED';
    if (verification?.expired) return 'EXPIRED';
    return 'INVALID';
}
