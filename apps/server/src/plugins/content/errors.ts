import { Messages, reasonedErrorResult } from '../../common/error-results';

export type PolicyPageInputReason = 'UNKNOWN_SLUG' | 'UNKNOWN_LANGUAGE' | 'REPEATED_LANGUAGE' | 'MISSING_LANGUAGE' | 'BAD_TITLE' | 'BAD_BODY';

/**
 * UpdatePolicyPage refused: the slug is not one of the five pages, a language is not the shop's, repeated or
 * missing (a page is saved in English and Malay at once), or a title or body is empty or too long. `reason` says which.
 */
export class PolicyPageInputError extends reasonedErrorResult<PolicyPageInputReason>('PolicyPageInputError', 'POLICY_PAGE_INPUT_ERROR') {}

export const errorMessages: Messages = {
    en: {
        errorResult: {
            POLICY_PAGE_INPUT_ERROR:
                '{ reason, select, UNKNOWN_SLUG {There is no policy page with this slug} UNKNOWN_LANGUAGE {Policy pages are written in English (en) and Malay (ms) only} REPEATED_LANGUAGE {Give each language once} MISSING_LANGUAGE {Give the page in both English and Malay} BAD_TITLE {Each title must be 1 to 200 characters} BAD_BODY {Each body must be 1 to 50,000 characters} other {This policy page cannot be saved} }',
        },
    },
    ms: {
        errorResult: {
            POLICY_PAGE_INPUT_ERROR:
                '{ reason, select, UNKNOWN_SLUG {Tiada halaman polisi dengan slug ini} UNKNOWN_LANGUAGE {Halaman polisi ditulis dalam bahasa Inggeris (en) dan Melayu (ms) sahaja} REPEATED_LANGUAGE {Berikan setiap bahasa sekali sahaja} MISSING_LANGUAGE {Berikan halaman dalam bahasa Inggeris dan Melayu} BAD_TITLE {Setiap tajuk mestilah 1 hingga 200 aksara} BAD_BODY {Setiap kandungan mestilah 1 hingga 50,000 aksara} other {Halaman polisi ini tidak boleh disimpan} }',
        },
    },
};
