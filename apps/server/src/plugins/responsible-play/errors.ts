import { ErrorResult } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';

import { Messages, reasonedErrorResult } from '../../common/error-results';
import { SpendingPeriod } from './entities/play-settings.entity';

export type AgeRestrictedReason = 'UNDER_AGE' | 'DATE_OF_BIRTH_REQUIRED';

/** Tickets and boxes are for adults: no date of birth on the account yet, or under 18. Browsing stays open. */
export class AgeRestrictedError extends reasonedErrorResult<AgeRestrictedReason>('AgeRestrictedError', 'AGE_RESTRICTED_ERROR') {}

/** The shopper paused buying until `excludedUntil`. */
export class SelfExcludedError extends ErrorResult {
    readonly __typename = 'SelfExcludedError';
    readonly errorCode = 'SELF_EXCLUDED_ERROR';
    readonly message = 'SELF_EXCLUDED_ERROR';
    constructor(public readonly excludedUntil: Date) {
        super();
    }
}

/** The cart would pass one of the shopper's limits: `remaining` (sen) is what that period still allows. */
export class SpendingLimitError extends ErrorResult {
    readonly __typename = 'SpendingLimitError';
    readonly errorCode = 'SPENDING_LIMIT_ERROR';
    readonly message = 'SPENDING_LIMIT_ERROR';
    constructor(
        public readonly period: SpendingPeriod,
        public readonly limit: number,
        public readonly remaining: number,
    ) {
        super();
    }
}

export type InvalidDateOfBirthReason = 'INVALID' | 'NRIC_MISMATCH' | 'ALREADY_SET';

/** setDateOfBirth refused: not a real past date, not the date the NRIC number encodes, or a different date is already recorded. */
export class InvalidDateOfBirthError extends reasonedErrorResult<InvalidDateOfBirthReason>('InvalidDateOfBirthError', 'INVALID_DATE_OF_BIRTH_ERROR') {}

/** setSpendingLimits refused: an amount that is not a whole number of sen from RM 1 to RM 1,000,000. */
export class InvalidSpendingLimitError extends reasonedErrorResult<SpendingPeriod>('InvalidSpendingLimitError', 'INVALID_SPENDING_LIMIT_ERROR') {}

const PERIOD_EN = '{ period, select, DAILY {daily} WEEKLY {weekly} other {monthly} }';
const PERIOD_MS = '{ period, select, DAILY {harian} WEEKLY {mingguan} other {bulanan} }';

/** English and Malay; the storefront words these by errorCode itself, these are for API users and checkout refusals. */
export const responsiblePlayMessages: Messages = {
    en: {
        checkoutRefusal: {
            PLAY_UNDER_AGE: 'Tickets and blind boxes are for customers aged 18 and over',
            PLAY_DATE_OF_BIRTH_REQUIRED: 'Add your date of birth in your profile before buying tickets or blind boxes',
            PLAY_SELF_EXCLUDED: 'You paused buying until { until }',
            PLAY_SPENDING_LIMIT: `This order would pass your ${PERIOD_EN} spending limit: { remaining } left`,
        },
        errorResult: {
            AGE_RESTRICTED_ERROR:
                '{ reason, select, UNDER_AGE {Tickets and blind boxes are for customers aged 18 and over} other {Add your date of birth before buying tickets or blind boxes} }',
            SELF_EXCLUDED_ERROR: 'You paused buying tickets and blind boxes for a while',
            SPENDING_LIMIT_ERROR: `This would pass your ${PERIOD_EN} spending limit`,
            INVALID_DATE_OF_BIRTH_ERROR:
                '{ reason, select, NRIC_MISMATCH {This date of birth is not the one in your NRIC number} ALREADY_SET {Your date of birth cannot be changed once submitted} other {Please enter a valid date of birth} }',
            INVALID_SPENDING_LIMIT_ERROR: 'A limit is an amount from RM 1 to RM 1,000,000',
        },
    },
    ms: {
        checkoutRefusal: {
            PLAY_UNDER_AGE: 'Tiket dan kotak misteri hanya untuk pelanggan berumur 18 tahun ke atas',
            PLAY_DATE_OF_BIRTH_REQUIRED: 'Tambah tarikh lahir anda dalam profil sebelum membeli tiket atau kotak misteri',
            PLAY_SELF_EXCLUDED: 'Anda telah menghentikan pembelian sehingga { until }',
            PLAY_SPENDING_LIMIT: `Pesanan ini melebihi had perbelanjaan ${PERIOD_MS} anda: baki { remaining }`,
        },
        errorResult: {
            AGE_RESTRICTED_ERROR:
                '{ reason, select, UNDER_AGE {Tiket dan kotak misteri hanya untuk pelanggan berumur 18 tahun ke atas} other {Tambah tarikh lahir anda sebelum membeli tiket atau kotak misteri} }',
            SELF_EXCLUDED_ERROR: 'Anda telah menghentikan pembelian tiket dan kotak misteri buat sementara',
            SPENDING_LIMIT_ERROR: `Ini melebihi had perbelanjaan ${PERIOD_MS} anda`,
            INVALID_DATE_OF_BIRTH_ERROR:
                '{ reason, select, NRIC_MISMATCH {Tarikh lahir ini bukan tarikh dalam nombor NRIC anda} ALREADY_SET {Tarikh lahir anda tidak boleh diubah selepas dihantar} other {Sila masukkan tarikh lahir yang sah} }',
            INVALID_SPENDING_LIMIT_ERROR: 'Had ialah jumlah dari RM 1 hingga RM 1,000,000',
        },
    },
};
