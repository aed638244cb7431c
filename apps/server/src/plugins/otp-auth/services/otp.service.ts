import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import { ID, Logger, RequestContext, TransactionalConnection } from '@vendure/core';

import { rawQuery } from '../../../common/sql';
import { clientAddress, RateLimitService, TooManyAttemptsError } from '../../security';
import { OTP_RULES } from '../config/policies';
import { loggerCtx, OTP_AUTH_PLUGIN_OPTIONS, OtpPurpose, ProfileLanguage } from '../constants';
import { OtpExpiredError, OtpInvalidError, OtpResendTooSoonError, SmsNotSentError } from '../errors';
import { OtpAuthPluginOptions } from '../types';
import { normalisePhone } from './phone';

export type OtpSendResult = true | TooManyAttemptsError | OtpResendTooSoonError | SmsNotSentError;
export type OtpCheckResult = true | TooManyAttemptsError | OtpInvalidError | OtpExpiredError;

/**
 * One-time codes by SMS (docs/accounts.md#otp): the rules in OTP_RULES, the per-phone and
 * per-address caps in the plugin's policies. Every change to a code is one conditional
 * statement, so parallel requests (or processes) cannot check a code more often than allowed
 * or send two codes within the resend wait.
 *
 * `customerId` binds a code to the signed-in customer who asked for it (phone change,
 * password update); 0 for codes asked for signed out.
 */
@Injectable()
export class OtpService {
    constructor(
        private connection: TransactionalConnection,
        private limits: RateLimitService,
        @Inject(OTP_AUTH_PLUGIN_OPTIONS) private options: OtpAuthPluginOptions,
    ) {}

    /**
     * Makes a new code for (phone, purpose) and texts it, unless `deliver` is false: a reset
     * for a phone without an account stores a code nobody receives, so the answer and the
     * later checks look the same as for a real account.
     */
    async send(ctx: RequestContext, phone: string, purpose: OtpPurpose, customerId: ID | undefined, deliver = true): Promise<OtpSendResult> {
        const { policies } = this.options;
        const address = clientAddress(ctx.req);
        const refused = await this.limits.consumeAll([
            [policies.sendIp, address],
            [policies.sendPhone, phone],
        ]);
        if (refused) return new TooManyAttemptsError(refused.retryAfterSeconds);
        const now = Date.now();
        const review = this.reviewCode(phone);
        const code = review ?? String(randomInt(0, 10 ** OTP_RULES.digits)).padStart(OTP_RULES.digits, '0');
        const salt = randomBytes(16).toString('hex');
        const written = await rawQuery<{ id: number }>(
            this.connection,
            ctx,
            `INSERT INTO "otp_code" ("phone", "purpose", "codeHash", "salt", "attempts", "sentAt", "expiresAt", "verifiedAt", "customerId")
             VALUES (?, ?, ?, ?, 0, ?, ?, NULL, ?)
             ON CONFLICT ("phone", "purpose") DO UPDATE SET
               "codeHash" = excluded."codeHash", "salt" = excluded."salt", "attempts" = 0, "sentAt" = excluded."sentAt",
               "expiresAt" = excluded."expiresAt", "verifiedAt" = NULL, "customerId" = excluded."customerId"
             WHERE "otp_code"."sentAt" <= ?
             RETURNING "id"`,
            [
                phone,
                purpose,
                hashCode(code, salt),
                salt,
                now,
                now + OTP_RULES.lifetimeMs,
                customerId ? Number(customerId) : null,
                now - OTP_RULES.resendAfterMs,
            ],
        );
        if (!written.length) {
            // Not sent: the caps should not count it.
            await this.limits.refund(policies.sendIp, address);
            await this.limits.refund(policies.sendPhone, phone);
            const [row] = await rawQuery<{ sentAt: string | number }>(
                this.connection,
                ctx,
                `SELECT "sentAt" FROM "otp_code" WHERE "phone" = ? AND "purpose" = ?`,
                [phone, purpose],
            );
            const wait = Number(row?.sentAt ?? now) + OTP_RULES.resendAfterMs - now;
            return new OtpResendTooSoonError(Math.max(1, Math.ceil(wait / 1000)));
        }
        if (!deliver || review) return true;
        try {
            const text = this.options.smsText[await this.smsLanguage(ctx, customerId)];
            await this.options.sms.send(phone, text.replace(/\{code\}/g, code));
        } catch (err) {
            Logger.warn(`SMS to ${phone} not sent: ${(err as Error).message}`, loggerCtx);
            await rawQuery(this.connection, ctx, `DELETE FROM "otp_code" WHERE "id" = ?`, [written[0]!.id]);
            await this.limits.refund(policies.sendPhone, phone);
            return new SmsNotSentError();
        }
        return true;
    }

    /** A signed-in customer's chosen language (`lang`), else the language the shop is used in now (docs/server.md#language). */
    private async smsLanguage(ctx: RequestContext, customerId: ID | undefined): Promise<ProfileLanguage> {
        if (customerId) {
            const [row] = await rawQuery<{ lang: string | null }>(this.connection, ctx, `SELECT "customFieldsLang" AS "lang" FROM "customer" WHERE "id" = ?`, [
                Number(customerId),
            ]);
            if (row?.lang === 'en' || row?.lang === 'ms') return row.lang;
        }
        return ctx.languageCode === 'ms' ? 'ms' : 'en';
    }

