import { queryDatabase, TestServer, withShop } from '@tuah/testing';
import { describe, expect, it } from 'vitest';

import { altchaSolution, newAddress, newPhone, otpSelection, REGISTER, shopFrom, signUp } from './support/accounts';

/**
 * The ALTCHA bot check (docs/accounts.md#bot-check): code requests, sign-up and password reset
 * need a solved challenge in the `x-altcha` header, and a solution is accepted once, even when
 * it is sent many times at once. The test servers run it at the lowest difficulty.
 */
const RESET = `mutation ($input: ResetPasswordUsingOTPInput!) { resetPasswordUsingOTP(input: $input) { ${otpSelection('BotCheckFailedError')} } }`;
const NEW_HP = `mutation ($hp: String!) { getNewHpOTP(hpNum: $hp) { ${otpSelection('BotCheckFailedError')} } }`;
const GENERATE = `mutation ($input: GenerateOTPInput!) { generateOTP(input: $input) { ${otpSelection('BotCheckFailedError')} } }`;

describe('bot check', () => {
    let server: TestServer;
    withShop(shop => ({ server } = shop), { TRUST_PROXY: 'loopback' });

    const shop = (language?: string) => shopFrom(server, newAddress(), null, language);
    const request = (altcha: string | null, language?: string) =>
        shop(language)(GENERATE, { input: { phoneNumber: newPhone() } }, altcha).then(r => r.data.generateOTP);

    it('hands out signed PBKDF2 challenges, a new one each time', async () => {
        const first = (await shop()('{ altchaChallenge }')).data.altchaChallenge;
        const second = (await shop()('{ altchaChallenge }')).data.altchaChallenge;
        expect(first).toMatchObject({
            parameters: { algorithm: 'PBKDF2/SHA-256', cost: 1, nonce: expect.any(String), expiresAt: expect.any(Number) },
            signature: expect.any(String),
        });
        expect(second.parameters.nonce).not.toBe(first.parameters.nonce);
        // About ten minutes to solve and use it.
        expect(first.parameters.expiresAt * 1000 - Date.now()).toBeGreaterThan(9 * 60_000);
    });

    it('refuses a code request, sign-up or reset without a solution, in English or Malay', async () => {
        expect(await request(null)).toEqual({
            __typename: 'BotCheckFailedError',
            errorCode: 'BOT_CHECK_FAILED_ERROR',
            message: 'Please wait until the check that you are not a robot is done',
            reason: 'MISSING',
        });
        expect((await request(null, 'ms')).message).toBe('Sila tunggu sehingga semakan bahawa anda bukan robot selesai');
        const phone = newPhone();
        const register = { firstName: 'Bot', username: 'bot_1', phoneNumber: phone, emailAddress: 'bot@tuah.test', password: 'good-pass-123', otp: '123456' };
        expect((await shop()(REGISTER, { input: register }, null)).data.registerCustomerAccountWithOTP).toMatchObject({ errorCode: 'BOT_CHECK_FAILED_ERROR' });
        expect(
            (await shop()(RESET, { input: { phoneNumber: phone, otp: '123456', password: 'good-pass-123' } }, null)).data.resetPasswordUsingOTP,
        ).toMatchObject({
            reason: 'MISSING',
        });
        // Nothing was sent or stored for the refused requests.
        expect(await queryDatabase(server, `SELECT "id" FROM "otp_code" WHERE "phone" = $1`, [phone])).toEqual([]);
    });

    it('refuses garbage, a forged answer and a challenge with a changed difficulty', async () => {
        expect(await request('not base64 json')).toMatchObject({ reason: 'INVALID' });
        const good = JSON.parse(Buffer.from(await altchaSolution(server), 'base64').toString());
        const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');
        const key: string = good.solution.derivedKey;
        const forged = { ...good, solution: { ...good.solution, derivedKey: key.slice(0, -1) + (key.endsWith('0') ? '1' : '0') } };
        expect(await request(encode(forged))).toMatchObject({ reason: 'INVALID' });
        const easier = { ...good, challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 0 } } };
        expect(await request(encode(easier))).toMatchObject({ reason: 'INVALID' });
        // The untouched solution still works: refused attempts do not use it up.
        expect((await request(encode(good))).__typename).toBe('OtpResult');
    });

    it('accepts a solution once: sent 20 times at once, exactly one request goes through', async () => {
        const solution = await altchaSolution(server);
        const results = await Promise.all(Array.from({ length: 20 }, () => request(solution)));
        expect(results.filter(r => r.__typename === 'OtpResult')).toHaveLength(1);
        expect(results.filter(r => r.reason === 'USED')).toHaveLength(19);
        expect((await request(solution)).reason).toBe('USED');
        // One solution, one phone texted: the other 19 phones got nothing.
        const nonce = JSON.parse(Buffer.from(solution, 'base64').toString()).challenge.parameters.nonce;
        expect(await queryDatabase(server, `SELECT "challengeId" FROM "altcha_solution" WHERE "challengeId" = $1`, [nonce])).toHaveLength(1);
    });

    it("a signed-in customer's phone change needs one too", async () => {
        const account = await signUp(server, 'BotHp');
        const mine = shopFrom(server, newAddress(), account.token);
        expect((await mine(NEW_HP, { hp: newPhone() }, null)).data.getNewHpOTP).toMatchObject({ reason: 'MISSING' });
        expect((await mine(NEW_HP, { hp: newPhone() })).data.getNewHpOTP.__typename).toBe('OtpResult');
    });

    it('is off only when configured off: then no challenge and no solution needed', async () => {
        await server.restart({ ALTCHA: 'false' });
        try {
            expect((await shop()('{ altchaChallenge }')).data.altchaChallenge).toBeNull();
            expect((await request(null)).__typename).toBe('OtpResult');
        } finally {
            await server.restart();
        }
    });
});
