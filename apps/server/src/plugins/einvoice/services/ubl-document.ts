import { EInvoiceTypeCode } from '../entities/einvoice-document.entity';
import { EInvoiceSupplier } from '../types';

/** One line of a document; amounts in sen, tax included unless named otherwise. */
export interface DocumentLine {
    description: string;
    quantity: number;
    unitPriceWithTax: number;
    linePriceWithTax: number;
    /** The tax included in linePriceWithTax. */
    tax: number;
    /** MyInvois classification: 004 consolidated e-invoice, 008 e-commerce, 022 others. */
    classification: '004' | '008' | '022';
}

export interface DocumentBuyer {
    name: string;
    tin: string;
    /** NRIC, PASSPORT, BRN or ARMY, and its number; `NA` for the general public. */
    idType: string;
    idNumber: string;
    phone?: string;
    email?: string;
    address?: { lines: string[]; city: string; postalCode: string; stateCode: string; countryCode: string };
}

/** What a document says, before it is written in UBL. */
export interface DocumentModel {
    number: string;
    typeCode: EInvoiceTypeCode;
    issuedAt: Date;
    currencyCode: string;
    supplier: EInvoiceSupplier;
    buyer: DocumentBuyer;
    lines: DocumentLine[];
    /** A note's original: its number and MyInvois uuid. */
    billingReference?: { number: string; uuid: string };
    /** The period a consolidated invoice covers (shop-calendar dates). */
    period?: { start: string; end: string };
}

/** UBL JSON writes every value as a one-element array of `{ _: value, ...attributes }`. */
const v = (value: string | number, attributes: Record<string, string> = {}) => [{ _: value, ...attributes }];
const money = (sen: number, currencyID: string) => [{ _: Math.round(sen) / 100, currencyID }];

function address(a: NonNullable<DocumentBuyer['address']>) {
    return [
        {
            CityName: v(a.city),
            PostalZone: v(a.postalCode),
            CountrySubentityCode: v(a.stateCode),
            AddressLine: a.lines.slice(0, 3).map(line => ({ Line: v(line) })),
            Country: [{ IdentificationCode: v(a.countryCode, { listID: 'ISO3166-1', listAgencyID: '6' }) }],
        },
    ];
}

const NO_ADDRESS = { lines: ['NA'], city: 'NA', postalCode: '', stateCode: '17', countryCode: 'MYS' };

/**
 * The document in UBL 2.1 JSON: e-invoice version 1.0, or 1.1 when the shop signs it (the signature is
 * added by document-signature.ts; docs/einvoice.md). Amounts are ringgit with two decimals; tax-exclusive amounts are the tax-included ones less
 * their tax, so the totals add up line by line.
 */
export function ublDocument(model: DocumentModel, version: '1.0' | '1.1' = '1.0'): Record<string, unknown> {
    const cur = model.currencyCode;
    const totalWithTax = model.lines.reduce((sum, l) => sum + l.linePriceWithTax, 0);
    const tax = model.lines.reduce((sum, l) => sum + l.tax, 0);
    const iso = model.issuedAt.toISOString();
    const { supplier, buyer } = model;
    const taxSubtotal = (taxable: number, amount: number) => ({
        TaxableAmount: money(taxable, cur),
        TaxAmount: money(amount, cur),
        TaxCategory: [{ ID: v(amount ? '02' : 'E'), TaxScheme: [{ ID: v('OTH', { schemeID: 'UN/ECE 5153', schemeAgencyID: '6' }) }] }],
    });
    const invoice: Record<string, unknown> = {
        ID: v(model.number),
        IssueDate: v(iso.slice(0, 10)),
        IssueTime: v(`${iso.slice(11, 19)}Z`),
        InvoiceTypeCode: v(model.typeCode, { listVersionID: version }),
        DocumentCurrencyCode: v(cur),
        TaxCurrencyCode: v(cur),
        ...(model.period ? { InvoicePeriod: [{ StartDate: v(model.period.start), EndDate: v(model.period.end), Description: v('Monthly') }] } : {}),
        ...(model.billingReference
            ? { BillingReference: [{ InvoiceDocumentReference: [{ ID: v(model.billingReference.number), UUID: v(model.billingReference.uuid) }] }] }
            : {}),
        AccountingSupplierParty: [
            {
                Party: [
                    {
                        IndustryClassificationCode: v(supplier.msic.code, { name: supplier.msic.description }),
                        PartyIdentification: [
                            { ID: v(supplier.tin, { schemeID: 'TIN' }) },
                            { ID: v(supplier.brn, { schemeID: 'BRN' }) },
                            { ID: v(supplier.sst, { schemeID: 'SST' }) },
                        ],
                        PostalAddress: address(supplier.address),
                        PartyLegalEntity: [{ RegistrationName: v(supplier.name) }],
                        Contact: [{ Telephone: v(supplier.phone), ...(supplier.email ? { ElectronicMail: v(supplier.email) } : {}) }],
                    },
                ],
            },
        ],
        AccountingCustomerParty: [
            {
                Party: [
                    {
                        PartyIdentification: [{ ID: v(buyer.tin, { schemeID: 'TIN' }) }, { ID: v(buyer.idNumber, { schemeID: buyer.idType }) }],
                        PostalAddress: address(buyer.address ?? NO_ADDRESS),
                        PartyLegalEntity: [{ RegistrationName: v(buyer.name) }],
                        Contact: [{ Telephone: v(buyer.phone || 'NA'), ...(buyer.email ? { ElectronicMail: v(buyer.email) } : {}) }],
                    },
                ],
            },
        ],
        TaxTotal: [{ TaxAmount: money(tax, cur), TaxSubtotal: [taxSubtotal(totalWithTax - tax, tax)] }],
        LegalMonetaryTotal: [
            {
                LineExtensionAmount: money(totalWithTax - tax, cur),
                TaxExclusiveAmount: money(totalWithTax - tax, cur),
                TaxInclusiveAmount: money(totalWithTax, cur),
                PayableAmount: money(totalWithTax, cur),
            },
        ],
        InvoiceLine: model.lines.map((line, i) => ({
            ID: v(String(i + 1)),
            InvoicedQuantity: v(line.quantity, { unitCode: 'C62' }),
            LineExtensionAmount: money(line.linePriceWithTax - line.tax, cur),
            TaxTotal: [{ TaxAmount: money(line.tax, cur), TaxSubtotal: [taxSubtotal(line.linePriceWithTax - line.tax, line.tax)] }],
            Item: [{ CommodityClassification: [{ ItemClassificationCode: v(line.classification, { listID: 'CLASS' }) }], Description: v(line.description) }],
            Price: [{ PriceAmount: money(line.quantity ? line.unitPriceWithTax - line.tax / line.quantity : 0, cur) }],
            ItemPriceExtension: [{ Amount: money(line.linePriceWithTax - line.tax, cur) }],
        })),
    };
    return {
        _D: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
        _A: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
        _B: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
        Invoice: [invoice],
    };
}

/** Reads `[{ _: value }]` at a path of a UBL JSON object (the simulator's and the tests' reader). */
export function ublValue(node: unknown, ...path: Array<string | number>): unknown {
    let at: unknown = node;
    for (const key of path) {
        if (at == null) return undefined;
        at = typeof key === 'number' ? (at as unknown[])[key] : (at as Record<string, unknown>)[key];
        if (Array.isArray(at) && typeof key === 'string') at = at[0];
    }
    return at && typeof at === 'object' && '_' in at ? (at as { _: unknown })._ : at;
}
