import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { changeLanguage } from '../../../lib/i18n';
import type { AddItemToOrderMutation, AddItemToOrderMutationVariables } from '../../../gql/graphql';
import { signedIn } from '../../../test/accountMocks';
import { campaignDetail } from '../../../test/campaignMocks';
import { mockServer } from '../../../test/mockServer';
import { renderShop } from '../../../test/render';

function serveCampaign(campaign = campaignDetail()) {
    mockServer.use(graphql.query('Campaign', () => HttpResponse.json({ data: { campaign } })));
}

/** addItemToOrder answered with `result`, remembering what was sent. */
function answerAddItem(result: AddItemToOrderMutation['addItemToOrder'] | (() => Response)) {
    const sent: AddItemToOrderMutationVariables[] = [];
    mockServer.use(
        graphql.mutation<AddItemToOrderMutation, AddItemToOrderMutationVariables>('AddItemToOrder', ({ variables }) => {
            sent.push(variables);
            return typeof result === 'function' ? result() : HttpResponse.json({ data: { addItemToOrder: result } });
        }),
    );
    return sent;
}

const order = { __typename: 'Order', id: '7', code: 'T7XK2P', totalQuantity: 2 } as const;

async function openBuySheet(path = '/tabs/common/draws/product/details?cId=2') {
    // Tickets are a signed-in shopper's: a guest is sent to sign in (tested below).
    mockServer.use(signedIn());
    const view = renderShop(path);
    await view.user.click(await screen.findByRole('button', { name: 'Buy now' }));
    const sheet = await screen.findByRole('dialog', { name: 'Choose your item' });
    return { ...view, sheet: within(sheet) };
}

/** The toast that says `text` (Base UI also announces it separately, so look for the toast itself). */
async function findToast(text: string) {
    return waitFor(() => {
        const toast = screen
            .getAllByText(text, { exact: false })
            .map(element => element.closest('[role="dialog"], [role="alertdialog"]'))
            .find(root => root && !root.hasAttribute('data-base-ui-drawer-popup') && root.textContent?.includes(text));
        expect(toast).toBeTruthy();
        return toast as HTMLElement;
    });
}

