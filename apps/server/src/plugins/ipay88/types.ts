export type IPay88SignatureType = 'SHA256' | 'HMACSHA512';

export interface IPay88PluginOptions {
    /** `local`: the gateway page this server serves; `live`: iPay88 itself. */
    mode: 'local' | 'live';
    merchantCode: string;
    merchantKey: string;
    signatureType: IPay88SignatureType;
    /** The payment entry page the storefront posts the signed fields to. */
    entryUrl: string;
    /** The requery (enquiry) page, asked before settling when `requery` is on. */
    requeryUrl: string;
    requery: boolean;
    /** Where browsers and the gateway reach this server: ResponseURL and BackendURL are built on it. */
    publicUrl: string;
    /** Where the shopper's browser is sent back to (the storefront's checkout routes). */
    storefrontUrl: string;
}

/** The fields iPay88 posts to the BackendURL and the ResponseURL (all strings, form-encoded). */
export interface IPay88Response {
    MerchantCode?: string;
    PaymentId?: string;
    RefNo?: string;
    Amount?: string;
    Currency?: string;
    Remark?: string;
    TransId?: string;
    AuthCode?: string;
    Status?: string;
    ErrDesc?: string;
    Signature?: string;
    [field: string]: string | undefined;
}
