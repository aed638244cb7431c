import { ADD_ITEM, gql, pay, productVariants, queryDatabase, TestServer, toArrangingPayment, withShop } from '@tuah/testing';
import { beforeAll, describe, expect, it } from 'vitest';

import { DEMO_SHOPPER_PASSWORD } from '../src/seed/demo-campaigns';
import { Account, AUTHENTICATE, GENERATE_OTP, lastCode, newAddress, newPhone, otpSelection, REGISTER, shopFrom, signUp, VERIFY_OTP } from './support/accounts';

/**
 * Accounts end to end on the server (docs/accounts.md): sign-up on a verified phone, sign-in by
 * username, email or phone, profile fields, password reset and change by code, phone change,
 * avatar, deletion; what another customer or a guest gets; password brute force.
 */
const ME = `{ activeCustomer { id firstName lastName displayName emailAddress phoneNumber pendingAction customFields { lang govId username avatar { id } } } }`;
const RESET = `mutation ($input: ResetPasswordUsingOTPInput!) {
  resetPasswordUsingOTP(input: $input) { ${otpSelection('OtpInvalidError', 'OtpExpiredError', 'PasswordValidationError', 'TooManyAttemptsError')} }
}`;
const UPDATE_PW = `mutation ($input: UpdatePasswordUsingOTPInput!) {
  updatePasswordUsingOTP(input: $input) { ${otpSelection('OtpInvalidError', 'OtpExpiredError', 'PasswordValidationError')} }
}`;
const NEW_HP = `mutation ($hp: String!) { getNewHpOTP(hpNum: $hp) { ${otpSelection('InvalidPhoneNumberError', 'OtpResendTooSoonError')} } }`;
const UPDATE_CUSTOMER = `mutation ($input: UpdateCustomerInput!) { updateCustomer(input: $input) { id displayName emailAddress phoneNumber firstName customFields { govId } } }`;
const UPDATE_LANG = `mutation ($lang: String!) {
  updateLang(lang: $lang) { __typename ... on Customer { id customFields { lang } } ... on InvalidAccountFieldError { errorCode field message } }
}`;
const AVATAR = `mutation ($f: String!) {
  setCustomerAvatarB64(fileB64: $f) { __typename ... on Asset { id name fileSize } ... on InvalidAvatarError { errorCode reason maxBytes message } }
}`;
const DELETE = `mutation ($c: String!, $p: String!) {
  deleteAcc(input: { confirmation: $c, password: $p }) {
    __typename ... on Success { success } ... on ErrorResult { errorCode message } ... on DeleteConfirmationError { expected } ... on TooManyAttemptsError { retryAfterSeconds }
  }
}`;
/** A 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('accounts', () => {
    let server: TestServer;
    let admin: string;
    withShop(shop => ({ server, admin } = shop), { TRUST_PROXY: 'loopback' });

    const shop = (token?: string | null, language?: string) => shopFrom(server, newAddress(), token, language);
    const me = async (token: string | null) => (await shop(token)(ME)).data.activeCustomer;
    const signIn = async (name: string, password: string) => {
        const r = await shop()(AUTHENTICATE, { u: name, p: password });
        return { result: r.data.authenticate, token: r.token };
    };
    /** Sends a code for `purpose` and returns it from the outbox. */
    const codeFor = async (phone: string | null, purpose: string, token?: string) => {
        const sent = await shop(token)(GENERATE_OTP, { input: { phoneNumber: phone, purpose } });
        expect(sent.data.generateOTP.__typename).toBe('OtpResult');
        return lastCode(server, phone!);
    };

    it('the demo shoppers sign in with the README password, by username, email or phone, and see their tickets', async () => {
        expect(DEMO_SHOPPER_PASSWORD).toBe('tuah-demo-1');
        for (const name of ['aisyah', 'budi.demo@tuah.example', '+66812300003', '0123000004', 'ravi']) {
            const { result, token } = await signIn(name, 'tuah-demo-1');
            expect(result.__typename, name).toBe('CurrentUser');
            expect((await me(token)).pendingAction).toBe('NONE');
        }
        const { token } = await signIn('aisyah', 'tuah-demo-1');
        const joined = await shop(token)('{ listUserParticipateCampaign(state: ENDED) { totalItems } }');
        expect(joined.data.listUserParticipateCampaign.totalItems).toBeGreaterThan(0);
    });

    describe('sign-up', () => {
        it('needs a verified phone; the account can sign in at once by username, email or phone', async () => {
            const phone = newPhone();
            const input = {
                firstName: 'Nur Aina binti Ahmad',
                username: 'Aina_01',
                phoneNumber: phone,
                emailAddress: 'Aina@tuah.test',
                password: 'good-pass-123',
                govId: '900101-14-5678',
                lang: 'ms',
            };
            expect((await shop()(REGISTER, { input })).data.registerCustomerAccountWithOTP).toMatchObject({
                __typename: 'PhoneNotVerifiedError',
                errorCode: 'PHONE_NOT_VERIFIED_ERROR',
            });
            const code = await codeFor(phone, 'SIGN_UP');
            expect(
                (await shop()(REGISTER, { input: { ...input, otp: String((Number(code) + 1) % 1e6).padStart(6, '0') } })).data.registerCustomerAccountWithOTP,
            ).toMatchObject({
                __typename: 'OtpInvalidError',
                attemptsLeft: 4,
            });
            const verified = await shop()(VERIFY_OTP, { input: { phoneNumber: phone, otp: code } });
            expect(verified.data.verifyOTP.__typename).toBe('OtpResult');
            // Issue 30 #6: the proof is the verifying client's. Another client, without a session
            // or with its own, cannot register the phone without the code.
            expect(verified.token).toBeTruthy();
            const stranger = await shop()('{ activeOrder { id } }');
            for (const token of [null, stranger.token ?? 'no-such-token']) {
                expect(
                    (await shop(token)(REGISTER, { input: { ...input, username: 'thief_01', emailAddress: 'thief@tuah.test' } })).data
                        .registerCustomerAccountWithOTP,
                ).toMatchObject({
                    __typename: 'PhoneNotVerifiedError',
                });
            }
            // The owner's own sign-up, from the session that verified, still works.
            expect((await shop(verified.token, 'ms')(REGISTER, { input })).data.registerCustomerAccountWithOTP).toEqual({
                __typename: 'OtpResult',
                success: true,
                message: 'Akaun anda telah sedia',
            });
            for (const name of ['aina_01', 'AINA_01', 'aina@tuah.test', phone, `0${phone.slice(3)}`]) {
                const { result, token } = await signIn(name, 'good-pass-123');
                expect(result, name).toMatchObject({ __typename: 'CurrentUser', identifier: 'aina@tuah.test' });
                expect(token).toBeTruthy();
            }
            const { token } = await signIn('aina_01', 'good-pass-123');
            expect(await me(token)).toMatchObject({
                firstName: 'Nur Aina binti Ahmad',
                displayName: 'aina_01',
                emailAddress: 'aina@tuah.test',
                phoneNumber: phone,
                pendingAction: 'NONE',
                customFields: { lang: 'ms', govId: '900101-14-5678', username: 'aina_01', avatar: null },
            });
            // The verified code was used up by the sign-up.
            expect(
                (await shop()(REGISTER, { input: { ...input, username: 'other', emailAddress: 'other@tuah.test' } })).data.registerCustomerAccountWithOTP
                    .__typename,
            ).toBe('PhoneNumberConflictError');
            expect((await signIn('aina_01', 'wrong-pass-123')).result).toMatchObject({ __typename: 'InvalidCredentialsError', authenticationError: '' });
        });

        it('answers bad input and duplicates with clear error codes', async () => {
            const taken = await signUp(server, 'Taken');
            const phone = newPhone();
            const code = await codeFor(phone, 'SIGN_UP');
            const base = { firstName: 'Siti', username: 'siti', phoneNumber: phone, password: 'good-pass-123', otp: code };
            // Each try with its own email: sign-up is limited to 3 tries an hour per email.
            let tries = 0;
            const register = async (changes: Record<string, unknown>, language?: string) =>
                (await shop(null, language)(REGISTER, { input: { ...base, emailAddress: `siti${++tries}@tuah.test`, ...changes } })).data
                    .registerCustomerAccountWithOTP;
            expect(await register({ password: null })).toMatchObject({ errorCode: 'MISSING_PASSWORD_ERROR' });
            expect(await register({ password: 'short1' })).toMatchObject({
                errorCode: 'PASSWORD_VALIDATION_ERROR',
                validationErrorMessage: 'A password has 8 to 64 characters with at least one letter and one digit',
            });
            expect(await register({ password: 'lettersonly' })).toMatchObject({ errorCode: 'PASSWORD_VALIDATION_ERROR' });
            expect(await register({ username: 'a' })).toMatchObject({ errorCode: 'INVALID_ACCOUNT_FIELD_ERROR', field: 'username' });
            expect(await register({ username: '0123456789' })).toMatchObject({ field: 'username' });
            expect(await register({ username: 'has@sign' })).toMatchObject({ field: 'username' });
            expect(await register({ firstName: '  ' })).toMatchObject({ field: 'firstName' });
            expect(await register({ emailAddress: 'not-an-email' })).toMatchObject({ field: 'emailAddress' });
            expect(await register({ govId: '12' })).toMatchObject({ field: 'govId' });
            expect(await register({ lang: 'fr' })).toMatchObject({ field: 'lang' });
            expect(await register({ phoneNumber: '+6591234567' })).toMatchObject({ errorCode: 'INVALID_PHONE_NUMBER_ERROR', reason: 'UNSUPPORTED_COUNTRY' });
            expect(await register({ emailAddress: taken.email.toUpperCase() })).toMatchObject({ errorCode: 'EMAIL_ADDRESS_CONFLICT_ERROR' });
            expect(await register({ username: taken.username })).toEqual({
                __typename: 'UsernameConflictError',
                errorCode: 'USERNAME_CONFLICT_ERROR',
                message: 'This username is taken',
            });
            expect((await register({ username: taken.username }, 'ms')).message).toBe('Nama pengguna ini telah diambil');
            expect(await register({ phoneNumber: taken.phone, otp: null })).toMatchObject({ errorCode: 'PHONE_NUMBER_CONFLICT_ERROR' });
            // None of these used the code up: the corrected form goes through.
            expect((await register({})).__typename).toBe('OtpResult');
        });
    });

    describe('sign-up with typos (issue 31 #1)', () => {
        const wrong = (code: string) => String((Number(code) + 1) % 1e6).padStart(6, '0');
        /** Moves a phone's code back in time, so a new one may be asked for at once. */
        const age = (phone: string) => queryDatabase(server, `UPDATE "otp_code" SET "sentAt" = "sentAt" - 61000 WHERE "phone" = $1`, [phone]);

        it('three wrong codes then the right one, from one shopper, create the account (no govId needed)', async () => {
            const address = newAddress();
            const phone = newPhone();
            const code = (await codeFor(phone, 'SIGN_UP'))!;
            const input = { firstName: 'Typo Tan', username: 'typo_tan', phoneNumber: phone, emailAddress: 'typo@tuah.test', password: 'good-pass-123' };
            const register = async (otp: string) =>
                (await shopFrom(server, address, null, 'ms')(REGISTER, { input: { ...input, otp } })).data.registerCustomerAccountWithOTP;
            for (const left of [4, 3, 2]) expect(await register(wrong(code))).toMatchObject({ errorCode: 'OTP_INVALID_ERROR', attemptsLeft: left });
            expect(await register(code)).toMatchObject({ __typename: 'OtpResult', success: true });
            expect((await me((await signIn('typo_tan', 'good-pass-123')).token)).customFields.govId).toBeNull();
        });

        it('a code whose tries are used up is refused; a new code then works for the same email', async () => {
            const address = newAddress();
            const phone = newPhone();
            const input = { firstName: 'Slip Lee', username: 'slip_lee', phoneNumber: phone, emailAddress: 'slip@tuah.test', password: 'good-pass-123' };
            const register = async (otp: string) =>
                (await shopFrom(server, address)(REGISTER, { input: { ...input, otp } })).data.registerCustomerAccountWithOTP;
            const first = (await codeFor(phone, 'SIGN_UP'))!;
            for (let i = 0; i < 5; i++) expect((await register(wrong(first))).errorCode).toBe('OTP_INVALID_ERROR');
            expect(await register(first)).toMatchObject({ errorCode: 'OTP_EXPIRED_ERROR', reason: 'USED_UP' });
            await age(phone);
            const second = (await codeFor(phone, 'SIGN_UP'))!;
            expect((await register(wrong(second))).errorCode).toBe('OTP_INVALID_ERROR');
            expect(await register(second)).toMatchObject({ __typename: 'OtpResult', success: true });
        });

        it('the per-email cap still stops many sign-ups for one email: the 4th in an hour is refused', async () => {
            const answers = [];
            for (let i = 0; i < 4; i++) {
                const input = { firstName: 'Many', username: `many_${i}`, phoneNumber: newPhone(), emailAddress: 'many@tuah.test', password: 'good-pass-123' };
                answers.push((await shopFrom(server, newAddress())(REGISTER, { input })).data.registerCustomerAccountWithOTP.errorCode);
            }
            expect(answers).toEqual(['PHONE_NOT_VERIFIED_ERROR', 'PHONE_NOT_VERIFIED_ERROR', 'PHONE_NOT_VERIFIED_ERROR', 'TOO_MANY_ATTEMPTS_ERROR']);
        });
    });

    describe('passwords', () => {
        let account: Account;
        beforeAll(async () => {
            account = await signUp(server, 'Resetter');
        });

        it('reset by a code to the phone: the new password works, the old one and every session end', async () => {
            const code = await codeFor(account.phone, 'RESET_PASSWORD');
            const reset = (input: Record<string, unknown>) =>
                shop()(RESET, { input: { phoneNumber: account.phone, otp: code, password: 'newer-pass-456', ...input } });
            expect((await reset({ password: 'weak' })).data.resetPasswordUsingOTP).toMatchObject({ errorCode: 'PASSWORD_VALIDATION_ERROR' });
            expect((await reset({ otp: '000000' === code ? '111111' : '000000' })).data.resetPasswordUsingOTP).toMatchObject({
                errorCode: 'OTP_INVALID_ERROR',
            });
            expect((await reset({})).data.resetPasswordUsingOTP).toMatchObject({ __typename: 'OtpResult', success: true, message: 'Your password is updated' });
            expect((await reset({})).data.resetPasswordUsingOTP).toMatchObject({ errorCode: 'OTP_EXPIRED_ERROR' }); // once only
            expect(await me(account.token)).toBeNull();
            expect((await signIn(account.username, account.password)).result.__typename).toBe('InvalidCredentialsError');
            const { result, token } = await signIn(account.email, 'newer-pass-456');
            expect(result.__typename).toBe('CurrentUser');
            account = { ...account, password: 'newer-pass-456', token: token! };
        });

        it("UpdateCustomerPassword (Vendure's) needs the current password and keeps to the password rules", async () => {
            const change = async (current: string, next: string) =>
                (
                    await shop(account.token)(
                        `mutation ($c: String!, $n: String!) { updateCustomerPassword(currentPassword: $c, newPassword: $n) { __typename ... on ErrorResult { errorCode } ... on PasswordValidationError { validationErrorMessage } } }`,
                        { c: current, n: next },
                    )
                ).data.updateCustomerPassword;
            expect(await change('not-my-pass-1', 'changed-pass-2')).toMatchObject({ errorCode: 'INVALID_CREDENTIALS_ERROR' });
            expect(await change(account.password, 'nodigits')).toMatchObject({ errorCode: 'PASSWORD_VALIDATION_ERROR' });
            expect(await change(account.password, 'changed-pass-2')).toEqual({ __typename: 'Success' });
            expect((await signIn(account.username, 'changed-pass-2')).result.__typename).toBe('CurrentUser');
            account = { ...account, password: 'changed-pass-2' };
        });

        it('a reset for a phone without an account answers the same and texts nothing', async () => {
            const phone = newPhone();
            const sent = await shop()(GENERATE_OTP, { input: { phoneNumber: phone, purpose: 'RESET_PASSWORD' } });
            expect(sent.data.generateOTP).toEqual({ __typename: 'OtpResult', success: true, message: 'We have sent a code to your phone' });
            expect(await lastCode(server, phone)).toBeNull();
            const reset = await shop()(RESET, { input: { phoneNumber: phone, otp: '123456', password: 'newer-pass-456' } });
            expect(reset.data.resetPasswordUsingOTP).toMatchObject({ errorCode: 'OTP_INVALID_ERROR', attemptsLeft: 4 });
        });

        it('a signed-in shopper sets a new password by a code to their own phone; a guest cannot', async () => {
            await expect(shop()(GENERATE_OTP, { input: { purpose: 'UPDATE_PASSWORD' } })).rejects.toThrow(/not currently authorized/);
            const sent = await shop(account.token)(GENERATE_OTP, { input: { purpose: 'UPDATE_PASSWORD' } });
            expect(sent.data.generateOTP.__typename).toBe('OtpResult');
            const code = await lastCode(server, account.phone);
            const other = await signUp(server, 'Stranger');
            // Another customer cannot use it.
            expect((await shop(other.token)(UPDATE_PW, { input: { otp: code, password: 'stolen-pass-1' } })).data.updatePasswordUsingOTP).toMatchObject({
                errorCode: 'OTP_EXPIRED_ERROR',
            });
            expect((await shop(account.token)(UPDATE_PW, { input: { otp: code, password: 'third-pass-789' } })).data.updatePasswordUsingOTP.__typename).toBe(
                'OtpResult',
            );
            expect((await signIn(account.phone, 'third-pass-789')).result.__typename).toBe('CurrentUser');
            expect((await signIn(other.username, 'stolen-pass-1')).result.__typename).toBe('InvalidCredentialsError');
        });
    });

    describe('profile', () => {
        let a: Account;
        let b: Account;
        beforeAll(async () => {
            a = await signUp(server, 'Profiled');
            b = await signUp(server, 'Other');
        });

        it('updateCustomer sets the display name and govId once; the phone changes only by code', async () => {
            const updated = await shop(a.token)(UPDATE_CUSTOMER, {
                input: { displayName: ' Aina ', firstName: 'Aina Binti Ali', customFields: { govId: 'A1234567' } },
            });
            expect(updated.data.updateCustomer).toMatchObject({
                displayName: 'Aina',
                firstName: 'Aina Binti Ali',
                emailAddress: a.email,
                phoneNumber: a.phone,
                customFields: { govId: 'A1234567' },
            });
            await expect(shop(a.token)(UPDATE_CUSTOMER, { input: { customFields: { govId: 'B7654321' } } })).rejects.toThrow(
                'Your NRIC number cannot be changed once submitted',
            );
            await expect(shop(a.token, 'ms')(UPDATE_CUSTOMER, { input: { customFields: { govId: 'B7654321' } } })).rejects.toThrow(
                'Nombor NRIC anda tidak boleh diubah selepas dihantar',
            );
            // The same value again is no change.
            expect((await shop(a.token)(UPDATE_CUSTOMER, { input: { customFields: { govId: 'A1234567' } } })).data.updateCustomer.customFields.govId).toBe(
                'A1234567',
            );
            await expect(shop(a.token)(UPDATE_CUSTOMER, { input: { phoneNumber: newPhone() } })).rejects.toThrow(
                'Change your phone number with a code sent to the new number',
            );
            await expect(shop(a.token)(UPDATE_CUSTOMER, { input: { displayName: 'x'.repeat(41) } })).rejects.toThrow(/displayName/);
            // b is untouched; a guest has no customer to update.
            expect(await me(b.token)).toMatchObject({ displayName: 'other', customFields: { govId: null } });
            await expect(shop()(UPDATE_CUSTOMER, { input: { displayName: 'Guest' } })).rejects.toThrow(/not currently authorized/);
        });

        it('updateLang takes en or ms', async () => {
            expect((await shop(a.token)(UPDATE_LANG, { lang: 'en' })).data.updateLang).toMatchObject({ __typename: 'Customer', customFields: { lang: 'en' } });
            expect((await shop(a.token)(UPDATE_LANG, { lang: 'de' })).data.updateLang).toMatchObject({
                errorCode: 'INVALID_ACCOUNT_FIELD_ERROR',
                field: 'lang',
            });
            expect((await me(a.token)).customFields.lang).toBe('en');
            expect((await me(b.token)).customFields.lang).toBeNull();
        });

        it('the avatar: PNG, JPEG or WebP up to 64 KB, returns id, name and fileSize, and shows on the profile', async () => {
            const set = await shop(a.token)(AVATAR, { f: `data:image/png;base64,${PNG}` });
            expect(set.data.setCustomerAvatarB64).toMatchObject({
                __typename: 'Asset',
                name: expect.stringMatching(/^avatar-\d+\.png$/),
                fileSize: Buffer.from(PNG, 'base64').length,
            });
            expect((await me(a.token)).customFields.avatar).toEqual({ id: set.data.setCustomerAvatarB64.id });
            expect((await me(b.token)).customFields.avatar).toBeNull();
            // A new avatar replaces the old one, whose asset is deleted.
            const next = await shop(a.token)(AVATAR, { f: PNG });
            expect((await me(a.token)).customFields.avatar).toEqual({ id: next.data.setCustomerAvatarB64.id });
            expect(await queryDatabase(server, `SELECT "id" FROM "asset" WHERE "id" = $1`, [set.data.setCustomerAvatarB64.id])).toEqual([]);
            const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1').toString('base64');
            expect((await shop(a.token)(AVATAR, { f: gif })).data.setCustomerAvatarB64).toMatchObject({ errorCode: 'INVALID_AVATAR_ERROR', reason: 'TYPE' });
            expect((await shop(a.token)(AVATAR, { f: 'bm90IGFuIGltYWdl' })).data.setCustomerAvatarB64).toMatchObject({ reason: 'TYPE' });
            const big = Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(64 * 1024)]).toString('base64');
            expect((await shop(a.token)(AVATAR, { f: big })).data.setCustomerAvatarB64).toMatchObject({
                reason: 'SIZE',
                maxBytes: 64 * 1024,
                message: 'The picture is too large',
            });
            await expect(shop()(AVATAR, { f: PNG })).rejects.toThrow(/not currently authorized/);
        });

        it("other shoppers see a participant's avatar once one is uploaded; without one it is null", async () => {
            const { token } = await signIn('aisyah', 'tuah-demo-1');
            const joined = await shop(token)('{ listUserParticipateCampaign(state: ENDED) { items { id } } }');
            const campaignId = joined.data.listUserParticipateCampaign.items[0].id;
            const PARTICIPANTS = `query ($id: ID!) { listCampaignParticipants(campaignId: $id, options: { take: 100 }) { items { customer { id displayName avatar { id } } } } }`;
            const participants = async () => (await shop()(PARTICIPANTS, { id: campaignId })).data.listCampaignParticipants.items.map((p: any) => p.customer);
            const { id } = await me(token);
            const mine = (list: any[]) => list.find(c => c.id === id);
            expect(mine(await participants()).avatar).toBeNull();
            const set = await shop(token)(AVATAR, { f: PNG });
            const after = await participants();
            expect(mine(after).avatar).toEqual({ id: set.data.setCustomerAvatarB64.id });
            // Everyone else on the page keeps theirs (the demo's others have none).
            expect(after.filter((c: any) => c.id !== id).every((c: any) => c.avatar === null)).toBe(true);
            expect(after.length).toBeGreaterThan(1);
        });

        it('changes the phone by a code to the new number, which only the asker can use', async () => {
            const next = newPhone();
            expect((await shop(a.token)(NEW_HP, { hp: b.phone })).data.getNewHpOTP).toMatchObject({ errorCode: 'PHONE_NUMBER_CONFLICT_ERROR' });
            expect((await shop(a.token)(NEW_HP, { hp: '123' })).data.getNewHpOTP).toMatchObject({ errorCode: 'INVALID_PHONE_NUMBER_ERROR' });
            expect((await shop(a.token)(NEW_HP, { hp: next })).data.getNewHpOTP.__typename).toBe('OtpResult');
            const code = await lastCode(server, next);
            const change = (token: string | null) => shop(token)(VERIFY_OTP, { input: { phoneNumber: next, otp: code, purpose: 'CHANGE_PHONE' } });
            expect((await change(b.token)).data.verifyOTP).toMatchObject({ errorCode: 'OTP_EXPIRED_ERROR', reason: 'NOT_REQUESTED' });
            await expect(change(null)).rejects.toThrow(/not currently authorized/);
            expect((await change(a.token)).data.verifyOTP).toMatchObject({ __typename: 'OtpResult', message: 'Your phone number is updated' });
            expect(await me(a.token)).toMatchObject({ phoneNumber: next, pendingAction: 'NONE' });
            expect((await signIn(next, a.password)).result.__typename).toBe('CurrentUser');
            expect((await signIn(a.phone, a.password)).result.__typename).toBe('InvalidCredentialsError');
            expect((await me(b.token)).phoneNumber).toBe(b.phone);
            a = { ...a, phone: next };
        });

        it('pending actions: UPDATE_HP without a phone, VERIFY_HP with an unverified one, UPDATE_PW without a password', async () => {
            // Not createShopper: its shoppers have a verified phone, as campaign tickets need.
            const create = (input: Record<string, string>) =>
                gql(
                    server.adminApiUrl,
                    'mutation ($input: CreateCustomerInput!) { createCustomer(input: $input, password: "secret-pass-1") { ... on Customer { id } } }',
                    { input },
                    admin,
                );
            await create({ firstName: 'No', lastName: 'Phone', emailAddress: 'nophone@tuah.test' });
            expect((await me((await signIn('nophone@tuah.test', 'secret-pass-1')).token)).pendingAction).toBe('UPDATE_HP');
            const withPhone = await gql(
                server.adminApiUrl,
                'mutation ($input: CreateCustomerInput!) { createCustomer(input: $input, password: "secret-pass-1") { ... on Customer { id } } }',
                { input: { firstName: 'Has', lastName: 'Phone', emailAddress: 'hasphone@tuah.test', phoneNumber: '+60129990000' } },
                admin,
            );
            expect(withPhone.createCustomer.id).toBeTruthy();
            const { token } = await signIn('hasphone@tuah.test', 'secret-pass-1');
            expect((await me(token)).pendingAction).toBe('VERIFY_HP');
            // Verifying the number it has is a phone change to the same number.
            await shop(token)(NEW_HP, { hp: '+60129990000' });
            const code = await lastCode(server, '+60129990000');
            await shop(token)(VERIFY_OTP, { input: { phoneNumber: '+60129990000', otp: code, purpose: 'CHANGE_PHONE' } });
            expect((await me(token)).pendingAction).toBe('NONE');
            await queryDatabase(server, `DELETE FROM "authentication_method" WHERE "identifier" = $1`, ['hasphone@tuah.test']);
            expect((await me(token)).pendingAction).toBe('UPDATE_PW');
        });
    });

    describe('deleteAcc', () => {
        it('needs the typed confirmation and the password; anonymises, ends sessions, keeps orders; phone and email may register again', async () => {
            const gone = await signUp(server, 'Leaver', { govId: '880808-08-8888' });
            const other = await signUp(server, 'Stayer');
            await shop(gone.token)(UPDATE_CUSTOMER, { input: { displayName: 'Leaver Shown' } });
            await shop(gone.token)(AVATAR, { f: PNG });
            const variantId = (await productVariants(server.shopApiUrl, 'cap')).variantIds[0]!;
            await gql(server.shopApiUrl, ADD_ITEM, { v: variantId, q: 1 }, gone.token);
            await toArrangingPayment(server.shopApiUrl, gone.token);
            const order = await pay(server.shopApiUrl, gone.token);
            expect(order.state).toBe('PaymentSettled');
            const { id } = await me(gone.token);
            const second = (await signIn(gone.email, gone.password)).token!;

            expect((await shop(gone.token)(DELETE, { c: 'delete', p: gone.password })).data.deleteAcc).toMatchObject({
                errorCode: 'DELETE_CONFIRMATION_ERROR',
                expected: 'DELETE',
                message: 'Please type DELETE to confirm',
            });
            expect((await shop(gone.token)(DELETE, { c: 'DELETE', p: 'wrong-pass-1' })).data.deleteAcc).toMatchObject({
                errorCode: 'INVALID_CREDENTIALS_ERROR',
            });
            await expect(shop()(DELETE, { c: 'DELETE', p: gone.password })).rejects.toThrow(/not currently authorized/);
            expect((await shop(gone.token)(DELETE, { c: 'DELETE', p: gone.password })).data.deleteAcc).toEqual({ __typename: 'Success', success: true });

            // Every session is over, and no name signs in any more.
            expect(await me(gone.token)).toBeNull();
            expect(await me(second)).toBeNull();
            for (const name of [gone.username, gone.email, gone.phone])
                expect((await signIn(name, gone.password)).result.__typename, name).toBe('InvalidCredentialsError');
            // The row holds no personal data; the order is still there, on the anonymised customer.
            const [row] = await queryDatabase(server, `SELECT * FROM "customer" WHERE "id" = $1`, [id]);
            const personal = [gone.email, gone.phone, gone.username, 'Leaver', '880808-08-8888', 'Leaver Shown'];
            for (const value of personal) expect(JSON.stringify(row).toLowerCase()).not.toContain(value.toLowerCase());
            expect(row.deletedAt).toBeTruthy();
            expect(row.customFieldsAvatarid).toBeNull();
            const users = await queryDatabase(server, `SELECT u."identifier" FROM "user" u JOIN "customer" c ON c."userId" = u."id" WHERE c."id" = $1`, [id]);
            expect(users[0].identifier).toMatch(/@deleted\.invalid$/);
            expect(await queryDatabase(server, `SELECT "id" FROM "authentication_method" WHERE "identifier" = $1`, [gone.email])).toEqual([]);
            expect(await queryDatabase(server, `SELECT "id" FROM "address" WHERE "customerId" = $1`, [id])).toEqual([]);
            const orders = await queryDatabase(server, `SELECT "code", "customerId" FROM "order" WHERE "code" = $1`, [order.code]);
            expect(orders).toEqual([{ code: order.code, customerId: Number(id) }]);
            // The other customer is untouched.
            expect((await me(other.token)).emailAddress).toBe(other.email);

            // The phone, email and username may register again.
            const again = await shopFrom(server, newAddress())(GENERATE_OTP, { input: { phoneNumber: gone.phone } });
            expect(again.data.generateOTP.__typename).toBe('OtpResult');
            const code = await lastCode(server, gone.phone);
            const registered = await shop()(REGISTER, {
                input: {
                    firstName: 'Leaver Again',
                    username: gone.username,
                    phoneNumber: gone.phone,
                    emailAddress: gone.email,
                    password: 'fresh-start-1',
                    otp: code,
                },
            });
            expect(registered.data.registerCustomerAccountWithOTP.__typename).toBe('OtpResult');
            expect((await signIn(gone.phone, 'fresh-start-1')).result.__typename).toBe('CurrentUser');
        });
    });

    it('brute force: 200 wrong passwords against one account, by every name and from many addresses, never succeed; it is locked after 5', async () => {
        const victim = await signUp(server, 'Victim');
        const names = [victim.username, victim.email, victim.phone, `0${victim.phone.slice(3)}`];
        const answers: string[] = [];
        for (let batch = 0; batch < 10; batch++) {
            const results = await Promise.all(
                Array.from({ length: 20 }, (_, i) =>
                    shopFrom(server, newAddress())(AUTHENTICATE, { u: names[(batch * 20 + i) % names.length], p: `guess-${batch}-${i}-pw1` }),
                ),
            );
            answers.push(...results.map(r => `${r.data.authenticate.__typename}:${r.data.authenticate.authenticationError ?? ''}`));
        }
        expect(answers).toHaveLength(200);
        expect(answers.filter(a => a.startsWith('CurrentUser'))).toEqual([]);
        // Five were checked (whichever name was typed, it is one account); the rest were refused by the lockout.
        expect(answers.filter(a => a === 'InvalidCredentialsError:')).toHaveLength(5);
        expect(answers.filter(a => a === 'InvalidCredentialsError:TOO_MANY_ATTEMPTS')).toHaveLength(195);
        // Locked: even the right password is refused now, by every name.
        for (const name of names) expect((await signIn(name, victim.password)).result).toMatchObject({ authenticationError: 'TOO_MANY_ATTEMPTS' });
        // Deleting the account is no way round the lock.
        expect((await shop(victim.token)(DELETE, { c: 'DELETE', p: victim.password })).data.deleteAcc.__typename).toBe('TooManyAttemptsError');
    });
});
