import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { coveredControls, journeyShop, openPhone, screenshot, seriousAccessibilityViolations, type Language } from './support';

/** What the shopper reads and presses, in each language. */
const WORDS = {
    en: {
        signInTitle: 'Sign In',
        createAccount: 'Create an account',
        name: 'Name as per NRIC',
        username: 'Username',
        phone: 'Phone number',
        email: 'Email',
        password: 'Password',
        govId: 'NRIC number',
        dateOfBirth: 'Date of birth',
        usernameRule: 'Use 3 to 30 letters, digits, dots or underscores, with at least one letter.',
        continue: 'Continue',
        verifyTitle: 'Verify your phone',
        created: 'Your account is ready.',
        code: '6-digit code',
        resendIn: /Resend code in \d+ s/,
        verify: 'Verify and create account',
        profile: 'Profile',
        logout: 'Log out',
        signedOut: 'You are signed out.',
        identifier: 'Username, email or phone number',
        signIn: 'Sign in',
        forgot: 'Forgot password?',
        forgotTitle: 'Reset password',
        sendCode: 'Send code',
        newPassword: 'New password',
        retyped: 'Retype new password',
        setPassword: 'Set new password',
        resetDone: 'Your password is reset. Please sign in with it.',
        language: 'Language',
        terminate: 'Terminate account',
        typeDelete: 'Type DELETE to confirm',
        deleteButton: 'Delete my account',
        deleted: 'Your account has been deleted.',
        wrongCredentials: 'Incorrect username or password.',
        robotCheck: 'Robot check',
        settings: 'Settings',
        support: 'Help and support',
        howItWorks: 'How it works',
        firstSlide: 'Every buy is a lucky draw',
        skip: 'Skip',
        wrongCode: (left: number) => `That code is wrong. ${left} tries left.`,
        editProfile: 'Edit profile',
    },
    ms: {
        signInTitle: 'Log Masuk',
        createAccount: 'Cipta akaun',
        name: 'Nama seperti dalam NRIC',
        username: 'Nama pengguna',
        phone: 'Nombor telefon',
        email: 'E-mel',
        password: 'Kata laluan',
        govId: 'Nombor NRIC',
        dateOfBirth: 'Tarikh lahir',
        usernameRule: 'Gunakan 3 hingga 30 huruf, digit, titik atau garis bawah, dengan sekurang-kurangnya satu huruf.',
        continue: 'Teruskan',
        verifyTitle: 'Sahkan telefon anda',
        created: 'Akaun anda telah sedia.',
        code: 'Kod 6 digit',
        resendIn: /Hantar semula kod dalam \d+ s/,
        verify: 'Sahkan dan cipta akaun',
        profile: 'Profil',
        logout: 'Log keluar',
        signedOut: 'Anda telah log keluar.',
        identifier: 'Nama pengguna, e-mel atau nombor telefon',
        signIn: 'Log masuk',
        forgot: 'Lupa kata laluan?',
        forgotTitle: 'Tetapkan semula kata laluan',
        sendCode: 'Hantar kod',
        newPassword: 'Kata laluan baharu',
        retyped: 'Taip semula kata laluan baharu',
        setPassword: 'Tetapkan kata laluan baharu',
        resetDone: 'Kata laluan anda telah ditetapkan semula. Sila log masuk dengannya.',
        language: 'Bahasa',
        terminate: 'Tamatkan akaun',
        typeDelete: 'Taip DELETE untuk mengesahkan',
        deleteButton: 'Padam akaun saya',
        deleted: 'Akaun anda telah dipadam.',
        wrongCredentials: 'Nama pengguna atau kata laluan tidak betul.',
        robotCheck: 'Semakan robot',
        settings: 'Tetapan',
        support: 'Bantuan dan sokongan',
        howItWorks: 'Cara ia berfungsi',
        firstSlide: 'Setiap pembelian ialah cabutan bertuah',
        skip: 'Langkau',
        wrongCode: (left: number) => `Kod itu salah. ${left} percubaan lagi.`,
        editProfile: 'Sunting profil',
    },
} as const;
const LANGUAGE_NAMES = { en: 'English', ms: 'Bahasa Melayu' } as const;

/** A shopper of each language, on a phone number no demo shopper has. */
const SHOPPERS = {
    en: {
        name: 'Nur Aina binti Hassan',
        username: 'aina_journey',
        phone: '012-300 0101',
        e164: '+60123000101',
        email: 'aina.journey@tuah.example',
        govId: '900101-14-5566',
        dateOfBirth: '1990-01-01',
    },
    ms: {
        name: 'Hafiz bin Osman',
        username: 'hafiz_journey',
        phone: '012-300 0102',
        e164: '+60123000102',
        email: 'hafiz.journey@tuah.example',
        govId: '880202-10-7788',
        dateOfBirth: '1988-02-02',
    },
} as const;
const FIRST_PASSWORD = 'Tuah-journey-1';
/** A 1 × 1 PNG: the avatar the English shopper uploads. */
const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const NEW_PASSWORD = 'Tuah-journey-2';

