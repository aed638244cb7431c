import {
    ADD_ITEM,
    adminLogin,
    createCampaign,
    createShopper,
    gql,
    pay,
    productVariants,
    shopApi,
    startTestServer,
    type TestServer,
    toArrangingPayment,
} from '@tuah/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The server's own campaign test helpers (operator session, shoppers, checkout), reused as they are.
import {
    coveredControls,
    launchBrowser,
    openPhone,
    requireBuiltStorefront,
    screenshot,
    seriousAccessibilityViolations,
    settled,
    type Language,
} from './support';

/** What the shopper reads, in each language. */
const WORDS = {
    en: {
        nav: 'Main',
        hot: 'Hot draws',
        weekend: 'Weekend Lucky Draw',
        merdeka: 'Merdeka Draw',
        buyNow: 'Buy now',
        buyTitle: 'Choose your item',
        threeEach: '3 tickets each',
        more: 'More',
        earnsSix: 'Earns 6 tickets',
        addToCart: 'Add to cart',
        added: /Added 2 × .*Rose Gold.* to your cart\./,
        cart: 'Cart',
        cartTickets: 'Weekend Lucky Draw · 6 tickets',
        fewer: 'One fewer',
        remove: 'Remove',
        qtyOne: 'Qty 1',
        emptyCart: 'Your cart is empty',
        drawsTitle: 'Lucky Draw',
        participants: 'Participants',
        sixTickets: '6 tickets',
        browse: 'Browse lists',
        campaigns: 'Campaigns',
        close: 'Close',
        past: 'Past',
        sheets: [
            ['Hottest', 'Hottest'],
            ['Latest', 'Latest'],
            ['Ending soon', 'Ending soon'],
            ['Joined', 'Joined'],
            ['Other', 'Other draws'],
            ['Trending', 'Trending'],
        ],
        drawInit: 'Sales closed and ticket list sealed',
        roundFixed: 'Beacon round fixed',
        progress: 'Draw progress',
        winner: 'Winner',
        verifyLink: 'Verify this draw',
        verifyButton: 'Verify in my browser',
        match: 'The winner matches',
        log: 'Public log',
        included: 'Included in the log',
        timeline: 'Timeline',
        inOrder: 'In order',
        winnerLogged: 'Winner: included, entry #',
        consistent: 'Consistent with the log this phone saw on',
        winnerPath: 'Winner’s path leads to the commitment: yes',
        roundInTime: 'Beacon round came after the sealing: yes',
        beaconOwn: 'This beacon is not drand’s public network',
        mine: 'Your tickets in this draw (2)',
        mineIn: 'All 2 of your tickets are in the sealed list',
        inList: 'yes',
        ticketsTitle: /^\d+ tickets?$/,
    },
    ms: {
        nav: 'Utama',
        hot: 'Cabutan hangat',
        weekend: 'Cabutan Bertuah Hujung Minggu',
        merdeka: 'Cabutan Merdeka',
        buyNow: 'Beli sekarang',
        buyTitle: 'Pilih item anda',
        threeEach: '3 tiket setiap satu',
        more: 'Lagi',
        earnsSix: 'Dapat 6 tiket',
        addToCart: 'Tambah ke troli',
        added: /2 × .*Rose Gold.* ditambah ke troli anda\./,
        cart: 'Troli',
        cartTickets: 'Cabutan Bertuah Hujung Minggu · 6 tiket',
        fewer: 'Kurangkan satu',
        remove: 'Buang',
        qtyOne: 'Kuantiti 1',
        emptyCart: 'Troli anda kosong',
        drawsTitle: 'Cabutan Bertuah',
        participants: 'Peserta',
        sixTickets: '6 tiket',
        browse: 'Semak senarai',
        campaigns: 'Kempen',
        close: 'Tutup',
        past: 'Lepas',
        sheets: [
            ['Terhangat', 'Terhangat'],
            ['Terkini', 'Terkini'],
            ['Hampir tamat', 'Hampir tamat'],
            ['Disertai', 'Disertai'],
            ['Lain-lain', 'Cabutan lain'],
            ['Sohor kini', 'Sohor kini'],
        ],
        drawInit: 'Jualan ditutup dan senarai tiket dimeterai',
        roundFixed: 'Pusingan suar ditetapkan',
        progress: 'Kemajuan cabutan',
        winner: 'Pemenang',
        verifyLink: 'Sahkan cabutan ini',
        verifyButton: 'Sahkan dalam pelayar saya',
        match: 'Pemenang sepadan',
        log: 'Log awam',
        included: 'Termasuk dalam log',
        timeline: 'Garis masa',
        inOrder: 'Mengikut urutan',
        winnerLogged: 'Pemenang: termasuk, entri #',
        consistent: 'Selaras dengan log yang dilihat telefon ini pada',
        winnerPath: 'Laluan pemenang membawa kepada komitmen: ya',
        roundInTime: 'Pusingan suar datang selepas pemeteraian: ya',
        beaconOwn: 'Suar ini bukan rangkaian awam drand',
        mine: 'Tiket anda dalam cabutan ini (2)',
        mineIn: 'Kesemua 2 tiket anda ada dalam senarai yang dimeterai',
        inList: 'ya',
        ticketsTitle: /^\d+ tiket$/,
    },
} as const;
const LANGUAGES: Language[] = ['en', 'ms'];

