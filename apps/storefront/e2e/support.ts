import fs from 'node:fs';
import path from 'node:path';

import { startTestServer, type TestServer } from '@tuah/testing';
import axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';

/** Debian's Chromium; never a downloaded browser. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** Screenshots of the main screens (git-ignored with the rest of test-results/). */
export const SCREENSHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** The server serves the built storefront: the journeys test what ships. */
export function requireBuiltStorefront() {
    if (!fs.existsSync(path.resolve(import.meta.dirname, '../dist/index.html'))) {
        throw new Error('The storefront is not built: run `npm run build -w apps/storefront` first');
    }
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
}

export function launchBrowser(): Promise<Browser> {
    return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/**
 * For a journey file: a freshly seeded server serving the built storefront, and Chromium, started
 * before the file's tests and stopped after them. Read `server` and `browser` inside the tests.
 */
export function journeyShop(env?: Record<string, string>): { readonly server: TestServer; readonly browser: Browser } {
    const shop = {} as { server: TestServer; browser: Browser };
    beforeAll(async () => {
        requireBuiltStorefront();
        shop.server = await startTestServer({ env });
        shop.browser = await launchBrowser();
    });
    afterAll(async () => {
        try {
            await shop.browser?.close();
        } finally {
            await shop.server?.stop();
        }
    });
    return shop;
}

export type Language = 'en' | 'ms';

export interface Phone {
    context: BrowserContext;
    page: Page;
    /** Uncaught errors and Content-Security-Policy violations on the page; a journey expects none. */
    errors: string[];
}

export interface PhoneOptions {
    language?: Language;
    /** Signed in: the token in localStorage.vendureToken, as the shop keeps it. */
    token?: string;
    /**
     * A phone that has never opened the shop: it sees what only a first visit shows. Otherwise the
     * phone is a returning shopper's, who has been through all that before (`returningShopperStorage`).
     */
    firstVisit?: boolean;
    /**
     * Let the shop's service worker run (the offline shell). Off by default, so a journey about something
     * else never has a worker from an earlier page answering for the network.
     */
    serviceWorkers?: boolean;
}

/**
 * What a returning shopper's phone already holds in localStorage from earlier visits, so that
 * journeys about something else start where a regular shopper starts.
 */
async function returningShopperStorage(baseURL: string): Promise<Record<string, string>> {
    return {
        // Splash and onboarding were seen on the first visit (app/onboarding.tsx).
        doneOnboard: 'true',
        // The marketing popup live now was already shown (features/marketing: seenPopup).
        seenPopup: JSON.stringify(await livePopupIds(baseURL)),
    };
}

/** The id of the marketing popup the shop shows now, if any (GetMarketing, asked as Home asks it). */
async function livePopupIds(baseURL: string): Promise<string[]> {
    const response = await fetch(`${baseURL}/shop-api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ getMarketing { popup { id } } }' }),
    });
    const body = (await response.json()) as { data?: { getMarketing: { popup: { id: string } | null } } };
    const id = body.data?.getMarketing.popup?.id;
    return id ? [id] : [];
}

/** A shopper's phone whose browser prefers `language`, optionally signed in. */
export async function openPhone(browser: Browser, baseURL: string, options: PhoneOptions = {}): Promise<Phone> {
    const context = await browser.newContext({
        ...PHONE,
        locale: options.language === 'ms' ? 'ms-MY' : 'en-MY',
        baseURL,
        serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
    });
    const stored = {
        ...(options.firstVisit ? {} : await returningShopperStorage(baseURL)),
        ...(options.token ? { vendureToken: options.token } : {}),
    };
    if (Object.keys(stored).length) {
        await context.addInitScript(entries => {
            for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
        }, stored);
    }
    return openWatchedPage(context);
}

/**
 * A new page in `context` whose uncaught errors and Content-Security-Policy violations are collected: the
 * server's CSP must let the built app (the shop's or the dashboard's) do everything it does.
 */
export async function openWatchedPage(context: BrowserContext): Promise<Phone> {
    await context.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', e =>
            console.error(`CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`),
        ),
    );
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', error => errors.push(error.message));
    page.on('console', message => {
        if (message.type() === 'error' && /CSP violation|Content Security Policy/.test(message.text())) errors.push(message.text());
    });
    return { context, page, errors };
}

/** Saves what the page shows as `<name>-<width>x<height>.png`. */
export async function screenshot(page: Page, name: string) {
    const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}x${height}.png`) });
}

