export interface CodesPluginOptions {
    /** The shop's name (SELLER_NAME), printed on coupon sheets; default 'Tuah'. */
    shopName?: string;
}
