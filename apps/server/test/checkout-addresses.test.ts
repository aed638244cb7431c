import { ADD_ITEM, createShopper, gql, productVariants, shopApi, startShop, TestServer } from '@tuah/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ADDRESS_FIELDS = 'id fullName streetLine1 city province postalCode country { code } defaultShippingAddress';
const LIST = `query UserShippingAddress { userShippingAddress { ${ADDRESS_FIELDS} } }`;
const CREATE = `mutation ($input: CreateAddressInput!) { createCustomerAddress(input: $input) { ${ADDRESS_FIELDS} } }`;
const UPDATE = `mutation ($input: UpdateAddressInput!) { updateCustomerAddress(input: $input) { ${ADDRESS_FIELDS} } }`;
const COUNTRIES = '{ availableCountries { code provinces } }';
const APPLY = `mutation ($code: String!) { applyCouponCode(couponCode: $code) { __typename ... on Order { couponCodes subTotalWithTax totalWithTax discounts { amountWithTax description } } ... on ErrorResult { errorCode message } } }`;
const SET_ADDRESS = `mutation { setOrderShippingAddress(input: { fullName: "Siti", streetLine1: "1 Jalan", city: "Shah Alam", province: "Selangor", postalCode: "40000", countryCode: "MY" }) { __typename } }`;
const FEE = `{ getDeliveryFee { options { id priceWithTax } } }`;
const SET_SHIPPING = `mutation ($id: String) { setShipping(input: { id: $id }) { __typename ... on Order { shippingWithTax } } }`;
const SHIPPING = `{ activeOrder { shippingWithTax discounts { amountWithTax } } }`;

const home = (province: string, countryCode = 'MY', postalCode = '40000') => ({
    fullName: 'Siti Aminah',
    streetLine1: '12 Jalan Ampang',
    city: 'Kota',
    province,
    postalCode,
    countryCode,
});

