import { CustomFields, LanguageCode } from '@vendure/core';

const label = (value: string) => [{ languageCode: LanguageCode.en, value }];

/**
 * A variant's shipping weight in grams (Vendure has none). 0 means it never ships (digital);
 * the default gives every catalogue item, the demo's included, a parcel weight (docs/checkout.md).
 */
export const productVariantCustomFields: CustomFields['ProductVariant'] = [
    { name: 'weight', type: 'int', nullable: false, defaultValue: 500, min: 0, public: true, label: label('Weight (g)') },
];

/**
 * The contract's order fields (docs/contract.md#order-and-order-line): when it was created and
 * paid, and the chosen courier option (`epName`, `epPrice`, `epDesc`; `epTracking` once shipped).
 * `epOptionId` names the quoted option the shipping calculator charges; the shop cannot write any.
 * Once shipped: `epStatus` is the courier's latest status and `epEvents` its history (JSON), read
 * through `Order.tracking` (docs/orders.md#tracking).
 */
export const orderCustomFields: CustomFields['Order'] = [
    { name: 'paidAt', type: 'datetime', nullable: true, public: true, readonly: true, label: label('Paid at') },
    { name: 'createDt', type: 'datetime', nullable: true, public: true, readonly: true, label: label('Created at') },
    { name: 'epTracking', type: 'string', nullable: true, public: true, readonly: true, label: label('Courier tracking number') },
    { name: 'epName', type: 'string', nullable: true, public: true, readonly: true, label: label('Courier') },
    { name: 'epPrice', type: 'int', nullable: true, public: true, readonly: true, label: label('Courier price (sen, with tax)') },
    { name: 'epDesc', type: 'string', nullable: true, public: true, readonly: true, label: label('Courier service') },
    { name: 'epOptionId', type: 'string', nullable: true, public: false, readonly: true, internal: true },
    { name: 'epStatus', type: 'string', nullable: true, public: true, readonly: true, label: label('Courier status') },
    { name: 'epEvents', type: 'text', nullable: true, public: false, readonly: true, internal: true },
];
