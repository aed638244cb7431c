import { CustomFields, LanguageCode } from '@vendure/core';

/** Spec §3 order line custom fields; the shop API may write them (addItemToOrder customFields). */
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
];
