import fs from 'node:fs';
import path from 'node:path';

import { startTestServer, type TestServer } from '@tuah/testing';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Debian's Chromium; never a downloaded browser. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
];
const RESULTS = path.resolve(import.meta.dirname, '../test-results');
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

let server: TestServer | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
    // The server serves the built storefront: test what ships.
    if (!fs.existsSync(path.resolve(import.meta.dirname, '../dist/index.html'))) {
        throw new Error('The storefront is not built: run `npm run build -w apps/storefront` first');
    }
    fs.mkdirSync(RESULTS, { recursive: true });
    server = await startTestServer();
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
});

afterAll(async () => {
    try {
        await browser?.close();
    } finally {
        await server?.stop();
    }
});

/** A shopper's phone with an English-speaking browser; page errors fail the test. */
async function openPhone(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser!.newContext({ ...PHONE, locale: 'en-MY', baseURL: server!.baseUrl });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', error => errors.push(error.message));
    return { context, page, errors };
}

describe('a shopper on the home page', () => {
    it('sees the catalogue in ringgit, switches to Malay, and still reads Malay after a reload', async () => {
        const { context, page, errors } = await openPhone();
        try {
            await page.goto('/');
            await page.waitForURL('**/tabs/home');
            expect(await page.title()).toBe('Tuah');

            const products = page.getByRole('region', { name: 'For you' }).getByRole('article');
            await products.first().waitFor();
            expect(await products.count()).toBeGreaterThanOrEqual(6);
            for (const text of (await products.allTextContents()).slice(0, 6)) expect(text).toMatch(/RM\s?\d+\.\d{2}/);
            // Pictures come from the asset server in a small preset, and actually arrive.
            const picture = products.first().getByRole('img');
            expect(await picture.getAttribute('src')).toContain('preset=small');
            await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
            await expect.poll(() => page.getByRole('region', { name: 'Categories' }).getByRole('listitem').count()).toBeGreaterThan(3);
            await page.screenshot({ path: path.join(RESULTS, 'home-en-390x844.png') });

            await page.getByRole('button', { name: 'Bahasa Melayu' }).click();
            await page.getByRole('heading', { name: 'Untuk anda' }).waitFor();
            await page.getByRole('navigation', { name: 'Utama' }).getByText('Troli').waitFor();
            // Product names come back from the server in Malay too.
            await page.getByRole('heading', { name: 'Fon Telinga Tanpa Wayar' }).waitFor();
            expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ms');

            await page.reload();
            await page.getByRole('heading', { name: 'Untuk anda' }).waitFor();
            expect(await page.getByRole('button', { name: 'Bahasa Melayu' }).getAttribute('aria-pressed')).toBe('true');
            await page.getByRole('heading', { name: 'Fon Telinga Tanpa Wayar' }).waitFor();
            await page.screenshot({ path: path.join(RESULTS, 'home-ms-390x844.png') });

            await page.goto('/tabs/no-such-page');
            await page.getByRole('heading', { name: 'Halaman Tidak Ditemui' }).waitFor();
            expect(await page.title()).toBe('Tuah');

            expect(errors).toEqual([]);
        } finally {
            await context.close();
        }
    });

    it('sees Page Not Found for an unknown address, and finds the way home', async () => {
        const { context, page, errors } = await openPhone();
        try {
            await page.goto('/tabs/nowhere/at/all');
            await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
            await page.getByRole('link', { name: 'Back to home' }).click();
            await page.waitForURL('**/tabs/home');
            await page.getByRole('region', { name: 'For you' }).getByRole('article').first().waitFor();
            expect(errors).toEqual([]);
        } finally {
            await context.close();
        }
    });

    it('finds Home scrolled where it was after a visit to the Cart tab', async () => {
        const { context, page, errors } = await openPhone();
        try {
            await page.goto('/tabs/home');
            await page.getByRole('region', { name: 'For you' }).getByRole('article').nth(5).waitFor();
            await page.evaluate(() => window.scrollTo(0, 700));
            await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(700);

            const tabBar = page.getByRole('navigation', { name: 'Main' });
            await tabBar.getByRole('link', { name: 'Cart' }).click();
            await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
            expect(await page.evaluate(() => window.scrollY)).toBe(0);

            await tabBar.getByRole('link', { name: 'Home' }).click();
            await page.waitForURL('**/tabs/home');
            await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(700);
            expect(errors).toEqual([]);
        } finally {
            await context.close();
        }
    });
});
