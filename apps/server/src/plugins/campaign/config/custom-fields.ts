import { Asset, CustomFields, LanguageCode } from '@vendure/core';

import { videoUrlProblem } from '../../../common/video-url';

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

/** Product extras set by operators (contract: videoUrl, sizeImg), shown on the campaign's product and prize tabs. */
export const productCustomFields: CustomFields['Product'] = [
    {
        name: 'videoUrl',
        type: 'string',
        length: 500,
        nullable: true,
        public: true,
        label: [{ languageCode: LanguageCode.en, value: 'Video (http or https address)' }],
        validate: (value: unknown) => videoUrlProblem(value),
    },
    {
        name: 'sizeImg',
        type: 'relation',
        entity: Asset,
        nullable: true,
        public: true,
        label: [{ languageCode: LanguageCode.en, value: 'Size chart' }],
    },
];

/** Categories (top-level collections) carry a short id for links (GetCategory shortId, actionTyp CAT). */
export const collectionCustomFields: CustomFields['Collection'] = [
    {
        name: 'shortId',
        type: 'string',
        length: 32,
        nullable: true,
        unique: true,
        public: true,
        pattern: '^[A-Za-z0-9_-]+$',
        label: [{ languageCode: LanguageCode.en, value: 'Short id (letters, digits, - and _)' }],
    },
];