describe('the campaign page', () => {
    it('a guest pressing Buy now is asked to sign in, with the way back to the campaign and its buy sheet', async () => {
        serveCampaign();
        const view = renderShop('/tabs/common/draws/product/details?cId=2');
        await view.user.click(await screen.findByRole('button', { name: 'Buy now' }));
        await waitFor(() => expect(view.router.state.location.pathname).toBe('/tabs/auth/signin'));
        expect(await screen.findByText('Please sign in to continue.')).toBeInTheDocument();
        const returnTo = new URLSearchParams(view.router.state.location.search).values().next().value;
        expect(returnTo).toBe('/tabs/common/draws/product/details?cId=2&buy=1');
        expect(screen.queryByRole('dialog', { name: 'Choose your item' })).not.toBeInTheDocument();
    });

    it('back from sign-in (?buy=1), a signed-in shopper finds the buy sheet open', async () => {
        serveCampaign();
        mockServer.use(signedIn());
        const view = renderShop('/tabs/common/draws/product/details?cId=2&buy=1');
        expect(await screen.findByRole('dialog', { name: 'Choose your item' })).toBeInTheDocument();
        await waitFor(() => expect(view.router.state.location.search).toBe('?cId=2'));
    });

    it('shows the campaign: name, prize, time left, tickets sold and what an item earns', async () => {
        serveCampaign();
        renderShop('/tabs/common/draws/product/details?cId=2');

        expect(await screen.findByRole('heading', { name: 'Earbuds Giveaway', level: 1 })).toBeInTheDocument();
        expect(screen.getByText('Win: Wireless Earbuds')).toBeInTheDocument();
        expect(screen.getByRole('timer', { name: /^Ends in (4|5) days$/ })).toBeInTheDocument();
        expect(screen.getByRole('progressbar', { name: '180 / 300 tickets' })).toHaveAttribute('aria-valuenow', '180');
        expect(screen.getByText('Buy a cap, get 2 tickets')).toBeInTheDocument();
        expect(screen.getByText('Each item earns 1 ticket. The special option earns 3 tickets.')).toBeInTheDocument();
        expect(await screen.findByRole('link', { name: 'Participants' })).toHaveAttribute('href', '/tabs/common/draws/item/drawlot?cId=2');
        // The details route opens on the product; the prize route (or isP) on the prize.
        // The tabs' code loads after the page's first draw.
        expect(await screen.findByRole('tab', { name: 'Product details' })).toHaveAttribute('aria-selected', 'true');
        expect(screen.getByText('A cotton cap.')).toBeInTheDocument();
    });

    it('switches between the prize and product tabs through their routes', async () => {
        serveCampaign();
        const { user, router } = renderShop('/tabs/common/draws/product/prize?cId=2');
        expect(await screen.findByRole('tab', { name: 'Prize details' })).toHaveAttribute('aria-selected', 'true');
        // The operator's HTML reaches the page as text only.
        expect(screen.getByText('True wireless earbuds.')).toBeInTheDocument();

        await user.click(screen.getByRole('tab', { name: 'Product details' }));
        await waitFor(() => expect(router.state.location.pathname).toBe('/tabs/common/draws/product/details'));
        expect(router.state.location.search).toBe('?cId=2');
        await waitFor(() => expect(screen.getByRole('tab', { name: 'Product details' })).toHaveAttribute('aria-selected', 'true'));
    });

    it('opens on the prize with isP', async () => {
        serveCampaign();
        renderShop('/tabs/common/draws/product/details?cId=2&isP=1');
        expect(await screen.findByRole('tab', { name: 'Prize details' })).toHaveAttribute('aria-selected', 'true');
    });

    it('never shows the previous campaign while the next one loads', async () => {
        let answer!: () => void;
        const later = new Promise<void>(resolve => (answer = resolve));
        mockServer.use(
            graphql.query('Campaign', async ({ variables }) => {
                if (variables.campaignId === '3') await later;
                const campaign = variables.campaignId === '3' ? campaignDetail({ id: '3', name: 'Another Draw' }) : campaignDetail();
                return HttpResponse.json({ data: { campaign } });
            }),
        );
        const { router } = renderShop('/tabs/common/draws/product/details?cId=2');
        await screen.findByRole('heading', { name: 'Earbuds Giveaway', level: 1 });

        await act(() => router.navigate('/tabs/common/draws/product/details?cId=3'));
        await waitFor(() => expect(screen.queryByRole('heading', { name: 'Earbuds Giveaway' })).not.toBeInTheDocument());
        answer();
        expect(await screen.findByRole('heading', { name: 'Another Draw', level: 1 })).toBeInTheDocument();
    });

    it('says so when there is no such campaign', async () => {
        mockServer.use(graphql.query('Campaign', () => HttpResponse.json({ data: { campaign: null } })));
        renderShop('/tabs/common/draws/product/details?cId=404');
        expect(await screen.findByRole('heading', { name: 'Campaign not found' })).toBeInTheDocument();
    });

    it('says the campaign is not found, not "try again", when the address carries no id at all', async () => {
        // The server refuses `1e999` as an id before any query (docs/security.md#ids-pages-and-bodies).
        mockServer.use(
            graphql.query('Campaign', () =>
                HttpResponse.json({ errors: [{ message: 'Not an id: "1e999"', extensions: { code: 'BAD_USER_INPUT' } }], data: null }),
            ),
        );
        renderShop('/tabs/common/draws/product/details?cId=1e999');
        expect(await screen.findByRole('heading', { name: 'Campaign not found' })).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: /try again/i })).not.toBeInTheDocument();
    });

    it('offers no buying once sales have closed, and shows the draw instead', async () => {
        serveCampaign(campaignDetail({ state: 'ENDED', stage: 'DRAW_INIT', isDraw: true, endDate: new Date(Date.now() - 3_600_000).toISOString() }));
        mockServer.use(graphql.query('GetCampaignProgress', () => HttpResponse.json({ data: { campaignProgress: null } })));
        renderShop('/tabs/common/draws/product/details?cId=2');
        expect(await screen.findByText('Ended an hour ago')).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Buy now' })).not.toBeInTheDocument();
        expect(await screen.findByRole('link', { name: 'Fairness proof' })).toHaveAttribute('href', '/tabs/common/draws/item/proof?cId=2');
    });

    it('cannot be bought before it starts', async () => {
        serveCampaign(campaignDetail({ startDate: new Date(Date.now() + 86_400_000).toISOString() }));
        renderShop('/tabs/common/draws/product/details?cId=2');
        expect(await screen.findByRole('button', { name: 'Buy now' })).toBeDisabled();
        expect(screen.getByText('Not started yet')).toBeInTheDocument();
        expect(screen.getByRole('timer', { name: 'Starts in a day' })).toBeInTheDocument();
    });
});