/** How long the finished-draw journey waits for the server to run the draw by itself. */
const DRAW_TIMEOUT_MS = 60_000;

let server: TestServer;
let browser: Browser;
let admin: string;

beforeAll(async () => {
    requireBuiltStorefront();
    // The sandbox payment settles at once: shoppers can buy tickets without a payment page.
    server = await startTestServer({ env: { PAYMENT_SANDBOX: 'true' } });
    browser = await launchBrowser();
    admin = await adminLogin(server.adminApiUrl);
});

afterAll(async () => {
    try {
        await browser?.close();
    } finally {
        await server?.stop();
    }
});

/** A seeded campaign's id by its short id. */
async function campaignIdOf(sId: string): Promise<string> {
    const data = await gql(server.shopApiUrl, '{ campaigns(options: { take: 100 }) { items { id sId } } }');
    const found = data.campaigns.items.find((c: { sId: string }) => c.sId === sId);
    if (!found) throw new Error(`No seeded campaign ${sId}`);
    return found.id;
}

async function expectNoSeriousViolations(page: Page, what: string) {
    expect(await seriousAccessibilityViolations(page), what).toEqual([]);
}

describe('a shopper buying into a lucky draw', () => {
    it.each(LANGUAGES)(
        '%s: goes from Home to a campaign, chooses the special option in the buy sheet and finds it in the cart, edits and removes it',
        async language => {
            const words = WORDS[language];
            // A signed-in shopper: tickets go only into a signed-in shopper's cart (a guest is asked to sign in: checkout.journey).
            const { token } = await createShopper(server, admin, `weekend-${language}`);
            const { context, page, errors } = await openPhone(browser, server.baseUrl, { language, token });
            try {
                await page.goto('/tabs/home');
                await page
                    .getByRole('region', { name: words.hot })
                    .getByRole('link', { name: new RegExp(words.weekend) })
                    .click();
                await page.waitForURL(/\/tabs\/common\/draws\/product\/details\?cId=\d+$/);
                await page.getByRole('heading', { level: 1, name: words.weekend }).waitFor();
                expect(await page.getByRole('progressbar').first().getAttribute('aria-valuenow')).toBe('120');
                await page.getByRole('timer').first().waitFor();
                await screenshot(page, `campaign-${language}`);

                await page.getByRole('button', { name: words.buyNow }).click();
                const sheet = page.getByRole('dialog', { name: words.buyTitle });
                await sheet.waitFor();
                await sheet.getByRole('radio', { name: /Rose Gold/ }).check();
                await sheet.getByText(words.threeEach).waitFor();
                await sheet.getByRole('button', { name: words.more, exact: true }).click();
                await sheet.getByText(words.earnsSix).waitFor();
                await settled(sheet);
                await screenshot(page, `buy-sheet-${language}`);

                await sheet.getByRole('button', { name: words.addToCart }).click();
                await page.getByText(words.added).first().waitFor();
                await sheet.waitFor({ state: 'hidden' });

                await page.getByRole('navigation', { name: words.nav }).getByRole('link', { name: words.cart }).click();
                const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Rose Gold/ }) });
                await line.getByText(words.cartTickets).waitFor();
                await screenshot(page, `cart-${language}`);
                await expectNoSeriousViolations(page, `cart (${language})`);

                // Edit the line, then remove it.
                await line.getByRole('button', { name: new RegExp(`^${words.fewer} .*Rose Gold`) }).click();
                await line.getByText(new RegExp(words.qtyOne)).waitFor();
                await line.getByRole('button', { name: new RegExp(`^${words.remove} .*Rose Gold`) }).click();
                await page.getByRole('heading', { name: words.emptyCart }).waitFor();
                expect(errors).toEqual([]);
            } finally {
                await context.close();
            }
        },
    );
});

