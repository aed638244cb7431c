import type { MoneySummary } from '../../common/money-summary';

/** Who sells: printed at the head of every invoice. */
export interface Seller {
    name: string;
    /** Address lines. */
    address: string[];
    /** The seller's tax (SST) or company registration number, if it has one. */
    taxId?: string;
    email?: string;
}

export interface InvoicesPluginOptions {
    seller: Seller;
    /** Signs download links (HMAC-SHA256); read once, on first use. */
    linkSecret: () => Uint8Array;
    /** Where shoppers reach this server: download links are absolute (the app may live on another origin). */
    publicUrl: string;
    /** Where shoppers reach the storefront: the PDF links each campaign line's official rules there. */
    storefrontUrl: string;
    /** How long a download link works. */
    linkMinutes: number;
}

/** What an invoice says, frozen when it is issued: the PDF is drawn from it on every download. */
export interface InvoiceContents {
    invoiceNumber: string;
    /** ISO date-time of issue. */
    issuedAt: string;
    orderCode: string;
    currencyCode: string;
    seller: Seller;
    buyer: { name: string; email?: string; phone?: string; address: string[] };
    /** Amounts in sen (minor units), tax included unless named otherwise. */
    lines: Array<{
        name: string;
        /** The product's name in each shop language, as it was when the invoice was issued (older invoices: `name` only). */
        names?: Partial<Record<'en' | 'ms', string>>;
        sku: string;
        /** A lucky-draw item or blind box: its campaign, whose official rules the PDF links (invoices issued before: none). */
        campaignId?: string;
        quantity: number;
        unitPriceWithTax: number;
        linePriceWithTax: number;
    }>;
    discounts: Array<{ description: string; amountWithTax: number }>;
    shippingWithTax: number;
    /** The courier and its service in the courier's words (English); translated as the PDF is drawn. */
    shippingDescription?: string;
    taxes: Array<{ description: string; taxRate: number; taxBase: number; taxTotal: number }>;
    subTotalWithTax: number;
    totalWithTax: number;
    totalTax: number;
    /** The money breakdown as issued (common/money-summary.ts); invoices issued before it have only the fields above. */
    summary?: MoneySummary;
}
