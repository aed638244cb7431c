import { CustomFields, LanguageCode } from '@vendure/core';

/**
 * Contract order custom field `isLBb` (docs/contract.md#order-and-order-line) (blind-box readiness), which the client polls
 * (GetOneOrderPooling) after paying. It reads "every blind box of this order exists": false from
 * the moment a blind-box order is paid until the box job has created them all, true otherwise —
 * so an order without blind boxes is always true, and nobody waits on it. Read-only for shoppers.
 */
export const orderCustomFields: CustomFields['Order'] = [
    {
        name: 'isLBb',
        type: 'boolean',
        defaultValue: true,
        nullable: false,
        public: true,
        readonly: true,
        label: [{ languageCode: LanguageCode.en, value: 'Blind boxes ready' }],
    },
];