describe('the Lucky Draw tab', () => {
    it.each(LANGUAGES)('%s: opens every list sheet, switches sheets inside one, and swipes it away', async language => {
        const words = WORDS[language];
        const { context, page, errors } = await openPhone(browser, server.baseUrl, { language });
        try {
            await page.goto('/tabs/draws');
            await page.getByRole('heading', { level: 1, name: words.drawsTitle }).waitFor();
            await page.getByRole('list', { name: words.campaigns }).getByRole('link').first().waitFor();
            await screenshot(page, `draws-${language}`);
            const browse = page.getByRole('region', { name: words.browse });

            for (const [button, title] of words.sheets) {
                await browse.getByRole('button', { name: button, exact: true }).click();
                const sheet = page.getByRole('dialog', { name: title });
                await sheet.waitFor();
                // Campaigns, or an honest empty sheet (a guest has joined nothing).
                await expect
                    .poll(
                        async () =>
                            (await sheet.getByRole('list', { name: words.campaigns }).count()) + (await sheet.getByRole('heading', { level: 2 }).count()),
                    )
                    .toBeGreaterThan(0);
                if (button === words.sheets[0][0]) {
                    await sheet.getByRole('list', { name: words.campaigns }).locator('img').first().waitFor();
                    await settled(sheet);
                    await screenshot(page, `sheet-hottest-${language}`);
                }
                await sheet.getByRole('button', { name: words.close }).click();
                await sheet.waitFor({ state: 'hidden' });
            }

            // Inside a sheet, its tabs switch to another list.
            await browse.getByRole('button', { name: words.sheets[0][0], exact: true }).click();
            await page.getByRole('dialog', { name: words.sheets[0][1] }).getByRole('tab', { name: words.sheets[2][0] }).click();
            const ending = page.getByRole('dialog', { name: words.sheets[2][1] });
            await ending.getByRole('list', { name: words.campaigns }).getByRole('link').first().waitFor();
            expect(new URL(page.url()).searchParams.get('sheet')).toBe('ENDING_SOON');

            // Swiped down by its handle, the sheet goes away.
            const box = (await ending.boundingBox())!;
            await page.mouse.move(box.x + box.width / 2, box.y + 12);
            await page.mouse.down();
            for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width / 2, box.y + 12 + step * 50);
            await page.mouse.up();
            await ending.waitFor({ state: 'hidden' });
            await expect.poll(() => new URL(page.url()).searchParams.get('sheet')).toBeNull();

            // The phone's back button closes an open sheet (after a switch inside it too) and stays on the tab (issue 31 row 6).
            await browse.getByRole('button', { name: words.sheets[0][0], exact: true }).click();
            await page.getByRole('dialog', { name: words.sheets[0][1] }).getByRole('tab', { name: words.sheets[1][0] }).click();
            const latest = page.getByRole('dialog', { name: words.sheets[1][1] });
            await latest.getByRole('list', { name: words.campaigns }).getByRole('link').first().waitFor();
            await expectNoSeriousViolations(page, `${language} sheet`);
            await page.goBack();
            await latest.waitFor({ state: 'hidden' });
            await expect.poll(() => new URL(page.url()).searchParams.get('sheet')).toBeNull();
            expect(new URL(page.url()).pathname).toBe('/tabs/draws');
            await page.getByRole('heading', { level: 1, name: words.drawsTitle }).waitFor();

            // A draw with 180 of 300 tickets sold lists the shoppers holding them (issue 31 row 5), not "be the first".
            await page.goto(`/tabs/common/draws/item/drawlot?cId=${await campaignIdOf('HOTEB2')}`);
            const holders = page.getByRole('list', { name: words.participants });
            await holders.getByRole('listitem').first().waitFor();
            await expect.poll(() => holders.getByRole('listitem').count()).toBeGreaterThan(1);
            await holders.getByRole('listitem').first().getByText(words.sixTickets).waitFor();
            await expectNoSeriousViolations(page, `${language} participants`);
            if (language === 'ms') await screenshot(page, 'participants-ms');
            expect(errors).toEqual([]);
        } finally {
            await context.close();
        }
    });

    it('shows the drops: a campaign announced to start in two days', async () => {
        const { productId } = await productVariants(server.shopApiUrl, 'cap');
        await createCampaign(server, admin, {
            productId,
            startDate: new Date(Date.now() + 2 * 86_400_000 + 60_000).toISOString(),
            endDate: new Date(Date.now() + 9 * 86_400_000).toISOString(),
            translations: [
                { languageCode: 'en', name: 'Festive Drop', description: 'Soon', cardBuyTxt: 'Opens soon' },
                { languageCode: 'ms', name: 'Cabutan Perayaan', description: 'Tidak lama lagi', cardBuyTxt: 'Dibuka tidak lama lagi' },
            ],
        });
        const { context, page, errors } = await openPhone(browser, server.baseUrl);
        try {
            await page.goto('/tabs/draws');
            await page.getByRole('link', { name: 'Drops' }).click();
            await page.waitForURL('**/tabs/drop');
            const drop = page.getByRole('list', { name: 'Campaigns' }).getByRole('link', { name: /Festive Drop/ });
            await drop.waitFor();
            expect(await drop.textContent()).toContain('Starts in 2 days');
            await screenshot(page, 'drops-en');
            expect(errors).toEqual([]);
        } finally {
            await context.close();
        }
    });

    it.each(LANGUAGES)("%s: follows the demo shop's past draw through every stage to its winner", async language => {
        const words = WORDS[language];
        const { context, page, errors } = await openPhone(browser, server.baseUrl, { language });
        try {
            await page.goto('/tabs/draws');
            await page.getByRole('tab', { name: words.past }).click();
            await page.getByRole('link', { name: new RegExp(words.merdeka) }).click();
            const progress = page.getByRole('region', { name: words.progress });
            await progress.waitFor();
            // The server draws it on start; the page polls until the last stage is done.
            await progress.locator('li[data-stage="ENDED"][data-state="done"]').waitFor({ timeout: 30_000 });
            // A drand draw (the default provider) lists only the stages it ran: a beacon round fixed, no oracle (docs/draws.md).
            expect(await progress.locator('li[data-stage]').evaluateAll(items => items.map(item => item.getAttribute('data-stage')))).toEqual([
                'DRAW_INIT',
                'CALL_CONTRACT',
                'WAIT_VRF_RESULT',
                'GET_WINNER',
                'ENDED',
            ]);
            expect(await progress.locator('li[data-state="done"]').count()).toBe(5);
            expect(await progress.locator('li time').count()).toBe(5);
            expect(await progress.textContent()).toContain(words.drawInit);
            expect(await progress.textContent()).toContain(words.roundFixed);
            await progress.getByText(words.winner).first().waitFor();
            await progress.scrollIntoViewIfNeeded();
            await screenshot(page, `draw-progress-${language}`);
            expect(errors).toEqual([]);
        } finally {
            await context.close();
        }
    });
});

