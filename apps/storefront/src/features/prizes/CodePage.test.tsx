import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { paths } from '../../routing/paths';
import { signedIn } from '../../test/accountMocks';
import { mockServer } from '../../test/mockServer';
import { renderShop } from '../../test/render';

const boxCode = {
    __typename: 'RedemptionCode',
    code: 'ABCDEFGHJKMN',
    printed: 'ABCD-EFGH-JKMN',
    grantType: 'BOX',
    quantity: 2,
    isRedeemed: false,
    campaign: { id: '9', name: 'Figure Box' },
    prize: null,
};

describe('the code page', () => {
    it('a box code: shows the boxes it grants, redeems, and leads to the order that will hold them', async () => {
        let redeemed: unknown;
        mockServer.use(
            signedIn(),
            graphql.mutation('PreviewCode', () => HttpResponse.json({ data: { previewCode: boxCode } })),
            graphql.mutation('CodeRedeem', ({ variables }) => {
                redeemed = variables;
                return HttpResponse.json({
                    data: {
                        codeRedeem: {
                            __typename: 'CodeRedemption',
                            ticketIds: ['BB9-000001', 'BB9-000002'],
                            orderCode: 'FREE0001',
                            code: { code: boxCode.code, grantType: 'BOX', campaign: { id: '9' } },
                            wonPrize: null,
                        },
                    },
                });
            }),
        );
        const { user, router } = renderShop(paths.code());
        await user.type(await screen.findByLabelText('Code or coupon'), 'abcd-efgh-jkmn');
        await user.click(screen.getByRole('button', { name: 'Check code' }));
        expect(await screen.findByText('2 free blind boxes of Figure Box')).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Redeem' }));
        expect(await screen.findByText('Redeemed: your 2 boxes are on their way to your order.')).toBeInTheDocument();
        expect(redeemed).toEqual({ code: boxCode.code, campaignId: '9' });
        await user.click(screen.getByRole('link', { name: 'Open my boxes' }));
        await waitFor(() => expect(router.state.location.pathname).toBe('/tabs/order/FREE0001'));
    });

    it('too many wrong codes: says so, and offers nothing to redeem', async () => {
        mockServer.use(
            signedIn(),
            graphql.mutation('PreviewCode', () =>
                HttpResponse.json({
                    data: {
                        previewCode: {
                            __typename: 'TooManyAttemptsError',
                            errorCode: 'TOO_MANY_ATTEMPTS_ERROR',
                            message: 'Too many attempts. Please try again in 60 minutes',
                        },
                    },
                }),
            ),
        );
        const { user } = renderShop(paths.code());
        await user.type(await screen.findByLabelText('Code or coupon'), 'WRONG');
        await user.click(screen.getByRole('button', { name: 'Check code' }));
        expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a few minutes and try again.');
        expect(screen.queryByRole('button', { name: 'Redeem' })).not.toBeInTheDocument();
    });
});
