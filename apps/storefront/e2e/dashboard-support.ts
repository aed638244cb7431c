import type { Browser, Page } from 'playwright-core';
import { vi } from 'vitest';

import { openWatchedPage, seriousAccessibilityViolations, type Phone } from './support';

/**
 * What the operator dashboard's journeys share (apps/dashboard, docs/dashboard.md): an operator's
 * desktop browser, signing in at /dashboard, opening a Tuah screen, and axe with Vendure's own
 * known violations set aside. English only: operator screens are not translated.
 */

/**
 * Serious violations axe finds in Vendure's own frame around our pages (its sidebar's lists and an
 * unlabelled icon buttons of its header and order page, ids from its UI kit), not in Tuah's screens. Known, reported
 * in docs/dashboard.md; anything else on the page still fails the journey.
 */
export const VENDURE_UI_VIOLATIONS = [
    /^serious list: .*data-sidebar="menu"/,
    /^serious listitem: .*data-sidebar="menu-item"/,
    // One or more: Vendure's order page has several.
    /^critical button-name: Buttons must have discernible text \(#base-ui-[^ ;]+(; #base-ui-[^ ;]+)*\)$/,
];

/** The violations that are ours: Vendure's known ones left out. */
export const ours = (violations: string[]) => violations.filter(v => !VENDURE_UI_VIOLATIONS.some(known => known.test(v)));

/**
 * axe's serious violations on an operator screen that are ours, checked once no toast is shown: a toast
 * (Vendure's sonner, "Saved" and the like) on its way out is half transparent, and failed the contrast
 * check when the audit caught it leaving.
 */
export async function operatorScreenViolations(page: Page): Promise<string[]> {
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 20_000 });
    return ours(await seriousAccessibilityViolations(page));
}

/** An operator's desktop browser; CSP violations and uncaught errors are collected as the storefront's journeys do. */
export async function openDesk(browser: Browser, baseURL: string): Promise<Phone> {
    return openWatchedPage(await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-MY', baseURL }));
}

/** The seeded embedded default's first operator (README). */
export const SUPERADMIN = { username: 'superadmin', password: 'superadmin' };

/** Signs in on the dashboard's own sign-in page and waits until its navigation is there (the section the operator may see). */
export async function signInToDashboard(page: Page, operator: { username: string; password: string } = SUPERADMIN, section = 'Tuah') {
    await page.goto('/dashboard');
    await page.getByPlaceholder('Email').fill(operator.username);
    await page.getByPlaceholder('Password').fill(operator.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: section, exact: true }).waitFor();
}

/**
 * Opens a screen of the Tuah section from the navigation, as an operator would, and waits for its address.
 * The section may still be unfolding when the page is busy: a click that found it mid-way (so the section
 * folded again, or the link moved) is tried again rather than waited on for good.
 */
export async function openTuahScreen(page: Page, linkName: string, path: string, section = 'Tuah') {
    const link = page.getByRole('link', { name: linkName, exact: true });
    await vi.waitFor(
        async () => {
            if (!(await link.isVisible())) await page.getByRole('button', { name: section, exact: true }).click();
            await link.click({ timeout: 5_000 });
            await page.waitForURL(`**/dashboard${path}`, { timeout: 5_000, waitUntil: 'commit' });
        },
        { timeout: 40_000, interval: 500 },
    );
}
