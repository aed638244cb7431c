/// <reference types="vite/client" />

interface ImportMetaEnv {
    /** Where the shop API lives; unset means the same origin's `/shop-api`. */
    readonly VITE_SHOP_API_URL?: string;
    /** The support team's email address on the help page. */
    readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
    readonly env: ImportMetaEnv;
}

/** The storefront's version (package.json), set by Vite at build time. */
declare const __APP_VERSION__: string;

/** This build's version: package version and commit (vite.config.ts), shown on the about page. */
declare const __ASSET_VERSION__: string;
