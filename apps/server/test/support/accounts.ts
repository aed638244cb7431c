import { shopApi, type TestServer } from '@tuah/testing';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * Accounts for the otp-auth tests: phones from the shop's countries, the SMS outbox read as
 * the storefront's dev tools read it, and a whole sign-up (code, verify, register).
 */

let phoneCount = 0;
/** A fresh Malaysian mobile number (E.164), different on every call within a test file. */
export function newPhone(): string {
    phoneCount++;
    // 500..999 in the middle: never the demo shoppers' +60123000001.. (a 1-in-1000 clash made sign-up flaky).
    return `+6012${500 + (Date.now() % 500)}${String(phoneCount).padStart(4, '0')}`;
}

let addressCount = 0;
/** A fresh client address (the server trusts X-Forwarded-For from loopback in these tests). */
export function newAddress(): string {
    addressCount++;
    return `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`;
}

/** The newest code texted to `phone` through the outbox (GET /dev/sms-outbox), or null. */
export async function lastCode(server: Pick<TestServer, 'baseUrl'>, phone: string): Promise<string | null> {
    const response = await fetch(`${server.baseUrl}/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
    if (!response.ok) throw new Error(`sms-outbox answered HTTP ${response.status}`);
    const body = (await response.json()) as { messages: Array<{ code: string | null }> };
    return body.messages[0]?.code ?? null;
}

const EXTRA_FIELDS: Record<string, string> = {
    InvalidPhoneNumberError: 'reason',
    OtpResendTooSoonError: 'retryAfterSeconds',
    OtpInvalidError: 'attemptsLeft',
    OtpExpiredError: 'reason',
    TooManyAttemptsError: 'retryAfterSeconds',
    InvalidAccountFieldError: 'field',
    PasswordValidationError: 'validationErrorMessage',
    BotCheckFailedError: 'reason',
};

/** The selection of an OTP call's result: success, any error's code and message, and the extra fields of the listed error types. */
export function otpSelection(...errorTypes: string[]): string {
    const extras = errorTypes.map(t => `... on ${t} { ${EXTRA_FIELDS[t]} }`).join(' ');
    return `__typename ... on OtpResult { success message } ... on ErrorResult { errorCode message } ${extras}`;
}

export const GENERATE_OTP = `mutation ($input: GenerateOTPInput!) {
  generateOTP(input: $input) { ${otpSelection('InvalidPhoneNumberError', 'OtpResendTooSoonError', 'TooManyAttemptsError')} }
}`;
export const VERIFY_OTP = `mutation ($input: VerifyOTPInput!) {
  verifyOTP(input: $input) { ${otpSelection('InvalidPhoneNumberError', 'OtpInvalidError', 'OtpExpiredError', 'TooManyAttemptsError')} }
}`;
export const REGISTER = `mutation ($input: RegisterCustomerAccountWithOTPInput!) {
  registerCustomerAccountWithOTP(input: $input) {
    ${otpSelection('InvalidPhoneNumberError', 'OtpInvalidError', 'OtpExpiredError', 'TooManyAttemptsError', 'InvalidAccountFieldError', 'PasswordValidationError')}
  }
}`;
export const AUTHENTICATE = `mutation ($u: String!, $p: String!, $r: Boolean) {
  authenticate(input: { native: { username: $u, password: $p } }, rememberMe: $r) {
    __typename
    ... on CurrentUser { id identifier }
    ... on InvalidCredentialsError { authenticationError }
    ... on ErrorResult { errorCode message }
  }
}`;

export interface Account {
    username: string;
    email: string;
    phone: string;
    password: string;
    token: string;
}

/** The operations behind the bot check: their requests carry a solution in the `x-altcha` header. */
const BOT_CHECKED = /\b(generateOTP|getNewHpOTP|registerCustomerAccountWithOTP|resetPasswordUsingOTP)\s*\(/;

/** A fresh challenge solved as the widget solves it (tests run at the lowest difficulty): the `x-altcha` header value. */
export async function altchaSolution(server: Pick<TestServer, 'shopApiUrl'>): Promise<string> {
    const { data } = await shopApi(server.shopApiUrl, '{ altchaChallenge }', {});
    const challenge = data.altchaChallenge;
    if (!challenge) throw new Error('The bot check is off');
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('The challenge was not solved');
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * The shop API from a given client address, with an optional session. Calls to the
 * bot-checked operations carry a fresh solution, unless `altcha` gives the header (`null`: none).
 */
export function shopFrom(server: Pick<TestServer, 'shopApiUrl'>, ip: string, token?: string | null, language?: string) {
    return async (query: string, variables: Record<string, unknown> = {}, altcha?: string | null) => {
        const solution = altcha !== undefined ? altcha : BOT_CHECKED.test(query) ? await altchaSolution(server) : null;
        const headers: Record<string, string> = { 'x-forwarded-for': ip, ...(solution ? { 'x-altcha': solution } : {}) };
        const r = await shopApi(server.shopApiUrl + (language ? `?languageCode=${language}` : ''), query, variables, { token, headers });
        if (r.errors?.length) throw new Error(`${r.errors[0]!.message} in ${query.slice(0, 60)}`);
        return r;
    };
}

/** Signs a new shopper up the way the storefront does (code from the outbox, verify, register) and signs them in. */
export async function signUp(server: Pick<TestServer, 'shopApiUrl' | 'baseUrl'>, name: string, extra: Record<string, unknown> = {}): Promise<Account> {
    const ip = newAddress();
    const shop = shopFrom(server, ip);
    const phone = newPhone();
    const sent = await shop(GENERATE_OTP, { input: { phoneNumber: phone } });
    if (sent.data.generateOTP.__typename !== 'OtpResult') throw new Error(JSON.stringify(sent.data));
    const otp = await lastCode(server, phone);
    const verified = await shop(VERIFY_OTP, { input: { phoneNumber: phone, otp } });
    if (verified.data.verifyOTP.__typename !== 'OtpResult') throw new Error(JSON.stringify(verified.data));
    const account = { username: name.toLowerCase(), email: `${name.toLowerCase()}@tuah.test`, phone, password: 'good-pass-123' };
    // The same client that verified the code (its session holds the proof: issue 30 #6).
    const registered = await shopFrom(
        server,
        ip,
        verified.token,
    )(REGISTER, {
        input: {
            firstName: `${name} binti Tester`,
            username: account.username,
            phoneNumber: phone,
            emailAddress: account.email,
            password: account.password,
            ...extra,
        },
    });
    if (registered.data.registerCustomerAccountWithOTP.__typename !== 'OtpResult') throw new Error(JSON.stringify(registered.data));
    const signedIn = await shop(AUTHENTICATE, { u: account.username, p: account.password });
    if (signedIn.data.authenticate.__typename !== 'CurrentUser' || !signedIn.token) throw new Error(JSON.stringify(signedIn.data));
    return { ...account, token: signedIn.token };
}
