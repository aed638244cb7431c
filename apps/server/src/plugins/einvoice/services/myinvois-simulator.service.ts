import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import { TransactionalConnection } from '@vendure/core';

import { CANCEL_WINDOW_MS, EINVOICE_PLUGIN_OPTIONS, GENERAL_PUBLIC_TIN } from '../constants';
import { EInvoiceValidationError } from '../entities/einvoice-document.entity';
import { MyInvoisSimDocument } from '../entities/myinvois-sim-document.entity';
import { EInvoicePluginOptions } from '../types';
import { signatureProblem } from './document-signature';
import { documentHash } from './myinvois-client';
import { ublValue } from './ubl-document';

/** An answer of the simulator: HTTP status and JSON body. */
export interface SimAnswer {
    status: number;
    body?: unknown;
}

const TIN_FORM = /^(IG\d{9,11}|[CDEFGHJNT][A-Z]?\d{8,11}0?|EI\d{11})$/;
const ID_FORMS: Record<string, RegExp> = {
    NRIC: /^\d{12}$/,
    BRN: /^\d{12}$/,
    PASSPORT: /^[A-Z0-9]{6,12}$/,
    ARMY: /^[A-Z0-9]{5,12}$/,
};

/** The simulator's rule for registered taxpayers (docs/einvoice.md#the-simulator): the right form, and not ending in 9999. */
export function simulatorKnowsTin(tin: string, idType: string, idValue: string): boolean {
    return TIN_FORM.test(tin) && !tin.endsWith('9999') && !!ID_FORMS[idType]?.test(idValue);
}

const amount = (value: unknown) => Math.round(Number(value) * 100);

/**
 * The embedded default's stand-in for MyInvois (docs/einvoice.md#the-simulator): the same paths
 * and answers, its book in `myinvois_sim_document`. It checks what a shop's bug could get wrong —
 * the hash, duplicates, a buyer's TIN, totals that add up, a note's reference — and validates at
 * once. A version 1.1 document's signature is verified against the certificate it embeds (not the
 * certificate's chain of trust). It does not check codes against LHDN's code lists, or the supplier's registration.
 */
@Injectable()
export class MyInvoisSimulatorService {
    /** Tests switch the simulator off and on (dev tools only): every call then answers 503. */
    down = false;

    constructor(
        private connection: TransactionalConnection,
        @Inject(EINVOICE_PLUGIN_OPTIONS) private options: EInvoicePluginOptions,
    ) {}

    private get book() {
        return this.connection.rawConnection.getRepository(MyInvoisSimDocument);
    }

    /** Tokens are signed, not stored: every process of the shop accepts the others'. */
    token(form: Record<string, string | undefined>): SimAnswer {
        if (form.grant_type !== 'client_credentials') return { status: 400, body: { error: 'unsupported_grant_type' } };
        if (form.client_id !== this.options.clientId || form.client_secret !== this.options.clientSecret)
            return { status: 400, body: { error: 'invalid_client' } };
        const expires = Math.floor(Date.now() / 1000) + 3600;
        const payload = `${expires}.${randomBytes(8).toString('hex')}`;
        return {
            status: 200,
            body: { access_token: `${payload}.${this.sign(payload)}`, token_type: 'Bearer', expires_in: 3600, scope: 'InvoicingAPI' },
        };
    }

    private sign(payload: string) {
        return createHmac('sha256', this.options.clientSecret).update(payload).digest('hex');
    }

    authorised(header: string | undefined): boolean {
        const token = /^Bearer (\d+)\.([0-9a-f]+)\.([0-9a-f]{64})$/.exec(header ?? '');
        if (!token) return false;
        const expected = Buffer.from(this.sign(`${token[1]}.${token[2]}`));
        const given = Buffer.from(token[3]!);
        return expected.length === given.length && timingSafeEqual(expected, given) && Number(token[1]) * 1000 > Date.now();
    }