describe('accessibility', () => {
    it('finds no serious or critical violation on Home, the Lucky Draw tab (and a sheet) and a campaign page with its buy sheet', async () => {
        const weekend = await campaignIdOf('WEEK5K');
        // Signed in: the buy sheet is a signed-in shopper's (a guest goes to sign in first; checkout.journey).
        const { token } = await createShopper(server, admin, 'a11y-buyer');
        const { context, page } = await openPhone(browser, server.baseUrl, { token });
        try {
            await page.goto('/tabs/home');
            await page.getByRole('region', { name: 'Hot draws' }).getByRole('link').first().waitFor();
            await expectNoSeriousViolations(page, 'home');

            await page.goto('/tabs/draws');
            await page.getByRole('list', { name: 'Campaigns' }).getByRole('link').first().waitFor();
            await expectNoSeriousViolations(page, 'draws');

            await page.goto('/tabs/draws?sheet=HOTTEST');
            await page.getByRole('dialog', { name: 'Hottest' }).getByRole('list', { name: 'Campaigns' }).waitFor();
            await expectNoSeriousViolations(page, 'draws sheet');

            await page.goto(`/tabs/common/draws/product/details?cId=${weekend}`);
            await page.getByRole('heading', { level: 1, name: 'Weekend Lucky Draw' }).waitFor();
            await expectNoSeriousViolations(page, 'campaign');

            await page.getByRole('button', { name: 'Buy now' }).click();
            await page.getByRole('dialog', { name: 'Choose your item' }).getByRole('radio').first().waitFor();
            await expectNoSeriousViolations(page, 'buy sheet');

            await page.goto(`/tabs/common/draws/item/drawlot?cId=${weekend}`);
            await page.getByRole('heading', { level: 1, name: 'Participants' }).waitFor();
            await expectNoSeriousViolations(page, 'participants');
        } finally {
            await context.close();
        }
    });
});

