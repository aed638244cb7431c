import { Asset, CustomFields, LanguageCode } from '@vendure/core';

const label = (value: string) => [{ languageCode: LanguageCode.en, value }];

/**
 * The account fields of docs/accounts.md. `username` and `verifiedHp` are unique (a race of
 * two sign-ups ends in one conflict, not two accounts); both are cleared when an account is
 * deleted, so the phone may register again. Shoppers change them only through the OTP-auth
 * mutations: `govId` write-once, `lang` en/ms, the avatar by upload.
 */
export const customerCustomFields: CustomFields['Customer'] = [
    // Internal: the API shows it as Customer.displayName (with a fallback) and takes it as UpdateCustomerInput.displayName.
    { name: 'displayName', type: 'string', length: 40, nullable: true, internal: true, label: label('Display name') },
    { name: 'lang', type: 'string', length: 8, nullable: true, public: true, readonly: true, label: label('Language') },
    { name: 'govId', type: 'string', length: 32, nullable: true, public: true, label: label('NRIC number') },
    { name: 'avatar', type: 'relation', entity: Asset, nullable: true, public: true, readonly: true, label: label('Avatar') },
    { name: 'username', type: 'string', length: 30, nullable: true, unique: true, public: true, readonly: true, label: label('Username') },
    {
        name: 'verifiedHp',
        type: 'string',
        length: 20,
        nullable: true,
        unique: true,
        public: false,
        readonly: true,
        label: label('Verified phone (E.164)'),
    },
];
