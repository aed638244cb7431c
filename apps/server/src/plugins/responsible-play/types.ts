import { CustomCustomerFields } from '@vendure/core/dist/entity/custom-entity-fields';

declare module '@vendure/core/dist/entity/custom-entity-fields' {
    interface CustomCustomerFields {
        /** YYYY-MM-DD (docs/responsible-play.md#age-gate). */
        dateOfBirth?: string | null;
    }
}

export type { CustomCustomerFields };