describe('layout', () => {
    it('never scrolls sideways, from a 320 px phone to a desktop', async () => {
        const weekend = await campaignIdOf('WEEK5K');
        const { token } = await createShopper(server, admin, 'layout-buyer');
        for (const width of [320, 1280]) {
            const { context, page } = await openPhone(browser, server.baseUrl, { token });
            try {
                await page.setViewportSize({ width, height: 800 });
                for (const [name, path, ready] of [
                    ['home', '/tabs/home', () => page.getByRole('region', { name: 'Hot draws' }).getByRole('link').first().waitFor()],
                    ['sheet', '/tabs/draws?sheet=ENDING_SOON', () => page.getByRole('dialog').getByRole('list', { name: 'Campaigns' }).waitFor()],
                    ['campaign', `/tabs/common/draws/product/details?cId=${weekend}`, () => page.getByRole('timer').first().waitFor()],
                    [
                        'participants',
                        `/tabs/common/draws/item/drawlot?cId=${weekend}`,
                        () => page.getByRole('heading', { level: 1, name: 'Participants' }).waitFor(),
                    ],
                    ['homeV1', '/tabs/homeV1', () => page.getByRole('region', { name: 'Featured draw' }).waitFor()],
                ] as const) {
                    await page.goto(path);
                    await ready();
                    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
                    expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
                    if (name === 'campaign' || name === 'homeV1') await screenshot(page, `${name}-en`);
                }
                if (width === 320) {
                    await page.goto(`/tabs/common/draws/product/details?cId=${weekend}`);
                    await page.getByRole('button', { name: 'Buy now' }).click();
                    await page.getByRole('dialog', { name: 'Choose your item' }).getByRole('radio').first().waitFor();
                    // Nothing in the sheet reaches past its right edge (prices, long option names).
                    const sticksOut = await page.getByRole('dialog', { name: 'Choose your item' }).evaluate(sheet => {
                        const edge = sheet.getBoundingClientRect().right + 0.5;
                        return Array.from(sheet.querySelectorAll('*'))
                            .filter(el => el.getBoundingClientRect().right > edge)
                            .map(el => el.outerHTML.slice(0, 80));
                    });
                    expect(sticksOut).toEqual([]);
                    await settled(page.getByRole('dialog', { name: 'Choose your item' }));
                    await screenshot(page, 'buy-sheet-en');
                }
            } finally {
                await context.close();
            }
        }
    });
});

/**
 * A draw run end to end: a small campaign sold out by three shoppers closes, and the server
 * draws it by itself on the default provider, drand on the embedded beacon: a round fixed after
 * the list is sealed decides it. The proof page checks the round's signature, the timing, the
 * winner's path, the shopper's own tickets and the log in the browser (docs/fairness.md#drand).
 */