    async submit(body: { documents?: Array<{ format?: string; documentHash?: string; codeNumber?: string; document?: string }> }): Promise<SimAnswer> {
        const documents = body?.documents;
        if (!Array.isArray(documents) || documents.length === 0 || documents.length > 100) {
            return { status: 400, body: { error: { code: 'BadStructure', message: 'documents must hold 1 to 100 documents' } } };
        }
        const submissionUid = randomUUID().replace(/-/g, '').slice(0, 26).toUpperCase();
        const accepted: Array<{ uuid: string; invoiceCodeNumber: string }> = [];
        const rejected: Array<{ invoiceCodeNumber: string; error: { code: string; message: string; details?: EInvoiceValidationError[] } }> = [];
        for (const doc of documents) {
            const codeNumber = String(doc.codeNumber ?? '');
            const text = Buffer.from(String(doc.document ?? ''), 'base64').toString('utf8');
            if (doc.format !== 'JSON') {
                rejected.push({ invoiceCodeNumber: codeNumber, error: { code: 'BadArgument', message: 'The simulator reads JSON documents only' } });
                continue;
            }
            if (documentHash(text) !== doc.documentHash) {
                rejected.push({ invoiceCodeNumber: codeNumber, error: { code: 'IncorrectHash', message: 'The document hash does not match the document' } });
                continue;
            }
            const existing = await this.book.findOne({ where: { codeNumber, status: 'Valid' } });
            if (existing) {
                await this.book.increment({ uuid: existing.uuid }, 'submissions', 1);
                rejected.push({ invoiceCodeNumber: codeNumber, error: { code: 'DS302', message: 'This document has already been submitted' } });
                continue;
            }
            let parsed: unknown;
            try {
                parsed = JSON.parse(text);
            } catch {
                rejected.push({ invoiceCodeNumber: codeNumber, error: { code: 'BadStructure', message: 'The document is not JSON' } });
                continue;
            }
            const errors = await this.validate(parsed, codeNumber);
            const uuid = randomUUID().replace(/-/g, '').slice(0, 26).toUpperCase();
            const invoice = ublValue(parsed, 'Invoice') as Record<string, unknown>;
            await this.book.insert({
                uuid,
                submissionUid,
                codeNumber,
                typeCode: String(ublValue(invoice, 'InvoiceTypeCode') ?? ''),
                receiverTin: String(ublValue(invoice, 'AccountingCustomerParty', 'Party', 'PartyIdentification') ?? '').slice(0, 20),
                status: errors.length ? 'Invalid' : 'Valid',
                longId: errors.length ? null : randomBytes(24).toString('base64url').toUpperCase(),
                errors: errors.length ? JSON.stringify(errors) : null,
                totalPayable: String(ublValue(invoice, 'LegalMonetaryTotal', 'PayableAmount') ?? '0'),
                submissions: 1,
                validatedAt: new Date(),
                cancelledAt: null,
            });
            accepted.push({ uuid, invoiceCodeNumber: codeNumber });
        }
        return { status: 202, body: { submissionUid, acceptedDocuments: accepted, rejectedDocuments: rejected } };
    }

