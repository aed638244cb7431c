import { errorResultType, Messages, reasonedErrorResult } from '../../common/error-results';
import type { ActionRefusal } from './services/einvoice.service';
import type { DetailsRefusal, RequestRefusal } from './services/einvoice-buyer.service';

export class EInvoiceDetailsError extends reasonedErrorResult<DetailsRefusal>('EInvoiceDetailsError', 'EINVOICE_DETAILS_ERROR') {}
export class EInvoiceRequestError extends reasonedErrorResult<RequestRefusal>('EInvoiceRequestError', 'EINVOICE_REQUEST_ERROR') {}
export class EInvoiceActionError extends reasonedErrorResult<ActionRefusal>('EInvoiceActionError', 'EINVOICE_ACTION_ERROR') {}

export const shopErrorTypes = [
    errorResultType(
        'EInvoiceDetailsError',
        'The e-invoice details were not kept (reason: INVALID_TIN, INVALID_ID_NUMBER, INVALID_NAME, TIN_NOT_FOUND, TIN_CHECK_UNAVAILABLE).',
    ),
    errorResultType('EInvoiceRequestError', 'No e-invoice could be asked for (reason: NO_ACTIVE_ORDER, NO_DETAILS, ORDER_PAID).'),
].join('\n');

export const adminErrorTypes = errorResultType(
    'EInvoiceActionError',
    'The e-invoice action was refused (reason: NOT_FOUND, NOT_RETRYABLE, NOT_CANCELLABLE, CANCEL_PERIOD_OVER, REFUSED, UNAVAILABLE, BAD_MONTH, NO_SALES).',
);

export const errorMessages: Messages = {
    en: {
        errorResult: {
            EINVOICE_DETAILS_ERROR:
                '{ reason, select, INVALID_TIN {Enter your tax identification number (TIN) as LHDN issued it, e.g. IG12345678901} INVALID_ID_NUMBER {Enter the ID number in its right form: 12 digits for an NRIC or a registration number} INVALID_NAME {Enter the name the e-invoice is issued to} TIN_NOT_FOUND {LHDN does not know this TIN with this ID number} TIN_CHECK_UNAVAILABLE {The TIN could not be checked with LHDN just now; please try again later} other {These e-invoice details could not be kept} }',
            EINVOICE_REQUEST_ERROR:
                '{ reason, select, NO_ACTIVE_ORDER {There is no order to ask an e-invoice for} NO_DETAILS {Add your e-invoice details (TIN and ID) first} ORDER_PAID {This order is paid already} other {No e-invoice could be asked for} }',
            EINVOICE_ACTION_ERROR:
                '{ reason, select, NOT_FOUND {There is no such e-invoice document} NOT_RETRYABLE {Only a pending, submitted or invalid document can be retried} NOT_CANCELLABLE {Only a valid document can be cancelled} CANCEL_PERIOD_OVER {A document can be cancelled within 72 hours of its validation only} REFUSED {MyInvois refused} UNAVAILABLE {MyInvois could not be reached; try again later} BAD_MONTH {Give a past month as YYYY-MM} NO_SALES {That month has no sales to consolidate} other {The action was refused} }',
        },
    },
    ms: {
        errorResult: {
            EINVOICE_DETAILS_ERROR:
                '{ reason, select, INVALID_TIN {Masukkan nombor pengenalan cukai (TIN) seperti yang dikeluarkan LHDN, cth. IG12345678901} INVALID_ID_NUMBER {Masukkan nombor pengenalan dalam bentuk yang betul: 12 digit untuk MyKad atau nombor pendaftaran} INVALID_NAME {Masukkan nama penerima e-invois} TIN_NOT_FOUND {LHDN tidak mengenali TIN ini dengan nombor pengenalan ini} TIN_CHECK_UNAVAILABLE {TIN tidak dapat disemak dengan LHDN sekarang; sila cuba lagi nanti} other {Butiran e-invois ini tidak dapat disimpan} }',
            EINVOICE_REQUEST_ERROR:
                '{ reason, select, NO_ACTIVE_ORDER {Tiada pesanan untuk meminta e-invois} NO_DETAILS {Tambah butiran e-invois anda (TIN dan pengenalan) dahulu} ORDER_PAID {Pesanan ini sudah dibayar} other {E-invois tidak dapat diminta} }',
            EINVOICE_ACTION_ERROR:
                '{ reason, select, NOT_FOUND {Tiada dokumen e-invois sedemikian} NOT_RETRYABLE {Hanya dokumen yang menunggu, dihantar atau tidak sah boleh dicuba semula} NOT_CANCELLABLE {Hanya dokumen yang sah boleh dibatalkan} CANCEL_PERIOD_OVER {Dokumen hanya boleh dibatalkan dalam 72 jam selepas disahkan} REFUSED {MyInvois menolak} UNAVAILABLE {MyInvois tidak dapat dihubungi; cuba lagi nanti} BAD_MONTH {Berikan bulan yang lalu sebagai YYYY-MM} NO_SALES {Bulan itu tiada jualan untuk disatukan} other {Tindakan ditolak} }',
        },
    },
};
