import { isGraphQlErrorResult } from '@vendure/core/dist/common/error/error-result';
import { INestApplicationContext } from '@nestjs/common';
import {
    BcryptPasswordHashingStrategy,
    ConfigService,
    Customer,
    CustomerService,
    LanguageCode,
    Logger,
    PaymentMethod,
    PaymentMethodService,
    Product,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';
import { In } from 'typeorm';

import { Campaign, CampaignLifecycleService, CampaignService, CampaignTicketService, Participation } from '../plugins/campaign';
import { sandboxPaymentHandler } from '../common/sandbox-payment-handler';
import { IPAY88_HANDLER_CODE } from '../plugins/ipay88';

const loggerCtx = 'DemoData';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A demo campaign's English and Malay texts; its name doubles as its description. */
export function demoCampaignTranslations(demo: { name: { en: string; ms: string }; cardBuyTxt: { en: string; ms: string } }) {
    return (['en', 'ms'] as const).map(lang => ({
        languageCode: lang as LanguageCode,
        name: demo.name[lang],
        description: demo.name[lang],
        cardBuyTxt: demo.cardBuyTxt[lang],
    }));
}

/**
 * A demo campaign's official rules in both languages (docs/responsible-play.md#official-rules):
 * what the campaign itself cannot say. The rules page adds the dates, the prize and its value, how
 * the winner is chosen, how to claim, the free entry and the odds from the campaign.
 */
export function demoCampaignRules(name: { en: string; ms: string }, kind: 'LUCKYDRAW' | 'BLINDBOX') {
    const en = [
        `## Who may enter`,
        `${name.en} is open to Tuah account holders aged 18 or over living in Malaysia, Indonesia or Thailand, one account per person. Tuah's staff and their families may not enter.`,
        `## The prize`,
        kind === 'LUCKYDRAW'
            ? `The prize is as shown and cannot be exchanged for cash. If it can no longer be supplied, the winner gets one of equal or greater value.`
            : `Every box holds one prize from the published prize table; prizes cannot be exchanged for cash.`,
        `## Questions`,
        `Ask us through Support in your profile. Tuah runs this campaign under these rules and the shop's campaign rules.`,
    ].join('\n\n');
    const ms = [
        `## Siapa boleh menyertai`,
        `${name.ms} terbuka kepada pemegang akaun Tuah berumur 18 tahun ke atas yang tinggal di Malaysia, Indonesia atau Thailand, satu akaun bagi setiap orang. Kakitangan Tuah dan keluarga mereka tidak boleh menyertai.`,
        `## Hadiah`,
        kind === 'LUCKYDRAW'
            ? `Hadiah adalah seperti yang ditunjukkan dan tidak boleh ditukar dengan wang tunai. Jika hadiah tidak lagi dapat dibekalkan, pemenang menerima hadiah yang sama atau lebih tinggi nilainya.`
            : `Setiap kotak mengandungi satu hadiah daripada jadual hadiah yang diterbitkan; hadiah tidak boleh ditukar dengan wang tunai.`,
        `## Pertanyaan`,
        `Hubungi kami melalui Sokongan dalam profil anda. Tuah menjalankan kempen ini mengikut peraturan ini dan peraturan kempen kedai.`,
    ].join('\n\n');
    return { en, ms };
}

interface DemoCampaign {
    sId: string;
    product: string;
    prize: string;
    name: { en: string; ms: string };
    cardBuyTxt: { en: string; ms: string };
    startsIn: number;
    endsIn: number;
    totalTicket: number;
    /**
     * Tickets sold to the demo crowd (guest shoppers, at most maxQty or CROWD_SHARE each), issued
     * through the ticket ledger like the holders' below: every count on screen is real tickets.
     */
    sold?: number;
    /** Real tickets held by demo shoppers (tickets per shopper), so the ended draw is drawn for real. */
    holders?: number[];
    isHot?: boolean;
    isNew?: boolean;
    maxQty?: number;
    ended?: boolean;
}

/** Six lucky draws in the states the draw lists show: new, hot, nearly sold out, ending soon, ended. */
const demoCampaigns: DemoCampaign[] = [
    {
        sId: 'NEWPH1',
        product: 'cap',
        prize: 'smart-watch',
        name: { en: 'Smart Watch Draw', ms: 'Cabutan Jam Pintar' },
        cardBuyTxt: { en: 'Buy a cap, get 2 tickets', ms: 'Beli topi, dapat 2 tiket' },
        startsIn: -HOUR,
        endsIn: 14 * DAY,
        totalTicket: 500,
        isNew: true,
    },
    {
        sId: 'HOTEB2',
        product: 'power-bank-20000',
        prize: 'wireless-earbuds',
        name: { en: 'Earbuds Giveaway', ms: 'Peraduan Fon Telinga' },
        cardBuyTxt: { en: '1 item = 1 ticket', ms: '1 item = 1 tiket' },
        startsIn: -3 * DAY,
        endsIn: 5 * DAY,
        totalTicket: 300,
        sold: 180,
        isHot: true,
    },
    {
        sId: 'LASTT3',
        product: 'wireless-earbuds',
        prize: 'power-bank-20000',
        name: { en: 'Power Bank Last Call', ms: 'Panggilan Terakhir Bank Kuasa' },
        cardBuyTxt: { en: 'Only a few tickets left', ms: 'Tinggal beberapa tiket' },
        startsIn: -5 * DAY,
        endsIn: 2 * DAY,
        totalTicket: 200,
        sold: 195,
        maxQty: 5,
    },
    {
        sId: 'SOON4H',
        product: 'cap',
        prize: 'wireless-earbuds',
        name: { en: 'Final Hour Draw', ms: 'Cabutan Jam Terakhir' },
        cardBuyTxt: { en: 'Ends within the hour', ms: 'Tamat dalam sejam' },
        startsIn: -2 * DAY,
        endsIn: 45 * 60 * 1000,
        totalTicket: 100,
        sold: 40,
    },
    {
        sId: 'WEEK5K',
        product: 'smart-watch',
        prize: 'power-bank-20000',
        name: { en: 'Weekend Lucky Draw', ms: 'Cabutan Bertuah Hujung Minggu' },
        cardBuyTxt: { en: 'Special variant earns 3 tickets', ms: 'Varian istimewa dapat 3 tiket' },
        startsIn: -DAY,
        endsIn: 7 * DAY,
        totalTicket: 1000,
        sold: 120,
        isHot: true,
        isNew: true,
    },
    {
        sId: 'DONE6X',
        product: 'power-bank-20000',
        prize: 'cap',
        name: { en: 'Merdeka Draw', ms: 'Cabutan Merdeka' },
        cardBuyTxt: { en: 'Winner drawn with verifiable randomness', ms: 'Pemenang dicabut secara rawak yang boleh disahkan' },
        startsIn: -10 * DAY,
        endsIn: -DAY,
        totalTicket: 100,
        holders: [30, 25, 20, 15, 10],
        ended: true,
    },
];

export async function seedDemoCampaigns(app: INestApplicationContext, ctx: RequestContext): Promise<void> {
    const connection = app.get(TransactionalConnection);
    // Each demo draw by its sId: a start stopped before the step was recorded adds only what is missing.
    const existing = new Set((await connection.getRepository(ctx, Campaign).find({ select: { sId: true }, loadEagerRelations: false })).map(c => c.sId));
    const products = await connection.getRepository(ctx, Product).find({ relations: { featuredAsset: true, variants: true } });
    const bySlug = (slug: string) => products.find(p => p.translations.some(t => t.slug === slug));
    const campaigns = app.get(CampaignService);
    const started = Date.now();
    for (const demo of demoCampaigns) {
        const product = bySlug(demo.product);
        const prize = bySlug(demo.prize);
        if (!product || !prize || existing.has(demo.sId)) continue;
        const created = await campaigns.create(ctx, {
            sId: demo.sId,
            typStr: 'LUCKYDRAW',
            startDate: new Date(Date.now() + demo.startsIn),
            // An ended draw starts out open: its tickets go through the ticket ledger, which only
            // issues into a campaign still selling, and its end comes after them (below).
            endDate: new Date(Date.now() + (demo.ended ? HOUR : demo.endsIn)),
            isHot: !!demo.isHot,
            isNew: !!demo.isNew,
            ticketPerItem: 1,
            ticketPerItemForSp: 3,
            specialVariantId: product.variants.length > 1 ? product.variants[product.variants.length - 1].id : null,
            totalTicket: demo.totalTicket,
            maxQty: demo.maxQty ?? null,
            productId: product.id,
            prizeId: prize.id,
            coverId: prize.featuredAsset?.id ?? null,
            featuredImgId: prize.featuredAsset?.id ?? null,
            rules: demoCampaignRules(demo.name, 'LUCKYDRAW'),
            translations: demoCampaignTranslations(demo),
        });
        if (isGraphQlErrorResult(created)) throw new Error(`Demo campaign ${demo.sId}: ${created.message}`);
        if (demo.holders) await seedTicketHolders(app, ctx, created, demo.holders);
        else if (demo.sold) await seedCrowdTickets(app, ctx, created, demo.sold, demo.maxQty ?? CROWD_SHARE);
        if (demo.ended) {
            // Now that every ticket is in, it ends (a sell-out has already closed it): the draw
            // plugin commits the whole ticket set and draws it like any other.
            await connection.getRepository(ctx, Campaign).update(created.id, { endDate: new Date(Date.now() + demo.endsIn) });
            await connection.withTransaction(ctx, tx => app.get(CampaignLifecycleService).close(tx, created.id, 'END_DATE'));
        }
    }
    Logger.info(`Seeded ${demoCampaigns.length} lucky-draw campaigns and their tickets in ${Date.now() - started} ms`, loggerCtx);
}

/** Every demo shopper's password (printed in the README's quick start): a newcomer signs in at once. */
export const DEMO_SHOPPER_PASSWORD = 'tuah-demo-1';

/**
 * DEMO_SHOPPER_PASSWORD hashed once, by hand, with Vendure's own hashing (bcrypt, cost 12, its
 * default): a first start gives it to the demo shoppers instead of spending a quarter of a second of
 * CPU making the same kind of hash again. Only for this published password; test/demo-password.test.ts
 * checks it matches.
 */
export const DEMO_SHOPPER_PASSWORD_HASH = '$2b$12$NnqGmoBhLhHqL2HCAZNZM.4QX62mbpNQYjzkNMePjgr3LbsohGNQy';

/** Demo shoppers: sign in by username, email (`<username>.demo@tuah.example`) or phone. */
export const DEMO_SHOPPERS = [
    { firstName: 'Aisyah', lastName: 'Rahman', username: 'aisyah', phone: '+60123000001', dateOfBirth: '1994-03-12' },
    { firstName: 'Budi', lastName: 'Santoso', username: 'budi', phone: '+62812300002', dateOfBirth: '1989-07-30' },
    { firstName: 'Somchai', lastName: 'Wongsakul', username: 'somchai', phone: '+66812300003', dateOfBirth: '1991-11-05' },
    { firstName: 'Mei Ling', lastName: 'Tan', username: 'meiling', phone: '+60123000004', dateOfBirth: '1998-01-21' },
    { firstName: 'Ravi', lastName: 'Kumar', username: 'ravi', phone: '+60123000005', dateOfBirth: '1985-09-14' },
];

/**
 * Demo shoppers holding real tickets (without orders), issued through the ticket ledger like a
 * sale's (`CampaignTicketService.grant`: numbered by the same conditional UPDATE, refused once the
 * ticket set is committed), so the ended demo draw is committed and drawn by the draw plugin like
 * any other: its proof page verifies in the browser.
 */
async function seedTicketHolders(app: INestApplicationContext, ctx: RequestContext, campaign: Campaign, counts: number[]): Promise<void> {
    const connection = app.get(TransactionalConnection);
    const tickets = app.get(CampaignTicketService);
    await hashingDemoPasswordOnce(app, async () => {
        for (const [i, count] of counts.entries()) {
            const { username, phone, dateOfBirth, ...person } = DEMO_SHOPPERS[i % DEMO_SHOPPERS.length]!;
            const emailAddress = `${username}.demo@tuah.example`;
            let customer = await connection.getRepository(ctx, Customer).findOne({ where: { emailAddress } });
            if (!customer) {
                // With a password and a verified phone: signed in at once, nothing pending (docs/accounts.md).
                const input = {
                    ...person,
                    emailAddress,
                    phoneNumber: phone,
                    // Adults (docs/responsible-play.md#age-gate): the demo shoppers buy in the journeys.
                    customFields: { username, displayName: `${person.firstName} ${person.lastName[0]}.`, verifiedHp: phone, dateOfBirth },
                };
                const created = await app.get(CustomerService).create(ctx, input, DEMO_SHOPPER_PASSWORD);
                if (!(created instanceof Customer)) throw new Error(`Demo shopper ${emailAddress}: ${created.message}`);
                customer = created;
            }
            const customerId = customer.id;
            // One transaction per holder: a holder whose tickets exist (a seed run cut short) is skipped.
            const has = await connection.getRepository(ctx, Participation).count({ where: { campaignId: campaign.id, customerId } });
            if (!has) await connection.withTransaction(ctx, tx => tickets.grant(tx, campaign.id, customerId, count));
        }
    });
}

/**
 * Runs `work` with the demo shoppers' one published password hashed once, at the configured cost,
 * rather than once per shopper (a quarter of a second of CPU each at bcrypt's cost 12); with
 * Vendure's own hashing (the default, bcrypt at cost 12) not even once: the hash made beforehand
 * with it. Only that plaintext and only while `work` runs (the shop answers nobody else then: the
 * startup gate); every other password is hashed as always, and another hashing (a test server's
 * lower cost) hashes the demo password itself.
 */
async function hashingDemoPasswordOnce(app: INestApplicationContext, work: () => Promise<void>): Promise<void> {
    const hashing = app.get(ConfigService).authOptions.passwordHashingStrategy;
    const hash = hashing.hash;
    let demoHash: Promise<string> | undefined = hashing instanceof BcryptPasswordHashingStrategy ? Promise.resolve(DEMO_SHOPPER_PASSWORD_HASH) : undefined;
    hashing.hash = plaintext => (plaintext === DEMO_SHOPPER_PASSWORD ? (demoHash ??= hash.call(hashing, plaintext)) : hash.call(hashing, plaintext));
    try {
        await work();
    } finally {
        hashing.hash = hash;
    }
}

/** The most tickets one crowd shopper holds in a campaign without a per-shopper cap. */
const CROWD_SHARE = 6;
const CROWD_FIRST = [
    'Nur',
    'Hafiz',
    'Siti',
    'Arif',
    'Farah',
    'Irfan',
    'Aina',
    'Danial',
    'Hana',
    'Zul',
    'Wei',
    'Priya',
    'Kumar',
    'Lim',
    'Ong',
    'Yusuf',
    'Alya',
    'Amir',
    'Sara',
    'Imran',
];
const CROWD_LAST = ['A.', 'B.', 'C.', 'D.'];

/**
 * The demo crowd: guest shoppers (no account, no phone) holding the tickets the open demo draws
 * show as sold, so "180 / 300 sold" is 180 ticket rows and a draw of it draws them all. Each
 * holder's tickets come through the ticket ledger (`CampaignTicketService.grant`, as the ended
 * draw's holders'), at most `share` each (a campaign's maxQty), like a crowd within the cap.
 * In the campaigns step's transaction: a draw and its tickets are seeded together or not at all.
 */
async function seedCrowdTickets(app: INestApplicationContext, ctx: RequestContext, campaign: Campaign, sold: number, share: number): Promise<void> {
    const tickets = app.get(CampaignTicketService);
    const holders = Math.ceil(sold / share);
    const crowd = await demoCrowd(app, ctx, holders);
    for (let i = 0, left = sold; left > 0; i++) {
        const count = Math.min(share, left);
        await tickets.grant(ctx, campaign.id, crowd[i]!.id, count);
        left -= count;
    }
}

/** The first `size` crowd shoppers, created once (`crowd<n>.demo@tuah.example`) and shared by every demo draw. */
async function demoCrowd(app: INestApplicationContext, ctx: RequestContext, size: number): Promise<Customer[]> {
    const repo = app.get(TransactionalConnection).getRepository(ctx, Customer);
    const emails = Array.from({ length: size }, (_, i) => `crowd${String(i + 1).padStart(2, '0')}.demo@tuah.example`);
    const found = new Map((await repo.find({ where: { emailAddress: In(emails) } })).map(c => [c.emailAddress, c]));
    const crowd: Customer[] = [];
    for (const [i, emailAddress] of emails.entries()) {
        let customer = found.get(emailAddress);
        if (!customer) {
            const firstName = CROWD_FIRST[i % CROWD_FIRST.length]!;
            const lastName = CROWD_LAST[Math.floor(i / CROWD_FIRST.length) % CROWD_LAST.length]!;
            // A guest, as a checkout without an account makes (no user): the crowd cannot sign in.
            customer = await repo.save(
                new Customer({ firstName, lastName, emailAddress, channels: [ctx.channel], customFields: { displayName: `${firstName} ${lastName}` } }),
            );
        }
        crowd.push(customer);
    }
    return crowd;
}

/**
 * The payment methods whose handlers are configured: iPay88 (its plugin is always on; the local
 * gateway by default), and the instant sandbox only when PAYMENT_SANDBOX=true.
 */
export async function seedPaymentMethods(app: INestApplicationContext, ctx: RequestContext): Promise<void> {
    await seedPaymentMethod(app, ctx, {
        code: IPAY88_HANDLER_CODE,
        handlerCode: IPAY88_HANDLER_CODE,
        translations: [
            { languageCode: LanguageCode.en, name: 'iPay88', description: 'Cards, FPX online banking and e-wallets' },
            { languageCode: LanguageCode.ms, name: 'iPay88', description: 'Kad, perbankan dalam talian FPX dan e-dompet' },
        ],
    });
    await seedPaymentMethod(app, ctx, {
        code: 'sandbox',
        handlerCode: sandboxPaymentHandler.code,
        translations: [{ languageCode: LanguageCode.en, name: 'Sandbox payment', description: 'Settles immediately (testing only)' }],
    });
}

async function seedPaymentMethod(
    app: INestApplicationContext,
    ctx: RequestContext,
    method: { code: string; handlerCode: string; translations: Array<{ languageCode: LanguageCode; name: string; description: string }> },
): Promise<void> {
    const handlers = app.get(ConfigService).paymentOptions.paymentMethodHandlers;
    if (!handlers.some(h => h.code === method.handlerCode)) return;
    const existing = await app
        .get(TransactionalConnection)
        .getRepository(ctx, PaymentMethod)
        .count({ where: { code: method.code } });
    if (existing > 0) return;
    await app.get(PaymentMethodService).create(ctx, {
        code: method.code,
        enabled: true,
        handler: { code: method.handlerCode, arguments: [] },
        translations: method.translations,
    });
    Logger.info(`Seeded the ${method.code} payment method`, loggerCtx);
}