    /** The rules a document must meet here: every one broken is an error of its own. */
    private async validate(document: unknown, codeNumber: string): Promise<EInvoiceValidationError[]> {
        const errors: EInvoiceValidationError[] = [];
        const invoice = ublValue(document, 'Invoice') as Record<string, unknown> | undefined;
        if (!invoice || typeof invoice !== 'object') return [{ code: 'BadStructure', message: 'There is no Invoice' }];
        if (ublValue(invoice, 'ID') !== codeNumber)
            errors.push({ code: 'CodeNumberMismatch', message: 'The document ID is not the codeNumber it was submitted with' });
        const type = (invoice.InvoiceTypeCode as Array<{ _: string; listVersionID?: string }> | undefined)?.[0];
        if (!type || !['01', '02', '03', '04'].includes(type._))
            errors.push({ code: 'InvalidTypeCode', message: 'The e-invoice type must be 01, 02, 03 or 04' });
        if (type?.listVersionID === '1.1') {
            // Version 1.1 is signed: the signature must verify against the certificate it embeds.
            const problem = signatureProblem(document as Record<string, unknown>);
            if (problem) errors.push({ code: 'SignatureInvalid', message: `The digital signature does not verify: ${problem}` });
        } else if (type?.listVersionID !== '1.0') {
            errors.push({ code: 'UnsupportedVersion', message: 'The e-invoice version must be 1.0, or 1.1 with a digital signature' });
        }
        const supplierTin = ublValue(invoice, 'AccountingSupplierParty', 'Party', 'PartyIdentification', 'ID');
        if (!supplierTin) errors.push({ code: 'SupplierTinMissing', message: "The supplier's TIN is missing" });
        const buyerIds = ((ublValue(invoice, 'AccountingCustomerParty', 'Party') as Record<string, unknown> | undefined)?.PartyIdentification ?? []) as Array<{
            ID?: Array<{ _: string; schemeID: string }>;
        }>;
        const buyerTin = buyerIds.map(p => p.ID?.[0]).find(id => id?.schemeID === 'TIN')?._;
        const buyerId = buyerIds.map(p => p.ID?.[0]).find(id => id?.schemeID !== 'TIN');
        if (!buyerTin) errors.push({ code: 'BuyerTinMissing', message: "The buyer's TIN is missing" });
        else if (buyerTin !== GENERAL_PUBLIC_TIN && !simulatorKnowsTin(buyerTin, buyerId?.schemeID ?? '', buyerId?._ ?? '')) {
            errors.push({ code: 'BuyerTinInvalid', message: "The buyer's TIN does not match a registered taxpayer with that ID" });
        }
        const lines = (invoice.InvoiceLine ?? []) as unknown[];
        if (!lines.length) errors.push({ code: 'NoLines', message: 'The document has no lines' });
        const lineSum = lines.reduce<number>((sum, line) => sum + amount(ublValue(line, 'LineExtensionAmount')), 0);
        const taxSum = lines.reduce<number>((sum, line) => sum + amount(ublValue(line, 'TaxTotal', 'TaxAmount')), 0);
        const lineExtension = amount(ublValue(invoice, 'LegalMonetaryTotal', 'LineExtensionAmount'));
        const exclusive = amount(ublValue(invoice, 'LegalMonetaryTotal', 'TaxExclusiveAmount'));
        const inclusive = amount(ublValue(invoice, 'LegalMonetaryTotal', 'TaxInclusiveAmount'));
        const payable = amount(ublValue(invoice, 'LegalMonetaryTotal', 'PayableAmount'));
        const tax = amount(ublValue(invoice, 'TaxTotal', 'TaxAmount'));
        if (lineSum !== lineExtension)
            errors.push({ code: 'LineTotalMismatch', message: `The lines add up to ${lineSum / 100}, the total says ${lineExtension / 100}` });
        if (taxSum !== tax) errors.push({ code: 'TaxTotalMismatch', message: `The lines' tax adds up to ${taxSum / 100}, the tax total says ${tax / 100}` });
        if (exclusive + tax !== inclusive)
            errors.push({ code: 'TaxInclusiveMismatch', message: 'The amount without tax plus the tax is not the amount with tax' });
        if (payable !== inclusive) errors.push({ code: 'PayableMismatch', message: 'The payable amount is not the amount with tax' });
        if (type && ['02', '03', '04'].includes(type._)) {
            const uuid = ublValue(invoice, 'BillingReference', 'InvoiceDocumentReference', 'UUID');
            const original = typeof uuid === 'string' ? await this.book.findOne({ where: { uuid } }) : null;
            if (!original || original.status !== 'Valid')
                errors.push({ code: 'ReferenceInvalid', message: 'A note must reference a valid document by its UUID' });
        }
        return errors;
    }

