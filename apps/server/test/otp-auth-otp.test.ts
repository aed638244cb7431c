import { queryDatabase, TestServer, withShop } from '@tuah/testing';
import { describe, expect, it } from 'vitest';

import { GENERATE_OTP, lastCode, newAddress, newPhone, shopFrom, VERIFY_OTP } from './support/accounts';

/**
 * One-time codes (docs/accounts.md#otp): 6 digits, 5 minutes, 5 wrong tries burn a code, resend
 * after 60 s, caps per phone and per address per hour, stored hashed; phones normalised to
 * E.164 for MY, ID and TH. Time passing is simulated by moving the stored times back.
 */
describe('OTP rules', () => {
    let server: TestServer;
    withShop(shop => ({ server } = shop), { TRUST_PROXY: 'loopback' });

    const send = (phone: string, ip = newAddress(), language?: string) =>
        shopFrom(server, ip, null, language)(GENERATE_OTP, { input: { phoneNumber: phone } }).then(r => r.data.generateOTP);
    const verify = (phone: string, otp: string, ip = newAddress()) =>
        shopFrom(server, ip)(VERIFY_OTP, { input: { phoneNumber: phone, otp } }).then(r => r.data.verifyOTP);
    /** Moves a phone's code back in time, as if `ms` had passed. */
    const age = (phone: string, ms: number) =>
        queryDatabase(server, `UPDATE "otp_code" SET "sentAt" = "sentAt" - $1, "expiresAt" = "expiresAt" - $2 WHERE "phone" = $3`, [ms, ms, phone]);

    it('texts a 6-digit code through the outbox, keeps only a hash of it, and verifies it once right', async () => {
        const phone = newPhone();
        expect(await send(phone)).toEqual({ __typename: 'OtpResult', success: true, message: 'We have sent a code to your phone' });
        const code = await lastCode(server, phone);
        expect(code).toMatch(/^\d{6}$/);
        const rows = await queryDatabase(server, `SELECT * FROM "otp_code" WHERE "phone" = $1`, [phone]);
        expect(rows).toHaveLength(1);
        expect(JSON.stringify(rows[0])).not.toContain(code);
        expect(rows[0].codeHash).toMatch(/^[0-9a-f]{64}$/);
        expect(await verify(phone, code!)).toEqual({ __typename: 'OtpResult', success: true, message: 'Your phone number is verified' });
    });

    it('normalises MY, ID and TH numbers to E.164 and refuses others with a clear, translated reason', async () => {
        const local = `0${newPhone().slice(3)}`; // 012… as a Malaysian types it
        expect((await send(local)).__typename).toBe('OtpResult');
        expect(await lastCode(server, `+60${local.slice(1)}`)).toMatch(/^\d{6}$/);
        expect((await send('+62 812-3456-7890')).__typename).toBe('OtpResult');
        expect(await lastCode(server, '+6281234567890')).toMatch(/^\d{6}$/);
        expect((await send('+66 81 234 5678')).__typename).toBe('OtpResult');
        const cases: Array<[string, string, string]> = [
            ['12', 'NOT_A_NUMBER', 'This is not a valid phone number'],
            ['not a phone', 'NOT_A_NUMBER', 'This is not a valid phone number'],
            ['+6591234567', 'UNSUPPORTED_COUNTRY', 'Please use a Malaysian, Indonesian or Thai phone number'],
            ['+60312345678', 'NOT_A_NUMBER', 'This is not a valid phone number'],
            ['+60 3-2123 4567', 'NOT_MOBILE', 'Please use a mobile phone number'],
        ];
        for (const [phone, reason, message] of cases) {
            expect(await send(phone), phone).toEqual({ __typename: 'InvalidPhoneNumberError', errorCode: 'INVALID_PHONE_NUMBER_ERROR', reason, message });
        }
        expect((await send('+6591234567', newAddress(), 'ms')).message).toBe('Sila gunakan nombor telefon Malaysia, Indonesia atau Thailand');
    });

    it('resends only after 60 s; a new code replaces the old one', async () => {
        const phone = newPhone();
        await send(phone);
        const first = await lastCode(server, phone);
        const again = await send(phone);
        expect(again).toMatchObject({ __typename: 'OtpResendTooSoonError', errorCode: 'OTP_RESEND_TOO_SOON_ERROR' });
        expect(again.retryAfterSeconds).toBeGreaterThan(55);
        expect(again.retryAfterSeconds).toBeLessThanOrEqual(60);
        await age(phone, 45_000);
        expect((await send(phone)).retryAfterSeconds).toBeLessThanOrEqual(15);
        await age(phone, 15_000);
        expect((await send(phone)).__typename).toBe('OtpResult');
        const second = await lastCode(server, phone);
        if (second !== first) expect((await verify(phone, first!)).__typename).toBe('OtpInvalidError');
        expect((await verify(phone, second!)).__typename).toBe('OtpResult');
    });

    it('a code lives 5 minutes', async () => {
        const phone = newPhone();
        await send(phone);
        const code = (await lastCode(server, phone))!;
        await age(phone, 4 * 60_000 + 50_000);
        expect((await verify(phone, wrong(code))).attemptsLeft).toBe(4); // still alive at 4:50
        await age(phone, 11_000);
        expect(await verify(phone, code)).toMatchObject({
            __typename: 'OtpExpiredError',
            reason: 'EXPIRED',
            message: 'This code has expired: please ask for a new one',
        });
        expect(await verify(newPhone(), '123456')).toMatchObject({ __typename: 'OtpExpiredError', reason: 'NOT_REQUESTED' });
    });

    it('5 wrong tries burn the code: the right one is refused after them', async () => {
        const phone = newPhone();
        await send(phone);
        const code = (await lastCode(server, phone))!;
        const left = [];
        for (let i = 0; i < 5; i++) left.push((await verify(phone, wrong(code, i))).attemptsLeft);
        expect(left).toEqual([4, 3, 2, 1, 0]);
        expect(await verify(phone, code)).toMatchObject({ __typename: 'OtpExpiredError', reason: 'USED_UP' });
        // Malformed guesses count as wrong ones.
        const other = newPhone();
        await send(other);
        expect((await verify(other, 'abc')).attemptsLeft).toBe(4);
    });

    it('caps codes per phone (5 an hour) and per address (20 an hour)', async () => {
        const phone = newPhone();
        for (let i = 0; i < 5; i++) {
            expect((await send(phone)).__typename, `send ${i + 1}`).toBe('OtpResult');
            await age(phone, 61_000);
        }
        const capped = await send(phone);
        expect(capped).toMatchObject({ __typename: 'TooManyAttemptsError', errorCode: 'TOO_MANY_ATTEMPTS_ERROR' });
        expect(capped.retryAfterSeconds).toBeGreaterThan(3500);

        const ip = newAddress();
        for (let i = 0; i < 20; i++) expect((await send(newPhone(), ip)).__typename, `send ${i + 1}`).toBe('OtpResult');
        expect((await send(newPhone(), ip)).__typename).toBe('TooManyAttemptsError');
        expect((await send(newPhone())).__typename).toBe('OtpResult'); // another address is unaffected
    });

    it('brute force: 1,000 guesses against one phone never succeed; the code burns after 5 and the sender is capped', async () => {
        const phone = newPhone();
        await send(phone);
        const code = (await lastCode(server, phone))!;
        // 1,000 different guesses, each from its own address (a botnet), 50 at a time.
        const guesses = Array.from({ length: 1000 }, (_, i) => String(i * 997).padStart(6, '0')).filter(g => g !== code);
        const answers: string[] = [];
        for (let batch = 0; batch < guesses.length; batch += 50) {
            const results = await Promise.all(guesses.slice(batch, batch + 50).map(g => verify(phone, g)));
            answers.push(...results.map(a => a.__typename + (a.reason ? `:${a.reason}` : '')));
        }
        expect(answers.filter(a => a === 'OtpResult')).toEqual([]);
        // Only five guesses were compared at all; every later one found the code burned.
        expect(answers.filter(a => a === 'OtpInvalidError')).toHaveLength(5);
        expect(answers.filter(a => a === 'OtpExpiredError:USED_UP')).toHaveLength(guesses.length - 5);
        // Burned for good: the right code no longer works either.
        expect(await verify(phone, code)).toMatchObject({ __typename: 'OtpExpiredError', reason: 'USED_UP' });
        // From one address, wrong guesses are capped at 30 an hour across phones.
        const ip = newAddress();
        const fromOne = [];
        for (let i = 0; i < 35; i++) fromOne.push((await verify(newPhone(), '000000', ip)).__typename);
        expect(fromOne.slice(0, 30).every(t => t === 'OtpExpiredError')).toBe(true);
        expect(fromOne.slice(30).every(t => t === 'TooManyAttemptsError')).toBe(true);
    });
});

/** A code that is not `code`. */
function wrong(code: string, salt = 0): string {
    return String((Number(code) + 1 + salt) % 1_000_000).padStart(6, '0');
}