describe('the address book and the demo coupons', () => {
    let server: TestServer;
    let admin: string;
    let count = 0;
    const newShopper = () => createShopper(server, admin, `addresses${++count}`);
    const shop = (query: string, variables: Record<string, unknown>, token?: string) => gql(server.shopApiUrl, query, variables, token);

    beforeAll(async () => {
        ({ server, admin } = await startShop());
    });
    afterAll(async () => {
        await server?.stop();
    });

    it('lists the provinces of each country the shop ships to: 16 in Malaysia, 34 in Indonesia, 77 in Thailand', async () => {
        const { availableCountries } = await shop(COUNTRIES, {});
        const counts = Object.fromEntries(availableCountries.map((c: any) => [c.code, c.provinces.length]));
        expect(counts).toEqual({ MY: 16, ID: 34, TH: 77 });
        const my = availableCountries.find((c: any) => c.code === 'MY').provinces;
        expect(my).toEqual(expect.arrayContaining(['Selangor', 'Sabah', 'W.P. Kuala Lumpur', 'W.P. Labuan', 'W.P. Putrajaya']));
    });

    it("shows a customer their own addresses only, and lets nobody update another's", async () => {
        const siti = await newShopper();
        const ali = await newShopper();
        const created = (await shop(CREATE, { input: home('Selangor') }, siti.token)).createCustomerAddress;
        await shop(CREATE, { input: home('Bangkok', 'TH', '10200') }, siti.token);
        expect((await shop(LIST, {}, siti.token)).userShippingAddress.map((a: any) => a.province).sort()).toEqual(['Bangkok', 'Selangor']);
        expect((await shop(LIST, {}, ali.token)).userShippingAddress).toEqual([]);
        // A guest has no address book.
        expect((await shop(LIST, {})).userShippingAddress).toEqual([]);

        const stolen = await shopApi(server.shopApiUrl, UPDATE, { input: { id: created.id, streetLine1: 'Taken' } }, { token: ali.token });
        expect(stolen.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        const mine = (await shop(UPDATE, { input: { id: created.id, streetLine1: '14 Jalan Ampang' } }, siti.token)).updateCustomerAddress;
        expect(mine.streetLine1).toBe('14 Jalan Ampang');
    });

    it('refuses a province the country does not have, in the request language, on create and on update', async () => {
        const siti = await newShopper();
        const wrong = await shopApi(server.shopApiUrl, CREATE, { input: home('Bavaria') }, { token: siti.token });
        expect(wrong.errors?.[0]?.extensions?.code).toBe('USER_INPUT_ERROR');
        expect(wrong.errors?.[0]?.message).toBe('Please choose a state or province from the list for this country');
        const malay = await shopApi(`${server.shopApiUrl}?languageCode=ms`, CREATE, { input: home('Phuket') }, { token: siti.token });
        expect(malay.errors?.[0]?.message).toBe('Sila pilih negeri atau wilayah daripada senarai untuk negara ini');
        // Short forms of Malaysian states are known; another country's province is not.
        const penang = (await shop(CREATE, { input: home('Penang', 'MY', '10200') }, siti.token)).createCustomerAddress;
        const moved = await shopApi(server.shopApiUrl, UPDATE, { input: { id: penang.id, countryCode: 'ID' } }, { token: siti.token });
        expect(moved.errors?.[0]?.extensions?.code).toBe('USER_INPUT_ERROR');
        expect(
            (await shop(UPDATE, { input: { id: penang.id, countryCode: 'ID', province: 'Bali', postalCode: '80361' } }, siti.token)).updateCustomerAddress
                .country.code,
        ).toBe('ID');
        expect((await shop(LIST, {}, siti.token)).userShippingAddress).toHaveLength(1);
    });

    it('keeps at most 20 addresses in a book, so that listing it stays small', async () => {
        const siti = await newShopper();
        for (let i = 0; i < 20; i++) await shop(CREATE, { input: { ...home('Johor', 'MY', '80000'), streetLine1: `${i + 1} Jalan Wong Ah Fook` } }, siti.token);
        const full = await shopApi(server.shopApiUrl, CREATE, { input: home('Johor', 'MY', '80000') }, { token: siti.token });
        expect(full.errors?.[0]?.extensions?.code).toBe('USER_INPUT_ERROR');
        expect(full.errors?.[0]?.message).toBe('Your address book is full (20 addresses): please edit one of them instead');
        const listed = (await shop(LIST, {}, siti.token)).userShippingAddress;
        expect(listed).toHaveLength(20);
        // Newest first.
        expect(listed[0].streetLine1).toBe('20 Jalan Wong Ah Fook');
    });

    it('seeds a percentage, a fixed and a free-delivery coupon', async () => {
        const { variantIds } = await productVariants(server.shopApiUrl, 'cap');
        const shopper = await newShopper();
        const added = (await shop(ADD_ITEM, { v: variantIds[0], q: 2, c: null }, shopper.token)).addItemToOrder;
        expect(added.__typename).toBe('Order');

        const before = (await shop('{ activeOrder { totalWithTax } }', {}, shopper.token)).activeOrder.totalWithTax;
        const tenOff = (await shop(APPLY, { code: 'TUAH10' }, shopper.token)).applyCouponCode;
        expect(tenOff.couponCodes).toEqual(['TUAH10']);
        expect(Math.abs(tenOff.totalWithTax - before * 0.9)).toBeLessThanOrEqual(2);
        const fiveOff = (await shop(APPLY, { code: 'TUAH5' }, shopper.token)).applyCouponCode;
        expect(fiveOff.discounts.map((d: any) => d.amountWithTax)).toContain(-500);

        await shop(SET_ADDRESS, {}, shopper.token);
        const [option] = (await shop(FEE, {}, shopper.token)).getDeliveryFee.options;
        expect((await shop(SET_SHIPPING, { id: option.id }, shopper.token)).setShipping.shippingWithTax).toBe(option.priceWithTax);
        expect((await shop(APPLY, { code: 'FREESHIP' }, shopper.token)).applyCouponCode.__typename).toBe('Order');
        expect((await shop(SHIPPING, {}, shopper.token)).activeOrder.shippingWithTax).toBe(0);

        // Delivery is priced for listed provinces only.
        const bavaria = await shop(
            'query ($input: DeliveryFeeInput) { getDeliveryFee(input: $input) { error_code } }',
            { input: { countryCode: 'ID', province: 'Bavaria', postalCode: '10110' } },
            shopper.token,
        );
        expect(bavaria.getDeliveryFee.error_code).toBe('UNKNOWN_STATE');

        const unknown = (await shop(APPLY, { code: 'NOPE' }, shopper.token)).applyCouponCode;
        expect(unknown.errorCode).toBe('COUPON_CODE_INVALID_ERROR');
    });
});