describe('the buy sheet', () => {
    it('keeps the quantity between 1 and the campaign’s maxQty', async () => {
        serveCampaign(campaignDetail({ maxQty: 3 }));
        const { user, sheet } = await openBuySheet();

        const fewer = sheet.getByRole('button', { name: 'Fewer' });
        const more = sheet.getByRole('button', { name: 'More' });
        const quantity = sheet.getByRole('status', { name: 'Quantity' });
        expect(quantity).toHaveTextContent('1');
        expect(fewer).toBeDisabled();
        expect(sheet.getByText('At most 3 per shopper')).toBeInTheDocument();

        await user.click(more);
        await user.click(more);
        expect(quantity).toHaveTextContent('3');
        expect(more).toBeDisabled();
        expect(sheet.getByText(/RM\s?77\.70/)).toBeInTheDocument();
        await user.click(fewer);
        expect(quantity).toHaveTextContent('2');
    });

    it('also stops at the tickets left: a special item earning 3 tickets fits twice in 7', async () => {
        serveCampaign(campaignDetail({ maxQty: null, totalTicket: 300, issuedTicket: 293 }));
        const { user, sheet } = await openBuySheet();

        expect(sheet.getByText('Up to 7 for now')).toBeInTheDocument();
        await user.click(sheet.getByRole('radio', { name: /Cap Gold/ }));
        expect(sheet.getByText('Up to 2 for now')).toBeInTheDocument();
        const more = sheet.getByRole('button', { name: 'More' });
        await user.click(more);
        expect(more).toBeDisabled();
        expect(sheet.getByRole('status', { name: 'Quantity' })).toHaveTextContent('2');
        expect(sheet.getByText('Earns 6 tickets')).toBeInTheDocument();
    });

    it('shows the ticket count of each option, the special one’s from ticketPerItemForSp', async () => {
        serveCampaign();
        const { sheet } = await openBuySheet();
        expect(sheet.getByRole('radio', { name: /Cap Red/ }).closest('label')).toHaveTextContent('1 ticket each');
        const special = sheet.getByRole('radio', { name: /Cap Gold/ }).closest('label')!;
        expect(special).toHaveTextContent('Special');
        expect(special).toHaveTextContent('3 tickets each');
    });

    it('adds the item to the cart for this campaign', async () => {
        serveCampaign();
        const sent = answerAddItem(order);
        const { user, sheet } = await openBuySheet();

        await user.click(sheet.getByRole('radio', { name: /Cap Gold/ }));
        await user.click(sheet.getByRole('button', { name: 'More' }));
        expect(sheet.getByText('Earns 6 tickets')).toBeInTheDocument();
        await user.click(sheet.getByRole('button', { name: 'Add to cart' }));

        const toast = await findToast('Added 2 × Cap Gold to your cart.');
        expect(toast).toHaveTextContent('SUCCESS');
        expect(sent).toEqual([{ productVariantId: '102', quantity: 2, customFields: { campaignId: '2' } }]);
        await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose your item' })).not.toBeInTheDocument());
    });

    it.each([
        ['ORDER_LIMIT_ERROR', { maxItems: 2 }, 'An order can hold at most 2 items.'],
        ['INSUFFICIENT_STOCK_ERROR', { quantityAvailable: 1 }, 'Sorry, only 1 left in stock.'],
        ['CAMPAIGN_UNAVAILABLE_ERROR', { reason: 'ENDED' }, 'This campaign has ended.'],
        ['CAMPAIGN_UNAVAILABLE_ERROR', { reason: 'NOT_STARTED' }, 'This campaign hasn’t started yet.'],
        ['CAMPAIGN_UNAVAILABLE_ERROR', { reason: 'SOMETHING_NEW' }, 'This campaign isn’t selling right now.'],
        ['FLUX_CAPACITOR_ERROR', {}, 'Error message not found.'],
    ])('shows a refusal (%s %o) as a WARNING toast', async (errorCode, fields, message) => {
        serveCampaign();
        answerAddItem({ __typename: 'CampaignUnavailableError', errorCode, message: 'server words', ...fields } as never);
        const { user, sheet } = await openBuySheet();
        await user.click(sheet.getByRole('button', { name: 'Add to cart' }));

        const toast = await findToast(message);
        expect(toast).toHaveTextContent('WARNING');
        // The sheet stays open: the shopper can change the quantity or option.
        expect(screen.getByRole('dialog', { name: 'Choose your item' })).toBeInTheDocument();
    });

    it('shows a failed call as an "Oh No!" toast', async () => {
        serveCampaign();
        answerAddItem(() => HttpResponse.error());
        const { user, sheet } = await openBuySheet();
        await user.click(sheet.getByRole('button', { name: 'Add to cart' }));
        const toast = await findToast('Operations anomaly, please try again later');
        expect(toast).toHaveTextContent('Oh No!');
    });

    it('speaks Malay: refusal and title', async () => {
        await act(() => changeLanguage('ms'));
        serveCampaign();
        answerAddItem({ __typename: 'CampaignUnavailableError', errorCode: 'CAMPAIGN_UNAVAILABLE_ERROR', message: 'x', reason: 'ENDED' } as never);
        mockServer.use(signedIn());
        const view = renderShop('/tabs/common/draws/product/details?cId=2');
        await view.user.click(await screen.findByRole('button', { name: 'Beli sekarang' }));
        const sheet = within(await screen.findByRole('dialog', { name: 'Pilih item anda' }));
        expect(sheet.getByRole('radio', { name: /Cap Gold/ }).closest('label')).toHaveTextContent('3 tiket setiap satu');
        await view.user.click(sheet.getByRole('button', { name: 'Tambah ke troli' }));
        const toast = await findToast('Kempen ini telah tamat.');
        expect(toast).toHaveTextContent('AMARAN');
    });

    describe('of a blind box', () => {
        const blindBox = () =>
            campaignDetail({
                typStr: 'BLINDBOX',
                cardBuyTxt: 'Open it to win',
                bbTnc: { tnc: '<p>One prize per box.</p>', videoUrl: 'https://video.example/terms.mp4' },
                specialVariant: null,
                issuedTicket: 12,
                totalTicket: 300,
                allPrizes: [
                    {
                        id: '1',
                        prizeName: 'Golden Figure',
                        prizeImg: '/assets/figure.jpg',
                        rarity: 'LEGENDARY',
                        rPercent: 0.5,
                        isLose: false,
                        pType: 'PHYSICAL',
                        remaining: 2,
                    },
                    { id: '2', prizeName: 'Snack Voucher', prizeImg: null, rarity: 'RARE', rPercent: 9.5, isLose: false, pType: 'DIGITAL', remaining: 0 },
                    { id: '3', prizeName: 'Sticker', prizeImg: null, rarity: 'COMMON', rPercent: 90, isLose: false, pType: 'PHYSICAL', remaining: null },
                ],
            });

        it('shows the prize table before purchase, and no ticket wording', async () => {
            serveCampaign(blindBox());
            renderShop('/tabs/common/draws/product/details?cId=2');
            const table = within(await screen.findByRole('region', { name: 'What the box may hold' }));
            const rows = table.getAllByRole('listitem');
            expect(rows.map(row => row.textContent)).toEqual([
                'Golden FigureLegendary0.5% chance2 left',
                'Snack VoucherRareDigital code9.5% chanceAll won',
                'StickerCommon90% chanceUnlimited',
            ]);
            expect(table.getByRole('heading', { name: 'Blind-box terms' })).toBeInTheDocument();
            expect(table.getByText('One prize per box.')).toBeInTheDocument();
            expect(table.getByRole('link', { name: 'Watch how it works (opens another site)' })).toHaveAttribute('href', 'https://video.example/terms.mp4');
            expect(screen.getByRole('progressbar', { name: '12 / 300 boxes' })).toBeInTheDocument();
            expect(screen.getByText('Each item is one blind box, opened from your account after payment.')).toBeInTheDocument();
            // (The app's tab bar keeps its Tickets tab; the page itself sells boxes.)
            expect(within(screen.getByRole('main')).queryByText(/ticket/i)).toBeNull();
            expect(screen.queryByRole('link', { name: 'My tickets' })).toBeNull();
        });

        it('sells boxes in its buy sheet, not tickets', async () => {
            serveCampaign(blindBox());
            const { user, sheet } = await openBuySheet();
            await user.click(sheet.getByRole('button', { name: 'More' }));
            expect(sheet.getByText('You get 2 blind boxes')).toBeInTheDocument();
            expect(sheet.queryByText(/ticket/i)).toBeNull();
        });

        it('speaks Malay', async () => {
            await act(() => changeLanguage('ms'));
            serveCampaign(blindBox());
            renderShop('/tabs/common/draws/product/details?cId=2');
            const table = within(await screen.findByRole('region', { name: 'Isi kandungan kotak' }));
            expect(table.getByText('Peluang 0.5%')).toBeInTheDocument();
            expect(table.getByText('Tinggal 2')).toBeInTheDocument();
            expect(table.getByRole('heading', { name: 'Terma kotak misteri' })).toBeInTheDocument();
            expect(screen.getByRole('progressbar', { name: '12 / 300 kotak' })).toBeInTheDocument();
            expect(within(screen.getByRole('main')).queryByText(/tiket/i)).toBeNull();
        });
    });
});