    async submission(submissionUid: string): Promise<SimAnswer> {
        const rows = await this.book.find({ where: { submissionUid }, order: { createdAt: 'ASC' } });
        if (!rows.length) return { status: 404, body: { error: { code: 'NotFound', message: 'No such submission' } } };
        const statuses = new Set(rows.map(r => r.status));
        return {
            status: 200,
            body: {
                submissionUid,
                documentCount: rows.length,
                dateTimeReceived: rows[0]!.createdAt.toISOString(),
                overallStatus: statuses.size === 1 ? (statuses.has('Invalid') ? 'Invalid' : 'Valid') : 'Partially Valid',
                documentSummary: rows.map(r => ({
                    uuid: r.uuid,
                    submissionUid: r.submissionUid,
                    longId: r.status === 'Valid' ? r.longId : '',
                    internalId: r.codeNumber,
                    typeName: r.typeCode,
                    typeVersionName: '1.0',
                    issuerTin: this.options.supplier.tin,
                    receiverId: r.receiverTin,
                    dateTimeReceived: r.createdAt.toISOString(),
                    dateTimeValidated: r.validatedAt?.toISOString() ?? null,
                    totalPayableAmount: Number(r.totalPayable),
                    status: r.status,
                    cancelDateTime: r.cancelledAt?.toISOString() ?? null,
                })),
            },
        };
    }

    async details(uuid: string): Promise<SimAnswer> {
        const row = await this.book.findOne({ where: { uuid } });
        if (!row) return { status: 404, body: { error: { code: 'NotFound', message: 'No such document' } } };
        const errors = JSON.parse(row.errors ?? '[]') as EInvoiceValidationError[];
        return {
            status: 200,
            body: {
                uuid: row.uuid,
                submissionUid: row.submissionUid,
                longId: row.status === 'Valid' ? row.longId : '',
                internalId: row.codeNumber,
                status: row.status,
                validationResults: {
                    status: row.status,
                    validationSteps: errors.length
                        ? [
                              {
                                  status: 'Invalid',
                                  name: 'Step03-Document Content Validator',
                                  error: {
                                      errorCode: 'ContentInvalid',
                                      error: 'The document breaks rules',
                                      innerError: errors.map(e => ({ errorCode: e.code, error: e.message })),
                                  },
                              },
                          ]
                        : [{ status: 'Valid', name: 'Step03-Document Content Validator' }],
                },
            },
        };
    }

    /** Cancels a Valid document within 72 hours of its validation; refuses anything else. */
    async cancel(uuid: string, body: { status?: string; reason?: string }): Promise<SimAnswer> {
        if (body?.status !== 'cancelled' || !body.reason)
            return { status: 400, body: { error: { code: 'BadArgument', message: 'status must be cancelled, with a reason' } } };
        const row = await this.book.findOne({ where: { uuid } });
        if (!row) return { status: 404, body: { error: { code: 'NotFound', message: 'No such document' } } };
        if (row.status !== 'Valid') return { status: 400, body: { error: { code: 'IncorrectState', message: `The document is ${row.status}` } } };
        if (Date.now() - (row.validatedAt ?? row.createdAt).getTime() > CANCEL_WINDOW_MS) {
            return {
                status: 400,
                body: { error: { code: 'OperationPeriodOver', message: 'A document can be cancelled within 72 hours of its validation only' } },
            };
        }
        await this.book.update({ uuid }, { status: 'Cancelled', cancelledAt: new Date() });
        return { status: 200, body: { uuid, status: 'Cancelled' } };
    }

    validateTin(tin: string, idType: string, idValue: string): SimAnswer {
        return simulatorKnowsTin(tin, idType, idValue)
            ? { status: 200 }
            : { status: 404, body: { error: { code: 'NotFound', message: 'No taxpayer with this TIN and ID' } } };
    }

    /** What the validation link shows anyone who scans it. */
    async shared(uuid: string, longId: string): Promise<MyInvoisSimDocument | null> {
        const row = await this.book.findOne({ where: { uuid } });
        return row && row.longId === longId ? row : null;
    }
}
