import { act, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import type { CampaignRulesQuery } from '../../../gql/graphql';
import { changeLanguage } from '../../../lib/i18n';
import { signedIn } from '../../../test/accountMocks';
import { campaignDetail } from '../../../test/campaignMocks';
import { mockServer } from '../../../test/mockServer';
import { renderShop } from '../../../test/render';

type Campaign = NonNullable<CampaignRulesQuery['campaign']>;

const variant = (id: string, priceWithTax: number) => ({ id, priceWithTax, currencyCode: 'MYR' });

/** A blind box's rules: three prize lines (one digital without a product, one consolation) and its rules text. */
function blindBoxRules(): Campaign {
    const detail = campaignDetail({ typStr: 'BLINDBOX', specialVariant: null });
    return {
        id: detail.id,
        sId: detail.sId,
        name: 'Mystery Figure Box',
        typStr: 'BLINDBOX',
        state: detail.state,
        stage: detail.stage,
        isDraw: false,
        isCancelled: false,
        startDate: detail.startDate,
        endDate: detail.endDate,
        totalTicket: 300,
        ticketPerItem: 1,
        rules: '## Who may enter\n- Account holders aged 18 or over',
        prize: null,
        odds: detail.odds,
        allPrizes: [
            {
                id: '1',
                prizeName: 'Golden Figure',
                rarity: 'LEGENDARY',
                rPercent: 0.5,
                isLose: false,
                pType: 'PHYSICAL',
                remaining: 2,
                productVariant: variant('201', 129900),
            },
            { id: '2', prizeName: 'Snack Voucher', rarity: 'RARE', rPercent: 9.5, isLose: false, pType: 'DIGITAL', remaining: 0, productVariant: null },
            {
                id: '3',
                prizeName: 'Sticker',
                rarity: 'COMMON',
                rPercent: 90,
                isLose: true,
                pType: 'PHYSICAL',
                remaining: null,
                productVariant: variant('203', 350),
            },
        ],
    } as Campaign;
}

function serveRules(campaign: Campaign) {
    mockServer.use(graphql.query('CampaignRules', () => HttpResponse.json({ data: { campaign } })));
}

const rowsOf = (table: HTMLElement) =>
    within(table)
        .getAllByRole('row')
        .slice(1)
        .map(row =>
            within(row)
                .getAllByRole('cell')
                .map(cell => cell.textContent?.replace(/\s+/g, ' ')),
        );

describe('a campaign’s official rules', () => {
    it('of a blind box list every prize with its value, odds and units left', async () => {
        serveRules(blindBoxRules());
        renderShop('/tabs/common/draws/product/rules?cId=2');
        const table = await screen.findByRole('table', { name: 'The prizes, their value and odds' });
        expect(
            within(table)
                .getAllByRole('columnheader')
                .map(h => h.textContent),
        ).toEqual(['Prize', 'Value', 'Chance', 'Left']);
        expect(rowsOf(table)).toEqual([
            ['Golden Figure', 'RM 1,299.00', '0.5% chance', '2 left'],
            ['Snack Voucher', 'Digital code', '9.5% chance', 'All won'],
            ['Sticker (consolation)', 'RM 3.50', '90% chance', 'Unlimited'],
        ]);
        // A box has no single prize: the lucky draw's "prize and its value" row is not shown.
        expect(screen.queryByText('The prize and its value')).toBeNull();
        expect(screen.getByText('Who may enter')).toBeInTheDocument();
    });

    it('of a blind box speak Malay', async () => {
        await act(() => changeLanguage('ms'));
        serveRules(blindBoxRules());
        renderShop('/tabs/common/draws/product/rules?cId=2');
        const table = await screen.findByRole('table', { name: 'Hadiah, nilai dan peluangnya' });
        expect(
            within(table)
                .getAllByRole('columnheader')
                .map(h => h.textContent),
        ).toEqual(['Hadiah', 'Nilai', 'Peluang', 'Baki']);
        expect(rowsOf(table)).toEqual([
            ['Golden Figure', 'RM 1,299.00', 'Peluang 0.5%', 'Tinggal 2'],
            ['Snack Voucher', 'Kod digital', 'Peluang 9.5%', 'Semua telah dimenangi'],
            ['Sticker (saguhati)', 'RM 3.50', 'Peluang 90%', 'Tanpa had'],
        ]);
    });

    it('of a lucky draw say in Malay that a new ticket counts in a moment, then give the chance without a reload', async () => {
        await changeLanguage('ms');
        const draw = { ...blindBoxRules(), typStr: 'LUCKYDRAW', allPrizes: [], prize: null } as Campaign;
        let asked = 0;
        mockServer.use(
            signedIn(),
            graphql.query('CampaignRules', () => {
                asked++;
                const odds =
                    asked === 1
                        ? { ...draw.odds, myTickets: 0, myWeight: 0, myChance: null, myPendingTickets: 1 }
                        : { ...draw.odds, countedTickets: 181, totalWeight: 233, myTickets: 1, myWeight: 3, myChance: 3 / 233, myPendingTickets: 0 };
                return HttpResponse.json({ data: { campaign: { ...draw, odds } } });
            }),
        );
        renderShop('/tabs/common/draws/product/rules?cId=2');
        expect(await screen.findByText('1 tiket baharu anda sedang diberi tahap kejarangan: ia dikira dalam peluang anda sebentar lagi.')).toBeInTheDocument();
        expect(await screen.findByText(/1 tiket anda daripada 181: peluang 1[.,]3\s?% untuk menang sekarang/, {}, { timeout: 6_000 })).toBeInTheDocument();
        expect(screen.queryByText(/sedang diberi tahap kejarangan/)).toBeNull();
        expect(asked).toBe(2);
    });

    it('of a lucky draw state its one prize and its value, and no prize table', async () => {
        const draw = blindBoxRules();
        serveRules({
            ...draw,
            typStr: 'LUCKYDRAW',
            name: 'Earbuds Giveaway',
            allPrizes: [],
            prize: { id: '20', name: 'Wireless Earbuds', variants: [variant('301', 19900)] },
        } as Campaign);
        renderShop('/tabs/common/draws/product/rules?cId=2');
        expect(await screen.findByText('Wireless Earbuds, worth RM 199.00')).toBeInTheDocument();
        expect(screen.queryByRole('table', { name: 'The prizes, their value and odds' })).toBeNull();
    });
});