describe('a finished draw', () => {
    let campaign: { id: string; winnerTicketId: string; winnerName: string };
    let alice: { token: string; customerId: string };

    beforeAll(async () => {
        const { productId, variantIds } = await productVariants(server.shopApiUrl, 'cap');
        const created = await createCampaign(server, admin, {
            productId,
            totalTicket: 3,
            ticketPerItem: 1,
            translations: [
                { languageCode: 'en', name: 'Journey Draw', description: 'Three tickets', cardBuyTxt: '1 cap = 1 ticket' },
                { languageCode: 'ms', name: 'Cabutan Perjalanan', description: 'Tiga tiket', cardBuyTxt: '1 topi = 1 tiket' },
            ],
        });
        const [a, b] = await Promise.all([createShopper(server, admin, 'alice'), createShopper(server, admin, 'bob')]);
        alice = a;
        for (const [shopper, quantity] of [
            [a, 2],
            [b, 1],
        ] as const) {
            const added = await gql(server.shopApiUrl, ADD_ITEM, { v: variantIds[0], q: quantity, c: created.id }, shopper.token);
            expect(added.addItemToOrder.__typename).toBe('Order');
            expect((await toArrangingPayment(server.shopApiUrl, shopper.token)).state).toBe('ArrangingPayment');
            expect((await pay(server.shopApiUrl, shopper.token)).state).toBe('PaymentSettled');
        }

        const deadline = Date.now() + DRAW_TIMEOUT_MS;
        let stage = '';
        while (Date.now() < deadline) {
            const { data } = await shopApi(
                server.shopApiUrl,
                'query ($id: ID!) { campaignProgress(campaignId: $id) { stage drawResult { winner { ticketId customer { displayName } } } } }',
                { id: created.id },
            );
            stage = data.campaignProgress.stage;
            const winner = data.campaignProgress.drawResult?.winner;
            if (stage === 'ENDED' && winner) {
                campaign = { id: created.id, winnerTicketId: winner.ticketId, winnerName: winner.customer?.displayName ?? '' };
                return;
            }
            await new Promise(resolve => setTimeout(resolve, 1000));
        }
        throw new Error(`The sold-out campaign did not reach stage ENDED within ${DRAW_TIMEOUT_MS / 1000} s (it is at ${stage}): is the draw runner merged?`);
    }, DRAW_TIMEOUT_MS + 60_000);

    it.each(LANGUAGES)('%s: sees the winner, verifies the draw on the proof page, and finds their tickets', async language => {
        const words = WORDS[language];
        const { context, page, errors } = await openPhone(browser, server.baseUrl, { language, token: alice.token });
        try {
            await page.goto(`/tabs/common/draws/product/details?cId=${campaign.id}`);
            const winner = page.getByRole('status', { name: words.winner });
            await winner.waitFor();
            expect(await winner.textContent()).toContain(campaign.winnerTicketId);
            expect(await winner.textContent()).toContain(campaign.winnerName);
            await winner.scrollIntoViewIfNeeded();
            await screenshot(page, `winner-${language}`);

            await winner.getByRole('link', { name: words.verifyLink }).click();
            await page.waitForURL(`**/tabs/common/draws/item/proof?cId=${campaign.id}`);
            await page.getByRole('button', { name: words.verifyButton }).click();
            const result = page.getByRole('status').filter({ hasText: words.match });
            await result.waitFor({ timeout: 20_000 });
            expect(await result.textContent()).toContain(campaign.winnerTicketId);
            // A sum-tree draw: the winner is proven by its path, not by the whole list.
            expect(await result.textContent()).toContain(words.winnerPath);
            // A drand draw: its round came after the sealing, and the page says this beacon is not drand's public one.
            expect(await result.textContent()).toContain(words.roundInTime);
            await page.getByText(words.beaconOwn).waitFor();
            await screenshot(page, `proof-${language}`);

            // Alice's own two tickets, each proven in the sealed list by its path, checked in this browser.
            const mine = page.getByRole('region', { name: words.mine });
            await mine.getByText(words.mineIn).waitFor({ timeout: 20_000 });
            const rows = mine.getByRole('row');
            expect(await rows.count()).toBe(3);
            for (const row of (await rows.all()).slice(1)) expect(await row.textContent()).toMatch(new RegExp(`✓${words.inList}$`));
            await mine.scrollIntoViewIfNeeded();
            await screenshot(page, `proof-my-tickets-${language}`);
            expect(await coveredControls(page)).toEqual([]);

            // The commitment, random word and winner are in the public log, checked in this browser against its signed head.
            const log = page.getByRole('region', { name: words.log }).getByRole('status');
            await log.filter({ hasText: words.included }).waitFor({ timeout: 20_000 });
            expect(await log.textContent()).toContain(words.winnerLogged);
            await page.getByRole('region', { name: words.log }).evaluate(card => card.scrollIntoView({ block: 'center' }));
            await screenshot(page, `proof-log-${language}`);
            // The stages this draw's provider ran, each with its evidence, checked in order in this browser.
            const timeline = page.getByRole('region', { name: words.timeline });
            await timeline.getByRole('status').filter({ hasText: words.inOrder }).waitFor({ timeout: 20_000 });
            // Its heading clear of the sticky page header.
            await timeline.evaluate(card => window.scrollTo(0, card.getBoundingClientRect().top + window.scrollY - 96));
            await screenshot(page, `proof-timeline-${language}`);
            expect(await coveredControls(page)).toEqual([]);
            await expectNoSeriousViolations(page, `the proof page of a drand draw (${language})`);
            // Seen again, the log is checked against the head this phone kept: it only grew.
            await page.reload();
            await log.filter({ hasText: words.consistent }).waitFor({ timeout: 20_000 });

            await page.goto(`/tabs/tickets/inner?cId=${campaign.id}`);
            await page.getByRole('heading', { name: words.ticketsTitle }).waitFor();
            expect(await page.getByRole('article').count()).toBe(2);
            expect(await page.locator('article[data-rarity]').count()).toBe(2);
            await screenshot(page, `tickets-${language}`);
            expect(errors).toEqual([]);
        } finally {
            await context.close();
        }
    });
});
