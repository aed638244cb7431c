import { CustomFields, LanguageCode } from '@vendure/core';

/** Contract order line custom fields (docs/contract.md#order-and-order-line); the shop API may write them (addItemToOrder customFields). */
export const orderLineCustomFields: CustomFields['OrderLine'] = [
    {
        name: 'campaignId',
        type: 'string',
        nullable: true,
        public: true,
        label: [{ languageCode: LanguageCode.en, value: 'Campaign' }],
    },
    {
        name: 'prizeId',
        type: 'string',
        nullable: true,
        public: true,
        label: [{ languageCode: LanguageCode.en, value: 'Won prize' }],
    },
    {
        // Not in the API: set by the server on the one line of a redeemed code's zero-priced order.
        name: 'codeId',
        type: 'string',
        nullable: true,
        internal: true,
        label: [{ languageCode: LanguageCode.en, value: 'Redemption code' }],
    },
];