/** The page's accessibility violations that axe rates serious or critical (axe-core injected into the page). */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
    // What is fading in (a toast, a sheet) is checked as it ends up, not half transparent. Endless
    // animations (skeletons' pulse) never finish, so they are not waited for.
    await page.evaluate(() =>
        Promise.all(
            document
                .getAnimations()
                .filter(animation => animation.effect?.getTiming().iterations !== Infinity)
                .map(animation => animation.finished.catch(() => undefined)),
        ),
    );
    // Evaluated through the debugging protocol: an injected <script> would be (rightly) refused by the CSP.
    await page.evaluate(axe.source);
    const violations = await page.evaluate(async () => {
        const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
        return violations.map(v => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map(n => n.target.join(' ')).slice(0, 3) }));
    });
    return violations.filter(v => v.impact === 'serious' || v.impact === 'critical').map(v => `${v.impact} ${v.id}: ${v.help} (${v.targets.join('; ')})`);
}

/** Waits until `locator`'s element and everything in it have finished moving (a sheet sliding up, say). */
export async function settled(locator: Locator) {
    await locator.evaluate(element => Promise.all(element.getAnimations({ subtree: true }).map(animation => animation.finished)));
}

/**
 * The page's buttons, links and fields that something else covers (issue 31 #2: the bot-check badge
 * over "Send code"): each is scrolled to the middle of the screen and must be what a tap at its centre hits.
 */
export async function coveredControls(page: Page): Promise<string[]> {
    return page.evaluate(() => {
        const covered: string[] = [];
        for (const element of Array.from(document.querySelectorAll<HTMLElement>('main button, main a[href], main input, main select, main textarea'))) {
            const box = element.getBoundingClientRect();
            if (box.width === 0 || box.height === 0 || element.closest('altcha-widget')) continue;
            element.scrollIntoView({ block: 'center' });
            const centre = element.getBoundingClientRect();
            const hit = document.elementFromPoint(centre.left + centre.width / 2, centre.top + centre.height / 2);
            if (!hit || !(hit === element || element.contains(hit))) {
                covered.push(
                    `${element.tagName} "${element.innerText || element.getAttribute('aria-label') || element.id}" under ${hit?.outerHTML.slice(0, 80)}`,
                );
            }
        }
        return covered;
    });
}

/** Sen of an amount as printed ("RM 1,234.50", "−RM 5.80"). */
export const sen = (text: string) => Math.round(Number(text.replace(/[−–]/g, '-').replace(/[^\d.-]/g, '')) * 100);

/**
 * The money summary on screen (docs/checkout.md#the-money-summary), read as a shopper reads it:
 * subtotal and total are each the sum of the rows above them. Answers the total, in sen.
 */
export async function summaryTotal(page: Page): Promise<number> {
    return (await summaryAmounts(page)).at(-1)!;
}

/** The summary's amounts that add up, top to bottom, in sen (the total last), once checked that they add up. */
export async function summaryAmounts(page: Page): Promise<number[]> {
    const summary = page.locator('dl:has([data-row="total"])').last();
    await summary.waitFor();
    const rows = await summary
        .locator('[data-row]')
        .evaluateAll(els => els.map(el => ({ row: el.getAttribute('data-row'), amount: el.querySelector('[data-amount]')?.textContent ?? null })));
    let running = 0;
    const amounts: number[] = [];
    for (const { row, amount } of rows) {
        if (row === 'tax' || amount === null) continue;
        amounts.push(sen(amount));
        if (row === 'subtotal' || row === 'total') expect(sen(amount), `${row} adds up`).toBe(running);
        else running += sen(amount);
    }
    expect(rows.map(r => r.row)).toContain('total');
    return amounts;
}
