import { createOperator, gql, shopApi, TestServer, withShop } from '@tuah/testing';
import { describe, expect, it } from 'vitest';

const SLUGS = ['privacy-policy', 'terms-of-use', 'terms-of-use-android', 'terms-of-sale', 'campaign-rules'];
const PAGE = 'query ($slug: String!) { policyPage(slug: $slug) { slug title body languageCode updatedAt } }';
const PAGES = '{ policyPages { slug title languageCode } }';
const UPDATE = `mutation ($input: UpdatePolicyPageInput!) { updatePolicyPage(input: $input) {
  __typename ... on PolicyPage { slug updatedAt translations { languageCode title body } } ... on PolicyPageInputError { errorCode reason message } } }`;
const CATEGORIES = '{ getCategory { id name shortId imgUrl } }';
const PRODUCT = 'query ($slug: String!) { product(slug: $slug) { id name customFields { videoUrl sizeImg { id preview } } } }';

/** Policy pages, GetCategory and the product extras (videoUrl, sizeImg): shop and admin API. */
describe('pages: policy pages, categories, product extras', () => {
    let server: TestServer;
    let admin: string;
    withShop(shop => ({ server, admin } = shop));
    const shop = (language?: string) => (language ? `${server.shopApiUrl}?languageCode=${language}` : server.shopApiUrl);

    it('anyone reads the five policy pages in English and Malay; another slug is null', async () => {
        const en = (await gql(shop('en'), PAGES)).policyPages;
        expect(en.map((p: any) => p.slug)).toEqual(SLUGS);
        expect(en.map((p: any) => p.title)).toEqual(['Privacy Policy', 'Terms of Use', 'Terms of Use (Android app)', 'Terms of Sale', 'Campaign Rules']);
        const ms = (await gql(shop('ms'), PAGES)).policyPages;
        expect(ms.map((p: any) => p.title)).toEqual([
            'Dasar Privasi',
            'Terma Penggunaan',
            'Terma Penggunaan (aplikasi Android)',
            'Terma Jualan',
            'Peraturan Kempen',
        ]);
        expect(ms.every((p: any) => p.languageCode === 'ms')).toBe(true);

        const privacy = (await gql(shop('en'), PAGE, { slug: 'privacy-policy' })).policyPage;
        expect(privacy.body).toMatch(/Personal Data Protection Act 2010/);
        expect(privacy.body).toMatch(/^## /m);
        expect(privacy.body).not.toMatch(/<[a-z]/i);
        const rulesMs = (await gql(shop('ms'), PAGE, { slug: 'campaign-rules' })).policyPage;
        expect(rulesMs).toMatchObject({ title: 'Peraturan Kempen', languageCode: 'ms' });
        expect(rulesMs.body).toMatch(/Chainlink VRF/);
        expect(rulesMs.body).toMatch(/18 tahun/);
        // Each page is a real text, not a placeholder.
        for (const slug of SLUGS) {
            for (const lang of ['en', 'ms']) expect((await gql(shop(lang), PAGE, { slug })).policyPage.body.split(/\s+/).length).toBeGreaterThan(150);
        }

        expect((await gql(shop(), PAGE, { slug: 'refund-policy' })).policyPage).toBeNull();
        expect((await gql(shop(), PAGE, { slug: '' })).policyPage).toBeNull();
    });

    it('an operator with UpdatePolicy saves a page in both languages; bad input is refused and changes nothing', async () => {
        const translations = [
            { languageCode: 'en', title: 'Terms of Sale', body: 'Prices are in MYR.\n\n## Delivery\n- Prizes ship free; you pay delivery only.' },
            { languageCode: 'ms', title: 'Terma Jualan', body: 'Harga dalam MYR.\n\n## Penghantaran\n- Anda hanya membayar caj penghantaran.' },
        ];
        const saved = (await gql(server.adminApiUrl, UPDATE, { input: { slug: 'terms-of-sale', translations } }, admin)).updatePolicyPage;
        expect(saved.__typename).toBe('PolicyPage');
        expect(saved.translations).toEqual(translations);
        expect((await gql(shop('ms'), PAGE, { slug: 'terms-of-sale' })).policyPage.body).toBe(translations[1].body);
        // Operators read every page in both languages.
        const listed = (await gql(server.adminApiUrl, '{ policyPages { slug translations { languageCode title } } }', {}, admin)).policyPages;
        expect(listed.map((p: any) => p.slug)).toEqual(SLUGS);
        expect(listed[3].translations).toEqual([
            { languageCode: 'en', title: 'Terms of Sale' },
            { languageCode: 'ms', title: 'Terma Jualan' },
        ]);

        const refused = async (input: unknown, reason: string, language = 'en') => {
            const url = `${server.adminApiUrl}?languageCode=${language}`;
            const result = (await gql(url, UPDATE, { input }, admin)).updatePolicyPage;
            expect(result).toMatchObject({ __typename: 'PolicyPageInputError', errorCode: 'POLICY_PAGE_INPUT_ERROR', reason });
            return result.message as string;
        };
        expect(await refused({ slug: 'about-us', translations }, 'UNKNOWN_SLUG')).toBe('There is no policy page with this slug');
        expect(await refused({ slug: 'terms-of-sale', translations: [translations[0]] }, 'MISSING_LANGUAGE')).toBe('Give the page in both English and Malay');
        expect(await refused({ slug: 'terms-of-sale', translations: [translations[0], translations[0]] }, 'REPEATED_LANGUAGE')).toBe('Give each language once');
        expect(
            await refused({ slug: 'terms-of-sale', translations: [translations[0], { ...translations[1], languageCode: 'de' }] }, 'UNKNOWN_LANGUAGE'),
        ).toMatch(/English \(en\) and Malay \(ms\)/);
        expect(await refused({ slug: 'terms-of-sale', translations: [translations[0], { ...translations[1], title: '  ' }] }, 'BAD_TITLE', 'ms')).toBe(
            'Setiap tajuk mestilah 1 hingga 200 aksara',
        );
        expect(await refused({ slug: 'terms-of-sale', translations: [{ ...translations[0], body: '' }, translations[1]] }, 'BAD_BODY')).toMatch(/body/);
        expect((await gql(shop('en'), PAGE, { slug: 'terms-of-sale' })).policyPage.body).toBe(translations[0].body);

        // Not signed in, or an operator whose role lacks UpdatePolicy: refused.
        expect((await shopApi(server.adminApiUrl, UPDATE, { input: { slug: 'terms-of-sale', translations } })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
        const catalogue = await operatorWith(['ReadCatalog', 'UpdateCatalog']);
        const denied = await shopApi(server.adminApiUrl, UPDATE, { input: { slug: 'terms-of-sale', translations } }, { token: catalogue });
        expect(denied.errors?.[0].extensions?.code).toBe('FORBIDDEN');
        const editor = await operatorWith(['UpdatePolicy']);
        const edited = await gql(server.adminApiUrl, UPDATE, { input: { slug: 'campaign-rules', translations } }, editor);
        expect(edited.updatePolicyPage.__typename).toBe('PolicyPage');
        // The shop API has no such mutation.
        expect((await shopApi(server.shopApiUrl, UPDATE, { input: { slug: 'terms-of-sale', translations } })).errors?.[0].message).toMatch(
            /UpdatePolicyPageInput|updatePolicyPage/,
        );
    });

    const operatorWith = (permissions: string[]) => createOperator(server, admin, `role-${permissions.join('-').toLowerCase()}`, permissions);

    it('GetCategory lists the public top-level categories in position order, with shortId and picture, in the language asked', async () => {
        const en = (await gql(shop('en'), CATEGORIES)).getCategory;
        expect(en.map((c: any) => c.shortId)).toEqual(['gadgets', 'beauty', 'home-living', 'fashion', 'collectibles', 'snacks']);
        expect(en[0].name).toBe('Gadgets');
        expect(en.every((c: any) => /^https?:\/\/.+\/assets\//.test(c.imgUrl))).toBe(true);
        expect((await gql(shop('ms'), CATEGORIES)).getCategory.map((c: any) => c.name)).toContain('Kecantikan');

        // A private collection, and one inside a category, are not top-level categories.
        const create = 'mutation ($input: CreateCollectionInput!) { createCollection(input: $input) { id } }';
        const collection = (name: string, extra: Record<string, unknown>) => ({
            translations: [{ languageCode: 'en', name, slug: name.toLowerCase().replace(/ /g, '-'), description: '' }],
            filters: [],
            ...extra,
        });
        await gql(server.adminApiUrl, create, { input: collection('Staff Picks', { isPrivate: true, customFields: { shortId: 'staff' } }) }, admin);
        await gql(server.adminApiUrl, create, { input: collection('Earbuds', { parentId: en[0].id }) }, admin);
        const after = (await gql(shop('en'), CATEGORIES)).getCategory;
        expect(after.map((c: any) => c.name)).toEqual(en.map((c: any) => c.name));

        // shortId is unique.
        const twice = await shopApi(
            server.adminApiUrl,
            create,
            { input: collection('Gadgets Two', { customFields: { shortId: 'gadgets' } }) },
            { token: admin },
        );
        expect(twice.errors?.length).toBeGreaterThan(0);
    });

    it('products carry videoUrl (http or https only) and sizeImg, set by operators and read by the shop', async () => {
        const cap = (await gql(shop(), PRODUCT, { slug: 'cap' })).product;
        expect(cap.customFields.sizeImg.preview).toMatch(/^https?:\/\/.+size-chart-cap/);
        const watch = (await gql(shop(), PRODUCT, { slug: 'smart-watch' })).product;
        expect(watch.customFields).toEqual({ videoUrl: 'https://video.tuah.example/smart-watch-unboxing', sizeImg: null });

        const UPDATE_PRODUCT = 'mutation ($input: UpdateProductInput!) { updateProduct(input: $input) { id customFields { videoUrl } } }';
        for (const bad of ['javascript:alert(1)', 'data:video/mp4;base64,AAAA', 'ftp://files.example/v.mp4', 'not a url']) {
            const refused = await shopApi(server.adminApiUrl, UPDATE_PRODUCT, { input: { id: watch.id, customFields: { videoUrl: bad } } }, { token: admin });
            expect(refused.errors?.[0].message).toMatch(/http\(s\)/);
        }
        const good = 'https://cdn.tuah.example/videos/watch.mp4';
        await gql(
            server.adminApiUrl,
            UPDATE_PRODUCT,
            { input: { id: watch.id, customFields: { videoUrl: good, sizeImgId: cap.customFields.sizeImg.id } } },
            admin,
        );
        const updated = (await gql(shop(), PRODUCT, { slug: 'smart-watch' })).product;
        expect(updated.customFields.videoUrl).toBe(good);
        expect(updated.customFields.sizeImg.id).toBe(cap.customFields.sizeImg.id);
    });
});