    /**
     * Checks a code. The try is counted before the comparison (so a burst of parallel guesses
     * gets no more than the allowed tries); a right code gives it back and marks the code
     * verified, good for OTP_RULES.verifiedForMs. A verified code may be checked again (the
     * client may verify, then sign up with the same code).
     */
    async check(ctx: RequestContext, phone: string, purpose: OtpPurpose, code: string, customerId: ID | undefined, sessionId?: ID): Promise<OtpCheckResult> {
        const { policies } = this.options;
        const address = clientAddress(ctx.req);
        const refused = await this.limits.consume(policies.verifyIp, address);
        if (!refused.allowed) return new TooManyAttemptsError(refused.retryAfterSeconds);
        const now = Date.now();
        const owner = customerId ? Number(customerId) : 0;
        const [row] = await rawQuery<{ id: number; codeHash: string; salt: string; attempts: number }>(
            this.connection,
            ctx,
            `UPDATE "otp_code" SET "attempts" = "attempts" + 1
             WHERE "phone" = ? AND "purpose" = ? AND COALESCE("customerId", 0) = ? AND "attempts" < ?
               AND (("verifiedAt" IS NULL AND "expiresAt" > ?) OR "verifiedAt" > ?)
             RETURNING "id", "codeHash", "salt", "attempts"`,
            [phone, purpose, owner, OTP_RULES.maxAttempts, now, now - OTP_RULES.verifiedForMs],
        );
        if (!row) return new OtpExpiredError(await this.whyNoCode(ctx, phone, purpose, owner));
        const given = /^\d+$/.test(String(code ?? '')) ? String(code) : '';
        if (!timingSafeEqual(Buffer.from(hashCode(given, row.salt), 'hex'), Buffer.from(row.codeHash, 'hex'))) {
            return new OtpInvalidError(Math.max(0, OTP_RULES.maxAttempts - Number(row.attempts)));
        }
        await rawQuery(
            this.connection,
            ctx,
            `UPDATE "otp_code" SET "verifiedAt" = COALESCE("verifiedAt", ?), "verifiedSessionId" = COALESCE("verifiedSessionId", ?),
               "attempts" = "attempts" - 1 WHERE "id" = ?`,
            [now, sessionId == null ? null : Number(sessionId), row.id],
        );
        await this.limits.refund(policies.verifyIp, address);
        return true;
    }

    /**
     * Uses up a verified code (one sign-up, reset or change per code); false if there is none.
     * `bySession`: the caller did not give the code in this call, so only the session that proved
     * it may use it (the proof is that session's, and single-use).
     */
    async consumeVerified(ctx: RequestContext, phone: string, purpose: OtpPurpose, customerId: ID | undefined, bySession?: ID | null): Promise<boolean> {
        if (bySession === null) return false;
        const params: unknown[] = [phone, purpose, customerId ? Number(customerId) : 0, Date.now() - OTP_RULES.verifiedForMs];
        if (bySession !== undefined) params.push(Number(bySession));
        const rows = await rawQuery(
            this.connection,
            ctx,
            `DELETE FROM "otp_code" WHERE "phone" = ? AND "purpose" = ? AND COALESCE("customerId", 0) = ? AND "verifiedAt" > ?${
                bySession === undefined ? '' : ' AND "verifiedSessionId" = ?'
            } RETURNING "id"`,
            params,
        );
        return rows.length > 0;
    }

    /** check() then consumeVerified(): a code used in the same call it is entered in. */
    async checkAndConsume(ctx: RequestContext, phone: string, purpose: OtpPurpose, code: string, customerId: ID | undefined): Promise<OtpCheckResult> {
        const checked = await this.check(ctx, phone, purpose, code, customerId);
        if (checked !== true) return checked;
        return (await this.consumeVerified(ctx, phone, purpose, customerId)) ? true : new OtpExpiredError('USED_UP');
    }

    /** Deletes codes that can no longer be used (a scheduled task). */
    async deleteExpired(ctx: RequestContext): Promise<void> {
        const now = Date.now();
        await rawQuery(this.connection, ctx, `DELETE FROM "otp_code" WHERE "expiresAt" <= ? AND ("verifiedAt" IS NULL OR "verifiedAt" <= ?)`, [
            now,
            now - OTP_RULES.verifiedForMs,
        ]);
    }

    /** The review account's fixed code, when `phone` is the configured review phone. */
    private reviewCode(phone: string): string | undefined {
        const review = this.options.review;
        if (!review) return undefined;
        const configured = normalisePhone(review.phone);
        return 'phone' in configured && configured.phone === phone ? review.code : undefined;
    }

    private async whyNoCode(ctx: RequestContext, phone: string, purpose: OtpPurpose, owner: number) {
        const [row] = await rawQuery<{ attempts: number; verifiedAt: unknown }>(
            this.connection,
            ctx,
            `SELECT "attempts", "verifiedAt" FROM "otp_code" WHERE "phone" = ? AND "purpose" = ? AND COALESCE("customerId", 0) = ?`,
            [phone, purpose, owner],
        );
        if (!row) return 'NOT_REQUESTED' as const;
        return Number(row.attempts) >= OTP_RULES.maxAttempts || row.verifiedAt != null ? ('USED_UP' as const) : ('EXPIRED' as const);
    }
}

/** HMAC-SHA256 of the code with its own salt: a stolen table does not hold codes. */
function hashCode(code: string, salt: string): string {
    return createHmac('sha256', salt).update(code).digest('hex');
}
