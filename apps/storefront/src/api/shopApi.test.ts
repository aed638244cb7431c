import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { mockServer } from '../test/mockServer';
import { ProductsDocument } from '../gql/graphql';
import { ShopApiError, shopRequest } from './shopApi';

const someProducts = { products: { totalItems: 0, items: [] } };

/** Answers the next shop API call with `reply`, recording the request it got. */
function answerWith(reply: () => Response) {
    const seen: Request[] = [];
    mockServer.use(
        http.post('*/shop-api', ({ request }) => {
            seen.push(request.clone());
            return reply();
        }),
    );
    return seen;
}

describe('the shop API transport (docs/contract.md#transport)', () => {
    it('POSTs {query, variables, operationName} to /shop-api, in the requested language', async () => {
        const seen = answerWith(() => HttpResponse.json({ data: someProducts }));

        const result = await shopRequest(ProductsDocument, { options: { take: 3 } }, { languageCode: 'ms' });

        expect(result).toEqual({ data: someProducts, errors: [] });
        const [request] = seen;
        expect(request!.method).toBe('POST');
        const url = new URL(request!.url);
        expect(url.pathname).toBe('/shop-api');
        expect(url.searchParams.get('languageCode')).toBe('ms');
        expect(request!.headers.get('content-type')).toBe('application/json');
        const body = await request!.json();
        expect(body).toEqual({
            query: expect.stringContaining('query Products($options: ProductListOptions)'),
            variables: { options: { take: 3 } },
            operationName: 'Products',
        });
    });

    it('sends no Authorization header without a stored token', async () => {
        const seen = answerWith(() => HttpResponse.json({ data: someProducts }));
        await shopRequest(ProductsDocument);
        expect(seen[0]!.headers.get('authorization')).toBeNull();
    });

    it('sends the stored token as a Bearer token', async () => {
        localStorage.setItem('vendureToken', 'abc123');
        const seen = answerWith(() => HttpResponse.json({ data: someProducts }));
        await shopRequest(ProductsDocument);
        expect(seen[0]!.headers.get('authorization')).toBe('Bearer abc123');
    });

    it('stores the token from a vendure-auth-token response header', async () => {
        localStorage.setItem('vendureToken', 'old');
        answerWith(() => HttpResponse.json({ data: someProducts }, { headers: { 'vendure-auth-token': 'fresh-token' } }));
        await shopRequest(ProductsDocument);
        expect(localStorage.getItem('vendureToken')).toBe('fresh-token');
    });

    it('an answer to a request sent before a sign-out does not bring a session back', async () => {
        localStorage.setItem('vendureToken', 'signed-in');
        let answer!: () => void;
        const answered = new Promise<void>(resolve => (answer = resolve));
        mockServer.use(
            http.post('*/shop-api', async () => {
                await answered;
                return HttpResponse.json({ data: someProducts }, { headers: { 'vendure-auth-token': 'guest-session' } });
            }),
        );
        const request = shopRequest(ProductsDocument);
        // Signed out while the request is on its way (useEndSession removes the token).
        localStorage.removeItem('vendureToken');
        answer();
        await request;
        expect(localStorage.getItem('vendureToken')).toBeNull();
    });

    it('passes partial data on together with the errors that came with it', async () => {
        const errors = [{ message: 'featuredAsset failed', path: ['products', 'items', 0, 'featuredAsset'] }];
        answerWith(() => HttpResponse.json({ data: someProducts, errors }));
        await expect(shopRequest(ProductsDocument)).resolves.toEqual({ data: someProducts, errors });
    });

    it('fails with the GraphQL errors when there is no data at all', async () => {
        answerWith(() => HttpResponse.json({ errors: [{ message: 'Cannot query field "nope"' }] }, { status: 400 }));
        const failure = await shopRequest(ProductsDocument).catch(e => e);
        expect(failure).toBeInstanceOf(ShopApiError);
        expect(failure).toMatchObject({ kind: 'graphql', errors: [{ message: 'Cannot query field "nope"' }] });
    });

    it('fails when the network fails', async () => {
        answerWith(() => HttpResponse.error());
        await expect(shopRequest(ProductsDocument)).rejects.toMatchObject({ name: 'ShopApiError', kind: 'network' });
    });

    it('fails when the answer is not JSON (a proxy error page, say)', async () => {
        answerWith(() => new HttpResponse('<html>502 Bad Gateway</html>', { status: 502 }));
        await expect(shopRequest(ProductsDocument)).rejects.toMatchObject({ kind: 'network' });
    });
});
