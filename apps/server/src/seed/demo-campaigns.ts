import { INestApplicationContext } from '@nestjs/common';
import { drawWeight, rollTier } from '../plugins/campaign/services/tier-roll';
import {
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

import { Campaign } from '../plugins/campaign/entities/campaign.entity';
import { Participation } from '../plugins/campaign/entities/participation.entity';
import { Ticket } from '../plugins/campaign/entities/ticket.entity';
import { CampaignService } from '../plugins/campaign/services/campaign.service';
import { sandboxPaymentHandler } from '../plugins/campaign/config/sandbox-payment-handler';

const loggerCtx = 'DemoData';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

interface DemoCampaign {
    sId: string;
    product: string;
    prize: string;
    name: { en: string; ms: string };
    cardBuyTxt: { en: string; ms: string };
    startsIn: number;
    endsIn: number;
    totalTicket: number;
    /** Demo counters only: these campaigns have no ticket holders. */
    issuedTicket?: number;
    /** Real tickets held by demo shoppers (tickets per shopper), so the ended draw is drawn for real. */
    holders?: number[];
    isHot?: boolean;
    isNew?: boolean;
    maxQty?: number;
    ended?: boolean;
}

/** Six lucky draws in the states the draw lists show: new, hot, nearly sold out, ending soon, ended. */
const demoCampaigns: DemoCampaign[] = [
    { sId: 'NEWPH1', product: 'cap', prize: 'smart-watch', name: { en: 'Smart Watch Draw', ms: 'Cabutan Jam Pintar' }, cardBuyTxt: { en: 'Buy a cap, get 2 tickets', ms: 'Beli topi, dapat 2 tiket' }, startsIn: -HOUR, endsIn: 14 * DAY, totalTicket: 500, isNew: true },
    { sId: 'HOTEB2', product: 'power-bank-20000', prize: 'wireless-earbuds', name: { en: 'Earbuds Giveaway', ms: 'Peraduan Fon Telinga' }, cardBuyTxt: { en: '1 item = 1 ticket', ms: '1 item = 1 tiket' }, startsIn: -3 * DAY, endsIn: 5 * DAY, totalTicket: 300, issuedTicket: 180, isHot: true },
    { sId: 'LASTT3', product: 'wireless-earbuds', prize: 'power-bank-20000', name: { en: 'Power Bank Last Call', ms: 'Panggilan Terakhir Bank Kuasa' }, cardBuyTxt: { en: 'Only a few tickets left', ms: 'Tinggal beberapa tiket' }, startsIn: -5 * DAY, endsIn: 2 * DAY, totalTicket: 200, issuedTicket: 195, maxQty: 5 },
    { sId: 'SOON4H', product: 'cap', prize: 'wireless-earbuds', name: { en: 'Final Hour Draw', ms: 'Cabutan Jam Terakhir' }, cardBuyTxt: { en: 'Ends within the hour', ms: 'Tamat dalam sejam' }, startsIn: -2 * DAY, endsIn: 45 * 60 * 1000, totalTicket: 100, issuedTicket: 40 },
    { sId: 'WEEK5K', product: 'smart-watch', prize: 'power-bank-20000', name: { en: 'Weekend Lucky Draw', ms: 'Cabutan Bertuah Hujung Minggu' }, cardBuyTxt: { en: 'Special variant earns 3 tickets', ms: 'Varian istimewa dapat 3 tiket' }, startsIn: -DAY, endsIn: 7 * DAY, totalTicket: 1000, issuedTicket: 120, isHot: true, isNew: true },
    { sId: 'DONE6X', product: 'power-bank-20000', prize: 'cap', name: { en: 'Merdeka Draw', ms: 'Cabutan Merdeka' }, cardBuyTxt: { en: 'Winner drawn with verifiable randomness', ms: 'Pemenang dicabut secara rawak yang boleh disahkan' }, startsIn: -10 * DAY, endsIn: -DAY, totalTicket: 100, holders: [30, 25, 20, 15, 10], ended: true },
];

export async function seedDemoCampaigns(app: INestApplicationContext, ctx: RequestContext): Promise<void> {
    const connection = app.get(TransactionalConnection);
    // Each demo draw by its sId: a start stopped before the step was recorded adds only what is missing.
    const existing = new Set((await connection.getRepository(ctx, Campaign).find({ select: { sId: true }, loadEagerRelations: false })).map(c => c.sId));
    const products = await connection.getRepository(ctx, Product).find({ relations: { featuredAsset: true, variants: true } });
    const bySlug = (slug: string) => products.find(p => p.translations.some(t => t.slug === slug));
    const campaigns = app.get(CampaignService);
    for (const demo of demoCampaigns) {
        const product = bySlug(demo.product);
        const prize = bySlug(demo.prize);
        if (!product || !prize || existing.has(demo.sId)) continue;
        const created = await campaigns.create(ctx, {
            sId: demo.sId,
            typStr: 'LUCKYDRAW',
            startDate: new Date(Date.now() + demo.startsIn),
            endDate: new Date(Date.now() + demo.endsIn),
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
            translations: (['en', 'ms'] as const).map(lang => ({
                languageCode: lang as LanguageCode,
                name: demo.name[lang],
                description: `${demo.name[lang]}`,
                cardBuyTxt: demo.cardBuyTxt[lang],
            })),
        });
        const issued = demo.holders ? await seedTicketHolders(app, ctx, created, demo.holders) : (demo.issuedTicket ?? 0);
        await connection.getRepository(ctx, Campaign).update(created.id, {
            issuedTicket: issued,
            ...(demo.ended ? { state: 'ENDED', stage: 'DRAW_INIT', ts_DRAW_INIT: new Date(Date.now() + demo.endsIn) } : {}),
        });
    }
    Logger.info(`Seeded ${demoCampaigns.length} lucky-draw campaigns`, loggerCtx);
}

const DEMO_SHOPPERS = [
    { firstName: 'Aisyah', lastName: 'Rahman' },
    { firstName: 'Budi', lastName: 'Santoso' },
    { firstName: 'Somchai', lastName: 'Wongsakul' },
    { firstName: 'Mei Ling', lastName: 'Tan' },
    { firstName: 'Ravi', lastName: 'Kumar' },
];

/**
 * Demo shoppers holding real tickets (without orders), so the ended demo draw is committed and
 * drawn by the draw plugin like any other: its proof page verifies in the browser.
 */
async function seedTicketHolders(app: INestApplicationContext, ctx: RequestContext, campaign: Campaign, counts: number[]): Promise<number> {
    const connection = app.get(TransactionalConnection);
    const full = await connection.getRepository(ctx, Campaign).findOneOrFail({ where: { id: campaign.id } });
    let seq = 0;
    for (const [i, count] of counts.entries()) {
        const person = DEMO_SHOPPERS[i % DEMO_SHOPPERS.length];
        const emailAddress = `${person.firstName.toLowerCase().replace(/\s/g, '')}.demo@tuah.example`;
        let customer = await connection.getRepository(ctx, Customer).findOne({ where: { emailAddress } });
        if (!customer) {
            const created = await app.get(CustomerService).create(ctx, { ...person, emailAddress });
            if (!(created instanceof Customer)) throw new Error(`Demo shopper ${emailAddress}: ${created.message}`);
            customer = created;
        }
        const tickets = Array.from({ length: count }, () => {
            seq++;
            const ticketId = `${full.sId}-${String(seq).padStart(6, '0')}`;
            const rarity = rollTier(full.tierSeed, ticketId, full.tierOdds);
            return new Ticket({ ticketId, seq, rarity, weight: drawWeight(rarity), campaignId: full.id, customerId: customer!.id, isWin: false, isVoid: false });
        });
        await connection.getRepository(ctx, Ticket).insert(tickets);
        await connection.getRepository(ctx, Participation).insert(new Participation({ campaignId: full.id, customerId: customer.id, count, units: count }));
    }
    return seq;
}

/** The instant sandbox payment method, only when its handler is configured (PAYMENT_SANDBOX=true). */
export async function seedSandboxPaymentMethod(app: INestApplicationContext, ctx: RequestContext): Promise<void> {
    const handlers = app.get(ConfigService).paymentOptions.paymentMethodHandlers;
    if (!handlers.some(h => h.code === sandboxPaymentHandler.code)) return;
    const existing = await app.get(TransactionalConnection).getRepository(ctx, PaymentMethod).count({ where: { code: 'sandbox' } });
    if (existing > 0) return;
    await app.get(PaymentMethodService).create(ctx, {
        code: 'sandbox',
        enabled: true,
        handler: { code: sandboxPaymentHandler.code, arguments: [] },
        translations: [{ languageCode: LanguageCode.en, name: 'Sandbox payment', description: 'Settles immediately (testing only)' }],
    });
    Logger.info('Seeded the sandbox payment method', loggerCtx);
}
