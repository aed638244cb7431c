import { CustomFields, LanguageCode } from '@vendure/core';

/** `YYYY-MM-DD`, written once through setDateOfBirth or the sign-up (docs/responsible-play.md#age-gate). */
export const customerCustomFields: CustomFields['Customer'] = [
    {
        name: 'dateOfBirth',
        type: 'string',
        length: 10,
        nullable: true,
        public: true,
        readonly: true,
        label: [{ languageCode: LanguageCode.en, value: 'Date of birth' }],
    },
];
