/// <reference types="vite/client" />

interface ImportMetaEnv {
    /** Where the shop API lives; unset means the same origin's `/shop-api`. */
    readonly VITE_SHOP_API_URL?: string;
}

interface ImportMeta {
    readonly env: ImportMetaEnv;
}