const shop = journeyShop();

/**
 * The newest code the SMS outbox holds for `phone` once it holds more than `seen` texts (the
 * server's dev tools, docs/accounts.md#sms): what the shopper would read on their phone.
 */
async function textedCode(phone: string, seen: number): Promise<{ code: string; count: number }> {
    let count = 0;
    await expect
        .poll(
            async () => {
                const response = await fetch(`${shop.server.baseUrl}/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
                const outbox = (await response.json()) as { messages: Array<{ code: string | null }> };
                count = outbox.messages.length;
                return count > seen ? outbox.messages[0]!.code : null;
            },
            { timeout: 15_000 },
        )
        .toMatch(/^\d{6}$/);
    const response = await fetch(`${shop.server.baseUrl}/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
    const outbox = (await response.json()) as { messages: Array<{ code: string }> };
    return { code: outbox.messages[0]!.code, count };
}

async function expectAccessible(page: Page, what: string) {
    expect(await seriousAccessibilityViolations(page), what).toEqual([]);
}

/** Any other six digits than `code`. */
const wrongCode = (code: string, plus: number) => String((Number(code) + plus) % 1e6).padStart(6, '0');

async function signIn(page: Page, words: (typeof WORDS)[Language], identifier: string, password: string) {
    await page.getByLabel(words.identifier, { exact: true }).fill(identifier);
    await page.getByLabel(words.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: words.signIn, exact: true }).click();
}

describe('a shopper’s account', () => {
    it.each(['en', 'ms'] as const)(
        '%s: signs up with the texted code (the bot check solved in the browser), opens settings and help, signs out and in, resets the password, keeps the language on a new phone, and deletes the account',
        async language => {
            const words = WORDS[language];
            const shopper = SHOPPERS[language];
            const other: Language = language === 'en' ? 'ms' : 'en';
            const phone = await openPhone(shop.browser, shop.server.baseUrl, { language });
            const { page } = phone;
            let fresh: Awaited<ReturnType<typeof openPhone>> | undefined;
            try {
                // A first visit on a phone set to the other language: the first slide offers the shopper's own.
                const first = await openPhone(shop.browser, shop.server.baseUrl, { language: other, firstVisit: true });
                try {
                    await first.page.goto('/');
                    await first.page.getByRole('heading', { level: 1, name: WORDS[other].firstSlide }).waitFor({ timeout: 20_000 });
                    await first.page.getByRole('group', { name: WORDS[other].language }).getByRole('button', { name: LANGUAGE_NAMES[language] }).click();
                    await first.page.getByRole('heading', { level: 1, name: words.firstSlide }).waitFor();
                    await first.page.getByRole('button', { name: words.skip, exact: true }).waitFor();
                    await expectAccessible(first.page, 'onboarding');
                    await screenshot(first.page, `onboard-language-${language}`);
                    expect(first.errors).toEqual([]);
                } finally {
                    await first.context.close();
                }

                // A guest opening the profile is asked to sign in first, and comes back to it.
                await page.goto('/tabs/profile');
                await page.waitForURL('**/tabs/auth/signin?returnTo=%2Ftabs%2Fprofile');
                await page.getByRole('heading', { level: 1, name: words.signInTitle }).waitFor();
                expect(await page.title()).toBe('Sign In');
                await expectAccessible(page, 'sign in');

                await page.getByRole('link', { name: words.createAccount }).click();
                await page.getByRole('heading', { level: 1, name: words.createAccount }).waitFor();
                await page.getByLabel(words.name, { exact: true }).fill(shopper.name);
                await page.getByLabel(words.username, { exact: true }).fill('12');
                await page.getByLabel(words.phone, { exact: true }).click();
                await page.getByText(words.usernameRule).waitFor();
                await page.getByLabel(words.username, { exact: true }).fill(shopper.username);
                await page.getByLabel(words.phone, { exact: true }).fill(shopper.phone);
                await page.getByLabel(words.email, { exact: true }).fill(shopper.email);
                await page.getByLabel(words.password, { exact: true }).fill(FIRST_PASSWORD);
                // The NRIC number is optional at sign-up: left empty (it may be added in the profile).
                await page.getByLabel(words.dateOfBirth, { exact: true }).fill(shopper.dateOfBirth);
                expect(await page.getByText(words.usernameRule).count()).toBe(0);
                // The bot check's badge solves its challenge in this browser (the server's test difficulty is low).
                await expect
                    .poll(
                        () =>
                            page
                                .getByRole('region', { name: words.robotCheck })
                                .locator('altcha-widget')
                                .evaluate(w => (w as HTMLElement & { getState(): string }).getState()),
                        { timeout: 15_000 },
                    )
                    .toBe('verified');
                await expectAccessible(page, 'sign up');
                expect(await coveredControls(page), 'sign up').toEqual([]);
                await screenshot(page, `signup-${language}`);
                await page.getByRole('button', { name: words.continue }).click();

                await page.getByRole('heading', { level: 1, name: words.verifyTitle }).waitFor();
                const signUpCode = await textedCode(shopper.e164, 0);
                // Back to fix something: the form is as it was typed, password included (kept in memory, not in storage).
                await page.goBack();
                await page.getByRole('heading', { level: 1, name: words.createAccount }).waitFor();
                expect(await page.getByLabel(words.email, { exact: true }).inputValue()).toBe(shopper.email);
                expect(await page.getByLabel(words.username, { exact: true }).inputValue()).toBe(shopper.username);
                expect(await page.getByLabel(words.password, { exact: true }).inputValue()).toBe(FIRST_PASSWORD);
                expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toContain(FIRST_PASSWORD);
                await page.getByRole('button', { name: words.continue }).click();
                await page.getByRole('heading', { level: 1, name: words.verifyTitle }).waitFor();
                expect(await coveredControls(page), 'verify').toEqual([]);
                // A new code only after the countdown.
                const resend = page.getByRole('button', { name: words.resendIn });
                expect(await resend.isDisabled()).toBe(true);
                await expectAccessible(page, 'verify');
                // Three typos, each saying how many tries are left; the right code then still creates the account.
                for (const left of [4, 3, 2]) {
                    await page.getByLabel(words.code, { exact: true }).fill(wrongCode(signUpCode.code, 5 - left));
                    await page.getByRole('button', { name: words.verify }).click();
                    await page.getByText(words.wrongCode(left)).waitFor();
                }
                await screenshot(page, `verify-wrong-code-${language}`);
                await page.getByLabel(words.code, { exact: true }).fill(signUpCode.code);
                await page.getByRole('button', { name: words.verify }).click();

                await page.waitForURL('**/tabs/profile');
                await page.getByRole('heading', { level: 2, name: shopper.username }).waitFor();
                await page.getByText(words.created).waitFor();
                await expectAccessible(page, 'profile');
                if (language === 'en') {
                    // A picture from the phone, scaled down in the browser, becomes the avatar.
                    await page
                        .getByLabel('Change picture', { exact: true })
                        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG, 'base64') });
                    const avatar = page.getByRole('img', { name: 'Your picture' });
                    await avatar.waitFor();
                    await expect
                        .poll(() => avatar.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 15_000 })
                        .toBeGreaterThan(0);
                }
                await screenshot(page, `profile-${language}`);

                // Edit profile: the bot check's badge (for a new phone number's code) covers neither "Send code" nor the NRIC hint.
                await page.goto('/tabs/profile/update/profile');
                await page.getByRole('heading', { level: 1, name: words.editProfile }).waitFor();
                await page.getByRole('button', { name: words.sendCode }).waitFor();
                await expect
                    .poll(() => page.getByRole('region', { name: words.robotCheck }).locator('altcha-widget').count(), { timeout: 15_000 })
                    .toBeGreaterThan(0);
                expect(await coveredControls(page), 'edit profile').toEqual([]);
                await expectAccessible(page, 'edit profile');
                await screenshot(page, `edit-profile-${language}`);
                await page.goBack();
                await page.getByRole('heading', { level: 2, name: shopper.username }).waitFor();

                // Settings and help, reached from the profile.
                await page.getByRole('link', { name: words.settings }).click();
                await page.getByRole('heading', { level: 1, name: words.settings }).waitFor();
                await page.getByRole('group', { name: words.language }).waitFor();
                await page.getByText(/\d+\.\d+\.\d+/).waitFor();
                await expectAccessible(page, 'settings');
                await page.goBack();
                await page.getByRole('link', { name: words.support }).click();
                await page.getByRole('heading', { level: 1, name: words.support }).waitFor();
                await page.getByRole('heading', { level: 2, name: words.howItWorks }).waitFor();
                await expectAccessible(page, 'support');
                await page.goBack();
                await page.getByRole('heading', { level: 2, name: shopper.username }).waitFor();

                // Signed out: the token is gone and the profile asks for a sign-in again; the unread count is no longer asked.
                const askedAfterSignOut: string[] = [];
                const watchUnread = (request: { postData(): string | null }) => {
                    if (request.postData()?.includes('NotificationsUnread')) askedAfterSignOut.push('NotificationsUnread');
                };
                page.on('request', watchUnread);
                await page.getByRole('button', { name: words.logout }).click();
                await page.waitForURL('**/tabs/home');
                // The token goes right after Home is reached (session.ts: Home first), so waited for, not read at once.
                await expect.poll(() => page.evaluate(() => localStorage.getItem('vendureToken'))).toBeNull();
                // Said once the sign-out's reset has asked again whatever it would ask (session.ts).
                await page.getByText(words.signedOut).waitFor();
                page.off('request', watchUnread);
                expect(askedAfterSignOut).toEqual([]);

                // Signed in again by phone number (any spelling of it).
                await page.goto('/tabs/auth/signin');
                await signIn(page, words, shopper.e164, FIRST_PASSWORD);
                await page.waitForURL('**/tabs/profile');
                await page.getByRole('heading', { level: 2, name: shopper.username }).waitFor();

                // Forgot password: a code to the phone, and a new password with it.
                await page.getByRole('button', { name: words.logout }).click();
                await page.waitForURL('**/tabs/home');
                await page.goto('/tabs/auth/signin');
                await page.getByRole('link', { name: words.forgot }).click();
                await page.getByRole('heading', { level: 1, name: words.forgotTitle }).waitFor();
                await page.getByLabel(words.phone, { exact: true }).fill(shopper.phone);
                await expectAccessible(page, 'forgot');
                await page.getByRole('button', { name: words.sendCode }).click();
                // Said with what the page shows instead, should the code never come.
                await page
                    .getByLabel(words.code, { exact: true })
                    .waitFor({ timeout: 15_000 })
                    .catch(async (error: Error) => {
                        throw new Error(`${error.message}\nThe page says: ${await page.locator('main').innerText()}`);
                    });
                const resetCode = await textedCode(shopper.e164, signUpCode.count);
                await page.getByLabel(words.code, { exact: true }).fill(resetCode.code);
                await page.getByLabel(words.newPassword, { exact: true }).fill(NEW_PASSWORD);
                await page.getByLabel(words.retyped, { exact: true }).fill(NEW_PASSWORD);
                await expectAccessible(page, 'forgot, new password');
                await page.getByRole('button', { name: words.setPassword }).click();
                await page.getByText(words.resetDone).waitFor();
                await page.waitForURL('**/tabs/auth/signin');
                await signIn(page, words, shopper.username, NEW_PASSWORD);
                await page.waitForURL('**/tabs/profile');

                // The other language, chosen on the profile: kept on this phone and saved to the profile.
                await page.getByRole('group', { name: words.language }).getByLabel(LANGUAGE_NAMES[other], { exact: true }).check();
                await page.getByRole('heading', { level: 1, name: WORDS[other].profile }).waitFor();
                await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe(other);
                await page.getByText(other === 'en' ? 'The shop is now in English.' : 'Kedai kini dalam Bahasa Melayu.').waitFor();

                // A new phone whose browser prefers the first language: signed in, the shop follows the profile.
                fresh = await openPhone(shop.browser, shop.server.baseUrl, { language });
                await fresh.page.goto('/tabs/auth/signin');
                await fresh.page.getByRole('heading', { level: 1, name: words.signInTitle }).waitFor();
                await signIn(fresh.page, words, shopper.email, NEW_PASSWORD);
                await fresh.page.waitForURL('**/tabs/profile');
                const after = WORDS[other];
                await fresh.page.getByRole('heading', { level: 1, name: after.profile }).waitFor();
                expect(await fresh.page.evaluate(() => localStorage.getItem('lang'))).toBe(other);
                expect(await fresh.page.evaluate(() => document.documentElement.lang)).toBe(other);

                // Terminated, for good: the account is gone and signing in fails.
                await fresh.page.getByRole('button', { name: after.terminate }).click();
                const sheet = fresh.page.getByRole('dialog', { name: after.terminate });
                await sheet.getByLabel(after.typeDelete, { exact: true }).fill('DELETE');
                await sheet.getByLabel(after.password, { exact: true }).fill(NEW_PASSWORD);
                await expectAccessible(fresh.page, 'terminate account');
                await sheet.getByRole('button', { name: after.deleteButton }).click();
                await fresh.page.getByText(after.deleted).waitFor();
                await fresh.page.waitForURL('**/tabs/home');
                await fresh.page.goto('/tabs/auth/signin');
                await signIn(fresh.page, after, shopper.username, NEW_PASSWORD);
                await fresh.page.getByRole('alert').getByText(after.wrongCredentials).waitFor();
                expect(fresh.page.url()).toContain('/tabs/auth/signin');

                expect(phone.errors).toEqual([]);
                expect(fresh.errors).toEqual([]);
            } finally {
                await fresh?.context.close();
                await phone.context.close();
            }
        },
        120_000,
    );
});
