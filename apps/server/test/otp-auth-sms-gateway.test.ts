import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { startShop, TestServer } from '@tuah/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { GENERATE_OTP, newPhone, shopFrom, VERIFY_OTP } from './support/accounts';

/**
 * The HTTP SMS gateway adapter (docs/accounts.md#sms), against a fake gateway this test runs:
 * one POST per code with the configured credentials and body template; a gateway failure is
 * answered SMS_NOT_SENT and the code is not kept. With dev tools off there is no outbox route.
 * The review account (REVIEW_PHONE) uses its fixed code.
 */
describe('SMS by HTTP gateway', () => {
    let server: TestServer;
    let gateway: Server;
    const received: Array<{ auth?: string; type?: string; body: any }> = [];
    let failNext = false;

    beforeAll(async () => {
        gateway = createServer(async (req: IncomingMessage, res) => {
            let raw = '';
            for await (const chunk of req) raw += chunk;
            if (failNext) {
                failNext = false;
                res.writeHead(503).end('busy');
                return;
            }
            received.push({ auth: req.headers.authorization, type: req.headers['content-type'], body: JSON.parse(raw) });
            res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
        });
        await new Promise<void>(resolve => gateway.listen(0, '127.0.0.1', resolve));
        const port = (gateway.address() as AddressInfo).port;
        ({ server } = await startShop({
            TRUST_PROXY: 'loopback',
            SMS_PROVIDER: 'http',
            SMS_HTTP_URL: `http://127.0.0.1:${port}/send`,
            SMS_HTTP_USERNAME: 'tuah',
            SMS_HTTP_PASSWORD: 's3cret',
            SMS_HTTP_BODY: '{"destination":"{to}","message":"{text}","sender":"TUAH"}',
            SMS_TEXT: 'Kod Tuah anda: {code}',
            DEV_TOOLS: 'false',
            REVIEW_PHONE: '+60129876543',
            REVIEW_OTP: '424242',
        }));
    });
    afterAll(async () => {
        await server?.stop();
        await new Promise(resolve => gateway?.close(resolve));
    });

    const shop = (ip: string) => shopFrom(server, ip);

    it('posts the templated text with Basic credentials, and the code it carries verifies', async () => {
        const phone = newPhone();
        const sent = await shop('10.1.0.1')(GENERATE_OTP, { input: { phoneNumber: phone } });
        expect(sent.data.generateOTP.__typename).toBe('OtpResult');
        const message = received.at(-1)!;
        expect(message.auth).toBe(`Basic ${Buffer.from('tuah:s3cret').toString('base64')}`);
        expect(message.type).toBe('application/json');
        expect(message.body).toMatchObject({ destination: phone, sender: 'TUAH' });
        const code = /^Kod Tuah anda: (\d{6})$/.exec(message.body.message)?.[1];
        expect(code).toMatch(/^\d{6}$/);
        const verified = await shop('10.1.0.1')(VERIFY_OTP, { input: { phoneNumber: phone, otp: code } });
        expect(verified.data.verifyOTP).toMatchObject({ __typename: 'OtpResult', success: true });
    });

    it('a gateway failure answers SMS_NOT_SENT and keeps no code, so the shopper may ask again at once', async () => {
        const phone = newPhone();
        failNext = true;
        const before = received.length;
        const failed = await shop('10.1.0.2')(GENERATE_OTP, { input: { phoneNumber: phone } });
        expect(failed.data.generateOTP).toEqual({
            __typename: 'SmsNotSentError',
            errorCode: 'SMS_NOT_SENT_ERROR',
            message: 'We could not send the SMS. Please try again shortly',
        });
        const verify = await shop('10.1.0.2')(VERIFY_OTP, { input: { phoneNumber: phone, otp: '123456' } });
        expect(verify.data.verifyOTP).toMatchObject({ __typename: 'OtpExpiredError', reason: 'NOT_REQUESTED' });
        const again = await shop('10.1.0.2')(GENERATE_OTP, { input: { phoneNumber: phone } });
        expect(again.data.generateOTP.__typename).toBe('OtpResult');
        expect(received.length).toBe(before + 1);
    });

    it('the configured review account: its code is the fixed one and is never texted; the fixed code works for no other phone', async () => {
        const before = received.length;
        const sent = await shop('10.1.0.3')(GENERATE_OTP, { input: { phoneNumber: '012-987 6543' } });
        expect(sent.data.generateOTP.__typename).toBe('OtpResult');
        expect(received.length).toBe(before);
        const verified = await shop('10.1.0.3')(VERIFY_OTP, { input: { phoneNumber: '+60129876543', otp: '424242' } });
        expect(verified.data.verifyOTP.__typename).toBe('OtpResult');
        const other = newPhone();
        await shop('10.1.0.4')(GENERATE_OTP, { input: { phoneNumber: other } });
        const refused = await shop('10.1.0.4')(VERIFY_OTP, { input: { phoneNumber: other, otp: '424242' } });
        expect(refused.data.verifyOTP.__typename).toBe('OtpInvalidError');
    });

    it('with dev tools off, GET /dev/sms-outbox does not exist', async () => {
        const response = await fetch(`${server.baseUrl}/dev/sms-outbox?phone=%2B60123456789`, { headers: { accept: 'text/html,*/*' } });
        expect(response.status).toBe(404);
    });
});
